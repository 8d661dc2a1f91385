import Swatch
import SwatchDiagnostics

/// Where a mode of a Figma collection goes: into the states its name says
/// (`Light`, `Dark high contrast`), into a brand that replaces the states it
/// says (`Dark dimmed` replaces the dark ones; `Tritanopia` all of them), or
/// nowhere (a mapping file's `skip`).
enum FigmaModePlacement: Hashable, Sendable {
    /// The mode's values are the theme's in the states its words agree with.
    case states(words: [String])
    /// A brand extending the theme, with the mode's values in the states its
    /// words agree with (every state when they say nothing).
    case brand(words: [String])
    case skip

    /// Words a mode name may add to the appearance words without saying
    /// anything more: ``AppearanceWords/filler``.
    static var fillerWords: Set<String> { AppearanceWords.filler }

    /// Read from a mode's name: placed when every word is an appearance word
    /// (the resolver documents' table, ``ModifierKind/appearanceWords``) or
    /// filler, and at least one is an appearance word; else a brand of the
    /// states its appearance words say.
    init(modeName: String) {
        let words = AppearanceWords.words(of: modeName)
        let saying = words.filter { ModifierKind.appearanceWords.contains($0) }
        let placed =
            !saying.isEmpty
            && words.allSatisfy { ModifierKind.appearanceWords.contains($0) || Self.fillerWords.contains($0) }
        self = placed ? .states(words: saying) : .brand(words: saying)
    }

    /// Read from a mapping file's phrase: `light`, `dark increased`, `brand`,
    /// `brand dark`, `skip`; nil when a word is none of these.
    init?(phrase: String) {
        let words = AppearanceWords.words(of: phrase)
        guard !words.isEmpty else { return nil }
        if words == ["skip"] {
            self = .skip
            return
        }
        let isBrand = words.contains("brand")
        let rest = words.filter { $0 != "brand" }
        guard rest.allSatisfy({ ModifierKind.appearanceWords.contains($0) || Self.fillerWords.contains($0) }) else {
            return nil
        }
        let saying = rest.filter { ModifierKind.appearanceWords.contains($0) }
        guard isBrand || !saying.isEmpty else { return nil }
        self = isBrand ? .brand(words: saying) : .states(words: saying)
    }

    /// Whether the mode's values are the base theme's in some states.
    var placesStates: Bool {
        if case .states = self { return true }
        return false
    }

    /// The words as a name ``ResolverLayer/context(for:among:defaultContext:placements:)`` reads.
    var phrase: String {
        switch self {
        case .states(let words), .brand(let words): words.joined(separator: " ")
        case .skip: "skip"
        }
    }

    /// The states (by ``Appearance/index``) a brand's mode replaces: those
    /// its words agree with.
    var brandStates: [Int] {
        guard case .brand(let words) = self else { return [] }
        return ColorStates.all.filter { Self.agrees(words, with: $0) }.map(\.index)
    }

    /// Whether every trait the words say holds in `state`.
    static func agrees(_ words: [String], with state: Appearance) -> Bool {
        AppearanceTraits(words: words).agrees(with: state)
    }
}
