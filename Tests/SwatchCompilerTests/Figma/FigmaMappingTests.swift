import Foundation
import SwatchModel
import SwatchSupport
import SwatchSyntax
import Testing

@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// What a mapping file names: a variable by its name when one color has it,
/// by its id when two variables of a file share a name; and every mode of a
/// file is said somewhere, placed or not.
@Suite struct FigmaMappingTests {
    /// Two variables named `brand/accent` in one collection (as a production
    /// file holds two `bg/magic-weak`), kept apart by their ids.
    static let twins = """
        {"meta": {"variableCollections": {
        "VariableCollectionId:1:0": {"name": "Color", "defaultModeId": "1:0",
          "modes": [{"modeId": "1:0", "name": "Light"}, {"modeId": "1:1", "name": "Dark"}]}},
        "variables": {
        "VariableID:1:1": {"name": "surface/page", "variableCollectionId": "VariableCollectionId:1:0",
          "resolvedType": "COLOR", "valuesByMode": {"1:0": {"r": 1, "g": 1, "b": 1}, "1:1": {"r": 0, "g": 0, "b": 0}}},
        "VariableID:1:2": {"name": "brand/accent", "variableCollectionId": "VariableCollectionId:1:0",
          "resolvedType": "COLOR", "valuesByMode": {"1:0": {"r": 0.1, "g": 0.2, "b": 0.6}, "1:1": {"r": 0.5, "g": 0.7, "b": 1}}},
        "VariableID:1:3": {"name": "brand/accent", "variableCollectionId": "VariableCollectionId:1:0",
          "resolvedType": "COLOR", "valuesByMode": {"1:0": {"r": 0.9, "g": 0.9, "b": 0.2}, "1:1": {"r": 0.3, "g": 0.3, "b": 0}}}}}}
        """

    static func imported(_ text: String, mapping: String) throws -> ThemeImporter.FigmaImport {
        try #require(
            ThemeImporter.figma(
                ThemeSource(path: "v.figma.json", text: text), mapping: ThemeSource(path: "mapping.yaml", text: mapping)
            ))
    }

    @Test func aNameTwoVariablesShareIsAnErrorAtTheMappingFileAndAnIdNamesOne() throws {
        let mapping = """
            roles:
              brand/accent: label
              VariableID:1:3: label
            pairs:
              VariableID:1:3: [surface/page]
              VariableID:9:9: [surface/page]

            """
        let imported = try Self.imported(Self.twins, mapping: mapping)
        let found = imported.document.diagnostics
        let ambiguous = found.filter { $0.message.hasPrefix("'brand/accent' names 2 variables") }
        #expect(ambiguous.count == 1, "\(found.map(\.message))")
        #expect(ambiguous.first?.file == "mapping.yaml")
        #expect(ambiguous.first?.range.start.line == 2)
        #expect(ambiguous.first?.severity == .error)
        #expect(ambiguous.first?.message.contains("VariableID:1:2 in 'Color', VariableID:1:3 in 'Color'") == true)
        let unknownID = found.filter {
            $0.message == "'VariableID:9:9' is the id of no color variable of 'v.figma.json'"
        }
        #expect(unknownID.first?.range.start.line == 6, "\(found.map(\.message))")

        // The id names the second one alone: its role and its pair; the
        // first takes neither (a name two variables share is applied to none).
        // Kept apart, in the file's order: `colorBrandAccent` (VariableID:1:2), `colorBrandAccent2` (VariableID:1:3).
        let colors = imported.document.base?.colors ?? []
        let first = try #require(colors.first { $0.name.value == "colorBrandAccent" })
        let second = try #require(colors.first { $0.name.value == "colorBrandAccent2" })
        #expect(second.on.map(\.value) == ["surfacePage"])
        #expect(second.role.value == .label)
        #expect(first.on.isEmpty)
    }

    @Test func aNameOneVariableHasStillNamesIt() throws {
        let imported = try Self.imported(Self.twins, mapping: "pairs:\n  VariableID:1:2: [surface/page]\n")
        #expect(!imported.document.diagnostics.contains { $0.rule == .themeReference })
        let colors = imported.document.base?.colors ?? []
        let first = try #require(colors.first { $0.name.value == "colorBrandAccent" })
        #expect(first.on.map(\.value) == ["surfacePage"])
        #expect(colors.first { $0.name.value == "colorBrandAccent2" }?.on.isEmpty == true)
    }

    /// Every shape a mode comes in — placed in states, a brand of a color
    /// collection, the same appearance twice, skipped by the mapping file, a
    /// library's collection, a collection with no color variable, an empty
    /// one — is said in the import's summary, the mode by name.
    @Test func noModeOfAFigmaFilePlacesNowhereSilently() throws {
        let text = """
            {"meta": {"variableCollections": {
            "C:1": {"name": "Color", "defaultModeId": "1", "modes": [{"modeId": "1", "name": "Light"},
              {"modeId": "2", "name": "Dark"}, {"modeId": "3", "name": "Sepia"}, {"modeId": "4", "name": "Night"},
              {"modeId": "5", "name": "Dark dimmed"}]},
            "C:2": {"name": "mode", "remote": true, "defaultModeId": "6", "modes": [{"modeId": "6", "name": "Light"},
              {"modeId": "7", "name": "Dark"}]},
            "C:3": {"name": "Spacing", "defaultModeId": "8", "modes": [{"modeId": "8", "name": "Compact"},
              {"modeId": "9", "name": "Regular"}]},
            "C:4": {"name": "Empty", "defaultModeId": "10", "modes": [{"modeId": "10", "name": "Only"}]}},
            "variables": {
            "V:1": {"name": "page", "variableCollectionId": "C:1", "resolvedType": "COLOR", "valuesByMode": {
              "1": {"r": 1, "g": 1, "b": 1}, "2": {"r": 0, "g": 0, "b": 0}, "3": {"r": 1, "g": 0.9, "b": 0.8},
              "4": {"r": 0.1, "g": 0.1, "b": 0.1}, "5": {"r": 0.2, "g": 0.2, "b": 0.2}}},
            "V:2": {"name": "ink", "variableCollectionId": "C:2", "remote": true, "resolvedType": "COLOR",
              "valuesByMode": {"6": {"r": 0, "g": 0, "b": 0}, "7": {"r": 1, "g": 1, "b": 1}}},
            "V:3": {"name": "gap", "variableCollectionId": "C:3", "resolvedType": "FLOAT",
              "valuesByMode": {"8": 4, "9": 8}}}}}
            """
        let imported = try Self.imported(text, mapping: "modes:\n  Color:\n    Dark dimmed: skip\n")
        let modes: [(collection: String, modes: [String])] = [
            ("Color", ["Light", "Dark", "Sepia", "Night", "Dark dimmed"]), ("mode", ["Light", "Dark"]),
            ("Spacing", ["Compact", "Regular"]), ("Empty", ["Only"]),
        ]
        for (collection, names) in modes {
            for mode in names {
                let said = imported.summary.contains { line in
                    let line = line.trimmingCharacters(in: .whitespaces)
                    guard line.hasPrefix("\(collection): "), let arrow = line.range(of: " → ") else { return false }
                    let listed = line[line.index(line.startIndex, offsetBy: collection.count + 2)..<arrow.lowerBound]
                    return listed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.contains(mode)
                }
                #expect(
                    said,
                    "the mode '\(mode)' of '\(collection)' is said nowhere:\n\(imported.summary.joined(separator: "\n"))"
                )
            }
        }
        // A mode placed as a brand is also a finding at the mode, where `swatch check` shows it.
        let found = imported.document.diagnostics
        #expect(found.contains { $0.message.contains("the mode 'Sepia' of 'Color' says no appearance Swatch places") })
        #expect(
            found.contains { $0.message.contains("the mode 'Night' of 'Color' says the same appearance") },
            "\(found.map(\.message)) \(imported.summary)")
    }
}
