/// A theme's surface: a window, sidebar, sheet, popover … with what it is
/// drawn on and the colors drawn on it.
///
/// Generated code declares one per `surfaces:` entry
/// (`Acme.Surfaces.settingsSheet.surface`), beside its content colors,
/// typed by role.
public struct ThemeSurface: Hashable, Sendable {
    /// What a surface is drawn on: one of the theme's colors, or a material.
    public enum Background: Hashable, Sendable {
        case color(ThemeColor<Swatch.Background>)
        case material(ThemeMaterial)
    }

    /// The surface's name in its theme.
    public let name: String
    /// What the surface is (a window, sidebar, sheet …), which decides its level.
    public let kind: SurfaceKind
    /// What it is drawn on; nil when the theme does not say.
    public let background: Background?
    /// For a sheet: its detents and grabber. Nil for every other kind.
    public let sheet: Sheet?
    /// The colors drawn on it, in the order of the theme file.
    public let content: [AnyThemeColor]

    /// A surface named `name` in its theme, of `kind`, drawn on `background`
    /// (nil when the theme does not say); `sheet` only for a sheet, `content`
    /// in the order of the theme file.
    public init(
        _ name: String, _ kind: SurfaceKind, background: Background?, sheet: Sheet? = nil,
        content: [AnyThemeColor] = []
    ) {
        self.name = name
        self.kind = kind
        // Bound here, once, so that every way to the colors (the generated
        // members, `content`, `background`) gives the surface's level.
        switch background {
        case .color(let color): self.background = .color(kind.bind(color))
        case .material, nil: self.background = background
        }
        self.sheet = sheet
        self.content = content.map { AnyThemeColor(name: $0.name, role: $0.role, table: kind.bind($0.table)) }
    }

    /// `color` as drawn on this surface: resolved in the appearance of the
    /// window (or other parent) the surface is shown in, it gives the color
    /// at the surface's level (elevated for a sheet or popover, whatever the
    /// parent's level), which is the color the checker judged there. Passing
    /// the surface's own appearance gives the same color: the level is set,
    /// not raised twice. The role is kept, so the color goes where its role
    /// may go.
    public func bound<Role: ColorRole>(_ color: ThemeColor<Role>) -> ThemeColor<Role> { kind.bind(color) }

    /// The level the surface's content is drawn at: elevated for a sheet or
    /// popover, base for parts of the window.
    public var level: Appearance.Level { kind.level }

    /// The appearance of the surface's content inside a parent drawn in
    /// `parent`: elevated for a sheet, whatever the parent's level.
    public func appearance(for parent: Appearance) -> Appearance { kind.appearance(for: parent) }

    /// The surface's background inside a parent drawn in `parent`, where the
    /// surface lies over `backdrop` (which shows only through a material).
    public func backgroundColor(in parent: Appearance, over backdrop: Color = .black) -> Color? {
        let appearance = appearance(for: parent)
        switch background {
        case .color(let color): return color.resolved(in: appearance).composited(over: backdrop)
        case .material(let material): return material.background(over: backdrop, in: appearance)
        case nil: return nil
        }
    }
}
