import Swatch
import SwatchCheck
import SwatchModel

extension ValueDeriver.Run {
    /// One `auto` state's search along the line of its hue: the nearest
    /// value that reaches every aim of its constraints, else every minimum,
    /// among the values that keep an elevated dark background's depth, and
    /// what the value found falls short of.
    ///
    /// Each search measures hundreds of candidates: it holds the constraints
    /// with their colors read (``Measured``), and each candidate is measured
    /// against them in place.
    struct HueSearch {
        let line: HueLine
        let measured: [Measured]
        /// The least OKLCH lightness a candidate may have; nil: any.
        let depthFloor: Double?
        let metric: any ContrastMetric

        /// What the search finds: the value (nil when no value of the hue
        /// reaches every minimum), what it reaches, and whether the depth
        /// kept is why it misses what a darker value would reach.
        struct Found {
            var value: Color?
            var goal: DerivedValue.Goal
            var keptDepth: Bool
        }

        /// Whether `candidate` stands at `floor` or above (any does without one).
        static func keepsDepth(_ candidate: Color, floor: Double?) -> Bool {
            guard let floor else { return true }
            return ElevationDepth.lightness(of: candidate) >= floor
        }

        func keepsDepth(_ candidate: Color) -> Bool { Self.keepsDepth(candidate, floor: depthFloor) }

        /// The contrast of `constraint`'s pair with `candidate` in the value's place.
        func contrast(_ candidate: Color, _ constraint: Measured) -> Double {
            constraint.contrast(candidate, metric: metric)
        }

        func reachesAims(_ candidate: Color) -> Bool {
            measured.allSatisfy { $0.contrast(candidate, metric: metric) >= $0.aim }
        }

        func reachesMinima(_ candidate: Color) -> Bool {
            measured.allSatisfy { $0.contrast(candidate, metric: metric) >= $0.minimum }
        }

        /// The nearest value that keeps the depth and reaches every aim, else
        /// every minimum; and, where it misses an aim or finds nothing,
        /// whether a darker value would have reached what this one misses:
        /// then the depth kept is why, and the finding says so.
        func nearest() -> Found {
            if let found = line.nearest(where: { keepsDepth($0) && reachesAims($0) }) {
                return Found(value: found, goal: .aim, keptDepth: false)
            }
            var keptDepth = depthFloor != nil && line.nearest(where: reachesAims) != nil
            let found = line.nearest { keepsDepth($0) && reachesMinima($0) }
            if found == nil, depthFloor != nil {
                keptDepth = line.nearest(where: reachesMinima) != nil
            }
            return Found(value: found, goal: found == nil ? .unreachable : .minimum, keptDepth: keptDepth)
        }

        /// The pair furthest below its aim at `found`, which reaches every
        /// minimum but not every aim: the one its warning names. Nil where
        /// that pair's written foreground misses its aim already on `start`,
        /// the value this one starts from: that is the start's finding, at
        /// it, not this one's; but the depth kept is this value's choice,
        /// said at it whatever the foreground's own finding.
        func shortOfAim(_ found: Color, from start: Color, keptDepth: Bool) -> Measured? {
            let short = measured.filter { $0.target.aim != nil }
                .min { contrast(found, $0) / $0.target.aim! < contrast(found, $1) / $1.target.aim! }
            let written = short.map { !$0.candidateLayers.isEmpty && contrast(start, $0) < $0.target.aim! } ?? false
            guard let short, !written || keptDepth else { return nil }
            return short
        }

        /// Where no value reaches every minimum: the value that comes nearest
        /// to every minimum, and the pair that stays furthest below its own
        /// there.
        func nearestToMinima() -> (value: Color, blocking: Measured) {
            let value = line.best(
                by: { candidate in measured.map { contrast(candidate, $0) / $0.target.minimum }.min() ?? 0 },
                allowed: keepsDepth)
            let blocking = measured.min {
                contrast(value, $0) / $0.target.minimum < contrast(value, $1) / $1.target.minimum
            }!
            return (value, blocking)
        }

        /// The lowest contrast of `derived` among its pairs, and that pair:
        /// what the derivation reports it reaches.
        func worst(_ derived: Color) -> (Double, Int)? {
            measured.map { (contrast(derived, $0), $0.pair) }.min { $0.0 < $1.0 }
        }
    }
}
