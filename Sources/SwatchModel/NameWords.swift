/// The words of a color's name, as every stage that reads names reads them:
/// `cardBackground` → card, background; `fgColor.accent` → fg, color,
/// accent; `CTAPrimaryForeground` → cta, primary, foreground.
package enum NameWords {
    /// Whether a run of capitals ends before its last one.
    package enum CapitalRun: Sendable {
        /// `URLText` → url, text: the last capital of a run before a small
        /// letter starts a word. How names are read for what they say.
        case splitBeforeLastCapital
        /// `URLText` → urltext: a capital starts a word only after a small
        /// letter or a digit. What the exported names (`ExportNames`) have
        /// always been made with, so that a CSS property or GTK color an app
        /// already uses keeps its name.
        case keptWhole
    }

    /// Words of a camel-case or separated name, lowercased.
    package static func words(_ name: String, capitalRuns: CapitalRun = .splitBeforeLastCapital) -> [String] {
        let splitsRuns = capitalRuns == .splitBeforeLastCapital
        if let words = ASCIIWords.words(name, splittingCapitalRuns: splitsRuns) { return words }
        var words: [String] = []
        var current = ""
        var characters = Array(name)
        characters.append(" ")
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let previous = index > 0 ? characters[index - 1] : nil
            let next = characters[index + 1]
            // A capital after a small letter or digit starts a word; so does
            // the last capital of a run before a small letter (`CTAPrimary`).
            let startsWord =
                character.isUppercase
                && (previous.map { $0.isLowercase || $0.isNumber } == true
                    || (splitsRuns && previous?.isUppercase == true && next.isLowercase))
            if startsWord, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += character.lowercased()
        }
        return words
    }

    /// Words that say a color's role rather than what it is for: left out
    /// when names are compared for what they are about.
    package static let roleWords: Set<String> = [
        "fg", "foreground", "text", "label", "on", "bg", "background", "color", "colors", "surface", "fill",
    ]

    /// How closely the background named `background` belongs with the
    /// foreground named `foreground`: the words of what they are about
    /// (role words left out) they share, leading words (their group) counted
    /// twice; 0 when none.
    package static func affinity(of foreground: String, with background: String) -> Int {
        affinity(subject(foreground), subject(background))
    }

    /// The words of what a name is about: its words but role words.
    package static func subject(_ name: String) -> [String] { words(name).filter { !roleWords.contains($0) } }

    /// ``affinity(of:with:)`` of two names' ``subject(_:)`` words.
    package static func affinity(_ own: [String], _ other: [String]) -> Int {
        affinity(own, other, sharedWords: Set(own).intersection(other).count)
    }

    /// ``affinity(_:_:)``, given how many of `own`'s distinct words `other`
    /// holds (`sharedWords`), as an index of words counts them.
    package static func affinity(_ own: [String], _ other: [String], sharedWords: Int) -> Int {
        var score = 0
        for (left, right) in zip(own, other) {
            guard left == right else { break }
            score += 1
        }
        score += sharedWords
        if !own.isEmpty, own == other { score += 1 }
        return score
    }
}
