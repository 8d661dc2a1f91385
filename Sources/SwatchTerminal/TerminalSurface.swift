import Swatch

/// Something drawn on in a terminal — a window, a card, a sheet, a button's
/// fill — as the one opaque color its cells show, in one appearance.
///
/// Layers flatten as they are added, so text on a card on a window is
/// composited onto exactly what shows beneath it:
///
/// ```swift
/// let window = TerminalSurface(Acme.windowBackground, in: appearance)
/// let card = window.layering(Acme.cardBackground)
/// print(card.text("Inbox", color: Acme.headline, attributes: .bold))
/// print(card.rule(width: 32, color: Acme.divider))
/// ```
///
/// Inside a sheet or popover, pass the elevated appearance
/// (`sheet.appearance(for: parent)`): that is what makes the elevated
/// backgrounds of Dark Mode show.
public struct TerminalSurface: Hashable, Sendable {
    /// The color the surface's cells show: opaque.
    public let color: Color
    /// The appearance its colors are resolved in.
    public let appearance: Appearance

    /// A surface showing `color`; a translucent color is composited over
    /// `backdrop`, by default ``plainBackdrop(for:)`` of the appearance's scheme.
    public init(color: Color, in appearance: Appearance, over backdrop: Color? = nil) {
        var below = backdrop ?? Self.plainBackdrop(for: appearance.colorScheme)
        below.alpha = 1
        var seen = color.composited(over: below)
        seen.alpha = 1
        self.color = seen
        self.appearance = appearance
    }

    /// A surface drawn in the theme's `background`.
    public init(_ background: ThemeColor<Background>, in appearance: Appearance, over backdrop: Color? = nil) {
        self.init(color: background.resolved(in: appearance), in: appearance, over: backdrop)
    }

    /// What a translucent background is taken to lie on when nothing else is
    /// said: white in light, black in dark. A terminal cannot show what is
    /// really behind its window, and its own background is unknown to the
    /// program, so the plain color of the scheme stands in for both.
    public static func plainBackdrop(for scheme: Appearance.ColorScheme) -> Color {
        scheme == .light ? .white : .black
    }

    /// A card (a grouped row, a popover's body) laid on this surface.
    public func layering(_ background: ThemeColor<Background>) -> TerminalSurface {
        TerminalSurface(color: background.resolved(in: appearance), in: appearance, over: color)
    }

    /// This surface with a control's fill laid on it, to draw the control's
    /// title on: a button, a selected row, a tag.
    ///
    /// It is not an overload of ``layering(_:)``: with one name for both, a
    /// label passed by mistake gets "no exact matches" instead of the
    /// compiler naming the role it expected.
    public func filled(with fill: ThemeColor<Fill>) -> TerminalSurface {
        TerminalSurface(color: fill.resolved(in: appearance), in: appearance, over: color)
    }
}
