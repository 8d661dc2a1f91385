/// sRGB with the transfer curve removed: components proportional to light.
///
/// The space CSS calls `srgb-linear`; physically meaningful for blending
/// light, and the bridge between gamma-encoded sRGB and CIE XYZ.
public struct LinearSRGB: ColorRepresentation {
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

    @inlinable
    public init(_ color: Color) {
        self.init(
            red: SRGBTransfer.linearize(color.red),
            green: SRGBTransfer.linearize(color.green),
            blue: SRGBTransfer.linearize(color.blue),
            alpha: color.alpha)
    }

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
