/// A small text builder for generated code: lines and indentation, nothing
/// more. (A syntax library would cost every client's clean build far more
/// than this saves.)
struct CodeWriter {
    private(set) var text = ""
    private var depth = 0
    private var indent = ""
    let indentation = "    "

    init(capacity: Int = 0) { text.reserveCapacity(capacity) }

    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            text += indent
            text += content
        }
        text += "\n"
    }

    /// `opening {`, the body indented, then `}`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodeWriter) -> Void) {
        line(opening)
        depth += 1
        indent = String(repeating: indentation, count: depth)
        body(&self)
        depth -= 1
        indent = String(repeating: indentation, count: depth)
        line(closing)
    }

    /// A `///` comment, one line per line of `text`.
    mutating func documentation(_ text: String) {
        // By byte: with Foundation in the module, `contains("\n")` is
        // Foundation's string search, which a 30,000-color theme feels.
        if !text.utf8.contains(UInt8(ascii: "\n")) { return line(text.isEmpty ? "///" : "/// \(text)") }
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            line(part.isEmpty ? "///" : "/// \(part)")
        }
    }
}
