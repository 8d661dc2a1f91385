/// A color in extended sRGB: gamma-encoded red, green and blue, unpremultiplied
/// alpha.
///
/// "Extended" means components may leave 0...1, so that colors outside the
/// sRGB gamut (a Display P3 red, say) survive conversion without clipping.
/// Every other color space converts to and from this one.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A color from 8-bit sRGB components, as in `#RRGGBB`.
    @inlinable
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha: Double = 1) {
        self.init(
            red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: alpha)
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}

extension Color {
    /// A color from a 24-bit `0xRRGGBB` value, as generated code writes them.
    @inlinable
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            red8: UInt8(truncatingIfNeeded: rgb >> 16), green8: UInt8(truncatingIfNeeded: rgb >> 8),
            blue8: UInt8(truncatingIfNeeded: rgb), alpha: alpha)
    }
}
