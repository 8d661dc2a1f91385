import Swatch

/// Swift source text for values, exact and the same on every run.
enum SwiftLiterals {
    /// A `Swatch.Color` expression. Colors that are exactly 8-bit sRGB are
    /// written as hex, which a reader can check against the theme; others
    /// with their full-precision components (Swift prints the shortest text
    /// that reads back as the same Double).
    ///
    /// `typed` writes `.init(…)` for a place whose type is `Color` already
    /// (an argument of `ColorTable`'s initialisers): the shortest text, and
    /// swiftc resolves it as fast, the parameter's type being fixed.
    static func color(_ color: Color, typed: Bool = false) -> String {
        let type = typed ? "." : "Swatch.Color"
        // Alpha is 1 unless written: the initialisers' default.
        let alpha = color.alpha == 1 ? "" : ", alpha: \(double(color.alpha))"
        if let hex = exactHex(color) { return "\(type)init(rgb: 0x\(hex)\(alpha))" }
        return
            "\(type)init(red: \(double(color.red)), green: \(double(color.green)), blue: \(double(color.blue))\(alpha))"
    }

    /// `0x1D1D1F` for an opaque color that is exactly 8-bit sRGB; nil for
    /// any other.
    static func opaqueHex(_ color: Color) -> String? {
        guard color.alpha == 1, let hex = exactHex(color) else { return nil }
        return "0x" + hex
    }

    static func double(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// A Swift string literal, escaped.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case " "..."~": result.unicodeScalars.append(scalar)
            default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return result + "\""
    }

    private static func exactHex(_ color: Color) -> String? {
        guard let red = exactByte(color.red), let green = exactByte(color.green), let blue = exactByte(color.blue)
        else {
            return nil
        }
        return String(unsafeUninitializedCapacity: 6) { buffer in
            func digit(_ value: UInt8) -> UInt8 { value < 10 ? 48 + value : 55 + value }
            for (offset, byte) in [(0, red), (2, green), (4, blue)] {
                buffer[offset] = digit(byte >> 4)
                buffer[offset + 1] = digit(byte & 0xF)
            }
            return 6
        }
    }

    /// The component as a byte, if the byte reads back as the very same Double.
    private static func exactByte(_ component: Double) -> UInt8? {
        let byte = (component * 255).rounded()
        guard (0...255).contains(byte), byte / 255 == component else { return nil }
        return UInt8(byte)
    }
}
