/// The math of a Lab-like space: how its coordinates come from XYZ and go
/// back. ``OKLabSpace`` (and the compiler's `CIELabSpace`); ``LabForm`` holds the coordinates.
public protocol LabSpace: Sendable {
    /// The white point the space's XYZ is relative to.
    static var whitePoint: XYZ.WhitePoint { get }
    /// The coordinates of `xyz` (adapted to ``whitePoint`` first).
    static func coordinates(of xyz: XYZ) -> (lightness: Double, a: Double, b: Double)
    /// XYZ relative to ``whitePoint`` from coordinates.
    static func xyz(lightness: Double, a: Double, b: Double, alpha: Double) -> XYZ
}

/// A color in a Lab-like space: a perceptual `lightness` and two opponent
/// axes, `a` (green–red) and `b` (blue–yellow). One type for both spaces, as
/// only their math differs; ``OKLab`` names it (and the compiler's `Lab`).
public struct LabForm<Space: LabSpace>: ColorRepresentation {
    /// The perceptual lightness, 0 (black) to the space's white.
    public var lightness: Double
    /// The green (negative) to red (positive) axis.
    public var a: Double
    /// The blue (negative) to yellow (positive) axis.
    public var b: Double
    /// Opacity, 0 (transparent) to 1 (opaque), unpremultiplied.
    public var alpha: Double

    /// A color from its coordinates, as CSS writes `lab(l a b / alpha)` or
    /// `oklab(l a b / alpha)`; opaque unless `alpha` says otherwise.
    @inlinable
    public init(lightness: Double, a: Double, b: Double, alpha: Double = 1) {
        self.lightness = lightness
        self.a = a
        self.b = b
        self.alpha = alpha
    }

    /// The color `color`, expressed in this space.
    @inlinable
    public init(_ color: Color) {
        self.init(XYZ(color, whitePoint: Space.whitePoint))
    }

    /// The coordinates of `xyz`, adapted to the space's white point first.
    @inlinable
    public init(_ xyz: XYZ) {
        let coordinates = Space.coordinates(of: xyz)
        self.init(lightness: coordinates.lightness, a: coordinates.a, b: coordinates.b, alpha: xyz.alpha)
    }

    /// XYZ relative to the space's white point.
    @inlinable
    public var xyz: XYZ { Space.xyz(lightness: lightness, a: a, b: b, alpha: alpha) }

    /// This color in extended sRGB.
    @inlinable
    public var color: Color { xyz.color }
}
