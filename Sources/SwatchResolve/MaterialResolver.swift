import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

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
                source: MaterialSource(name: declaration.name, catalog: declaration.material, model: declaration.model),
                material: material, swiftName: GeneratedNames.identifier(declaration.name.value), bindings: bindings)
        }
    }
}
