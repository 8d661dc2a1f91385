import Swatch

/// A theme's material: the catalog material with the theme's `model:`
/// overrides applied, and the colors bound to it with their styles.
public struct ResolvedMaterial: Sendable {
    /// The declaration, for locations.
    public let declaration: MaterialDeclaration
    /// The catalog material, with the theme's models.
    public let material: Material
    /// The Swift name of its accessor.
    public let swiftName: String
    /// The `vibrancy:` lines whose color exists, in file order.
    public let bindings: [ResolvedVibrancyBinding]

    public var name: String { declaration.name.value }

    /// The binding of the color named `name`, if it is bound here.
    public func binding(of name: String) -> ResolvedVibrancyBinding? {
        bindings.first { $0.color.name == name }
    }
}

/// One line of a material's `vibrancy:`: a resolved color and its style.
public struct ResolvedVibrancyBinding: Sendable {
    public let color: ResolvedColor
    public let style: Vibrancy
    /// Where the line names the color, and where it names the style.
    public let colorRange: SourceRange
    public let styleRange: SourceRange
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
