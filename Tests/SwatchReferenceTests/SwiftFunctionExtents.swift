/// The functions, initializers and subscripts of a Swift source text, each
/// with the lines from its declaration to its closing brace.
///
/// A lexer of Swift's braces, not a parser: it knows comments (nested block
/// comments too), string literals (one-line, multi-line and raw, with
/// interpolations that hold code), and the keywords that declare a body.
/// That is all a length needs, without linking a Swift parser into the tests.
struct SwiftFunctionExtents {
    struct Function: Equatable, CustomStringConvertible {
        /// The name after `func`, or the keyword itself (`init`, `deinit`, `subscript`).
        var name: String
        /// The line of the keyword, counted from 1.
        var line: Int
        /// The lines from the keyword's to the closing brace's, both counted.
        var lines: Int

        var description: String { "\(name) at line \(line): \(lines) lines" }
    }

    private enum Context {
        /// Code; inside an interpolation, with the parentheses open in it.
        case code(interpolationParentheses: Int?)
        /// A string literal: `"` or `"""`, and its raw delimiter's `#` count.
        case string(multiline: Bool, hashes: Int)
        case blockComment(depth: Int)
    }

    static let keywords: Set<String> = ["func", "init", "deinit", "subscript"]
    /// Words that begin another declaration: a requirement without a body
    /// (a protocol's `func f()`) does not take the next one's braces.
    static let otherDeclarations: Set<String> = [
        "var", "let", "struct", "class", "enum", "extension", "protocol", "actor", "typealias", "associatedtype",
        "case",
    ]

    /// The functions, initializers and subscripts of `text` that have a body, in the order their bodies
    /// close; and whether every brace, comment and string the text opens, it closes (a check of the lexer).
    static func scan(_ text: String) -> (functions: [Function], balanced: Bool) {
        let bytes = Array(text.utf8)
        var functions: [Function] = []
        var contexts: [Context] = [.code(interpolationParentheses: nil)]
        // The braces open, each with the declaration it is the body of.
        var braces: [(line: Int, function: (name: String, line: Int)?)] = []
        // A declaration whose body has not opened yet.
        var pending: (name: String, line: Int)?
        var line = 1
        var index = 0

        func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        func hashes(from start: Int) -> Int {
            var count = 0
            while start + count < bytes.count, bytes[start + count] == UInt8(ascii: "#") { count += 1 }
            return count
        }

        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            switch contexts[contexts.count - 1] {
            case .blockComment(let depth):
                if byte == UInt8(ascii: "*"), at(1) == UInt8(ascii: "/") {
                    contexts[contexts.count - 1] = .blockComment(depth: depth - 1)
                    if depth == 1 { contexts.removeLast() }
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
                    contexts[contexts.count - 1] = .blockComment(depth: depth + 1)
                    index += 2
                    continue
                }
                index += 1

            case .string(let multiline, let hashCount):
                if byte == UInt8(ascii: "\\"), hashes(from: index + 1) == hashCount {
                    let after = index + 1 + hashCount
                    if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
                        contexts.append(.code(interpolationParentheses: 0))
                        index = after + 1
                    } else {
                        // An escaped character, which may be a quote or a line break.
                        if after < bytes.count, bytes[after] == UInt8(ascii: "\n") { line += 1 }
                        index = after + 1
                    }
                    continue
                }
                let quotes = multiline ? 3 : 1
                if byte == UInt8(ascii: "\""),
                    (0..<quotes).allSatisfy({ at($0) == UInt8(ascii: "\"") }),
                    hashes(from: index + quotes) == hashCount
                {
                    contexts.removeLast()
                    index += quotes + hashCount
                    continue
                }
                index += 1

            case .code(let parentheses):
                if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                }
                if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
                    contexts.append(.blockComment(depth: 1))
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"") {
                    let hashCount = hashes(from: index)
                    let quote = index + hashCount
                    if quote < bytes.count, bytes[quote] == UInt8(ascii: "\"") {
                        let multiline =
                            quote + 2 < bytes.count && bytes[quote + 1] == UInt8(ascii: "\"")
                            && bytes[quote + 2] == UInt8(ascii: "\"")
                        contexts.append(.string(multiline: multiline, hashes: hashCount))
                        index = quote + (multiline ? 3 : 1)
                        continue
                    }
                }
                if let parentheses {
                    if byte == UInt8(ascii: "(") {
                        contexts[contexts.count - 1] = .code(interpolationParentheses: parentheses + 1)
                    } else if byte == UInt8(ascii: ")") {
                        if parentheses == 0 {
                            contexts.removeLast()
                        } else {
                            contexts[contexts.count - 1] = .code(interpolationParentheses: parentheses - 1)
                        }
                    }
                }
                if byte == UInt8(ascii: "{") {
                    braces.append((line, pending))
                    pending = nil
                } else if byte == UInt8(ascii: "}") {
                    pending = nil
                    if let open = braces.popLast(), let function = open.function {
                        functions.append(
                            Function(name: function.name, line: function.line, lines: line - function.line + 1))
                    }
                } else if isIdentifierStart(byte), index == 0 || !isIdentifier(bytes[index - 1]) {
                    var end = index
                    while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
                    let word = String(decoding: bytes[index..<end], as: UTF8.self)
                    // `.init(…)` and `self.init(…)` are calls, not declarations.
                    let called = index > 0 && bytes[index - 1] == UInt8(ascii: ".")
                    if otherDeclarations.contains(word) { pending = nil }
                    if keywords.contains(word), !called {
                        pending = (word, line)
                        if word == "func" {
                            var nameStart = end
                            while nameStart < bytes.count, bytes[nameStart] == UInt8(ascii: " ") { nameStart += 1 }
                            var nameEnd = nameStart
                            while nameEnd < bytes.count, !Set("(<: \n".utf8).contains(bytes[nameEnd]) { nameEnd += 1 }
                            pending = (String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self), line)
                        }
                    }
                    index = end
                    continue
                }
                index += 1
            }
        }
        return (functions, braces.isEmpty && contexts.count == 1)
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
