import Swatch

/// A theme's material: the catalog material with the theme's `model:`
/// overrides applied, and the colors bound to it with their styles.
package struct ResolvedMaterial: Sendable {
    /// The declaration, for locations.
    package var declaration: MaterialDeclaration { _read { yield storage.declaration } }
    /// The catalog material, with the theme's models.
    package var material: Material { _read { yield storage.material } }
    /// The Swift name of its accessor.
    package var swiftName: String { storage.swiftName }
    /// The `vibrancy:` lines whose color exists, in file order.
    package var bindings: [ResolvedVibrancyBinding] { storage.bindings }

    package var name: String { declaration.name.value }

    /// The binding of the color named `name`, if it is bound here.
    package func binding(of name: String) -> ResolvedVibrancyBinding? {
        bindings.first { $0.color.name == name }
    }

    init(
        declaration: MaterialDeclaration, material: Material, swiftName: String, bindings: [ResolvedVibrancyBinding]
    ) {
        storage = Storage(declaration: declaration, material: material, swiftName: swiftName, bindings: bindings)
    }

    // Shared and immutable, as a resolved color's fields are: every layer
    // stack a material ends carries it, and the inline fields (the
    // declaration's ranges, the catalog material's models) made each copy of
    // a stack, even one with no material, a memmove of hundreds of bytes.
    private let storage: Storage

    private final class Storage: Sendable {
        let declaration: MaterialDeclaration
        let material: Material
        let swiftName: String
        let bindings: [ResolvedVibrancyBinding]

        init(
            declaration: MaterialDeclaration, material: Material, swiftName: String,
            bindings: [ResolvedVibrancyBinding]
        ) {
            self.declaration = declaration
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
}

/// Applies each declared material's model overrides and binds its colors.
enum MaterialResolver {
    static func resolve(_ theme: ThemeAST, color: (String) -> ResolvedColor?) -> [ResolvedMaterial] {
        // A tint is a literal like any other: judged, and emitted, as the
        // theme's gamut shows it.
        let gamut = theme.gamut?.value ?? .sRGB
        return theme.materials.map { declaration in
            var material = declaration.material.value
            for (scheme, values) in [
                (Appearance.ColorScheme.light, declaration.model?.light), (.dark, declaration.model?.dark),
            ] {
                guard let values else { continue }
                material = material.overriding(
                    scheme, tint: values.tint?.value.mapped(to: gamut), tintOpacity: values.opacity?.value,
                    blurRadius: values.blur?.value,
                    saturation: values.saturation?.value)
            }
            // An unknown color is THEME-reference's, reported by the name check.
            let bindings = declaration.vibrancy.compactMap { binding in
                color(binding.color.value)
                    .map {
                        ResolvedVibrancyBinding(
                            color: $0, style: binding.style.value, colorRange: binding.color.range,
                            styleRange: binding.style.range)
                    }
            }
            return ResolvedMaterial(
                declaration: declaration, material: material, swiftName: SwiftIdentifier.escape(declaration.name.value),
                bindings: bindings)
        }
    }
}
