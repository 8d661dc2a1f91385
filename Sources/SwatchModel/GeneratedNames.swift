import Swatch

/// The names the generated Swift declares besides the theme's own: Emit
/// writes them, and Resolve checks that no theme name takes one of them
/// (`GeneratedNames.check`).
///
/// The generated file qualifies every type with its module (`Swatch.Color`,
/// `Swift.Sendable`) and reaches colors from nested scopes through the
/// namespace (`Acme.headline`); a member with the namespace's or `Swatch`'s
/// name would hide it there, and a namespace named `Swatch` or `Swift` would
/// hide that module in the whole target.
package enum GeneratedNames {
    /// The module the generated code qualifies its types with.
    package static let module = "Swatch"
    /// The standard library's module, which qualifies `Sendable`: a theme
    /// named `Sendable` declares a type of that name.
    package static let standardLibrary = "Swift"
    /// The protocol the material and surface types conform to, qualified.
    package static let sendable = "\(standardLibrary).Sendable"
    /// Namespaces that would hide a module the generated code names.
    package static let modules: Set<String> = [module, standardLibrary]
    /// The types the generated code declares inside the namespace: a
    /// namespace of the same name would be hidden by them there.
    package static let nestedTypes: Set<String> = ["Images", "Materials", "Surfaces"]

    /// Members of the namespace the generated code declares itself.
    /// (`Theme` only for a theme with brands, but a theme can become a
    /// base at any time, and its names should not have to change then.)
    package static let namespaceMembers: Set<String> = [
        "allColors", "Images", "Materials", "Surfaces", "Theme", module,
    ]

    /// The member of a material's type that holds the material itself.
    package static let materialMember = "material"
    /// The member of a material's type that lists its bindings.
    package static let bindingsMember = "bindings"
    /// The member of a surface's type that holds the surface itself.
    package static let surfaceMember = "surface"

    /// `Swatch.ThemeColor<Swatch.Label>`: the type of a color's accessor.
    package static func colorType(_ role: ColorRoleName) -> String {
        "\(module).ThemeColor<\(module).\(role.swiftType)>"
    }

    /// `Swatch.VibrantColor<Swatch.Label>`: the type of a material's bound color.
    package static func vibrantColorType(_ role: ColorRoleName) -> String {
        "\(module).VibrantColor<\(module).\(role.swiftType)>"
    }

    /// The type that holds a material's or surface's typed members:
    /// `sidebarGlass` → `SidebarGlassMaterial`.
    package static func typeName(of swiftName: String, suffix: String) -> String {
        var name = swiftName.filter { $0 != "`" }
        if let first = name.first { name = first.uppercased() + name.dropFirst() }
        // `sidebarMaterial` → `SidebarMaterial`, not `SidebarMaterialMaterial`.
        return name.hasSuffix(suffix) && name != suffix ? name : name + suffix
    }
}
