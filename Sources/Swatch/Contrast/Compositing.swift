// Source-over compositing in gamma-encoded sRGB.
//
// Blending the encoded values rather than linear light is physically wrong but
// is what browsers do by default, what the WCAG and WebAIM contrast checkers
// do with an alpha value, and what UIKit and AppKit do when they draw a
// translucent color: the contrast a theme is judged by is that of the pixels
// people will see. A 50% black over white is therefore exactly 0.5 encoded
// (#808080 to the nearest 8-bit step), not the linear-light midpoint (#BCBCBC).

extension Color {
    /// This color drawn over `backdrop` (Porter–Duff source-over), with both
    /// alphas honoured; the result is unpremultiplied like every `Color`.
    ///
    /// Over an opaque backdrop the result is opaque. Alphas are clamped to
    /// 0...1, so a stray value cannot make a layer more than fully opaque.
    @inlinable
    public func composited(over backdrop: Color) -> Color {
        let top = min(max(alpha, 0), 1)
        let bottom = min(max(backdrop.alpha, 0), 1) * (1 - top)
        let result = top + bottom
        guard result > 0 else { return .clear }
        return Color(
            red: (red * top + backdrop.red * bottom) / result,
            green: (green * top + backdrop.green * bottom) / result,
            blue: (blue * top + backdrop.blue * bottom) / result,
            alpha: result)
    }

    /// Layers flattened into one color, bottom first: `[window, card, label]`
    /// is the label on the card on the window.
    ///
    /// Source-over is associative, so the flattened stack can then be drawn
    /// over any backdrop and give what drawing each layer in turn would.
    /// An empty stack is ``clear``.
    @inlinable
    public static func flattening<Layers: Sequence>(_ layers: Layers) -> Color where Layers.Element == Color {
        layers.reduce(Color.clear) { below, layer in layer.composited(over: below) }
    }
}
