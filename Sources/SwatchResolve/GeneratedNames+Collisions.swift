import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

/// The check that no theme name takes a name the generated Swift declares
/// itself (``GeneratedNames``), or another theme name's.
extension GeneratedNames {
    package static func reserved(
        _ name: Located<String>, swiftName: String, in scope: String, namespace: String? = nil
    ) -> Diagnostic {
        let why =
            swiftName == namespace
            ? "the theme's namespace, through which the generated code reaches its colors from \(scope)"
            : swiftName == module
                ? "the \(module) module's, with which the generated code names its types in \(scope)"
                : "which the generated code needs in \(scope)"
        return Diagnostic(
            .themeCollision, "'\(name.value)' would take the name '\(swiftName)', \(why); rename it", at: name.range)
    }

    package static func check(
        namespace: String, at namespaceRange: SourceRange, swiftNamespace: String, materials: [ResolvedMaterial],
        surfaces: [ResolvedSurface], unread: [UnreadDeclaration] = []
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if modules.contains(swiftNamespace) {
            diagnostics.append(
                Diagnostic(
                    .themeCollision,
                    "the theme's namespace '\(swiftNamespace)' would hide the \(swiftNamespace) module, which the generated code and the app name; rename the file (e.g. '\(namespace)Theme.theme.yaml')",
                    at: namespaceRange))
        } else if nestedTypes.contains(swiftNamespace) {
            diagnostics.append(
                Diagnostic(
                    .themeCollision,
                    "the theme's namespace '\(swiftNamespace)' is the name of a type the generated code declares inside it, which would hide the namespace there; rename the file (e.g. '\(namespace)Theme.theme.yaml')",
                    at: namespaceRange))
        }
        // `Acme.Materials`: each material and its type.
        var claimed: [String: Located<String>] = [:]
        func claim(_ swiftName: String, by name: Located<String>, in scope: String) {
            if let other = claimed[swiftName] {
                diagnostics.append(
                    Diagnostic(
                        .themeCollision,
                        "'\(name.value)' and '\(other.value)' both take the Swift name '\(swiftName)' in \(scope); rename one of them",
                        at: name.range, notes: [.init("'\(other.value)' is declared here", at: other.range)]))
            } else if swiftName == swiftNamespace || swiftName == module {
                diagnostics.append(reserved(name, swiftName: swiftName, in: scope, namespace: swiftNamespace))
            } else {
                claimed[swiftName] = name
            }
        }
        // Each declaration of a kind and its type, in `Acme.Materials` or
        // `Acme.Surfaces`: one with a mistake in it still takes its names,
        // after those that were read.
        func claimEach(
            _ read: [(Located<String>, String)], _ kind: UnreadDeclaration.Kind, typeSuffix: String, in scope: String
        ) {
            claimed = [:]
            let names =
                read + unread.filter { $0.kind == kind }.map { ($0.name, GeneratedNames.identifier($0.name.value)) }
            for (name, swiftName) in names {
                claim(swiftName, by: name, in: scope)
                claim(typeName(of: swiftName, suffix: typeSuffix), by: name, in: scope)
            }
        }
        claimEach(
            materials.map { ($0.source.name, $0.swiftName) }, .material, typeSuffix: "Material",
            in: "\(swiftNamespace).Materials")
        claimEach(
            surfaces.map { ($0.source.name, $0.swiftName) }, .surface, typeSuffix: "Surface",
            in: "\(swiftNamespace).Surfaces")
        // Inside a material's type: `material` and each bound color.
        for material in materials {
            claimed = [:]
            for binding in material.bindings {
                let name = Located(binding.color.name, at: binding.colorRange)
                if binding.color.swiftName == materialMember || binding.color.swiftName == bindingsMember {
                    diagnostics.append(
                        reserved(name, swiftName: binding.color.swiftName, in: "material '\(material.name)'"))
                } else {
                    claim(binding.color.swiftName, by: name, in: "material '\(material.name)'")
                }
            }
        }
        // Inside a surface's type: `surface` and each content color or image.
        for surface in surfaces {
            claimed = [:]
            for item in surface.content {
                let (name, swiftName): (Located<String>, String) =
                    switch item {
                    case .color(let color, let range): (Located(color.name, at: range), color.swiftName)
                    case .image(let image, let swiftName, let range): (Located(image, at: range), swiftName)
                    }
                if swiftName == surfaceMember {
                    diagnostics.append(reserved(name, swiftName: surfaceMember, in: "surface '\(surface.name)'"))
                } else if claimed[swiftName]?.value != name.value {
                    claim(swiftName, by: name, in: "surface '\(surface.name)'")
                }
            }
        }
        return diagnostics
    }
}
