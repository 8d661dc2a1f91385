/// A color written in some color space other than extended sRGB.
///
/// Every space follows one design: a small value type whose stored properties
/// are the space's coordinates plus `alpha`, built from a ``Color`` with
/// `init(_:)` and turned back into one with ``color``. Conversions go through
/// extended sRGB (and, behind the scenes, CIE XYZ), never clip, and keep alpha
/// unchanged, so any color survives a round trip to within rounding.
///
/// Units follow CSS Color 4: hue in degrees; Lab lightness 0...100; OKLab
/// lightness 0...1; HSL and HWB percentages as fractions 0...1.
public protocol ColorRepresentation: Hashable, Sendable {
    /// The color `color`, expressed in this space.
    init(_ color: Color)
    /// This color in extended sRGB.
    var color: Color { get }
    /// Opacity, 0 (transparent) to 1 (opaque), unpremultiplied.
    var alpha: Double { get set }
}

extension Color {
    /// This color expressed in another space: `color.converted(to: OKLCH.self)`.
    @inlinable
    public func converted<Representation: ColorRepresentation>(
        to _: Representation.Type = Representation.self
    ) -> Representation {
        Representation(self)
    }

    /// The color that `representation` describes: `Color(OKLCH(lightness: 0.7, chroma: 0.1, hue: 250))`.
    @inlinable
    public init<Representation: ColorRepresentation>(_ representation: Representation) {
        self = representation.color
    }
}
