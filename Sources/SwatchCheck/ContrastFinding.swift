import Swatch
import SwatchDiagnostics
import SwatchModel

/// What one contrast finding is about: one written value of a color, on
/// one backing, short of one goal in some of the states it is drawn in.
/// Each part of the finding (its message, its fix-it, the notes saying why
/// there is none) is a method of its own over these facts.
struct ContrastFinding {
    typealias Judged = ContrastRules.Judged
    /// The tiers of requirements a new value is searched by, and the states
    /// whose aim no color reaches (``ContrastRules/tiers(of:in:from:siblings:minima:)``).
    typealias Tiers = (tiers: [[ContrastFixIt.Requirement]], unreachable: [Appearance])

    /// The checker: its theme, its metric, and the searches for a value
    /// that every finding shares.
    var rules: ContrastRules
    var color: ResolvedColor
    var backing: Backing
    /// The states the value fails in, all short of `goal`.
    var failing: [Judged]
    /// Every state the value is drawn in, which its fix-it must pass.
    var served: [Judged]
    /// Every state of the pair.
    var judged: [Judged]
    /// Where the value is written.
    var valueRange: SourceRange
    var goal: Double
    /// Below the minimum (an error), not only short of the aim (a warning).
    var isError: Bool
    var rule: RuleID
    var surface: (kind: SurfaceKind, name: String)?
    /// Every pair of the color, which a fix-it must keep passing.
    var siblings: [ContrastPairs.Pair]
    /// The states the color fails in on any of its pairs: found only for
    /// a value a split may be written for.
    var failingCells: () -> UInt8
    var aliased: AliasedValues

    /// What the finding offers: a fix-it, or notes that say why there is none.
    struct Offer {
        var fixIt: Diagnostic.FixIt?
        var remedy: Diagnostic.Remedy?
        /// Whether applying the fix-it leaves every state it serves at its aim.
        var reachesAims = false
        var notes: [Diagnostic.Note] = []
    }

    /// The failing state furthest below the goal (``worst(of:)``): the one
    /// the message gives the figure of, and the fix-it starts from.
    let worst: Judged
    /// How the value of the worst state is written: a literal, a reference,
    /// or an import's alias. Kept, not asked again: the message, the offer
    /// and the searches each ask for it, and reading where a value is written
    /// goes through the color's declaration.
    let written: WrittenValue?

    /// The failing state furthest below the goal among `failing`.
    static func worst(of failing: [Judged]) -> Judged {
        failing.min(by: { $0.measurement.contrast < $1.measurement.contrast })!
    }

    /// The diagnostic, and whether its fix-it reaches every aim (an error's
    /// fix-it that cannot leaves the aims to a warning in the same run).
    func diagnostic() -> (diagnostic: Diagnostic, reachesAims: Bool) {
        let offer = offer()
        let diagnostic = Diagnostic(
            rule, weight: isError ? .full : .milder, message(), at: valueRange,
            notes: [Diagnostic.Note("drawn on \(backing.description) here", at: backing.entry.range)] + offer.notes,
            fixIt: offer.fixIt, subject: color.name,
            about: backing.colors.map(\.name) + [backing.material?.name, surface?.name].compactMap { $0 },
            remedy: offer.remedy)
        return (diagnostic, offer.reachesAims)
    }

    /// The pair, where it is drawn, the worst figure against the goal it
    /// missed, and the states it misses it in.
    func message() -> String {
        let context = surface.map { "in \($0.kind.rawValue) '\($0.name)'" }
        let worst = worst
        let kind = isError ? "minimum" : "aim"
        let states = AppearanceSet(states: failing.map(\.state)).description
        var message =
            "'\(color.name)' on \(backing.description)\(context.map { " \($0)" } ?? ""): \(ContrastRules.ratio(worst.measurement.contrast)) < \(ContrastRules.target(goal)) (the \(kind) for \(worst.target.purpose)) in \(states)"
        if let backdrop = worst.measurement.backdrop {
            message += "; judged over a \(backdrop.hex) backdrop, the worst that can show through"
        }
        return message
    }

    /// The fix-it, found where the value is written: the value a reference
    /// or an alias leads to, else a value of the color's own; notes where
    /// there is none.
    func offer() -> Offer {
        let scope = valueScope()
        let edit = aliasEdit(in: scope)
        if let edit, let found = edit.fixIt {
            // The value the reference leads to, changed where it is written.
            // A theme's reference says the states short of their aim as any
            // reference does, whatever the edit reaches, so that its
            // findings do not depend on whether its format can hold the edit
            // (a Figma alias is set in Figma); an import's alias as its
            // literal did.
            return Offer(fixIt: found, remedy: edit.remedy, reachesAims: written?.reference == nil && edit.reachesAims)
        }
        if let name = written?.reference {
            return Offer(notes: referenceNotes(name.value, in: scope, stoppedBy: edit?.stoppedBy))
        }
        if case let found = scope.partTiers
            // Searched only here, where a value of the color's own is
            // offered: a reference's fix-it is the edit above, and most
            // failing values in a theme built on a palette are references.
            ?? rules.tiers(of: color, in: scope.states, from: scope.current, siblings: siblings, minima: isError),
            let fix = rules.fixForEveryPair(scope.current, tiers: found.tiers, mine: scope.mine)
        {
            return valueFix(fix, unreachable: found.unreachable, in: scope, edit: edit)
        }
        return Offer(notes: [nothingPasses(in: scope)])
    }

    /// A reference cannot be replaced by a color in place: the notes say
    /// what would pass, and where the value comes from.
    func referenceNotes(_ name: String, in scope: ValueScope, stoppedBy: String?) -> [Diagnostic.Note] {
        let better = aliased.suggestion(for: color[worst.state], meeting: scope.mine, metric: rules.metric)
        let note = Diagnostic.Note(
            "this value is '\(name)'; refer to a color that reaches \(ContrastRules.target(goal)) here"
                + (better.map { ", or write a literal such as \"\($0.hex)\"" } ?? ""))
        return [note] + (stoppedBy.map { [Diagnostic.Note($0)] } ?? [])
    }

    /// Why no value of the color's own is offered: the states it serves
    /// pull apart, or no color passes on this backing at all.
    func nothingPasses(in scope: ValueScope) -> Diagnostic.Note {
        guard
            let alone = aliased.suggestion(
                for: color[worst.state], meeting: failingRequirements(in: scope), metric: rules.metric)
        else {
            return .init(
                "no color\(color[worst.state].alpha < 1 ? " at this opacity" : "") reaches \(ContrastRules.target(goal)) here, not even black or white; change the background"
            )
        }
        // The value serves states that pull apart (light text on a dark
        // background, dark on a light one): no one value passes in all,
        // and the background is not to blame.
        return .init(
            "no one value passes in every state this value is written for (\(AppearanceSet(states: scope.states.map(\.state)).description)); give \(failing.count == 1 ? "that state" : "the failing states") a value of their own (such as \(alone.hex))"
        )
    }

    /// What the value must reach on this pair in the failing states alone.
    func failingRequirements(in scope: ValueScope) -> [ContrastFixIt.Requirement] {
        zip(scope.states, scope.mine).filter { entry, _ in failing.contains { $0.state == entry.state } }.map(\.1)
    }
}
