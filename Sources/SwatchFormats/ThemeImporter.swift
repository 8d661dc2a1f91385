import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchPipeline
import SwatchSupport
@_spi(Stages) import SwatchSyntax

/// The other inputs `swatch check` reads besides themes — Design Tokens files
/// and Xcode asset catalogs — turned into the model a theme decodes to, so
/// that the same resolver and checker judge them. Pure: bytes in (the CLI
/// reads the files), a ``ThemeAST`` and located diagnostics out.
public enum ThemeImporter {
    /// The namespace of an imported file: its name without folders and
    /// extensions (`Brand.tokens.json` → `Brand`, `Assets.xcassets` → `Assets`).
    package static func namespace(of path: String) -> String {
        var name = path
        while name.hasSuffix("/") { name.removeLast() }
        name = String(name.split(separator: "/").last ?? "")
        for suffix in [".resolver.json", ".tokens.json", ".json", ".xcassets"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }

    /// A Design Tokens file (a token file, or a resolver document with its
    /// sets inline), with an optional pairs file: the base theme, each brand
    /// modifier at its default context. Only the file's own bytes are read:
    /// a `$ref` to another file is an error at the `$ref`.
    public static func tokens(_ source: ThemeSource, pairs: ThemeSource? = nil) -> (ThemeAST?, [Diagnostic]) {
        let document = tokenDocument(source, pairs: pairs, files: .none)
        return (document.base, document.noted(document.diagnostics + document.besides))
    }

    /// A Design Tokens file read whole: a token file, or a resolver document
    /// whose `$ref`s read `files`; its brands; an optional pairs file, whose
    /// `modifiers:` say what a modifier is and whose `colors:` apply to the
    /// base and every brand.
    package static func tokenDocument(
        _ source: ThemeSource, pairs: ThemeSource? = nil, files: TokenFiles,
        limits: CompilerLimits = CompilerLimits()
    ) -> ImportedTokens {
        var imported = ImportedTokens()
        imported.file = source.path
        let (root, yamlDiagnostics) = YAMLReader(limits: limits.yaml).read(source.bytes, file: source.path)
        imported.diagnostics = yamlDiagnostics
        guard let root else { return imported }
        var pairsFile = PairsFile()
        var pairsRoot: YAMLValue?
        if let pairs {
            let (read, found) = YAMLReader(limits: limits.yaml).read(pairs.bytes, file: pairs.path)
            imported.besides += found
            pairsRoot = read
        }
        var importer = DTCGImporter(
            file: source.path, namespace: namespace(of: source.path), files: files, limits: limits)
        importer.modifierKinds = pairsRoot.map { pairsFile.modifierKinds($0) } ?? [:]
        var (base, brands) = importer.readAll(root)
        imported.diagnostics += importer.references.diagnostics + importer.diagnostics
        imported.files = importer.references.sources
        imported.broughtIn = importer.references.broughtIn
        let written = importer.shape.paths
        var inference = base.infer(written: written, referenced: importer.aliased)
        for index in brands.indices {
            _ = brands[index].theme.infer(written: written, referenced: importer.aliased)
        }
        if let pairsRoot {
            pairsFile.apply(pairsRoot, to: &base)
            for index in brands.indices {
                var brandFile = PairsFile()
                brandFile.apply(pairsRoot, to: &brands[index].theme)
            }
            for (name, kind) in importer.modifierKinds where !importer.modifierNames.contains(name) {
                let hint = Suggestions.closest(to: name, in: importer.modifierNames).map { "; did you mean '\($0)'?" }
                imported.besides.append(
                    Diagnostic(
                        .themeReference, "'\(name)' is no modifier of '\(source.path)'\(hint ?? "")",
                        at: kind.range))
            }
            imported.besides += pairsFile.diagnostics
        }
        inference = base.keepingUnstated(inference, written: written)
        imported.inference = inference
        imported.base = base.ast
        imported.brands = brands.map { .init(description: $0.description, ranges: $0.ranges, ast: $0.theme.ast) }
        var roles = base.roles
        for brand in brands { roles.merge(brand.theme.roles) { first, _ in first } }
        imported.advice = ImportAdvice(format: TokenFileFormat(shape: importer.shape), roles: roles)
        return imported
    }

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
        for source in colorSets where AssetCatalogPaths.isColorSet(source.path) {
            let (root, yamlDiagnostics) = YAMLReader().read(source.bytes, file: source.path)
            diagnostics += yamlDiagnostics
            guard let root else { continue }
            sets.append((AssetCatalogPaths.colorName(of: source.path, namespaces: namespaces), source.path, root))
        }
        var importer = AssetCatalogImporter(catalogPath: path, namespace: namespace(of: path))
        var theme = importer.read(sets)
        diagnostics += importer.diagnostics
        // A catalog's names are its colors' names, not a palette's: no
        // color set is taken as a primitive by its name.
        var inference = theme.infer(written: [:], palettes: false)
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
            advice: ImportAdvice(format: AssetCatalogFormat(catalog: path, pairs: edits), roles: theme.roles))
    }

    private static func apply(_ pairs: ThemeSource, to theme: inout ImportedTheme) -> [Diagnostic] {
        let (root, diagnostics) = YAMLReader().read(pairs.bytes, file: pairs.path)
        guard let root else { return diagnostics }
        var file = PairsFile()
        file.apply(root, to: &theme)
        return diagnostics + file.diagnostics
    }
}
