import Swatch
import SwatchDiagnostics
import SwatchModel

/// The pairs that passed in each theme's last check, each kept with the
/// numbers that decided it, so that the next check of the theme measures
/// again only the pairs an edit changed: the language server checks a theme
/// whole on every edit, and an edit of one value leaves almost every pair as
/// it was (judging the 3,000 pairs of a 3,000-color theme again was a tenth
/// of an edit).
///
/// Whether a pair without a material passes is a function of these numbers
/// and the metric alone: its targets, its states, and the values its
/// foreground and layers show in them (``ContrastPairs/measure(_:on:in:metric:)``
/// reads nothing else). So a pair whose numbers equal those kept passes, and
/// has no finding, whichever pair they were kept for: where a pair is kept
/// (its theme and its place in the walk) decides only which entry it is
/// compared with, never what is found. A pair on a material is measured
/// in each state itself, and is never kept.
///
/// Used by one check at a time (the server's analyses run one after
/// another), so it needs no lock: hence `@unchecked Sendable`, for the
/// checker that holds it.
package final class ContrastVerdicts: @unchecked Sendable {
    /// Each theme's passing pairs, by their place in the walk (nil for a
    /// pair that failed or was not kept), under ``label(of:metric:)``.
    private var kept: [String: [[Double]?]] = [:]
    /// How many pairs were found to pass without being measured: for tests.
    package private(set) var reused = 0

    package init() {}

    /// Where a theme's pairs are kept: its file and size, and the metric,
    /// whose verdicts differ from another's for the same numbers.
    static func label(of theme: ResolvedTheme, metric: any ContrastMetric) -> String {
        "\(metric)|\(theme.colors.first?.source?.name.range.file ?? "")|\(theme.colors.count)"
    }

    /// The pairs kept under `label`.
    func pairs(under label: String) -> [[Double]?] { kept[label] ?? [] }

    /// Keeps `pairs` under `label`, in place of what was kept there: only
    /// the themes of the last few checks are kept.
    func keep(_ pairs: [[Double]?], under label: String) {
        if kept[label] == nil, kept.count >= 8 { kept = [:] }
        kept[label] = pairs
    }

    /// Whether `pair` with `targets` has the numbers `kept`: then it passes.
    func passes(_ pair: ContrastPairs.Pair, targets: ContrastRules.Targets, kept: [Double]) -> Bool {
        var position = 0
        let same = Self.numbers(of: pair, targets: targets) { number in
            guard position < kept.count, kept[position].bitPattern == number.bitPattern else { return false }
            position += 1
            return true
        }
        guard same, position == kept.count else { return false }
        reused += 1
        return true
    }

    /// The numbers that decide whether `pair` passes, to keep; nil for a
    /// pair on a material.
    static func numbers(of pair: ContrastPairs.Pair, targets: ContrastRules.Targets) -> [Double]? {
        guard pair.backing.material == nil else { return nil }
        var found: [Double] = []
        _ = numbers(of: pair, targets: targets) { number in
            found.append(number)
            return true
        }
        return found
    }

    /// Gives `body` each number that decides whether `pair` passes, in
    /// turn, while it returns true: the targets; how the pair's colors vary
    /// by state (their mask) and its states; and in the first state of each
    /// slot of that mask (the states of a slot show the same values), the
    /// foreground's and each layer's red, green, blue and alpha. False when
    /// `body` stops it, or the pair is on a material.
    @inline(__always)
    private static func numbers(
        of pair: ContrastPairs.Pair, targets: ContrastRules.Targets, _ body: (Double) -> Bool
    ) -> Bool {
        guard pair.backing.material == nil else { return false }
        let layers = pair.backing.colors
        let mask = layers.reduce(pair.color.stateMask) { $0 | $1.stateMask }
        guard body(targets.standard.minimum), body(targets.standard.aim ?? -1), body(targets.increased.minimum),
            body(targets.increased.aim ?? -1), body(Double(mask)), body(Double(layers.count)),
            body(Double(pair.states.count))
        else { return false }
        var seen: UInt16 = 0
        func color(_ value: Color) -> Bool {
            body(value.red) && body(value.green) && body(value.blue) && body(value.alpha)
        }
        for state in pair.states {
            guard body(Double(state.index)) else { return false }
            let slot = state.index & mask
            guard seen & (1 << slot) == 0 else { continue }
            seen |= 1 << slot
            guard color(pair.color[state]) else { return false }
            for layer in layers where !color(layer[state]) { return false }
        }
        return true
    }
}
