/// The four traits that decide which variant of a color is shown.
///
/// The Dark Mode guidelines name them: a light or dark color scheme, a base or
/// elevated level (sheets and popovers sit at the elevated level), standard or
/// increased contrast, and standard or reduced transparency. Together they make
/// 16 states, and a theme is checked in every one of them.
public struct Appearance: Hashable, Sendable {
    public enum ColorScheme: UInt8, CaseIterable, Sendable { case light, dark }
    public enum Level: UInt8, CaseIterable, Sendable { case base, elevated }
    public enum Contrast: UInt8, CaseIterable, Sendable { case standard, increased }
    public enum Transparency: UInt8, CaseIterable, Sendable { case standard, reduced }

    public var colorScheme: ColorScheme
    public var level: Level
    public var contrast: Contrast
    public var transparency: Transparency

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

    public static let light = Appearance()
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
