/// A color as four bytes: what `#RRGGBBAA`, bitmaps and terminals store.
public struct RGBA8: Hashable, Sendable {
    /// The red byte, 0–255, in sRGB.
    public var red: UInt8
    /// The green byte, 0–255, in sRGB.
    public var green: UInt8
    /// The blue byte, 0–255, in sRGB.
    public var blue: UInt8
    /// Opacity, 0 (transparent) to 255 (opaque), unpremultiplied.
    public var alpha: UInt8

    /// Four bytes as given; opaque unless `alpha` says otherwise.
    @inlinable
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `value` (0...1) scaled to a byte: clamped, then rounded half away from
    /// zero, as CSS serializes sRGB channels (127.5 → 128). NaN gives 0.
    @inlinable
    public static func quantize(_ value: Double) -> UInt8 {
        guard value > 0 else { return 0 }
        guard value < 1 else { return 255 }
        return UInt8((value * 255).rounded(.toNearestOrAwayFromZero))
    }
}

extension Color {
    /// The color as bytes. Components outside 0...1 (colors outside the sRGB
    /// gamut) are clamped, channel by channel.
    @inlinable
    public var rgba8: RGBA8 {
        RGBA8(
            red: RGBA8.quantize(red), green: RGBA8.quantize(green), blue: RGBA8.quantize(blue),
            alpha: RGBA8.quantize(alpha))
    }

    /// The color that `bytes` stores.
    @inlinable
    public init(_ bytes: RGBA8) {
        self.init(
            red: Double(bytes.red) / 255, green: Double(bytes.green) / 255, blue: Double(bytes.blue) / 255,
            alpha: Double(bytes.alpha) / 255)
    }
}
