import Swatch

/// Drawing theme colors in a terminal as 24-bit ("truecolor") SGR escapes.
///
/// Each function takes the role it draws: text takes a `ThemeColor<Label>`,
/// a rule a `ThemeColor<Separator>`, so a separator passed as text color is a
/// compile error, not a faint line of text found in review. Every drawing is
/// on a background, because a terminal cell has no alpha: a translucent label
/// (secondary label is #3C3C43 at 60%) is composited onto the background it is
/// drawn on, and what is emitted is the color people see.
///
/// ```swift
/// let appearance = Appearance.system()
/// print(Terminal.text("Saved", color: Acme.headline, on: Acme.cardBackground, in: appearance))
/// print(Terminal.rule(width: 40, color: Acme.divider, on: Acme.cardBackground, in: appearance))
/// ```
///
/// To draw several things on one background, or a card on a window, use a
/// ``TerminalSurface``; these functions are shorthands for one drawing on one.
public enum Terminal {
    /// `string` as text in `color` on `background`.
    public static func text(
        _ string: String, color: ThemeColor<Label>, on background: ThemeColor<Background>, in appearance: Appearance,
        attributes: TerminalAttributes = []
    ) -> String {
        TerminalSurface(background, in: appearance).text(string, color: color, attributes: attributes)
    }

    /// `string` as a link: in the tint `color`, underlined, on `background`.
    public static func link(
        _ string: String, color: ThemeColor<Tint>, on background: ThemeColor<Background>, in appearance: Appearance
    ) -> String {
        TerminalSurface(background, in: appearance).link(string, color: color)
    }

    /// `string` in an accent color (a badge, a highlighted word) on `background`.
    public static func accent(
        _ string: String, color: ThemeColor<Tint>, on background: ThemeColor<Background>, in appearance: Appearance,
        attributes: TerminalAttributes = []
    ) -> String {
        TerminalSurface(background, in: appearance).accent(string, color: color, attributes: attributes)
    }

    /// A horizontal line `width` cells long in the separator `color`.
    public static func rule(
        width: Int, color: ThemeColor<Separator>, on background: ThemeColor<Background>, in appearance: Appearance
    ) -> String {
        TerminalSurface(background, in: appearance).rule(width: width, color: color)
    }

    /// `width` cells of the fill `color`: the track of a progress bar, the
    /// body of a button.
    public static func fill(
        width: Int, color: ThemeColor<Fill>, on background: ThemeColor<Background>, in appearance: Appearance
    ) -> String {
        TerminalSurface(background, in: appearance).fill(width: width, color: color)
    }

    /// `string` in plain colors, with no role: the primitive the typed
    /// functions are built on, for previews that show colors as such.
    ///
    /// `foreground` is composited onto `background` first (a terminal cell
    /// has no alpha); a `nil` color leaves the terminal's own, and with no
    /// background a translucent foreground loses its alpha. Each line is
    /// styled and reset on its own, because a terminal paints the cells a
    /// line break clears with the current background, which would otherwise
    /// run to the end of the line.
    public static func styled(
        _ string: String, foreground: Color? = nil, background: Color? = nil, attributes: TerminalAttributes = []
    ) -> String {
        var opening = attributes.ansi
        if let background {
            var opaque = background
            opaque.alpha = 1
            opening += opaque.ansiBackground
            if let foreground { opening += foreground.composited(over: opaque).ansiForeground }
        } else if let foreground {
            opening += foreground.ansiForeground
        }
        guard !opening.isEmpty else { return string }
        return string.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : opening + $0 + Color.ansiReset }
            .joined(separator: "\n")
    }

    /// The number of characters `string` shows: its characters less the SGR
    /// and other CSI escapes (`ESC [ … final`), for lining up columns.
    ///
    /// A character counts as one cell; wide characters (CJK, most emoji)
    /// take two in a terminal and are undercounted.
    public static func width(of string: String) -> Int {
        var visible = String.UnicodeScalarView()
        var state = EscapeState.text
        for scalar in string.unicodeScalars {
            switch state {
            case .text:
                if scalar == "\u{1B}" { state = .escape } else { visible.append(scalar) }
            case .escape:
                state = scalar == "[" ? .controlSequence : .text
            case .controlSequence:
                if (0x40...0x7E).contains(scalar.value) { state = .text }
            }
        }
        return String(visible).count
    }

    private enum EscapeState { case text, escape, controlSequence }
}
