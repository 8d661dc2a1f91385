import Swatch
import SwatchDiagnostics
import SwatchModel

/// What goes unjudged because a value is `unknown` (THEME-unread, a
/// warning): said once per color, at its value in the first state it is
/// unknown in, with the states and how many pairs are not judged there. The
/// contrast rules leave those states out (``ContrastPairs/walk(_:backings:_:)``);
/// a value that is unknown is never filled in from another state and judged.
package enum UnknownValueRules {
    static func check(_ theme: ResolvedTheme, metric _: any ContrastMetric) -> [Diagnostic] {
        // Most themes know every value: nothing to walk.
        guard theme.colors.contains(where: { $0.unknownStates != 0 }) else { return [] }
        var unjudged: [String: Int] = [:]
        var backings = ContrastPairs.Backings(theme: theme)
        ContrastPairs.walk(theme, backings: &backings) { pair in
            guard !pair.unjudged.isEmpty else { return }
            for color in [pair.color] + pair.backing.colors where pair.unjudged.contains(where: color.isUnknown) {
                unjudged[color.name, default: 0] += 1
            }
        }
        return theme.colors.compactMap { color in
            guard color.unknownStates != 0, let source = color.source else { return nil }
            let states = Appearance.all.filter(color.isUnknown)
            let written = source.value(in: states[0])
            let pairs = unjudged[color.name] ?? 0
            // A color unknown through a reference is said by the color it
            // refers to: one finding per cause.
            if written.reference != nil { return nil }
            let cause = "it is written 'unknown'"
            let judged =
                pairs == 0
                ? "nothing is judged there"
                : "\(pairs) \(pairs == 1 ? "pair with it is" : "pairs with it are") not judged there"
            // What went unjudged is a note of its own, so that an importer
            // that said why the value is unknown at the same place can carry it.
            return Diagnostic(
                .themeUnread,
                "'\(color.name)' has no known value in \(AppearanceSet(states: states).description) (\(states.count) of \(Appearance.count) states): \(cause); give it a value",
                at: written.range,
                notes: [.init("\(judged), and a compile refuses it until it is given")], subject: color.name)
        }
    }

    /// What `swatch compile` and `swatch export` say of a theme with unknown
    /// values (THEME-missing, an error): at each color's first unknown value
    /// (a color unknown through a reference, at the color it refers to), for a theme
    /// that would otherwise be written with a value nobody gave.
    package static func refusals(_ theme: ResolvedTheme, what: String) -> [Diagnostic] {
        theme.colors.compactMap { color in
            guard color.unknownStates != 0, let source = color.source else { return nil }
            let states = Appearance.all.filter(color.isUnknown)
            let written = source.value(in: states[0])
            if written.reference != nil,
                theme.colors.contains(where: { $0.name == written.reference?.value && $0.unknownStates != 0 })
            {
                // Said at the color it refers to.
                return nil
            }
            return Diagnostic(
                .themeMissing,
                "'\(color.name)' has no known value in \(AppearanceSet(states: states).description); \(what) needs every value: give it one in place of 'unknown'",
                at: written.range, subject: color.name)
        }
    }
}
