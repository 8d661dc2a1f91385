/// A theme's color: a name, a role checked by the Swift compiler, and a color
/// for every appearance state.
///
/// Generated code declares these as `static let`s of a theme's namespace
/// (`Acme.headline`); app code resolves them for the appearance at hand.
public struct ThemeColor<Role: ColorRole>: Hashable, Sendable {
    /// The color's name in its theme.
    public let name: String
    /// The color in every appearance state.
    public let table: ColorTable

    /// A theme color named `name`, with `table` giving its color in every
    /// appearance state.
    @inlinable
    public init(_ name: String, _ table: ColorTable) {
        self.name = name
        self.table = table
    }

    /// A color with one light and one dark value, each opaque 8-bit sRGB
    /// written as hex (`0x1D1D1F`): the form generated code uses for most
    /// colors. One call with integer literals is what swiftc type-checks
    /// fastest (docs/benchmarks.md).
    @inlinable
    public init(_ name: String, _ light: UInt32, _ dark: UInt32) {
        self.init(name, ColorTable(light: Color(rgb: light), dark: Color(rgb: dark)))
    }

    /// A color with one light and one dark value, for values the hex form
    /// cannot carry (translucent, wide gamut, finer than 8 bits): the same
    /// one call, with each value's own spelling (``Color/init(rgba:)``,
    /// ``Color/init(red:green:blue:alpha:)``). The labels keep swiftc from
    /// weighing this initialiser against the hex one.
    @inlinable
    public init(_ name: String, light: Color, dark: Color) {
        self.init(name, ColorTable(light: light, dark: dark))
    }

    /// The color shown in `appearance`: a table lookup, no allocation.
    @inlinable
    public func resolved(in appearance: Appearance) -> Color { table[appearance] }

    /// The role's name, as in the theme file.
    public var role: String { Role.name }
}

/// A theme color with its role as a value rather than a type: for code that
/// walks a whole theme (previews, exports, the terminal demo).
public struct AnyThemeColor: Hashable, Sendable {
    /// The color's name in its theme.
    public let name: String
    /// The role's name: `label`, `fill`, `separator`, `background` or `tint`.
    public let role: String
    /// The color in every appearance state.
    public let table: ColorTable

    /// The same color with its role as a value.
    public init<Role: ColorRole>(_ color: ThemeColor<Role>) {
        name = color.name
        role = Role.name
        table = color.table
    }

    init(name: String, role: String, table: ColorTable) {
        self.name = name
        self.role = role
        self.table = table
    }

    /// The color shown in `appearance`: a table lookup, no allocation.
    public func resolved(in appearance: Appearance) -> Color { table[appearance] }

    /// The color typed by its role again, when its role is `role`; nil for
    /// any other role, so code that walks a theme keeps the type checks of
    /// the API it calls (a separator never becomes a label).
    public func typed<Role: ColorRole>(as role: Role.Type) -> ThemeColor<Role>? {
        self.role == Role.name ? ThemeColor<Role>(name, table) : nil
    }
}
