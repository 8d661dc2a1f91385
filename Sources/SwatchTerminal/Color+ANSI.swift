import Swatch

extension Color {
    /// The 24-bit ("truecolor") SGR escape that sets the terminal's text
    /// color: `ESC[38;2;R;G;Bm`. Alpha is ignored (terminals have none) and
    /// out-of-gamut channels are clamped.
    public var ansiForeground: String { ansi(selector: 38) }

    /// The 24-bit SGR escape that sets the cell background: `ESC[48;2;R;G;Bm`.
    public var ansiBackground: String { ansi(selector: 48) }

    /// The SGR escape that restores the terminal's default colors.
    public static let ansiReset = "\u{1B}[0m"

    private func ansi(selector: Int) -> String {
        let bytes = rgba8
        return "\u{1B}[\(selector);2;\(bytes.red);\(bytes.green);\(bytes.blue)m"
    }
}
