/// A color in extended sRGB: gamma-encoded red, green and blue, unpremultiplied
/// alpha.
///
/// "Extended" means components may leave 0...1, so that colors outside the
/// sRGB gamut (a Display P3 red, say) survive conversion without clipping.
/// Every other color space converts to and from this one.
public struct Color: Hashable, Sendable {
    /// The red component, gamma-encoded sRGB: 0–1 inside the sRGB gamut, beyond it outside.
    public var red: Double
    /// The green component, gamma-encoded sRGB: 0–1 inside the sRGB gamut, beyond it outside.
    public var green: Double
    /// The blue component, gamma-encoded sRGB: 0–1 inside the sRGB gamut, beyond it outside.
    public var blue: Double
    /// Opacity, 0 (transparent) to 1 (opaque), unpremultiplied.
    public var alpha: Double

    /// A color from gamma-encoded extended sRGB components; opaque unless
    /// `alpha` says otherwise.
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

    /// Opaque black, `#000000`.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white, `#FFFFFF`.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent black, `#00000000`: draws nothing.
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

    /// A color from a 32-bit `0xRRGGBBAA` value, alpha in the low byte, as
    /// generated code writes a translucent color whose four bytes are exact
    /// (`#3C3C434A`).
    @inlinable
    public init(rgba: UInt32) {
        self.init(rgb: rgba >> 8, alpha: Double(UInt8(truncatingIfNeeded: rgba)) / 255)
    }
}
