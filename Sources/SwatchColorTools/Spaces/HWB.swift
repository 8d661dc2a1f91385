import Swatch

/// HWB: hue, whiteness, blackness (CSS `hwb()`): how much white and black to
/// mix into a pure hue, the way painters think of tints and shades.
///
/// `hue` in degrees; `whiteness` and `blackness` as fractions 0...1. When
/// whiteness + blackness ≥ 1 the result is a gray and the hue has no effect.
package struct HWB: ColorRepresentation {
    /// The hue angle in degrees: 0 red, 120 green, 240 blue.
    package var hue: Double
    /// How much white is mixed in, 0–1.
    package var whiteness: Double
    /// How much black is mixed in, 0–1.
    package var blackness: Double
    /// Opacity, 0 (transparent) to 1 (opaque), unpremultiplied.
    package var alpha: Double

    /// A color from HWB coordinates, as CSS writes `hwb(h w% b% / alpha)` with
    /// the percentages as fractions; opaque unless `alpha` says otherwise.
    package init(hue: Double, whiteness: Double, blackness: Double, alpha: Double = 1) {
        self.hue = hue
        self.whiteness = whiteness
        self.blackness = blackness
        self.alpha = alpha
    }

    /// The spec's `rgbToHwb`.
    package init(_ color: Color) {
        self.init(
            hue: HSL.hue(red: color.red, green: color.green, blue: color.blue),
            whiteness: min(color.red, color.green, color.blue),
            blackness: 1 - max(color.red, color.green, color.blue),
            alpha: color.alpha)
    }

    /// The spec's `hwbToRgb`.
    package var color: Color {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return Color(red: gray, green: gray, blue: gray, alpha: alpha)
        }
        let pure = HSL(hue: hue, saturation: 1, lightness: 0.5).color
        // The spec's `pure × (1 − w − b) + w`, regrouped as
        // `pure × (1 − b) + (1 − pure) × w`: equal in exact arithmetic, but
        // exact in floating point where a channel of the pure hue is 0 or 1.
        // With the spec's grouping hwb(120 30% 50%) gives green
        // 0.49999999999999994, a byte of 127 where browsers show 128.
        @inline(__always) func mix(_ channel: Double) -> Double {
            channel * (1 - blackness) + (1 - channel) * whiteness
        }
        return Color(red: mix(pure.red), green: mix(pure.green), blue: mix(pure.blue), alpha: alpha)
    }
}
