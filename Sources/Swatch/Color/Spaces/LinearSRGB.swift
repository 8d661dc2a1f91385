/// sRGB with the transfer curve removed: components proportional to light.
///
/// The space CSS calls `srgb-linear`; physically meaningful for blending
/// light, and the bridge between gamma-encoded sRGB and CIE XYZ.
public struct LinearSRGB: ColorRepresentation {
    /// The red component, linear light: 0–1 inside the sRGB gamut.
    public var red: Double
    /// The green component, linear light: 0–1 inside the sRGB gamut.
    public var green: Double
    /// The blue component, linear light: 0–1 inside the sRGB gamut.
    public var blue: Double
    /// Opacity, 0 (transparent) to 1 (opaque), unpremultiplied.
    public var alpha: Double

    /// A color from linear-light sRGB components, as CSS writes
    /// `color(srgb-linear r g b / alpha)`; opaque unless `alpha` says otherwise.
    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The color `color` with the sRGB transfer curve removed.
    @inlinable
    public init(_ color: Color) {
        self.init(
            red: SRGBTransfer.linearize(color.red),
            green: SRGBTransfer.linearize(color.green),
            blue: SRGBTransfer.linearize(color.blue),
            alpha: color.alpha)
    }

    /// This color gamma-encoded again, in extended sRGB.
    @inlinable
    public var color: Color {
        Color(
            red: SRGBTransfer.encode(red),
            green: SRGBTransfer.encode(green),
            blue: SRGBTransfer.encode(blue),
            alpha: alpha)
    }

    /// CIE XYZ relative to D65, sRGB's own white (no adaptation needed).
    @inlinable
    var xyzD65: Matrix3.Row { ConversionConstants.linearSRGBToXYZD65((red, green, blue)) }

    @inlinable
    init(xyzD65: Matrix3.Row, alpha: Double) {
        let rgb = ConversionConstants.xyzD65ToLinearSRGB(xyzD65)
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }
}
