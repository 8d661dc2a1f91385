import SwatchSupport

extension InputEnvironment {
    /// What a token file at `path` reads by `$ref` or glob: the files of the
    /// place it is read in, inside its package's root; none when it has no
    /// root (a document not yet saved, a resolver given as bytes alone).
    package func tokenFiles(_ path: String) -> TokenFiles {
        files.root(path).map { TokenFiles(files, root: $0) } ?? .none
    }
}

extension TokenFiles {
    /// The files of `files` inside `root`.
    init(_ files: InputFiles, root: String) {
        self.init(
            root: root, workingDirectory: files.workingDirectory, load: { files.load($0, root) }, list: files.list)
    }

    /// Files on disk below `root`, read as the commands read them (``InputFiles/disk(root:)``).
    package static func fileSystem(root: String) -> TokenFiles {
        TokenFiles(.disk { _ in root }, root: root)
    }
}

extension InputKind {
    /// A Design Tokens file (DTCG token file or resolver document, or the
    /// legacy format of Tokens Studio and Style Dictionary v3).
    package static let tokens = InputKind("tokens")
}

/// A Design Tokens file as the registry reads it: any other `*.json` (a
/// token file or resolver document, Tokens Studio's or Style Dictionary's)
/// or `*.json5` (Style Dictionary's sources, ``JSON5Text``),
/// with the files its `$ref`s or globs read and a pairs file if one is given.
enum TokenFileInput: FormatReader {
    static let kind = InputKind.tokens
    static let noun = "token file"
    static let editorCheck = EditorCheck.withWhatReadsIt
    /// A resolver document and a Style Dictionary configuration read other files, so they are watched too.
    static let watchedFiles = ["**/*.tokens.json", "**/*.tokens.json5", "**/*.resolver.json", "**/config.json"]
    static let nameSuffixes = [".resolver.json", ".tokens.json5", ".tokens.json", ".json5", ".json"]

    static func recognizes(_ path: String, bytes: () -> [UInt8]?) -> Bool {
        var trimmed = path
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed.hasSuffix(".json") || TokenText.isJSON5(trimmed)
    }

    /// Any JSON is read as tokens when no other format's, but an editor
    /// checks only what is named as tokens or reads as them
    /// (``TokenFileNames``), and leaves other JSON (`package.json`, settings) alone.
    static func isDocument(_ path: String, bytes: [UInt8]) -> Bool {
        TokenFileNames.isNamed(path) || (path.hasSuffix(".json") && TokenFileNames.readsAsTokens(bytes))
    }

    static func read(_ source: ThemeSource, in environment: InputEnvironment) -> ImportedInput? {
        let document = ThemeImporter.tokenDocument(
            source, pairs: environment.pairs, files: environment.tokenFiles(source.path))
        let extra = document.files + (environment.pairs.map { [$0] } ?? [])
        return ImportedInput(kind: kind, source: source, extraSources: extra, document: document)
    }

    /// Style Dictionary configurations that are the appearances of one
    /// system (``ConfigAppearances``), read as one input: named by the first
    /// (the light one), with every other configuration a file its findings
    /// and fix-its may point into.
    static func read(configs: [ThemeSource], in environment: InputEnvironment) -> ImportedInput {
        let document = ThemeImporter.tokenDocument(
            configs: configs, pairs: environment.pairs, files: environment.tokenFiles(configs[0].path))
        let extra = Array(configs.dropFirst()) + document.files + (environment.pairs.map { [$0] } ?? [])
        return ImportedInput(kind: kind, source: configs[0], extraSources: extra, document: document)
    }

    /// Whether the workspace file named `name` may read other token files
    /// (a resolver document's `$ref`s, a Style Dictionary configuration's
    /// globs), so that an open token file is checked with it.
    static func mayReadOtherFiles(_ name: String) -> Bool {
        name.hasSuffix(".resolver.json") || name == "config.json"
    }

    /// Whether the resolver or configuration at `path` may read one of the
    /// files `names`: a resolver names a file it reads; a Style Dictionary
    /// configuration names its files by globs, so any with a `source` may.
    static func mayRead(_ names: [String], path: String, bytes: [UInt8]) -> Bool {
        names.contains { !$0.isEmpty && ImportedFileNames.contains(bytes, $0) }
            || (FilePath.name(of: path) == "config.json" && ImportedFileNames.contains(bytes, #""source""#))
    }
}
