import Foundation
import Swatch
import SwatchModel
import SwatchSupport
import Testing

@testable import SwatchCheck
@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchPipeline
@testable import SwatchReport
@testable import SwatchTestSupport

/// A guess is a question, never an order: pairs inferred from names are
/// warnings that say so and are never made by `swatch fix`; a stated pair
/// whose token aliases a shared swatch is fixed by pointing the alias at
/// another swatch, never by repainting the palette; a round of fixes is
/// kept only where it leaves nothing new. The token file is PatternFly's
/// shape (a grey ramp, semantic tokens aliasing it, numbered steps of two
/// ramps, an `on-X` icon beside its `X`, a disabled text).
@Suite struct GuessedPairsTests {
    static let path = "Tests/Fixtures/tokens/guesses/tokens.json"
    static let tokens = """
        {
          "color": {
            "gray": {
              "10": { "$type": "color", "$value": "#F0F0F0" },
              "30": { "$type": "color", "$value": "#C7C7C7" },
              "60": { "$type": "color", "$value": "#707070" },
              "70": { "$type": "color", "$value": "#383838" },
              "90": { "$type": "color", "$value": "#151515" }
            },
            "white": { "$type": "color", "$value": "#FFFFFF" }
          },
          "background": {
            "color": {
              "default": { "$type": "color", "$value": "{color.gray.90}" },
              "secondary": { "$type": "color", "$value": "{color.gray.70}" },
              "300": { "$type": "color", "$value": "{color.gray.70}" }
            }
          },
          "text": {
            "color": {
              "regular": { "$type": "color", "$value": "{color.white}" },
              "placeholder": { "$type": "color", "$value": "{color.gray.70}" },
              "subtle": {
                "$type": "color", "$value": "{color.gray.70}",
                "$extensions": { "dev.swatch": { "on": ["{background.color.default}"] } }
              },
              "300": { "$type": "color", "$value": "{color.gray.60}" },
              "disabled": { "$type": "color", "$value": "{color.gray.70}" }
            }
          },
          "icon": {
            "color": {
              "disabled": { "$type": "color", "$value": "{color.gray.60}" },
              "on-disabled": { "$type": "color", "$value": "{color.gray.70}" }
            }
          }
        }

        """

    static func check(_ text: String = tokens) -> [Diagnostic] {
        let document = ThemeImporter.tokenDocument(
            ThemeSource(path: path, text: text), files: .inMemory([path: text], root: "Tests/Fixtures/tokens"))
        return document.check(with: ThemeCompiler()).diagnostics
    }

    static func inferred(_ found: [Diagnostic]) -> [String] {
        found.first { $0.message.contains("inferred from names") }?.notes.filter(\.isDetail).map(\.message) ?? []
    }

    @Test func aGuessedPairFailingItsMinimumIsAWarningThatSaysItIsAGuess() throws {
        let found = Self.check()
        let guess = try #require(found.first { $0.rule == .dmContrast && $0.subject == "text.color.placeholder" })
        #expect(guess.severity == .warning)
        #expect(guess.restsOnGuess)
        #expect(guess.message.contains("guessed from the names"))
        // Its fix-it states the pair, marked a guess: swatch fix never makes it.
        let fixIt = try #require(guess.fixIt)
        #expect(fixIt.isGuess && fixIt.replacement.contains("{background.color.default}"))
        #expect(
            !FixItEdits.edits(of: found, in: [Self.path: Array(Self.tokens.utf8)])
                .contains { $0.message == fixIt.message })
    }

    @Test func werrorStillMakesAGuessFail() {
        let document = ThemeImporter.tokenDocument(
            ThemeSource(path: Self.path, text: Self.tokens),
            files: .inMemory([Self.path: Self.tokens], root: "Tests/Fixtures/tokens"))
        let found = document.check(with: ThemeCompiler(options: .init(warningsAsErrors: true))).diagnostics
        #expect(found.contains { $0.restsOnGuess && $0.severity == .error })
    }

    @Test func numberedStepsOnXOfAForegroundAndDisabledTextAreNotPaired() {
        let found = Self.check()
        let pairs = Self.inferred(found)
        #expect(!pairs.contains { $0.hasPrefix("'text.color.300'") })
        #expect(!pairs.contains { $0.hasPrefix("'icon.color.on-disabled'") })
        #expect(!pairs.contains { $0.hasPrefix("'text.color.disabled'") })
        #expect(pairs.contains("'text.color.placeholder' on 'background.color.default'"))
        #expect(!found.contains { $0.subject == "text.color.disabled" && $0.rule == .dmContrast })
        #expect(
            found.contains {
                $0.message.hasPrefix("3 foregrounds are not judged") && $0.message.contains("'text.color.disabled'")
            })
    }

    @Test func aStatedPairOnASharedSwatchIsFixedByPointingTheAliasElsewhere() throws {
        let found = Self.check()
        let error = try #require(found.first { $0.rule == .dmContrast && $0.subject == "text.color.subtle" })
        #expect(error.severity == .error && !error.restsOnGuess)
        let fixIt = try #require(error.fixIt)
        // The alias, in place: the palette's value is never edited.
        #expect(fixIt.range == nil)
        #expect(fixIt.replacement.hasPrefix("\"{color.") && fixIt.replacement != "\"{color.gray.70}\"")
        var files = ImportFixItTests.Files(texts: [Self.path: Self.tokens])
        try files.apply(fixIt, of: error)
        let fixed = try #require(files.texts[Self.path])
        #expect(fixed.contains("\"70\": { \"$type\": \"color\", \"$value\": \"#383838\" }"))
        let after = Self.check(fixed)
        #expect(!after.contains { $0.subject == "text.color.subtle" && $0.rule == .dmContrast })
        // Nothing else the file says got worse.
        #expect(after.filter { $0.severity == .error }.count < found.filter { $0.severity == .error }.count)
    }

    @Test func aForegroundWithItsBackgroundsEveryValueIsNoPair() {
        let names = [
            NamePairs.Color(
                name: "fg.brand", written: "fg.brand", role: .label, values: Array(repeating: .white, count: 8)),
            NamePairs.Color(
                name: "bg.brand", written: "bg.brand", role: .background, values: Array(repeating: .white, count: 8)),
        ]
        #expect(NamePairs.infer(names).isEmpty)
    }

    @Test func onXNamesAndContentColorsAreText() {
        #expect(ImportedColor.guessedRole(for: "onPrimary").role == .label)
        #expect(ImportedColor.guessedRole(for: "on-surface-variant").role == .label)
        #expect(ImportedColor.guessedRole(for: "content.primary").role == .label)
        #expect(ImportedColor.guessedRole(for: "surface.content").role == .background)
        #expect(ImportedColor.guessedRole(for: "icon.on-disabled").role != .label)
    }

    // MARK: No round leaves anything worse

    /// Two fix-its, one of which leaves a finding the file did not have: the
    /// round keeps the other, and says which was left out and why.
    @Test func aRoundKeepsOnlyTheFixItsThatLeaveNothingNew() {
        let file = "t.txt"
        let text = Array("aaaa bbbb cccc dddd".utf8)
        func edit(_ start: Int, _ replacement: String) -> FixItEdits.Edit {
            .init(
                file: file, start: start, end: start + 4, replacement: replacement, createsFile: false,
                message: "make \(replacement)")
        }
        let before = [Diagnostic(.dmContrast, "old", at: SourceRange(file: file, start: .start), subject: "a")]
        var round = NoWorseRound(before: before, files: [file: text]) { overlay in
            let bytes = String(decoding: overlay[file] ?? text, as: UTF8.self)
            // "BAD" breaks a pair the file did not fail before.
            return bytes.contains("BAD")
                ? [Diagnostic(.dmContrast, "new", at: SourceRange(file: "other.txt", start: .start), subject: "other")]
                : []
        }
        let offered = [edit(0, "AAAA"), edit(5, "BAD!"), edit(10, "CCCC"), edit(15, "DDDD")]
        let kept = round.keep(offered)
        #expect(kept.map(\.replacement) == ["AAAA", "CCCC", "DDDD"])
        #expect(round.refused.map(\.edit.replacement) == ["BAD!"])
        #expect(round.refused.first?.finding.contains("new") == true)
    }
}

extension GuessedPairsTests {
    /// A value written as a DTCG color object is fixed as one: a string in
    /// its place would change what the file is (Primer's 2025 format).
    @Test func aColorObjectIsFixedAsAColorObject() throws {
        let text = """
            {
              "canvas": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff" } },
              "hint": {
                "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.7, 0.7, 0.7], "hex": "#b3b3b3" },
                "$extensions": { "dev.swatch": { "role": "label", "on": ["{canvas}"] } }
              }
            }

            """
        let found = Self.check(text)
        let hint = try #require(found.first { $0.rule == .dmContrast && $0.subject == "hint" && $0.severity == .error })
        let fixIt = try #require(hint.fixIt)
        #expect(fixIt.replacement.hasPrefix("{ \"colorSpace\": \"srgb\", \"components\": ["), "\(fixIt.replacement)")
        var files = ImportFixItTests.Files(texts: [Self.path: text])
        try files.apply(fixIt, of: hint)
        let after = Self.check(try #require(files.texts[Self.path]))
        #expect(!after.contains { $0.subject == "hint" && $0.rule == .dmContrast && $0.severity == .error })
    }
}

extension GuessedPairsTests {
    /// The report opens with what the file states and fails, then what rests
    /// on a guess, in a section of its own, then the tables.
    @Test func theReportKeepsGuessesApartAndOpensWithFindings() throws {
        let document = ThemeImporter.tokenDocument(
            ThemeSource(path: Self.path, text: Self.tokens),
            files: .inMemory([Self.path: Self.tokens], root: "Tests/Fixtures/tokens"))
        let result = document.check(with: ThemeCompiler())
        let theme = try #require(result.theme)
        let html = ReportRenderer(theme: theme, diagnostics: result.diagnostics, sourceFileName: "tokens.json").render()
        let stated = try #require(html.range(of: "<h2 id=\"diagnostics\">"))
        let guesses = try #require(html.range(of: "<h2 id=\"guesses\">"))
        let colors = try #require(html.range(of: "<h2 id=\"colors\">"))
        #expect(stated.lowerBound < guesses.lowerBound && guesses.lowerBound < colors.lowerBound)
        let subtle = try #require(
            html.range(of: "&#39;text.color.subtle&#39;") ?? html.range(of: "'text.color.subtle'"))
        let placeholder = try #require(
            html.range(of: "&#39;text.color.placeholder&#39;") ?? html.range(of: "'text.color.placeholder'"))
        #expect(subtle.lowerBound < guesses.lowerBound && guesses.lowerBound < placeholder.lowerBound)
    }
}
