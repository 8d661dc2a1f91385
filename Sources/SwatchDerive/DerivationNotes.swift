import Swatch
import SwatchCheck
import SwatchDiagnostics
import SwatchModel

/// What the Derive stage found, in words: `swatch check --explain` prints
/// one note per `auto` value, an editor shows the same text on hover.
package enum DerivationNotes {
    /// One note per place an `auto` is written (or color `derive:` reaches),
    /// in the order derived.
    package static func notes(for theme: ResolvedTheme) -> [Diagnostic] {
        var places: [SourceRange] = []
        var byPlace: [SourceRange: [DerivedValue]] = [:]
        for value in theme.derivations {
            if byPlace[value.range] == nil { places.append(value.range) }
            byPlace[value.range, default: []].append(value)
        }
        return places.map { place in
            let values = byPlace[place]!
            var note = Diagnostic(
                .dmContrast, "'\(values[0].color)' is derived here: \(explanation(of: values))", at: place,
                subject: values[0].color)
            note.severity = .note
            return note
        }
    }

    /// "#4B4B4F in every light · increased contrast state: 7.05:1 for 'ink'
    /// on 'paper', every pair's aim; …": the values of one `auto`, each with
    /// the states it is shown in and what it reaches.
    package static func explanation(of values: [DerivedValue]) -> String {
        var groups: [(value: DerivedValue, states: [Appearance])] = []
        for value in values {
            let shown = [value.state, Appearance(index: value.state.index | 8)]
            if let index = groups.firstIndex(where: {
                $0.value.value == value.value && $0.value.goal == value.goal && $0.value.ratio == value.ratio
                    && $0.value.keptDepth == value.keptDepth
            }) {
                groups[index].states += shown
            } else {
                groups.append((value, shown))
            }
        }
        return
            groups.map { group in
                let value = group.value
                let states = AppearanceSet(states: group.states).description
                let reach: String
                switch value.goal {
                case .aim: reach = "every pair's aim"
                case .minimum where value.keptDepth:
                    reach =
                        "every pair's minimum; no color of this hue lighter than its base by \(ElevationDepth.step) "
                        + "reaches every aim, and the elevated level is kept lighter"
                case .minimum: reach = "every pair's minimum; no color of this hue reaches every aim"
                case .unreachable where value.keptDepth:
                    reach =
                        "below a minimum; no color of this hue lighter than its base by \(ElevationDepth.step) reaches it"
                case .unreachable: reach = "below a minimum; no color of this hue reaches it"
                case .unpaired: reach = "in no pair"
                case .underDerived: reach = "the colors drawn on it are derived to pass on it"
                }
                let ratio = value.ratio.map { "\(ContrastRules.ratio($0)) for \(value.pair ?? "")" }
                let from = value.origin == value.value ? " (as it falls back)" : " (from \(value.origin.hex))"
                return "\(value.value.hex)\(from) in \(states): \(ratio.map { "\($0), " } ?? "")\(reach)"
            }
            .joined(separator: "; ")
    }
}
