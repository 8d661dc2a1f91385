import Swatch
import SwatchDiagnostics
import SwatchModel

/// DM-depth: a background whose elevated dark value is not lighter than its
/// base by ``ElevationDepth/step``, with Increase Contrast or without. A
/// sheet or popover drawn at the elevated level then recedes where the
/// guidelines have it advance. One finding per place a failing value is
/// written (a value both contrasts show is one finding naming both), with
/// a fix-it to the nearest lighter value of its hue and chroma that keeps
/// every foreground shown on it at its contrast minimum.
enum DepthRules {
    static func check(_ theme: ResolvedTheme, metric: any ContrastMetric) -> [Diagnostic] {
        var failing: [(color: ResolvedColor, range: SourceRange, levels: [(base: Appearance, elevated: Appearance)])] =
            []
        for color in theme.colors where color.role == .background {
            // A background with no elevated value is DM-elevation's finding.
            guard let source = color.source, source.hasElevatedVariant else { continue }
            for level in ElevationDepth.levels {
                let (base, elevated) = level
                guard !color.isUnknown(in: base), !color.isUnknown(in: elevated) else { continue }
                let written = source.value(in: elevated)
                // An alias of another background in both levels is judged
                // there, as that color.
                if let name = written.reference, source.value(in: base).reference?.value == name.value { continue }
                let (below, above) = (color[base], color[elevated])
                // A pure white base is DM-soft-white's finding: softened, it
                // leaves room for a lighter level, which this rule then judges.
                guard below != .white, ElevationDepth.isJudged(base: below, elevated: above),
                    !ElevationDepth.keepsDepth(above, over: below)
                else { continue }
                if let known = failing.firstIndex(where: { $0.color.name == color.name && $0.range == written.range }) {
                    failing[known].levels.append(level)
                } else {
                    failing.append((color, written.range, [level]))
                }
            }
        }
        guard !failing.isEmpty else { return [] }
        let fixes = Fixes(theme: theme, metric: metric)
        return failing.map { fixes.finding(for: $0.color, at: $0.range, levels: $0.levels) }
    }

    /// The pairs a replacement value is measured in: walked only for a
    /// theme with a finding, which few have.
    private final class Fixes {
        let theme: ResolvedTheme
        let metric: any ContrastMetric
        lazy var aliased: AliasedValues = {
            var backings = ContrastPairs.Backings(theme: theme)
            var pairs: [ContrastPairs.Pair] = []
            var pairsOf: [String: [Int]] = [:]
            ContrastPairs.walk(theme, backings: &backings) { pair in
                pairsOf[pair.color.name, default: []].append(pairs.count)
                pairs.append(pair)
            }
            let theme = theme
            return AliasedValues(
                theme: theme, pairs: pairs, pairsOf: pairsOf,
                targets: { ContrastRules.targets(of: $0, in: theme) })
        }()

        init(theme: ResolvedTheme, metric: any ContrastMetric) {
            self.theme = theme
            self.metric = metric
        }

        func finding(
            for color: ResolvedColor, at range: SourceRange, levels: [(base: Appearance, elevated: Appearance)]
        ) -> Diagnostic {
            let (base, elevated) = levels[0]
            let (below, above) = (color[base], color[elevated])
            let (lower, upper) = (ElevationDepth.lightness(of: below), ElevationDepth.lightness(of: above))
            let shown = AppearanceSet(
                states: levels.flatMap { [$0.elevated, Appearance(index: $0.elevated.index | 8)] })
            let step = ElevationDepth.step
            let how =
                upper < lower
                ? "darker than its base" : upper == lower ? "as light as its base" : "barely lighter than its base"
            let advice = "make it lighter than the base by at least \(step) in OKLCH lightness"
            let message =
                "the elevated dark value of background '\(color.name)' is \(how) in \(shown.description): "
                + "\(above.hex) has OKLCH lightness \(DepthRules.figure(upper)), its base \(below.hex) \(DepthRules.figure(lower)), "
                + "so sheets and popovers drawn on it recede instead of advancing; \(advice)"
            // Every level the value is shown at: it must stand above each base.
            let floor = levels.map { ElevationDepth.floor(over: color[$0.base]) }.max()!
            var notes: [Diagnostic.Note] = []
            var fixIt: Diagnostic.FixIt?
            var remedy: Diagnostic.Remedy?
            if let written = replaceable(color, at: range, levels: levels) {
                let requirements = aliased.requirements(at: written, reachingAims: false)
                if let found = Self.lighter(than: floor, from: above, meeting: requirements, metric: metric) {
                    let lightness = ElevationDepth.lightness(of: found)
                    let kept = ContrastFixIt.keepsChroma(found, of: above) ? "hue and chroma" : "hue, less chroma,"
                    let lowest = requirements.map { ($0.contrast(of: found, metric: metric), $0.pair) }
                        .min { $0.0 < $1.0 }
                    let keeps =
                        lowest.map {
                            "; every foreground on it keeps its contrast minimum (the lowest, \($0.1), "
                                + "\(ContrastRules.ratio($0.0)))"
                        } ?? ""
                    fixIt = .init(
                        replacement: "\"\(found.hex)\"",
                        message:
                            "use \(found.hex), the nearest value with the same \(kept) at lightness "
                            + "\(DepthRules.figure(lightness)), \(DepthRules.figure(lightness - (floor - step))) above its base\(keeps)"
                    )
                    remedy = .init(.value(css: found.hex), advice: advice)
                } else if let stopper = Self.stopper(
                    from: above, floor: floor, requirements: requirements, metric: metric)
                {
                    notes.append(
                        .init(
                            "no value of this hue lighter than its base by \(step) keeps \(stopper) at its minimum; "
                                + "make the base darker, or the foreground lighter"))
                } else {
                    notes.append(.init("no color reaches that lightness: make the dark base darker"))
                }
            } else if let name = color.source?.value(in: elevated).reference {
                notes.append(
                    .init(
                        "this value is '\(name.value)'; refer to a background lighter than the base by \(step), "
                            + "or write a value of its own"))
            } else if floor > ElevationDepth.lightness(of: Color(red: 1, green: 1, blue: 1)) {
                notes.append(.init("no color reaches that lightness: make the dark base darker"))
            }
            return Diagnostic(
                .dmDepth, message, at: range, notes: notes, fixIt: fixIt, subject: color.name, remedy: remedy)
        }

        /// Where the failing value is written, when a new value written
        /// there changes the elevated level alone: its own literal, or the
        /// token an import's alias names. Not a derived value, a reference
        /// of the theme (replacing it would cut the link: the finding says
        /// what to do), or a value the base shows too.
        private func replaceable(
            _ color: ResolvedColor, at range: SourceRange, levels: [(base: Appearance, elevated: Appearance)]
        ) -> SourceRange? {
            guard let source = color.source,
                let definition = AliasedValues.definition(of: color, at: levels[0].elevated.index, in: theme),
                source.value(in: levels[0].elevated).reference == nil
            else { return nil }
            let showsBase = aliased.users(of: definition, shownBy: color, in: levels[0].elevated)
                .contains { user in
                    user.color.name == color.name
                        && ElevationDepth.levels.contains { user.states & UInt8(1 << $0.base.index) != 0 }
                }
            return showsBase ? nil : definition
        }

        /// The nearest value of `start`'s hue and chroma at `floor` or above
        /// (upward only: every value below is the finding) whose every
        /// requirement meets its minimum, as a hex literal writes it.
        static func lighter(
            than floor: Double, from start: Color, meeting requirements: [ContrastFixIt.Requirement],
            metric: some ContrastMetric
        ) -> Color? {
            let polar = OKLCH(start)
            var step = 0
            while true {
                let lightness = min(floor + Double(step) * 0.005, 1)
                let candidate = Self.candidate(polar, at: lightness)
                if ElevationDepth.lightness(of: candidate) >= floor,
                    requirements.allSatisfy({ $0.passes(candidate, metric: metric) })
                {
                    return candidate
                }
                if lightness == 1 { return nil }
                step += 1
            }
        }

        /// The pair that fails at the least lightness allowed: what stops a fix-it.
        static func stopper(
            from start: Color, floor: Double, requirements: [ContrastFixIt.Requirement], metric: some ContrastMetric
        ) -> String? {
            guard floor <= 1 else { return nil }
            let candidate = candidate(OKLCH(start), at: floor)
            return requirements.first { !$0.passes(candidate, metric: metric) }?.pair
        }

        /// The color of `polar`'s hue and chroma at `lightness`, the chroma
        /// lowered until sRGB holds it, rounded to 8 bits.
        private static func candidate(_ polar: OKLCH, at lightness: Double) -> Color {
            var chroma = polar.chroma
            var color = OKLCH(lightness: lightness, chroma: chroma, hue: polar.hue, alpha: polar.alpha).color
            while !color.isInSRGBGamut, chroma > 0.0005 {
                chroma *= 0.9
                color = OKLCH(lightness: lightness, chroma: chroma, hue: polar.hue, alpha: polar.alpha).color
            }
            func byte(_ value: Double) -> Double { (min(max(value, 0), 1) * 255).rounded() / 255 }
            return Color(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: color.alpha)
        }
    }

    /// A lightness to three decimals: "0.227".
    static func figure(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = abs(thousandths)
        let fraction = String(magnitude % 1000)
        return "\(sign)\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
