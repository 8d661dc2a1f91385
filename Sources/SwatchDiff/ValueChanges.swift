import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchModel

/// Each color's values in the 16 states, old against new: the states that
/// went from one value to the same other value are one group, so a dark
/// value changed in one place reads as one line for all 8 dark states.
enum ValueChanges {
    static func changes(old: ResolvedTheme?, new: ResolvedTheme?, renames: APIChanges.Renames) -> [ValueChange] {
        guard let old, let new else { return [] }
        let newName = Dictionary(uniqueKeysWithValues: renames.map { ($1, $0) })
        return new.colors.compactMap { color in
            guard let before = old.color(named: newName[color.name] ?? color.name), !before.isSystem else {
                return nil
            }
            var groups: [ValueChange.Group] = []
            for state in Appearance.all {
                // An `unknown` value is nil: a change to or from it is one,
                // never a change to the stand-in the table holds.
                let from = before.isUnknown(in: state) ? nil : before[state]
                let to = color.isUnknown(in: state) ? nil : color[state]
                guard from != to else { continue }
                if let index = groups.firstIndex(where: { $0.old == from && $0.new == to }) {
                    groups[index].states.append(state)
                } else {
                    let delta = from.flatMap { from in to.map { Color.deltaEOK(from, $0) } }
                    groups.append(ValueChange.Group(states: [state], old: from, new: to, deltaEOK: delta))
                }
            }
            guard !groups.isEmpty else { return nil }
            return ValueChange(color: color.name, groups: groups, range: color.source?.name.range)
        }
    }
}
