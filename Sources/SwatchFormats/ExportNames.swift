import SwatchModel

/// Names in the forms other formats use.
package enum ExportNames {
    /// `cardBackground` → `card-background`; `systemGray2` → `system-gray2`.
    package static func kebab(_ name: String) -> String { words(name).joined(separator: "-") }

    /// `cardBackground` → `card_background`.
    package static func snake(_ name: String) -> String { words(name).joined(separator: "_") }

    /// Words of a camel-case or separated name, lowercased.
    package static func words(_ name: String) -> [String] {
        if let words = ASCIIWords.exportWords(name) { return words }
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                words.append(current)
                current = String(character).lowercased()
            } else {
                current += character.lowercased()
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
