import Swatch

/// A set of appearance states, said in words for a diagnostic.
///
/// Colors do not change with transparency, so most findings hold in both
/// transparency states; those are named once, without the transparency
/// ("dark · elevated"). A finding that holds only with standard transparency
/// (a translucent material, which Reduce Transparency makes opaque) says so.
struct AppearanceSet {
    var states: [Appearance]

    var isEmpty: Bool { states.isEmpty }

    var description: String {
        let set = Set(states.map(\.index))
        var phrases: [String] = []
        var covered = Set<Int>()
        for state in states.sorted(by: { $0.index < $1.index }) where !covered.contains(state.index) {
            var other = state
            other.transparency = state.transparency == .standard ? .reduced : .standard
            var standard = state
            standard.transparency = .standard
            if set.contains(other.index) {
                phrases.append(standard.description)
                covered.formUnion([state.index, other.index])
            } else {
                phrases.append(state.transparency == .standard ? "\(state) · standard transparency" : state.description)
                covered.insert(state.index)
            }
        }
        switch phrases.count {
        case 0: return "no state"
        case 1: return phrases[0]
        case 2: return "\(phrases[0]) and \(phrases[1])"
        default: return phrases.dropLast().joined(separator: ", ") + " and " + phrases.last!
        }
    }
}
