/// How a material is drawn, as data: a tint laid at some opacity over the
/// backdrop once that has been blurred and saturated.
///
/// Apple does not publish its materials' parameters. The catalog's models are
/// estimates, tuned so that the contrast they give agrees with what the Human
/// Interface Guidelines say of each material (thicker gives better contrast;
/// quaternary label is too faint on ultra-thin). A theme that knows better, or
/// that draws its own materials, replaces them: every field is public and
/// the model is plain data.
///
/// Only the tint and its opacity decide contrast. Blur and saturation change
/// what a given backdrop looks like, but not the set of colors a backdrop can
/// become (a blurred, saturated backdrop can still be any color, black and
/// white included), so the worst case over every backdrop does not depend on
/// them; they are carried for previews and renderers.
public struct MaterialModel: Hashable, Sendable {
    /// The color laid over the blurred backdrop. Its own alpha, if below 1,
    /// multiplies ``tintOpacity``.
    public var tint: Color
    /// How much of the tint covers the backdrop: 0 shows the blurred backdrop
    /// alone, 1 hides it. This is the material's thickness.
    public var tintOpacity: Double
    /// The blur applied to the backdrop, in points.
    public var blurRadius: Double
    /// The saturation applied to the blurred backdrop: 1 leaves it, above 1
    /// makes colors behind the material more vivid.
    public var saturation: Double
    /// What the material turns into under Reduce Transparency: an opaque
    /// color that hides the backdrop entirely. By default the tint itself at
    /// full opacity, so that the surface keeps its hue and lightness.
    public var opaqueColor: Color

    /// A model; `opaqueColor` defaults to the tint at full opacity.
    public init(
        tint: Color, tintOpacity: Double, blurRadius: Double, saturation: Double, opaqueColor: Color? = nil
    ) {
        self.tint = tint
        self.tintOpacity = tintOpacity
        self.blurRadius = blurRadius
        self.saturation = saturation
        var opaque = opaqueColor ?? tint
        opaque.alpha = 1
        self.opaqueColor = opaque
    }

    /// The tint as the layer that is drawn: its color at the model's opacity.
    public var tintLayer: Color {
        tint.opacity(min(max(tintOpacity, 0), 1))
    }

    /// Whether nothing behind the material shows through.
    public var isOpaque: Bool { tintLayer.alpha >= 1 }

    /// The material's background over `backdrop`: the backdrop saturated,
    /// then the tint laid over it (source-over in gamma-encoded sRGB, like
    /// every composite here). Blur is left out: over a uniform region, which
    /// is what a single backdrop color stands for, it changes nothing.
    public func background(over backdrop: Color) -> Color {
        var base = Self.saturate(backdrop, by: saturation)
        base.alpha = 1
        return tintLayer.composited(over: base)
    }

    /// The model under Reduce Transparency: ``opaqueColor``, unblurred and
    /// fully opaque.
    public var opaque: MaterialModel {
        MaterialModel(tint: opaqueColor, tintOpacity: 1, blurRadius: 0, saturation: 1, opaqueColor: opaqueColor)
    }

    /// The estimate used under Increase Contrast when a material gives no
    /// model of its own: the tint covers half of what it left uncovered
    /// (0.7 becomes 0.85), so the backdrop shows half as much.
    public var increasedContrast: MaterialModel {
        var model = self
        model.tintOpacity = tintOpacity + (1 - tintOpacity) / 2
        return model
    }

    /// Saturation about the Rec. 709 luma (the form of CSS `saturate()`),
    /// applied to the encoded values like the rest of the model, and clamped
    /// to the displayable range because a backdrop is what a display shows.
    static func saturate(_ color: Color, by amount: Double) -> Color {
        let luma = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
        func channel(_ value: Double) -> Double { min(max(luma + amount * (value - luma), 0), 1) }
        return Color(
            red: channel(color.red), green: channel(color.green), blue: channel(color.blue), alpha: color.alpha)
    }
}
