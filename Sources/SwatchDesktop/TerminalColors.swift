import Swatch

/// `COLORFGBG`, which rxvt, Konsole and some other terminals set to their
/// default colors as ANSI color indices: `15;0` is white text on black.
///
/// The last field is the background (rxvt may put a third field between,
/// `15;default;0`). Backgrounds 0–6 and 8 are dark colors of the 16-color
/// palette, so the appearance is dark; 7 and 9–15 are light. Anything else
/// (`default`, an index past 15) is no preference.
///
/// It describes the terminal rather than the desktop, which is why it comes
/// last; a program started from that terminal usually shows up next to it.
enum TerminalColors {
    static func preference(colorFGBG value: String) -> SystemAppearance.Preference? {
        guard let field = value.split(separator: ";", omittingEmptySubsequences: false).last,
            let background = Int(SettingsText.trimmed(field)), (0...15).contains(background)
        else { return nil }
        let dark = background <= 6 || background == 8
        return SystemAppearance.Preference(colorScheme: dark ? .dark : .light)
    }
}
