import Swatch

// Every color of the theme in all 16 appearance states, one row per state.
// `Acme` is generated at build time from Acme.theme.yaml by SwatchPlugin.

/// One line of the table: each cell padded to its column's width.
func row(_ cells: [String], widths: [Int]) -> String {
    var line = zip(cells, widths).map { $0 + String(repeating: " ", count: max($1 - $0.count, 0)) }.joined()
    while line.last == " " { line.removeLast() }
    return line
}

// Two spaces between columns; a hex cell is at most 9 characters (#RRGGBBAA).
let widths = ([Appearance.all.map(\.description.count).max()!] + Acme.allColors.map { max($0.name.count, 9) })
    .map { $0 + 2 }
print(row(["appearance"] + Acme.allColors.map(\.name), widths: widths))
for appearance in Appearance.all {
    let cells = Acme.allColors.map { $0.resolved(in: appearance).hex }
    print(row([appearance.description] + cells, widths: widths))
}
