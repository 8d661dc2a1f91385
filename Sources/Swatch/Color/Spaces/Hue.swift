// The C math library's atan2, cos, sin, imported here alone: `import Swatch` hands an app none of them.
#if canImport(Glibc)
import func Glibc.atan2
import func Glibc.cos
import func Glibc.sin
#elseif canImport(Musl)
import func Musl.atan2
import func Musl.cos
import func Musl.sin
#elseif canImport(Darwin)
import func Darwin.atan2
import func Darwin.cos
import func Darwin.sin
#endif

/// Angle helpers shared by the cylindrical spaces (LCH, OKLCH, HSL, HWB);
/// `package` for ColorTools' HSL and HWB, which apps do not link.
@usableFromInline
package enum Hue {
    /// `degrees` brought into 0..<360, as CSS normalizes hues.
    @inlinable
    package static func normalized(_ degrees: Double) -> Double {
        guard degrees.isFinite else { return 0 }
        let wrapped = degrees.truncatingRemainder(dividingBy: 360)
        // `+ 360` can round a tiny negative up to exactly 360.
        let positive = wrapped < 0 ? wrapped + 360 : wrapped
        return positive >= 360 ? 0 : positive
    }

    /// Polar form of a rectangular (a, b) pair: chroma and hue in degrees.
    /// Like the spec's `Lab_to_LCH`, except that an achromatic color keeps the
    /// angle `atan2` gives instead of NaN, so that the round trip stays exact.
    @inlinable
    static func polar(a: Double, b: Double) -> (chroma: Double, hue: Double) {
        var hue = atan2(b, a) * 180 / .pi
        if hue < 0 { hue += 360 }
        // A tiny negative angle plus 360 rounds to exactly 360.
        if hue >= 360 { hue -= 360 }
        return ((a * a + b * b).squareRoot(), hue)
    }

    /// Rectangular form of chroma and hue (degrees).
    @inlinable
    static func rectangular(chroma: Double, hue: Double) -> (a: Double, b: Double) {
        let radians = hue * .pi / 180
        return (chroma * cos(radians), chroma * sin(radians))
    }
}
