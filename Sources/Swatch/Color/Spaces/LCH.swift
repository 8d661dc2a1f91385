/// CIE LCH: Lab in polar form (CSS `lch()`), relative to D50.
///
/// `lightness` 0...100 as in ``Lab``; `chroma` ≥ 0 (about 150 for the most
/// vivid colors); `hue` in degrees, 0..<360 when converted from a color. For a
/// gray the hue carries no information (CSS calls it powerless).
public struct LCH: ColorRepresentation {
    /// The perceptual lightness, 0 (black) to 100 (the D50 white), as in ``Lab``.
    public var lightness: Double
    /// The colorfulness, 0 for a gray and up to about 150 for the most vivid colors.
    public var chroma: Double
    /// The hue angle in degrees, measured as in ``Lab`` from the `+a` axis.
    public var hue: Double
    /// Opacity, 0 (transparent) to 1 (opaque), unpremultiplied.
    public var alpha: Double

    /// A color from LCH coordinates, as CSS writes `lch(l c h / alpha)`;
    /// opaque unless `alpha` says otherwise.
    @inlinable
    public init(lightness: Double, chroma: Double, hue: Double, alpha: Double = 1) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
        self.alpha = alpha
    }

    /// The color `color`, expressed in CIE LCH (by way of D50 ``Lab``).
    @inlinable
    public init(_ color: Color) {
        self.init(Lab(color))
    }

    /// Polar form of `lab` (`Lab_to_LCH`).
    @inlinable
    public init(_ lab: Lab) {
        let polar = Hue.polar(a: lab.a, b: lab.b)
        self.init(lightness: lab.lightness, chroma: polar.chroma, hue: polar.hue, alpha: lab.alpha)
    }

    /// Rectangular form (`LCH_to_Lab`).
    @inlinable
    public var lab: Lab {
        let ab = Hue.rectangular(chroma: chroma, hue: hue)
        return Lab(lightness: lightness, a: ab.a, b: ab.b, alpha: alpha)
    }

    /// This color in extended sRGB.
    @inlinable
    public var color: Color { lab.color }

    /// Below this chroma the hue is powerless, as the spec's `Lab_to_LCH` decides.
    @usableFromInline static let achromaticChroma = 0.0015
}
