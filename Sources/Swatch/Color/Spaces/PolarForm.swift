/// A Lab-like space whose polar form is a space of its own: ``OKLab``
/// (whose polar form is ``OKLCH``), and the compiler's CIE `Lab` (`LCH`).
public protocol RectangularLab: ColorRepresentation {
    /// The perceptual lightness.
    var lightness: Double { get }
    /// The green–red axis.
    var a: Double { get }
    /// The blue–yellow axis.
    var b: Double { get }
    /// A color from its coordinates.
    init(lightness: Double, a: Double, b: Double, alpha: Double)
}

extension LabForm: RectangularLab {}

/// The polar form of a Lab-like space: its `lightness` kept, `a` and `b`
/// turned into `chroma` and `hue` (`oklch()` for ``OKLab``, and CSS `lch()`
/// for the compiler's CIE `Lab`). One type for both, as the conversion is the
/// same (`Lab_to_LCH`, `OKLab_to_OKLCH` in CSS Color 4); ``OKLCH`` (and the
/// compiler's `LCH`) name it.
///
/// `hue` is in degrees, 0..<360 when converted from a color. For a gray the
/// hue carries no information (CSS calls it powerless).
public struct PolarForm<Rectangular: RectangularLab>: ColorRepresentation {
    /// The perceptual lightness, on the scale of the rectangular space.
    public var lightness: Double
    /// The colorfulness, 0 for a gray.
    public var chroma: Double
    /// The hue angle in degrees, measured from the rectangular space's `+a` axis.
    public var hue: Double
    /// Opacity, 0 (transparent) to 1 (opaque), unpremultiplied.
    public var alpha: Double

    /// A color from polar coordinates, as CSS writes `lch(l c h / alpha)` or
    /// `oklch(l c h / alpha)`; opaque unless `alpha` says otherwise.
    @inlinable
    public init(lightness: Double, chroma: Double, hue: Double, alpha: Double = 1) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
        self.alpha = alpha
    }

    /// The color `color`, expressed in this polar form (by way of the rectangular space).
    @inlinable
    public init(_ color: Color) {
        self.init(Rectangular(color))
    }

    /// Polar form of `rectangular`.
    @inlinable
    public init(_ rectangular: Rectangular) {
        let polar = Hue.polar(a: rectangular.a, b: rectangular.b)
        self.init(lightness: rectangular.lightness, chroma: polar.chroma, hue: polar.hue, alpha: rectangular.alpha)
    }

    /// Rectangular form.
    @inlinable
    public var rectangular: Rectangular {
        let ab = Hue.rectangular(chroma: chroma, hue: hue)
        return Rectangular(lightness: lightness, a: ab.a, b: ab.b, alpha: alpha)
    }

    /// This color in extended sRGB.
    @inlinable
    public var color: Color { rectangular.color }
}
