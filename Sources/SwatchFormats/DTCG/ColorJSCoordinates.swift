import Swatch
import SwatchColorTools

/// A color as colorjs.io 0.4 holds it in one of the four spaces Tokens
/// Studio modifies colors in: the coordinates its code reads and sets, and
/// the rounding its `toString` writes them with.
///
/// Tokens Studio computes a modified color by setting these coordinates, then
/// writing the color as text and reading it again (``TokensStudioModifier``),
/// so its result is the rounded one; to give the color Tokens Studio gives,
/// Swatch rounds where it does. The conversions themselves are Swatch's own
/// (`HSL`, `LCH`, `DisplayP3`), the CSS Color 4 formulas colorjs.io
/// implements too; what is colorjs's is the scale of each coordinate, the
/// missing hue of a gray, and the rounding.
///
/// Source: color-js/color.js at v0.4.5 (the version the plugin's
/// `colorjs.io ^0.4.3` resolves to), `src/spaces/{srgb,hsl,lch,p3}.js`,
/// `src/serialize.js`, `src/space.js` (`processFormat`), `src/util.js`
/// (`toPrecision`).
struct ColorJSCoordinates: Equatable {
    var space: TokensStudioModifier.Space
    /// sRGB and P3: the channels, 0–1. HSL: hue in degrees, saturation and
    /// lightness 0–100. LCH: lightness 0–100, chroma, hue in degrees. A hue
    /// is NaN where colorjs says a gray has none, which mixing treats apart.
    var values: [Double]
    var alpha: Double

    init(space: TokensStudioModifier.Space, values: [Double], alpha: Double) {
        self.space = space
        self.values = values
        self.alpha = alpha
    }

    /// `color` in `space`, as colorjs converts it (`color.to(space)`).
    init(_ color: Color, in space: TokensStudioModifier.Space) {
        self.space = space
        alpha = color.alpha
        switch space {
        case .srgb:
            values = [color.red, color.green, color.blue]
        case .p3:
            let p3 = DisplayP3(color)
            values = [p3.red, p3.green, p3.blue]
        case .hsl:
            // colorjs's `hsl.js` gives a gray no hue, and a color outside
            // sRGB the saturation of the spec's formula, negative where
            // Swatch's `HSL` turns the hue round instead.
            let hsl = HSL(color)
            let (top, bottom) = (max(color.red, color.green, color.blue), min(color.red, color.green, color.blue))
            let lightness = (top + bottom) / 2
            let saturation = lightness == 0 || lightness == 1 ? 0 : (top - lightness) / min(lightness, 1 - lightness)
            let hue = saturation < 0 ? (hsl.hue + 180).truncatingRemainder(dividingBy: 360) : hsl.hue
            values = [top == bottom ? .nan : hue, saturation * 100, lightness * 100]
        case .lch:
            // colorjs's `lch.js`: no hue when both a and b are within 0.02 of 0.
            let lab = Lab(color)
            let lch = LCH(lab)
            let gray = abs(lab.a) < 0.02 && abs(lab.b) < 0.02
            values = [lch.lightness, lch.chroma, gray ? .nan : lch.hue]
        }
    }

    /// The color these coordinates are; a missing hue is 0, and a negative
    /// LCH chroma 0, as colorjs converts them.
    var color: Color {
        let v = values.map { $0.isNaN ? 0 : $0 }
        switch space {
        case .srgb: return Color(red: v[0], green: v[1], blue: v[2], alpha: alpha)
        case .p3: return DisplayP3(red: v[0], green: v[1], blue: v[2], alpha: alpha).color
        case .hsl: return HSL(hue: v[0], saturation: v[1] / 100, lightness: v[2] / 100, alpha: alpha).color
        case .lch: return LCH(lightness: v[0], chroma: max(0, v[1]), hue: v[2], alpha: alpha).color
        }
    }

    /// The coordinates as colorjs's `toString({ precision })` writes them
    /// in the space's first format and its parser reads them back: a
    /// missing coordinate as 0; sRGB's channels as percentages
    /// (`rgb(45.7% 12.3% 0%)`), HSL's saturation and lightness too, every
    /// other coordinate as a number; each, and the alpha, to `precision`
    /// digits as `toPrecision` counts them.
    func written(precision: Int) -> ColorJSCoordinates {
        // `toString`'s `inGamut: true`: a color outside the space's gamut is mapped into it first.
        var source = self
        let color = self.color
        if !ColorJSGamut.isInside(color, space, tolerance: ColorJSGamut.tolerance) {
            source = ColorJSCoordinates(ColorJSGamut.mapped(color, into: space), in: space)
        }
        let scale = space == .srgb ? 100.0 : 1
        let rounded = source.values.map { value in
            Self.toPrecision((value.isNaN ? 0 : value) * scale, precision) / scale
        }
        let shownAlpha = alpha < 1 ? Self.toPrecision(alpha, precision) : alpha
        return ColorJSCoordinates(space: space, values: rounded, alpha: shownAlpha)
    }

    /// colorjs 0.4's `toPrecision`: `precision` digits counting those of
    /// the integer part as JavaScript writes it (`Math.floor(n) + ""`, its
    /// minus sign included), so a number below 1 keeps `precision - 1`
    /// decimals; with none to spare, rounded to a power of ten.
    static func toPrecision(_ value: Double, _ precision: Int) -> Double {
        let integer = value.rounded(.down)
        let integerLength = integer.magnitude < 1e15 ? String(Int64(integer)).count : precision
        if precision > integerLength {
            return fixed(value, decimals: precision - integerLength)
        }
        var power = 1.0
        for _ in 0..<(integerLength - precision) { power *= 10 }
        return halfUp(value / power) * power
    }

    /// JavaScript's `+n.toFixed(decimals)`: the nearest number of that many
    /// decimals to the number's exact binary value, a tie away from zero,
    /// read back as JavaScript reads the text.
    private static func fixed(_ value: Double, decimals: Int) -> Double {
        var power = 1.0
        for _ in 0..<decimals { power *= 10 }
        let scaled = value * power
        var whole = scaled.rounded(.toNearestOrAwayFromZero)
        // `value * power` can round onto a half that the exact product is
        // not: the product's rounding error (exact, by a fused multiply-add)
        // says which side of the half the number really is.
        if (scaled - scaled.rounded(.towardZero)).magnitude == 0.5 {
            let error = (-scaled).addingProduct(value, power)
            if error != 0 { whole = (error > 0) == (scaled > 0) ? whole : scaled.rounded(.towardZero) }
        }
        return Double("\(Int64(whole))e-\(decimals)") ?? whole / power
    }

    /// JavaScript's `Math.round`: halves toward positive infinity.
    private static func halfUp(_ value: Double) -> Double {
        let floor = value.rounded(.down)
        return value - floor >= 0.5 ? floor + 1 : floor
    }
}
