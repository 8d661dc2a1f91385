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
        let (root, yamlDiagnostics) = YAMLReader(limits: limits.yaml).read(source.bytes, file: source.path)
        var advisor = MaterialAdvisor(file: source.path)
        guard let root else {
            return BrandedDocument(advice: ImportAdvice(advisor: advisor, roles: [:]), diagnostics: yamlDiagnostics)
        }
        var reader = MaterialThemeReader(file: source.path)
        let theme = reader.read(root, namespace: namespace(of: source.path))
        advisor.schemes = reader.schemes
        var document = BrandedDocument(
            advice: ImportAdvice(advisor: advisor, roles: theme.roles),
            diagnostics: yamlDiagnostics + reader.diagnostics)
        document.contained = reader.contained
        document.file = source.path
        document.base = theme.ast
        return document
    }
}
