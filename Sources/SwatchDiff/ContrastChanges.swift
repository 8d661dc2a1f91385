import Swatch
import SwatchCheck
import SwatchModel

/// The pairs the checker judges, measured in both versions with its own
/// functions (``MeasuredPairs``): a pair in both whose verdict in a state
/// changed — newly below its minimum or aim, or newly reaching it.
enum ContrastChanges {
    static func changes(old: ResolvedTheme?, new: ResolvedTheme?, renames: APIChanges.Renames) -> [ContrastChange] {
        guard let old, let new else { return [] }
        struct Key: Hashable {
            var foreground: String
            var layers: [String]
            var material: String?
            var context: String?
        }
        func key(_ pair: MeasuredPair, renamed: (String) -> String) -> Key {
            Key(
                foreground: renamed(pair.foreground.name), layers: pair.backing.colors.map { renamed($0.name) },
                material: pair.backing.material?.name, context: pair.context)
        }
        var before: [Key: MeasuredPair] = [:]
        for pair in MeasuredPairs.all(in: old) {
            // The first of equal keys, as the new side's is matched.
            let pairKey = key(pair) { renames[$0] ?? $0 }
            if before[pairKey] == nil { before[pairKey] = pair }
        }
        var seen: Set<Key> = []
        return MeasuredPairs.all(in: new)
            .compactMap { pair in
                let pairKey = key(pair) { $0 }
                guard seen.insert(pairKey).inserted, let was = before[pairKey] else { return nil }
                let oldCells = Dictionary(was.cells.map { ($0.state, $0) }, uniquingKeysWith: { first, _ in first })
                var groups: [ContrastChange.Group] = []
                for cell in pair.cells {
                    guard let oldCell = oldCells[cell.state], oldCell.verdict != cell.verdict else { continue }
                    let group = ContrastChange.Group(
                        states: [cell.state], old: oldCell.verdict, new: cell.verdict,
                        oldRatio: oldCell.measurement.contrast, newRatio: cell.measurement.contrast,
                        minimum: cell.target.minimum, aim: cell.target.aim)
                    // States alike in verdicts, ratios (as printed) and target are one group.
                    if let index = groups.firstIndex(where: { Self.alike($0, group) }) {
                        groups[index].states.append(cell.state)
                    } else {
                        groups.append(group)
                    }
                }
                guard let first = groups.first else { return nil }
                return ContrastChange(
                    foreground: pair.foreground.name, backing: pair.backing.description, context: pair.context,
                    groups: groups, range: pair.foreground.source?.value(in: first.states[0]).range)
            }
    }

    private static func alike(_ one: ContrastChange.Group, _ two: ContrastChange.Group) -> Bool {
        one.old == two.old && one.new == two.new && one.minimum == two.minimum && one.aim == two.aim
            && ContrastRules.ratio(one.oldRatio) == ContrastRules.ratio(two.oldRatio)
            && ContrastRules.ratio(one.newRatio) == ContrastRules.ratio(two.newRatio)
    }
}
