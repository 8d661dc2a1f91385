import Swatch
import SwatchDiagnostics
import SwatchModel

extension ContrastRules {
    /// The edit of the value a failing reference leads to, or what stops it.
    struct AliasEdit {
        var fixIt: Diagnostic.FixIt?
        /// The value written, for a format whose values are set elsewhere (Figma).
        var remedy: Diagnostic.Remedy?
        var reachesAims = false
        /// Why no edit is offered: the pair of another color that no value
        /// of the hue keeps passing.
        var stoppedBy: String?
    }

    /// A failing value written as a reference is fixed where the value it
    /// leads to is written (a theme's color, a token file's aliased token),
    /// with the nearest value of its hue that passes every pair of every
    /// color showing it, in every state each shows it: each state's aims,
    /// else (for an error) its minima. `served` are the failing states: the
    /// others may lead elsewhere (an alias whose dark context names another
    /// value), which the edit leaves alone. Nil when the failing states lead
    /// to more than one written value, or to none (a system color).
    func aliasEdit(
        _ color: ResolvedColor, worst: Judged, served: [Judged], goal: Double, isError: Bool,
        mine: [ContrastFixIt.Requirement], aliased: AliasedValues
    ) -> AliasEdit? {
        // An import's alias is pointed at another swatch; a shared value is
        // not the place to fix one pair.
        let written = color.source?.value(in: worst.state)
        if let written, written.definedAt != nil {
            return repoint(color, at: written.range, worst: worst, isError: isError, aliased: aliased)
        }
        let definitions = Set(served.map { aliased.definition(of: color, at: $0.state.index & 7) })
        guard definitions.count == 1, let definition = definitions.first!, definition != written?.range else {
            return nil
        }
        let users = aliased.users(of: definition, shownBy: color, in: served[0].state)
        let owner = aliased.owner(of: definition)
        let shown = owner.map { "'\($0.name)'" } ?? "the value it refers to"
        // A value derived from this one (`auto`) would move with it, to a
        // value no requirement here measures.
        if let deriving = users.first(where: { $0.color.source?.derived.mask ?? 0 != 0 }) {
            return AliasEdit(stoppedBy: "no fix-it changes \(shown): '\(deriving.color.name)' derives values from it")
        }
        // Every color showing the value shows the same color at its own
        // alpha: the search moves the written value, the owner's when the
        // theme has it.
        let start =
            owner.map { owner in
                let shows = users.first { $0.color.name == owner.name }?.states ?? 1
                let index: Int = (0..<8).first(where: { shows & UInt8(1 << $0) != 0 }) ?? 0
                return owner[Appearance(index: index)]
            } ?? color[worst.state]
        let tiers = isError ? [true, false] : [true]
        let others = aliased.userNames(of: definition).filter { $0 != color.name && $0 != owner?.name ?? "" }
        let named = others.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (others.count > 5 ? ", …" : "")
        for (tier, reachingAims) in tiers.enumerated() {
            guard
                let found = aliased.nearestValue(
                    at: definition, from: start, reachingAims: reachingAims, metric: metric)
            else { continue }
            let reached =
                mine.map { $0.contrast(of: found.withAlpha(color[worst.state].alpha), metric: metric) }.min() ?? goal
            let reaching = tier == 0 ? max(goal, worst.target.aim ?? goal) : goal
            let kept = ContrastFixIt.keepsChroma(found, of: start) ? "hue and chroma" : "hue, less chroma,"
            let alsoShown =
                others.isEmpty
                ? ""
                : "; every pair of the \(others.count) other color\(others.count == 1 ? "" : "s") showing it (\(named)) passes with it"
            return AliasEdit(
                fixIt: .init(
                    replacement: "\"\(found.hex)\"",
                    message:
                        "this value is \(shown); change it where it is written: the nearest value with the same \(kept) that reaches \(Self.target(reaching)) here is \(found.hex) (\(Self.ratio(reached)))\(alsoShown)",
                    at: definition),
                remedy: .init(.value(css: found.hex)), reachesAims: tier == 0)
        }
        // What stops it: the first pair that the value passing this pair alone fails.
        guard let own = aliased.suggestion(for: color[worst.state], meeting: mine, metric: metric) else {
            return AliasEdit()
        }
        let candidate = own.withAlpha(start.alpha)
        let stopper = aliased.requirements(at: definition, reachingAims: tiers.count == 1)
            .first {
                !$0.passes(candidate, metric: metric)
            }
        guard let stopper else { return AliasEdit() }
        let figure = Self.ratio(stopper.contrast(of: candidate, metric: metric))
        return AliasEdit(
            stoppedBy:
                "no fix-it changes \(shown): \(own.hex), which passes here, leaves \(stopper.pair) at \(figure) < \(Self.target(stopper.target)) in \(AppearanceSet(states: [stopper.state]).description)"
        )
    }
}
