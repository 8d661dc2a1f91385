import SwatchDiagnostics

/// One theme as Resolve and Check left it, as what reads a check's outcome
/// asks it: a format says the findings in its own terms (its advice, its
/// brands, the files its references read), and the diff compares two
/// versions. The pipeline's `ThemeCompiler.Result` is one. A protocol of
/// the model, so that what reads an outcome does not depend on the
/// pipeline that makes it.
package protocol CheckedTheme {
    /// Every finding, in output order.
    var diagnostics: [Diagnostic] { get set }
    /// The resolved theme, when the theme could be read and resolved.
    var theme: ResolvedTheme? { get }
    /// The images of `theme` whose files were found and read: those the
    /// generated Swift declares.
    var imageNames: Set<String> { get }
    /// The namespace of the theme this one extends, when it is a brand
    /// checked with its base.
    var base: String? { get }
}
