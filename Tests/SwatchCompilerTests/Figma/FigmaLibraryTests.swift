import Foundation
import Swatch
import SwatchModel
import SwatchSupport
import SwatchSyntax
import Testing

@testable import SwatchCheck
@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// A production file's shape: a collection of the file and one of a library
/// it uses, both named `mode`, with variables of the same names; a variable
/// that aliases its library namesake; an alias into a library the file does
/// not hold; a mode named the same in both collections.
@Suite struct FigmaLibraryTests {
    static func imported() throws -> ThemeImporter.FigmaImport {
        try FigmaImportTests.imported("libraries.figma.json")
    }

    @Test func aVariableAliasingItsLibraryNamesakeIsNoCircle() throws {
        let imported = try Self.imported()
        let found = imported.document.diagnostics
        #expect(!found.contains { $0.rule == .themeCycle }, "\(found.map(\.message))")
        let colors = imported.document.base?.colors ?? []
        let border = try #require(colors.first { $0.name.value == "borderColorDangerEmphasis" })
        // The file's variable keeps its name, and refers to the library's.
        guard case .reference(let target, _)? = border.standard.dark else {
            Issue.record("not a reference: \(String(describing: border.standard.dark))")
            return
        }
        #expect(target.value == "modeBorderColorDangerEmphasis")
        #expect(colors.contains { $0.name.value == "modeBorderColorDangerEmphasis" })
        let written = FigmaImportTests.checkWritten(imported).flatMap(\.diagnostics)
        #expect(!written.contains { $0.rule == .themeCycle }, "\(written.map(\.message))")
    }

    @Test func variablesOfOneNameThatAliasEachOtherAreNotMergedIntoOneColor() throws {
        // Collections whose modes say different appearances (as an export
        // past a mode limit writes them) would make one color of 'ink'; but
        // one 'ink' aliases the other, so they are two, not a circle.
        let text = """
            {"meta": {"variableCollections": {
            "C:1": {"name": "Color", "modes": [{"modeId": "l", "name": "Light"}, {"modeId": "d", "name": "Dark"}]},
            "C:2": {"name": "Color", "modes": [{"modeId": "lh", "name": "Light high contrast"},
              {"modeId": "dh", "name": "Dark high contrast"}]}},
            "variables": {
            "V:1": {"name": "ink", "variableCollectionId": "C:1", "resolvedType": "COLOR", "valuesByMode": {
              "l": {"type": "VARIABLE_ALIAS", "id": "V:2"}, "d": {"type": "VARIABLE_ALIAS", "id": "V:2"}}},
            "V:2": {"name": "ink", "variableCollectionId": "C:2", "resolvedType": "COLOR", "valuesByMode": {
              "lh": {"r": 0, "g": 0, "b": 0}, "dh": {"r": 1, "g": 1, "b": 1}}}}}}
            """
        let imported = try #require(ThemeImporter.figma(ThemeSource(path: "v.figma.json", text: text)))
        #expect(!imported.document.diagnostics.contains { $0.rule == .themeCycle })
        #expect(imported.document.base?.colors.map(\.name.value) == ["colorInk", "colorInk2"])
    }

    @Test func anAliasIntoAMissingLibraryIsUnknownNeverFilledNorJudged() throws {
        let imported = try Self.imported()
        let result = imported.document.check(with: ThemeCompiler())
        // 'bgColor/default' has no light value the file holds: its light
        // states are unknown, not its dark value.
        let theme = try #require(ThemeCompiler().check(imported: imported.document.base, diagnostics: []).theme)
        let page = try #require(theme.colors.first { $0.name == "bgColorDefault" })
        #expect(page.isUnknown(in: .light))
        #expect(!page.isUnknown(in: .dark))
        #expect(page.table[.dark].hex == "#0D1117")
        // No pair with it is judged in a light state; the dark ones are.
        var backings = ContrastPairs.Backings(theme: theme)
        var onPage: [[Appearance]] = []
        ContrastPairs.walk(theme, backings: &backings) { pair in
            if pair.backing.colors.contains(where: { $0.name == "bgColorDefault" }) { onPage.append(pair.states) }
        }
        #expect(!onPage.isEmpty)
        for states in onPage { #expect(states.allSatisfy { $0.colorScheme == .dark }, "\(states)") }
        let found = result.diagnostics.filter { $0.rule == .dmContrast && $0.about == ["bgColorDefault"] }
        for finding in found { #expect(!finding.message.contains("light"), "\(finding.message)") }
        // Said once per variable, with the states, and what went unjudged.
        let said = result.diagnostics.filter { $0.message.hasPrefix("'bgColor/default' (VariableID:1:10)") }
        #expect(said.count == 1)
        #expect(said.first?.message.contains("its value is unknown in 8 of 16 states") == true)
        #expect(
            said.first?.notes.map(\.message) == [
                "2 pairs with it are not judged there, and a compile refuses it until it is given"
            ])
        #expect(!result.diagnostics.contains { $0.message.hasPrefix("'bgColorDefault' has no known value") })
        // A variable whose every value is in the missing library is imported
        // as unknown, not left out: what aliases it is still read.
        let inset = try #require(theme.colors.first { $0.name == "bgColorInset" })
        #expect(inset.unknownStates == UInt16.max)
    }

    @Test func theWrittenThemeCarriesUnknownAndCompileRefusesIt() throws {
        let imported = try Self.imported()
        let text = imported.themeFiles[0].text
        #expect(text.contains("  bgColorDefault:\n"))
        #expect(
            text.contains(
                "    # unknown: Light aliases VariableID:77aa/2:5, a variable of a library this file does not hold\n"))
        #expect(text.contains("    light: unknown\n"))
        let sources = imported.themeFiles.map { ThemeSource(path: $0.name, text: $0.text) }
        let compiled = ThemeCompiler().compile(sources)[0]
        #expect(compiled.swift == nil)
        #expect(
            compiled.diagnostics.filter { $0.rule == .themeMissing }.map(\.message) == [
                "'bgColorInset' has no known value in every state; compiling needs every value: give it one in place of 'unknown'",
                "'bgColorDefault' has no known value in every light state; compiling needs every value: give it one in place of 'unknown'",
            ])
    }

    @Test func sameNamedVariablesOfTwoCollectionsStayTwoColorsAndPairsTakeTheFilesOwn() throws {
        let imported = try Self.imported()
        let colors = imported.document.base?.colors ?? []
        let names = colors.map(\.name.value)
        #expect(names.contains("bgColorDefault"))
        #expect(names.contains("modeBgColorDefault"))
        #expect(Set(names).count == names.count)
        // A label is drawn on the file's own default background, not on none
        // because a library has one too.
        let link = try #require(colors.first { $0.name.value == "fgColorLink" })
        #expect(link.on.map(\.value) == ["bgColorDefault"])
    }

    @Test func sameNamedModesOfTwoCollectionsMakeOneBrandAndNoFileIsWrittenTwice() throws {
        let imported = try Self.imported()
        let files = imported.themeFiles.map(\.name)
        #expect(Set(files).count == files.count, "\(files)")
        #expect(files == ["libraries.theme.yaml", "libraries-dark-dimmed.theme.yaml"])
        #expect(imported.document.brands.map(\.description) == ["mode: Dark dimmed; mode (library): Dark dimmed"])
        let brand = try #require(imported.document.brands.first?.ast)
        let theme = try #require(ThemeCompiler().check(imported: brand, diagnostics: []).theme)
        // Each collection's mode gives its own variables' values.
        #expect(theme.colors.first { $0.name == "fgColorDefault" }?.table[.dark].hex == "#ADBAC7")
        #expect(theme.colors.first { $0.name == "modeBorderColorDangerEmphasis" }?.table[.dark].hex == "#C93C37")
    }

    @Test func sameNamedModesThatDisagreeAreBrandsNamedForTheirCollections() throws {
        // One color split over two collections (as an export past a mode
        // limit splits it), each with a mode `Dimmed` that gives it another value.
        let text = """
            {"meta": {"variableCollections": {
            "C:1": {"name": "Color", "modes": [{"modeId": "l", "name": "Light"}, {"modeId": "d", "name": "Dark"},
              {"modeId": "x", "name": "Dimmed"}]},
            "C:2": {"name": "Color", "modes": [{"modeId": "lh", "name": "Light high contrast"},
              {"modeId": "dh", "name": "Dark high contrast"}, {"modeId": "y", "name": "Dimmed"}]}},
            "variables": {
            "V:1": {"name": "ink", "variableCollectionId": "C:1", "resolvedType": "COLOR", "valuesByMode": {
              "l": {"r": 0, "g": 0, "b": 0}, "d": {"r": 1, "g": 1, "b": 1}, "x": {"r": 0.5, "g": 0.5, "b": 0.5}}},
            "V:2": {"name": "ink", "variableCollectionId": "C:2", "resolvedType": "COLOR", "valuesByMode": {
              "lh": {"r": 0, "g": 0, "b": 0}, "dh": {"r": 1, "g": 1, "b": 1}, "y": {"r": 0.4, "g": 0.4, "b": 0.4}}}}}}
            """
        let imported = try #require(ThemeImporter.figma(ThemeSource(path: "v.figma.json", text: text)))
        let files = imported.themeFiles.map(\.name)
        #expect(files == ["v.theme.yaml", "v-color-dimmed.theme.yaml", "v-color-dimmed-2.theme.yaml"])
        #expect(imported.document.brands.map(\.description) == ["Color: Dimmed", "Color: Dimmed"])
    }

    @Test func importWritesEachFileOnce() throws {
        let folder = try SwatchExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = FigmaCLITests.root.appendingPathComponent("Tests/Fixtures/figma/libraries.figma.json").path
        let result = try SwatchExecutable.run(["import", "figma", fixture, "-o", "out"], in: folder)
        let wrote = result.stdout.split(separator: "\n").filter { $0.hasPrefix("wrote ") }
        #expect(wrote == ["wrote out/libraries.theme.yaml", "wrote out/libraries-dark-dimmed.theme.yaml"])
    }
}
