import Foundation
import Swatch
import SwatchSupport
import SwatchSyntax
import Testing

@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchModel
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// Shapes real design systems write that once cost the whole file or were
/// misread: a token Swatch cannot read is said at that token and
/// every other token is checked; aliases with spaces inside the braces; a
/// Tokens Studio file with no themes; a Style Dictionary configuration with
/// only `include`; a Figma capture without the REST envelope.
@Suite struct UnreadTokenShapesTests {
    typealias Shapes = DesignSystemShapesTests

    static func line(_ diagnostics: [Diagnostic], _ rule: RuleID, containing text: String) -> Int? {
        diagnostics.first { $0.rule == rule && $0.message.contains(text) }?.line
    }

    // MARK: One bad token

    @Test func aTokenThatCannotBeReadIsSaidThereAndEveryOtherTokenIsChecked() throws {
        let (document, diagnostics) = try Shapes.check("unread-tokens/App.tokens.json")
        let briefs = diagnostics.map(Shapes.brief)
        // The alias to nothing: an error at the alias, with what goes unjudged.
        let alias = try #require(diagnostics.first { $0.rule == .themeReference }, "\(briefs)")
        #expect(alias.line == 10)
        #expect(alias.message == "the alias '{grey.000}' names no token")
        #expect(alias.notes.contains { $0.message.hasPrefix("1 pair with it is not judged there") })
        // The gradient typed `color`: a warning at it.
        #expect(Self.line(diagnostics, .themeUnread, containing: "is a gradient, not one color") == 11, "\(briefs)")
        // A token aliasing the gradient: said at its own alias.
        #expect(
            Self.line(diagnostics, .themeUnread, containing: "'color.heroEdge' takes its value from '{color.hero}'")
                == 12, "\(briefs)")
        // Tokens Studio's `rgba(#hex, alpha)` is read: no finding at it.
        #expect(!diagnostics.contains { $0.line == 13 && $0.rule.rawValue.hasPrefix("THEME") }, "\(briefs)")
        // The unrelated 1.19:1 pair in the same file is judged.
        let faint = diagnostics.filter {
            $0.rule == .dmContrast && $0.message.hasPrefix("'color.faint' on 'color.paper'")
        }
        #expect(faint.map(\.severity) == [.error], "\(briefs)")
        #expect(faint.first?.message.contains("1.19:1") == true)
        // One finding per token: the checker's "unknown" finding is joined to reading's.
        #expect(diagnostics.filter { $0.line == 10 }.count == 1, "\(briefs)")
        // The unread tokens stay, unknown: pairs with them are not judged with another state's value.
        let theme = try #require(ThemeCompiler().check(imported: document.base, diagnostics: []).theme)
        let unknown = theme.colors.filter { color in Appearance.all.allSatisfy(color.isUnknown) }.map(\.name)
        #expect(unknown.sorted() == ["color.hero", "color.heroEdge", "color.muted"])
        let scrim = try #require(theme.colors.first { $0.name == "color.scrim" })
        #expect(abs(scrim[.light].alpha - 0.4) < 0.001)
    }

    @Test func theSummaryCountsWhatWasReadAndWhatWasNot() throws {
        let (document, _) = try Shapes.check("unread-tokens/App.tokens.json")
        let result = document.check(with: ThemeCompiler())
        let summary = DiagnosticReport.summary(
            [(ThemeSource(path: "App.tokens.json", text: ""), result)], counts: .init(errors: 2, warnings: 4),
            kinds: ["token file"])
        #expect(summary == "2 errors, 4 warnings in 1 token file (6 colors, 3 not read)")
    }

    // MARK: Small shapes

    @Test func anAliasWithSpacesInsideItsBracesNamesTheTokenStyleDictionaryTrimsItTo() throws {
        let (document, diagnostics) = try Shapes.check("alias-spaces/tokens.json")
        #expect(!diagnostics.contains { $0.rule == .themeReference }, "\(diagnostics.map(Shapes.brief))")
        #expect(document.base?.colors.count == 6)
        // `{color.gray300 }` on `{ color.gray100 }`, named by `on` with spaces too.
        let failing = diagnostics.filter { $0.severity == .error }
        #expect(failing.map(\.line) == [15], "\(diagnostics.map(Shapes.brief))")
        #expect(failing.first?.message.hasPrefix("'text.color.subtle' on 'background.color.base': 1.12:1") == true)
    }

    @Test func aStudioFileWithNoThemesPlacesSetsByNameAndSaysTheVariantItCannotPlace() throws {
        let (document, diagnostics) = try Shapes.check("legacy/empty-themes/tokens.json")
        let briefs = diagnostics.map(Shapes.brief)
        let unread = diagnostics.filter { $0.rule == .themeUnread }
        #expect(unread.map(\.line) == [17], "\(briefs)")
        #expect(unread.first?.message.hasPrefix("the set 'theme-wireframe' is not read") == true)
        // Light and dark take their own sets; the wireframe's values are in no state.
        let theme = try #require(ThemeCompiler().check(imported: document.base, diagnostics: []).theme)
        let text = try #require(theme.colors.first { $0.name == "text" })
        #expect(text[.light].hex == "#1A1A1A")
        #expect(text[.dark].hex == "#F5F5F5")
        #expect(!diagnostics.contains { $0.line >= 17 && $0.line <= 20 && $0.rule != .themeUnread }, "\(briefs)")
    }

    @Test func variantSetsAreTheOnesThatGoOnFromAnAppearanceSetsStem() {
        let contexts = ["theme-light", "theme-dark", "ios-dark"]
        #expect(DTCGImporter.variantSibling(of: "theme-wireframe", among: contexts) == "theme-light")
        #expect(DTCGImporter.variantSibling(of: "ios-compact", among: contexts) == "ios-dark")
        // A base named so, and sets unrelated by name, are the base.
        #expect(DTCGImporter.variantSibling(of: "theme-default", among: contexts) == nil)
        #expect(DTCGImporter.variantSibling(of: "reference", among: contexts) == nil)
        #expect(DTCGImporter.variantSibling(of: "wireframe", among: ["light", "dark"]) == nil)
    }

    @Test func aStyleDictionaryConfigWithOnlyIncludeReadsItsFiles() throws {
        let (document, diagnostics) = try Shapes.check("legacy/include-only/config.json")
        #expect(document.base?.colors.count == 4, "\(document.base?.colors.map(\.name.value) ?? [])")
        #expect(!diagnostics.contains { $0.rule == .themeUnread }, "\(diagnostics.map(Shapes.brief))")
        let failing = diagnostics.filter { $0.severity == .error }
        #expect(failing.count == 1)
        #expect(failing.first?.message.hasPrefix("'caption' on 'background': 2.32:1") == true)
        #expect((failing.first?.file as NSString?)?.lastPathComponent == "semantic.json")
    }

    @Test func aFigmaCaptureWithoutTheEnvelopeIsReadAsFigma() throws {
        let source = try FigmaImportTests.fixture("unwrapped.figma.json")
        #expect(FigmaFileNames.readsAsVariables(source.bytes))
        let imported = try #require(ThemeImporter.figma(source))
        let diagnostics = imported.document.check(with: ThemeCompiler()).diagnostics
        #expect(imported.document.base?.colors.map(\.name.value).sorted() == ["bgDefault", "fgSubtle"])
        // No "unknown field" for `variables` and `variableCollections` at the top.
        #expect(!diagnostics.contains { $0.rule == .themeUnread }, "\(diagnostics.map(Shapes.brief))")
        #expect(diagnostics.contains { $0.rule == .dmContrast && $0.message.contains("1.60:1") })
    }

    @Test func oneKeyOfFigmaAtTheTopIsNoFigmaFile() throws {
        let (root, _) = YAMLReader()
            .read(
                Array(##"{ "variables": { "a": { "$type": "color", "$value": "#FFFFFF" } } }"##.utf8), file: "t.json")
        #expect(try !FigmaReader.isFigmaVariables(#require(root)))
    }
}
