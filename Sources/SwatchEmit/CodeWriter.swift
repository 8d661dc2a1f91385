import Swatch

/// A small text builder for generated code: lines and indentation, nothing
/// more. (A syntax library would cost every client's clean build far more
/// than this saves.)
///
/// It collects UTF-8 bytes rather than a `String`: appending to a growing
/// string re-checks its storage at every small append, which a theme of
/// thousands of colors feels. The bytes go into the text a chunk at a time,
/// at the end of a line, so the whole output is never held twice, as it
/// would be by one array turned into a string at the end.
struct CodeWriter {
    private var bytes: [UInt8] = []
    private var finished = ""
    /// Where each chunk goes when the text is written out as it is made
    /// (``OutputStream``) rather than kept.
    private var sink: ((UnsafeBufferPointer<UInt8>) -> Void)?
    private var depth = 0
    private var indent: [UInt8] = []
    /// One level of indentation.
    let indentation = Self.unit
    private static let unit = "    "
    private static let chunk = 1 << 16

    init(capacity: Int = 0) {
        finished.reserveCapacity(capacity)
        bytes.reserveCapacity(Self.chunk + 4096)
    }

    /// A writer that hands each chunk to `sink` and keeps no text.
    init(sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        self.sink = sink
        bytes.reserveCapacity(Self.chunk + 4096)
    }

    /// Hands what is left to the sink (a writer made with one).
    mutating func finish() { flush() }

    private static func indent(at depth: Int) -> [UInt8] { Array(String(repeating: unit, count: depth).utf8) }

    /// The text written; the writer is left empty.
    mutating func takeText() -> String {
        flush()
        defer { finished = "" }
        return finished
    }

    private mutating func flush() {
        if let sink {
            bytes.withUnsafeBufferPointer(sink)
        } else {
            finished += String(decoding: bytes, as: UTF8.self)
        }
        bytes.removeAll(keepingCapacity: true)
    }

    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            bytes += indent
            append(content)
        }
        endLine()
    }

    /// A line written in pieces: `startLine()`, then `append`s, then
    /// `endLine()`. What a theme has thousands of (a color's accessor) is
    /// written this way, without a `String` made for each line: string
    /// interpolation would be most of what Emit spends.
    mutating func startLine() { bytes += indent }

    mutating func endLine() {
        bytes.append(UInt8(ascii: "\n"))
        // Only between lines, so a chunk never splits a character.
        if bytes.count >= Self.chunk { flush() }
    }

    mutating func append(_ text: String) {
        // Copied as one buffer: `bytes += text.utf8` goes through the
        // string's generic copy.
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ text: [UInt8]) { bytes += text }

    /// `SwiftLiterals.string(text)`: copied between quotes when nothing in
    /// it needs escaping, as in almost every color's name (that function
    /// builds its result a character at a time).
    mutating func appendStringLiteral(_ text: String) {
        var text = text
        let plain = text.withUTF8 { text in
            text.allSatisfy { $0 >= 0x20 && $0 <= 0x7E && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        }
        guard plain else { return append(SwiftLiterals.string(text)) }
        bytes.append(UInt8(ascii: "\""))
        append(text)
        bytes.append(UInt8(ascii: "\""))
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when the alpha byte is below FF: `Color.hex`.
    mutating func appendHex(of color: Color) {
        let rgba = color.rgba8
        bytes.append(UInt8(ascii: "#"))
        appendHexDigits(rgba.red)
        appendHexDigits(rgba.green)
        appendHexDigits(rgba.blue)
        if rgba.alpha < 255 { appendHexDigits(rgba.alpha) }
    }

    /// A byte as two uppercase hex digits.
    mutating func appendHexDigits(_ byte: UInt8) {
        func digit(_ value: UInt8) -> UInt8 { value < 10 ? 48 + value : 55 + value }
        bytes.append(digit(byte >> 4))
        bytes.append(digit(byte & 0xF))
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
