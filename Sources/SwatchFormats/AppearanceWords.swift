import Swatch
import SwatchModel

/// The words design systems use for the traits of an appearance, in every
/// name Swatch reads one from: a resolver document's contexts, a Figma mode,
/// an asset catalog's appearance values. One table, so that a name means the
/// same in every format (docs/import.md › Appearance names).
///
/// Increase Contrast has the most names: Apple's own palette writes `ax`
/// (`light_ax`), others `hc`, `a11y`, `highContrast`, `more-contrast`,
/// `increased`. Case and separators do not matter: a name is read as its
/// words (``words(of:)``).
package enum AppearanceWords {
    static let light: Set<String> = ["light", "day"]
    static let dark: Set<String> = ["dark", "night"]
    static let elevated: Set<String> = ["elevated"]
    static let increased: Set<String> = [
        "increased", "high", "more", "hc", "ax", "a11y", "accessible", "accessibility", "highcontrast",
        "morecontrast", "increasedcontrast",
    ]

    /// Every word that says a trait.
    package static let all: Set<String> = light.union(dark).union(elevated).union(increased)

    /// Words a name may add to the appearance words without saying anything
    /// more: `Light mode`, `Dark high contrast`, `Default`.
    package static let filler: Set<String> = [
        "mode", "modes", "contrast", "theme", "scheme", "color", "colors", "appearance", "default", "normal",
        "standard", "base",
    ]

    /// A name's words, lowercased, split at case changes and separators;
    /// two neighbours that are one word of the table are joined (`A11Y`,
    /// `HIGHContrast` → `a11y`, `highcontrast`).
    package static func words(of name: String) -> [String] {
        var words: [String] = []
        for word in ExportNames.words(name) {
            if let last = words.last, !all.contains(last), all.contains(last + word) {
                words[words.count - 1] = last + word
            } else {
                words.append(word)
            }
        }
        return words
    }

    /// What a name's words say of the appearance.
    package static func traits(of name: String) -> AppearanceTraits {
        AppearanceTraits(words: words(of: name))
    }
}

/// What the words of a name say of an appearance: a scheme, the elevated
/// level, increased contrast — each, or nothing.
package struct AppearanceTraits: Hashable, Sendable {
    package var scheme: Appearance.ColorScheme?
    package var elevated = false
    package var increased = false

    package init(words: [String]) {
        let set = Set(words)
        let light = !set.isDisjoint(with: AppearanceWords.light)
        let dark = !set.isDisjoint(with: AppearanceWords.dark)
        // A name that says both schemes says neither.
        scheme = light == dark ? nil : (dark ? .dark : .light)
        elevated = !set.isDisjoint(with: AppearanceWords.elevated)
        increased = !set.isDisjoint(with: AppearanceWords.increased)
    }

    /// How many traits the name says: of two names that agree with a state,
    /// the one that says more is the one meant for it.
    package var count: Int { (scheme == nil ? 0 : 1) + (elevated ? 1 : 0) + (increased ? 1 : 0) }

    /// Whether every trait said holds in `state`.
    package func agrees(with state: Appearance) -> Bool {
        if let scheme, scheme != state.colorScheme { return false }
        if elevated, state.level != .elevated { return false }
        if increased, state.contrast != .increased { return false }
        return true
    }
}
