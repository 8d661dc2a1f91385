/// CIE LCH: Lab in polar form (CSS `lch()`), relative to D50.
///
/// `lightness` 0...100 as in ``Lab``; `chroma` ≥ 0 (about 150 for the most
/// vivid colors); `hue` in degrees, 0..<360 when converted from a color. For a
/// gray the hue carries no information (CSS calls it powerless).
public struct LCH: ColorRepresentation {
    public var lightness: Double
    public var chroma: Double
    public var hue: Double
    public var alpha: Double

    @inlinable
    public init(lightness: Double, chroma: Double, hue: Double, alpha: Double = 1) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
        self.alpha = alpha
    }

    @inlinable
    public init(_ color: Color) {
        self.init(Lab(color))
    }

    /// Polar form of `lab` (`Lab_to_LCH`).
    @inlinable
    public init(_ lab: Lab) {
        let polar = Hue.polar(a: lab.a, b: lab.b)
        self.init(lightness: lab.lightness, chroma: polar.chroma, hue: polar.hue, alpha: lab.alpha)
    }

    /// Rectangular form (`LCH_to_Lab`).
    @inlinable
    public var lab: Lab {
        let ab = Hue.rectangular(chroma: chroma, hue: hue)
        return Lab(lightness: lightness, a: ab.a, b: ab.b, alpha: alpha)
    }

    @inlinable
    public var color: Color { lab.color }

    /// Below this chroma the hue is powerless, as the spec's `Lab_to_LCH` decides.
    @usableFromInline static let achromaticChroma = 0.0015
}
