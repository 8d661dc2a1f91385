/// The veil laid over a parent while a modal surface is up: a color at an
/// opacity, per color scheme.
///
/// Apple does not publish the values; the defaults are estimates (black at
/// 20% in light, 40% in dark, where the parent must recede further behind an
/// elevated sheet). A theme may replace them.
public struct Dimming: Hashable, Sendable {
    /// The veil in light mode, its alpha the opacity.
    public var light: Color
    /// The veil in dark mode, its alpha the opacity.
    public var dark: Color

    /// A veil of `light` in light mode and `dark` in dark mode, each color's
    /// alpha its opacity.
    public init(light: Color, dark: Color) {
        self.light = light
        self.dark = dark
    }

    /// The estimates described above.
    public static let standard = Dimming(
        light: Color(red: 0, green: 0, blue: 0, alpha: 0.2), dark: Color(red: 0, green: 0, blue: 0, alpha: 0.4))

    /// No veil: the parent is shown as is.
    public static let none = Dimming(light: .clear, dark: .clear)

    /// The veil in `scheme`.
    public func overlay(in scheme: Appearance.ColorScheme) -> Color {
        scheme == .light ? light : dark
    }

    /// A parent color as seen under the veil in `scheme`.
    public func applied(to parent: Color, in scheme: Appearance.ColorScheme) -> Color {
        overlay(in: scheme).composited(over: parent)
    }
}
