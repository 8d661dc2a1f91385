import Swatch

/// The Check stage: the rules of the Human Interface Guidelines over a
/// resolved theme, in every appearance state. Pure: a resolved theme in,
/// diagnostics out.
public struct ThemeChecker: Sendable {
    /// How legibility is measured: WCAG 2.x unless another is given.
    public var metric: any ContrastMetric

    public init(metric: any ContrastMetric = WCAGContrast()) {
        self.metric = metric
    }

    public func check(_ theme: ResolvedTheme) -> [Diagnostic] {
        let metric = metric
        let families: [@Sendable () -> [Diagnostic]] = [
            { VariantRules.check(theme) },
            { PairingRules.check(theme) },
            { ContrastRules(theme: theme, metric: metric).check() },
            { MaterialRules(theme: theme, metric: metric).check() },
            { SurfaceRules(theme: theme).check() },
            { GamutRules.check(theme) },
        ]
        // The families read the theme and nothing else, so a long theme has
        // them run side by side; the findings keep this order either way.
        if theme.colors.count < Parallel.worthwhile { return families.flatMap { $0() } }
        return Parallel.map(families) { $0() }.flatMap { $0 }
    }
}
