import SwatchDiagnostics
import SwatchModel

/// Resolve and Check on a theme another format was read into: the
/// pipeline's (`ThemeCompiler.check(imported:diagnostics:)`), handed to the
/// format by what runs both (the command line, the language server), so
/// that a format asks for the check and says its findings in its own terms
/// without depending on the pipeline.
package protocol ImportedThemeChecker {
    associatedtype Checked: CheckedTheme
    /// The importer's `diagnostics` first; with an error among them `ast`
    /// is not checked.
    func check(imported ast: ThemeAST?, diagnostics: [Diagnostic]) -> Checked
}
