/// Trimming by Unicode scalar, as Foundation's `trimmingCharacters(in:)` does,
/// so the compiler needs only the standard library (Foundation would add
/// megabytes to every process that links the compiler). The one trimming
/// helper of the compiler and the language server (the desktop library, which
/// links only `Swatch`, has its own for settings text).
extension StringProtocol {
    /// The text without the leading and trailing scalars `isTrimmed` accepts.
    package func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}

extension Unicode.Scalar {
    /// A space within a line: a tab or any space separator (Zs), the set
    /// Foundation calls `whitespaces`.
    package var isSpaceInLine: Bool { self == "\t" || properties.generalCategory == .spaceSeparator }

    /// A line or paragraph break: LF, VT, FF, CR, NEL, LS, PS, the set
    /// Foundation calls `newlines`.
    package var isLineBreak: Bool {
        (0x0A...0x0D).contains(value) || value == 0x85 || value == 0x2028 || value == 0x2029
    }

    /// A space, tab, line feed or carriage return: XML's white space, which SVG attributes are trimmed of.
    package var isXMLWhitespace: Bool { self == " " || self == "\t" || self == "\n" || self == "\r" }
}
