import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import SwatchSyntax

extension ThemeImporter {
    /// A Figma variables file read: the themes it makes, for the checker
    /// (located in the JSON) and as theme files, and what the import decided.
    package struct FigmaImport {
        /// The base theme and a brand per mode placed as one, with every
        /// finding of reading the file and the mapping file.
        package var document: BrandedDocument
        /// `NAME.theme.yaml` for the base and each brand, by file name.
        package var themeFiles: [(name: String, text: String)]
        /// The summary `swatch import figma` prints, a line each.
        package var summary: [String]
    }

    /// The namespace of a Figma file's theme: its file name without
    /// `.figma.json`, `.variables.json` or `.json`.
    package static func figmaNamespace(of path: String) -> String {
        var name = namespace(of: path)
        for suffix in [".figma", ".variables"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }

    /// Reads a Figma variables file (the REST API's `variables/local`
    /// response, or a plugin's export of the same shape), with an optional
    /// mapping file; nil when the file does not have that shape (a top-level
    /// `meta` with `variables` or `variableCollections`, or both at the top
    /// without `meta`).
    package static func figma(
        _ source: ThemeSource, mapping: ThemeSource? = nil, namespace: String? = nil,
        limits: CompilerLimits = CompilerLimits()
    ) -> FigmaImport? {
        var diagnostics: [Diagnostic] = []
        var mappingDiagnostics: [Diagnostic] = []
        let (root, yamlDiagnostics) = YAMLReader(limits: limits.yaml).read(source.bytes, file: source.path)
        guard let root else {
            // Too large or not JSON: said as the YAML stage says it, when the
            // bytes looked like a Figma file.
            let document = BrandedDocument(
                advice: ImportAdvice(advisor: FigmaAdvisor(), roles: [:]), diagnostics: yamlDiagnostics)
            return FigmaImport(document: document, themeFiles: [], summary: [])
        }
        guard FigmaReader.isFigmaVariables(root) else { return nil }
        diagnostics += yamlDiagnostics
        var reader = FigmaReader()
        let figma = reader.read(root)
        diagnostics += reader.diagnostics
        let name = namespace ?? figmaNamespace(of: source.path)
        var importer = FigmaImporter(file: source.path, namespace: name)
        importer.maximumBrands = limits.tokenBrands
        if let mapping {
            let (mappingRoot, found) = YAMLReader(limits: limits.yaml).read(mapping.bytes, file: mapping.path)
            mappingDiagnostics += found
            if let mappingRoot {
                importer.mapping = FigmaMapping(mappingRoot)
                mappingDiagnostics += importer.mapping.diagnostics
            }
        }
        var (base, brands) = importer.importThemes(figma)
        for index in brands.indices {
            (brands[index].targets, brands[index].rules) = (importer.mapping.targets, importer.mapping.rules)
        }
        (base.targets, base.rules) = (importer.mapping.targets, importer.mapping.rules)
        diagnostics += importer.diagnostics
        var document = BrandedDocument(
            advice: advice(base, collections: figma.collections, mapping: mapping), diagnostics: diagnostics,
            besides: mappingDiagnostics)
        document.file = source.path
        document.inference = importer.inference
        document.base = base.ast
        document.brands = brands.map {
            BrandedDocument.Brand(description: $0.brandDescription ?? $0.namespace, ranges: $0.brandRanges, ast: $0.ast)
        }
        var files = [(name + ".theme.yaml", FigmaThemeWriter.text(base, base: nil, source: source.fileName))]
        for brand in brands {
            files.append(
                (brand.namespace + ".theme.yaml", FigmaThemeWriter.text(brand, base: base, source: source.fileName)))
        }
        return FigmaImport(document: document, themeFiles: files, summary: importer.summary.lines)
    }

    /// Advice in the Figma file's terms, with where each color's role came from.
    private static func advice(
        _ theme: FigmaTheme, collections: [FigmaVariables.Collection], mapping: ThemeSource?
    ) -> ImportAdvice {
        var advisor = FigmaAdvisor()
        // Pairs are fixed in the mapping file when one is given; without
        // one, the advice shows the line to write.
        advisor.mapping = mapping.map { PairsFileEdits(path: $0.path, source: $0, layout: .mappingFile) }
        var roles: [String: (role: ColorRoleName, origin: RoleOrigin)] = [:]
        for collection in collections {
            advisor.modes[collection.name.value] = collection.modes.map(\.name.value)
        }
        for color in theme.colors {
            advisor.variables[color.name] = (color.figmaName.value, color.collectionName)
            let origin: RoleOrigin
            switch color.roleGuess?.evidence {
            case nil: origin = .written(place: "the mapping file", at: color.role.range)
            case .scopes, .scope, .scopeAndName:
                origin = .written(place: "the variable's 'scopes' field", at: color.role.range)
            case .name: origin = .guessed(word: ImportedColor.guessedRole(for: color.figmaName.value).word)
            case .fallback: origin = .guessed(word: nil)
            }
            roles[color.name] = (color.role.value, origin)
        }
        return ImportAdvice(advisor: advisor, roles: roles)
    }
}
