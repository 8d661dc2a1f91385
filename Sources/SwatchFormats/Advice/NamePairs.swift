import Swatch
import SwatchModel

/// Pairs read from names, the same for every format Swatch imports (token
/// files, asset catalogs, Figma variables): design systems name a
/// foreground for what it is drawn on, and the name says the pair when the
/// file has no room for it. Names are read as words (``NameWords``), so
/// `fgColor.accent`, `fgColor/accent` and `fg-color-accent` are one name.
/// docs/import.md › Pairs from names has the table.
///
/// | foreground              | drawn on                                     |
/// |-------------------------|----------------------------------------------|
/// | `fgColor.X`, `fg-X`     | `bgColor.X`, and the default background      |
/// | `XForeground`           | `XBackground`                                |
/// | `text.X`, `X-text`      | `background.X` (`bg.X`), and the default one |
/// | `on-X`, `onX`           | `X`                                          |
/// | `fgColor.onX`           | `bgColor.X` alone                            |
/// | a translucent `bgColor.X` | the default background                     |
///
/// The default background is the one named by the background word alone, or
/// with `default` (`bgColor.default`, `background`), else the one background
/// of the group whose last word is `default` (`bg/layer-default`). What the
/// table does not read as a pair, because systems name these foregrounds for
/// other backgrounds (each a way of naming, read by hand on real systems:
/// docs/real-systems.md › Findings checked by hand):
///
/// - a fixed color (`fgColor.white`, `fgColor.black`) is drawn on whatever
///   needs it, never on its namesake background (white on `bgColor.white`);
/// - a foreground for another background (`fgColor.onEmphasis`,
///   `text.brand.on-brand`, `fg/neutral-inverted`, `fg/brand-contrast`) is
///   not drawn on the default background;
/// - a background that has its own `on` foreground (`background.brand`, for
///   `text.brand.on-brand`) is not paired with the group's `text.brand`;
/// - a foreground in a state (`…TextDisabled`, `fgColor.hover`) is drawn on
///   the background in that state, on the default one only when the group
///   has no background in that state; a translucent background in a state
///   (`button.background.highlighted`) is drawn in place of its element's
///   background at rest, not on it.
///
/// A pairs or mapping file's `on:` replaces what names say.
enum NamePairs {
    /// A color as the table reads it.
    struct Color {
        /// The color's name in the imported theme.
        var name: String
        /// Its name as the file writes it (`fgColor.accent`, `fgColor/accent`).
        var written: String
        var role: ColorRoleName
        /// Whether some value of it is translucent: a background that is
        /// drawn on something.
        var translucent = false
        /// Its value in each state (`Appearance.index & 7`), where known: a
        /// foreground with its background's every value is no pair.
        var values: [Swatch.Color?] = []

        /// Whether every value is known and fully transparent: no color to
        /// draw on, or to draw.
        var isClear: Bool { !values.isEmpty && values.allSatisfy { $0 != nil && $0!.alpha == 0 } }
    }

    /// What a name says of one color: the colors it is drawn on, in the
    /// order the table finds them.
    struct Pair: Equatable {
        var foreground: String
        var backgrounds: [String]
    }

    /// A foreground word and the words of what it is drawn on in its place
    /// (empty: the word is dropped, as `on` in `on-primary`).
    static let swaps: [(foreground: String, backgrounds: [String])] = [
        ("fg", ["bg", "background"]),
        ("foreground", ["background", "bg"]),
        ("text", ["background", "bg"]),
        ("on", [""]),
    ]

    /// Words that name a fixed color rather than what it is drawn on.
    static let fixedWords: Set = ["white", "black"]
    /// Words of a foreground meant for another background than the page:
    /// an inverse one, or one that contrasts with a strong fill.
    static let elsewhereWords: Set = ["inverse", "inverted", "contrast", "contrasting"]
    /// Words of an interaction or selection state.
    static let stateWords: Set = [
        "rest", "hover", "hovered", "pressed", "active", "focus", "focused", "checked", "selected", "disabled",
        "inactive", "visited", "dragged", "highlighted",
    ]

    /// The pairs the names of `colors` say, for each foreground (label, fill
    /// or separator) whose name has a word of the table and whose
    /// counterpart is another color of the file, and for each translucent
    /// background. Where two colors have one name's words, the first is
    /// meant: a caller puts a file's own colors before a library's.
    static func infer(_ colors: [Color]) -> [Pair] {
        let table = Table(colors)
        // Backgrounds named for their own `on` foreground, which the
        // group's plain foreground of the same name is not drawn on.
        var claimed: Set<String> = []
        for color in colors {
            for target in table.onTargets(table.words(color.written), of: color) { claimed.insert(target) }
        }
        var pairs: [Pair] = []
        for color in colors where !color.isClear {
            // A foreground and a background of one value are one color under
            // two names (a fixed swatch, a placeholder), never drawn one on the
            // other; and a background that is clear in every state (a ghost
            // button's, `background.none`) shows whatever is under it, which
            // its name does not say.
            let found = table.backgrounds(of: color, claimed: claimed)
                .filter { name in
                    guard let background = table.byName[name] else { return true }
                    return !background.isClear
                        && (color.values.isEmpty || color.values.contains(nil) || background.values != color.values)
                }
            if !found.isEmpty { pairs.append(Pair(foreground: color.name, backgrounds: found)) }
        }
        return pairs
    }

    /// Words of a translucent background drawn over whatever the content
    /// is (a dimming layer), not on the page's background.
    static let overlayWords: Set = [
        "backdrop", "backdrops", "overlay", "overlays", "scrim", "scrims", "shadow", "shadows",
    ]
    /// Words of a foreground that is not text: what `on-X` names is its
    /// background only when it is not one of these.
    static let foregroundWords: Set = [
        "icon", "text", "fg", "foreground", "label", "border", "content", "outline", "stroke", "divider",
    ]

    /// Whether the words after a name's group are a numbered step alone
    /// (`text.color.300`): a ramp's swatch, which two ramps' like steps do
    /// not make a pair of.
    static func isStep(_ rest: [String]) -> Bool {
        !rest.isEmpty && rest.allSatisfy { $0.allSatisfy(\.isNumber) }
    }

    /// The file's colors by their words, and the lookups the rules make.
    private struct Table {
        var byWords: [[String]: Color] = [:]
        var byName: [String: Color] = [:]
        var backgrounds: [Color] = []
        /// The backgrounds whose name's last word is `default`, in their
        /// order: the only ones a group's default may be found among by
        /// its words (``defaultBackgrounds(_:for:)``), asked for by every
        /// foreground whose group names none.
        private var endingInDefault: [Color] = []
        /// The words of each name as written, split once: the rules ask for
        /// a background's words for every foreground.
        private var wordsOf: [String: [String]] = [:]

        init(_ colors: [Color]) {
            byName = Dictionary(colors.map { ($0.name, $0) }) { first, _ in first }
            for color in colors {
                let words = wordsOf[color.written] ?? NameWords.words(color.written)
                wordsOf[color.written] = words
                if byWords[words] == nil { byWords[words] = color }
            }
            backgrounds = colors.filter { $0.role == .background }
            endingInDefault = backgrounds.filter { words($0.written).last == "default" }
        }

        /// ``NameWords/words(_:)`` of a name as written.
        func words(_ written: String) -> [String] { wordsOf[written] ?? NameWords.words(written) }

        func match(_ words: [String], for color: Color, backgroundOnly: Bool = true) -> String? {
            guard let match = byWords[words], match.name != color.name, !backgroundOnly || match.role == .background
            else { return nil }
            return match.name
        }

        /// The default background of a group (`bgColor`, `color.background`),
        /// each spelling of the group tried (`bg`, `background`): its words
        /// with `default` or alone, else the one background that starts with
        /// them and ends in `default` (`bg/layer-default`).
        func defaultBackgrounds(_ groups: [[String]], for color: Color) -> [String] {
            let named = groups.compactMap { match($0 + ["default"], for: color) ?? match($0, for: color) }
            guard named.isEmpty else { return named }
            let candidates = endingInDefault.filter { background in
                let words = self.words(background.written)
                return groups.contains { group in
                    // `bgColor.default` is the group `bgColor`'s, not `bg`'s.
                    words.count > group.count + 1 && words.starts(with: group) && words[group.count] != "color"
                }
            }
            guard candidates.count == 1, candidates[0].name != color.name else { return [] }
            return [candidates[0].name]
        }

        /// Where a name's foreground word is, and its group: the words
        /// before it, the background word in its place, and a `color`
        /// after it (`fgColor` → `bgColor`); with the words that follow.
        func groups(_ words: [String]) -> (group: [[String]], rest: [String])? {
            for (index, word) in words.enumerated() {
                guard let swap = swaps.first(where: { $0.foreground == word }), swap.backgrounds != [""] else {
                    continue
                }
                var rest = Array(words[(index + 1)...])
                var tail: [String] = []
                if rest.first == "color" {
                    rest.removeFirst()
                    tail = ["color"]
                }
                return (swap.backgrounds.map { Array(words[..<index]) + [$0] + tail }, rest)
            }
            return nil
        }

        /// The background an `on` inside a foreground's name names
        /// (`fgColor.onEmphasis` → `bgColor.emphasis`).
        func onTargets(_ words: [String], of color: Color) -> [String] {
            guard isForeground(color, words), let (groups, rest) = groups(words),
                let on = rest.firstIndex(of: "on"), on + 1 < rest.count
            else { return [] }
            return groups.compactMap { match($0 + rest[(on + 1)...], for: color) }
        }

        func isForeground(_ color: Color, _ words: [String]) -> Bool {
            // `on-primary` is drawn on `primary` whatever its name makes its
            // role (a tint, by the word `primary`); other names, foregrounds only.
            [.label, .fill, .separator].contains(color.role) || (words.first == "on" && color.role != .background)
        }

        func backgrounds(of color: Color, claimed: Set<String>) -> [String] {
            let words = self.words(color.written)
            var found: [String] = []
            func add(_ name: String?) {
                if let name, !found.contains(name) { found.append(name) }
            }
            if color.role == .background {
                // A translucent background is drawn on something: its
                // group's default background.
                guard color.translucent, !words.contains(where: overlayWords.contains),
                    let index = words.firstIndex(where: { $0 == "bg" || $0 == "background" })
                else { return [] }
                var group = Array(words[...index])
                if index + 1 < words.count, words[index + 1] == "color" { group.append("color") }
                if isStep(Array(words[group.count...])) { return [] }
                // In a state (`button.background.highlighted`), it is drawn in
                // place of its element's background at rest, not on it.
                // In a state (`button.background.highlighted`, `background.hover`),
                // it is drawn in place of its element's background at rest
                // (the group's, or its `default`), not on it.
                if words[(index + 1)...].contains(where: stateWords.contains) {
                    for name in defaultBackgrounds([group], for: color) {
                        let named = self.words(byName[name]?.written ?? "")
                        if named != group, named != group + ["default"] { add(name) }
                    }
                    return found
                }
                // A variant (`button.color.background.borderless`) is not drawn
                // on another variant that happens to be the default
                // (`…background.primary.default`): only on the group's own.
                add(match(group + ["default"], for: color) ?? match(group, for: color))
                return found
            }
            guard isForeground(color, words) else { return [] }
            guard let (groups, rest) = groups(words) else {
                // `on-X` is drawn on X, whatever X's role (a tint, a fill).
                guard let index = words.firstIndex(of: "on"), index == 0 || words.count > 2 else { return [] }
                var candidate = words
                candidate.remove(at: index)
                // On what it names, when that is drawn on: a background or
                // a fill (`primary`), not another foreground (`icon.color.on-disabled`
                // is not drawn on the icon `icon.color.disabled`).
                if let name = match(candidate, for: color, backgroundOnly: false), let target = byName[name],
                    target.role == .background
                        || (target.role != .label && target.role != .separator
                            && !self.words(target.written).contains(where: foregroundWords.contains))
                {
                    add(name)
                }
                return found
            }
            let onTargets = onTargets(words, of: color)
            if rest.contains("on") { return onTargets }
            if !rest.isEmpty, rest.allSatisfy(fixedWords.contains) { return [] }
            if isStep(rest) { return [] }
            for group in groups {
                if let own = match(group + rest, for: color), !claimed.contains(own) { add(own) }
            }
            // `text.borderless.default` on `background.borderless`: its
            // variant's background, written without the trailing `default`.
            if found.isEmpty, rest.count > 1, rest.last == "default" {
                for group in groups {
                    if let own = match(group + rest.dropLast(), for: color), !claimed.contains(own) { add(own) }
                }
            }
            // A variant whose background the group has under another
            // spelling (`background.borderless.rest`) is not the default's.
            if found.isEmpty, let variant = rest.first, !variant.allSatisfy(\.isNumber),
                !stateWords.contains(variant), variant != "default",
                backgrounds.contains(where: { background in
                    !claimed.contains(background.name)
                        && groups.contains { self.words(background.written).starts(with: $0 + [variant]) }
                })
            {
                return []
            }
            // Its own background where it has one (`text.danger` on
            // `background.danger`), else the default one: not both.
            guard rest.allSatisfy({ !elsewhereWords.contains($0) }), found.isEmpty else { return found }
            for name in defaultBackgrounds(groups, for: color) { add(name) }
            return found
        }
    }
}
