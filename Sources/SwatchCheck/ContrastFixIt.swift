import Swatch
import SwatchModel

/// The nearest color that passes: the same hue and chroma in OKLCH with the
/// lightness moved, the smallest move in either direction that reaches the
/// target on every background given; when no lightness of that chroma does,
/// the same hue with less chroma, down to a neutral gray (black and white
/// reach more contrast than any hue). Printed as a literal to paste.
enum ContrastFixIt {
    /// The chroma a search keeps, in turn, as a share of the color's own.
    static let chromaSteps: [Double] = [1, 0.5, 0.25, 0]

    /// What a replacement value must reach in one state of one pair. It
    /// keeps the layers as written, not the background they flatten to for
    /// the value being replaced: over a translucent layer the worst backdrop
    /// depends on the foreground, so a candidate is measured over every
    /// backdrop again (a darker text turns black into the worst backdrop).
    struct Requirement {
        /// The layers, top first, in `state`.
        var layers: [Color]
        var material: ResolvedMaterial?
        var state: Appearance
        var target: Double
        /// "'label' on 'card'": the pair, for a note that names what stops a fix.
        var pair: String
        /// For translucent layers with no material: what they flatten to over
        /// one backdrop (the worst for the value being replaced). Measuring
        /// over every backdrop takes dozens of measurements; a candidate that
        /// fails over this one backdrop fails over the worst, so most of the
        /// search's candidates are turned down by one measurement.
        var overOneBackdrop: Color? = nil
        /// The alpha the candidate is drawn at, when not its own: a color
        /// that shows an aliased value keeps its own alpha (`{ ref: ink, alpha: 60% }`).
        var alpha: Double? = nil
        /// The layers that show the candidate too (an aliased value a
        /// background shows as well), by index in ``layers``, each at its own alpha.
        var candidateLayers: [Int] = []
        /// The foreground, when the candidate is not it (only layers show it).
        var foreground: Color? = nil

        func contrast(of candidate: Color, metric: some ContrastMetric) -> Double {
            let drawn = foreground ?? alpha.map { candidate.withAlpha($0) } ?? candidate
            guard !candidateLayers.isEmpty else {
                return ContrastPairs.measure(drawn, onLayers: layers, material: material, in: state, metric: metric)
                    .contrast
            }
            var layers = layers
            for index in candidateLayers { layers[index] = candidate.withAlpha(layers[index].alpha) }
            return ContrastPairs.measure(drawn, onLayers: layers, material: material, in: state, metric: metric)
                .contrast
        }

        func passes(_ candidate: Color, metric: some ContrastMetric) -> Bool {
            if candidateLayers.isEmpty, foreground == nil, let overOneBackdrop,
                metric.worstContrast(of: alpha.map { candidate.withAlpha($0) } ?? candidate, on: overOneBackdrop)
                    .contrast < target
            {
                return false
            }
            return contrast(of: candidate, metric: metric) >= target
        }
    }

    /// The nearest color that reaches each requirement's target.
    static func suggestion(
        for foreground: Color, meeting requirements: [Requirement], metric: some ContrastMetric
    ) -> Color? {
        let start = OKLCH(foreground)
        for share in chromaSteps {
            let kept = OKLCH(
                lightness: start.lightness, chroma: start.chroma * share, hue: start.hue, alpha: start.alpha)
            if let found = search(from: kept, meeting: requirements, metric: metric) { return found }
            if start.chroma < 0.0005 { break }
        }
        return nil
    }

    /// Whether `suggestion` kept the chroma of `foreground` (as far as a hex
    /// literal and the sRGB gamut let it), for the words of the fix-it.
    static func keepsChroma(_ suggestion: Color, of foreground: Color) -> Bool {
        OKLCH(suggestion).chroma >= OKLCH(foreground).chroma * 0.75 - 0.01
    }

    private static func search(
        from start: OKLCH, meeting requirements: [Requirement], metric: some ContrastMetric
    ) -> Color? {
        func passes(_ candidate: Color) -> Bool {
            requirements.allSatisfy { $0.passes(candidate, metric: metric) }
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
            // In steps of 0.005, ending on 0 or 1 itself: black and white are
            // the colors of most contrast, and a step past them is no color.
            var step = 0
            while true {
                let lightness = min(max(start.lightness + direction * Double(step) * 0.005, 0), 1)
                let color = candidate(lightness)
                if passes(color) {
                    let distance = abs(lightness - start.lightness)
                    if best == nil || distance < best!.distance { best = (distance, color) }
                    break
                }
                // The end in the direction of travel: pure white starts at
                // lightness 1 (or a rounding above it), the end of one
                // direction only, and is searched down to black.
                if (direction < 0 && lightness == 0) || (direction > 0 && lightness == 1) { break }
                step += 1
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
    /// color made just opaque enough to reach every requirement, in steps of
    /// one 8-bit alpha (the steps a hex literal writes, so that the value
    /// written passes as measured), or nil when even full opacity does not.
    static func moreOpaque(
        _ foreground: Color, meeting requirements: [Requirement], metric: some ContrastMetric
    ) -> Color? {
        guard foreground.alpha < 1 else { return nil }
        for step in Int((foreground.alpha * 255).rounded(.up))...255 {
            let candidate = foreground.withAlpha(Double(step) / 255)
            if requirements.allSatisfy({ $0.passes(candidate, metric: metric) }) { return candidate }
        }
        return nil
    }

    /// For a translucent foreground that neither a lightness at its opacity
    /// nor its own color made opaque enough saves: the nearest value of the
    /// hue that reaches every requirement at some higher opacity, or nil when
    /// not even a full opacity has one. Without it the fix-it would settle
    /// for the minima (its own color more opaque), and the aims a lightness
    /// reaches at that opacity would wait for a second round. Nearest counts
    /// the lightness moved and the opacity added alike (both 0…1 in OKLCH):
    /// the least opacity alone would take a faint gray fill to black, full
    /// opacity alone would make it solid. Opacities are tried every 8 of 255,
    /// then every one around the best, so that the search stays some forty
    /// lightness searches.
    static func moreOpaqueWithLightness(
        _ foreground: Color, meeting requirements: [Requirement], metric: some ContrastMetric
    ) -> Color? {
        guard foreground.alpha < 1 else { return nil }
        let lightness = OKLCH(foreground).lightness
        var best: (distance: Double, step: Int, color: Color)?
        func consider(_ step: Int) {
            let alpha = Double(step) / 255
            guard let color = suggestion(for: foreground.withAlpha(alpha), meeting: requirements, metric: metric)
            else { return }
            let distance = abs(OKLCH(color).lightness - lightness) + (alpha - foreground.alpha)
            if best == nil || distance < best!.distance { best = (distance, step, color) }
        }
        let first = Int((foreground.alpha * 255).rounded(.up))
        for step in stride(from: first, through: 255, by: 8) { consider(step) }
        consider(255)
        guard let coarse = best?.step else { return nil }
        for step in max(first, coarse - 7)...min(255, coarse + 7) where step != coarse { consider(step) }
        return best?.color
    }
}
