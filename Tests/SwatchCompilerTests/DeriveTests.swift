import Foundation
import Swatch
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchDiff
@testable import SwatchFormats
@testable import SwatchModel
@testable import SwatchPipeline
@testable import SwatchReport

/// `auto` values and `derive:`: each derived value passes every pair it is
/// in, is the nearest of its hue that does, and an unreachable one is one
/// located error naming the pair that blocks it.
@Suite struct DeriveTests {
    func check(_ yaml: String) -> ThemeCompiler.Result {
        ThemeCompiler().check(ThemeSource(path: "T.theme.yaml", text: yaml))
    }

    func contrast(_ foreground: Color, _ background: Color) -> Double {
        WCAGContrast().worstContrast(of: foreground, on: background).contrast
    }

    @Test func increasedContrastAutoReachesTheAimInEveryIncreasedContrastState() throws {
        let result = check(
            """
            swatch: 1
            colors:
              paper: { role: background, light: "#FFFFFF", dark: "#1C1C1E" }
              ink:
                role: label
                light: "#6E6E73"
                dark: "#98989D"
                increasedContrast: auto
                on: paper
                rules: { DM-contrast: off }
            """)
        #expect(!result.diagnostics.hasErrors)
        let theme = try #require(result.theme)
        let ink = try #require(theme.color(named: "ink"))
        let paper = try #require(theme.color(named: "paper"))
        for state in Appearance.all where state.contrast == .increased {
            #expect(contrast(ink[state], paper[state]) >= 7, "\(state)")
        }
        // The standard values are as written: only the `auto` states move.
        #expect(ink[.light] == Color(rgb: 0x6E6E73))
        #expect(ink[Appearance(contrast: .increased)] != Color(rgb: 0x6E6E73))
        let derived = theme.derivations.filter { $0.color == "ink" }
        #expect(derived.count == 4)
        #expect(derived.allSatisfy { $0.goal == .aim && $0.pair == "'ink' on 'paper'" })
    }

    @Test func anElevatedBackgroundIsLighterInDarkAndTheForegroundsOnItStillPass() throws {
        let result = check(
            """
            swatch: 1
            colors:
              sheetBackground: { role: background, light: "#FFFFFF", dark: { base: "#000000", elevated: auto } }
              body: { role: label, light: "#3A3A3C", dark: "#EBEBF0", on: sheetBackground }
              hint: { role: label, text: large, light: "#6E6E73", dark: { base: "#8E8E93", elevated: auto }, on: sheetBackground }
            surfaces:
              settings: { kind: sheet, background: sheetBackground, content: [body, hint] }
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let theme = try #require(result.theme)
        let background = try #require(theme.color(named: "sheetBackground"))
        let elevated = Appearance(colorScheme: .dark, level: .elevated)
        #expect(OKLCH(background[elevated]).lightness > OKLCH(background[.dark]).lightness + 0.1)
        // Light's elevated level is its base, as the guidelines draw it.
        #expect(background[Appearance(level: .elevated)] == Color(rgb: 0xFFFFFF))
        let hint = try #require(theme.color(named: "hint"))
        #expect(contrast(hint[elevated], background[elevated]) >= 4.5)
        let body = try #require(theme.color(named: "body"))
        #expect(contrast(body[elevated], background[elevated]) >= 7)
    }

    @Test func aValueNoColorOfItsHueMakesPassIsOneErrorNamingTheBlockingPair() throws {
        let result = check(
            """
            swatch: 1
            colors:
              mid: { role: background, light: "#808080", dark: "#808080" }
              ink:
                role: label
                light: "#000000"
                dark: "#000000"
                increasedContrast: auto
                contrast: { minimum: 7 }
                on: mid
            """)
        let atAuto = result.diagnostics.filter { $0.line == 8 }
        #expect(atAuto.count == 1, "\(atAuto)")
        let error = try #require(atAuto.first)
        #expect(error.severity == .error)
        #expect(error.rule == .dmContrast)
        #expect(error.message.contains("'ink' on 'mid'"))
        #expect(error.message.contains("the best is 5.31:1"), "\(error.message)")
        #expect(error.notes.first?.range?.start.line == 10)
    }

    @Test func theMinimumWhereNoColorReachesTheAimAndTheDerivationSaysSo() throws {
        let result = check(
            """
            swatch: 1
            colors:
              mid: { role: background, light: "#808080", dark: "#808080" }
              ink: { role: label, light: "#000000", dark: "#000000", increasedContrast: auto, on: mid }
            """)
        let theme = try #require(result.theme)
        let derived = theme.derivations.filter { $0.color == "ink" }
        #expect(!derived.isEmpty)
        #expect(derived.allSatisfy { $0.goal == .minimum && ($0.ratio ?? 0) >= 4.5 })
        // One warning at the `auto`, saying the aim is out of reach; no other finding there.
        let atAuto = result.diagnostics.filter { $0.line == 4 && $0.column > 70 }
        #expect(atAuto.count == 1, "\(result.diagnostics)")
        #expect(atAuto.first?.severity == .warning)
        #expect(atAuto.first?.message.contains("the aim 7:1 for 'ink' on 'mid'") == true, "\(atAuto)")
    }

    @Test func deriveAsksForEveryColorThatDoesNotWriteTheValueButReferencesFollow() throws {
        let result = check(
            """
            swatch: 1
            derive: [increasedContrast, elevated]
            colors:
              window: { role: background, light: "#F2F2F7", dark: "#1C1C1E" }
              body: { role: label, light: "#48484A", dark: "#C7C7CC", on: window }
              quote: { role: label, light: { ref: body }, dark: { ref: body }, on: window }
            """)
        let theme = try #require(result.theme)
        let body = try #require(theme.color(named: "body"))
        let quote = try #require(theme.color(named: "quote"))
        let window = try #require(theme.color(named: "window"))
        #expect(body.source?.derived.mask == 0b1111_1100)
        #expect(quote.source?.derived.isEmpty == true)
        for state in Appearance.all {
            #expect(quote[state] == body[state], "\(state)")
            let aim = state.contrast == .increased ? 7.0 : 4.5
            #expect(contrast(body[state], window[state]) >= aim, "\(state)")
        }
    }

    @Test func autoWhereAValueMustBeWrittenIsRefused() {
        let result = check(
            """
            swatch: 1
            colors:
              ink: { role: label, light: auto, dark: { base: auto, elevated: "#FFFFFF" } }
            """)
        let refused = result.diagnostics.filter { $0.rule == .themeValue }
        #expect(refused.count == 2)
        #expect(refused.allSatisfy { $0.line == 3 })
        #expect(refused.allSatisfy { $0.message.contains("cannot be 'auto'") })
    }

    @Test func theGeneratedSwiftCarriesTheDerivedValues() throws {
        let source = ThemeSource(
            path: "T.theme.yaml",
            text: """
                swatch: 1
                colors:
                  paper: { role: background, light: "#FFFFFF", dark: "#1C1C1E" }
                  ink: { role: label, light: "#6E6E73", dark: "#98989D", increasedContrast: auto, on: paper, rules: { DM-contrast: off } }
                """)
        let result = ThemeCompiler().compile(source)
        let swift = try #require(result.swift)
        let ink = try #require(result.theme?.color(named: "ink"))
        let derived = ink[Appearance(contrast: .increased)].hex.dropFirst()
        #expect(swift.contains("            #\(derived)  // light · base · increased contrast"), "\(swift)")
    }
}

/// The derived values as if written: every export and `swatch diff` see the
/// same theme as the one with the derived literals written in.
@Suite struct DerivedValuesDownstreamTests {
    static let theme = """
        swatch: 1
        colors:
          paper:
            role: background
            light: "#FFFFFF"
            dark: { base: "#1C1C1E", elevated: auto }
            increasedContrast: auto
          ink:
            role: label
            light: "#57575C"
            dark: "#B3B3B8"
            increasedContrast: auto
            on: paper
          accent:
            role: tint
            light: "#C93400"
            dark: { base: "#FF9F0A", elevated: auto }
            increasedContrast: { light: auto, dark: "#FFB340" }
            on: paper

        """

    /// The theme with each `auto` replaced by the literals derived for it.
    static func materialized() throws -> String {
        let theme = try #require(ThemeCompiler().check(ThemeSource(path: "Dusk.theme.yaml", text: Self.theme)).theme)
        let files = ["Dusk.theme.yaml": Array(Self.theme.utf8)]
        let literals = DerivedLiterals.edits(for: theme, in: files)
        #expect(literals.left.isEmpty, "\(literals.left)")
        let outcome = FixItEdits.apply(literals.edits, to: files)
        return String(decoding: outcome.files["Dusk.theme.yaml"]!, as: UTF8.self)
    }

    @Test(arguments: ExportFormat.allCases)
    func everyExportIsTheExportOfTheWrittenValues(format: ExportFormat) throws {
        let written = try Self.materialized()
        #expect(!written.contains("auto"))
        let compiler = ThemeCompiler()
        let derived = try #require(compiler.check(ThemeSource(path: "Dusk.theme.yaml", text: Self.theme)).theme)
        let literal = try #require(compiler.check(ThemeSource(path: "Dusk.theme.yaml", text: written)).theme)
        let a = format.export(derived, sourceFileName: "Dusk.theme.yaml")
        let b = format.export(literal, sourceFileName: "Dusk.theme.yaml")
        #expect(a.files.map(\.path) == b.files.map(\.path))
        for (left, right) in zip(a.files, b.files) { #expect(left.contents == right.contents, "\(left.path)") }
    }

    @Test func theGeneratedSwiftAndTheDiffSeeNoDifference() throws {
        let written = try Self.materialized()
        let compiler = ThemeCompiler()
        let derived = compiler.compile(ThemeSource(path: "Dusk.theme.yaml", text: Self.theme))
        let literal = compiler.compile(ThemeSource(path: "Dusk.theme.yaml", text: written))
        #expect(derived.swift != nil && derived.swift == literal.swift)
        let diff = ThemeDiffer.diff(
            old: ThemeVersion(literal, brands: []), new: ThemeVersion(derived, brands: []), file: "Dusk.theme.yaml")
        #expect(diff.values.isEmpty && diff.contrast.isEmpty && diff.api.isEmpty, "\(diff.values)")
    }

    @Test func theReportMarksEveryDerivedCell() throws {
        let result = ThemeCompiler().check(ThemeSource(path: "Dusk.theme.yaml", text: Self.theme))
        let theme = try #require(result.theme)
        let html = ReportRenderer(theme: theme, diagnostics: result.diagnostics, sourceFileName: "Dusk.theme.yaml")
            .render()
        let derived = theme.colors
            .map { color in
                Appearance.all.count { color.source?.derived.contains($0) == true }
            }
            .reduce(0, +)
        #expect(derived > 0)
        #expect(html.components(separatedBy: "data-derived=\"auto\"").count - 1 == derived)
    }
}
