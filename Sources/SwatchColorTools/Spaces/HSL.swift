import Swatch

/// HSL: hue, saturation, lightness; a cylinder around the sRGB cube (CSS `hsl()`).
///
/// `hue` in degrees; `saturation` and `lightness` as fractions 0...1 (CSS
/// writes them as percentages). Built directly on gamma-encoded sRGB, so it is
/// easy to read but not perceptual: prefer ``OKLCH`` for adjusting colors.
package struct HSL: ColorRepresentation {
    /// The hue angle in degrees: 0 red, 120 green, 240 blue.
    package var hue: Double
    /// The saturation, 0 (gray) to 1 (the most vivid at this lightness).
    package var saturation: Double
    /// The lightness, 0 (black) through 0.5 (the pure hue) to 1 (white).
    package var lightness: Double
    /// Opacity, 0 (transparent) to 1 (opaque), unpremultiplied.
    package var alpha: Double

    /// A color from HSL coordinates, as CSS writes `hsl(h s% l% / alpha)` with
    /// the percentages as fractions; opaque unless `alpha` says otherwise.
    package init(hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
        self.hue = hue
        self.saturation = saturation
        self.lightness = lightness
        self.alpha = alpha
    }

    /// The spec's `rgbToHsl` with its fix for out-of-gamut colors
    /// (csswg-drafts#9222, `better-rgbToHsl.js`). Grays get hue 0 where the
    /// spec says NaN: any hue gives the same gray.
    package init(_ color: Color) {
        let (red, green, blue) = (color.red, color.green, color.blue)
        let maximum = max(red, green, blue)
        let minimum = min(red, green, blue)
        let lightness = (minimum + maximum) / 2
        var hue = HSL.hue(red: red, green: green, blue: blue)
        var saturation = 0.0
        let delta = maximum - minimum
        if delta != 0 {
            saturation = lightness == 0 || lightness == 1 ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
        }
        // Far outside sRGB the formula gives a negative saturation; the same
        // color is the opposite hue with a positive one.
        if saturation < 0 {
            hue += 180
            saturation = -saturation
        }
        if hue >= 360 { hue -= 360 }
        self.init(hue: hue, saturation: saturation, lightness: lightness, alpha: color.alpha)
    }

    /// The spec's `hslToRgb`.
    package var color: Color {
        let hue = Hue.normalized(self.hue)
        let chromaHalf = saturation * min(lightness, 1 - lightness)
        @inline(__always) func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            return lightness - chromaHalf * max(-1, min(k - 3, 9 - k, 1))
        }
        return Color(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }

    /// The hue angle of an RGB triple (the spec's `rgbToHue`), 0 for grays.
    static func hue(red: Double, green: Double, blue: Double) -> Double {
        let maximum = max(red, green, blue)
        let delta = maximum - min(red, green, blue)
        guard delta != 0 else { return 0 }
        var hue: Double
        if maximum == red {
            hue = (green - blue) / delta + (green < blue ? 6 : 0)
        } else if maximum == green {
            hue = (blue - red) / delta + 2
        } else {
            hue = (red - green) / delta + 4
        }
        hue *= 60
        return hue >= 360 ? hue - 360 : hue
    }
}
