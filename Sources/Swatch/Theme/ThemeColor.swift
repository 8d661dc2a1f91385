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

    @inlinable
    public init(_ name: String, _ table: ColorTable) {
        self.name = name
        self.table = table
    }

    /// The color shown in `appearance`: a table lookup, no allocation.
    @inlinable
    public func resolved(in appearance: Appearance) -> Color { table[appearance] }

    /// The role's name, as in the theme file.
    public var role: String { Role.name }
}
