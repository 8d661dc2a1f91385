import SwatchDiagnostics
import SwatchSupport

/// JSON5 (Style Dictionary reads `*.json5` token files) rewritten as the
/// YAML flow text the token reader parses, with every character left on
/// its line and column, so that a value read is located where the JSON5
/// file writes it.
///
/// Most of JSON5 is YAML flow already, as libyaml reads it: unquoted keys
/// (plain scalars), single-quoted strings without backslashes, trailing
/// commas, `+1`, `.5`, `5.`, `0xFF`. What is not is rewritten in place:
///
/// - a comment (`// …`, `/* … */`) becomes one space per character, its
///   line breaks kept;
/// - an unquoted key written against its colon (`key:value`) moves one
///   column left into the blank before it (`key: value`): YAML needs a
///   blank after the colon of a plain key, and the value keeps its place;
///   `key :value` trades its colon and blank (`key: value`);
/// - a single-quoted string whose only escape is `\'` writes it `''`, and
///   one with other escapes (and no `"`) is double-quoted instead.
///
/// What cannot be rewritten so is a located error at it, saying how to
/// write it: a `key:value` with no blank before the key, a string mixing
/// `\'` with other escapes, `\'` in a double-quoted string, an unquoted
/// word that is no key and no JSON5 literal, an unclosed comment or string.
enum JSON5Text {
    /// `bytes` as YAML flow text; or nil, with the first place that cannot be.
    static func asYAML(_ bytes: [UInt8], file: String) -> (yaml: [UInt8]?, problem: Diagnostic?) {
        var rewriter = Rewriter(bytes: bytes, file: file)
        if let problem = rewriter.run() { return (nil, problem) }
        return (rewriter.out, nil)
    }

    /// The words JSON5 writes unquoted as values.
    static let literals: Set<String> = ["true", "false", "null", "Infinity", "NaN"]

    private struct Rewriter {
        let bytes: [UInt8]
        let file: String
        var out: [UInt8] = []
        var index = 0
        var line = 1
        var column = 1

        init(bytes: [UInt8], file: String) {
            self.bytes = bytes
            self.file = file
            out.reserveCapacity(bytes.count)
        }

        mutating func run() -> Diagnostic? {
            // A byte order mark is the YAML reader's to skip, and takes no column.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
                out += bytes[..<3]
                index = 3
            }
            while index < bytes.count {
                let byte = bytes[index]
                let problem: Diagnostic?
                switch byte {
                case UInt8(ascii: "\""): problem = doubleQuoted()
                case UInt8(ascii: "'"): problem = singleQuoted()
                case UInt8(ascii: "/"): problem = comment()
                case _ where Self.startsWord(byte): problem = word()
                case _ where Self.startsNumber(byte): problem = number()
                default:
                    copy()
                    problem = nil
                }
                if let problem { return problem }
            }
            return nil
        }

        // MARK: Pieces

        /// A `"…"` string: copied, escapes and all; `\'` is JSON5's alone.
        mutating func doubleQuoted() -> Diagnostic? {
            let start = here
            copy()
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    copy()
                    return nil
                case UInt8(ascii: "\\"):
                    if next == UInt8(ascii: "'") {
                        return error(
                            "'\\'' in a double-quoted string is JSON5's alone; write the apostrophe without the backslash",
                            at: here)
                    }
                    copyEscape()
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return unclosed(start, "'\"'", onItsLine: true)
                default: copy()
                }
            }
            return unclosed(start, "'\"'", onItsLine: false)
        }

        /// A `'…'` string: as YAML writes one when it can be.
        mutating func singleQuoted() -> Diagnostic? {
            let start = here
            let opening = out.count
            copy()
            var escapedQuotes = false
            var otherEscapes = false
            var doubleQuote = false
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "'"):
                    copy()
                    guard escapedQuotes || otherEscapes else { return nil }
                    if escapedQuotes && otherEscapes || otherEscapes && doubleQuote {
                        return error(
                            "this single-quoted string mixes escapes Swatch cannot rewrite in place; write it in double quotes",
                            at: start)
                    }
                    if otherEscapes {
                        // Its escapes are JSON's: the same string double-quoted.
                        out[opening] = UInt8(ascii: "\"")
                        out[out.count - 1] = UInt8(ascii: "\"")
                    } else {
                        // `\'` is YAML's `''`, in the same two columns.
                        var at = opening + 1
                        while at < out.count - 2 {
                            if out[at] == UInt8(ascii: "\\"), out[at + 1] == UInt8(ascii: "'") {
                                out[at] = UInt8(ascii: "'")
                                at += 1
                            }
                            at += 1
                        }
                    }
                    return nil
                case UInt8(ascii: "\\"):
                    if next == UInt8(ascii: "'") { escapedQuotes = true } else { otherEscapes = true }
                    copyEscape()
                case UInt8(ascii: "\""):
                    doubleQuote = true
                    copy()
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return unclosed(start, "\"'\"", onItsLine: true)
                default: copy()
                }
            }
            return unclosed(start, "\"'\"", onItsLine: false)
        }

        /// A string begun at `start` and not ended by its `quote` (as the
        /// message shows it): by a line break, which JSON5 allows only
        /// escaped, or by the end of the text.
        func unclosed(_ start: SourceLocation, _ quote: String, onItsLine: Bool) -> Diagnostic {
            error("this string is not closed\(onItsLine ? " on its line" : ""); end it with \(quote)", at: start)
        }

        /// `// …` to the end of the line, or `/* … */`: blank, line breaks kept.
        mutating func comment() -> Diagnostic? {
            let start = here
            switch next {
            case UInt8(ascii: "/"):
                while index < bytes.count, !Self.isBreak(bytes[index]) { blank() }
                return nil
            case UInt8(ascii: "*"):
                blank()
                blank()
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                        blank()
                        blank()
                        return nil
                    }
                    if Self.isBreak(bytes[index]) { copy() } else { blank() }
                }
                return error("this comment is not closed; end it with '*/'", at: start)
            default:
                return error("'/' outside a string starts no comment; a comment is '// …' or '/* … */'", at: start)
            }
        }

        /// An unquoted key, or a literal (`true`, `null`, `Infinity`).
        mutating func word() -> Diagnostic? {
            let start = here
            let first = index
            var end = index
            while end < bytes.count, Self.continuesWord(bytes[end]) { end += 1 }
            let text = String(decoding: bytes[first..<end], as: UTF8.self)
            var after = end
            while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") {
                after += 1
            }
            guard after < bytes.count, bytes[after] == UInt8(ascii: ":") else {
                guard JSON5Text.literals.contains(text) else {
                    return error(
                        "'\(text)' is no JSON5 value: a string is written in quotes (\"\(text)\"), and a key is followed by ':'",
                        at: start)
                }
                while index < end { copy() }
                return nil
            }
            let blankAfterColon =
                after + 1 >= bytes.count
                || [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")]
                    .contains(bytes[after + 1])
            if blankAfterColon {
                // `key: value` and `key : value` are YAML flow as they are.
                while index < end { copy() }
                return nil
            }
            if after > end {
                // `key :value`: a flow colon needs a blank after it, so it
                // trades places with the blank before it.
                while index <= after { copy() }
                out.swapAt(out.count - 1, out.count - 2)
                return nil
            }
            // `key:value`: the key and colon move one column left, into the blank before it.
            guard let last = out.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") else {
                return error(
                    "the unquoted key '\(text)' is written against its ':' with no blank before it, which Swatch cannot read in place; put a space after the ':' (key: value) or quote the key",
                    at: start)
            }
            out.removeLast()
            while index <= after { copy() }
            out.append(UInt8(ascii: " "))
            return nil
        }

        /// A number, as JSON5 writes it (`-.5`, `+1`, `0xFF`, `-Infinity`): copied.
        mutating func number() -> Diagnostic? {
            copy()
            while index < bytes.count, Self.continuesWord(bytes[index]) || "+-.".utf8.contains(bytes[index]) {
                copy()
            }
            return nil
        }

        // MARK: Steps

        var here: SourceLocation { SourceLocation(line: line, column: column) }

        var next: UInt8? { index + 1 < bytes.count ? bytes[index + 1] : nil }

        /// Copies one byte, counting lines and columns as the YAML reader does (in Unicode scalars).
        mutating func copy() {
            let byte = bytes[index]
            out.append(byte)
            advance(byte)
        }

        /// A string's backslash and the character it escapes, copied as they
        /// are; a line break after it is left for the string to say it is
        /// not closed on its line.
        mutating func copyEscape() {
            copy()
            if index < bytes.count, !Self.isBreak(bytes[index]) { copy() }
        }

        /// A byte of a comment: a space for each character, nothing for the
        /// rest of its UTF-8, so that columns after it stay.
        mutating func blank() {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 { out.append(UInt8(ascii: " ")) }
            advance(byte)
        }

        mutating func advance(_ byte: UInt8) {
            index += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }

        func error(_ message: String, at location: SourceLocation) -> Diagnostic {
            Diagnostic(.yamlSyntax, "JSON5: \(message)", at: SourceRange(file: file, start: location))
        }

        static func isBreak(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }

        static func startsWord(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "_") || byte >= 0x80
        }

        static func continuesWord(_ byte: UInt8) -> Bool {
            startsWord(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }

        static func startsNumber(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "+-.".utf8.contains(byte)
        }
    }
}
