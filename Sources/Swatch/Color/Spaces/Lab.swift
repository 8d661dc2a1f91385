// The C math library's cbrt, imported here alone: `import Swatch` hands an app none of them.
#if canImport(Glibc)
import func Glibc.cbrt
#elseif canImport(Musl)
import func Musl.cbrt
#elseif canImport(Darwin)
import func Darwin.cbrt
#endif

/// CIE Lab relative to D50, as CSS `lab()` defines it.
///
/// `lightness` runs 0...100; `a` (green–red) and `b` (blue–yellow) are
/// unbounded, with about ±125 covering real surface colors. D50 rather than
/// D65 because that is the white CSS and ICC profiles use for Lab.
public typealias Lab = LabForm<CIELabSpace>

/// The math of CIE Lab (`XYZ_to_Lab`, `Lab_to_XYZ` in CSS Color 4).
public enum CIELabSpace: LabSpace {
    /// D50, as CSS and ICC profiles use for Lab.
    public static let whitePoint = XYZ.WhitePoint.d50

    /// Lab from XYZ; XYZ relative to D65 is adapted first.
    @inlinable
    public static func coordinates(of xyz: XYZ) -> (lightness: Double, a: Double, b: Double) {
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
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// D50 XYZ from Lab.
    @inlinable
    public static func xyz(lightness: Double, a: Double, b: Double, alpha: Double) -> XYZ {
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
}
