import Swatch
import SwatchDiagnostics
import SwatchModel

/// The theme rules (from Human Interface Guidelines › Dark Mode, › Materials
/// and › Sheets, and the language's own), registered as the image rules are
/// (``ImageRules``): each family a pure function of the resolved theme and
/// the contrast measure (the pipeline sorts their findings before they are
/// printed).
package enum ThemeRules {
    package static let all = rules(keeping: nil)

    /// The rules, the contrast rules keeping their passing pairs in
    /// `verdicts` between checks (``ContrastVerdicts``) when it is given.
    package static func rules(
        keeping verdicts: ContrastVerdicts?
    ) -> [@Sendable (ResolvedTheme, any ContrastMetric) -> [Diagnostic]] {
        [
            VariantRules.check, DepthRules.check, PairingRules.check,
            { ContrastRules.check($0, metric: $1, verdicts: verdicts) }, MaterialRules.check,
            SurfaceRules.check,
            GamutRules.check, UnknownValueRules.check,
        ]
    }
}
