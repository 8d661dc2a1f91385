/// Display P3: the DCI-P3 primaries with a D65 white and the sRGB transfer
/// curve; the gamut of Apple's wide-color displays (CSS `color(display-p3 …)`).
///
/// Components are gamma-encoded. P3 is about 25% larger than sRGB, so an sRGB
/// color always lands inside 0...1 here, while a vivid P3 color leaves 0...1 in
/// ``Color``.
public struct DisplayP3: ColorRepresentation {
    /// The red component, gamma-encoded: 0–1 inside the Display P3 gamut.
    public var red: Double
    /// The green component, gamma-encoded: 0–1 inside the Display P3 gamut.
    public var green: Double
    /// The blue component, gamma-encoded: 0–1 inside the Display P3 gamut.
    public var blue: Double
    /// Opacity, 0 (transparent) to 1 (opaque), unpremultiplied.
    public var alpha: Double

    /// A color from gamma-encoded Display P3 components, as CSS writes
    /// `color(display-p3 r g b / alpha)`; opaque unless `alpha` says otherwise.
    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The color `color`, expressed in Display P3; components leave 0–1 only
    /// for colors outside the P3 gamut.
    @inlinable
    public init(_ color: Color) {
        let linear = ConversionConstants.xyzD65ToLinearP3(LinearSRGB(color).xyzD65)
        self.init(
            red: SRGBTransfer.encode(linear.0),
            green: SRGBTransfer.encode(linear.1),
            blue: SRGBTransfer.encode(linear.2),
            alpha: color.alpha)
    }

    /// This color in extended sRGB: a vivid P3 color gets components outside 0–1.
    @inlinable
    public var color: Color {
        let linear = (SRGBTransfer.linearize(red), SRGBTransfer.linearize(green), SRGBTransfer.linearize(blue))
        return LinearSRGB(xyzD65: ConversionConstants.linearP3ToXYZD65(linear), alpha: alpha).color
    }
}
