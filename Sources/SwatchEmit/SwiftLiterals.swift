import Swatch
import SwatchSupport

/// Swift source text for values, exact and the same on every run.
enum SwiftLiterals {
    /// A `Swatch.Color` expression (a material's tint), in the one spelling
    /// its kind of value has:
    ///
    /// - 8-bit sRGB, opaque: `Swatch.Color(rgb: 0x1D1D1F)`;
    /// - 8-bit sRGB, alpha an exact byte too: `Swatch.Color(rgba: 0x3C3C434A)`;
    /// - 8-bit sRGB, alpha finer than a byte: `Swatch.Color(rgb: 0x0A66C2, alpha: 0.12)`;
    /// - anything else (wide gamut, extended range, finer than 8 bits):
    ///   `Swatch.Color(red:green:blue:)` with `alpha:` unless 1, each component
    ///   the shortest decimal text that reads back as the very Double stored.
    ///
    /// Every form gives back exactly the stored value: a hex form is used
    /// only where each byte over 255 is that value.
    static func color(_ color: Color) -> String {
        if let hex = exactHex(color) {
            if color.alpha == 1 { return "Swatch.Color(rgb: 0x\(hex))" }
            if let alpha = exactByte(color.alpha) { return "Swatch.Color(rgba: 0x\(hex)\(hexDigits(alpha)))" }
            return "Swatch.Color(rgb: 0x\(hex), alpha: \(color.alpha.formatted))"
        }
        let alpha = color.alpha == 1 ? "" : ", alpha: \(color.alpha.formatted)"
        return
            "Swatch.Color(red: \(color.red.formatted), green: \(color.green.formatted), blue: \(color.blue.formatted)\(alpha))"
    }

    /// A state's line in the string generated code gives a color's states
    /// in (`Swatch.ColorTable(states:)`), the shortest text that reads back
    /// as the very value stored:
    ///
    /// - 8-bit sRGB, opaque: `#1D1D1F`;
    /// - 8-bit sRGB, alpha an exact byte too: `#3C3C434A`;
    /// - 8-bit sRGB, alpha finer than a byte: `#0A66C2 0.12`;
    /// - anything else: `0.1877 -0.02 1.04`, then alpha unless 1, each the
    ///   shortest decimal text of the Double.
    static func stateValue(_ color: Color) -> String {
        if let hex = exactHex(color) {
            if color.alpha == 1 { return "#" + hex }
            if let alpha = exactByte(color.alpha) { return "#" + hex + hexDigits(alpha) }
            return "#\(hex) \(color.alpha.formatted)"
        }
        let alpha = color.alpha == 1 ? "" : " \(color.alpha.formatted)"
        return "\(color.red.formatted) \(color.green.formatted) \(color.blue.formatted)\(alpha)"
    }

    /// Whether `color`'s `#RRGGBB` or `#RRGGBBAA` is exactly its value, so
    /// that a comment may give that text without "≈".
    static func isExactHex(_ color: Color) -> Bool {
        exactHex(color) != nil && exactByte(color.alpha) != nil
    }

    /// `0x1D1D1F` for an opaque color that is exactly 8-bit sRGB; nil for
    /// any other.
    static func opaqueHex(_ color: Color) -> String? {
        guard color.alpha == 1, let hex = exactHex(color) else { return nil }
        return "0x" + hex
    }

    /// A Swift string literal, escaped: beyond the shared escapes, every
    /// character outside printable ASCII as `\u{…}`, so the generated file
    /// is ASCII and reads the same in any editor.
    static func string(_ text: String) -> String {
        QuotedText.quoted(text) { scalar in
            (0x20...0x7E).contains(scalar.value) ? nil : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }

    private static func exactHex(_ color: Color) -> String? {
        guard let red = exactByte(color.red), let green = exactByte(color.green), let blue = exactByte(color.blue)
        else {
            return nil
        }
        return String(unsafeUninitializedCapacity: 6) { buffer in
            for (offset, byte) in [(0, red), (2, green), (4, blue)] {
                buffer[offset] = digit(byte >> 4)
                buffer[offset + 1] = digit(byte & 0xF)
            }
            return 6
        }
    }

    private static func digit(_ value: UInt8) -> UInt8 { value < 10 ? 48 + value : 55 + value }

    /// A byte as two uppercase hex digits.
    private static func hexDigits(_ byte: UInt8) -> String {
        String(unsafeUninitializedCapacity: 2) { buffer in
            buffer[0] = digit(byte >> 4)
            buffer[1] = digit(byte & 0xF)
            return 2
        }
    }

    /// The component as a byte, if the byte reads back as the very same Double.
    private static func exactByte(_ component: Double) -> UInt8? {
        let byte = (component * 255).rounded()
        guard (0...255).contains(byte), byte / 255 == component else { return nil }
        return UInt8(byte)
    }
}
