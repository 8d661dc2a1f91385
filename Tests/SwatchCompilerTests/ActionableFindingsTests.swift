import Foundation
import Swatch
import SwatchColorTools
import SwatchSupport
import Testing

@testable import SwatchCheck
@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// Findings a team can act on: output in proportion to the findings, one
/// finding per cause, pairs read from names, primitives left unpaired, and
/// fix-its that pass every pair of the value they change.
@Suite struct ActionableFindingsTests {
    static let namedPairs = "Tests/Fixtures/tokens/named-pairs/App.resolver.json"

    static func check(_ yaml: String) -> [Diagnostic] {
        ThemeCompiler().check(ThemeSource(path: "F.theme.yaml", text: yaml)).diagnostics
    }

    static func checkTokens(_ files: ImportFixItTests.Files, path: String = namedPairs) -> [Diagnostic] {
        let document = ThemeImporter.tokenDocument(
            files.source(path)!, files: .inMemory(files.texts, root: "Tests/Fixtures/tokens"))
        return document.check(with: ThemeCompiler()).diagnostics
    }

    static func namedPairsFiles() throws -> ImportFixItTests.Files {
        ImportFixItTests.Files(texts: [namedPairs: try ImportFixItTests.fixture(namedPairs)])
    }

    // MARK: Output proportional to the findings

    /// A one-line file of 1.2 MB (Figma's response, a minified token file).
    static let longLine: [UInt8] = {
        let item = ##"{"name":"color/gray/1","value":"#FFFFFF"},"##
        return Array(("[" + String(repeating: item, count: 1_200_000 / item.utf8.count) + "{}]").utf8)
    }()

    @Test func aLongLineIsShownAsAWindowAroundTheColumn() throws {
        let column = 600_001
        let renderer = DiagnosticRenderer(sources: ["f.json": Self.longLine])
        let diagnostic = Diagnostic(
            .themeValue, "m", at: SourceRange(file: "f.json", start: SourceLocation(line: 1, column: column)))
        let lines = renderer.text(diagnostic).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let excerpt = lines[1]
        let caret = lines[2]
        #expect(excerpt.count <= DiagnosticRenderer.excerptWidth + 6)
        #expect(excerpt.hasPrefix("...") && excerpt.hasSuffix("..."))
        // The caret is under the character at the column.
        let under = excerpt.unicodeScalars[
            excerpt.unicodeScalars.index(excerpt.unicodeScalars.startIndex, offsetBy: caret.count - 1)]
        let at = Self.longLine[column - 1]
        #expect(UInt8(under.value) == at)
        #expect(caret.hasSuffix("^"))
    }

    @Test func aShortLineIsShownWhole() {
        let text = "colors:\n  body: { role: label }\n"
        let renderer = DiagnosticRenderer(sources: ["f.yaml": Array(text.utf8)])
        let rendered = renderer.text(
            Diagnostic(.themeValue, "m", at: SourceRange(file: "f.yaml", start: SourceLocation(line: 2, column: 9))))
        #expect(rendered.contains("\n  body: { role: label }\n        ^\n"))
    }

    @Test func theWindowCountsScalarsNotBytes() {
        let line = String(repeating: "é", count: 300) + "X" + String(repeating: "é", count: 300)
        let renderer = DiagnosticRenderer(sources: ["f": Array(line.utf8)])
        let rendered = renderer.text(
            Diagnostic(.themeValue, "m", at: SourceRange(file: "f", start: SourceLocation(line: 1, column: 301))))
        let lines = rendered.split(separator: "\n").map(String.init)
        let scalars = Array(lines[1].unicodeScalars)
        #expect(scalars[lines[2].unicodeScalars.count - 1] == "X")
    }

    @Test func printingGrowsWithTheFindingsNotWithTheLine() {
        let renderer = DiagnosticRenderer(sources: ["f.json": Self.longLine])
        let diagnostics = (0..<500)
            .map { index in
                Diagnostic(
                    .themeValue, "m",
                    at: SourceRange(file: "f.json", start: SourceLocation(line: 1, column: 1 + index * 2_000)))
            }
        let printed = renderer.render(diagnostics, as: .text).utf8.count
        #expect(printed < diagnostics.count * 400, "\(printed) bytes for \(diagnostics.count) findings")
    }

    @Test func withJSONDiagnosticsStdoutHoldsTheJSONAlone() throws {
        let folder = try SwatchExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let figma = ExportSupport.repository.appendingPathComponent("Tests/Fixtures/figma/app.figma.json").path
        let result = try SwatchExecutable.run(
            ["import", "figma", figma, "-o", "out", "--diagnostics-format", "json"], in: folder)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        #expect((parsed as? [Any])?.isEmpty == false)
        #expect(result.stderr.contains("wrote out/app.theme.yaml"))
        #expect(!result.stdout.contains("wrote "))
    }

    // MARK: A pairs file's mistakes beside the findings

    @Test func aMistakeInAPairsFileIsReportedBesideTheOtherFindings() throws {
        let files = try Self.namedPairsFiles()
        let pairs = ThemeSource(path: "App.pairs.yaml", text: "colors:\n  fgColorMutd: { role: label }\n")
        let document = ThemeImporter.tokenDocument(
            files.source(Self.namedPairs)!, pairs: pairs,
            files: .inMemory(files.texts, root: "Tests/Fixtures/tokens"))
        let found = document.check(with: ThemeCompiler()).diagnostics
        #expect(found.contains { $0.file == "App.pairs.yaml" && $0.rule == .themeReference })
        #expect(found.contains { $0.rule == .dmContrast })
    }

    // MARK: No second wave

    static let errorAndShortfall = """
        swatch: 1
        colors:
          card: { role: background, light: { base: "#FFFFFF", elevated: "#AAAAAA" }, dark: "#000000" }
          text: { role: label, light: "#6E6E6E", dark: "#FFFFFF", on: [card] }
        """

    @Test func aValueBelowItsMinimumAndShortOfItsAimGetsBothFindingsInOneRun() {
        let found = Self.check(Self.errorAndShortfall).filter { $0.rule == .dmContrast && $0.line == 4 }
        #expect(found.contains { $0.severity == .error && $0.message.contains("elevated") })
        #expect(found.contains { $0.severity == .warning && $0.message.contains("< 7:1") })
    }

    // MARK: One finding per cause

    @Test func aDocumentWithNoElevatedContextSaysSoOnce() throws {
        let found = Self.checkTokens(try Self.namedPairsFiles()).filter { $0.rule == .dmElevation }
        #expect(found.count == 1)
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message.contains("'bgColor.default'") == true)
    }

    @Test func anUnpairedForegroundIsOfferedTheBackgroundClosestByName() {
        let yaml = """
            swatch: 1
            colors:
              AutofillCellBackground: { role: background, light: "#FFFFFF", dark: "#000000" }
              CTAPrimaryBackground: { role: background, light: "#0000AA", dark: "#000055" }
              CTAPrimaryForeground: { role: label, light: "#FFFFFF", dark: "#FFFFFF" }
              Subtitle: { role: label, light: "#000000", dark: "#FFFFFF" }
            """
        let unpaired = Self.check(yaml).filter { $0.rule == .dmUnpaired }
        let cta = unpaired.first { $0.subject == "CTAPrimaryForeground" }
        #expect(cta?.fixIt?.message.contains("'CTAPrimaryBackground'") == true)
        // Nothing in the name says where: the first background, as before.
        let subtitle = unpaired.first { $0.subject == "Subtitle" }
        #expect(subtitle?.fixIt?.message.contains("'AutofillCellBackground'") == true)
    }

    // MARK: Pairs from names, primitives

    @Test func namesPairForegroundsWithTheirBackgroundsOrTheDefaultOne() {
        let table = [
            "fgColor.accent", "bgColor.accent", "bgColor.default", "text.primary", "background",
            "CTAPrimaryForeground", "CTAPrimaryBackground", "on-primary", "primary", "borderColor.muted",
        ]
        .map { name in
            NamePairs.Color(name: name, written: name, role: ImportedColor.guessedRole(for: name).role)
        }
        let pairs = Dictionary(NamePairs.infer(table).map { ($0.foreground, $0.backgrounds) }) { a, _ in a }
        // Its own background where it has one, not also the default.
        #expect(pairs["fgColor.accent"] == ["bgColor.accent"])
        #expect(pairs["text.primary"] == ["background"])
        #expect(pairs["CTAPrimaryForeground"] == ["CTAPrimaryBackground"])
        #expect(pairs["on-primary"] == ["primary"])
        #expect(pairs["borderColor.muted"] == nil)
    }

    @Test func aTokenFileIsCheckedForContrastByItsNamesAndSaysSo() throws {
        let found = Self.checkTokens(try Self.namedPairsFiles())
        let note = try #require(found.first { $0.message.contains("inferred from names") })
        #expect(note.severity == .note)
        #expect(note.message.hasPrefix("4 contrast pairs of 4 foregrounds"))
        let listed = note.notes.filter(\.isDetail).map(\.message)
        #expect(listed.contains("'fgColor.accent' on 'bgColor.accent'"))
        // The text output counts them; JSON lists them.
        let text = DiagnosticRenderer().render([note], as: .text)
        #expect(
            text.contains("each of the 4 is listed with --diagnostics-format json")
                && !text.contains("'fgColor.accent' on"))
        #expect(DiagnosticRenderer().render([note], as: .json).contains("'fgColor.accent' on"))
        #expect(found.contains { $0.rule == .dmContrast && $0.subject == "fgColor.accent" })
    }

    @Test func paletteSwatchesOnlyAliasesReachAreTakenAsPrimitives() throws {
        let found = Self.checkTokens(try Self.namedPairsFiles())
        #expect(!found.contains { $0.rule == .dmUnpaired && $0.subject?.hasPrefix("base.color") == true })
        let note = try #require(found.first { $0.message.contains("taken as primitives") })
        #expect(note.message.hasPrefix("10 colors were taken as primitives"))
    }

    // MARK: A system's own policy

    @Test func aPairsFileStatesTheSystemsTargetsAndRules() throws {
        let files = try Self.namedPairsFiles()
        let policy = ThemeSource(
            path: "App.pairs.yaml", text: "contrast: { minimum: 4.5, aim: 4.5 }\nrules: { DM-elevation: off }\n")
        let document = ThemeImporter.tokenDocument(
            files.source(Self.namedPairs)!, pairs: policy,
            files: .inMemory(files.texts, root: "Tests/Fixtures/tokens"))
        let found = document.check(with: ThemeCompiler()).diagnostics
        let before = Self.checkTokens(files)
        #expect(before.contains { $0.rule == .dmContrast && $0.severity == .warning && !$0.restsOnGuess })
        // 4.5:1 is both minimum and aim: no warning below an aim of 7:1
        // (a guessed pair below its minimum is a warning, a question).
        #expect(!found.contains { $0.rule == .dmContrast && $0.severity == .warning && !$0.restsOnGuess })
        #expect(found.contains { $0.rule == .dmContrast && $0.severity == .error })
        #expect(!found.contains { $0.rule == .dmElevation })
        #expect(!found.contains { $0.file == "App.pairs.yaml" })
    }

    /// A label at 5.00:1 on its background in every state.
    static func fiveToOne(contrast: String) -> String {
        """
        swatch: 1
        contrast: \(contrast)
        colors:
          paper: { role: background, light: "#FFFFFF", dark: "#FFFFFF" }
          ink: { role: label, light: "#767676", dark: "#767676", on: paper }
        """
    }

    @Test func increasedContrastTargetsJudgeOnlyTheStatesWithIncreaseContrast() throws {
        let found = Self.check(
            Self.fiveToOne(contrast: "{ minimum: 4.5, aim: 4.5, increasedContrast: { minimum: 7 } }"))
        // One error for each written value (light and dark), in its
        // increased-contrast states only.
        let contrast = found.filter { $0.rule == .dmContrast }
        #expect(contrast.map(\.severity) == [.error, .error], "\(contrast.map(\.message))")
        for (error, scheme) in zip(contrast, ["light", "dark"]) {
            #expect(error.message.contains("< 7:1 (the minimum for the theme's contrast setting)"), "\(error.message)")
            #expect(error.message.hasSuffix("in every \(scheme) · increased contrast state"), "\(error.message)")
        }
        // Without it, 4.5:1 everywhere passes.
        #expect(!Self.check(Self.fiveToOne(contrast: "{ minimum: 4.5, aim: 4.5 }")).contains { $0.rule == .dmContrast })
        // A number is the aim, as for `contrast:` itself: a warning, not an error.
        let aim = Self.check(Self.fiveToOne(contrast: "{ minimum: 4.5, aim: 4.5, increasedContrast: 7 }"))
        #expect(aim.filter { $0.rule == .dmContrast }.map(\.severity) == [.warning, .warning])
    }

    @Test func increasedContrastTargetsAreCheckedAsTheOthersAre() {
        let below = Self.check(Self.fiveToOne(contrast: "{ increasedContrast: { minimum: 7, aim: 5 } }"))
        #expect(
            below.contains { $0.rule == .themeValue && $0.message.contains("aim (5:1) is below the minimum (7:1)") })
        let unknown = Self.check(Self.fiveToOne(contrast: "{ increasedContrast: { minimun: 7 } }"))
        #expect(unknown.contains { $0.rule == .themeUnknownKey && $0.message.contains("'minimun'") })
    }

    @Test func aPairsFileStatesTheIncreasedContrastTargets() throws {
        let files = try Self.namedPairsFiles()
        func found(_ contrast: String) -> [Diagnostic] {
            ThemeImporter.tokenDocument(
                files.source(Self.namedPairs)!,
                pairs: ThemeSource(path: "App.pairs.yaml", text: "contrast: \(contrast)\n"),
                files: .inMemory(files.texts, root: "Tests/Fixtures/tokens")
            )
            .check(with: ThemeCompiler()).diagnostics.filter { $0.rule == .dmContrast }
        }
        let plain = found("{ minimum: 4.5, aim: 4.5 }")
        let strict = found("{ minimum: 4.5, aim: 4.5, increasedContrast: { minimum: 7 } }")
        #expect(!plain.contains { $0.message.contains("< 7:1") })
        #expect(
            strict.contains { $0.message.contains("< 7:1 (the minimum") && $0.message.contains("increased contrast") })
    }

    // MARK: An export checked back

    @Test func anExportedCatalogIsCheckedWithTheThemesRolesAndPairs() throws {
        let folder = try SwatchExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = ExportSupport.repository.appendingPathComponent("Themes/Acme.theme.yaml").path
        let export = try SwatchExecutable.run(
            ["export", theme, "--format", "xcassets", "--output", "Out/Base.xcassets"], in: folder)
        #expect(export.status == 0, "\(export.stderr)")
        let pairs = try String(contentsOf: folder.appendingPathComponent("Out/Base.pairs.yaml"), encoding: .utf8)
        #expect(pairs.contains("  body: { role: label"))
        let check = try SwatchExecutable.run(["check", "Out/Base.xcassets"], in: folder)
        // Pairs the theme gives are read back (a surface's content is not:
        // a catalog holds no surfaces).
        #expect(!check.stderr.contains("'body' with a background"), "\(check.stderr)")
        #expect(!check.stderr.contains("is checked as a"), "roles are stated, not guessed")
    }

    // MARK: Fix-its that fix

    /// Every contrast fix-it of the real-shape fixture, applied alone to the
    /// fixture as it is: its finding goes, and no finding appears that was
    /// not there before.
    @Test func everyContrastFixItAppliedAloneLeavesNoNewFinding() throws {
        let files = try Self.namedPairsFiles()
        let before = Self.checkTokens(files)
        let fixes = before.filter {
            $0.fixIt?.isGuess == false && ($0.rule == .dmContrast || $0.rule == .shElevated)
        }
        #expect(!fixes.isEmpty)
        let keys = Set(before.map(ImportFixItTests.Key.init))
        for fixed in fixes {
            var edited = files
            try edited.apply(fixed.fixIt!, of: fixed)
            let after = Self.checkTokens(edited)
            let new = after.filter { !keys.contains(ImportFixItTests.Key($0)) }
            #expect(new.isEmpty, "after '\(fixed.fixIt!.message)': \(new.map(\.message))")
            #expect(
                !after.contains { $0.rule == fixed.rule && $0.severity == fixed.severity && $0.range == fixed.range },
                "after '\(fixed.fixIt!.message)' the finding is still there")
        }
    }

    /// The named-pairs fixture with its pairs stated in a pairs file:
    /// judged as stated, with errors and fix-its (guessed, they are questions).
    static func checkStated(_ pairs: String) throws -> [Diagnostic] {
        let files = try Self.namedPairsFiles()
        let document = ThemeImporter.tokenDocument(
            files.source(Self.namedPairs)!, pairs: ThemeSource(path: "App.pairs.yaml", text: pairs),
            files: .inMemory(files.texts, root: "Tests/Fixtures/tokens"))
        return document.check(with: ThemeCompiler()).diagnostics
    }

    @Test func aLabelThatFailsOnBothItsBackgroundsGetsOneFixForBoth() throws {
        let found = try Self.checkStated("colors:\n  fgColor.attention: { on: [bgColor.attention, bgColor.default] }\n")
            .filter { $0.rule == .dmContrast && $0.subject == "fgColor.attention" && $0.severity == .error }
        #expect(found.count == 2)
        #expect(Set(found.compactMap(\.fixIt?.replacement)).count == 1)
    }

    @Test func aStatedPairsAliasIsPointedAtAnotherSwatchNotRepainted() throws {
        let found = try Self.checkStated("colors:\n  fgColor.accent: { on: [bgColor.accent] }\n")
        let accent = try #require(
            found.first { $0.rule == .dmContrast && $0.subject == "fgColor.accent" && $0.severity == .error })
        // The alias is written again in place, naming another step of its
        // ramp; `base.color.blue.4`'s own value (line 16) stays.
        let fixIt = try #require(accent.fixIt)
        #expect(fixIt.range == nil)
        #expect(fixIt.replacement.hasPrefix("\"{base.color.blue.") && fixIt.replacement != "\"{base.color.blue.4}\"")
        #expect(fixIt.message.hasPrefix("point it at 'base.color.blue."))
        #expect(fixIt.message.contains("'base.color.blue.4' keeps its value"))
    }

    @Test func aGuessedPairIsAskedAboutNotJudged() throws {
        let found = Self.checkTokens(try Self.namedPairsFiles())
        let accent = found.filter { $0.rule == .dmContrast && $0.subject == "fgColor.accent" }
        #expect(!accent.isEmpty && accent.allSatisfy { $0.severity == .warning && $0.restsOnGuess })
        #expect(accent.allSatisfy { $0.fixIt?.isGuess ?? true })
    }

    @Test func blackOnRedIsFoundBeforeTheBackgroundIsBlamed() throws {
        let yaml = """
            swatch: 1
            colors:
              danger: { role: background, light: "#DA3633", dark: "#DA3633" }
              onDanger: { role: label, light: "#010409", dark: "#010409", on: [danger] }
            """
        let finding = try #require(Self.check(yaml).first { $0.rule == .dmContrast })
        let fixIt = try #require(finding.fixIt, "\(finding.notes.map(\.message))")
        let css = String(fixIt.replacement.dropFirst().dropLast())
        #expect(WCAGContrast.ratio(try Color(css: css), try Color(css: "#DA3633")) >= 4.5)
        #expect(!finding.notes.contains { $0.message.contains("change the background") })
    }
}
