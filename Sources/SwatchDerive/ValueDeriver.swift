import Swatch
import SwatchCheck
import SwatchDiagnostics
import SwatchModel
import SwatchSupport

/// The Derive stage: gives every `auto` state (an increased-contrast value,
/// an elevated level, written `auto` or asked for by `derive:`) the nearest
/// value of its hue that passes every pair the color is in, in that state.
///
/// It sits between Resolve, which makes the 16-state tables and gives each
/// `auto` state the value it falls back to, and Check, which owns the
/// targets and how a pair is measured: it reads both through the checker's
/// own functions (`ContrastPairs`, `ContrastTargets`), so a derived value
/// passes by the same measure that judges it, and Check then judges the
/// derived theme as if the values were written.
///
/// Colors are derived in one pass, each after what it is drawn on and what
/// it refers to, and each state after the state it starts from: a
/// background first, then the foregrounds on it. A background's elevated
/// dark value starts lifted above its base and is only ever chosen among
/// values lighter than the base by ``ElevationDepth/step``, in every
/// contrast: the guidelines' elevated level is lighter, and a value that
/// bought a foreground's aim by going darker would make a sheet recede
/// (an aim missed for it is a warning that says so; a minimum, an error).
/// Deterministic, and bounded: each `auto` state is one search of at most
/// 224 candidates (`HueLine`), and a second without the depth where the
/// first misses an aim, to say whether the depth is why.
package struct ValueDeriver: Sendable {
    /// How much an elevated dark background starts above its base, in
    /// OKLCH lightness, and the least it starts at: the steps of the
    /// system's own backgrounds (black to #1C1C1E, #1C1C1E to #2C2C2E).
    static let elevationStep = 0.06
    static let elevatedFloor = 0.22

    package var metric: any ContrastMetric = WCAGContrast()

    /// A deriver that measures with WCAG 2.x, as the checker does.
    package init() {}

    /// The theme with its `auto` states derived, and an error for each value
    /// that no color of its hue can make pass, naming the pair that blocks it.
    package func derive(_ theme: ResolvedTheme) -> (ResolvedTheme, [Diagnostic]) {
        guard theme.colors.contains(where: { $0.source?.derived.isEmpty == false }) else { return (theme, []) }
        var run = Run(theme: theme, metric: metric)
        run.deriveAll()
        var changed: [String: ResolvedColor] = [:]
        for position in theme.colors.indices where run.changed[position] {
            let color = theme.colors[position]
            let values = run.values
            changed[color.name] = ResolvedColor(
                name: color.name, role: color.role, table: ColorTable { values[position * 8 + ($0.index & 7)] },
                swiftName: color.swiftName, source: color.source, unknownStates: color.unknownStates)
        }
        return (theme.replacing(changed, derivations: run.derivations), run.errors())
    }

    /// One derivation's working state: every color's 8 values as derived so far.
    struct Run {
        let theme: ResolvedTheme
        let metric: any ContrastMetric
        let pairs: DerivationPairs
        var values: [Color]
        var changed: [Bool]
        var derivations: [DerivedValue] = []
        /// The values no color of the hue makes reach every minimum (an
        /// error each) or every aim (a warning), by where the `auto` is and
        /// the pair that blocks it.
        var blocked:
            [(
                color: String, range: SourceRange, pair: Int, states: [Appearance], best: Double, goal: Double,
                isError: Bool, keptDepth: Bool
            )] = []
        /// The `auto` values not derived because the value they start from is `unknown`.
        var notDerived: [(color: String, range: SourceRange, states: [Appearance], origin: Appearance)] = []

        init(theme: ResolvedTheme, metric: any ContrastMetric) {
            self.theme = theme
            self.metric = metric
            let index = NameIndex.firstPositions(of: theme.colors.lazy.map(\.name))
            pairs = DerivationPairs(theme: theme, index: index)
            values = []
            values.reserveCapacity(theme.colors.count * 8)
            for color in theme.colors {
                for state in 0..<8 { values.append(color[Appearance(index: state)]) }
            }
            changed = Array(repeating: false, count: theme.colors.count)
            self.index = index
        }

        let index: [String: Int]

        mutating func deriveAll() {
            for position in pairs.order {
                follow(position)
                guard let derived = theme.colors[position].source?.derived, !derived.isEmpty else { continue }
                for state in 0..<8 where derived.mask & 1 << state != 0 {
                    derive(position, in: Appearance(index: state), from: derived.origin(of: Appearance(index: state)))
                }
            }
        }

        /// A reference follows the values derived for the color it names.
        private mutating func follow(_ position: Int) {
            let color = theme.colors[position]
            guard let source = color.source, !source.references.isEmpty else { return }
            // Most references name colors no `auto` changed: nothing to follow,
            // and no state's written value to read to find it out. (A loop:
            // a closure reading the run would copy it.)
            var follows = false
            for name in source.references {
                if let target = self.index[name.value], changed[target] {
                    follows = true
                    break
                }
            }
            guard follows else { return }
            for index in 0..<8 where !source.derived.contains(Appearance(index: index)) {
                let state = Appearance(index: index)
                guard let name = source.value(in: state).reference, let target = self.index[name.value],
                    changed[target]
                else { continue }
                // Deriving keeps a value's alpha: the reference's own stays as resolved.
                values[position * 8 + index] = values[target * 8 + index].withAlpha(color[state].alpha)
                changed[position] = true
            }
        }

        /// One pair the value is measured in, in one state.
        struct Constraint {
            var pair: Int
            var state: Appearance
            var target: ContrastTarget
        }

        /// A constraint with the values of its pair read, all but the
        /// candidate's: what a search measures each candidate against.
        struct Measured {
            var pair: Int
            var target: ContrastTarget
            var state: Appearance
            var minimum: Double
            /// The aim, or the minimum for a target without one.
            var aim: Double
            /// The foreground; nil when it is the candidate.
            var foreground: Color?
            /// The layers of the backing, top first.
            var layers: [Color]
            /// Where the candidate is among them (when it is not the foreground).
            var candidateLayers: [Int]
            var material: ResolvedMaterial?

            init(_ constraint: Constraint, of position: Int, pairs: DerivationPairs, values: [Color]) {
                let shown = constraint.state
                pair = constraint.pair
                target = constraint.target
                func value(_ member: DerivationPairs.Member) -> Color {
                    switch member {
                    case .local(let position): values[position * 8 + (shown.index & 7)]
                    case .fixed(let color): color[shown]
                    }
                }
                state = shown
                minimum = constraint.target.minimum
                aim = constraint.target.aim ?? constraint.target.minimum
                let judged = pairs.pairs[constraint.pair]
                material = judged.material
                layers = judged.layers.map(value)
                candidateLayers = []
                if case .local(position) = judged.foreground {
                    foreground = nil
                } else {
                    foreground = value(judged.foreground)
                    for (offset, layer) in judged.layers.enumerated() {
                        if case .local(position) = layer { candidateLayers.append(offset) }
                    }
                }
            }

            /// The contrast of the pair with `candidate` in its place, by the checker's measure.
            func contrast(_ candidate: Color, metric: any ContrastMetric) -> Double {
                if material == nil, layers.count == 1 {
                    // One layer, as `ContrastPairs.measure` measures it, without an array made per candidate.
                    let layer = candidateLayers.isEmpty ? layers[0] : candidate
                    return metric.worstContrast(of: foreground ?? candidate, on: layer).contrast
                }
                var stack = layers
                for offset in candidateLayers { stack[offset] = candidate }
                return
                    ContrastPairs.measure(
                        foreground ?? candidate, onLayers: stack, material: material, in: state, metric: metric
                    )
                    .contrast
            }
        }

        private mutating func derive(_ position: Int, in state: Appearance, from origin: Appearance) {
            let color = theme.colors[position]
            // A value derived from one nobody gave would be made up: the state stays unknown, and the `auto` says why.
            if color.isUnknown(in: origin) || color.isUnknown(in: state) {
                let range =
                    color.source?.value(in: state).range
                    ?? SourceRange(file: theme.file, start: .init(line: 1, column: 1))
                let shown = [state, Appearance(index: state.index | 8)]
                if let known = notDerived.firstIndex(where: { $0.range == range }) {
                    notDerived[known].states += shown
                } else {
                    notDerived.append((color.name, range, shown, origin))
                }
                return
            }
            let slot = position * 8 + state.index
            var start = values[position * 8 + origin.index]
            if color.role == .background, state.colorScheme == .dark, state.level == .elevated,
                origin.level == .base
            {
                var lifted = OKLCH(start)
                lifted.lightness = min(
                    1, max(lifted.lightness + ValueDeriver.elevationStep, ValueDeriver.elevatedFloor))
                start =
                    lifted.color.isInSRGBGamut
                    ? HueLine.rounded(lifted.color) : HueLine(from: start).color(at: lifted.lightness)
            }
            // An elevated dark background stays lighter than its base by the
            // step: the least lightness a candidate may have, or nil where
            // nothing is judged (a translucent level) or no color reaches it
            // (a base within the step of white, which DM-depth reports).
            var depthFloor: Double?
            if color.role == .background, state.colorScheme == .dark, state.level == .elevated {
                // The base of the same contrast: a lower index, so final.
                let base = values[position * 8 + state.index - 2]
                let floor = ElevationDepth.floor(over: base)
                if ElevationDepth.isJudged(base: base, elevated: start),
                    floor <= ElevationDepth.lightness(of: Color(red: 1, green: 1, blue: 1))
                {
                    depthFloor = floor
                }
            }
            func keepsDepth(_ candidate: Color) -> Bool {
                guard let depthFloor else { return true }
                return ElevationDepth.lightness(of: candidate) >= depthFloor
            }
            // Its pairs in this state and the reduced-transparency one, which
            // shows the same value: as the foreground, and as a layer under a
            // foreground whose value is final (one derived later is derived
            // to pass on this one).
            var constraints: [Constraint] = []
            let states = [state, Appearance(index: state.index | 8)]
            // (A loop rather than a local function: one that read `pairs`
            // would copy the whole run to call.)
            var measuredPairs = pairs.asForeground[position]
            for pair in pairs.asLayer[position] {
                if case .local(let foreground) = pairs.pairs[pair].foreground, foreground != position,
                    theme.colors[foreground].source?.derived.contains(state) == true,
                    pairs.rank[foreground] > pairs.rank[position]
                {
                    continue
                }
                measuredPairs.append(pair)
            }
            for pair in measuredPairs {
                for shown in states where pairs.pairs[pair].states & 1 << shown.index != 0 {
                    let targets = pairs.pairs[pair].targets
                    let target = shown.contrast == .increased ? targets.increased : targets.standard
                    constraints.append(Constraint(pair: pair, state: shown, target: target))
                }
            }
            let range =
                color.source?.value(in: state).range ?? SourceRange(file: theme.file, start: .init(line: 1, column: 1))
            guard !constraints.isEmpty else {
                let goal: DerivedValue.Goal = pairs.asLayer[position].isEmpty ? .unpaired : .underDerived
                // Lifted it keeps the depth, but for a start (written
                // darker, an `increasedContrast: auto` from a darker value)
                // below the floor: then the floor's own value of the hue.
                if depthFloor != nil, !keepsDepth(start) {
                    start = HueLine(from: start).nearest(where: keepsDepth) ?? start
                }
                record(
                    position, state, start, origin: values[position * 8 + origin.index], goal: goal, worst: nil,
                    range: range)
                return
            }
            // Each constraint's colors other than the candidate, read once:
            // a search measures hundreds of candidates against them.
            var measured: [Measured] = []
            measured.reserveCapacity(constraints.count)
            for constraint in constraints {
                measured.append(Measured(constraint, of: position, pairs: pairs, values: values))
            }
            let metric = self.metric
            func contrast(_ candidate: Color, _ constraint: Measured) -> Double {
                constraint.contrast(candidate, metric: metric)
            }
            let line = HueLine(from: start)
            var goal = DerivedValue.Goal.aim
            func reachesAims(_ candidate: Color) -> Bool {
                measured.allSatisfy { $0.contrast(candidate, metric: metric) >= $0.aim }
            }
            func reachesMinima(_ candidate: Color) -> Bool {
                measured.allSatisfy { $0.contrast(candidate, metric: metric) >= $0.minimum }
            }
            var found = line.nearest { keepsDepth($0) && reachesAims($0) }
            // Whether a darker value would have reached what this one
            // misses: then the depth kept is why, and the finding says so.
            var keptDepth = false
            if found == nil {
                goal = .minimum
                keptDepth = depthFloor != nil && line.nearest(where: reachesAims) != nil
                found = line.nearest { keepsDepth($0) && reachesMinima($0) }
            }
            if found == nil, depthFloor != nil {
                keptDepth = line.nearest(where: reachesMinima) != nil
            }
            let derived: Color
            if let found {
                derived = found
                if goal == .minimum {
                    // Every minimum, not every aim: the pair furthest below its aim says so.
                    let short = measured.filter { $0.target.aim != nil }
                        .min { contrast(found, $0) / $0.target.aim! < contrast(found, $1) / $1.target.aim! }
                    // A pair whose written foreground misses its aim already
                    // on the value this one starts from is that value's
                    // finding, at it: not this one's.
                    let written =
                        short.map { !$0.candidateLayers.isEmpty && contrast(start, $0) < $0.target.aim! } ?? false
                    // The depth kept is this value's choice, said at it
                    // whatever the foreground's own finding.
                    if let short, !written || keptDepth {
                        block(
                            color.name, range, short.pair, state, best: contrast(found, short), goal: short.target.aim!,
                            isError: false, keptDepth: keptDepth)
                    }
                }
            } else {
                // The value that comes nearest to every minimum, and the pair
                // that stays furthest below its own there.
                goal = .unreachable
                derived = line.best(
                    by: { candidate in measured.map { contrast(candidate, $0) / $0.target.minimum }.min() ?? 0 },
                    allowed: keepsDepth)
                let blocking = measured.min {
                    contrast(derived, $0) / $0.target.minimum < contrast(derived, $1) / $1.target.minimum
                }!
                block(
                    color.name, range, blocking.pair, state, best: contrast(derived, blocking),
                    goal: blocking.target.minimum, isError: true, keptDepth: keptDepth)
            }
            let worst = measured.map { (contrast(derived, $0), $0.pair) }.min { $0.0 < $1.0 }
            values[slot] = derived
            if derived != color[state] { changed[position] = true }
            record(
                position, state, derived, origin: values[position * 8 + origin.index], goal: goal, worst: worst,
                range: range, keptDepth: keptDepth)
        }

        /// Notes that the `auto` at `range` cannot reach `goal` for `pair` in `state`.
        private mutating func block(
            _ color: String, _ range: SourceRange, _ pair: Int, _ state: Appearance, best: Double, goal: Double,
            isError: Bool, keptDepth: Bool = false
        ) {
            // Both transparencies show the value, and the message names both.
            let shown = [state, Appearance(index: state.index | 8)]
            if let known = blocked.firstIndex(where: {
                $0.range == range && $0.pair == pair && $0.isError == isError && $0.goal == goal
                    && $0.keptDepth == keptDepth
            }) {
                blocked[known].states += shown
                blocked[known].best = min(blocked[known].best, best)
            } else {
                blocked.append((color, range, pair, shown, best, goal, isError, keptDepth))
            }
        }

        private mutating func record(
            _ position: Int, _ state: Appearance, _ value: Color, origin: Color, goal: DerivedValue.Goal,
            worst: (Double, Int)?, range: SourceRange, keptDepth: Bool = false
        ) {
            if value != theme.colors[position][state] { changed[position] = true }
            values[position * 8 + state.index] = value
            var derived = DerivedValue(
                color: theme.colors[position].name, state: state, value: value, origin: origin, goal: goal,
                ratio: worst?.0, pair: worst.map { pairs.pairs[$0.1].description }, range: range)
            derived.keptDepth = keptDepth
            derivations.append(derived)
        }

        /// One finding per `auto` value and the pair that blocks it: an error
        /// below a minimum, a warning below an aim (the minimum reached).
        func errors() -> [Diagnostic] {
            notDerived.map { entry in
                Diagnostic(
                    .themeUnread,
                    "'auto' is not derived for '\(entry.color)' in \(AppearanceSet(states: entry.states).description): "
                        + "the value it starts from, in \(entry.origin), is unknown, so anything derived from it would "
                        + "be made up; give that value, or write this one",
                    at: entry.range, subject: entry.color)
            }
                + blocked.map { entry in
                    let pair = pairs.pairs[entry.pair]
                    let states = AppearanceSet(states: entry.states).description
                    let target = ContrastRules.target(entry.goal)
                    let best = ContrastRules.ratio(entry.best)
                    let hue =
                        entry.keptDepth
                        ? "no color of this hue lighter than its base by \(ElevationDepth.step) (OKLCH lightness)"
                        : "no color of this hue"
                    // Said where the depth is why: a darker value would do.
                    let kept =
                        entry.keptDepth
                        ? "; a darker one would, but the elevated level is kept lighter than its base so that sheets "
                            + "and popovers advance" : ""
                    let message =
                        entry.isError
                        ? "\(hue) reaches \(target) for \(pair.description) in \(states)\(kept), so 'auto' cannot be "
                            + "derived here: the best is \(best); write a value, or change what it is drawn on"
                        : "\(hue) reaches the aim \(target) for \(pair.description) in \(states) while passing its "
                            + "other pairs\(kept); 'auto' is derived to the minimum: \(best)"
                    return Diagnostic(
                        pair.rule, weight: entry.isError ? .full : .milder, message, at: entry.range,
                        notes: [.init("drawn here", at: pair.entry)], subject: entry.color)
                }
        }
    }
}
