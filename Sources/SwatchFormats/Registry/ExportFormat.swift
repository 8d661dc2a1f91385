import SwatchModel

/// The formats `swatch export` writes: the registry of writers. Each is the
/// writer in its format's folder (a `FormatWriter`); this list is the one
/// place a format name leads to it.
public enum ExportFormat: String, CaseIterable, Hashable, Sendable {
    /// One CSS file of custom properties.
    case css
    /// One Design Tokens (DTCG 2025.10) resolver document with its tokens inline, or a folder of files (`split`).
    case dtcg
    /// An Xcode asset catalog folder with a color set per color, and its pairs file beside it.
    case xcassets
    /// A folder of libadwaita stylesheets: style.css, style-dark.css, style-hc.css, style-hc-dark.css.
    case gtk
    /// One Figma variables file (the REST API's `variables/local` shape), at most four modes a collection.
    case figma

    /// The writer in the format's folder.
    var writer: any FormatWriter.Type {
        switch self {
        case .css: CSSExporter.self
        case .dtcg: DTCGExporter.self
        case .xcassets: AssetCatalogExporter.self
        case .gtk: GTKExporter.self
        case .figma: FigmaExporter.self
        }
    }

    /// Exports `theme` in this format.
    public func export(_ theme: ResolvedTheme, sourceFileName: String) -> ExportedFiles {
        export(theme, options: ExportOptions(sourceFileName: sourceFileName))
    }

    /// Exports `theme` in this format, as `options` ask.
    public func export(_ theme: ResolvedTheme, options: ExportOptions) -> ExportedFiles {
        writer.write(ExportModel(theme), options: options)
    }
}

/// What `swatch export` asks of a writer besides the theme.
public struct ExportOptions: Hashable, Sendable {
    /// The theme file's name, which the formats with a header comment name.
    public var sourceFileName: String
    /// The last component of the path written to: an asset catalog's pairs
    /// file is named for it and goes beside it; empty, none is made.
    public var outputName: String
    /// dtcg: a folder with the resolver, the set's tokens and a file per appearance context.
    public var split: Bool
    /// figma: the most modes a collection may have (Figma's plans limit them); past it, further collections.
    public var modesPerCollection: Int

    /// Options for one export; the defaults are `swatch export`'s.
    public init(sourceFileName: String, outputName: String = "", split: Bool = false, modesPerCollection: Int = 4) {
        self.sourceFileName = sourceFileName
        self.outputName = outputName
        self.split = split
        self.modesPerCollection = modesPerCollection
    }
}

/// A format's writer: a pure function of the model and the options, in the
/// format's folder, listed in ``ExportFormat``.
protocol FormatWriter {
    static func write(_ model: ExportModel, options: ExportOptions) -> ExportedFiles
}
