import Swatch

/// Figma's channels as theme literals that keep them.
enum FigmaLiteral {
    /// Figma keeps channels as 32-bit floats, so the byte a designer typed
    /// (`#0A66C2`) comes back as 0.039215687… rather than 10/255. A channel
    /// within 1e-6 of a byte is that byte; any other is kept as it is.
    static func snapped(_ color: Color) -> Color {
        func snap(_ value: Double) -> Double {
            let byte = (value * 255).rounded()
            return abs(value - byte / 255) < 1e-6 ? byte / 255 : value
        }
        return Color(red: snap(color.red), green: snap(color.green), blue: snap(color.blue), alpha: snap(color.alpha))
    }

    /// Whether every channel is a byte, so hex says the color exactly.
    static func isBytes(_ color: Color) -> Bool {
        [color.red, color.green, color.blue, color.alpha]
            .allSatisfy { value in
                let byte = (value * 255).rounded()
                return byte / 255 == value
            }
    }

    /// `#RRGGBB` (`#RRGGBBAA`) when the channels are bytes, `rgb(R G B / a)`
    /// when only the alpha is finer, else `color(srgb r g b / a)` with the
    /// numbers themselves: every way, the literal reads back as this very color.
    static func text(_ color: Color) -> String {
        if isBytes(color) { return color.hex }
        let channels8 = Color(red: color.red, green: color.green, blue: color.blue)
        if isBytes(channels8) {
            // Byte channels with an alpha finer than a byte (0.12).
            let bytes = channels8.rgba8
            return "rgb(\(bytes.red) \(bytes.green) \(bytes.blue) / \(number(color.alpha)))"
        }
        let channels = [color.red, color.green, color.blue].map(number).joined(separator: " ")
        return color.alpha == 1 ? "color(srgb \(channels))" : "color(srgb \(channels) / \(number(color.alpha)))"
    }

    /// The shortest decimal that reads back as `value`, without an exponent
    /// (which CSS reads, but people less easily).
    static func number(_ value: Double) -> String {
        let text = "\(value)"
        guard text.contains("e") else { return text.hasSuffix(".0") ? String(text.dropLast(2)) : text }
        // Below 1e-4 Swift writes an exponent: write the digits out.
        let parts = text.split(separator: "e")
        let exponent = Int(parts[1]) ?? 0
        var digits = String(parts[0]).replacingOccurrences(".", "")
        let negative = digits.hasPrefix("-")
        if negative { digits.removeFirst() }
        guard exponent < 0 else { return text }
        let zeros = String(repeating: "0", count: -exponent - 1)
        return (negative ? "-" : "") + "0." + zeros + digits
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
