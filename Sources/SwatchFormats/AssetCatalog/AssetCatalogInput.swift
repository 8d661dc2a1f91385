import SwatchSupport

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
        let colorSets = environment.colorSets(source.path)
        // Without a pairs file given, the catalog's own, where its fix-its write.
        let ownPairs = AssetCatalogPaths.pairsFile(forCatalog: source.path)
        let pairs = environment.pairs ?? environment.file(ownPairs)
        let catalog = ThemeImporter.catalogDocument(
            path: source.path, colorSets: colorSets, pairs: pairs, pairsPath: ownPairs)
        let extra = colorSets + (pairs.map { [$0] } ?? [])
        return ImportedInput(kind: kind, source: source, extraSources: extra, document: catalog)
    }
}
