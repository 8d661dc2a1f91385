/// A way of scoring how legible one color is on another.
///
/// The checker and apps go through this protocol rather than a fixed formula
/// so that a second metric can sit beside WCAG 2.x later without touching the
/// callers. A metric only ever sees opaque colors: compositing translucent
/// layers, and searching the backdrops a translucent surface may show, happen
/// once, in the extension methods, whatever the metric.
public protocol ContrastMetric: Sendable {
    /// The metric's name, as diagnostics print it.
    var name: String { get }

    /// The contrast of `foreground` drawn on `background`, both opaque (their
    /// alpha is ignored).
    ///
    /// Larger means more legible, and equal colors score the metric's
    /// minimum: the worst-case searches look for the smallest value. A metric
    /// whose native value is signed by polarity reports its magnitude here.
    func contrast(ofOpaque foreground: Color, onOpaque background: Color) -> Double
}

/// The outcome of a contrast check: the value and what was actually compared.
///
/// When the background was translucent, `backdrop` is the color behind it that
/// gave the worst case, so that a diagnostic can say "over a black backdrop".
public struct ContrastMeasurement: Hashable, Sendable {
    /// The metric's value; for ``WCAGContrast``, the ratio (1...21).
    public var contrast: Double
    /// The foreground as seen: composited onto ``background``, opaque.
    public var foreground: Color
    /// The background as seen: every layer flattened onto the backdrop, opaque.
    public var background: Color
    /// The backdrop that gave this value, or `nil` when the layers were opaque
    /// and nothing behind them could show.
    public var backdrop: Color?

    /// A measurement of `contrast` between the composited `foreground` and
    /// `background`; `backdrop` is the color behind translucent layers that
    /// gave it, `nil` when every layer was opaque.
    @inlinable
    public init(contrast: Double, foreground: Color, background: Color, backdrop: Color?) {
        self.contrast = contrast
        self.foreground = foreground
        self.background = background
        self.backdrop = backdrop
    }
}
