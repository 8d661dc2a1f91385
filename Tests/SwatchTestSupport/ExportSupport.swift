import Foundation
import SwatchDiagnostics
import SwatchSupport

@testable import SwatchFormats
@testable import SwatchModel
@testable import SwatchPipeline

/// Themes the export, import and report tests share, and their golden files.
enum ExportSupport {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The themes with golden files: the README's example app theme and a
    /// theme with a wide-gamut value, an alias and every level and contrast.
    static let themes: [URL] = [
        repository.appendingPathComponent("Themes/Acme.theme.yaml"),
        repository.appendingPathComponent("Tests/Fixtures/export/Wide.theme.yaml"),
    ]

    /// `Tests/Golden/export/`, a folder per theme and format.
    static func goldenFolder(theme: String, format: ExportFormat) -> URL {
        repository.appendingPathComponent("Tests/Golden/export/\(theme)/\(format.rawValue)")
    }

    /// Set to 1 to rewrite the golden files from the current exporters:
    /// `SWATCH_UPDATE_GOLDEN=1 swift test --filter ExportGoldenTests`.
    static var updatingGoldenFiles: Bool { ProcessInfo.processInfo.environment["SWATCH_UPDATE_GOLDEN"] == "1" }

    static func resolve(_ url: URL) throws -> (ResolvedTheme, ThemeCompiler.Result) {
        let source = ThemeSource(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
        let result = ThemeCompiler().check(source)
        guard let theme = result.theme, result.succeeded else {
            throw Failure("\(url.lastPathComponent) does not check: \(result.diagnostics.map(\.message))")
        }
        return (theme, result)
    }

    static func resolve(text: String, path: String) -> ThemeCompiler.Result {
        ThemeCompiler().check(ThemeSource(path: path, text: text))
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
