import Swatch
import SwatchSupport

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
    private var indent: [UInt8] = []
    /// One level of indentation.
    let indentation = Self.unit
    private static let unit = "    "
    private static let unitBytes = Array(unit.utf8)
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

    /// The length of `SwiftLiterals.string(text)`, made only where
    /// something in `text` needs escaping.
    static func stringLiteralLength(_ text: String) -> Int {
        isPlain(text) ? text.utf8.count + 2 : SwiftLiterals.string(text).utf8.count
    }

    private static func isPlain(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { text in
            text.allSatisfy { $0 >= 0x20 && $0 <= 0x7E && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        }
    }

    /// `SwiftLiterals.string(text)`: copied between quotes when nothing in
    /// it needs escaping, as in almost every color's name (that function
    /// builds its result a character at a time).
    mutating func appendStringLiteral(_ text: String) {
        guard Self.isPlain(text) else { return append(SwiftLiterals.string(text)) }
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
        nested(body)
        line(closing)
    }

    /// A `///` comment, one line per line of `text`, each line wrapped at
    /// spaces to fit ``width``.
    mutating func documentation(_ text: String) {
        if !text.utf8.contains(UInt8(ascii: "\n")) { return commentLines("///", text) }
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) { commentLines("///", part) }
    }

    /// A `//` comment, wrapped at spaces to fit ``width``.
    mutating func comment(_ text: String) { commentLines("//", text) }

    private mutating func commentLines(_ marker: String, _ text: some StringProtocol) {
        guard !text.isEmpty else { return line(marker) }
        let room = Self.width - indent.count - marker.count - 1
        // A comment holds the theme's own words (a description in any
        // language), so it is measured in characters, as an editor and
        // swift-format count columns, not in bytes: "Arrière-plan" is 12
        // columns and 13 bytes. The common case, a short line, makes no array
        // of words.
        guard text.utf8.count > room, text.count > room else { return line("\(marker) \(text)") }
        var current = ""
        var currentCount = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let wordCount = word.count
            if !current.isEmpty, currentCount + 1 + wordCount > room {
                line("\(marker) \(current)")
                current = ""
                currentCount = 0
            }
            currentCount += current.isEmpty ? wordCount : 1 + wordCount
            current += current.isEmpty ? word : " \(word)"
        }
        line("\(marker) \(current)")
    }

    // MARK: Layout within the line width

    /// The longest line generated code has: the package's `.swift-format`
    /// line length, so that the file passes the lint an app's own code does.
    static let width = 120

    /// Whether `length` more columns fit on a line that starts at the current
    /// indentation. Code is measured in UTF-8 bytes, which are its columns:
    /// generated names are ASCII identifiers and string literals escape
    /// every other character (`SwiftLiterals.string`); only comments hold
    /// other text, and they are measured in characters.
    func fits(_ length: Int) -> Bool { indent.count + length <= Self.width }

    /// A call: `head` (ending in `(`), the arguments, then `tail` (from the
    /// closing parenthesis on). On one line where it fits; otherwise the
    /// arguments one level in, together on one line where that fits, else a
    /// line each, `tail` after the last — the layout swift-format gives.
    mutating func call(_ head: String, _ arguments: [String], _ tail: String) {
        // Written in pieces, with no joined text made: a theme of thousands
        // of colors makes thousands of calls.
        let joinedLength = arguments.reduce(2 * max(arguments.count - 1, 0)) { $0 + $1.utf8.count }
        if fits(head.utf8.count + joinedLength + tail.utf8.count) {
            startLine()
            append(head)
            appendJoined(arguments)
            append(tail)
            return endLine()
        }
        line(head)
        nested { body in
            if body.fits(joinedLength + tail.utf8.count) {
                body.startLine()
                body.appendJoined(arguments)
                body.append(tail)
                return body.endLine()
            }
            for (position, argument) in arguments.enumerated() {
                body.startLine()
                body.append(argument)
                body.append(position == arguments.count - 1 ? tail : ",")
                body.endLine()
            }
        }
    }

    /// `parts` with ", " between them.
    private mutating func appendJoined(_ parts: [String]) {
        for (position, part) in parts.enumerated() {
            if position > 0 { bytes += [UInt8(ascii: ","), UInt8(ascii: " ")] }
            append(part)
        }
    }

    /// A collection literal: `head` (ending in `[`), the elements, then
    /// `tail` (from the closing bracket on). On one line where it fits;
    /// otherwise a line each, every one with its comma, as swift-format
    /// wants a multi-line collection.
    mutating func list(_ head: String, _ elements: [String], _ tail: String) {
        let joined = elements.joined(separator: ", ")
        if fits(head.utf8.count + joined.utf8.count + tail.utf8.count) { return line(head + joined + tail) }
        line(head)
        nested { body in
            for element in elements { body.line(element + ",") }
        }
        line(tail)
    }

    /// `body` written one level in.
    mutating func nested(_ body: (inout CodeWriter) -> Void) {
        // The indentation grows and shrinks in place: made anew at each
        // level, it was an allocation or two for every nested call.
        indent += Self.unitBytes
        body(&self)
        indent.removeLast(Self.unitBytes.count)
    }
}
