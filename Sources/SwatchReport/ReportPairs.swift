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

/// The pairs, found and measured with the checker's own functions
/// (``ContrastPairs``, ``ContrastTargets``), in the order the checker walks
/// them: each color's `on:` stacks, then each surface's content.
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
        for color in theme.colors where color.source?.exemption == nil {
            for backing in ContrastPairs.backings(of: color, in: theme) where !backing.colors.isEmpty {
                measure(color, backing, Appearance.all, nil)
            }
        }
        for surface in theme.surfaces {
            guard case .color = surface.background else { continue }
            let kind = surface.kind
            let states = Array(Set(Appearance.all.map(kind.appearance(for:)))).sorted { $0.index < $1.index }
            for (color, _) in surface.contentColors where color.source?.exemption == nil {
                for backing in surface.backgroundStacks where !backing.colors.contains(where: { $0.name == color.name })
                {
                    measure(color, backing, states, "in \(kind.rawValue) '\(surface.name)'")
                }
            }
        }
        return pairs
    }
}
