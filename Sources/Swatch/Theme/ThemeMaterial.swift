/// A theme's material: the catalog material it names, with the theme's
/// `model:` overrides applied.
///
/// Generated code declares one per `materials:` entry
/// (`Acme.Materials.sidebarGlass.material`), beside the colors bound to it.
public struct ThemeMaterial: Hashable, Sendable {
    /// The material's name in its theme.
    public let name: String
    /// The catalog material, with the theme's models.
    public let material: Material

    /// A material named `name` in its theme, with the theme's models already
    /// applied to `material`.
    public init(_ name: String, _ material: Material) {
        self.name = name
        self.material = material
    }

    /// How the material is drawn in `appearance`.
    public func model(in appearance: Appearance) -> MaterialModel { material.model(in: appearance) }

    /// The material's background over `backdrop` in `appearance`.
    public func background(over backdrop: Color, in appearance: Appearance) -> Color {
        material.background(over: backdrop, in: appearance)
    }

    /// `color` bound to `style` on this material.
    public func vibrant<Role: ColorRole>(_ color: ThemeColor<Role>, _ style: Vibrancy) -> VibrantColor<Role> {
        VibrantColor(color, style, on: material)
    }
}

/// A theme color bound to a vibrancy style on a material: what a theme's
/// `vibrancy:` line declares. Its role stays in its type, so a label bound
/// to a material is still a label to the Swift compiler.
public struct VibrantColor<Role: ColorRole>: Hashable, Sendable {
    /// The theme color, as drawn off the material.
    public let color: ThemeColor<Role>
    /// The vibrancy style it takes on the material.
    public let style: Vibrancy
    /// The material it is drawn on.
    public let material: Material

    /// `color` bound to `style` on `material`; what ``ThemeMaterial/vibrant(_:_:)``
    /// makes.
    public init(_ color: ThemeColor<Role>, _ style: Vibrancy, on material: Material) {
        self.color = color
        self.style = style
        self.material = material
    }

    /// The vibrancy level within its family: 1 (label, fill, separator) to 4
    /// (quaternary label).
    public var level: Int { style.level }

    /// The color drawn on the material in `appearance`: the style's color in
    /// the material's scheme, translucent for every style but `label`.
    public func resolved(in appearance: Appearance) -> Color { style.color(on: material, in: appearance) }

    /// The color a reader sees where the material lies over `backdrop`: the
    /// vibrant color over the material's background there.
    public func seen(over backdrop: Color, in appearance: Appearance) -> Color {
        resolved(in: appearance).composited(over: material.background(over: backdrop, in: appearance))
    }
}

/// A vibrant color with its role as a value: for code that walks every
/// binding of a material (previews, reports).
public struct AnyVibrantColor: Hashable, Sendable {
    /// The theme color, its role as a value, as drawn off the material.
    public let color: AnyThemeColor
    /// The vibrancy style it takes on the material.
    public let style: Vibrancy
    /// The material it is drawn on.
    public let material: Material

    /// The same binding with its color's role as a value.
    public init<Role: ColorRole>(_ vibrant: VibrantColor<Role>) {
        color = AnyThemeColor(vibrant.color)
        style = vibrant.style
        material = vibrant.material
    }

    /// The color drawn on the material in `appearance`.
    public func resolved(in appearance: Appearance) -> Color { style.color(on: material, in: appearance) }
}
