import Foundation
import Swatch
import SwatchSupport
import Testing

@testable import SwatchCheck
@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchModel
@testable import SwatchPipeline
@testable import SwatchResolve
@testable import SwatchTestSupport

/// DM-depth and the depth `auto` keeps: an elevated dark background stands
/// lighter than its base by ``ElevationDepth/step`` in every contrast, written
/// or derived, in the theme, `derive:`, `--materialize` and every export.
@Suite struct DepthTests {
    static let darkElevated = Appearance.all.filter { $0.colorScheme == .dark && $0.level == .elevated }

    static func base(of state: Appearance) -> Appearance {
        var base = state
        base.level = .base
        return base
    }

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: FixtureCorpus.root.appendingPathComponent("bad/\(name)"), encoding: .utf8)
    }

    /// The theme of the report: `elevated: auto` on #1C1C1E and #2C2C2E,
    /// labels aiming for 7:1 on both.
    @Test func theElevatedAutoOfBothBackgroundsIsLighterInAllFourStatesAndTheLabelsMeetTheirMinimums() throws {
        let result = ThemeCompiler()
            .check(
                ThemeSource(path: "A.theme.yaml", text: try Self.fixture("dm-depth-auto-aim.theme.yaml")))
        #expect(!result.diagnostics.hasErrors)
        #expect(!result.diagnostics.contains { $0.rule == .dmDepth })
        let theme = try #require(result.theme)
        #expect(Self.darkElevated.count == 4)
        for name in ["canvas", "card"] {
            let background = try #require(theme.color(named: name))
            for state in Self.darkElevated {
                let (above, below) = (background[state], background[Self.base(of: state)])
                #expect(
                    ElevationDepth.lightness(of: above) >= ElevationDepth.lightness(of: below) + 0.03,
                    "\(name) in \(state): \(above.hex) over \(below.hex)")
                for label in ["title", "caption"] {
                    let foreground = try #require(theme.color(named: label))
                    let ratio = WCAGContrast().worstContrast(of: foreground[state], on: above).contrast
                    #expect(ratio >= 4.5, "\(label) on \(name) in \(state): \(ratio)")
                }
            }
        }
        // The aim missed for the depth is said at each `auto`, naming the pair.
        let kept = result.diagnostics.filter { $0.message.contains("the elevated level is kept lighter than its base") }
        #expect(kept.map(\.line).sorted() == [12, 16])
        #expect(kept.allSatisfy { $0.severity == .warning && $0.message.contains("'caption' on '") })
    }

    @Test func aWrittenInvertedLevelIsOneFindingAtTheValueWithAFixItThatKeepsTheMinimums() throws {
        let text = try Self.fixture("dm-depth.theme.yaml")
        let result = ThemeCompiler().check(ThemeSource(path: "D.theme.yaml", text: text))
        let found = result.diagnostics.filter { $0.rule == .dmDepth }
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect((finding.line, finding.column) == (8, 40))
        #expect(finding.message.contains("#080709 has OKLCH lightness 0.131, its base #1C1C1E 0.227"))
        let fixIt = try #require(finding.fixIt)
        let fixed = text.replacingOccurrences(of: "\"#080709\"", with: fixIt.replacement)
        let after = ThemeCompiler().check(ThemeSource(path: "D.theme.yaml", text: fixed))
        #expect(!after.diagnostics.contains { $0.rule == .dmDepth }, "\(after.diagnostics.map(\.message))")
        #expect(!after.diagnostics.hasErrors)
    }

    @Test func aLevelLighterByLessThanTheStepOrAnIncreasedContrastLevelAsLightAsItsBaseIsAFinding() throws {
        let result = ThemeCompiler()
            .check(
                ThemeSource(
                    path: "S.theme.yaml",
                    text: """
                        swatch: 1
                        colors:
                          canvas:
                            role: background
                            light: "#FFFFFF"
                            dark: { base: "#1C1C1E", elevated: "#202022" }
                            increasedContrast: { dark: "#242426" }
                        """))
        let found = result.diagnostics.filter { $0.rule == .dmDepth }.sorted { $0.line < $1.line }
        #expect(found.count == 2)
        #expect(found.first?.message.contains("barely lighter than its base in every dark · elevated state") == false)
        #expect(found.first?.message.contains("barely lighter than its base in dark · elevated") == true)
        #expect(found.last?.message.contains("as light as its base in dark · elevated · increased contrast") == true)
        // One value for both levels: no edit of it adds a level, so no fix-it.
        #expect(found.last?.fixIt == nil)
    }

    /// The system's own levels pass: the step is under the least of them.
    @Test func everySystemBackgroundKeepsTheStep() {
        let backgrounds = ThemeCompiler()
            .check(
                ThemeSource(path: "S.theme.yaml", text: "swatch: 1\nextends: system\ncolors: {}\n"))
        #expect(!backgrounds.diagnostics.contains { $0.rule == .dmDepth })
        var count = 0
        for color in SystemPalette.colors where color.role == .background && color.name.hasSuffix("Background") {
            for state in Self.darkElevated {
                count += 1
                #expect(ElevationDepth.keepsDepth(color[state], over: color[Self.base(of: state)]), "\(color.name)")
            }
        }
        #expect(count == 6 * 4)
    }

    // MARK: Downstream

    static let autoTheme = """
        swatch: 1
        colors:
          canvas:
            role: background
            light: "#FFFFFF"
            dark: { base: "#1C1C1E", elevated: auto }
          caption:
            role: label
            light: "#48484A"
            dark: "#AEAEB2"
            contrast: 7
            on: canvas

        """

    @Test func deriveElevatedGivesTheValuesOfElevatedAuto() throws {
        let derive = Self.autoTheme.replacingOccurrences(of: "swatch: 1\n", with: "swatch: 1\nderive: [elevated]\n")
            .replacingOccurrences(of: "dark: { base: \"#1C1C1E\", elevated: auto }", with: "dark: \"#1C1C1E\"")
        let compiler = ThemeCompiler()
        let a = try #require(compiler.check(ThemeSource(path: "A.theme.yaml", text: Self.autoTheme)).theme)
        let b = try #require(compiler.check(ThemeSource(path: "B.theme.yaml", text: derive)).theme)
        let canvas = try #require(b.color(named: "canvas"))
        #expect(canvas.table == a.color(named: "canvas")?.table)
        for state in Self.darkElevated {
            #expect(ElevationDepth.keepsDepth(canvas[state], over: canvas[Self.base(of: state)]))
        }
    }

    @Test(arguments: ExportFormat.allCases)
    func materializedValuesKeepTheDepthAndExportAsDerived(format: ExportFormat) throws {
        let compiler = ThemeCompiler()
        let derived = try #require(compiler.check(ThemeSource(path: "A.theme.yaml", text: Self.autoTheme)).theme)
        let files = ["A.theme.yaml": Array(Self.autoTheme.utf8)]
        let literals = DerivedLiterals.edits(for: derived, in: files)
        let written = String(
            decoding: FixItEdits.apply(literals.edits, to: files).files["A.theme.yaml"]!, as: UTF8.self)
        #expect(!written.contains("auto"))
        let checked = compiler.check(ThemeSource(path: "A.theme.yaml", text: written))
        #expect(!checked.diagnostics.contains { $0.rule == .dmDepth })
        let literal = try #require(checked.theme)
        #expect(literal.color(named: "canvas")?.table == derived.color(named: "canvas")?.table)
        let (x, y) = (format.export(derived, sourceFileName: "A"), format.export(literal, sourceFileName: "A"))
        #expect(x.files.map(\.contents) == y.files.map(\.contents))
    }

    /// A token file's elevated context: the finding is at the token that
    /// gives the value, and its fix-it a token value.
    @Test func anImportedInvertedLevelIsFoundAtItsTokenWithAFixIt() throws {
        let text = try Self.fixture("dm-depth.theme.yaml")
        let theme = try #require(ThemeCompiler().check(ThemeSource(path: "D.theme.yaml", text: text)).theme)
        let export = DTCGExporter.exportSplit(ExportModel(theme), sourceFileName: "D.theme.yaml")
        var texts: [String: String] = [:]
        for file in export.files { texts["Tests/Fixtures/tokens/" + file.path] = file.contents }
        let resolver = try #require(texts.keys.first { $0.hasSuffix(".resolver.json") })
        func check(_ texts: [String: String]) -> [Diagnostic] {
            ThemeImporter.tokenDocument(
                ThemeSource(path: resolver, text: texts[resolver]!),
                files: .inMemory(texts, root: "Tests/Fixtures/tokens")
            )
            .check(with: ThemeCompiler()).diagnostics.filter { $0.rule == .dmDepth }
        }
        // One per context that holds the value: with and without Increase Contrast.
        let found = check(texts)
        #expect(
            found.map { URL(fileURLWithPath: $0.file).lastPathComponent }.sorted() == [
                "dark-elevated-increased-contrast.tokens.json", "dark-elevated.tokens.json",
            ])
        var files = ImportFixItTests.Files(texts: texts)
        for finding in found {
            let fixIt = try #require(finding.fixIt, "\(finding.message)")
            #expect(finding.message.contains("#080709 has OKLCH lightness 0.131"))
            try files.apply(fixIt, of: finding)
        }
        #expect(check(files.texts).isEmpty)
    }
}
