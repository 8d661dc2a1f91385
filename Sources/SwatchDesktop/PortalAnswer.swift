import Swatch

extension DesktopPortal {
    /// What the portal answered for one detection.
    struct Answer: Hashable, Sendable {
        /// The traits its keys stated.
        var preference = SystemAppearance.Preference()
        /// Whether it answered one of the keys with a value this reads: where
        /// it did, the portal is the desktop's voice and `gsettings` is not
        /// asked (inside a sandbox it would read the sandbox's own settings).
        var isPresent = false
        /// The key that answered for each trait.
        var answeringKeys: [Trait: Key] = [:]

        /// The answer once the portal has signalled that `key` is now `value`
        /// (decoded from the signal; `nil` when it could not be), or `nil`
        /// when the portal must be asked again: the key may now decide a trait
        /// another key, or none, decided.
        func updated(_ key: Key, to value: SystemAppearance.Preference?) -> Answer? {
            guard let answering = answeringKeys[key.trait],
                let answeringIndex = DesktopPortal.keys.firstIndex(of: answering),
                let index = DesktopPortal.keys.firstIndex(of: key)
            else { return nil }
            // A key after the one that answers doesn't decide the trait.
            if index > answeringIndex { return self }
            guard index == answeringIndex, let value else { return nil }
            var answer = self
            switch key.trait {
            case .colorScheme: answer.preference.colorScheme = value.colorScheme
            case .contrast: answer.preference.contrast = value.contrast
            }
            return answer
        }

        /// The answer with only the traits `questions` ask about.
        func restricted(to questions: DesktopQuestions) -> Answer {
            var answer = self
            if !questions.colorScheme { answer.preference.colorScheme = nil }
            if !questions.contrast { answer.preference.contrast = nil }
            return answer
        }
    }
}
