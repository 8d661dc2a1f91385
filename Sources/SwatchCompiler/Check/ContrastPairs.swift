import Swatch

/// What a foreground is drawn on, from the top layer down: the color it is
/// declared `on:`, then what that color is itself `on:`, while the layers
/// let something show through. The last layer may be a material.
struct Backing {
    /// The `on:` entry (or surface background) that names the first layer:
    /// where a finding about the pair points.
    var entry: Located<String>
    /// Colors, top first.
    var colors: [ResolvedColor]
    /// A material at the bottom of the stack, if the colors sit on one.
    var material: ResolvedMaterial?

    /// Names in words: "'card' on 'window'".
    var description: String {
        (colors.map { "'\($0.name)'" } + (material.map { ["material '\($0.name)'"] } ?? [])).joined(separator: " on ")
    }
}

enum ContrastPairs {
    /// How deep a chain of translucent `on:` layers is followed.
    static let maximumDepth = 8

    /// Every stack a color can be drawn on, following its `on:` entries.
    static func backings(of color: ResolvedColor, in theme: ResolvedTheme) -> [Backing] {
        guard let declaration = color.declaration else { return [] }
        return declaration.on.flatMap { entry in stacks(under: entry, in: theme, visited: [color.name]) }
    }

    /// The stacks below the layer named `entry`.
    static func stacks(under entry: Located<String>, in theme: ResolvedTheme, visited: Set<String>) -> [Backing] {
        if let material = theme.material(named: entry.value) {
            return [Backing(entry: entry, colors: [], material: material)]
        }
        guard let layer = theme.color(named: entry.value), !visited.contains(layer.name) else { return [] }
        let translucent = Appearance.all.contains { layer.table[$0].alpha < 1 }
        let below = layer.declaration?.on ?? []
        guard translucent, !below.isEmpty, visited.count < maximumDepth else {
            return [Backing(entry: entry, colors: [layer], material: nil)]
        }
        return below.flatMap { next in
            stacks(under: next, in: theme, visited: visited.union([layer.name])).map { stack in
                Backing(entry: entry, colors: [layer] + stack.colors, material: stack.material)
            }
        }
    }

    /// The contrast of `foreground` on `backing` in `state`; a translucent
    /// stack is judged over the worst backdrop.
    static func measure(
        _ foreground: Color, on backing: Backing, in state: Appearance, metric: some ContrastMetric
    ) -> ContrastMeasurement {
        let layers = backing.colors.reversed().map { $0.table[state] }
        if let material = backing.material {
            return metric.worstContrast(of: foreground, on: material.material, in: state, layers: layers)
        }
        return metric.worstContrast(of: foreground, on: layers)
    }
}
