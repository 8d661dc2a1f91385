import Swatch

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
package typealias Lab = LabForm<CIELabSpace>

/// The math of CIE Lab (`XYZ_to_Lab`, `Lab_to_XYZ` in CSS Color 4).
package enum CIELabSpace: LabSpace {
    /// D50, as CSS and ICC profiles use for Lab.
    package static let whitePoint = XYZ.WhitePoint.d50

    // CSS Color 4, §"Sample code for color conversions" (`conversions.js`),
    // digit for digit, as the runtime's other constants are.
    /// D50's XYZ, from its 4-figure CIE x,y chromaticity.
    static let d50White = (0.3457 / 0.3585, 1.00000, (1.0 - 0.3457 - 0.3585) / 0.3585)
    /// ε = 6³/29³: below it, Lab's cube-root curve turns linear.
    static let epsilon: Double = 216 / 24389
    /// κ = 29³/3³: the slope of that linear segment.
    static let kappa: Double = 24389 / 27

    /// Lab from XYZ; XYZ relative to D65 is adapted first.
    package static func coordinates(of xyz: XYZ) -> (lightness: Double, a: Double, b: Double) {
        let d50 = xyz.adapted(to: .d50)
        let white = CIELabSpace.d50White
        let epsilon = CIELabSpace.epsilon
        let kappa = CIELabSpace.kappa
        @inline(__always) func f(_ value: Double) -> Double {
            value > epsilon ? cbrt(value) : (kappa * value + 16) / 116
        }
        let fx = f(d50.x / white.0)
        let fy = f(d50.y / white.1)
        let fz = f(d50.z / white.2)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// D50 XYZ from Lab.
    package static func xyz(lightness: Double, a: Double, b: Double, alpha: Double) -> XYZ {
        let white = CIELabSpace.d50White
        let epsilon = CIELabSpace.epsilon
        let kappa = CIELabSpace.kappa
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
