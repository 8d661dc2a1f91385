// The search behind every worst-case contrast: the smallest value of the
// metric over a set of backdrops, given how the background looks over each.

extension ContrastMetric {
    /// The measurement of `foreground` on the opaque background that
    /// `background` makes of a backdrop.
    @usableFromInline
    func measurement(of foreground: Color, on background: Color, backdrop: Color?) -> ContrastMeasurement {
        var background = background
        background.alpha = 1
        var seen = foreground.composited(over: background)
        seen.alpha = 1
        return ContrastMeasurement(
            contrast: contrast(ofOpaque: seen, onOpaque: background), foreground: seen, background: background,
            backdrop: backdrop)
    }

    /// The worst case of `foreground` over `backdrop`, where `background`
    /// turns an opaque backdrop into the opaque background that people see.
    @usableFromInline
    func worstCase(
        of foreground: Color, over backdrop: Backdrop, background: (Color) -> Color
    ) -> ContrastMeasurement {
        func measure(_ candidate: Color) -> ContrastMeasurement {
            var opaque = candidate
            opaque.alpha = 1
            return measurement(of: foreground, on: background(opaque), backdrop: opaque)
        }
        func worst(_ candidates: [Color]) -> ContrastMeasurement {
            var worst = measure(candidates[0])
            for candidate in candidates.dropFirst() {
                let next = measure(candidate)
                if next.contrast < worst.contrast { worst = next }
            }
            return worst
        }
        switch backdrop {
        case .color(let color): return measure(color)
        case .blackAndWhite: return worst([.black, .white])
        case .colors(let colors) where !colors.isEmpty: return worst(colors)
        case .colors, .any:
            let corners = worst(Backdrop.anyCorners)
            let gray = worstGray(measure)
            return gray.contrast < corners.contrast ? gray : corners
        }
    }

    /// The minimum over the gray axis: a coarse sweep, then a golden-section
    /// search in the two steps around the best sample.
    ///
    /// Along the axis the metric falls to its minimum where the background
    /// matches the foreground and rises on either side, so the sweep brackets
    /// the minimum and the golden section narrows it to below 1e-9.
    private func worstGray(_ measure: (Color) -> ContrastMeasurement) -> ContrastMeasurement {
        let steps = 16
        func gray(_ level: Double) -> ContrastMeasurement { measure(Color(red: level, green: level, blue: level)) }
        var best = gray(0)
        var bestStep = 0
        for step in 1...steps {
            let next = gray(Double(step) / Double(steps))
            if next.contrast < best.contrast {
                best = next
                bestStep = step
            }
        }
        var low = Double(max(bestStep - 1, 0)) / Double(steps)
        var high = Double(min(bestStep + 1, steps)) / Double(steps)
        let inverseGolden = 0.618_033_988_749_894_8
        var left = high - inverseGolden * (high - low)
        var right = low + inverseGolden * (high - low)
        var leftValue = gray(left)
        var rightValue = gray(right)
        while high - low > 1e-9 {
            if leftValue.contrast <= rightValue.contrast {
                high = right
                right = left
                rightValue = leftValue
                left = high - inverseGolden * (high - low)
                leftValue = gray(left)
            } else {
                low = left
                left = right
                leftValue = rightValue
                right = low + inverseGolden * (high - low)
                rightValue = gray(right)
            }
        }
        for candidate in [leftValue, rightValue] where candidate.contrast < best.contrast { best = candidate }
        return best
    }
}
