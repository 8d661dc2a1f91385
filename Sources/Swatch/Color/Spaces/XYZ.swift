/// CIE 1931 XYZ, relative to a D65 or D50 reference white, with Y = 1 for
/// that white (CSS `color(xyz-d65 …)` and `color(xyz-d50 …)`).
///
/// Switching white point uses the linear Bradford transform, with the exact
/// matrices of CSS Color 4, so `xyz-d50` values agree with browsers.
public struct XYZ: ColorRepresentation {
    /// The white that X, Y and Z are relative to.
    public enum WhitePoint: Hashable, Sendable, CaseIterable {
        /// Daylight, 6504 K: the white of sRGB, Display P3 and OKLab.
        case d65
        /// Horizon light, 5003 K: the white of print, ICC profiles and CIE Lab.
        case d50
    }

    /// The X tristimulus value, relative to ``whitePoint``.
    public var x: Double
    /// The Y tristimulus value, the luminance: 0 for black, 1 for the reference white.
    public var y: Double
    /// The Z tristimulus value, relative to ``whitePoint``.
    public var z: Double
    /// Opacity, 0 (transparent) to 1 (opaque), unpremultiplied.
    public var alpha: Double
    /// The white that ``x``, ``y`` and ``z`` are relative to.
    public var whitePoint: WhitePoint

    /// A color from XYZ values relative to `whitePoint` (D65 unless given), as CSS
    /// writes `color(xyz-d65 x y z / alpha)`; opaque unless `alpha` says otherwise.
    @inlinable
    public init(x: Double, y: Double, z: Double, alpha: Double = 1, whitePoint: WhitePoint = .d65) {
        self.x = x
        self.y = y
        self.z = z
        self.alpha = alpha
        self.whitePoint = whitePoint
    }

    /// The color in XYZ relative to D65.
    @inlinable
    public init(_ color: Color) {
        self.init(color, whitePoint: .d65)
    }

    /// The color in XYZ relative to `whitePoint`.
    @inlinable
    public init(_ color: Color, whitePoint: WhitePoint) {
        let d65 = LinearSRGB(color).xyzD65
        self.init(x: d65.0, y: d65.1, z: d65.2, alpha: color.alpha, whitePoint: .d65)
        if whitePoint != .d65 { self = adapted(to: whitePoint) }
    }

    /// The same color relative to another white (Bradford adaptation).
    @inlinable
    public func adapted(to target: WhitePoint) -> XYZ {
        guard target != whitePoint else { return self }
        let matrix = target == .d50 ? ConversionConstants.d65ToD50 : ConversionConstants.d50ToD65
        let adapted = matrix((x, y, z))
        return XYZ(x: adapted.0, y: adapted.1, z: adapted.2, alpha: alpha, whitePoint: target)
    }

    /// This color in extended sRGB, adapted to D65 first when relative to D50.
    @inlinable
    public var color: Color {
        let d65 = adapted(to: .d65)
        return LinearSRGB(xyzD65: (d65.x, d65.y, d65.z), alpha: alpha).color
    }

    @inlinable
    var components: Matrix3.Row { (x, y, z) }
}
