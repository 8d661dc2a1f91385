import Swatch
import SwatchDiagnostics
import SwatchExport
import SwatchModel

/// A theme made of a Figma file as the theme language's YAML: each color
/// with a comment naming its variable, and the reason beside every guessed
/// role and pair, so a reviewer sees what to confirm (or fix in the mapping
/// file). A brand writes only the colors its mode changes.
enum FigmaThemeWriter {
    static func text(_ theme: FigmaTheme, base: FigmaTheme?, source: String) -> String {
        var lines = [
            "# Imported from \(source) by `swatch import figma`. Roles and pairs marked 'guessed' are",
            "# the importer's reading of scopes and names: confirm them, or say them in a mapping file",
            "# (docs/import.md) so that the next import makes the same theme.",
        ]
        if let description = theme.brandDescription {
            let modes = description.contains("; ") ? "modes" : "mode"
            lines.append("# The brand of the \(modes) \(comment(description)).")
        }
        lines.append("swatch: 1")
        if let extends = theme.extends { lines.append("extends: \(quoted(extends))") }
        let baseColors = Dictionary((base?.colors ?? []).map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let colors = theme.colors.filter { color in
            // What the checker reads is what is written: a color with no
            // declaration is in neither.
            guard color.declaration != nil else { return false }
            guard let inherited = baseColors[color.name] else { return true }
            return !sameValues(color, inherited)
        }
        lines.append(colors.isEmpty ? "colors: {}" : "colors:")
        for color in colors {
            lines += self.lines(color, brand: base != nil)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func lines(_ color: FigmaColor, brand: Bool) -> [String] {
        var lines = ["  \(quoted(color.name)):"]
        lines.append(
            "    # Figma: \(comment("'\(color.figmaName.value)' (\(color.figmaID)) in '\(color.collectionName)'"))")
        for gap in color.gaps { lines.append("    # unknown: \(comment(gap))") }
        if let guess = color.roleGuess {
            lines.append("    role: \(color.role.value.rawValue)  # guessed from \(comment(guess.reason))")
        } else {
            lines.append("    role: \(color.role.value.rawValue)")
        }
        if let description = color.description { lines.append("    description: \(quoted(description.value))") }
        let shape = color.shape
        if let light = shape.light { lines.append("    light: \(text(light))") }
        if let dark = shape.dark { lines.append("    dark: \(text(dark))") }
        if shape.increasedLight != nil || shape.increasedDark != nil {
            lines.append("    increasedContrast:")
            if let light = shape.increasedLight { lines.append("      light: \(text(light))") }
            if let dark = shape.increasedDark { lines.append("      dark: \(text(dark))") }
        }
        if !color.on.isEmpty, !brand {
            let names = "[\(color.on.map { quoted($0.value) }.joined(separator: ", "))]"
            lines.append("    on: \(names)\(color.pairGuess.map { "  # guessed: \(comment($0))" } ?? "")")
        }
        if let primitive = color.primitive, !brand {
            lines.append("    exempt: \(quoted("a primitive: \(primitive)"))")
        }
        return lines
    }

    private static func sameValues(_ a: FigmaColor, _ b: FigmaColor) -> Bool {
        ColorStates.all.allSatisfy { state in
            switch (a.values[state.index], b.values[state.index]) {
            case (nil, nil): true
            case (let x?, let y?): x.means(y)
            default: false
            }
        }
    }

    private static func text(_ value: FigmaSchemeValue) -> String {
        guard let elevated = value.elevated else { return text(value.base) }
        return "{ base: \(text(value.base)), elevated: \(text(elevated)) }"
    }

    private static func text(_ value: FigmaStateValue) -> String {
        switch value {
        case .literal(let color, _): quoted(FigmaLiteral.text(color))
        case .reference(let name, _): "{ ref: \(quoted(name)) }"
        case .unknown: "unknown"
        }
    }

    /// Plain when YAML reads it back as the same text, double-quoted otherwise.
    static func quoted(_ text: String) -> String {
        let plain =
            !text.isEmpty && text.first!.isLetter
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
            && !["true", "false", "yes", "no", "on", "off", "null", "y", "n"].contains(text.lowercased())
        if plain { return text }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if isPrintable(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += escaped(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Text from the Figma file in a comment: a line break or a character
    /// YAML does not print would end the comment or the file's reading, so
    /// each is written as its escape.
    static func comment(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if isPrintable(scalar) { result.unicodeScalars.append(scalar) } else { result += escaped(scalar) }
        }
        return result
    }

    /// YAML's printable characters, less the line breaks it reads beyond
    /// `\n` and `\r` (NEL, LINE and PARAGRAPH SEPARATOR) and the byte order mark.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0x2027, 0x202A...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// `\xNN`, `\uNNNN` or `\UNNNNNNNN`, as a double-quoted YAML scalar reads them.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let (prefix, width) = scalar.value <= 0xFF ? ("\\x", 2) : scalar.value <= 0xFFFF ? ("\\u", 4) : ("\\U", 8)
        return prefix + String(repeating: "0", count: width - hex.count) + hex
    }
}
