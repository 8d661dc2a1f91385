extension Color {
    /// `#RRGGBB` in uppercase, or `#RRGGBBAA` when the alpha byte is below FF.
    ///
    /// Built from ``rgba8``, so out-of-gamut components are clamped and the
    /// text always says exactly which bytes a renderer gets.
    public var hex: String {
        let bytes = rgba8
        var text = "#"
        text.reserveCapacity(9)
        Color.appendHex(bytes.red, to: &text)
        Color.appendHex(bytes.green, to: &text)
        Color.appendHex(bytes.blue, to: &text)
        if bytes.alpha < 255 { Color.appendHex(bytes.alpha, to: &text) }
        return text
    }

    private static let hexDigits: [Character] = Array("0123456789ABCDEF")

    private static func appendHex(_ byte: UInt8, to text: inout String) {
        text.append(hexDigits[Int(byte >> 4)])
        text.append(hexDigits[Int(byte & 0xF)])
    }
}
