/// Text attributes a terminal draws besides color, as SGR parameters.
public struct TerminalAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    @inlinable
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = TerminalAttributes(rawValue: 1 << 0)
    public static let italic = TerminalAttributes(rawValue: 1 << 1)
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
