import Swatch
import SwatchDiagnostics
import SwatchModel

/// What an exporter produces: files by path relative to the output, in the
/// order they are written. A value, so exporters stay pure functions and
/// tests compare it with golden files without touching the disk.
public struct ExportedFiles: Hashable, Sendable {
    /// One exported file: where it goes below the output, and its text.
    public struct File: Hashable, Sendable {
        /// The path below the output: `style-dark.css`, `brand.colorset/Contents.json`.
        public var path: String
        /// The file's text, written as UTF-8.
        public var contents: String
    }

    /// The files, in the order they are written; one file with an empty path
    /// for a format that writes a single file.
    public var files: [File]
    /// What the format cannot hold of this theme, one line each, for the CLI
    /// to print as notes (the asset catalog's missing elevated level …).
    public var notes: [String]

    /// Exported `files`, with `notes` on what the format could not hold.
    public init(files: [File], notes: [String] = []) {
        self.files = files
        self.notes = notes
    }

    /// A single file written at the output path itself.
    package static func single(_ contents: String, notes: [String] = []) -> ExportedFiles {
        ExportedFiles(files: [File(path: "", contents: contents)], notes: notes)
    }

    /// The contents of the file at `path`, if there is one.
    public subscript(path: String) -> String? {
        files.first { $0.path == path }?.contents
    }
}

/// The formats `swatch export` writes.
public enum ExportFormat: String, CaseIterable, Hashable, Sendable {
    /// One CSS file of custom properties.
    case css
    /// One Design Tokens (DTCG 2025.10) resolver document with its tokens inline.
    case dtcg
    /// An Xcode asset catalog folder with a color set per color.
    case xcassets
    /// A folder of libadwaita stylesheets: style.css, style-dark.css, style-hc.css, style-hc-dark.css.
    case gtk
    /// One Figma variables file (the REST API's `variables/local` shape), at most four modes a collection.
    case figma

    /// Exports `theme` in this format.
    public func export(_ theme: ResolvedTheme, sourceFileName: String) -> ExportedFiles {
        let model = ExportModel(theme)
        switch self {
        case .css: return .single(CSSExporter.export(model, sourceFileName: sourceFileName))
        case .dtcg: return .single(DTCGExporter.export(model, sourceFileName: sourceFileName))
        case .xcassets: return AssetCatalogExporter.export(model)
        case .gtk: return GTKExporter.export(model, sourceFileName: sourceFileName)
        case .figma: return FigmaExporter.export(model)
        }
    }
}
