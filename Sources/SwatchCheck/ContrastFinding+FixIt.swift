import Swatch
import SwatchDiagnostics
import SwatchModel

extension ContrastFinding {
    /// The states a new value is written for, and what it must reach there.
    /// The fix replaces the value, so it must pass wherever the value is
    /// drawn, not only where it failed: on every pair of the color, in
    /// every state the value serves, each state's aim, so that applying it
    /// leaves no new finding (a value fixed to the minimum alone would be
    /// short of the aim: a second wave). Where no value of the hue reaches
    /// the aims, an error's fix reaches the minima.
    struct ValueScope {
        /// The split that gives the failing states a value of their own.
        var split: ValueSplit?
        /// The value of the other scheme's part, for a split made with it.
        var partnerFix: ContrastRules.Fix?
        /// The tiers this part's value is found by, for a split made with
        /// another scheme's.
        var partTiers: Tiers?
        /// The states the new value serves.
        var states: [Judged]
        /// The value the search starts from.
        var current: Color
        /// What the new value must reach on this pair in `states`.
        var mine: [ContrastFixIt.Requirement]
    }

    /// The split that gives the failing states a value of their own, where
    /// the theme language can write one, and, for a split made with another
    /// scheme's, that part's value and the tiers this part's is found by.
    func splitSearch() -> (split: ValueSplit?, partnerFix: ContrastRules.Fix?, partTiers: Tiers?) {
        let written = written
        // A literal shared by states that pass is split, where the theme
        // language can, so that only the failing states change (ValueSplit);
        // the fix then serves those states alone.
        guard written?.reference == nil, written?.definedAt == nil, ValueSplit.mayWrite(at: valueRange),
            let split = ValueSplit(
                color, at: valueRange, served: served.map(\.state), failing: failing.map(\.state),
                failingCells: failingCells(), referred: rules.theme.color(named:))
        else { return (nil, nil, nil) }
        // A split made with another scheme's (ValueSplit.Partner): each part's
        // value found alike by the findings of both, or, where a part reaches
        // no target, neither split is written (made apart they would wait
        // for a second round, or write `increasedContrast:` twice).
        guard let partner = split.partner else { return (split, nil, nil) }
        guard let own = rules.part(color, cells: split.cells, start: split.start, judged: judged, siblings: siblings),
            let theirs = rules.part(
                color, cells: partner.cells, start: partner.start, judged: judged, siblings: siblings)
        else { return (nil, nil, nil) }
        return (split, theirs.fix, own.tiers)
    }

    /// The states a new value serves: all the value serves, or the failing
    /// ones where a split can give them a value of their own.
    func valueScope() -> ValueScope {
        let (split, partnerFix, partTiers) = splitSearch()
        // A split may serve a state another value shows (ValueSplit), judged
        // with the pair's other states.
        let states =
            split.map { split in judged.filter { split.cells & UInt8(1 << ($0.state.index & 7)) != 0 } } ?? served
        // With a partner, each part starts from its first state, so that the
        // findings of both schemes find the same values.
        let current = color[
            split?.start ?? split.flatMap {
                $0.partner == nil ? nil : Appearance(index: ValueSplit.first(of: $0.cells))
            }
                ?? worst.state]
        // The pair in words, made once rather than for each state.
        let pair = "'\(color.name)' on \(backing.description)"
        let mine = states.map { entry in
            ContrastFixIt.Requirement(
                layers: backing.colors.map { $0[entry.state] }, material: backing.material, state: entry.state,
                target: isError ? entry.target.minimum : goal, pair: pair,
                overOneBackdrop: backing.material == nil && entry.measurement.backdrop != nil
                    ? entry.measurement.background : nil)
        }
        return ValueScope(
            split: split, partnerFix: partnerFix, partTiers: partTiers, states: states, current: current, mine: mine)
    }

    /// The edit of the value a reference or an import's alias leads to;
    /// nil for a literal.
    func aliasEdit(in scope: ValueScope) -> ContrastRules.AliasEdit? {
        guard written?.reference != nil || written?.definedAt != nil else { return nil }
        return rules.aliasEdit(
            color, worst: worst, served: failing, goal: goal, isError: isError,
            mine: failingRequirements(in: scope), aliased: aliased)
    }

    /// A value of the color's own, found by `fix`: the fix-it that writes
    /// it (split where the scope is), and what stops it reaching further.
    func valueFix(
        _ fix: ContrastRules.Fix, unreachable: [Appearance], in scope: ValueScope, edit: ContrastRules.AliasEdit?
    ) -> Offer {
        var offer = Offer()
        if let stoppedBy = fix.stoppedBy {
            offer.notes.append(
                .init("no value of this hue passes every pair of '\(color.name)': \(stoppedBy) stops it"))
        }
        let better = fix.color
        offer.remedy = .init(.value(css: better.hex))
        offer.remedy?.increasedContrastOnly = ContrastRules.increasedContrastOnly(failing)
        let words = fixItWords(fix, unreachable: unreachable, in: scope)
        if let split = scope.split {
            offer.fixIt = splitFixIt(split, words: words, better: better, partnerFix: scope.partnerFix)
        } else {
            offer.fixIt = .init(replacement: "\"\(better.hex)\"", message: words)
            if edit == nil, let changed = rules.passing(in: scope.states) {
                // A value the file holds once for states that pass as well:
                // said, not changed silently.
                offer.fixIt?.message +=
                    "; this value is written once for \(changed) too, where it passes: it changes there as well"
            }
        }
        offer.reachesAims = fix.tier == 0 && fix.stoppedBy == nil
        // An import's alias: the format says what the literal would cut
        // (ImportAdvice); what stops the edit of the aliased value is said here.
        if let stopped = edit?.stoppedBy { offer.notes.append(.init(stopped)) }
        return offer
    }

    /// The fix-it's words: the value, what it keeps of the old one, and the
    /// goal it reaches (the aims where a color reaches them, the minima
    /// where none does).
    func fixItWords(_ fix: ContrastRules.Fix, unreachable: [Appearance], in scope: ValueScope) -> String {
        let worst = worst
        let better = fix.color
        let reaching = fix.tier == 0 ? max(goal, worst.target.aim ?? goal) : goal
        let reached = scope.mine.map { $0.contrast(of: better, metric: rules.metric) }.min() ?? goal
        if fix.isMoreOpaque {
            let percent = Int((better.alpha * 100).rounded())
            return
                "no lightness of this hue reaches \(ContrastRules.target(reaching)) at this opacity; at \(percent)% opacity it does: \(better.hex) (\(ContrastRules.ratio(reached)))"
        }
        let schemes = Set(scope.states.map(\.state.colorScheme))
        let scheme = schemes.count > 1 ? "" : (schemes.first == .light ? "light " : "dark ")
        let kept = ContrastFixIt.keepsChroma(better, of: scope.current) ? "hue and chroma" : "hue, less chroma,"
        if fix.tier == 1, !unreachable.isEmpty {
            let aim = ContrastRules.target(worst.target.aim ?? goal)
            return
                "the nearest \(scheme)value with the same \(kept) that reaches \(aim) wherever a color can is \(better.hex); in \(AppearanceSet(states: unreachable).description) no color reaches \(aim) on every pair, not even black or white: there it reaches the minimum"
        }
        return
            "the nearest \(scheme)value with the same \(kept) that reaches \(ContrastRules.target(reaching)) is \(better.hex) (\(ContrastRules.ratio(reached)))"
    }

    /// The fix-it that gives the failing states `better` of their own, and,
    /// where the other scheme's part reaches every aim too, its value in
    /// the same edit (a value each finding finds alike).
    func splitFixIt(
        _ split: ValueSplit, words: String, better: Color, partnerFix: ContrastRules.Fix?
    ) -> Diagnostic.FixIt {
        let own = "\"\(better.hex)\""
        var fixIt = Diagnostic.FixIt(
            replacement: split.text(own), message: words + "; \(split.words)", at: split.range)
        if let partner = split.partner, let theirs = partnerFix {
            let theirsText = "\"\(theirs.color.hex)\""
            fixIt = .init(
                replacement: partner.text(own, theirsText),
                message: fixIt.message
                    + "; with it, the failing \(partner.cells & ValueSplit.dark != 0 ? "dark" : "light") states get \(theirs.color.hex), \(partner.words)",
                at: partner.range)
            if let other = partner.otherEdit {
                fixIt.otherEdits = [.init(range: other.range, replacement: other.text(own, theirsText))]
            }
        }
        if let other = split.other {
            fixIt.otherEdits = [.init(range: other.range, replacement: other.text(own))]
        }
        return fixIt
    }
}
