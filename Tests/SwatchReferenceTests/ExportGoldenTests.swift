import Foundation
import SwatchModel
import Testing

@testable import SwatchFormats
@testable import SwatchTestSupport

/// Every format's output, byte for byte, against `Tests/Golden/export`.
/// After an intended change: `SWATCH_UPDATE_GOLDEN=1 swift test --filter ExportGoldenTests`,
/// then review the diff of the golden files.
@Suite struct ExportGoldenTests {
    static let cases: [(URL, ExportFormat)] = ExportSupport.themes.flatMap { theme in
        ExportFormat.allCases.map { (theme, $0) }
    }

    @Test(arguments: cases)
    func outputMatchesGoldenFiles(theme url: URL, format: ExportFormat) throws {
        let (theme, _) = try ExportSupport.resolve(url)
        let export = format.export(theme, sourceFileName: url.lastPathComponent)
        let folder = ExportSupport.goldenFolder(theme: theme.namespace, format: format)
        // A format that writes one file gives it no path: it is named as the format names its output.
        let names = export.files.map { $0.path.isEmpty ? format.outputName(for: theme.namespace) : $0.path }
        if ExportSupport.updatingGoldenFiles {
            try? FileManager.default.removeItem(at: folder)
            for (name, file) in zip(names, export.files) {
                let url = folder.appendingPathComponent(name)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
            try Data(export.notes.map { $0 + "\n" }.joined().utf8).write(to: folder.appendingPathComponent("notes.txt"))
        }
        let golden = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter {
                !$0.hasSuffix("/") && $0 != "notes.txt"
                    && !((try? folder.appendingPathComponent($0).resourceValues(forKeys: [.isDirectoryKey]).isDirectory)
                        ?? false)
            }
        #expect(Set(golden) == Set(names), "files differ from \(folder.path)")
        for (name, file) in zip(names, export.files) {
            let expected = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(
                file.contents == expected, "\(theme.namespace) \(format.rawValue) \(name) differs from its golden file")
        }
        let notes = try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8)
        #expect(export.notes.map { $0 + "\n" }.joined() == notes)
    }

    @Test func assetCatalogSaysItHasNoElevatedLevel() throws {
        let (theme, _) = try ExportSupport.resolve(ExportSupport.themes[0])
        let notes = ExportFormat.xcassets.export(theme, sourceFileName: "Acme.theme.yaml").notes
        #expect(notes.contains { $0.contains("no elevated level") && $0.contains("'cardBackground'") })
    }

    @Test func wideGamutValuesAreWrittenInDisplayP3() throws {
        let (theme, _) = try ExportSupport.resolve(ExportSupport.themes[1])
        let catalog = ExportFormat.xcassets.export(theme, sourceFileName: "Wide.theme.yaml")
        #expect(catalog["signal.colorset/Contents.json"]?.contains("\"color-space\" : \"display-p3\"") == true)
        #expect(catalog["ink.colorset/Contents.json"]?.contains("display-p3") == false)
        let css = try #require(ExportFormat.css.export(theme, sourceFileName: "Wide.theme.yaml")[""])
        #expect(css.contains("--wide-signal: light-dark(color(display-p3 0.8 0.05 0.05)"))
    }

    @Test func gtkMapsLibadwaitaNamesToThemeColors() throws {
        let (theme, _) = try ExportSupport.resolve(ExportSupport.themes[0])
        let gtk = ExportFormat.gtk.export(theme, sourceFileName: "Acme.theme.yaml")
        let dark = try #require(gtk["style-dark.css"])
        #expect(dark.contains("@define-color accent_bg_color @acme_brand;"))
        #expect(dark.contains("@define-color window_bg_color @acme_canvas;"))
        #expect(dark.contains("@define-color card_bg_color @acme_card_background;"))
        // The settings sheet's background at the elevated level.
        #expect(dark.contains("@define-color dialog_bg_color #2C2C2E;"))
        #expect(try #require(gtk["style-hc-dark.css"]).contains("@define-color dialog_bg_color #121214;"))
    }
}
