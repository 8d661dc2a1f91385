// The C math library's cbrt, imported here alone: `import Swatch` hands an app none of them.
#if canImport(Glibc)
import func Glibc.cbrt
#elseif canImport(Musl)
import func Musl.cbrt
#elseif canImport(Darwin)
import func Darwin.cbrt
#endif

/// OKLab, Björn Ottosson's perceptual space (CSS `oklab()`), relative to D65.
///
/// `lightness` runs 0...1; `a` and `b` are unbounded, with about ±0.4 covering
/// real colors. Equal steps look about equally large, which makes it the
/// space of CSS Color 4's gamut mapping.
public typealias OKLab = LabForm<OKLabSpace>

/// The math of OKLab (`XYZ_to_OKLab`, `OKLab_to_XYZ` in CSS Color 4).
public enum OKLabSpace: LabSpace {
    /// D65.
    public static let whitePoint = XYZ.WhitePoint.d65

    /// OKLab from XYZ; D50 XYZ is adapted to D65 first.
    @inlinable
    public static func coordinates(of xyz: XYZ) -> (lightness: Double, a: Double, b: Double) {
        let d65 = xyz.adapted(to: .d65)
        let lms = ConversionConstants.xyzD65ToLMS(d65.components)
        // `cbrt` keeps the sign, which out-of-gamut colors need; `pow(x, 1/3)`
        // would give NaN for them (the spec's sample code warns about this).
        let lab = ConversionConstants.lmsToOKLab((cbrt(lms.0), cbrt(lms.1), cbrt(lms.2)))
        return (lab.0, lab.1, lab.2)
    }

    /// D65 XYZ from OKLab.
    @inlinable
    public static func xyz(lightness: Double, a: Double, b: Double, alpha: Double) -> XYZ {
        let lms = ConversionConstants.okLabToLMS((lightness, a, b))
        let xyz = ConversionConstants.lmsToXYZD65((lms.0 * lms.0 * lms.0, lms.1 * lms.1 * lms.1, lms.2 * lms.2 * lms.2))
        return XYZ(x: xyz.0, y: xyz.1, z: xyz.2, alpha: alpha, whitePoint: .d65)
    }

    /// Linear-light sRGB components from OKLab, with no transfer curve: for
    /// a search that asks "is this inside sRGB" of many candidates (the
    /// compiler's `auto` values), without the `pow` per component that
    /// ``Color`` and ``LinearSRGB`` take on the way. Not API: the package's
    /// own.
    @inlinable
    package static func linearSRGB(lightness: Double, a: Double, b: Double) -> (Double, Double, Double) {
        let xyz = self.xyz(lightness: lightness, a: a, b: b, alpha: 1)
        return ConversionConstants.xyzD65ToLinearSRGB((xyz.x, xyz.y, xyz.z))
    }
}
