import ArgumentParser
import SwatchCompiler
import SwatchImport

// FoundationEssentials, which ArgumentParser links already, where it is a
// module (Linux); the whole of Foundation would add megabytes to the process.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract:
            "Checks themes, token files and asset catalogs in every appearance and prints what is wrong; writes nothing.",
        discussion: """
            A *.json file is read as a Figma variables file when it has Figma's shape (a top-level 'meta' with \
            'variables'), else as Design Tokens (a token file, or a 2025.10 resolver document with the files \
            its $refs name and a check per brand of its brand modifiers), a *.xcassets \
            folder as an asset catalog; anything else as a theme. docs/import.md says how appearances, roles \
            and pairs are read.
            """
    )

    @Argument(help: "Theme files (*.theme.yaml), token files (*.tokens.json, *.json) or asset catalogs (*.xcassets).")
    var themes: [String]

    @Option(help: "A pairs file giving roles and `on:` pairs to imported colors (docs/import.md).")
    var pairs: String?

    @Option(help: "A mapping file giving the modes, roles and pairs of a Figma variables file (docs/import.md).")
    var mapping: String?

    @Option(
        parsing: .upToNextOption,
        help: "Themes the given themes may extend, or that extend them: read, but not reported on.")
    var with: [String] = []

    @Flag(help: "Also print a note for each value derived from 'auto': the value, and the ratio it reaches.")
    var explain = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let compiler = ThemeCompiler(options: .init(warningsAsErrors: diagnostics.werror))
        let pairsSource = pairs.map { ThemeFiles.read([$0])[0] }
        let mappingSource = mapping.map { ThemeFiles.read([$0])[0] }
        var extraSources: [ThemeSource] = (pairsSource.map { [$0] } ?? []) + (mappingSource.map { [$0] } ?? [])
        var results: [(ThemeSource, ThemeCompiler.Result)] = []
        // Themes are checked together, so that a base and its brands can be
        // given in any order; a brand is checked whole, with its base.
        let themeSources = ThemeFiles.read(themes.filter { ThemeImporter.Kind(path: $0) == .theme })
        let given = diagnostics.packageRoot
        let others = ThemeFiles.read(with)
        extraSources += others
        let themeResults = compiler.check(themeSources, with: others) {
            ThemeFiles.packageRoot(for: $0.path, given: given)
        }
        var nextTheme = 0
        // What each result is, for the summary line.
        var kinds: [String] = []
        for path in themes {
            switch ThemeImporter.Kind(path: path) {
            case .theme:
                results.append((themeSources[nextTheme], themeResults[nextTheme]))
                kinds.append("theme")
                nextTheme += 1
            case .tokens:
                let source = ThemeFiles.read([path])[0]
                // A Figma variables file is JSON too: told apart by its shape.
                if ThemeImporter.mayBeFigmaVariables(source),
                    let figma = ThemeImporter.figma(source, mapping: mappingSource)
                {
                    results.append((source, figma.document.check(with: compiler)))
                    kinds.append("Figma file")
                    continue
                }
                // `$ref`s stay inside the folder tree images stay inside.
                let files = TokenFiles.fileSystem(root: ThemeFiles.packageRoot(for: path, given: given))
                let document = ThemeImporter.tokenDocument(source, pairs: pairsSource, files: files)
                extraSources += document.files
                results.append((source, document.check(with: compiler)))
                kinds.append("token file")
            case .assetCatalog:
                let colorSets = Self.colorSets(in: path)
                extraSources += colorSets
                // Without --pairs, the catalog's own pairs file, where its
                // fix-its write, when it exists.
                let ownPairs = ThemeImporter.pairsPath(forCatalog: path)
                let catalogPairs = pairsSource ?? ThemeSource(contentsOf: ownPairs)
                if pairsSource == nil, let catalogPairs { extraSources.append(catalogPairs) }
                let catalog = ThemeImporter.catalogDocument(
                    path: path, colorSets: colorSets, pairs: catalogPairs, pairsPath: ownPairs)
                results.append((ThemeSource(path: path, bytes: []), catalog.check(with: compiler)))
                kinds.append("asset catalog")
            }
        }
        if explain {
            results = results.map { source, result in
                var result = result
                if let theme = result.theme {
                    result.diagnostics = (result.diagnostics + DerivationNotes.notes(for: theme)).sortedForOutput()
                }
                return (source, result)
            }
        }
        let counts = DiagnosticReport(format: diagnostics.format)
            .print(results, extraSources: extraSources, printsCounts: true, kinds: kinds)
        if counts.errors > 0 { throw ExitCode(1) }
    }

    /// Every `NAME.colorset/Contents.json` below a catalog, in name order
    /// (groups are folders, and are walked).
    static func colorSets(in catalog: String) -> [ThemeSource] {
        guard ThemeFiles.isFolder(catalog) else {
            Exit.fail("cannot read asset catalog '\(catalog)': no such folder", code: 2)
        }
        let base = catalog.hasSuffix("/") ? String(catalog.dropLast()) : catalog
        let entries = ((try? FileManager.default.subpathsOfDirectory(atPath: base)) ?? [])
            .filter { AssetCatalogPaths.isColorSet($0) || AssetCatalogPaths.isGroup(base + "/" + $0) }
            .sorted()
        return ThemeFiles.read(entries.map { base + "/" + $0 })
    }
}
