/// The four traits that decide which variant of a color is shown.
///
/// The Dark Mode guidelines name them: a light or dark color scheme, a base or
/// elevated level (sheets and popovers sit at the elevated level), standard or
/// increased contrast, and standard or reduced transparency. Together they make
/// 16 states, and a theme is checked in every one of them.
public struct Appearance: Hashable, Sendable {
    /// Whether colors are shown for a light or a dark background.
    public enum ColorScheme: UInt8, CaseIterable, Sendable { case light, dark }
    /// Whether a surface sits at the base level (a window's content) or above it
    /// (sheets, popovers and menus, which dark mode draws lighter).
    public enum Level: UInt8, CaseIterable, Sendable { case base, elevated }
    /// Standard contrast, or the increased contrast a person asks for in the
    /// accessibility settings.
    public enum Contrast: UInt8, CaseIterable, Sendable { case standard, increased }
    /// Standard transparency, or reduced transparency, where translucent
    /// materials become opaque.
    public enum Transparency: UInt8, CaseIterable, Sendable { case standard, reduced }

    /// Light or dark.
    public var colorScheme: ColorScheme
    /// Base, or elevated for sheets and popovers.
    public var level: Level
    /// Standard or increased contrast.
    public var contrast: Contrast
    /// Standard or reduced transparency.
    public var transparency: Transparency

    /// The state with the given traits; each trait left out takes its standard
    /// value, so `Appearance()` is ``light``.
    @inlinable
    public init(
        colorScheme: ColorScheme = .light,
        level: Level = .base,
        contrast: Contrast = .standard,
        transparency: Transparency = .standard
    ) {
        self.colorScheme = colorScheme
        self.level = level
        self.contrast = contrast
        self.transparency = transparency
    }

    /// Light, base level, standard contrast and transparency: the state a theme's
    /// plain `light` value is written for.
    public static let light = Appearance()
    /// Dark, base level, standard contrast and transparency: the state a theme's
    /// plain `dark` value is written for.
    public static let dark = Appearance(colorScheme: .dark)

    /// This state's position in the 16-state matrix: one bit per trait, so a
    /// resolved color is a plain table lookup.
    @inlinable
    public var index: Int {
        Int(colorScheme.rawValue) | Int(level.rawValue) << 1 | Int(contrast.rawValue) << 2
            | Int(transparency.rawValue) << 3
    }

    /// The state at `index` (0..<16); the inverse of ``index``.
    @inlinable
    public init(index: Int) {
        precondition((0..<Appearance.count).contains(index), "appearance index out of range")
        self.init(
            colorScheme: ColorScheme(rawValue: UInt8(index & 1))!,
            level: Level(rawValue: UInt8(index >> 1 & 1))!,
            contrast: Contrast(rawValue: UInt8(index >> 2 & 1))!,
            transparency: Transparency(rawValue: UInt8(index >> 3 & 1))!)
    }

    /// The number of states: 2 × 2 × 2 × 2.
    public static let count = 16

    /// Every state, in index order.
    public static let all: [Appearance] = (0..<count).map(Appearance.init(index:))

    /// The same state at the elevated level: what a sheet or popover shows.
    public var elevated: Appearance {
        var copy = self
        copy.level = .elevated
        return copy
    }
}

extension Appearance: CustomStringConvertible {
    /// The state in words, as diagnostics print it: "dark · elevated · increased contrast".
    /// Standard traits are left out, so the plainest state reads "light · base".
    public var description: String {
        var words = [colorScheme == .light ? "light" : "dark", level == .base ? "base" : "elevated"]
        if contrast == .increased { words.append("increased contrast") }
        if transparency == .reduced { words.append("reduced transparency") }
        return words.joined(separator: " · ")
    }
}
