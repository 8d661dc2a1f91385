import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import SwatchSyntax

extension ThemeImporter {
    /// A Material Theme Builder export read into one theme, checked with
    /// every finding of reading it. Its schemes are appearances of one
    /// theme, not brands: the medium-contrast ones, which no Apple setting
    /// shows, are said, not checked.
    static func materialTheme(_ source: ThemeSource, limits: CompilerLimits = CompilerLimits()) -> BrandedDocument {
        materialImport(source, limits: limits).document
    }

    /// A Material Theme Builder export read: the theme it makes, for the
    /// checker (located in the JSON) and as a theme file.
    package struct MaterialImport {
        /// The theme, with every finding of reading the export.
        package var document: BrandedDocument
        /// `NAME.theme.yaml`, or nil when the export could not be read.
        package var themeFile: (name: String, text: String)?
    }

    /// Reads a Material Theme Builder export; `namespace` names the theme
    /// (by default, the file's name without `.json`).
    package static func materialImport(
        _ source: ThemeSource, namespace: String? = nil, limits: CompilerLimits = CompilerLimits()
    ) -> MaterialImport {
        let (root, yamlDiagnostics) = YAMLReader(limits: limits.yaml).read(source.bytes, file: source.path)
        var advisor = MaterialAdvisor(file: source.path)
        guard let root else {
            let document = BrandedDocument(
                advice: ImportAdvice(advisor: advisor, roles: [:]), diagnostics: yamlDiagnostics)
            return MaterialImport(document: document, themeFile: nil)
        }
        var reader = MaterialThemeReader(file: source.path)
        let theme = reader.read(root, namespace: namespace ?? Self.namespace(of: source.path))
        advisor.schemes = reader.schemes
        var document = BrandedDocument(
            advice: ImportAdvice(advisor: advisor, roles: theme.roles),
            diagnostics: yamlDiagnostics + reader.diagnostics)
        document.contained = reader.contained
        document.file = source.path
        document.base = theme.ast
        let text = MaterialThemeWriter.text(theme, source: source.fileName)
        return MaterialImport(document: document, themeFile: (theme.namespace + ".theme.yaml", text))
    }
}
