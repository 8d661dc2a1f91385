/// Text written into YAML that the theme reader reads back as the same text:
/// the one rule for a scalar the importers and the fix-its write.
package enum YAMLText {
    /// YAML 1.1's booleans and null, which a plain scalar would be read as by another reader.
    private static let reservedWords: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "y", "n"]

    /// `text` as a scalar: plain when it is a word YAML reads back as the
    /// same string (a letter, then letters, digits, `_`, `-`, `.` and `/`,
    /// none of YAML 1.1's booleans and null); double-quoted otherwise, with
    /// `"`, `\`, line breaks, tabs and what YAML does not print escaped.
    package static func scalar(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let plain =
            scalars.first?.properties.isAlphabetic == true
            && scalars.allSatisfy { $0.properties.isAlphabetic || "0123456789_-./".unicodeScalars.contains($0) }
            && !reservedWords.contains(text.lowercased())
        if plain { return text }
        return QuotedText.quoted(text) { isPrintable($0) ? nil : escaped($0) }
    }

    /// Text in a comment: a line break or a character YAML does not print
    /// would end the comment or the file's reading, so each is written as
    /// its escape.
    package static func comment(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if isPrintable(scalar) { result.unicodeScalars.append(scalar) } else { result += escaped(scalar) }
        }
        return result
    }

    /// YAML's printable characters, less the line breaks it reads beyond
    /// `\n` and `\r` (NEL, LINE and PARAGRAPH SEPARATOR) and the byte order mark.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0x2027, 0x202A...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// `\xNN`, `\uNNNN` or `\UNNNNNNNN`, as a double-quoted YAML scalar reads them.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let (prefix, width) = scalar.value <= 0xFF ? ("\\x", 2) : scalar.value <= 0xFFFF ? ("\\u", 4) : ("\\U", 8)
        return prefix + String(repeating: "0", count: width - hex.count) + hex
    }
}
