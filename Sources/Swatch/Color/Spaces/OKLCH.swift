/// OKLCH: OKLab in polar form (CSS `oklch()`).
///
/// `lightness` 0...1 as in ``OKLab``; `chroma` ≥ 0 (about 0.37 for the most
/// vivid sRGB colors); `hue` in degrees, 0..<360 when converted from a color.
/// For a gray the hue carries no information (CSS calls it powerless).
public struct OKLCH: ColorRepresentation {
    /// The perceptual lightness, 0 (black) to 1 (white), as in ``OKLab``.
    public var lightness: Double
    /// The colorfulness, 0 for a gray and up to about 0.37 for the most vivid sRGB colors.
    public var chroma: Double
    /// The hue angle in degrees, measured as in ``OKLab`` from the `+a` axis.
    public var hue: Double
    /// Opacity, 0 (transparent) to 1 (opaque), unpremultiplied.
    public var alpha: Double

    /// A color from OKLCH coordinates, as CSS writes `oklch(l c h / alpha)` with
    /// lightness as a fraction; opaque unless `alpha` says otherwise.
    @inlinable
    public init(lightness: Double, chroma: Double, hue: Double, alpha: Double = 1) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
        self.alpha = alpha
    }

    /// The color `color`, expressed in OKLCH (by way of ``OKLab``).
    @inlinable
    public init(_ color: Color) {
        self.init(OKLab(color))
    }

    /// Polar form of `oklab` (`OKLab_to_OKLCH`).
    @inlinable
    public init(_ oklab: OKLab) {
        let polar = Hue.polar(a: oklab.a, b: oklab.b)
        self.init(lightness: oklab.lightness, chroma: polar.chroma, hue: polar.hue, alpha: oklab.alpha)
    }

    /// Rectangular form (`OKLCH_to_OKLab`).
    @inlinable
    public var oklab: OKLab {
        let ab = Hue.rectangular(chroma: chroma, hue: hue)
        return OKLab(lightness: lightness, a: ab.a, b: ab.b, alpha: alpha)
    }

    /// This color in extended sRGB.
    @inlinable
    public var color: Color { oklab.color }

    /// Below this chroma the hue is powerless, as the spec's `OKLab_to_OKLCH` decides.
    @usableFromInline static let achromaticChroma = 0.000004
}
