/// The names the generated Swift declares besides the theme's own, and the
/// check that no theme name takes one of them or another theme name's.
///
/// The generated file qualifies every type with its module (`Swatch.Color`,
/// `Swift.Sendable`) and reaches colors from nested scopes through the
/// namespace (`Acme.headline`); a member with the namespace's or `Swatch`'s
/// name would hide it there, and a namespace named `Swatch` or `Swift` would
/// hide that module in the whole target.
enum GeneratedNames {
    /// The module the generated code qualifies its types with.
    static let module = "Swatch"
    /// The standard library's module, which qualifies `Sendable`: a theme
    /// named `Sendable` declares a type of that name.
    static let standardLibrary = "Swift"
    /// The protocol the material and surface types conform to, qualified.
    static let sendable = "\(standardLibrary).Sendable"
    /// Namespaces that would hide a module the generated code names.
    static let modules: Set<String> = [module, standardLibrary]
    /// The types the generated code declares inside the namespace: a
    /// namespace of the same name would be hidden by them there.
    static let nestedTypes: Set<String> = ["Images", "Materials", "Surfaces"]

    /// Members of the namespace the generated code declares itself.
    /// (`Theme` only for a theme with brands, but a theme can become a
    /// base at any time, and its names should not have to change then.)
    static let namespaceMembers: Set<String> = ["allColors", "Images", "Materials", "Surfaces", "Theme", module]

    /// The member of a material's type that holds the material itself.
    static let materialMember = "material"
    /// The member of a material's type that lists its bindings.
    static let bindingsMember = "bindings"
    /// The member of a surface's type that holds the surface itself.
    static let surfaceMember = "surface"

    /// The type that holds a material's or surface's typed members:
    /// `sidebarGlass` → `SidebarGlassMaterial`.
    static func typeName(of swiftName: String, suffix: String) -> String {
        var name = swiftName.filter { $0 != "`" }
        if let first = name.first { name = first.uppercased() + name.dropFirst() }
        return name + suffix
    }

    static func reserved(
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

    static func check(
        namespace: String, at namespaceRange: SourceRange, swiftNamespace: String, materials: [ResolvedMaterial],
        surfaces: [ResolvedSurface]
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
        for material in materials {
            let name = material.declaration.name
            claim(material.swiftName, by: name, in: "\(swiftNamespace).Materials")
            claim(typeName(of: material.swiftName, suffix: "Material"), by: name, in: "\(swiftNamespace).Materials")
        }
        claimed = [:]
        for surface in surfaces {
            let name = surface.declaration.name
            claim(surface.swiftName, by: name, in: "\(swiftNamespace).Surfaces")
            claim(typeName(of: surface.swiftName, suffix: "Surface"), by: name, in: "\(swiftNamespace).Surfaces")
        }
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
                    case .image(let image, let range): (Located(image, at: range), SwiftIdentifier.escape(image))
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
