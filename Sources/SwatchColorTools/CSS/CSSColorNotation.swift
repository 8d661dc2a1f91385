import Swatch

/// The notation a CSS color literal is written in, so that a color picked in
/// an editor is written back the way the literal was: `hsl()` stays `hsl()`.
///
/// Hex, `rgb()` and `color(display-p3 …)` are written by the runtime's own
/// formatters (``Color/hex``, ``Color/cssRGB``, ``Color/cssDisplayP3``);
/// `hsl()` and `oklch()`, which only the tools write, are written here. Each
/// keeps enough digits that parsing the text gives the color back within
/// the notation's own precision: the same bytes for hex and `rgb()`, and for
/// `hsl()` and `oklch()` well within half an 8-bit step (a hundredth of a
/// degree and of a percent for `hsl()`; 1/10,000 of a percent of lightness,
/// a millionth of chroma and a thousandth of a degree for `oklch()`, which
/// near black moves a channel many times as far as its own change).
package enum CSSColorNotation: CaseIterable, Sendable {
    case hex, rgb, hsl, oklch, displayP3

    /// The notation `literal` is written in; nil for one that is not written
    /// back (a named color, `hwb()`, `lab()`, `color(srgb …)` …).
    package init?(of literal: String) {
        let text = literal.lowercased().drop { $0 == " " || $0 == "\t" }
        if text.hasPrefix("#") {
            self = .hex
            return
        }
        guard let open = text.firstIndex(of: "(") else { return nil }
        switch text[..<open] {
        case "rgb", "rgba": self = .rgb
        case "hsl", "hsla": self = .hsl
        case "oklch": self = .oklch
        case "color" where text[text.index(after: open)...].drop(while: { $0 == " " }).hasPrefix("display-p3 "):
            self = .displayP3
        default: return nil
        }
    }

    /// `color` in this notation.
    package func text(for color: Color) -> String {
        switch self {
        case .hex: color.hex
        case .rgb: color.cssRGB
        case .displayP3: color.cssDisplayP3
        case .hsl: Self.hsl(color)
        case .oklch: Self.oklch(color)
        }
    }

    /// `hsl(H S% L%)`, `/ A` when not opaque. HSL is a form of sRGB: a color
    /// outside it is clamped first, as `hsl()` cannot say it.
    private static func hsl(_ color: Color) -> String {
        let clamped = Color(
            red: unit(color.red), green: unit(color.green), blue: unit(color.blue), alpha: color.alpha)
        let hsl = HSL(clamped)
        // A gray has no hue: 0 rather than a rounding error's angle.
        let hue = hsl.saturation < 0.00005 ? 0 : hsl.hue
        return "hsl(\(number(hue, 2)) \(number(hsl.saturation * 100, 2))% \(number(hsl.lightness * 100, 2))%"
            + alphaSuffix(color.alpha) + ")"
    }

    /// `oklch(L% C H)`, `/ A` when not opaque.
    private static func oklch(_ color: Color) -> String {
        let oklch = OKLCH(color)
        let hue = oklch.chroma < 0.0000005 ? 0 : oklch.hue
        return "oklch(\(number(oklch.lightness * 100, 4))% \(number(oklch.chroma, 6)) \(number(hue, 3))"
            + alphaSuffix(color.alpha) + ")"
    }

    private static func alphaSuffix(_ alpha: Double) -> String {
        let clamped = unit(alpha)
        return clamped >= 1 ? "" : " / " + number(clamped, 4)
    }

    private static func number(_ value: Double, _ fractionDigits: Int) -> String {
        DecimalFormatting.string(value, fractionDigits: fractionDigits)
    }

    private static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
