import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import SwatchSyntax

extension ThemeImporter {
    /// An asset catalog: its path and each color set's `Contents.json`
    /// (path `…/NAME.colorset/Contents.json` and bytes), with an optional pairs file.
    public static func assetCatalog(path: String, colorSets: [ThemeSource], pairs: ThemeSource? = nil)
        -> (ThemeAST?, [Diagnostic])
    {
        let catalog = catalogDocument(path: path, colorSets: colorSets, pairs: pairs)
        return (catalog.ast, catalog.diagnostics)
    }

    /// An asset catalog read for checking, with advice in its terms: a fix
    /// to roles and pairs is an edit of the pairs file `pairs` (read from
    /// `pairsPath`, or nil when that file does not exist yet).
    package static func catalogDocument(
        path: String, colorSets: [ThemeSource], pairs: ThemeSource? = nil, pairsPath: String? = nil
    ) -> ImportedCatalog {
        var diagnostics: [Diagnostic] = []
        var sets: [(name: String, path: String, root: YAMLValue)] = []
        // Group folders' `Contents.json`, given beside the color sets: a
        // group that provides a namespace prefixes its colors' names
        // (`Button/disabled`), as Xcode and `UIColor(named:)` name them.
        var namespaces: Set<String> = []
        for source in colorSets where !AssetCatalogPaths.isColorSet(source.path) {
            let (root, _) = YAMLReader().read(source.bytes, file: source.path)
            if root?["properties"]?["provides-namespace"]?.scalar == "true" {
                namespaces.insert(String(source.path.dropLast("/Contents.json".count)))
            }
        }
        var files: [String: ColorSetEdit] = [:]
        for source in colorSets where AssetCatalogPaths.isColorSet(source.path) {
            let (root, yamlDiagnostics) = YAMLReader().read(source.bytes, file: source.path)
            diagnostics += yamlDiagnostics
            guard let root else { continue }
            sets.append((AssetCatalogPaths.colorName(of: source.path, namespaces: namespaces), source.path, root))
            files[source.path] = ColorSetEdit(path: source.path, bytes: source.bytes, root: root)
        }
        var importer = AssetCatalogImporter(catalogPath: path, namespace: namespace(of: path))
        var theme = importer.read(sets)
        diagnostics += importer.diagnostics
        // A catalog's names are its colors' names (`ink`), not a palette's:
        // only a numbered ramp's steps are taken as primitives by their
        // names, as the same ramp in a token file is.
        var inference = theme.infer(written: [:], palettes: .ramps)
        inference.primitiveReason =
            "each is a step of a ramp of \(ImportedTheme.minimumRampSteps) or more numbered steps of one name (Yellow 100, Yellow 500, …), a palette rather than a color drawn"
        if let pairs { diagnostics += apply(pairs, to: &theme) }
        inference = theme.keepingUnstated(inference)
        // A catalog's colors are drawn on the system's (it is an Apple
        // platform's by definition, and cannot say `extends:`): a pairs
        // file that names a system palette color brings the palette in.
        let palette = Set(AssetCatalogImporter.paletteNames)
        let local = Set(theme.colors.map(\.name.value))
        let namesSystem = theme.colors.contains { color in
            color.on.contains { palette.contains($0.value) && !local.contains($0.value) }
        }
        if theme.extends == nil, namesSystem {
            theme.extends = Located("system", at: SourceRange(file: path, start: .start))
        }
        let edits = PairsFileEdits(
            path: pairs?.path ?? pairsPath ?? AssetCatalogPaths.pairsFile(forCatalog: path), source: pairs)
        return ImportedCatalog(
            ast: theme.ast, diagnostics: diagnostics, inference: inference,
            advice: ImportAdvice(
                advisor: AssetCatalogAdvisor(catalog: path, pairs: edits, colorSets: files), roles: theme.roles))
    }
}
