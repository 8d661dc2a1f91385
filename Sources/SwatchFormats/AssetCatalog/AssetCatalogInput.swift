import SwatchSupport

extension InputEnvironment {
    /// Every color set's and group's `Contents.json` below `catalog`, in
    /// name order (groups are folders, and are walked).
    package func colorSets(in catalog: String) -> [ThemeSource] {
        var folder = catalog
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        return files.list(folder).filter(AssetCatalogPaths.isRead).sorted().compactMap(files.file)
    }
}

extension InputKind {
    /// An Xcode asset catalog: a `*.xcassets` folder.
    package static let assetCatalog = InputKind("assetCatalog")
}

/// An Xcode asset catalog as the registry reads it: a `*.xcassets` folder,
/// its color sets' `Contents.json`, and its own pairs file beside it.
enum AssetCatalogInput: FormatReader {
    static let kind = InputKind.assetCatalog
    static let noun = "asset catalog"
    static let isFolder = true
    static let editorCheck = EditorCheck.wholeInput
    static let watchedFiles = ["**/*.colorset/Contents.json"]
    static let nameSuffixes = [".xcassets"]

    static func recognizes(_ path: String, bytes: () -> [UInt8]?) -> Bool {
        AssetCatalogFileNames.isCatalog(path)
    }

    static func input(holding path: String) -> String? {
        AssetCatalogPaths.catalog(holding: path)
    }

    static func read(_ source: ThemeSource, in environment: InputEnvironment) -> ImportedInput? {
        let colorSets = environment.colorSets(in: source.path)
        // Without a pairs file given, the catalog's own, where its fix-its write.
        let ownPairs = AssetCatalogPaths.pairsFile(forCatalog: source.path)
        let pairs = environment.pairs ?? environment.files.file(ownPairs)
        let catalog = ThemeImporter.catalogDocument(
            path: source.path, colorSets: colorSets, pairs: pairs, pairsPath: ownPairs)
        let extra = colorSets + (pairs.map { [$0] } ?? [])
        return ImportedInput(kind: kind, source: source, extraSources: extra, document: catalog)
    }
}
