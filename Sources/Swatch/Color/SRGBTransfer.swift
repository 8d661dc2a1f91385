// The C math library's pow, imported here alone: `import Swatch` hands an app none of them.
#if canImport(Glibc)
import func Glibc.pow
#elseif canImport(Musl)
import func Musl.pow
#elseif canImport(Darwin)
import func Darwin.pow
#endif

/// The sRGB transfer function (IEC 61966-2-1), shared by sRGB and Display P3.
///
/// Extended: the curve is mirrored for negative values, so that out-of-gamut
/// components round-trip (CSS Color 4, §10.2 sample code).
public enum SRGBTransfer {
    /// Gamma-encoded → linear light.
    @inlinable
    public static func linearize(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// Linear light → gamma-encoded.
    @inlinable
    public static func encode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}
