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

    /// Whether the format reads `option` (a writer lists the options it reads).
    package func takes<Value>(_ option: ExportOption<Value>) -> Bool {
        writer.options.contains { $0.flag == option.flag }
    }

    /// The formats that read `option`, in the registry's order.
    package static func taking<Value>(_ option: ExportOption<Value>) -> [ExportFormat] {
        allCases.filter { $0.takes(option) }
    }

    /// What the format writes, for `swatch export --help`.
    package var summary: String { writer.summary }

    /// What the format's output for the theme `namespace` is named: the file
    /// written by a format that writes one (`Acme.css`), or the folder.
    package func outputName(for namespace: String) -> String { namespace + writer.outputSuffix }

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

/// What `swatch export` asks of a writer besides the theme: what every
/// format may read (the theme file's name, the output's), and the value of
/// each option a format declares in its folder (``ExportOption``).
public struct ExportOptions: Sendable {
    /// The theme file's name, which the formats with a header comment name.
    public var sourceFileName: String
    /// The last component of the path written to: an asset catalog's pairs
    /// file is named for it and goes beside it; empty, none is made.
    public var outputName: String
    /// The options given, by flag; an option not given has its default.
    private var values: [String: any Sendable] = [:]

    /// Options for one export; every format's options have their defaults, which are `swatch export`'s.
    public init(sourceFileName: String, outputName: String = "") {
        self.sourceFileName = sourceFileName
        self.outputName = outputName
    }

    /// The value of `option`: as given, else its default.
    public subscript<Value>(option: ExportOption<Value>) -> Value {
        get { values[option.flag] as? Value ?? option.defaultValue }
        set { values[option.flag] = newValue }
    }
}

/// An option of `swatch export` that some formats read (`--split`,
/// `--figma-modes`), declared in the folder of a format that reads it and
/// listed in the `options` (`FormatWriter`) of each writer that does, so that
/// its help and its checks name those formats from the registry.
public struct ExportOption<Value: Sendable>: Sendable {
    /// The command-line flag, without its dashes.
    package let flag: String
    /// What it does, for `swatch export --help`, after the formats that read it.
    package let help: String
    /// Its value when not given.
    public let defaultValue: Value
}

/// A format's writer: a pure function of the model and the options, in the
/// format's folder, listed in `ExportFormats.all`. It says what the format
/// is, so that `--format`, its help and its checks come from the list.
protocol FormatWriter: Sendable {
    /// The `--format` value.
    static var name: String { get }
    /// Whether it writes a folder rather than a file (without an option that makes it write one).
    static var writesFolder: Bool { get }
    /// The ``ExportOption``s it reads; by default none.
    static var options: [any ExportOptionDeclaration] { get }
    /// What ends the name of its output for a theme, after the theme's namespace:
    /// its file's (`.css`) or its folder's (`.xcassets`).
    static var outputSuffix: String { get }
    /// What it writes, a sentence for `swatch export --help`.
    static var summary: String { get }
    static func write(_ model: ExportModel, options: ExportOptions) -> ExportedFiles
}

extension FormatWriter {
    static var options: [any ExportOptionDeclaration] { [] }
}

/// An ``ExportOption`` whatever its value, as a writer lists the options it reads.
package protocol ExportOptionDeclaration: Sendable {
    var flag: String { get }
}

extension ExportOption: ExportOptionDeclaration {}
