import SwatchModel

/// Pairs read from names, the same for every format Swatch imports (token
/// files, asset catalogs, Figma variables): design systems name a
/// foreground for what it is drawn on, and the name says the pair when the
/// file has no room for it. docs/import.md › Pairs from names has the table.
///
/// | foreground              | drawn on                                     |
/// |-------------------------|----------------------------------------------|
/// | `fgColor.X`, `fg-X`     | `bgColor.X`, and the default background      |
/// | `XForeground`           | `XBackground`                                |
/// | `text.X`, `X-text`      | `background.X` (`bg.X`), and the default one |
/// | `on-X`, `onX`           | `X`                                          |
///
/// The default background is the one named by the background word alone, or
/// with `default` (`bgColor.default`, `background`). A pairs or mapping
/// file's `on:` replaces what names say.
enum NamePairs {
    /// A color as the table reads it.
    struct Color {
        /// The color's name in the imported theme.
        var name: String
        /// Its name as the file writes it (`fgColor.accent`, `fgColor/accent`).
        var written: String
        var role: ColorRoleName
    }

    /// What a name says of one foreground: the colors it is drawn on, in
    /// the order the table finds them.
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

    /// The pairs the names of `colors` say, for each foreground (label, fill
    /// or separator) whose name has a word of the table and whose
    /// counterpart is another color of the file.
    static func infer(_ colors: [Color]) -> [Pair] {
        var byWords: [[String]: Color] = [:]
        for color in colors where byWords[NameWords.words(color.written)] == nil {
            byWords[NameWords.words(color.written)] = color
        }
        let foregrounds: Set<ColorRoleName> = [.label, .fill, .separator]
        var pairs: [Pair] = []
        for color in colors {
            let words = NameWords.words(color.written)
            // `on-primary` is drawn on `primary` whatever its name makes its
            // role (a tint, by the word `primary`); other names, foregrounds only.
            guard foregrounds.contains(color.role) || (words.first == "on" && color.role != .background) else {
                continue
            }
            var found: [String] = []
            func add(_ candidate: [String], backgroundOnly: Bool) {
                guard let match = byWords[candidate], match.name != color.name, !found.contains(match.name),
                    !backgroundOnly || match.role == .background
                else { return }
                found.append(match.name)
            }
            for (index, word) in words.enumerated() {
                guard let swap = swaps.first(where: { $0.foreground == word }) else { continue }
                if swap.backgrounds == [""] {
                    // `on-X` is drawn on X, whatever X's role (a tint, a fill).
                    guard index == 0 || words.count > 2 else { continue }
                    var candidate = words
                    candidate.remove(at: index)
                    add(candidate, backgroundOnly: false)
                    continue
                }
                for background in swap.backgrounds {
                    var candidate = words
                    candidate[index] = background
                    add(candidate, backgroundOnly: true)
                    // The default background of the group: its words up to
                    // the background word (and a `color` after it), alone
                    // or with `default`.
                    var group = Array(candidate[...index])
                    if index + 1 < candidate.count, candidate[index + 1] == "color" { group.append("color") }
                    add(group + ["default"], backgroundOnly: true)
                    add(group, backgroundOnly: true)
                }
                break
            }
            if !found.isEmpty { pairs.append(Pair(foreground: color.name, backgrounds: found)) }
        }
        return pairs
    }
}
