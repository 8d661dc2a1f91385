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

        /// Derives one `auto` state: the value of its hue nearest the value it
        /// starts from that passes its constraints, searched for along the
        /// hue line, with a finding where none reaches every aim or minimum.
        private mutating func derive(_ position: Int, in state: Appearance, from origin: Appearance) {
            let color = theme.colors[position]
            // A value derived from one nobody gave would be made up: the state stays unknown, and the `auto` says why.
            if color.isUnknown(in: origin) || color.isUnknown(in: state) {
                noteNotDerived(color, in: state, from: origin)
                return
            }
            let start = startValue(of: position, in: state, from: origin)
            let depthFloor = depthFloor(of: position, in: state, start: start)
            let constraints = constraints(of: position, in: state)
            let range = autoRange(of: color, in: state)
            guard !constraints.isEmpty else {
                keepStart(position, in: state, start: start, depthFloor: depthFloor, from: origin, range: range)
                return
            }
            let search = HueSearch(
                line: HueLine(from: start), measured: measured(constraints, of: position), depthFloor: depthFloor,
                metric: metric)
            let found = search.nearest()
            let derived: Color
            if let value = found.value {
                derived = value
                if found.goal == .minimum, let short = search.shortOfAim(value, from: start, keptDepth: found.keptDepth)
                {
                    block(
                        color.name, range, short.pair, state, best: search.contrast(value, short),
                        goal: short.target.aim!, isError: false, keptDepth: found.keptDepth)
                }
            } else {
                let nearest = search.nearestToMinima()
                derived = nearest.value
                block(
                    color.name, range, nearest.blocking.pair, state, best: search.contrast(derived, nearest.blocking),
                    goal: nearest.blocking.target.minimum, isError: true, keptDepth: found.keptDepth)
            }
            record(
                position, state, derived, origin: values[position * 8 + origin.index], goal: found.goal,
                worst: search.worst(derived), range: range, keptDepth: found.keptDepth)
        }

        /// Records the value of an `auto` state with no pair to pass in it
        /// (none at all, or only under foregrounds derived later, which are
        /// derived to pass on it): its start, which lifted keeps the depth,
        /// but for a start below the floor (written darker, an
        /// `increasedContrast: auto` from a darker value): then the floor's
        /// own value of the hue.
        private mutating func keepStart(
            _ position: Int, in state: Appearance, start: Color, depthFloor: Double?, from origin: Appearance,
            range: SourceRange
        ) {
            let goal: DerivedValue.Goal = pairs.asLayer[position].isEmpty ? .unpaired : .underDerived
            var value = start
            if depthFloor != nil, !HueSearch.keepsDepth(start, floor: depthFloor) {
                value = HueLine(from: start).nearest { HueSearch.keepsDepth($0, floor: depthFloor) } ?? start
            }
            record(
                position, state, value, origin: values[position * 8 + origin.index], goal: goal, worst: nil,
                range: range)
        }

        /// Each constraint with its colors other than the candidate read,
        /// once: a search measures hundreds of candidates against them.
        private func measured(_ constraints: [Constraint], of position: Int) -> [Measured] {
            var measured: [Measured] = []
            measured.reserveCapacity(constraints.count)
            for constraint in constraints {
                measured.append(Measured(constraint, of: position, pairs: pairs, values: values))
            }
            return measured
        }

        /// Notes an `auto` state left underived because its own value or the
        /// one it starts from is unknown: one finding per `auto`, naming
        /// every state it leaves unknown.
        private mutating func noteNotDerived(_ color: ResolvedColor, in state: Appearance, from origin: Appearance) {
            let range = autoRange(of: color, in: state)
            let shown = [state, Appearance(index: state.index | 8)]
            if let known = notDerived.firstIndex(where: { $0.range == range }) {
                notDerived[known].states += shown
            } else {
                notDerived.append((color.name, range, shown, origin))
            }
        }

        /// Where the `auto` of `state` is written, which its findings point
        /// at: the file's start for a color with no source.
        private func autoRange(of color: ResolvedColor, in state: Appearance) -> SourceRange {
            color.source?.value(in: state).range ?? SourceRange(file: theme.file, start: .init(line: 1, column: 1))
        }

        /// The value a derivation starts from: the origin's, but for a dark
        /// background's elevated level from its base, lifted by
        /// ``ValueDeriver/elevationStep`` (to at least
        /// ``ValueDeriver/elevatedFloor``) in OKLCH lightness, as the
        /// system's own elevated backgrounds stand above their bases.
        private func startValue(of position: Int, in state: Appearance, from origin: Appearance) -> Color {
            let start = values[position * 8 + origin.index]
            guard theme.colors[position].role == .background, state.colorScheme == .dark, state.level == .elevated,
                origin.level == .base
            else { return start }
            var lifted = OKLCH(start)
            lifted.lightness = min(1, max(lifted.lightness + ValueDeriver.elevationStep, ValueDeriver.elevatedFloor))
            return lifted.color.isInSRGBGamut
                ? HueLine.rounded(lifted.color) : HueLine(from: start).color(at: lifted.lightness)
        }

        /// The least OKLCH lightness a candidate may have: an elevated dark
        /// background stays lighter than its base by ``ElevationDepth/step``.
        /// Nil for any other state, and where nothing is judged (a
        /// translucent level) or no color reaches it (a base within the step
        /// of white, which DM-depth reports).
        private func depthFloor(of position: Int, in state: Appearance, start: Color) -> Double? {
            guard theme.colors[position].role == .background, state.colorScheme == .dark, state.level == .elevated
            else { return nil }
            // The base of the same contrast: a lower index, so final.
            let base = values[position * 8 + state.index - 2]
            let floor = ElevationDepth.floor(over: base)
            guard ElevationDepth.isJudged(base: base, elevated: start),
                floor <= ElevationDepth.lightness(of: Color(red: 1, green: 1, blue: 1))
            else { return nil }
            return floor
        }

        /// What a value must pass: its pairs in this state and the
        /// reduced-transparency one, which shows the same value, as the
        /// foreground, and as a layer under a foreground whose value is final
        /// (one derived later is derived to pass on this one).
        private func constraints(of position: Int, in state: Appearance) -> [Constraint] {
            var constraints: [Constraint] = []
            let states = [state, Appearance(index: state.index | 8)]
            // (Loops rather than closures, which this runs for every `auto`
            // state: they read `pairs` in place.)
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
            return constraints
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
