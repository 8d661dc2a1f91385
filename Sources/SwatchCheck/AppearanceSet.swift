import Swatch

/// A set of appearance states, said in words for a diagnostic.
///
/// When the set is every state that shares some traits, it is named by those
/// traits: "every dark · elevated state", "every state". Otherwise each state
/// is listed; colors do not change with transparency, so a state failing with
/// either transparency is named once, without it ("dark · elevated"), and one
/// failing only with standard transparency (a translucent material, which
/// Reduce Transparency makes opaque) says so.
package struct AppearanceSet {
    package var states: [Appearance]

    package init(states: [Appearance]) { self.states = states }

    var isEmpty: Bool { states.isEmpty }

    package var description: String {
        let set = Set(states)
        if set.isEmpty { return "no state" }
        if let traits = sharedTraits(of: set) {
            return traits.isEmpty ? "every state" : "every \(traits.joined(separator: " · ")) state"
        }
        var phrases: [String] = []
        var covered = Set<Appearance>()
        for state in set.sorted(by: { $0.index < $1.index }) where !covered.contains(state) {
            var other = state
            other.transparency = state.transparency == .standard ? .reduced : .standard
            if set.contains(other) {
                var standard = state
                standard.transparency = .standard
                phrases.append(standard.description)
                covered.formUnion([state, other])
            } else {
                phrases.append(state.transparency == .standard ? "\(state) · standard transparency" : state.description)
                covered.insert(state)
            }
        }
        if phrases.count == 1 { return phrases[0] }
        return phrases.dropLast().joined(separator: ", ") + " and " + phrases.last!
    }

    /// The words of the traits every state of `set` shares, if `set` holds
    /// every state with those traits; nil when it does not.
    private func sharedTraits(of set: Set<Appearance>) -> [String]? {
        let sample = set.first!
        var words: [String] = []
        var matches: [(Appearance) -> Bool] = []
        /// The trait's word when every state of `set` has the sample's.
        func share<Trait: Equatable>(_ trait: KeyPath<Appearance, Trait>, _ word: (Trait) -> String) {
            let value = sample[keyPath: trait]
            guard set.allSatisfy({ $0[keyPath: trait] == value }) else { return }
            words.append(word(value))
            matches.append { $0[keyPath: trait] == value }
        }
        share(\.colorScheme) { $0 == .light ? "light" : "dark" }
        share(\.level) { $0 == .base ? "base" : "elevated" }
        share(\.contrast) { $0 == .standard ? "standard contrast" : "increased contrast" }
        share(\.transparency) { $0 == .standard ? "standard transparency" : "reduced transparency" }
        let expected = Appearance.all.filter { state in matches.allSatisfy { $0(state) } }
        // A single state reads better as itself than as "every … state".
        guard expected.count == set.count, expected.count > 2 else { return nil }
        return words
    }
}
