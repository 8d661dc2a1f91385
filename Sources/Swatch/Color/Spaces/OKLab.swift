/// OKLab, Björn Ottosson's perceptual space (CSS `oklab()`), relative to D65.
///
/// `lightness` runs 0...1; `a` and `b` are unbounded, with about ±0.4 covering
/// real colors. Equal steps look about equally large, which makes it the
/// default space for mixing and for generating tints and shades.
public struct OKLab: ColorRepresentation {
    /// The perceptual lightness, 0 (black) to 1 (white).
    public var lightness: Double
    /// The green (negative) to red (positive) axis.
    public var a: Double
    /// The blue (negative) to yellow (positive) axis.
    public var b: Double
    /// Opacity, 0 (transparent) to 1 (opaque), unpremultiplied.
    public var alpha: Double

    /// A color from OKLab coordinates, as CSS writes `oklab(l a b / alpha)` with
    /// lightness as a fraction; opaque unless `alpha` says otherwise.
    @inlinable
    public init(lightness: Double, a: Double, b: Double, alpha: Double = 1) {
        self.lightness = lightness
        self.a = a
        self.b = b
        self.alpha = alpha
    }

    /// The color `color`, expressed in OKLab.
    @inlinable
    public init(_ color: Color) {
        self.init(XYZ(color, whitePoint: .d65))
    }

    /// OKLab from XYZ (`XYZ_to_OKLab`); D50 XYZ is adapted to D65 first.
    @inlinable
    public init(_ xyz: XYZ) {
        let d65 = xyz.adapted(to: .d65)
        let lms = ConversionConstants.xyzD65ToLMS(d65.components)
        // `cbrt` keeps the sign, which out-of-gamut colors need; `pow(x, 1/3)`
        // would give NaN for them (the spec's sample code warns about this).
        let lab = ConversionConstants.lmsToOKLab((cbrt(lms.0), cbrt(lms.1), cbrt(lms.2)))
        self.init(lightness: lab.0, a: lab.1, b: lab.2, alpha: xyz.alpha)
    }

    /// D65 XYZ (`OKLab_to_XYZ`).
    @inlinable
    public var xyz: XYZ {
        let lms = ConversionConstants.okLabToLMS((lightness, a, b))
        let xyz = ConversionConstants.lmsToXYZD65((lms.0 * lms.0 * lms.0, lms.1 * lms.1 * lms.1, lms.2 * lms.2 * lms.2))
        return XYZ(x: xyz.0, y: xyz.1, z: xyz.2, alpha: alpha, whitePoint: .d65)
    }

    /// This color in extended sRGB.
    @inlinable
    public var color: Color { xyz.color }
}
