/// One color per appearance state, stored inline: resolving a color is an
/// index computation and a load, with no allocation and no hashing.
public struct ColorTable: Hashable, Sendable {
    // A tuple rather than an array: it lives inline (so a `static let` of
    // generated code can be laid out at compile time) and needs no heap.
    @usableFromInline
    typealias Storage = (
        Color, Color, Color, Color, Color, Color, Color, Color,
        Color, Color, Color, Color, Color, Color, Color, Color
    )
    @usableFromInline
    var storage: Storage

    /// A table from the 16 states in ``Appearance/index`` order.
    @inlinable
    public init(
        _ c0: Color, _ c1: Color, _ c2: Color, _ c3: Color,
        _ c4: Color, _ c5: Color, _ c6: Color, _ c7: Color,
        _ c8: Color, _ c9: Color, _ c10: Color, _ c11: Color,
        _ c12: Color, _ c13: Color, _ c14: Color, _ c15: Color
    ) {
        storage = (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15)
    }

    /// A table whose colors depend on the color scheme, level and contrast
    /// but not on transparency (a color is the same with Reduce
    /// Transparency on): the 8 colors in ``Appearance/index`` order of those
    /// three traits — light, dark, light elevated, dark elevated, then the
    /// same four with increased contrast.
    @inlinable
    public init(
        _ light: Color, _ dark: Color, _ lightElevated: Color, _ darkElevated: Color,
        _ lightIncreased: Color, _ darkIncreased: Color, _ lightElevatedIncreased: Color,
        _ darkElevatedIncreased: Color
    ) {
        self.init(
            light, dark, lightElevated, darkElevated, lightIncreased, darkIncreased, lightElevatedIncreased,
            darkElevatedIncreased, light, dark, lightElevated, darkElevated, lightIncreased, darkIncreased,
            lightElevatedIncreased, darkElevatedIncreased)
    }

    /// A table that depends on the color scheme alone.
    @inlinable
    public init(light: Color, dark: Color) {
        self.init(light, dark, light, dark, light, dark, light, dark)
    }

    /// A table that gives `color` in every state.
    @inlinable
    public init(constant color: Color) {
        self.init(light: color, dark: color)
    }

    /// A table from a function of the state.
    public init(_ color: (Appearance) -> Color) {
        self.init(constant: .clear)
        for appearance in Appearance.all { self[appearance] = color(appearance) }
    }

    /// The color shown in `appearance`; setting it changes that state alone.
    @inlinable
    public subscript(appearance: Appearance) -> Color {
        get { self[index: appearance.index] }
        set { self[index: appearance.index] = newValue }
    }

    // A switch over the tuple's elements rather than a load through
    // `withUnsafeBytes(of: storage)`: that takes the tuple by value, and so
    // copies all 512 bytes out of the table for every state read. Each case
    // reads its element in place, and the optimizer makes the switch a jump
    // table.
    @inlinable
    subscript(index index: Int) -> Color {
        get {
            switch index {
            case 0: storage.0
            case 1: storage.1
            case 2: storage.2
            case 3: storage.3
            case 4: storage.4
            case 5: storage.5
            case 6: storage.6
            case 7: storage.7
            case 8: storage.8
            case 9: storage.9
            case 10: storage.10
            case 11: storage.11
            case 12: storage.12
            case 13: storage.13
            case 14: storage.14
            case 15: storage.15
            default: preconditionFailure("an appearance index is in 0..<16")
            }
        }
        set {
            switch index {
            case 0: storage.0 = newValue
            case 1: storage.1 = newValue
            case 2: storage.2 = newValue
            case 3: storage.3 = newValue
            case 4: storage.4 = newValue
            case 5: storage.5 = newValue
            case 6: storage.6 = newValue
            case 7: storage.7 = newValue
            case 8: storage.8 = newValue
            case 9: storage.9 = newValue
            case 10: storage.10 = newValue
            case 11: storage.11 = newValue
            case 12: storage.12 = newValue
            case 13: storage.13 = newValue
            case 14: storage.14 = newValue
            case 15: storage.15 = newValue
            default: preconditionFailure("an appearance index is in 0..<16")
            }
        }
    }

    /// The 16 colors in ``Appearance/index`` order.
    public var colors: [Color] { (0..<Appearance.count).map { self[index: $0] } }

    // State by state rather than through `colors`: comparing and hashing
    // tables is what a checker does thousands of times, and should not
    // allocate. (The hash agrees with `colors`' for the same table.)
    /// Whether the two tables hold the same color in every state.
    public static func == (lhs: ColorTable, rhs: ColorTable) -> Bool {
        for index in 0..<Appearance.count where lhs[index: index] != rhs[index: index] { return false }
        return true
    }

    /// Hashes the 16 colors in ``Appearance/index`` order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(Appearance.count)
        for index in 0..<Appearance.count { hasher.combine(self[index: index]) }
    }
}
