import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import SwatchSyntax

extension ThemeImporter {
    /// A Design Tokens file (a token file, or a resolver document with its
    /// sets inline), with an optional pairs file: the base theme, each brand
    /// modifier at its default context. Only the file's own bytes are read:
    /// a `$ref` to another file is an error at the `$ref`.
    public static func tokens(_ source: ThemeSource, pairs: ThemeSource? = nil) -> (ThemeAST?, [Diagnostic]) {
        let document = tokenDocument(source, pairs: pairs, files: .none)
        return (document.base, document.noted(document.diagnostics + document.contained + document.besides))
    }

    /// A Design Tokens file read whole: a token file, or a resolver document
    /// whose `$ref`s read `files`; its brands; an optional pairs file, whose
    /// `modifiers:` say what a modifier is and whose `colors:` apply to the
    /// base and every brand.
    package static func tokenDocument(
        _ source: ThemeSource, pairs: ThemeSource? = nil, files: TokenFiles,
        limits: CompilerLimits = CompilerLimits()
    ) -> BrandedDocument {
        // Advised as a token file; the shape it is written in is known once it is read.
        var imported = BrandedDocument(
            advice: ImportAdvice(advisor: TokenFileAdvisor(shape: .init(file: "")), roles: [:]))
        imported.file = source.path
        let (root, yamlDiagnostics) = TokenText.read(source.bytes, file: source.path, limits: limits.yaml)
        imported.diagnostics = yamlDiagnostics
        guard let root else { return imported }
        return tokenDocument(imported, pairs: pairs, files: files, limits: limits) { importer in
            importer.readAll(root)
        }
    }

    /// The document `imported` begins, its tokens read by `read` from an
    /// importer of its file: the pairs file applied to the base and every
    /// brand, what names say inferred, and the advice in the file's terms.
    static func tokenDocument(
        _ imported: BrandedDocument, pairs: ThemeSource?, files: TokenFiles, limits: CompilerLimits,
        read: (inout DTCGImporter) -> (base: ImportedTheme, brands: [DTCGImporter.Brand])
    ) -> BrandedDocument {
        var imported = imported
        let source = imported.file
        var pairsFile = PairsFile()
        var pairsRoot: YAMLValue?
        if let pairs {
            let (read, found) = YAMLReader(limits: limits.yaml).read(pairs.bytes, file: pairs.path)
            imported.besides += found
            pairsRoot = read
        }
        var importer = DTCGImporter(file: source, namespace: namespace(of: source), files: files, limits: limits)
        importer.modifierKinds = pairsRoot.map { pairsFile.modifierKinds($0) } ?? [:]
        var (base, brands) = read(&importer)
        imported.diagnostics += importer.references.diagnostics + importer.diagnostics
        imported.contained = importer.contained
        imported.files = importer.references.sources
        imported.broughtIn = importer.references.broughtIn
        let written = importer.shape.paths
        var inference = base.infer(written: written, referenced: importer.aliased)
        // A brand taken from the base (``BrandsReadAsBase``) infers what the base does.
        for index in brands.indices {
            if importer.brandsTakenFromBase.contains(index) {
                brands[index].theme = base
            } else {
                _ = brands[index].theme.infer(written: written, referenced: importer.aliased)
            }
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
                        .themeReference, "'\(name)' is no modifier of '\(source)'\(hint ?? "")",
                        at: kind.range))
            }
            imported.besides += pairsFile.diagnostics
        }
        inference = base.keepingUnstated(inference, written: written)
        imported.inference = inference
        let baseAST = base.ast
        imported.base = baseAST
        // Without a pairs file, whose entries are applied to each brand apart, a brand taken from the base is it.
        imported.brands = brands.enumerated()
            .map { index, brand in
                let taken = pairsRoot == nil && importer.brandsTakenFromBase.contains(index)
                return .init(
                    description: brand.description, ranges: brand.ranges, ast: taken ? baseAST : brand.theme.ast)
            }
        var roles = base.roles
        // A brand taken from the base, with no pairs file applied apart, has the base's colors and roles.
        for (index, brand) in brands.enumerated()
        where pairsRoot != nil || !importer.brandsTakenFromBase.contains(index) {
            roles.merge(brand.theme.roles) { first, _ in first }
        }
        imported.advice = ImportAdvice(advisor: TokenFileAdvisor(shape: importer.shape), roles: roles)
        return imported
    }
}
