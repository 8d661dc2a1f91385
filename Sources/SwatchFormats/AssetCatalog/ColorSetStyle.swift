import SwatchSupport
import SwatchSyntax

/// How a color set's `Contents.json` writes its colors, so that a value
/// Swatch writes into one reads as the rest of the file: Xcode writes keys
/// sorted with `"key" : value` and the components as its color panel's
/// input gave them (`"0xAA"` from "8-bit Hexadecimal", `"0.667"` from
/// "Floating point (0-1)", `"170"` from "8-bit (0-255)"), alpha always
/// with three decimals (`"1.000"`); other tools (Style Dictionary) write
/// `"key": value` and four decimals. `swatch export` writes Xcode's layout
/// with hex bytes, and decimals where a value is no whole byte.
struct ColorSetStyle: Equatable {
    enum Components: Equatable {
        /// `swatch export`'s: hex where the value is a whole byte, else the
        /// shortest decimal that reads back as the same value.
        case exported
        /// `"0xAA"`.
        case hex
        /// `"0.667"`, with this many decimals.
        case decimals(Int)
        /// `"170"`: whole numbers from 0 to 255.
        case eightBit
    }

    var components = Components.exported
    /// Alpha's decimals; Xcode writes three whatever the components' input.
    var alphaDecimals = 3
    /// `.xcode` (`"key" : value`, keys sorted) or `.standard` (`"key": value`).
    var layout = JSONText.Style.xcode

    /// What `swatch export` writes.
    static let exported = ColorSetStyle()

    /// The style of the color set `bytes`, whose root is `root`: its first
    /// literal that shows one, and its separator; `swatch export`'s where the
    /// file shows none (it holds only system colors).
    init(of bytes: [UInt8], root: YAMLValue) {
        // Xcode's separator, `"key" : value`, unless the file writes only `"key": value`.
        let xcode = Self.contains(bytes, Array(#"" : "#.utf8)) || !Self.contains(bytes, Array(#"": "#.utf8))
        layout = xcode ? .xcode : .standard
        for entry in root["colors"]?.items.map(Array.init) ?? [] {
            guard let written = entry["color"]?["components"] else { continue }
            if let alpha = written["alpha"]?.scalar, let point = alpha.firstIndex(of: ".") {
                alphaDecimals = alpha.distance(from: point, to: alpha.endIndex) - 1
            }
            let shown = ["red", "green", "blue", "white"].compactMap { written[$0]?.scalar }.compactMap(Self.style)
            if let first = shown.first {
                components = first
                return
            }
        }
    }

    private init() {}

    /// The style a component's text shows, or nil when it shows none (`"0"`
    /// and `"1"` read alike as a decimal and as a 0–255 value).
    private static func style(_ text: String) -> Components? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return .hex }
        if let point = text.firstIndex(of: ".") { return .decimals(text.distance(from: point, to: text.endIndex) - 1) }
        guard let value = Int(text), value > 1 else { return nil }
        return .eightBit
    }

    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// A red, green, blue or white component's text in color space `space`.
    func text(_ value: Double, space: String) -> String {
        let byte = (value * 255).rounded()
        switch components {
        case .exported:
            if space == "srgb", (0...255).contains(byte), Double(UInt8(byte)) / 255 == value {
                return Self.hex(UInt8(byte))
            }
            return value.formatted
        case .hex where (0...255).contains(byte): return Self.hex(UInt8(byte))
        case .eightBit where (0...255).contains(byte): return String(Int(byte))
        case .decimals(let count): return Self.fixed(value, decimals: count)
        // A value outside 0–1 (extended sRGB) has no byte: decimals, as Xcode writes it.
        case .hex, .eightBit: return Self.fixed(value, decimals: 3)
        }
    }

    /// Alpha's text: the file's decimals; `swatch export`'s three, or more
    /// where three would change it.
    func alphaText(_ alpha: Double) -> String {
        guard components == .exported else { return Self.fixed(alpha, decimals: alphaDecimals) }
        if (alpha * 1000).rounded() / 1000 == alpha { return Self.fixed(alpha, decimals: 3) }
        return alpha.formatted
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" : "") + digits
    }

    /// `value` with exactly `decimals` decimals (`0.667`, `1.000`).
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let units = Int((abs(value) * Double(scale)).rounded())
        let sign = value < 0 && units != 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(units) }
        let fraction = String(units % scale)
        return sign + "\(units / scale)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
