import Swatch

/// A theme's material: its declaration and the catalog material it names,
/// with the theme's `model:` overrides applied.
public struct ResolvedMaterial: Sendable {
    public var declaration: MaterialDeclaration
    public var material: Material

    public var name: String { declaration.name.value }
}

/// Finds each declared material in the catalog of the theme's platform and
/// applies its model overrides.
enum MaterialResolver {
    /// The catalog family a platform's materials come from; nil for watchOS,
    /// which has none (MAT-watchos reports a theme that declares one).
    static func family(for platform: Platform) -> Material.Family? {
        switch platform {
        case .iOS, .visionOS: .iOS
        case .macOS: .macOS
        case .tvOS: .tvOS
        case .watchOS: nil
        }
    }

    static func resolve(_ theme: ThemeAST) -> ([ResolvedMaterial], [Diagnostic]) {
        let platform = theme.platform?.value ?? .iOS
        // watchOS has no materials; check them against iOS's catalog so the
        // rest of the theme can still be checked, and let MAT-watchos speak.
        let family = family(for: platform) ?? .iOS
        var diagnostics: [Diagnostic] = []
        var resolved: [ResolvedMaterial] = []
        for declaration in theme.materials {
            let name = declaration.material
            guard var material = Material.named(name.value, in: family) else {
                let names = Material.catalog.filter { $0.family == family }.map(\.name)
                var message = "'\(name.value)' is not an \(family.rawValue) material"
                if let other = Material.named(name.value).first {
                    message += " (it is a \(other.family.rawValue) one); a \(platform.rawValue) theme has: \(names.joined(separator: ", "))"
                } else {
                    message += Suggestions.hint(for: name.value, in: names, listing: true)
                }
                diagnostics.append(Diagnostic(.error, .themeValue, message, at: name.range))
                continue
            }
            if let model = declaration.model {
                for (scheme, values) in [(Appearance.ColorScheme.light, model.light), (.dark, model.dark)] {
                    guard let values else { continue }
                    material = material.overriding(scheme) { model in
                        if let tint = values.tint?.value.mapped(to: theme.gamut?.value ?? .sRGB) {
                            model.tint = tint
                            model.opaqueColor = Color(red: tint.red, green: tint.green, blue: tint.blue)
                        }
                        if let opacity = values.opacity?.value { model.tintOpacity = opacity }
                        if let blur = values.blur?.value { model.blurRadius = blur }
                        if let saturation = values.saturation?.value { model.saturation = saturation }
                    }
                }
            }
            resolved.append(ResolvedMaterial(declaration: declaration, material: material))
        }
        return (resolved, diagnostics)
    }
}
