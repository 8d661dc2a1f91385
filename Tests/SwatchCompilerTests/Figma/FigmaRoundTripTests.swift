import Foundation
import Swatch
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchModel
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// theme → `swatch export --format figma` → `swatch import figma` → theme:
/// the same colors with the same values in all 16 states.
@Suite struct FigmaRoundTripTests {
    static let themes: [URL] = {
        let folder = ExportSupport.repository.appendingPathComponent("Themes")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".theme.yaml") }.sorted().map { folder.appendingPathComponent($0) }
    }()

    /// The theme the exported file imports as: read back from the theme file
    /// `swatch import figma` writes, as a user would compile it.
    static func roundTrip(_ theme: ResolvedTheme, modesPerCollection: Int) throws -> (ResolvedTheme, [String]) {
        let exported = FigmaExporter.export(ExportModel(theme), modesPerCollection: modesPerCollection)
        let json = try #require(exported[""])
        let source = ThemeSource(path: "\(theme.namespace).figma.json", text: json)
        let imported = try #require(ThemeImporter.figma(source))
        #expect(!imported.document.diagnostics.contains { $0.severity != .note }, "\(imported.document.diagnostics)")
        let written = try #require(imported.themeFiles.first)
        let result = ThemeCompiler().check(ThemeSource(path: written.name, text: written.text))
        let back = try #require(result.theme, "\(result.diagnostics.map(\.message))")
        return (back, imported.themeFiles.map(\.name))
    }

    @Test(arguments: themes, [1, 2, 4, 8])
    func theValuesComeBack(url: URL, modesPerCollection: Int) throws {
        let (theme, _) = try ExportSupport.resolve(url)
        let (back, files) = try Self.roundTrip(theme, modesPerCollection: modesPerCollection)
        #expect(files == ["\(theme.namespace).theme.yaml"])
        #expect(back.colors.map(\.name) == theme.colors.map(\.name))
        for (original, returned) in zip(theme.colors, back.colors) {
            #expect(returned.role == original.role, "\(original.name)")
            for state in Appearance.all {
                // Bit for bit: channels are written as the shortest decimal
                // that reads back, and read back as written.
                #expect(returned.table[state] == original.table[state], "\(original.name) in \(state)")
            }
        }
    }

    @Test func modesPastTheLimitGoIntoFurtherCollections() throws {
        let (theme, _) = try ExportSupport.resolve(Self.themes.first { $0.lastPathComponent == "Acme.theme.yaml" }!)
        let states = FigmaExporter.states(ExportModel(theme))
        #expect(states.count == 8)
        #expect(
            states.map(FigmaExporter.modeName).prefix(4) == [
                "Light", "Dark", "Light high contrast", "Dark high contrast",
            ])
        let export = FigmaExporter.export(ExportModel(theme), modesPerCollection: 4)
        let json = try #require(export[""])
        #expect(json.contains("\"name\": \"Acme 2\""))
        #expect(json.contains("\"name\": \"Dark elevated high contrast\""))
        #expect(export.notes.contains { $0.contains("split across 2 collections") })
        // An alias stays an alias.
        #expect(
            json.contains("VARIABLE_ALIAS")
                == theme.colors.contains {
                    $0.source?.alias != nil && theme.colors.map(\.name).contains($0.source!.alias!)
                })
    }
}
