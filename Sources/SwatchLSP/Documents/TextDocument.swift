import SwatchLSPProtocol
import SwatchSupport

/// An open document: its UTF-8 bytes, its version, and where each line starts.
///
/// LSP counts columns in UTF-16 code units; the compiler counts them in
/// Unicode scalars (what libyaml reports). Both are mapped here, through the
/// bytes of the line, so that `café`, CJK names and emoji land in the right
/// column on either side.
struct TextDocument: Sendable {
    var uri: String
    var version: Int
    private(set) var bytes: [UInt8]
    /// The byte offset where each line starts; line 0 starts at 0.
    private(set) var lineStarts: [Int]

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        bytes = Array(text.utf8)
        lineStarts = Self.lineStarts(bytes)
    }

    /// The text, as a string.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Applies one change: a range replaced, or (without a range) the whole
    /// text. Returns what changed, in bytes: the range of the text before it
    /// that was replaced, and how many bytes replaced it.
    @discardableResult
    mutating func apply(_ change: TextDocumentContentChangeEvent) -> TextEdit.Bytes {
        guard let range = change.range else {
            let replaced = 0..<bytes.count
            bytes = Array(change.text.utf8)
            lineStarts = Self.lineStarts(bytes)
            return TextEdit.Bytes(replaced: replaced, count: bytes.count)
        }
        let start = offset(of: range.start)
        let end = max(start, offset(of: range.end))
        let before = bytes.count
        bytes.replaceSubrange(start..<end, with: change.text.utf8)
        lineStarts = Self.lineStarts(bytes)
        return TextEdit.Bytes(replaced: start..<end, count: bytes.count - before + end - start)
    }

    /// The byte offset of `position`; a position past the end of its line is
    /// the line's end, one past the last line the document's end (clients
    /// send both, and a range is never refused for it).
    func offset(of position: Position) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        var offset = lineStarts[position.line]
        let end = lineEnd(position.line)
        var units = 0
        while offset < end && units < position.character {
            let width = Self.scalarWidth(bytes[offset])
            units += width >= 4 ? 2 : 1
            offset = min(end, offset + width)
        }
        return offset
    }

    /// The LSP position of byte `offset`.
    func position(ofOffset offset: Int) -> Position {
        let clamped = min(max(0, offset), bytes.count)
        let line = lineIndex(containing: clamped)
        var index = lineStarts[line]
        var units = 0
        while index < clamped {
            let width = Self.scalarWidth(bytes[index])
            units += width >= 4 ? 2 : 1
            index += width
        }
        return Position(line: line, character: units)
    }

    /// The LSP position of a compiler location: `line` and `column` counted
    /// from 1, the column in Unicode scalars. A column past the line's end
    /// (a finding at the end of a line) counts one unit per column beyond it.
    func position(line: Int, scalarColumn column: Int) -> Position {
        let lineIndex = line - 1
        guard lineIndex >= 0, lineIndex < lineStarts.count else {
            return Position(line: max(0, lineIndex), character: max(0, column - 1))
        }
        var offset = lineStarts[lineIndex]
        let end = lineEnd(lineIndex)
        var units = 0
        var scalars = 0
        while scalars < column - 1 {
            if offset < end {
                let width = Self.scalarWidth(bytes[offset])
                units += width >= 4 ? 2 : 1
                offset = min(end, offset + width)
            } else {
                units += 1
            }
            scalars += 1
        }
        return Position(line: lineIndex, character: units)
    }

    /// The compiler's line and scalar column (from 1) of an LSP position.
    func scalarLocation(of position: Position) -> (line: Int, column: Int) {
        let target = offset(of: position)
        let line = lineIndex(containing: target)
        var index = lineStarts[line]
        var scalars = 0
        while index < target {
            index += Self.scalarWidth(bytes[index])
            scalars += 1
        }
        return (line + 1, scalars + 1)
    }

    /// The text of line `index` (from 0), without its line break.
    func line(_ index: Int) -> String {
        guard index >= 0, index < lineStarts.count else { return "" }
        return String(decoding: bytes[lineStarts[index]..<lineEnd(index)], as: UTF8.self)
    }

    /// The number of lines (a final line break starts an empty last line).
    var lineCount: Int { lineStarts.count }

    /// The end of line `index`: the offset of its line feed (or carriage
    /// return before it), or the document's end.
    private func lineEnd(_ index: Int) -> Int {
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
        if end > lineStarts[index] && bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    private func lineIndex(containing offset: Int) -> Int {
        // The last line start at or before `offset`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// How many bytes the scalar starting with `lead` takes; a stray
    /// continuation byte counts as one, so invalid text still advances.
    private static func scalarWidth(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }

    private static func lineStarts(_ bytes: [UInt8]) -> [Int] { LineStarts.of(bytes) }
}
