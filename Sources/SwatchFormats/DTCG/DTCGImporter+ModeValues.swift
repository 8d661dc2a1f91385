import Swatch
import SwatchSyntax

/// Values Style Dictionary sources write as objects of their own, for a
/// build's transforms to read (telekom/design-tokens' JSON5 sources):
/// a value per mode, `value: { light: "{core.color.black}", dark: "{core.color.white}" }`,
/// and a color at an alpha, `{ color: "{core.color.black}", alpha: 0.65 }`,
/// each mode's value either.
extension DTCGImporter {
    /// The value a mode object gives `state`, and whether `value` is one at
    /// all: an object (no color object) with a key whose words all say
    /// traits of an appearance (``AppearanceWords``). The key taken agrees
    /// with the state and says the most, as a Primer override is taken:
    /// `dark` for every dark state, `dark-high-contrast` over it for dark
    /// with Increase Contrast. A state no key agrees with has no value (a
    /// `{ dark }` alone says nothing of light, and is said: a token with no
    /// light value is not checked at all). A key that says no
    /// appearance (`tritanopia`) is not read, which is said at it.
    mutating func modeValue(of value: YAMLValue, in state: Appearance) -> (isModes: Bool, value: YAMLValue?) {
        guard let pairs = value.pairs, value["colorSpace"] == nil, value["color"] == nil else { return (false, nil) }
        var best: (value: YAMLValue, said: Int)?
        var others: [YAMLValue] = []
        for pair in pairs {
            guard let key = pair.key.scalar else { continue }
            let words = AppearanceWords.words(of: key)
            let traits = AppearanceTraits(words: words)
            guard traits.count > 0,
                words.allSatisfy({ AppearanceWords.all.contains($0) || AppearanceWords.filler.contains($0) })
            else {
                others.append(pair.key)
                continue
            }
            guard traits.agrees(with: state), traits.count > (best?.said ?? 0) else { continue }
            best = (pair.value, traits.count)
        }
        guard others.count < pairs.count else { return (false, nil) }
        // Said when the token is first read, not again as an alias's target.
        for key in others where !readingToken {
            unread(
                "the mode '\(key.scalar ?? "")' says no appearance Swatch checks (light, dark, elevated, increased contrast), so its value is not read; name the mode by its appearance ('dark', 'light-high-contrast')",
                at: key.range)
        }
        if best == nil, state == .light, !readingToken {
            // Without a light value the token is not checked at all (the theme language needs one).
            let modes = pairs.compactMap(\.key.scalar).map { "'\($0)'" }.joined(separator: ", ")
            unread(
                "this value gives no mode for light (only \(modes)), so the token is not checked in any appearance; add a 'light' mode",
                at: value.range)
        }
        return (true, best?.value)
    }

    /// `{ color: "{alias}", alpha: 0.65 }`: the color written and the alpha
    /// it is shown at, whatever alpha the color has (as Telekom's build
    /// applies it); nil for any other value.
    static func colorAtAlpha(_ value: YAMLValue) -> (color: YAMLValue, alpha: YAMLValue)? {
        guard let pairs = value.pairs, pairs.count == 2, let color = value["color"], let alpha = value["alpha"] else {
            return nil
        }
        return (color, alpha)
    }
}
