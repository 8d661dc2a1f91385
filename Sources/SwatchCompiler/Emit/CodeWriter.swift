/// A small text builder for generated code: lines and indentation, nothing
/// more. (A syntax library would cost every client's clean build far more
/// than this saves.)
///
/// It collects UTF-8 bytes rather than a `String`: appending to a growing
/// string re-checks its storage at every small append, which a theme of
/// thousands of colors feels.
struct CodeWriter {
    private var bytes: [UInt8] = []
    private var depth = 0
    private var indent: [UInt8] = []
    /// One level of indentation.
    let indentation = Self.unit
    private static let unit = "    "

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    private static func indent(at depth: Int) -> [UInt8] { Array(String(repeating: unit, count: depth).utf8) }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            bytes += indent
            bytes += content.utf8
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// `opening {`, the body indented, then `}`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodeWriter) -> Void) {
        line(opening)
        depth += 1
        indent = Self.indent(at: depth)
        body(&self)
        depth -= 1
        indent = Self.indent(at: depth)
        line(closing)
    }

    /// A `///` comment, one line per line of `text`.
    mutating func documentation(_ text: String) {
        if !text.utf8.contains(UInt8(ascii: "\n")) { return line(text.isEmpty ? "///" : "/// \(text)") }
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            line(part.isEmpty ? "///" : "/// \(part)")
        }
    }
}
