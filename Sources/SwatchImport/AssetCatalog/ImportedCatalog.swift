import SwatchDiagnostics
import SwatchPipeline
@_spi(Stages) import SwatchSyntax

/// An asset catalog read for checking: the model, what reading found, and
/// how its findings are advised in the catalog's terms (its pairs file).
package struct ImportedCatalog {
    package var ast: ThemeAST?
    package var diagnostics: [Diagnostic]
    var advice: ImportAdvice

    /// Resolve and Check, then the findings in the catalog's terms.
    package func check(with compiler: ThemeCompiler) -> ThemeCompiler.Result {
        var result = compiler.check(imported: ast, diagnostics: diagnostics)
        result.diagnostics = advice.apply(to: result.diagnostics)
        return result
    }
}
