import SwatchDiagnostics
import SwatchSupport
import SwatchSyntax

/// A kind of input the commands read: Swatch's own themes, and the formats
/// design teams already have, each declared by the reader in its format's
/// folder (`InputKind.tokens` in `DTCG/`, `.figma` in `Figma/`,
/// `.assetCatalog` in `AssetCatalog/`). Which kind an input is, how it is
/// read and checked, and what it is called are said by the registry, so
/// that `check`, `report`, `diff` and the language server take the same
/// inputs.
package struct InputKind: Hashable, Sendable, CustomStringConvertible {
    /// The kind's name, for messages and tests.
    package let name: String

    package init(_ name: String) { self.name = name }

    /// A theme: compiled with the themes it extends rather than imported.
    package static let theme = InputKind("theme")

    /// Every kind: themes, and each reader's in the registry's order.
    package static var allCases: [InputKind] { [.theme] + InputFormats.all.map { $0.kind } }

    package var description: String { name }

    /// How a summary line names one input of this kind.
    package var noun: String { InputFormats.reader(for: self)?.noun ?? "theme" }

    /// The noun with its article: "an asset catalog", "a token file".
    package var nounWithArticle: String {
        ((noun.first.map { "aeiouAEIOU".contains($0) } ?? false) ? "an " : "a ") + noun
    }

    /// Whether an input of this kind is a folder (an asset catalog), named by its path rather than read.
    package var isFolder: Bool { InputFormats.reader(for: self)?.isFolder ?? false }

    /// How an editor checks an open document of this kind.
    package var editorCheck: EditorCheck { InputFormats.reader(for: self)?.editorCheck ?? .alone }
}

/// How the language server checks an open document, so that it finds what
/// `swatch check` finds in the input the document is part of.
package enum EditorCheck: Sendable {
    /// The document alone, as the file it is (a Figma variables file, read
    /// as `swatch check` reads one without a mapping file).
    case alone
    /// The input the document is part of, read whole once for all its open
    /// documents (a catalog, for its color sets), with the findings about
    /// the input as a whole said on an open document.
    case wholeInput
    /// With the workspace's files that read it (a resolver document or a
    /// configuration, ``InputFormats/mayRead(_:path:bytes:)``): alone, its
    /// aliases into the files they read with it would be unknown names.
    case withWhatReadsIt
}

/// An imported input read: checked as `swatch check` checks it, by every
/// command that takes it.
package struct ImportedInput {
    package var kind: InputKind
    /// The input as diagnostics and the summary name it (a catalog: its folder, no bytes).
    package var source: ThemeSource
    /// Other files its diagnostics may point into: the files its `$ref`s
    /// read, a catalog's color sets, the pairs file it read.
    package var extraSources: [ThemeSource]
    private let document: any CheckableInput

    init(kind: InputKind, source: ThemeSource, extraSources: [ThemeSource], document: any CheckableInput) {
        self.kind = kind
        self.source = source
        self.extraSources = extraSources
        self.document = document
    }

    /// Resolve and Check by `checker` (the pipeline's), with the findings in
    /// the input's own terms.
    package func check<Checker: ImportedThemeChecker>(with checker: Checker) -> Checker.Checked {
        document.check(with: checker)
    }
}

/// A format's input read into the model: checked by the checker it is
/// given, its findings then said in the format's own terms.
protocol CheckableInput {
    func check<Checker: ImportedThemeChecker>(with checker: Checker) -> Checker.Checked
}

/// A format's reader, as the registry asks it: in the format's folder,
/// listed in ``InputFormats/all``.
protocol FormatReader: Sendable {
    /// The kind of input it reads.
    static var kind: InputKind { get }
    /// How a summary line names one input of it.
    static var noun: String { get }
    /// Whether an input of it is a folder (named by its path, no bytes read).
    static var isFolder: Bool { get }
    /// How an editor checks an open document of it.
    static var editorCheck: EditorCheck { get }
    /// The files whose change changes a check of it, as globs an editor watches.
    static var watchedFiles: [String] { get }
    /// The endings of its inputs' names that the theme's namespace leaves
    /// out (`Brand.tokens.json` → `Brand`), the longest first.
    static var nameSuffixes: [String] { get }
    /// Whether the input at `path` is in this format; `bytes` are read only
    /// when the name does not tell.
    static func recognizes(_ path: String, bytes: () -> [UInt8]?) -> Bool
    /// Whether an open editor document at `path` is an input of this
    /// format, to be checked as one; by default, whether it ``recognizes(_:bytes:)``
    /// it. A reader that takes any JSON that is no other format's (the
    /// token files') says more, so that other JSON is left alone.
    static func isDocument(_ path: String, bytes: [UInt8]) -> Bool
    /// The input of this format that the file at `path` is a part of (a
    /// catalog's color set), when it is one; nil for a file that is an input
    /// of its own.
    static func input(holding path: String) -> String?
    /// Reads the input: `source` is the file, or names the folder.
    static func read(_ source: ThemeSource, in environment: InputEnvironment) -> ImportedInput?
    /// Whether a workspace file named `name` may be one of its inputs that
    /// reads other files (a resolver document's `$ref`s, a configuration's
    /// globs), which the language server keeps a list of; by default none.
    static func mayReadOtherFiles(_ name: String) -> Bool
    /// Whether its input at `path` may read one of the files `names`, so
    /// that an open one is checked with it (``EditorCheck/withWhatReadsIt``);
    /// by default none does.
    static func mayRead(_ names: [String], path: String, bytes: [UInt8]) -> Bool
}

extension FormatReader {
    static func isDocument(_ path: String, bytes: [UInt8]) -> Bool { recognizes(path) { bytes } }
    static var isFolder: Bool { false }
    static var editorCheck: EditorCheck { .alone }
    static func input(holding path: String) -> String? { nil }
    static func mayReadOtherFiles(_ name: String) -> Bool { false }
    static func mayRead(_ names: [String], path: String, bytes: [UInt8]) -> Bool { false }
}

/// The registry of input formats: each recognized by its path and bytes,
/// read, and advised on in its own terms, by the reader in its folder.
package enum InputFormats {
    /// The readers that tell their inputs by name or by content (a
    /// `*.xcassets` folder, Figma's or Material Theme Builder's keys), one a
    /// line. None takes JSON that is not its own, and no two take one input
    /// (`FormatRegistryTests`), so they are asked in any order, before
    /// ``anyOtherJSON``.
    static let byNameOrContent: [any FormatReader.Type] = [
        AssetCatalogInput.self,
        FigmaInput.self,
        MaterialThemeInput.self,
    ]

    /// The reader of any `*.json` no reader ``byNameOrContent`` takes: the
    /// token files', asked last, so that no format it would shadow need be
    /// listed before it by hand; an input it does not take either is a theme.
    static let anyOtherJSON: any FormatReader.Type = TokenFileInput.self

    /// Every reader, in the order they are asked which input is theirs.
    static let all: [any FormatReader.Type] = byNameOrContent + [anyOtherJSON]

    /// How each reader's inputs are named, in the registry's order, for a
    /// command's help: "asset catalog", "Figma file" ….
    package static var nouns: [String] { all.map { $0.noun } }

    static func reader(for kind: InputKind) -> (any FormatReader.Type)? {
        all.first { $0.kind == kind }
    }

    /// What the input at `path` is: the kind of the reader
    /// ``byNameOrContent`` that takes it (a `*.xcassets` folder is a catalog,
    /// a `*.json` with Figma's shape a Figma variables file), else Design
    /// Tokens for any other `*.json`; anything else a theme. `bytes` are read
    /// only for JSON.
    package static func kind(of path: String, bytes: () -> [UInt8]?) -> InputKind {
        all.first { $0.recognizes(path, bytes: bytes) }?.kind ?? .theme
    }

    /// The source an input of `kind` at `path` is read from: a folder (a
    /// catalog) is named by its path, with no bytes; a file is `read`.
    package static func source(_ path: String, kind: InputKind, read: (String) -> ThemeSource) -> ThemeSource {
        kind.isFolder ? ThemeSource(path: path, bytes: []) : read(path)
    }

    /// The imported input an open editor document is checked as (or with):
    /// the catalog a color set's `Contents.json` is in, or the document
    /// itself when it is an input (``isImportedDocument(_:bytes:)``); nil for
    /// a theme or any other file.
    package static func input(holding path: String, bytes: [UInt8]) -> (path: String, kind: InputKind)? {
        for reader in all {
            if let input = reader.input(holding: path) { return (input, reader.kind) }
        }
        guard isImportedDocument(path, bytes: bytes) else { return nil }
        return (path, kind(of: path) { bytes })
    }

    /// Whether the workspace file at `path` (a resolver document, a Style
    /// Dictionary configuration) may read one of the files `names`, so that
    /// an open one is checked with it rather than alone: asked of each reader.
    package static func mayRead(_ names: [String], path: String, bytes: [UInt8]) -> Bool {
        all.contains { $0.mayRead(names, path: path, bytes: bytes) }
    }

    /// Whether a workspace file named `name` may read other inputs' files
    /// (a resolver document's `$ref`s, a configuration's globs): the server
    /// keeps a list of them.
    package static func mayReadOtherFiles(_ name: String) -> Bool {
        all.contains { $0.mayReadOtherFiles(name) }
    }

    /// The files whose change changes a check of an imported input, as
    /// globs an editor watches.
    package static var watchedFiles: [String] { all.flatMap { $0.watchedFiles } }

    /// Whether an open editor document at `path` is an input the language
    /// server checks as an import: one a reader says is its document
    /// (``FormatReader/isDocument(_:bytes:)``). A color set's or a group's
    /// `Contents.json` is its catalog's (``AssetCatalogPaths``).
    package static func isImportedDocument(_ path: String, bytes: [UInt8]) -> Bool {
        guard !AssetCatalogPaths.isColorSet(path), !AssetCatalogPaths.isGroup(path) else { return false }
        return all.contains { $0.isDocument(path, bytes: bytes) }
    }

    /// The inputs among `inputs` read together as one (Style Dictionary
    /// configurations that are the appearances of one system,
    /// ``ConfigAppearances``), by their indices; every other input is read alone.
    package static func readTogether(_ inputs: [(path: String, kind: InputKind, bytes: [UInt8])]) -> [[Int]] {
        let tokens = inputs.indices.filter { inputs[$0].kind == .tokens }
        return ConfigAppearances.groups(tokens.map { (inputs[$0].path, inputs[$0].bytes) })
            .map { group in group.map { tokens[$0] } }
    }

    /// Reads inputs ``readTogether(_:)`` groups as one imported input.
    package static func read(together sources: [ThemeSource], in environment: InputEnvironment) -> ImportedInput {
        TokenFileInput.read(configs: sources, in: environment)
    }

    /// Reads an imported input: the JSON file `source`, or the catalog
    /// folder at `source.path`; nil for a theme, which is compiled with the
    /// themes it extends rather than imported.
    package static func read(_ source: ThemeSource, as kind: InputKind, in environment: InputEnvironment)
        -> ImportedInput?
    {
        reader(for: kind)?.read(source, in: environment)
    }
}
