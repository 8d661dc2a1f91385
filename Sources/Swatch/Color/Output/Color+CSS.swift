extension Color {
    /// The color as CSS Color 4 text.
    ///
    /// Inside the sRGB gamut: the modern `rgb()` form with 8-bit channels, as
    /// browsers serialize sRGB, e.g. `rgb(242 242 247)` or
    /// `rgb(242 242 247 / 0.5)`. Outside it, where bytes would clip:
    /// `color(display-p3 r g b)` with six decimals, which keeps wide-gamut
    /// colors (and, with components beyond 0...1, even colors outside P3).
    public var css: String {
        isInSRGBGamut ? cssRGB : cssDisplayP3
    }

    /// `rgb(R G B)` / `rgb(R G B / A)` with bytes from ``rgba8`` (clamped).
    public var cssRGB: String {
        let bytes = rgba8
        return "rgb(\(bytes.red) \(bytes.green) \(bytes.blue)\(cssAlphaSuffix(eightBit: true)))"
    }

    /// `color(display-p3 r g b)` / `color(display-p3 r g b / A)`, unclamped.
    public var cssDisplayP3: String {
        let p3 = DisplayP3(self)
        let components = [p3.red, p3.green, p3.blue].map { DecimalFormatting.string($0, fractionDigits: 6) }
        return "color(display-p3 \(components.joined(separator: " "))\(cssAlphaSuffix(eightBit: false)))"
    }

    private func cssAlphaSuffix(eightBit: Bool) -> String {
        let clamped = min(max(alpha, 0), 1)
        if eightBit {
            return RGBA8.quantize(clamped) == 255 ? "" : " / " + DecimalFormatting.alpha(clamped)
        }
        return clamped >= 1 ? "" : " / " + DecimalFormatting.string(clamped, fractionDigits: 6)
    }
}
