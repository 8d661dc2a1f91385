// Contrast of content on a material: the worst case over every backdrop that
// can show through it.
//
// What lies behind a material is unknown: any photo, any window. After blur
// and saturation a backdrop is still some color, and any color can occur, so
// the material's background is its tint over each possible backdrop, and the
// content is judged on the worst of them (``Backdrop/any``: black, white, the
// saturated primaries and secondaries, and the whole gray axis). Under Reduce
// Transparency the material is opaque and there is only one background.

extension ContrastMetric {
    /// The worst contrast of `foreground` on `material` in `appearance`, over
    /// `backdrop`, with `layers` (bottom first) drawn on the material beneath
    /// the foreground: a vibrant label on a vibrant fill, say.
    public func worstContrast(
        of foreground: Color, on material: Material, in appearance: Appearance, layers: [Color] = [],
        over backdrop: Backdrop = .any
    ) -> ContrastMeasurement {
        let model = material.model(in: appearance)
        let content = Color.flattening(layers)
        if model.isOpaque {
            let background = content.composited(over: model.background(over: .black))
            return measurement(of: foreground, on: background, backdrop: nil)
        }
        return worstCase(of: foreground, over: backdrop) { content.composited(over: model.background(over: $0)) }
    }

    /// The worst contrast of a vibrancy style on `material` in `appearance`:
    /// the style's color (``Vibrancy/color(on:in:)``) over every backdrop.
    public func worstContrast(
        of vibrancy: Vibrancy, on material: Material, in appearance: Appearance, over backdrop: Backdrop = .any
    ) -> ContrastMeasurement {
        worstContrast(of: vibrancy.color(on: material, in: appearance), on: material, in: appearance, over: backdrop)
    }
}

extension Material {
    /// The worst contrast of `vibrancy` on this material in `appearance`
    /// (WCAG 2.x unless another metric is given).
    public func worstContrast(
        of vibrancy: Vibrancy, in appearance: Appearance, metric: some ContrastMetric = WCAGContrast()
    ) -> ContrastMeasurement {
        metric.worstContrast(of: vibrancy, on: self, in: appearance)
    }

    /// The worst contrast of an arbitrary color on this material in
    /// `appearance` (WCAG 2.x unless another metric is given).
    public func worstContrast(
        of color: Color, in appearance: Appearance, metric: some ContrastMetric = WCAGContrast()
    ) -> ContrastMeasurement {
        metric.worstContrast(of: color, on: self, in: appearance)
    }
}
