import Swatch

/// The eight states a color can differ in: colors never change with
/// transparency, so exporters write these and leave transparency to materials.
package enum ColorStates {
    package static func state(
        _ scheme: Appearance.ColorScheme, _ level: Appearance.Level, _ contrast: Appearance.Contrast
    )
        -> Appearance
    {
        Appearance(colorScheme: scheme, level: level, contrast: contrast)
    }

    /// The eight states in index order.
    package static let all: [Appearance] = Appearance.all.filter { $0.transparency == .standard }

    /// Where a value for `state` is looked for, in order, as the theme
    /// language falls back: the state, its base level (a missing elevated
    /// value is the base one), its standard contrast (a missing increased
    /// contrast value is the standard one), and both. A missing scheme is
    /// not filled in.
    package static func fallbacks(of state: Appearance) -> [Appearance] {
        var base = state
        base.level = .base
        var standard = state
        standard.contrast = .standard
        var both = base
        both.contrast = .standard
        return [state, base, standard, both]
    }
}
