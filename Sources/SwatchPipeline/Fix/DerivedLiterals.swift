import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import SwatchSyntax

/// `swatch fix --materialize`: every derived value written into the theme as
/// literals — each `auto` replaced, and each value the theme's `derive:` asks
/// for added to its color — for a team that wants them in its design tool.
package enum DerivedLiterals {
    /// The edits that write the derived values of `theme` into the files
    /// that declare its colors, and what could not be written so, in words.
    package static func edits(for theme: ResolvedTheme, in files: [String: [UInt8]]) -> (
        edits: [FixItEdits.Edit], left: [String]
    ) {
        // Each color's derived states, by the file that declares it, in the order derived.
        var colors: [(file: String, name: String)] = []
        var states: [String: [String: Set<Int>]] = [:]
        for value in theme.derivations {
            let file = value.range.file
            if states[file]?[value.color] == nil { colors.append((file, value.color)) }
            states[file, default: [:]][value.color, default: []].insert(value.state.index & 7)
        }
        var edits: [FixItEdits.Edit] = []
        var left: [String] = []
        var declarations: [String: [String: ColorDeclaration]] = [:]
        for (file, name) in colors {
            guard let bytes = files[file] else {
                left.append("'\(name)': its derived values are in '\(file)', which was not read; give it to write them")
                continue
            }
            if declarations[file] == nil {
                let ast = ThemeCompiler().decode(ThemeSource(path: file, bytes: bytes)).0
                declarations[file] = Dictionary(
                    (ast?.colors ?? []).map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
            }
            guard let declaration = declarations[file]?[name], let color = theme.color(named: name) else {
                left.append("'\(name)': no declaration of it in '\(file)' to write its derived values in")
                continue
            }
            let writer = ColorLiteralWriter(
                declaration: declaration, file: file, bytes: bytes, derived: states[file]![name]!,
                value: { color[Appearance(index: $0)] })
            if let made = writer.edits() {
                edits += made
            } else {
                let place = declaration.name.range.start
                left.append(
                    "\(file):\(place.line):\(place.column): the values derived for '\(name)' are written in a "
                        + "shape 'fix --materialize' does not edit; write them in the color to keep them")
            }
        }
        return (edits, left)
    }
}
