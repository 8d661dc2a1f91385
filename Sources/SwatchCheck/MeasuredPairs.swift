import Swatch
import SwatchDiagnostics
import SwatchModel

/// One pair the checker judges, measured in each state it is judged in.
package struct MeasuredPair {
    package struct Cell {
        package var state: Appearance
        package var measurement: ContrastMeasurement
        package var target: ContrastTarget

        package enum Verdict: String, Comparable, Sendable {
            case pass, aim, fail

            /// Worse verdicts are greater: fail > aim > pass.
            package static func < (lhs: Verdict, rhs: Verdict) -> Bool { lhs.rank < rhs.rank }

            private var rank: Int {
                switch self {
                case .pass: 0
                case .aim: 1
                case .fail: 2
                }
            }
        }

        /// Below the minimum fails (an error), below the aim falls short of
        /// it (a warning), anything else passes: the checker's judgment.
        package var verdict: Verdict {
            if measurement.contrast < target.minimum { return .fail }
            if let aim = target.aim, measurement.contrast < aim { return .aim }
            return .pass
        }
    }

    package var foreground: ResolvedColor
    package var backing: Backing
    /// "in sheet 'settingsSheet'", for surface content.
    package var context: String?
    package var cells: [Cell]
    /// States the pair is drawn in but not measured: a color of it is `unknown` there.
    package var unjudged: [Appearance] = []
}

/// The pairs the checker judges (``ContrastPairs/walk(_:backings:_:)``),
/// measured with its own functions (``ContrastPairs``, ``ContrastTargets``):
/// what the report draws and the diff compares, so neither can disagree
/// with the checker on what is paired or how it is measured.
package enum MeasuredPairs {
    package static func all(in theme: ResolvedTheme, metric: some ContrastMetric = WCAGContrast()) -> [MeasuredPair] {
        var pairs: [MeasuredPair] = []
        func measure(
            _ color: ResolvedColor, _ backing: Backing, _ states: [Appearance], _ context: String?,
            unjudged: [Appearance]
        ) {
            var cells: [MeasuredPair.Cell] = []
            for state in states {
                guard let target = ContrastTargets.target(for: color, in: state, theme: theme) else { return }
                let measurement = ContrastPairs.measure(color.table[state], on: backing, in: state, metric: metric)
                cells.append(.init(state: state, measurement: measurement, target: target))
            }
            pairs.append(
                MeasuredPair(foreground: color, backing: backing, context: context, cells: cells, unjudged: unjudged))
        }
        var backings = ContrastPairs.Backings(theme: theme)
        ContrastPairs.walk(theme, backings: &backings) { pair in
            measure(
                pair.color, pair.backing, pair.states, pair.surface.map { "in \($0.kind.rawValue) '\($0.name)'" },
                unjudged: pair.unjudged)
        }
        return pairs
    }
}
