import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel

/// The Check stage: the rules of the Human Interface Guidelines over a
/// resolved theme, in every appearance state. Pure: a resolved theme in,
/// diagnostics out.
package struct ThemeChecker: Sendable {
    /// How legibility is measured: WCAG 2.x unless another is given.
    package var metric: any ContrastMetric
    /// Where the contrast rules keep their passing pairs between checks
    /// (``ContrastVerdicts``): the language server gives one, kept from
    /// edit to edit; nil for a check on its own.
    package var verdicts: ContrastVerdicts?

    package init(metric: any ContrastMetric = WCAGContrast()) {
        self.metric = metric
    }

    /// Every finding of the rules over `theme`, in every appearance state: the
    /// variant, pairing, contrast, material, surface and gamut rules, in no
    /// particular order (the pipeline sorts them before they are printed).
    package func check(_ theme: ResolvedTheme) -> [Diagnostic] {
        let metric = metric
        // One thread: the contrast rules are most of the work, so running the
        // families side by side saves little, and nothing on a machine whose
        // cores are busy with the rest of a build (docs/benchmarks.md).
        return (verdicts == nil ? ThemeRules.all : ThemeRules.rules(keeping: verdicts)).flatMap { $0(theme, metric) }
    }
}
