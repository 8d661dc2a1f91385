import Swatch
import SwatchCheck
import SwatchModel

/// The pairs the report draws: the checker's own (``MeasuredPairs``).
typealias ReportPair = MeasuredPair

enum ReportPairs {
    static func all(in theme: ResolvedTheme, metric: some ContrastMetric = WCAGContrast()) -> [ReportPair] {
        MeasuredPairs.all(in: theme, metric: metric)
    }
}
