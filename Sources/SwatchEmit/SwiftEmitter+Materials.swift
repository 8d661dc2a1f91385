import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel
import SwatchSupport

/// `enum Materials`: for each material, a value holding the material and the
/// colors bound to it, each typed by its role:
///
/// ```swift
/// public enum Materials {
///     public static let sidebarGlass = SidebarGlassMaterial(Swatch.ThemeMaterial("sidebarGlass", Swatch.Material.iOS.thick))
///     public struct SidebarGlassMaterial: Swift.Sendable {
///         public let material: Swatch.ThemeMaterial
///         public let headline: Swatch.VibrantColor<Swatch.Label>
///         init(_ material: Swatch.ThemeMaterial) {
///             self.material = material
///             self.headline = material.vibrant(Acme.headline, .label)
///         }
///     }
/// }
/// ```
extension SwiftEmitter {
    func emitMaterials(of theme: ResolvedTheme, access: String, into writer: inout CodeWriter) {
        writer.documentation("The materials of the theme, each with the colors drawn on it and their vibrancy.")
        writer.block("\(access)enum Materials {") { body in
            for (position, material) in theme.materials.enumerated() {
                if position > 0 { body.line() }
                emit(material, namespace: theme.swiftNamespace, access: access, into: &body)
            }
        }
    }

    private func emit(_ material: ResolvedMaterial, namespace: String, access: String, into writer: inout CodeWriter) {
        let type = GeneratedNames.typeName(of: material.swiftName, suffix: "Material")
        let catalog = material.material
        var summary = "`\(material.name)`: the \(catalog.family.rawValue) `\(catalog.name)` material"
        if material.source.model != nil { summary += " with the theme's model" }
        writer.documentation(summary + ".")
        writer.call(
            "\(access)static let \(material.swiftName) = \(type)(",
            ["Swatch.ThemeMaterial(\(SwiftLiterals.string(material.name)), \(Self.materialExpression(material)))"], ")")
        writer.line()
        writer.documentation("`\(material.name)` and the colors bound to it.")
        writer.block("\(access)struct \(type): \(GeneratedNames.sendable) {") { body in
            body.documentation("The material, with the theme's model.")
            body.line("\(access)let \(GeneratedNames.materialMember): Swatch.ThemeMaterial")
            for binding in material.bindings {
                body.documentation("`\(binding.color.name)` with \(binding.style.rawValue) vibrancy.")
                body.line(
                    "\(access)let \(binding.color.swiftName): \(GeneratedNames.vibrantColorType(binding.color.role))"
                )
            }
            body.documentation("Every color bound to the material, in the order of the theme file.")
            body.block("\(access)var \(GeneratedNames.bindingsMember): [Swatch.AnyVibrantColor] {") { getter in
                // `self.`: a member named like the material is the member here.
                let elements = material.bindings.map { "Swatch.AnyVibrantColor(self.\($0.color.swiftName))" }
                getter.list("[", elements, "]")
            }
            body.line()
            body.block("init(_ material: Swatch.ThemeMaterial) {") { initializer in
                initializer.line("self.\(GeneratedNames.materialMember) = material")
                for binding in material.bindings {
                    initializer.call(
                        "self.\(binding.color.swiftName) = material.vibrant(",
                        [Self.reference(to: binding.color, in: namespace), ".\(binding.style.rawValue)"], ")")
                }
            }
        }
    }

    /// The catalog material, with the theme's `model:` overrides as calls.
    static func materialExpression(_ material: ResolvedMaterial) -> String {
        let catalog = material.source.catalog.value
        var expression = "Swatch.Material.\(catalog.family.rawValue).\(catalog.name)"
        guard let model = material.source.model else { return expression }
        for (scheme, values) in [(Appearance.ColorScheme.light, model.light), (.dark, model.dark)] {
            guard let values else { continue }
            var arguments: [String] = []
            // The tint as Resolve made it: mapped into the theme's gamut.
            if values.tint != nil {
                arguments.append("tint: \(SwiftLiterals.color(material.material.models[scheme].tint))")
            }
            if let opacity = values.opacity?.value { arguments.append("tintOpacity: \(opacity.formatted)") }
            if let blur = values.blur?.value { arguments.append("blurRadius: \(blur.formatted)") }
            if let saturation = values.saturation?.value {
                arguments.append("saturation: \(saturation.formatted)")
            }
            guard !arguments.isEmpty else { continue }
            expression += ".overriding(.\(scheme == .light ? "light" : "dark"), \(arguments.joined(separator: ", ")))"
        }
        return expression
    }

    /// A color as code inside the namespace's nested types reaches it: the
    /// theme's own through the namespace, the system palette's through
    /// `Swatch.System`.
    static func reference(to color: ResolvedColor, in namespace: String) -> String {
        color.isSystem ? "Swatch.System.\(color.swiftName)" : "\(namespace).\(color.swiftName)"
    }
}
