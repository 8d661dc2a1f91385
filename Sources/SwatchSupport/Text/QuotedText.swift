/// The escapes every double-quoted string Swatch writes shares, in Swift,
/// JSON and YAML alike: `"` and `\` after a backslash, and line feed,
/// carriage return and tab as `\n`, `\r` and `\t`. Which other characters a
/// language escapes, and how it spells them, is that language's own rule
/// (`SwiftLiterals.string`, ``JSONText/quoted(_:style:)``,
/// ``YAMLText/scalar(_:)``), given here as `escape`.
package enum QuotedText {
    /// `text` between double quotes: the shared escapes, then `escape`'s
    /// text for any other character it returns one for; the rest as is.
    package static func quoted(_ text: String, escaping escape: (Unicode.Scalar) -> String?) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if let escaped = escape(scalar) { result += escaped } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }
}
