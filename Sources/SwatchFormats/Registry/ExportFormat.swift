import SwatchModel

/// A format `swatch export` writes, named by its `--format` value. Each is
/// declared in its format's folder (`ExportFormat.css` in `CSS/`, …) by
/// the writer there, which says what it is; `allCases` is the registry's
/// list, in the order `--format` offers them.
public struct ExportFormat: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The format's `--format` value.
    public let rawValue: String
    /// The writer in the format's folder.
    let writer: any FormatWriter.Type

    init(writer: any FormatWriter.Type) {
        rawValue = writer.name
        self.writer = writer
    }

    /// The format named `rawValue`, or nil when no writer has that name.
    public init?(rawValue: String) {
        guard let format = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = format
    }

    /// Every format, in the order `swatch export --format` lists them.
    public static var allCases: [ExportFormat] { ExportFormats.all.map { ExportFormat(writer: $0) } }

    /// The `--format` value.
    public var description: String { rawValue }

    /// Two formats are one when they have one name.
    public static func == (lhs: ExportFormat, rhs: ExportFormat) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the name, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// Whether `--output` names a folder (without `split`) rather than a file.
    package var writesFolder: Bool { writer.writesFolder }

    /// Whether the format can write a folder with a file per context (`--split`).
    package var canSplit: Bool { writer.canSplit }

    /// What the format writes, for `swatch export --help`.
    package var summary: String { writer.summary }

    /// Exports `theme` in this format.
    public func export(_ theme: ResolvedTheme, sourceFileName: String) -> ExportedFiles {
        export(theme, options: ExportOptions(sourceFileName: sourceFileName))
    }

    /// Exports `theme` in this format, as `options` ask.
    public func export(_ theme: ResolvedTheme, options: ExportOptions) -> ExportedFiles {
        writer.write(ExportModel(theme), options: options)
    }
}

/// The registry of writers: the one list a format is added to, one a line.
enum ExportFormats {
    static let all: [any FormatWriter.Type] = [
        CSSExporter.self,
        DTCGExporter.self,
        AssetCatalogExporter.self,
        GTKExporter.self,
        FigmaExporter.self,
    ]
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
/// format's folder, listed in `ExportFormats.all`. It says what the format
/// is, so that `--format`, its help and its checks come from the list.
protocol FormatWriter: Sendable {
    /// The `--format` value.
    static var name: String { get }
    /// Whether it writes a folder rather than a file (without `split`).
    static var writesFolder: Bool { get }
    /// Whether `split` makes it write a folder with a file per context.
    static var canSplit: Bool { get }
    /// What it writes, a sentence for `swatch export --help`.
    static var summary: String { get }
    static func write(_ model: ExportModel, options: ExportOptions) -> ExportedFiles
}

extension FormatWriter {
    static var canSplit: Bool { false }
}
