import Swatch
import SwatchTerminal

/// A section's grid: a column of names, then one column per appearance.
struct Columns {
    var appearances: [Appearance]
    /// The appearance the system is in, whose column is marked.
    var current: Appearance
    var nameWidth: Int
    var cellWidth: Int

    /// The section's first line: its title, bold, over the name column, and
    /// the color scheme of each column (the other traits, which all columns
    /// share, are said once at the top).
    func heading(_ title: String) -> String {
        let line = row(Terminal.styled(title, attributes: .bold)) { appearance in
            (appearance.colorScheme == .light ? "light" : "dark") + (appearance == current ? "  ◀ current" : "")
        }
        return "\n" + line
    }

    /// The traits the columns share, in words: "base level, standard contrast,
    /// standard transparency".
    var sharedTraits: String {
        guard let first = appearances.first else { return "" }
        return [
            first.level == .base ? "base level" : "elevated level",
            first.contrast == .standard ? "standard contrast" : "increased contrast",
            first.transparency == .standard ? "standard transparency" : "reduced transparency",
        ]
        .joined(separator: ", ")
    }

    /// One line: `name`, then `cell` for each appearance, each padded to its
    /// column by what shows (escapes take no room).
    func row(_ name: String, _ cell: (Appearance) -> String) -> String {
        var line = pad(name, to: nameWidth)
        for appearance in appearances.dropLast() { line += pad(cell(appearance), to: cellWidth) }
        if let last = appearances.last { line += cell(last) }
        return line
    }
}

/// `text` followed by spaces up to `width` columns, and at least one.
func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(width - Terminal.width(of: text), 1))
}

/// A WCAG ratio and the levels it meets for text: "4.61:1 AA".
///
/// The ratio is cut, not rounded, to two decimals, as swatch's diagnostics
/// print it, so that 4.499 never reads as a passing 4.50.
func figure(_ contrast: Double) -> String {
    let hundredths = Int((contrast * 100).rounded(.down))
    let fraction = hundredths % 100
    let ratio = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    let level =
        switch contrast {
        case 7...: "AAA"
        case 4.5...: "AA"
        case 3...: "AA large"
        default: "below 3:1"
        }
    return "\(ratio) \(level)"
}

/// A fraction as a whole percentage: 0.92 → "92%".
func percent(_ value: Double) -> String { "\(Int((value * 100).rounded()))%" }
