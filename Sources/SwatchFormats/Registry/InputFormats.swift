import SwatchDiagnostics
import SwatchPipeline
import SwatchSupport

/// A kind of input the commands read: Swatch's own themes, and the formats
/// design teams already have. Which kind an input is, how it is read and
/// checked, and what it is called are said here once, so that `check`,
/// `report`, `diff` and the language server take the same inputs.
package enum InputKind: String, CaseIterable, Sendable {
    case theme
    /// A Design Tokens file (DTCG token file or resolver document, or the
    /// legacy format of Tokens Studio and Style Dictionary v3).
    case tokens
    /// A Figma variables file (the REST API's `variables/local` response).
    case figma
    /// An Xcode asset catalog: a `*.xcassets` folder.
    case assetCatalog

    /// How a summary line names one input of this kind.
    package var noun: String {
        switch self {
        case .theme: "theme"
        case .tokens: "token file"
        case .figma: "Figma file"
        case .assetCatalog: "asset catalog"
        }
    }
}

/// What reading an input needs from the place it is read in: the disk for
/// the command line, the open documents over it for the language server.
package struct InputEnvironment {
    /// A pairs file given for every imported input (`--pairs`).
    package var pairs: ThemeSource?
    /// A mapping file for Figma files (`--mapping`).
    package var mapping: ThemeSource?
    /// The files a token file's `$ref`s may read, for the file at a path.
    package var tokenFiles: (String) -> TokenFiles
    /// A catalog's color sets' and groups' `Contents.json`, by catalog path.
    package var colorSets: (String) -> [ThemeSource]
    /// The file at a path, or nil when there is none (a catalog's own pairs file).
    package var file: (String) -> ThemeSource?

    package init(
        pairs: ThemeSource? = nil, mapping: ThemeSource? = nil, tokenFiles: @escaping (String) -> TokenFiles,
        colorSets: @escaping (String) -> [ThemeSource], file: @escaping (String) -> ThemeSource?
    ) {
        self.pairs = pairs
        self.mapping = mapping
        self.tokenFiles = tokenFiles
        self.colorSets = colorSets
        self.file = file
    }
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
    private let checker: (ThemeCompiler) -> ThemeCompiler.Result

    init(
        kind: InputKind, source: ThemeSource, extraSources: [ThemeSource],
        check: @escaping (ThemeCompiler) -> ThemeCompiler.Result
    ) {
        self.kind = kind
        self.source = source
        self.extraSources = extraSources
        checker = check
    }

    /// Resolve and Check, with the findings in the input's own terms.
    package func check(with compiler: ThemeCompiler) -> ThemeCompiler.Result { checker(compiler) }
}

/// The registry of input formats: each recognized by its path and bytes,
/// read, and advised on in its own terms, in one place.
package enum InputFormats {
    /// What the input at `path` is: a `*.xcassets` folder is a catalog; a
    /// `*.json` a Figma variables file when it has Figma's shape (a top-level
    /// `meta`), else Design Tokens; anything else a theme. `bytes` are read
    /// only for JSON.
    package static func kind(of path: String, bytes: () -> [UInt8]?) -> InputKind {
        if ImportedFileNames.isCatalog(path) { return .assetCatalog }
        var trimmed = path
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard trimmed.hasSuffix(".json") else { return .theme }
        if let bytes = bytes(), ThemeImporter.mayBeFigmaVariables(ThemeSource(path: path, bytes: bytes)) {
            return .figma
        }
        return .tokens
    }

    /// Whether an open editor document at `path` is an input the language
    /// server checks as an import (and the build plugin names as one it does
    /// not compile): ``ImportedFileNames``' names, and any other `*.json`
    /// whose bytes read as one. A color set's `Contents.json` is its
    /// catalog's (``AssetCatalogPaths``).
    package static func isImportedDocument(_ path: String, bytes: [UInt8]) -> Bool {
        if ImportedFileNames.isNamedInput(path) { return true }
        guard path.hasSuffix(".json"), !AssetCatalogPaths.isColorSet(path), !AssetCatalogPaths.isGroup(path) else {
            return false
        }
        return ImportedFileNames.readsAsInput(bytes)
    }

    /// Reads an imported input: the JSON file `source`, or the catalog
    /// folder at `source.path`; nil for a theme, which is compiled with the
    /// themes it extends rather than imported.
    package static func read(_ source: ThemeSource, as kind: InputKind, in environment: InputEnvironment)
        -> ImportedInput?
    {
        switch kind {
        case .figma:
            if let figma = ThemeImporter.figma(source, mapping: environment.mapping) {
                let extra = environment.mapping.map { [$0] } ?? []
                return ImportedInput(kind: .figma, source: source, extraSources: extra) {
                    figma.document.check(with: $0)
                }
            }
            // `meta` without Figma's shape: a token file after all.
            return read(source, as: .tokens, in: environment)
        case .tokens:
            let document = ThemeImporter.tokenDocument(
                source, pairs: environment.pairs, files: environment.tokenFiles(source.path))
            let extra = document.files + (environment.pairs.map { [$0] } ?? [])
            return ImportedInput(kind: .tokens, source: source, extraSources: extra) { document.check(with: $0) }
        case .assetCatalog:
            let colorSets = environment.colorSets(source.path)
            // Without a pairs file given, the catalog's own, where its fix-its write.
            let ownPairs = ThemeImporter.pairsPath(forCatalog: source.path)
            let pairs = environment.pairs ?? environment.file(ownPairs)
            let catalog = ThemeImporter.catalogDocument(
                path: source.path, colorSets: colorSets, pairs: pairs, pairsPath: ownPairs)
            let extra = colorSets + (pairs.map { [$0] } ?? [])
            return ImportedInput(kind: .assetCatalog, source: source, extraSources: extra) { catalog.check(with: $0) }
        case .theme:
            return nil
        }
    }
}

extension InputFormats {
    /// Whether `bytes` hold `needle`'s UTF-8: the one byte search the
    /// recognizers use (`ImportedFileNames`, which the plugins compile too),
    /// for a reader that must look for a name the same way.
    package static func bytes(_ bytes: [UInt8], contain needle: String) -> Bool {
        ImportedFileNames.contains(bytes, needle)
    }
}
