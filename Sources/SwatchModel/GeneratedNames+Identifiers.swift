/// Theme names as Swift identifiers, the same way every time: the one
/// spelling of a declaration's name in the generated code.
///
/// Names keep their ASCII letters, digits and underscores; a hyphen, space or
/// dot starts a new word (`card-background` → `cardBackground`); any other
/// character becomes `_uXXXX`, so that distinct names stay distinct and the
/// output is plain ASCII; a leading digit gets a `_`; Swift keywords are
/// wrapped in backticks; `Type` and `Protocol`, which name metatypes, get a
/// leading `_`.
extension GeneratedNames {
    package static func identifier(_ name: String, capitalized: Bool = false) -> String {
        // Most names are already identifiers: take those as they are, which
        // a theme of thousands of colors notices.
        var result =
            !capitalized && name.utf8.first.map({ !isDigit($0) }) == true && name.utf8.allSatisfy(isIdentifierByte)
            ? name : spelled(name, capitalized: capitalized)
        // `_` alone is the wildcard, never a name: spell it as any other
        // character outside identifiers is spelled.
        if result == "_" { result = "_u005F" }
        if keywords.contains(result) { result = "`\(result)`" }
        // Swift reads `Acme.Type` and `Acme.Protocol` as metatypes, backticks
        // or not, so members cannot usefully have these names.
        if result == "Type" || result == "Protocol" { result = "_" + result }
        return result
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
    }

    /// The name spelled as an identifier, before keywords are considered.
    private static func spelled(_ name: String, capitalized: Bool) -> String {
        var result = ""
        var upperNext = capitalized
        for scalar in name.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_":
                var character = String(scalar)
                if upperNext { character = character.uppercased() }
                result += character
                upperNext = false
            case "-", " ", ".":
                upperNext = !result.isEmpty || capitalized
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "_u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                upperNext = false
            }
        }
        if result.isEmpty { result = "_unnamed" }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        return result
    }

    /// Words Swift reserves in declarations and expressions.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "some", "any", "package", "consume", "copy", "borrowing", "consuming", "each",
    ]
}
