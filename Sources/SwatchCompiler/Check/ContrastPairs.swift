import Swatch

/// What a foreground is drawn on: a ``LayerStack``, which Resolve makes.
typealias Backing = LayerStack

enum ContrastPairs {
    /// Every stack a color can be drawn on, following its `on:` entries.
    static func backings(of color: ResolvedColor, in theme: ResolvedTheme) -> [Backing] {
        guard let declaration = color.declaration else { return [] }
        // Closures, not `theme.color(named:)`: a method taken as a value
        // captured a copy of the whole theme for every color.
        return declaration.on.flatMap { entry in
            LayerStack.stacks(
                under: entry, visited: [color.name], color: { theme.color(named: $0) },
                material: { theme.material(named: $0) })
        }
    }

    /// The contrast of `foreground` on `backing` in `state`; a translucent
    /// stack is judged over the worst backdrop.
    static func measure(
        _ foreground: Color, on backing: Backing, in state: Appearance, metric: some ContrastMetric
    ) -> ContrastMeasurement {
        if backing.material == nil, backing.colors.count == 1 {
            // The usual pair, one layer: no array of layers to make.
            return metric.worstContrast(of: foreground, on: backing.colors[0][state])
        }
        let layers = backing.colors.reversed().map { $0[state] }
        if let material = backing.material {
            return metric.worstContrast(of: foreground, on: material.material, in: state, layers: layers)
        }
        return metric.worstContrast(of: foreground, on: layers)
    }
}
