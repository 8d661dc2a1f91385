import Swatch
import SwatchCheck
import SwatchDiagnostics
import SwatchModel
import SwatchPipeline

/// One pair the checker judges, measured in each state it is judged in.
struct ReportPair {
    struct Cell {
        var state: Appearance
        var measurement: ContrastMeasurement
        var target: ContrastTarget

        enum Verdict: String { case pass, aim, fail }

        /// Below the minimum fails (an error), below the aim falls short of
        /// it (a warning), anything else passes: the checker's judgment.
        var verdict: Verdict {
            if measurement.contrast < target.minimum { return .fail }
            if let aim = target.aim, measurement.contrast < aim { return .aim }
            return .pass
        }
    }

    var foreground: ResolvedColor
    var backing: Backing
    /// "in sheet 'settingsSheet'", for surface content.
    var context: String?
    var cells: [Cell]
}

/// The pairs the checker judges (``ContrastPairs/walk(_:backings:_:)``),
/// measured with its own functions (``ContrastPairs``, ``ContrastTargets``).
enum ReportPairs {
    static func all(in theme: ResolvedTheme, metric: some ContrastMetric = WCAGContrast()) -> [ReportPair] {
        var pairs: [ReportPair] = []
        func measure(_ color: ResolvedColor, _ backing: Backing, _ states: [Appearance], _ context: String?) {
            var cells: [ReportPair.Cell] = []
            for state in states {
                guard let target = ContrastTargets.target(for: color, in: state, theme: theme) else { return }
                let measurement = ContrastPairs.measure(color.table[state], on: backing, in: state, metric: metric)
                cells.append(.init(state: state, measurement: measurement, target: target))
            }
            pairs.append(ReportPair(foreground: color, backing: backing, context: context, cells: cells))
        }
        var backings = ContrastPairs.Backings(theme: theme)
        ContrastPairs.walk(theme, backings: &backings) { pair in
            measure(pair.color, pair.backing, pair.states, pair.surface.map { "in \($0.kind.rawValue) '\($0.name)'" })
        }
        return pairs
    }
}
