import Foundation
import Swatch
import SwatchSupport
import SwatchSyntax
import Testing

@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchPipeline

/// A Figma file is paired by the names table the token and catalog readers
/// share, says what it inferred as they do, and takes the variables it hides,
/// offers in no picker or only aliases as primitives.
@Suite struct FigmaNamePairsTests {
    /// A collection `Color` (Light, Dark); each variable `name` with its
    /// light and dark values (`#RRGGBB`, or `=name` for an alias) and extra
    /// JSON fields (`"scopes": []`).
    static func file(_ variables: [(name: String, light: String, dark: String, extra: String)]) -> String {
        let ids = Dictionary(variables.enumerated().map { ($1.name, "V:\($0)") }) { first, _ in first }
        func value(_ text: String) -> String {
            if text.hasPrefix("=") { return #"{"type": "VARIABLE_ALIAS", "id": "\#(ids[String(text.dropFirst())]!)"}"# }
            let hex = Array(text.dropFirst())
            let channels = stride(from: 0, to: 6, by: 2).map { Double(Int(String(hex[$0...$0 + 1]), radix: 16)!) / 255 }
            return #"{"r": \#(channels[0]), "g": \#(channels[1]), "b": \#(channels[2]), "a": 1}"#
        }
        let entries = variables.map { variable in
            #""\#(ids[variable.name]!)": {"name": "\#(variable.name)", "variableCollectionId": "C:1", "resolvedType": "COLOR", "valuesByMode": {"l": \#(value(variable.light)), "d": \#(value(variable.dark))}\#(variable.extra.isEmpty ? "" : ", " + variable.extra)}"#
        }
        return
            #"{"meta": {"variableCollections": {"C:1": {"name": "Color", "modes": [{"modeId": "l", "name": "Light"}, {"modeId": "d", "name": "Dark"}]}}, "variables": {"#
            + entries.joined(separator: ",\n") + "}}}"
    }

    static func check(_ text: String, mapping: String? = nil) throws -> (ThemeImporter.FigmaImport, [Diagnostic]) {
        let imported = try #require(
            ThemeImporter.figma(
                ThemeSource(path: "v.figma.json", text: text),
                mapping: mapping.map { ThemeSource(path: "m.yaml", text: $0) }))
        return (imported, imported.document.check(with: ThemeCompiler()).diagnostics)
    }

    static let paired = file([
        ("bgColor/default", "#FFFFFF", "#0D1117", ""), ("bgColor/muted", "#F6F8FA", "#151B23", ""),
        ("fgColor/default", "#1F2328", "#F0F6FC", ""), ("fgColor/muted", "#59636E", "#9198A1", ""),
        ("fgColor/white", "#FFFFFF", "#FFFFFF", ""),
    ])

    @Test func pairsComeFromTheSharedTableAndAreSaidAsTheOtherFormatsSayThem() throws {
        let (imported, found) = try Self.check(Self.paired)
        let colors = imported.document.base?.colors ?? []
        #expect(
            colors.first { $0.name.value == "fgColorMuted" }?.on.map(\.value) == ["bgColorMuted"])
        #expect(colors.first { $0.name.value == "fgColorDefault" }?.on.map(\.value) == ["bgColorDefault"])
        // A fixed color is drawn on whatever needs it: no pair from its name.
        #expect(colors.first { $0.name.value == "fgColorWhite" }?.on.isEmpty == true)
        let note = try #require(found.first { $0.message.contains("inferred from names") })
        #expect(note.message.hasPrefix("2 contrast pairs of 2 foregrounds"))
        #expect(note.file == "v.figma.json")
        // Listed in JSON in the file's own names, each at its variable.
        let listed = note.notes.filter(\.isDetail).map(\.message)
        #expect(
            listed == [
                "'fgColor/default' on 'bgColor/default'", "'fgColor/muted' on 'bgColor/muted'",
            ])
        #expect(DiagnosticRenderer().render([note], as: .json).contains("'fgColor/muted' on 'bgColor/muted'"))
        #expect(imported.summary.contains("pairs: 0 from the mapping file, 2 inferred from names"))
        #expect(
            imported.themeFiles[0].text
                .contains(
                    "    on: [bgColorMuted]  # guessed: from names (docs/import.md › Pairs from names)\n"
                ))
    }

    @Test func theMappingFileConfirmsOrReplacesAnInferredPair() throws {
        let (imported, found) = try Self.check(Self.paired, mapping: "pairs:\n  fgColor/muted: [bgColor/default]\n")
        let muted = imported.document.base?.colors.first { $0.name.value == "fgColorMuted" }
        #expect(muted?.on.map(\.value) == ["bgColorDefault"])
        #expect(muted?.on.first?.range.file == "m.yaml")
        let note = try #require(found.first { $0.message.contains("inferred from names") })
        #expect(note.notes.filter(\.isDetail).map(\.message) == ["'fgColor/default' on 'bgColor/default'"])
        #expect(imported.summary.contains("pairs: 1 from the mapping file, 1 inferred from names"))
    }

    static let primitives = file([
        ("bgColor/default", "=gray/0", "=gray/900", ""), ("fgColor/default", "=gray/900", "=gray/0", ""),
        ("gray/0", "#FFFFFF", "#FFFFFF", ""), ("gray/900", "#1F2328", "#1F2328", ""),
        ("blue/hidden", "#0969DA", "#4493F8", #""hiddenFromPublishing": true"#),
        ("accent/raw", "#0969DA", "#4493F8", #""scopes": []"#),
        ("highlight", "#FFF8C5", "#3B2300", #""scopes": ["ALL_SCOPES"]"#),
    ])

    @Test func hiddenUnscopedAndOnlyAliasedVariablesAreTakenAsPrimitives() throws {
        let (imported, found) = try Self.check(Self.primitives)
        let unpaired = Set(found.filter { $0.rule == .dmUnpaired && $0.severity == .warning }.compactMap(\.subject))
        // What a designer can draw and nothing pairs is still unpaired.
        #expect(unpaired == ["highlight"])
        let note = try #require(found.first { $0.message.contains("taken as primitives") })
        #expect(note.severity == .note)
        #expect(
            note.message.hasPrefix(
                "4 colors were taken as primitives, which need no pair: hidden from publishing, offered in no picker, or only other variables alias them ('gray/0', 'gray/900', 'blue/hidden', 'accent/raw')"
            ), "\(note.message)")
        #expect(imported.summary.contains("primitives: 4 taken as primitives, which need no pair"))
        let text = imported.themeFiles[0].text
        #expect(text.contains(#"    exempt: "a primitive: hidden from publishing""#))
        #expect(text.contains(#"    exempt: "a primitive: offered in no picker (scopes: [])""#))
        #expect(text.contains(#"    exempt: "a primitive: only other variables alias it""#))
    }

    @Test func aRoleOrPairInTheMappingFileChecksAPrimitiveAsDrawn() throws {
        let mapping = "roles:\n  blue/hidden: label\npairs:\n  accent/raw: [bgColor/default]\n"
        let (_, found) = try Self.check(Self.primitives, mapping: mapping)
        let note = try #require(found.first { $0.message.contains("taken as primitives") })
        #expect(note.message.hasPrefix("2 colors were taken as primitives"), "\(note.message)")
        #expect(found.contains { $0.rule == .dmUnpaired && $0.subject == "blueHidden" && $0.severity == .warning })
        #expect(!found.contains { $0.rule == .dmUnpaired && $0.subject == "accentRaw" && $0.severity == .warning })
    }
}
