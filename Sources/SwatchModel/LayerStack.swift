import Swatch
import SwatchDiagnostics

/// What a foreground is drawn on, from the top layer down: the color it is
/// declared `on:`, then what that color is itself `on:`, while the layers
/// let something show through. The last layer may be a material.
package struct LayerStack: Sendable {
    /// The `on:` entry (or surface background) that names the first layer:
    /// where a finding about the pair points.
    package var entry: Located<String>
    /// Colors, top first.
    package var colors: [ResolvedColor]
    /// A material at the bottom of the stack, if the colors sit on one.
    package var material: ResolvedMaterial?

    /// Names in words: "'card' on 'window'".
    package var description: String {
        (colors.map { "'\($0.name)'" } + (material.map { ["material '\($0.name)'"] } ?? [])).joined(separator: " on ")
    }

    /// How deep a chain of translucent `on:` layers is followed.
    static let maximumDepth = 8

    /// The stacks below the layer named `entry`, following `on:` while a
    /// layer is translucent. `visited` holds the names above, so a circle of
    /// `on:` entries ends: at most ``maximumDepth`` names, so an array (a set
    /// hashed the color's name for every pair the checker judges).
    package static func stacks(
        under entry: Located<String>, visited: [String], color: (String) -> ResolvedColor?,
        material: (String) -> ResolvedMaterial?
    ) -> [LayerStack] {
        if let material = material(entry.value) {
            return [LayerStack(entry: entry, colors: [], material: material)]
        }
        guard let layer = color(entry.value), !visited.contains(layer.name) else { return [] }
        let translucent = Appearance.all.contains { layer[$0].alpha < 1 }
        let below = layer.source?.on ?? []
        guard translucent, !below.isEmpty, visited.count < maximumDepth else {
            return [LayerStack(entry: entry, colors: [layer], material: nil)]
        }
        return below.flatMap { next in
            stacks(under: next, visited: visited + [layer.name], color: color, material: material)
                .map { stack in
                    LayerStack(entry: entry, colors: [layer] + stack.colors, material: stack.material)
                }
        }
    }
}
