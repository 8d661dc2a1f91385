/// CIE Lab relative to D50, as CSS `lab()` defines it.
///
/// `lightness` runs 0...100; `a` (green–red) and `b` (blue–yellow) are
/// unbounded, with about ±125 covering real surface colors. D50 rather than
/// D65 because that is the white CSS and ICC profiles use for Lab.
public struct Lab: ColorRepresentation {
    /// The perceptual lightness, 0 (black) to 100 (the D50 white).
    public var lightness: Double
    /// The green (negative) to red (positive) axis.
    public var a: Double
    /// The blue (negative) to yellow (positive) axis.
    public var b: Double
    /// Opacity, 0 (transparent) to 1 (opaque), unpremultiplied.
    public var alpha: Double

    /// A color from Lab coordinates, as CSS writes `lab(l a b / alpha)`;
    /// opaque unless `alpha` says otherwise.
    @inlinable
    public init(lightness: Double, a: Double, b: Double, alpha: Double = 1) {
        self.lightness = lightness
        self.a = a
        self.b = b
        self.alpha = alpha
    }

    /// The color `color`, expressed in CIE Lab relative to D50.
    @inlinable
    public init(_ color: Color) {
        self.init(XYZ(color, whitePoint: .d50))
    }

    /// Lab from D50 XYZ (`XYZ_to_Lab`). XYZ relative to D65 is adapted first.
    @inlinable
    public init(_ xyz: XYZ) {
        let d50 = xyz.adapted(to: .d50)
        let white = ConversionConstants.d50White
        let epsilon = ConversionConstants.labEpsilon
        let kappa = ConversionConstants.labKappa
        @inline(__always) func f(_ value: Double) -> Double {
            value > epsilon ? cbrt(value) : (kappa * value + 16) / 116
        }
        let fx = f(d50.x / white.0)
        let fy = f(d50.y / white.1)
        let fz = f(d50.z / white.2)
        self.init(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz), alpha: d50.alpha)
    }

    /// D50 XYZ (`Lab_to_XYZ`).
    @inlinable
    public var xyz: XYZ {
        let white = ConversionConstants.d50White
        let epsilon = ConversionConstants.labEpsilon
        let kappa = ConversionConstants.labKappa
        let fy = (lightness + 16) / 116
        let fx = a / 500 + fy
        let fz = fy - b / 200
        let fx3 = fx * fx * fx
        let fz3 = fz * fz * fz
        let x = fx3 > epsilon ? fx3 : (116 * fx - 16) / kappa
        let y = lightness > kappa * epsilon ? fy * fy * fy : lightness / kappa
        let z = fz3 > epsilon ? fz3 : (116 * fz - 16) / kappa
        return XYZ(x: x * white.0, y: y * white.1, z: z * white.2, alpha: alpha, whitePoint: .d50)
    }

    /// This color in extended sRGB.
    @inlinable
    public var color: Color { xyz.color }
}
