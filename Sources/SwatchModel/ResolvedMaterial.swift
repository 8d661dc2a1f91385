import Swatch
import SwatchDiagnostics

/// A theme's material: the catalog material with the theme's `model:`
/// overrides applied, and the colors bound to it with their styles.
package struct ResolvedMaterial: Sendable {
    /// How it was written, for locations.
    package var source: MaterialSource { _read { yield storage.source } }
    /// The catalog material, with the theme's models.
    package var material: Material { _read { yield storage.material } }
    /// The Swift name of its accessor.
    package var swiftName: String { storage.swiftName }
    /// The `vibrancy:` lines whose color exists, in file order.
    package var bindings: [ResolvedVibrancyBinding] { storage.bindings }

    package var name: String { source.name.value }

    /// The binding of the color named `name`, if it is bound here.
    package func binding(of name: String) -> ResolvedVibrancyBinding? {
        bindings.first { $0.color.name == name }
    }

    package init(
        source: MaterialSource, material: Material, swiftName: String, bindings: [ResolvedVibrancyBinding]
    ) {
        storage = Storage(source: source, material: material, swiftName: swiftName, bindings: bindings)
    }

    // Shared and immutable, as a resolved color's fields are: every layer
    // stack a material ends carries it, and the inline fields (the source
    // ranges, the catalog material's models) would make each copy of
    // a stack, even one with no material, a memmove of hundreds of bytes.
    private let storage: Storage

    private final class Storage: Sendable {
        let source: MaterialSource
        let material: Material
        let swiftName: String
        let bindings: [ResolvedVibrancyBinding]

        package init(source: MaterialSource, material: Material, swiftName: String, bindings: [ResolvedVibrancyBinding])
        {
            self.source = source
            self.material = material
            self.swiftName = swiftName
            self.bindings = bindings
        }
    }
}

/// One line of a material's `vibrancy:`: a resolved color and its style.
package struct ResolvedVibrancyBinding: Sendable {
    package let color: ResolvedColor
    package let style: Vibrancy
    /// Where the line names the color, and where it names the style.
    package let colorRange: SourceRange
    package let styleRange: SourceRange

    package init(color: ResolvedColor, style: Vibrancy, colorRange: SourceRange, styleRange: SourceRange) {
        self.color = color
        self.style = style
        self.colorRange = colorRange
        self.styleRange = styleRange
    }
}

/// How a material was written: its name, the catalog material it names and
/// the `model:` overrides, each with its range.
package struct MaterialSource: Hashable, Sendable {
    package var name: Located<String>
    /// The catalog material as written, before the overrides.
    package var catalog: Located<Material>
    package var model: MaterialModelOverride?

    package init(name: Located<String>, catalog: Located<Material>, model: MaterialModelOverride?) {
        self.name = name
        self.catalog = catalog
        self.model = model
    }
}
