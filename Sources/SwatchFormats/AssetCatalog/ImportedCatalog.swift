import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

/// An asset catalog read for checking: the model, what reading found, and
/// how its findings are advised in the catalog's terms (its pairs file).
package struct ImportedCatalog: CheckableInput {
    package var ast: ThemeAST?
    package var diagnostics: [Diagnostic]
    /// What was taken from names rather than said by the pairs file.
    var inference = ImportInference()
    var advice: ImportAdvice

    /// Resolve and Check by `checker`, then the findings in the catalog's terms. Each
    /// error reading the catalog leaves one color set (or a pairs file's
    /// entry) out, and nothing else: the other sets are checked still, so
    /// one set Swatch cannot read never hides the catalog's findings.
    package func check<Checker: ImportedThemeChecker>(with checker: Checker) -> Checker.Checked {
        let errors = diagnostics.filter { $0.severity == .error }
        var result = checker.check(imported: ast, diagnostics: diagnostics.filter { $0.severity != .error })
        // What was inferred is said when the catalog was checked with it.
        let inferred = result.theme == nil ? [] : inference.findings(file: ast?.file ?? "")
        result.diagnostics = advice.apply(to: result.diagnostics + errors + inferred).sortedForOutput()
        return result
    }
}
