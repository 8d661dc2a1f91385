import Swatch

/// One of Tokens Studio's color modifiers (a token's
/// `$extensions["studio.tokens"].modify`), computed as the Tokens Studio
/// plugin computes it, so that Swatch judges the color the plugin puts in
/// Figma.
///
/// Source: tokens-studio/figma-plugin,
/// `packages/tokens-studio-for-figma/src/utils/modifyColor.ts`,
/// `convertModifiedColorToHex.ts` and `utils/color/{lighten,darken,mix,transparentize}.ts`
/// (the same math as tokens-studio/sd-transforms `src/color-modifiers/`),
/// on colorjs.io 0.4.5:
///
/// - `lighten` moves each coordinate of the space `amount` of the way to
///   white: sRGB's and P3's channels toward 1, HSL's lightness toward 100,
///   LCH's lightness toward 100 while its chroma loses `amount` of itself;
/// - `darken` likewise toward black (0);
/// - `mix` interpolates the coordinates of the space toward `color` by
///   `amount` (clamped to 0–1), hues the shorter way round, a gray's
///   missing hue taking the other color's, alpha too, not premultiplied;
/// - `alpha` sets the alpha to `amount` (clamped to 0–1).
///
/// The plugin then writes the color in the space to 3 digits
/// (`toString({ inGamut: true, precision: 3 })`, mapped into the space's
/// gamut first; a mix's color is first written to 5), reads it back and
/// converts it to an sRGB hex, which is the token's value; so is the color
/// this returns (whole bytes).
struct TokensStudioModifier: Equatable {
    /// The `type` of a modifier.
    enum Kind: String, CaseIterable {
        case lighten, darken, mix, alpha
    }

    /// The `space` a modifier computes in (the plugin's `ColorSpaceTypes`).
    enum Space: String, CaseIterable {
        case srgb, hsl, lch, p3
    }

    var kind: Kind
    var space: Space
    /// The `value`: how far to lighten, darken or mix, or the alpha.
    var amount: Double
    /// The `color` a `mix` mixes in; nil for every other kind.
    var mixColor: Color?

    /// `base` modified.
    func applied(to base: Color) -> Color {
        var result: ColorJSCoordinates
        switch kind {
        case .lighten:
            result = ColorJSCoordinates(lightened(base), in: space)
        case .darken:
            result = ColorJSCoordinates(darkened(base), in: space)
        case .alpha:
            result = ColorJSCoordinates(base.withAlpha(max(0, min(1, amount))), in: space)
        case .mix:
            // `mix.ts` writes the mixed color at colorjs's default precision, 5, and reads it again.
            result = mixed(base, with: mixColor ?? base).written(precision: 5)
        }
        return Self.hex(result.written(precision: 3).color)
    }

    /// `lighten.ts`.
    private func lightened(_ color: Color) -> Color {
        switch space {
        case .srgb, .p3:
            return scalingChannels(of: color) { min(1, $0 + amount * (1 - $0)) }
        case .hsl:
            return setting(2, in: .hsl, of: color) { min(100, $0 + (100 - $0) * amount) }
        case .lch:
            let lch = ColorJSCoordinates(color, in: .lch).values
            let lightness = min(100, lch[0] + (100 - lch[0]) * amount)
            let chroma = max(0, lch[1] - amount * lch[1])
            return setting(1, in: .lch, of: setting(0, in: .lch, of: color) { _ in lightness }) { _ in chroma }
        }
    }

    /// `darken.ts`.
    private func darkened(_ color: Color) -> Color {
        switch space {
        case .srgb, .p3:
            return scalingChannels(of: color) { max(0, $0 - amount * $0) }
        case .hsl:
            return setting(2, in: .hsl, of: color) { max(0, $0 - $0 * amount) }
        case .lch:
            let lch = ColorJSCoordinates(color, in: .lch).values
            let lightness = max(0, lch[0] - lch[0] * amount)
            let chroma = max(0, lch[1] - amount * lch[1])
            return setting(1, in: .lch, of: setting(0, in: .lch, of: color) { _ in lightness }) { _ in chroma }
        }
    }

    /// Each channel of sRGB or P3 (whichever is ``space``) changed by `change`.
    private func scalingChannels(of color: Color, _ change: (Double) -> Double) -> Color {
        var coordinates = ColorJSCoordinates(color, in: space)
        coordinates.values = coordinates.values.map(change)
        return coordinates.color
    }

    /// colorjs's `color.set("space.coordinate", …)`: the color converted to
    /// `space`, one coordinate changed, and converted back. Lightening in LCH
    /// sets lightness and then chroma, each a conversion of its own, as the
    /// plugin does.
    private func setting(
        _ index: Int, in space: Space, of color: Color, _ change: (Double) -> Double
    ) -> Color {
        var coordinates = ColorJSCoordinates(color, in: space)
        coordinates.values[index] = change(coordinates.values[index])
        return coordinates.color
    }

    /// colorjs's `mix` (`interpolation.js`'s `range`) as `mix.ts` calls it.
    private func mixed(_ color: Color, with other: Color) -> ColorJSCoordinates {
        let progress = amount.isNaN ? 0 : max(0, min(1, amount))
        // Each color mapped into the space's gamut first (`range`'s `toGamut`).
        var start = ColorJSCoordinates(ColorJSGamut.mapped(color, into: space), in: space)
        var end = ColorJSCoordinates(ColorJSGamut.mapped(other, into: space), in: space)
        if let hue = space.hueIndex {
            // The shorter way round, each hue brought into 0..<360 first (`angles.js`'s `adjust`).
            let first = Self.constrained(start.values[hue])
            var second = Self.constrained(end.values[hue])
            var adjusted = first
            if second - first > 180 {
                adjusted += 360
            } else if second - first < -180 {
                second += 360
            }
            start.values[hue] = adjusted
            end.values[hue] = second
        }
        let values = zip(start.values, end.values).map { Self.interpolated($0, $1, progress) }
        return ColorJSCoordinates(
            space: space, values: values, alpha: Self.interpolated(start.alpha, end.alpha, progress))
    }

    /// colorjs's `interpolate`: a missing coordinate takes the other's.
    private static func interpolated(_ start: Double, _ end: Double, _ progress: Double) -> Double {
        if start.isNaN { return end }
        if end.isNaN { return start }
        return start + (end - start) * progress
    }

    /// colorjs's `constrain`: an angle in 0..<360; a missing one stays missing.
    private static func constrained(_ angle: Double) -> Double {
        let remainder = angle.truncatingRemainder(dividingBy: 360)
        return (remainder + 360).truncatingRemainder(dividingBy: 360)
    }

    /// `convertModifiedColorToHex.ts`: the color as an sRGB hex, whole bytes
    /// (`Math.round(c * 255)`), the alpha a byte too when below 1; a color
    /// outside sRGB mapped into it as colorjs does (``ColorJSGamut``).
    static func hex(_ color: Color) -> Color {
        let inside =
            ColorJSGamut.isInside(color, .srgb, tolerance: ColorJSGamut.tolerance)
            ? color : ColorJSGamut.mapped(color, into: .srgb)
        return Color(inside.rgba8)
    }
}

extension TokensStudioModifier.Space {
    /// Where the hue is among the space's coordinates, if it has one.
    var hueIndex: Int? {
        switch self {
        case .srgb, .p3: nil
        case .hsl: 0
        case .lch: 2
        }
    }
}
