import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel

/// A declaration of the generated Swift that app code can name, as the
/// emitter writes it: what a change to a theme is measured against to say
/// whether it breaks the code that uses it.
package struct GeneratedDeclaration: Hashable, Sendable {
    /// What the declaration gives: the kinds of a theme's declarations, and
    /// the members of a material's or surface's type.
    package enum Kind: String, CaseIterable, Hashable, Sendable {
        case namespace, color, material, surface, image, brand, member
    }

    package var kind: Kind
    /// The name in the theme (`headline`; `glass.headline` for a member,
    /// the namespace `Ocean` for a brand).
    package var name: String
    /// The path app code writes: `Acme.headline`, `Acme.Materials.glass`.
    package var symbol: String
    /// Its type as the generated code spells it.
    package var type: String
    /// Its access level: the theme's `access:`, which every declaration has.
    package var access: AccessLevel
}

extension SwiftEmitter {
    /// The typed members of a surface's type, each once, in file order;
    /// images only when the file declares them.
    static func surfaceMembers(of surface: ResolvedSurface, imageNames: Set<String>, namespace: String) -> [(
        name: String, type: String, value: String, doc: String
    )] {
        var seen: Set<String> = []
        return surface.content.compactMap { item -> (name: String, type: String, value: String, doc: String)? in
            switch item {
            case .color(let color, _):
                guard seen.insert(color.swiftName).inserted else { return nil }
                // Bound to the surface: resolved in the parent's appearance,
                // it gives the color at the surface's level, as checked.
                return (
                    color.swiftName, GeneratedNames.colorType(color.role),
                    "surface.bound(\(reference(to: color, in: namespace)))",
                    "`\(color.name)`, a \(color.role.rawValue) color, at the surface's level: resolve it in the "
                        + "appearance of what the surface is shown in."
                )
            case .image(let name, let swiftName, _):
                guard imageNames.contains(name), seen.insert(swiftName).inserted else { return nil }
                return (swiftName, "Swatch.ThemeImage", "\(namespace).Images.\(swiftName)", "The image `\(name)`.")
            }
        }
    }

    /// Every declaration of `theme`'s generated Swift that app code can
    /// name, with the types the emitter writes. `imageNames`: the images
    /// with files (the emitter declares only those); `brands`: the
    /// namespaces of the themes that extend this one.
    package static func declarations(
        of theme: ResolvedTheme, imageNames: Set<String>, brands: [String]
    ) -> [GeneratedDeclaration] {
        let namespace = theme.swiftNamespace
        let access = theme.access
        func declaration(_ kind: GeneratedDeclaration.Kind, _ name: String, _ symbol: String, _ type: String)
            -> GeneratedDeclaration
        {
            GeneratedDeclaration(kind: kind, name: name, symbol: symbol, type: type, access: access)
        }
        var all = [declaration(.namespace, theme.namespace, namespace, "enum")]
        for color in theme.colors {
            all.append(
                declaration(.color, color.name, "\(namespace).\(color.swiftName)", GeneratedNames.colorType(color.role))
            )
        }
        for material in theme.materials {
            let type = GeneratedNames.typeName(of: material.swiftName, suffix: "Material")
            let symbol = "\(namespace).Materials.\(material.swiftName)"
            all.append(declaration(.material, material.name, symbol, "\(namespace).Materials.\(type)"))
            for binding in material.bindings {
                all.append(
                    declaration(
                        .member, "\(material.name).\(binding.color.name)", "\(symbol).\(binding.color.swiftName)",
                        GeneratedNames.vibrantColorType(binding.color.role)))
            }
        }
        for surface in theme.surfaces {
            let type = GeneratedNames.typeName(of: surface.swiftName, suffix: "Surface")
            let symbol = "\(namespace).Surfaces.\(surface.swiftName)"
            all.append(declaration(.surface, surface.name, symbol, "\(namespace).Surfaces.\(type)"))
            for member in surfaceMembers(of: surface, imageNames: imageNames, namespace: namespace) {
                all.append(
                    declaration(.member, "\(surface.name).\(member.name)", "\(symbol).\(member.name)", member.type))
            }
        }
        for image in theme.images where imageNames.contains(image.name) {
            all.append(declaration(.image, image.name, "\(namespace).Images.\(image.swiftName)", "Swatch.ThemeImage"))
        }
        if !brands.isEmpty {
            for brand in [theme.namespace] + brands {
                all.append(
                    declaration(
                        .brand, brand, "\(namespace).Theme.\(brandMember(ofNamespace: brand))", "\(namespace).Theme"))
            }
        }
        return all
    }
}
