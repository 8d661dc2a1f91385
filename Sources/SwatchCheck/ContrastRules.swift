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

    static func check(_ theme: ResolvedTheme, metric: any ContrastMetric) -> [Diagnostic] {
        Self(theme: theme, metric: metric).check()
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
        for pair in pairs {
            guard let targets = targets(of: pair.color) else { continue }
            let found = judge(
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
            if !found.isEmpty, let layer = UnbackedLayers.layer(under: pair.backing) {
                unbacked.add(found, over: layer)
            } else {
                diagnostics += found
            }
        }
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
    /// two findings, each with the fix-it for its own value.
    private func judge(
        _ color: ResolvedColor, on backing: Backing, states: [Appearance], targets: Targets, rule: RuleID,
        surface: (kind: SurfaceKind, name: String)?, guessed: Bool, measured: inout [ContrastMeasurement?],
        siblings: () -> [ContrastPairs.Pair], failingCells: () -> UInt8, aliased: AliasedValues
    ) -> [Diagnostic] {
        let (standard, increased) = targets
        // Most states repeat another's colors (a color that varies by scheme
        // alone has two values in sixteen states): states that agree in the
        // bits the pair's colors vary by show the same colors, and so do
        // many that do not (the system background is white in every light
        // state): each distinct foreground on distinct layers is measured
        // once. A material's measurement depends on the state itself, so it
        // is never shared.
        let mask = backing.colors.reduce(color.stateMask) { $0 | $1.stateMask }
        for slot in measured.indices { measured[slot] = nil }
        func judgement(in state: Appearance) -> Judged {
            let target = state.contrast == .increased ? increased : standard
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
        func fails(_ entry: Judged) -> Bool {
            entry.measurement.contrast < entry.target.minimum
                || entry.target.aim.map { entry.measurement.contrast < $0 } ?? false
        }
        // The usual case: every state reaches its minimum and its aim, so
        // there is nothing to keep, group or report: the grouping below is
        // for the few pairs that fail.
        guard states.contains(where: { fails(judgement(in: $0)) }) else { return [] }
        let judged = states.map(judgement(in:))
        guard let source = color.source else { return [] }
        if guessed { return guessedFindings(color, on: backing, judged: judged, source: source, rule: rule) }
        // The written value behind each state, in the order first met, so
        // that findings come out in the same order every run.
        var values: [SourceRange] = []
        var servedBy: [SourceRange: [Judged]] = [:]
        for entry in judged {
            let range = source.value(in: entry.state).range
            if servedBy[range] == nil { values.append(range) }
            servedBy[range, default: []].append(entry)
        }
        return values.flatMap { range -> [Diagnostic] in
            let served = servedBy[range]!
            // States below their minimum are an error; states that reach it
            // but miss their aim, a warning in the same run, so that fixing
            // the error does not uncover the warning as a second wave.
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
                        finding(
                            color, on: backing, failing: groups[goal]!, served: served, judged: judged, at: range,
                            goal: goal, isError: isError, rule: rule, surface: surface, siblings: siblings,
                            failingCells: failingCells, aliased: aliased)
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
    }

    /// The finding for one written value: `failing` are the states it fails
    /// in, `served` every state it is drawn in, which its fix-it must pass.
    private func finding(
        _ color: ResolvedColor, on backing: Backing, failing: [Judged], served: [Judged], judged: [Judged],
        at valueRange: SourceRange, goal: Double, isError: Bool, rule: RuleID,
        surface: (kind: SurfaceKind, name: String)?, siblings: () -> [ContrastPairs.Pair],
        failingCells: () -> UInt8, aliased: AliasedValues
    ) -> (diagnostic: Diagnostic, reachesAims: Bool) {
        let context = surface.map { "in \($0.kind.rawValue) '\($0.name)'" }
        let worst = failing.min(by: { $0.1.contrast < $1.1.contrast })!
        let kind = isError ? "minimum" : "aim"
        let states = AppearanceSet(states: failing.map(\.0)).description
        var message =
            "'\(color.name)' on \(backing.description)\(context.map { " \($0)" } ?? ""): \(Self.ratio(worst.1.contrast)) < \(Self.target(goal)) (the \(kind) for \(worst.2.purpose)) in \(states)"
        if let backdrop = worst.1.backdrop {
            message += "; judged over a \(backdrop.hex) backdrop, the worst that can show through"
        }
        var notes = [Diagnostic.Note("drawn on \(backing.description) here", at: backing.entry.range)]
        var fixIt: Diagnostic.FixIt?
        var reachesAims = false
        var remedy: Diagnostic.Remedy?
        // The fix replaces the value, so it must pass wherever the value is
        // drawn, not only where it failed: on every pair of the color, in
        // every state the value serves, each state's aim, so that applying
        // it leaves no new finding (a value fixed to the minimum alone would
        // be short of the aim: a second wave). Where no value of the hue
        // reaches the aims, an error's fix reaches the minima.
        let pairs = siblings()
        let written = color.source?.value(in: worst.0)
        // A literal shared by states that pass is split, where the theme
        // language can, so that only the failing states change (ValueSplit);
        // the fix then serves those states alone.
        var split =
            written?.reference == nil && written?.definedAt == nil && ValueSplit.mayWrite(at: valueRange)
            ? ValueSplit(
                color, at: valueRange, served: served.map(\.state), failing: failing.map(\.state),
                failingCells: failingCells(), referred: theme.color(named:)) : nil
        // A split made with another scheme's (ValueSplit.Partner): each part's
        // value found alike by the findings of both, or, where a part reaches
        // no target, neither split is written (made apart they would wait
        // for a second round, or write `increasedContrast:` twice).
        var partnerFix: Fix?
        var partTiers: (tiers: [[ContrastFixIt.Requirement]], unreachable: [Appearance])?
        if let made = split, let partner = made.partner {
            let own = self.part(color, cells: made.cells, start: made.start, judged: judged, siblings: pairs)
            let theirs = self.part(color, cells: partner.cells, start: partner.start, judged: judged, siblings: pairs)
            if let own, let theirs {
                partnerFix = theirs.fix
                partTiers = own.tiers
            } else {
                split = nil
            }
        }
        // A split may serve a state another value shows (ValueSplit), judged
        // with the pair's other states.
        let scope =
            split.map { split in judged.filter { split.cells & UInt8(1 << ($0.state.index & 7)) != 0 } } ?? served
        // With a partner, each part starts from its first state, so that the
        // findings of both schemes find the same values.
        let current = color[
            split?.start ?? split.flatMap {
                $0.partner == nil ? nil : Appearance(index: ValueSplit.first(of: $0.cells))
            }
                ?? worst.0]
        let mine = scope.map { entry in
            ContrastFixIt.Requirement(
                layers: backing.colors.map { $0[entry.state] }, material: backing.material, state: entry.state,
                target: isError ? entry.target.minimum : goal, pair: "'\(color.name)' on \(backing.description)",
                overOneBackdrop: backing.material == nil && entry.measurement.backdrop != nil
                    ? entry.measurement.background : nil)
        }
        let schemes = Set(scope.map(\.state.colorScheme))
        let scheme = schemes.count > 1 ? "" : (schemes.first == .light ? "light " : "dark ")
        let edit =
            written?.reference != nil || written?.definedAt != nil
            ? aliasEdit(
                color, worst: worst, served: failing, goal: goal, isError: isError,
                mine: zip(scope, mine).filter { entry, _ in failing.contains { $0.state == entry.state } }.map(\.1),
                aliased: aliased)
            : nil
        if let edit, let found = edit.fixIt {
            // The value the reference leads to, changed where it is written.
            // A theme's reference says the states short of their aim as any
            // reference does, whatever the edit reaches, so that its
            // findings do not depend on whether its format can hold the edit
            // (a Figma alias is set in Figma); an import's alias as its
            // literal did.
            fixIt = found
            remedy = edit.remedy
            reachesAims = written?.reference == nil && edit.reachesAims
        } else if let name = written?.reference {
            // A reference cannot be replaced by a color in place: say what
            // would pass, and where the value comes from.
            let better = aliased.suggestion(for: color[worst.0], meeting: mine, metric: metric)
            notes.append(
                .init(
                    "this value is '\(name.value)'; refer to a color that reaches \(Self.target(goal)) here"
                        + (better.map { ", or write a literal such as \"\($0.hex)\"" } ?? "")))
            if let stopped = edit?.stoppedBy { notes.append(.init(stopped)) }
        } else if case let found = partTiers
            // Searched only here, where a value of the color's own is
            // offered: a reference's fix-it is the edit above, and most
            // failing values in a theme built on a palette are references.
            ?? tiers(of: color, in: scope, from: current, siblings: pairs, minima: isError),
            let fix = fixForEveryPair(current, tiers: found.tiers, mine: mine)
        {
            let reaching = fix.tier == 0 ? max(goal, worst.2.aim ?? goal) : goal
            if let stoppedBy = fix.stoppedBy {
                notes.append(.init("no value of this hue passes every pair of '\(color.name)': \(stoppedBy) stops it"))
            }
            let better = fix.color
            let reached = mine.map { $0.contrast(of: better, metric: metric) }.min() ?? goal
            remedy = .init(.value(css: better.hex))
            remedy?.increasedContrastOnly = Self.increasedContrastOnly(failing)
            if fix.isMoreOpaque {
                let percent = Int((better.alpha * 100).rounded())
                fixIt = .init(
                    replacement: "\"\(better.hex)\"",
                    message:
                        "no lightness of this hue reaches \(Self.target(reaching)) at this opacity; at \(percent)% opacity it does: \(better.hex) (\(Self.ratio(reached)))"
                )
            } else if fix.tier == 1, !found.unreachable.isEmpty {
                // The aims where a color reaches them, the minima where none does.
                let kept =
                    ContrastFixIt.keepsChroma(better, of: current) ? "hue and chroma" : "hue, less chroma,"
                let aim = Self.target(worst.2.aim ?? goal)
                fixIt = .init(
                    replacement: "\"\(better.hex)\"",
                    message:
                        "the nearest \(scheme)value with the same \(kept) that reaches \(aim) wherever a color can is \(better.hex); in \(AppearanceSet(states: found.unreachable).description) no color reaches \(aim) on every pair, not even black or white: there it reaches the minimum"
                )
            } else {
                let kept =
                    ContrastFixIt.keepsChroma(better, of: current) ? "hue and chroma" : "hue, less chroma,"
                fixIt = .init(
                    replacement: "\"\(better.hex)\"",
                    message:
                        "the nearest \(scheme)value with the same \(kept) that reaches \(Self.target(reaching)) is \(better.hex) (\(Self.ratio(reached)))"
                )
            }
            if let split, fixIt != nil {
                fixIt = .init(
                    replacement: split.text("\"\(better.hex)\""), message: fixIt!.message + "; \(split.words)",
                    at: split.range)
                // The other scheme's split, made in the same edit where both
                // reach every aim (a value each finding finds alike).
                if let partner = split.partner, let theirs = partnerFix {
                    fixIt = .init(
                        replacement: partner.text("\"\(better.hex)\"", "\"\(theirs.color.hex)\""),
                        message: fixIt!.message
                            + "; with it, the failing \(partner.cells & ValueSplit.dark != 0 ? "dark" : "light") states get \(theirs.color.hex), \(partner.words)",
                        at: partner.range)
                    if let other = partner.otherEdit {
                        let (own, theirs) = ("\"\(better.hex)\"", "\"\(theirs.color.hex)\"")
                        fixIt?.otherEdits = [.init(range: other.range, replacement: other.text(own, theirs))]
                    }
                }
                if let other = split.other {
                    fixIt?.otherEdits = [.init(range: other.range, replacement: other.text("\"\(better.hex)\""))]
                }
            } else if edit == nil, let changed = passing(in: scope) {
                // A value the file holds once for states that pass as well:
                // said, not changed silently.
                fixIt?.message +=
                    "; this value is written once for \(changed) too, where it passes: it changes there as well"
            }
            reachesAims = fix.tier == 0 && fix.stoppedBy == nil
            // An import's alias: the format says what the literal would cut
            // (ImportAdvice); what stops the edit of the aliased value is said here.
            if let stopped = edit?.stoppedBy { notes.append(.init(stopped)) }
        } else if let alone = aliased.suggestion(
            for: color[worst.0],
            meeting: zip(scope, mine).filter { entry, _ in failing.contains { $0.state == entry.state } }.map(\.1),
            metric: metric)
        {
            // The value serves states that pull apart (light text on a dark
            // background, dark on a light one): no one value passes in all,
            // and the background is not to blame.
            notes.append(
                .init(
                    "no one value passes in every state this value is written for (\(AppearanceSet(states: scope.map(\.state)).description)); give \(failing.count == 1 ? "that state" : "the failing states") a value of their own (such as \(alone.hex))"
                ))
        } else {
            notes.append(
                .init(
                    "no color\(color[worst.0].alpha < 1 ? " at this opacity" : "") reaches \(Self.target(goal)) here, not even black or white; change the background"
                ))
        }
        let diagnostic = Diagnostic(
            rule, weight: isError ? .full : .milder, message, at: valueRange, notes: notes, fixIt: fixIt,
            subject: color.name,
            about: backing.colors.map(\.name) + [backing.material?.name, surface?.name].compactMap { $0 },
            remedy: remedy)
        return (diagnostic, reachesAims)
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
    private func part(
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
    private func tiers(
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
    private func passing(in served: [Judged]) -> String? {
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
    private func fixForEveryPair(
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
