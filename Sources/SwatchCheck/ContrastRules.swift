import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel
import SwatchSupport

/// DM-contrast and SH-elevated: every foreground against what it is drawn
/// on, in every appearance state, against its target.
package struct ContrastRules {
    var theme: ResolvedTheme
    var metric: any ContrastMetric
    /// The pairs that passed in the theme's last check, for a checker that
    /// keeps them between checks (the language server's).
    var verdicts: ContrastVerdicts?

    static func check(_ theme: ResolvedTheme, metric: any ContrastMetric, verdicts: ContrastVerdicts?) -> [Diagnostic] {
        Self(theme: theme, metric: metric, verdicts: verdicts).check()
    }

    func check() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // One cache for every pair, cleared for each: not an array made per pair.
        var measured = [ContrastMeasurement?](repeating: nil, count: Appearance.count)
        var backings = ContrastPairs.Backings(theme: theme)
        // A color without settings has its role's targets: found once per role.
        var targetsByRole: [ColorRoleName: Targets?] = [:]
        func targets(of color: ResolvedColor) -> Targets? {
            guard color.source?.hasNoSettings == true else { return Self.targets(of: color, in: theme) }
            if let known = targetsByRole[color.role] { return known }
            let found = Self.targets(of: color, in: theme)
            targetsByRole[color.role] = found
            return found
        }
        // Every pair first, so that a fix-it for a value is chosen to pass
        // every pair of its color, not only the one that failed.
        var pairs: [ContrastPairs.Pair] = []
        var pairsOf: [String: [Int]] = [:]
        ContrastPairs.walk(theme, backings: &backings) { pair in
            pairsOf[pair.color.name, default: []].append(pairs.count)
            pairs.append(pair)
        }
        // A failing reference is fixed where its value is written, when
        // every color that shows that value still passes (AliasedValues).
        let aliased = AliasedValues(theme: theme, pairs: pairs, pairsOf: pairsOf, targets: targets(of:))
        // Findings over a translucent background that nothing says is drawn
        // on anything: one per background (UnbackedLayers), not one per pair.
        var unbacked = UnbackedLayers(theme: theme)
        // The states a color fails in, on any of its pairs: found for the
        // few colors whose value a split may be written for.
        var failingCells: [String: UInt8] = [:]
        // A pair whose numbers are those of a pair that passed in the last
        // check passes again, unmeasured (ContrastVerdicts).
        let label = verdicts.map { _ in ContrastVerdicts.label(of: theme, metric: metric) }
        let passedBefore = label.map { verdicts!.pairs(under: $0) } ?? []
        var passedNow = [[Double]?](repeating: nil, count: verdicts == nil ? 0 : pairs.count)
        for (index, pair) in pairs.enumerated() {
            guard let targets = targets(of: pair.color) else { continue }
            if let verdicts, index < passedBefore.count, let kept = passedBefore[index],
                verdicts.passes(pair, targets: targets, kept: kept)
            {
                passedNow[index] = kept
                continue
            }
            let judged = judge(
                pair.color, on: pair.backing, states: pair.states, targets: targets, rule: pair.rule,
                surface: pair.surface, guessed: Self.restsOnGuess(pair), measured: &measured,
                siblings: { pairsOf[pair.color.name, default: []].map { pairs[$0] } },
                failingCells: {
                    if let known = failingCells[pair.color.name] { return known }
                    let found = self.failingCells(
                        of: pair.color, targets: targets, pairs: pairsOf[pair.color.name, default: []].map { pairs[$0] }
                    )
                    failingCells[pair.color.name] = found
                    return found
                }, aliased: aliased)
            guard let found = judged else {
                if verdicts != nil { passedNow[index] = ContrastVerdicts.numbers(of: pair, targets: targets) }
                continue
            }
            if !found.isEmpty, let layer = UnbackedLayers.layer(under: pair.backing) {
                unbacked.add(found, over: layer)
            } else {
                diagnostics += found
            }
        }
        if let label { verdicts?.keep(passedNow, under: label) }
        return diagnostics + unbacked.findings()
    }

    typealias Judged = (state: Appearance, measurement: ContrastMeasurement, target: ContrastTarget)
    /// A color's targets without and with Increase Contrast: a target
    /// depends on a state's contrast alone.
    typealias Targets = (standard: ContrastTarget, increased: ContrastTarget)

    /// The targets of `color`, or nil when it has none (a background).
    static func targets(of color: ResolvedColor, in theme: ResolvedTheme) -> Targets? {
        guard let standard = ContrastTargets.target(for: color, in: .light, theme: theme),
            let increased = ContrastTargets.target(for: color, in: Appearance(contrast: .increased), theme: theme)
        else { return nil }
        return (standard, increased)
    }

    /// The findings of a pair: one for each written value that fails, at
    /// that value. A value below its minimum in some state is an error
    /// there; where it reaches the minimum but misses an aim, a warning,
    /// in the same run. So a light value and a dark value that both fail are
    /// two findings, each with the fix-it for its own value. Nil when every
    /// state passes.
    private func judge(
        _ color: ResolvedColor, on backing: Backing, states: [Appearance], targets: Targets, rule: RuleID,
        surface: (kind: SurfaceKind, name: String)?, guessed: Bool, measured: inout [ContrastMeasurement?],
        siblings: () -> [ContrastPairs.Pair], failingCells: () -> UInt8, aliased: AliasedValues
    ) -> [Diagnostic]? {
        let mask = backing.colors.reduce(color.stateMask) { $0 | $1.stateMask }
        for slot in measured.indices { measured[slot] = nil }
        func judgement(in state: Appearance) -> Judged {
            self.judgement(of: color, on: backing, in: state, targets: targets, mask: mask, measured: &measured)
        }
        // The usual case: every state reaches its minimum and its aim, so
        // there is nothing to keep, group or report: the grouping below is
        // for the few pairs that fail.
        guard states.contains(where: { Self.fails(judgement(in: $0)) }) else { return nil }
        let judged = states.map(judgement(in:))
        guard let source = color.source else { return [] }
        if guessed { return guessedFindings(color, on: backing, judged: judged, source: source, rule: rule) }
        return Self.byWrittenValue(judged, source: source)
            .flatMap { value in
                findings(
                    ofValueAt: value.range, served: value.served, color, on: backing, judged: judged, source: source,
                    rule: rule, surface: surface, siblings: siblings, failingCells: failingCells, aliased: aliased)
            }
    }

    /// A pair's measurement in `state`, against the target of the state's
    /// contrast.
    ///
    /// Most states repeat another's colors (a color that varies by scheme
    /// alone has two values in sixteen states): states that agree in the
    /// bits the pair's colors vary by (`mask`) show the same colors, and so
    /// do many that do not (the system background is white in every light
    /// state): each distinct foreground on distinct layers is measured
    /// once, kept in `measured` by state index. A material's measurement
    /// depends on the state itself, so it is never shared.
    private func judgement(
        of color: ResolvedColor, on backing: Backing, in state: Appearance, targets: Targets, mask: Int,
        measured: inout [ContrastMeasurement?]
    ) -> Judged {
        let target = state.contrast == .increased ? targets.increased : targets.standard
        if backing.material != nil {
            return (state, ContrastPairs.measure(color[state], on: backing, in: state, metric: metric), target)
        }
        let slot = state.index & mask
        if let known = measured[slot] { return (state, known, target) }
        // A slot is itself a state index showing that slot's colors.
        let foreground = color[state]
        let same = measured.indices.first { other in
            guard measured[other] != nil else { return false }
            let seen = Appearance(index: other)
            return color[seen] == foreground && backing.colors.allSatisfy { $0[seen] == $0[state] }
        }
        let measurement =
            same.flatMap { measured[$0] }
            ?? ContrastPairs.measure(foreground, on: backing, in: state, metric: metric)
        measured[slot] = measurement
        return (state, measurement, target)
    }

    /// Whether a state misses its minimum or its aim.
    private static func fails(_ entry: Judged) -> Bool {
        entry.measurement.contrast < entry.target.minimum
            || entry.target.aim.map { entry.measurement.contrast < $0 } ?? false
    }

    /// The written value behind each state, with the states it serves, in
    /// the order first met, so that findings come out in the same order
    /// every run.
    private static func byWrittenValue(
        _ judged: [Judged], source: ColorSource
    ) -> [(range: SourceRange, served: [Judged])] {
        var values: [SourceRange] = []
        var servedBy: [SourceRange: [Judged]] = [:]
        // A value's place depends on `index & 7` alone: read once for each,
        // not for each of the sixteen states.
        var rangeAt = [SourceRange?](repeating: nil, count: 8)
        for entry in judged {
            let range = rangeAt[entry.state.index & 7] ?? source.valueWithoutLevels(in: entry.state).range
            rangeAt[entry.state.index & 7] = range
            if servedBy[range] == nil { values.append(range) }
            servedBy[range, default: []].append(entry)
        }
        return values.map { ($0, servedBy[$0]!) }
    }

    /// The findings of one written value of a failing pair, at `range`,
    /// in the states it serves: states below their minimum are an error;
    /// states that reach it but miss their aim, a warning in the same run,
    /// so that fixing the error does not uncover the warning as a second
    /// wave.
    private func findings(
        ofValueAt range: SourceRange, served: [Judged], _ color: ResolvedColor, on backing: Backing,
        judged: [Judged], source: ColorSource, rule: RuleID, surface: (kind: SurfaceKind, name: String)?,
        siblings: () -> [ContrastPairs.Pair], failingCells: () -> UInt8, aliased: AliasedValues
    ) -> [Diagnostic] {
        let belowMinimum = served.filter { $0.measurement.contrast < $0.target.minimum }
        let belowAim = served.filter { entry in
            entry.measurement.contrast >= entry.target.minimum
                && entry.target.aim.map { entry.measurement.contrast < $0 } ?? false
        }
        // States can miss different goals (7:1 with Increase Contrast,
        // 4.5:1 without); each gets its own finding, so every figure in a
        // message is compared with the goal it missed.
        func findings(_ failing: [Judged], isError: Bool) -> [(diagnostic: Diagnostic, reachesAims: Bool)] {
            let groups = Dictionary(grouping: failing) { isError ? $0.target.minimum : $0.target.aim! }
            return groups.keys.sorted()
                .map { goal in
                    // `failing` are the states the value fails in, `served`
                    // every state it is drawn in, which its fix-it must pass.
                    // The finding is made and dropped within this call, so
                    // the closure it holds does not escape.
                    withoutActuallyEscaping(failingCells) { failingCells in
                        let worst = ContrastFinding.worst(of: groups[goal]!)
                        return ContrastFinding(
                            rules: self, color: color, backing: backing, failing: groups[goal]!, served: served,
                            judged: judged, valueRange: range, goal: goal, isError: isError, rule: rule,
                            surface: surface, siblings: siblings(), failingCells: failingCells, aliased: aliased,
                            worst: worst, written: source.value(in: worst.state)
                        )
                        .diagnostic()
                    }
                }
        }
        let errors = findings(belowMinimum, isError: true)
        // An error whose fix cannot also reach the aims (none of the hue
        // does) leaves those states short of their aim once applied: that
        // shortfall is said now, beside the error, not after the fix.
        let short =
            errors.allSatisfy(\.reachesAims)
            ? belowAim
            : served.filter { entry in entry.target.aim.map { entry.measurement.contrast < $0 } ?? false }
        return errors.map(\.diagnostic) + findings(short, isError: false).map(\.diagnostic)
    }

    /// The schemes whose increased-contrast states alone fail, when no
    /// standard state does (``Diagnostic/Remedy/increasedContrastOnly``).
    static func increasedContrastOnly(_ failing: [Judged]) -> [String] {
        guard failing.allSatisfy({ $0.state.contrast == .increased }) else { return [] }
        let schemes = Set(failing.map(\.state.colorScheme))
        return Appearance.ColorScheme.allCases.filter(schemes.contains).map { $0 == .dark ? "dark" : "light" }
    }

    /// The value of one part of a split made with another scheme's, and the
    /// tiers it was found by: every pair's aims in the states it serves, then
    /// their minima where one of those states misses its minimum now. The
    /// same whichever finding asks (it starts from the part's first state):
    /// nil when it meets neither.
    func part(
        _ color: ResolvedColor, cells: UInt8, start: Appearance?, judged: [Judged], siblings: [ContrastPairs.Pair]
    ) -> (fix: Fix, tiers: (tiers: [[ContrastFixIt.Requirement]], unreachable: [Appearance]))? {
        let scope = judged.filter { cells & UInt8(1 << ($0.state.index & 7)) != 0 }
        guard !scope.isEmpty else { return nil }
        let from = color[start ?? Appearance(index: ValueSplit.first(of: cells))]
        let found = tiers(
            of: color, in: scope, from: from, siblings: siblings,
            minima: scope.contains(where: { $0.measurement.contrast < $0.target.minimum }))
        guard let fix = fixForEveryPair(from, tiers: found.tiers, mine: []), fix.tier < found.tiers.count else {
            return nil
        }
        return (fix, found)
    }

    /// The tiers of requirements a new value of `color` serving `scope` is
    /// searched by, in turn: every pair's aims; where no value reaches them
    /// all but some states' aims can be reached, those aims and the minima
    /// of the states whose aim no color reaches (`unreachable`), so that one
    /// round reaches every aim a color can; with `minima`, every pair's minima.
    func tiers(
        of color: ResolvedColor, in scope: [Judged], from current: Color, siblings: [ContrastPairs.Pair],
        minima: Bool
    ) -> (tiers: [[ContrastFixIt.Requirement]], unreachable: [Appearance]) {
        let withAims = requirements(of: color, served: scope, reachingAims: true, siblings: siblings)
        var tiers = [withAims]
        var unreachable: [Appearance] = []
        func reaches(_ requirements: [ContrastFixIt.Requirement]) -> Bool {
            fixForEveryPair(current, tiers: [requirements], mine: [])?.tier == 0
        }
        func aims(_ entries: [Judged]) -> [ContrastFixIt.Requirement] {
            requirements(of: color, served: entries, reachingAims: true, siblings: siblings)
        }
        // The states short of their aim now. Black or white reaching a
        // state's aim is a color that does, found by two measurements; the
        // search, which tells the others, runs only where some surely do.
        let aiming = scope.filter { entry in
            entry.target.aim.map { $0 > entry.target.minimum && entry.measurement.contrast < $0 } ?? false
        }
        let extremes = [0.0, 1.0].map { Color(red: $0, green: $0, blue: $0, alpha: current.alpha) }
        let surely = aiming.filter { entry in
            let needs = aims([entry])
            return extremes.contains { extreme in needs.allSatisfy { $0.passes(extreme, metric: metric) } }
        }
        if !surely.isEmpty, surely.count < aiming.count {
            let reachable = Set(surely.map(\.state))
            let beyond = aiming.filter { !reachable.contains($0.state) && !reaches(aims([$0])) }
            if !beyond.isEmpty {
                let states = Set(beyond.map(\.state))
                tiers.append(
                    aims(scope.filter { !states.contains($0.state) })
                        + requirements(of: color, served: beyond, reachingAims: false, siblings: siblings))
                unreachable = beyond.map(\.state)
            }
        }
        if minima { tiers.append(requirements(of: color, served: scope, reachingAims: false, siblings: siblings)) }
        return (tiers, unreachable)
    }

    /// The states (as ``ValueSplit`` bits, `index & 7`) where `color` misses
    /// a minimum or an aim on any of its `pairs`: the states the fix-its of
    /// its values change.
    private func failingCells(of color: ResolvedColor, targets: Targets, pairs: [ContrastPairs.Pair]) -> UInt8 {
        var cells: UInt8 = 0
        for pair in pairs {
            for state in pair.states where cells & UInt8(1 << (state.index & 7)) == 0 {
                let target = state.contrast == .increased ? targets.increased : targets.standard
                let contrast = ContrastPairs.measure(color[state], on: pair.backing, in: state, metric: metric).contrast
                if contrast < target.minimum || target.aim.map({ contrast < $0 }) ?? false {
                    cells |= UInt8(1 << (state.index & 7))
                }
            }
        }
        return cells
    }

    /// The states of `served` where the value reaches every target, in
    /// words; nil when there are none.
    func passing(in served: [Judged]) -> String? {
        let states = served.filter { entry in
            entry.measurement.contrast >= entry.target.minimum
                && entry.target.aim.map { entry.measurement.contrast >= $0 } ?? true
        }
        return states.isEmpty ? nil : AppearanceSet(states: states.map(\.state)).description
    }

    /// What a value of `color` serving `served` must reach on every pair of
    /// the color (`siblings`, `backing` among them) in those states: each
    /// state's minimum, or its aim when `reachingAims` and it has one.
    private func requirements(
        of color: ResolvedColor, served: [Judged], reachingAims: Bool, siblings: [ContrastPairs.Pair]
    ) -> [ContrastFixIt.Requirement] {
        var found: [ContrastFixIt.Requirement] = []
        var seen: Set<[Double]> = []
        for sibling in siblings {
            let states = Set(sibling.states.map(\.index))
            for entry in served where states.contains(entry.state.index) {
                let aim = reachingAims ? entry.target.aim ?? entry.target.minimum : entry.target.minimum
                let target = max(aim, entry.target.minimum)
                let layers = sibling.backing.colors.map { $0[entry.state] }
                // A material's measurement depends on the state itself; plain
                // layers only on their values, which many states share.
                var key = layers.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] } + [target]
                if sibling.backing.material != nil { key.append(Double(entry.state.index)) }
                guard seen.insert(key).inserted else { continue }
                var requirement = ContrastFixIt.Requirement(
                    layers: layers, material: sibling.backing.material, state: entry.state, target: target,
                    pair: "'\(color.name)' on \(sibling.backing.description)")
                if sibling.backing.material == nil, layers.contains(where: { $0.alpha < 1 }) {
                    let measured = ContrastPairs.measure(
                        color[entry.state], on: sibling.backing, in: entry.state, metric: metric)
                    if measured.backdrop != nil { requirement.overOneBackdrop = measured.background }
                }
                found.append(requirement)
            }
        }
        return found
    }

    /// A replacement value, which tier of requirements it meets, and
    /// whether it is the same color made more opaque.
    struct Fix {
        var color: Color
        /// The first pair it does not pass, when it meets only the failing pair's own states.
        var stoppedBy: String?
        /// 0: every pair's aims; 1: their minima; `tiers.count`: the failing pair alone.
        var tier: Int
        var isMoreOpaque = false
    }

    /// The nearest value that meets the first of `tiers` (every pair's
    /// aims, then their minima) any value meets: a lightness of the hue,
    /// else, for a translucent value, more opacity (its own color, else a
    /// lightness of the hue at the least opacity one reaches); else the nearest that
    /// meets `mine` (the failing pair's own states), with the first other
    /// pair it does not pass; nil when not even that exists.
    func fixForEveryPair(
        _ foreground: Color, tiers: [[ContrastFixIt.Requirement]], mine: [ContrastFixIt.Requirement]
    ) -> Fix? {
        func nearest(meeting requirements: [ContrastFixIt.Requirement]) -> (Color, isMoreOpaque: Bool)? {
            if let found = ContrastFixIt.suggestion(for: foreground, meeting: requirements, metric: metric) {
                return (found, false)
            }
            if let found = ContrastFixIt.moreOpaque(foreground, meeting: requirements, metric: metric) {
                return (found, true)
            }
            return ContrastFixIt.moreOpaqueWithLightness(foreground, meeting: requirements, metric: metric)
                .map { ($0, true) }
        }
        for (index, tier) in tiers.enumerated() {
            if let (found, isMoreOpaque) = nearest(meeting: tier) {
                return Fix(color: found, tier: index, isMoreOpaque: isMoreOpaque)
            }
        }
        guard let (own, isMoreOpaque) = nearest(meeting: mine) else { return nil }
        let everywhere = tiers.last ?? []
        let stopper = everywhere.first { !$0.passes(own, metric: metric) }
        return Fix(
            color: own, stoppedBy: stopper.map(\.pair) ?? "another pair", tier: tiers.count, isMoreOpaque: isMoreOpaque)
    }

    /// "4.5:1": a target as written.
    package static func target(_ value: Double) -> String { "\(value.formatted):1" }

    /// "3.54:1": a measurement to two decimals, rounded down so that a
    /// failing figure never prints as the target it misses.
    package static func ratio(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }
}
