import Swatch

/// Whether a background's elevated dark value stands above its base: Human
/// Interface Guidelines › Dark Mode › Dark Mode colors, "the base colors are
/// darker, making background interfaces appear to recede, and the elevated
/// colors are lighter, making foreground interfaces appear to advance."
///
/// One measure for the rule that judges a value (DM-depth) and for the
/// Derive stage that chooses one, so that a derived value passes by the
/// measure that judges it.
package enum ElevationDepth {
    /// The least an elevated dark value stands above its base, in OKLCH
    /// lightness, for a person to see it above. The system's own dark
    /// backgrounds step from a base to its elevated value by 0.227 (black to
    /// #1C1C1E), 0.067 (#1C1C1E to #2C2C2E), 0.055 (#2C2C2E to #3A3A3C) and,
    /// with Increase Contrast, 0.054 (#363638 to #444446). 0.03 is just over
    /// half the smallest of them, and 1.5 times the least difference a person
    /// notices between two colors side by side (ΔE OK 0.02, the one CSS Color
    /// 4's gamut mapping takes): a level that close still reads as above its
    /// base, while one closer does not read as a step at all. The rule asks
    /// for the step seen; `auto` aims for the system's (it starts 0.06 up).
    package static let step = 0.03

    /// The OKLCH lightness depth is measured in.
    package static func lightness(of color: Color) -> Double { OKLCH(color).lightness }

    /// The lightness an elevated value over `base` must reach.
    package static func floor(over base: Color) -> Double { lightness(of: base) + step }

    /// Whether depth is judged between `base` and `elevated`: both opaque.
    /// A translucent level's lightness is that of what shows through it,
    /// which no value of the theme's says.
    package static func isJudged(base: Color, elevated: Color) -> Bool {
        base.alpha >= 1 && elevated.alpha >= 1
    }

    /// Whether `elevated` stands at least ``step`` above `base`.
    package static func keepsDepth(_ elevated: Color, over base: Color) -> Bool {
        lightness(of: elevated) >= floor(over: base)
    }

    /// The dark base state under each dark elevated state, by contrast:
    /// (base, elevated) with standard contrast, then with Increase Contrast
    /// (transparency never changes a color: the index-below-8 states).
    package static let levels: [(base: Appearance, elevated: Appearance)] = [
        Appearance.Contrast.standard, .increased,
    ]
    .map { contrast in
        (
            Appearance(colorScheme: .dark, level: .base, contrast: contrast),
            Appearance(colorScheme: .dark, level: .elevated, contrast: contrast)
        )
    }
}
