import Swatch

/// Text attributes a terminal draws besides color, as SGR parameters.
public struct TerminalAttributes: OptionSet, Hashable, Sendable {
    /// The attributes as bits: 1 bold, 2 italic, 4 underline.
    public let rawValue: UInt8

    /// The attributes whose bits are set in `rawValue`.
    @inlinable
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (SGR 1); many terminals also brighten the color.
    public static let bold = TerminalAttributes(rawValue: 1 << 0)
    /// Italic (SGR 3); terminals without an italic face may ignore it.
    public static let italic = TerminalAttributes(rawValue: 1 << 1)
    /// Underlined (SGR 4).
    public static let underline = TerminalAttributes(rawValue: 1 << 2)

    /// The SGR escapes that turn the attributes on; empty when there are none.
    public var ansi: String {
        var text = ""
        if contains(.bold) { text += "\u{1B}[1m" }
        if contains(.italic) { text += "\u{1B}[3m" }
        if contains(.underline) { text += "\u{1B}[4m" }
        return text
    }
}
