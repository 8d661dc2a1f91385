/// The WCAG 2.x contrast ratio: (L1 + 0.05) / (L2 + 0.05), where L1 is the
/// relative luminance of the lighter color and L2 of the darker; 1...21.
///
/// It is the metric the Human Interface Guidelines' minimum table (4.5:1 up to
/// 17 pt, 3:1 for large or bold text) and Accessibility Inspector use.
public struct WCAGContrast: ContrastMetric {
    /// The WCAG 2.x metric; it has no settings. Also written `.wcag`.
    @inlinable
    public init() {}

    /// "WCAG 2.x", as diagnostics print it.
    public var name: String { "WCAG 2.x" }

    /// Relative luminance as WCAG 2.x defines it: each gamma-encoded sRGB
    /// component linearized, then weighted 0.2126 R + 0.7152 G + 0.0722 B.
    ///
    /// Linearization uses the 0.04045 threshold of IEC 61966-2-1 (as
    /// ``SRGBTransfer`` does). WCAG 2.0's text says 0.03928, copied from an
    /// early sRGB draft. The two curves differ only for components between
    /// 0.03928 and 0.04045, by at most 8e-7 in linear light, and no 8-bit
    /// component lies there (10/255 ≈ 0.0392, 11/255 ≈ 0.0431): the difference
    /// is below any displayable step and changes no ratio of `#RRGGBB` colors.
    /// (The WCAG 2.1 and 2.2 texts were corrected to 0.04045 in May 2021.)
    ///
    /// Alpha is ignored. Extended components (outside 0...1) go through the
    /// mirrored curve, which keeps the luminance of a wide-gamut color right;
    /// a negative result, possible only for colors no display shows, is
    /// clamped to 0 so that the ratio stays in range.
    @inlinable
    public static func relativeLuminance(of color: Color) -> Double {
        let luminance =
            0.2126 * SRGBTransfer.linearize(color.red)
            + 0.7152 * SRGBTransfer.linearize(color.green)
            + 0.0722 * SRGBTransfer.linearize(color.blue)
        return max(0, luminance)
    }

    /// The ratio of two relative luminances, in either order.
    @inlinable
    public static func ratio(luminance first: Double, _ second: Double) -> Double {
        let lighter = max(first, second)
        let darker = min(first, second)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// The ratio of two opaque colors, in either order: WCAG 2.x contrast is
    /// symmetric.
    @inlinable
    public static func ratio(_ first: Color, _ second: Color) -> Double {
        ratio(luminance: relativeLuminance(of: first), relativeLuminance(of: second))
    }

    /// The WCAG 2.x ratio of `foreground` on `background`, 1 (equal colors)
    /// to 21 (black on white); alpha is ignored and the order does not matter.
    @inlinable
    public func contrast(ofOpaque foreground: Color, onOpaque background: Color) -> Double {
        Self.ratio(foreground, background)
    }
}

extension ContrastMetric where Self == WCAGContrast {
    /// The WCAG 2.x ratio, as in `metric: .wcag`.
    public static var wcag: WCAGContrast { WCAGContrast() }
}
