import Swatch

/// The nearest color that passes: the same hue and chroma in OKLCH with the
/// lightness moved, the smallest move in either direction that reaches the
/// target on every background given. Printed as a literal to paste.
enum ContrastFixIt {
    static func suggestion(
        for foreground: Color, on backgrounds: [Color], reaching target: Double, metric: some ContrastMetric
    ) -> Color? {
        let start = OKLCH(foreground)
        func passes(_ candidate: Color) -> Bool {
            backgrounds.allSatisfy { metric.worstContrast(of: candidate, on: $0).contrast >= target }
        }
        func candidate(_ lightness: Double) -> Color {
            // Out-of-gamut results lose chroma until they fit in sRGB, so the
            // suggestion can be written as hex.
            var chroma = start.chroma
            var color = OKLCH(lightness: lightness, chroma: chroma, hue: start.hue, alpha: start.alpha).color
            while !color.isInSRGBGamut, chroma > 0.0005 {
                chroma *= 0.9
                color = OKLCH(lightness: lightness, chroma: chroma, hue: start.hue, alpha: start.alpha).color
            }
            return quantized(color)
        }
        var best: (distance: Double, color: Color)?
        for direction in [-1.0, 1.0] {
            var lightness = start.lightness
            while (0...1).contains(lightness) {
                let color = candidate(lightness)
                if passes(color) {
                    let distance = abs(lightness - start.lightness)
                    if best == nil || distance < best!.distance { best = (distance, color) }
                    break
                }
                lightness += direction * 0.005
            }
        }
        return best?.color
    }

    /// To 8-bit components, as a hex literal would hold it.
    private static func quantized(_ color: Color) -> Color {
        func byte(_ value: Double) -> Double { (min(max(value, 0), 1) * 255).rounded() / 255 }
        return Color(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: color.alpha)
    }

    /// For a translucent foreground that no lightness can save: the same
    /// color made just opaque enough (in steps of 0.01) to reach the target,
    /// or nil when even full opacity does not.
    static func moreOpaque(
        _ foreground: Color, on backgrounds: [Color], reaching target: Double, metric: some ContrastMetric
    ) -> Color? {
        guard foreground.alpha < 1 else { return nil }
        var alpha = (foreground.alpha * 100).rounded(.up) / 100
        while alpha <= 1 {
            let candidate = foreground.withAlpha(alpha)
            if backgrounds.allSatisfy({ metric.worstContrast(of: candidate, on: $0).contrast >= target }) {
                return candidate
            }
            alpha += 0.01
        }
        return nil
    }
}
