import Swatch

// What can be drawn on a surface, one function per role: the parameter types
// are the check that a color is used for what its theme says it is for.

extension TerminalSurface {
    /// `string` as text in the label `color`.
    public func text(_ string: String, color: ThemeColor<Label>, attributes: TerminalAttributes = []) -> String {
        Terminal.styled(
            string, foreground: color.resolved(in: appearance), background: self.color, attributes: attributes)
    }

    /// `string` as a link: in the tint `color`, underlined.
    public func link(_ string: String, color: ThemeColor<Tint>) -> String {
        accent(string, color: color, attributes: .underline)
    }

    /// `string` in the accent `color`: a badge, a highlighted word, a
    /// selection marker.
    public func accent(_ string: String, color: ThemeColor<Tint>, attributes: TerminalAttributes = []) -> String {
        Terminal.styled(
            string, foreground: color.resolved(in: appearance), background: self.color, attributes: attributes)
    }

    /// A horizontal line of `width` box-drawing cells (`─`) in the separator
    /// `color`.
    public func rule(width: Int, color: ThemeColor<Separator>) -> String {
        Terminal.styled(
            String(repeating: "─", count: max(width, 0)), foreground: color.resolved(in: appearance),
            background: self.color)
    }

    /// `width` cells of the fill `color` laid on the surface. To draw a title
    /// on the fill, draw on ``filled(with:)`` instead.
    public func fill(width: Int, color: ThemeColor<Fill>) -> String {
        filled(with: color).blank(width: width)
    }

    /// `width` cells of the surface itself: padding that keeps its color.
    public func blank(width: Int) -> String {
        Terminal.styled(String(repeating: " ", count: max(width, 0)), background: color)
    }

    /// `width` cells of any theme color laid on the surface, whatever its
    /// role: a preview's color patch. It takes the role-erased
    /// ``AnyThemeColor`` on purpose, so that it cannot stand in for the typed
    /// drawings above by accident.
    public func swatch(_ color: AnyThemeColor, width: Int) -> String {
        TerminalSurface(color: color.resolved(in: appearance), in: appearance, over: self.color).blank(width: width)
    }
}
