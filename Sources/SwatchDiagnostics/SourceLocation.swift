/// A place in a theme file: 1-based line and column, as editors count them.
/// Columns count Unicode scalars, which is what libyaml reports.
public struct SourceLocation: Hashable, Sendable, Comparable {
    /// The line, counted from 1.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }
    /// The column, counted from 1 in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    // Four bytes each (libyaml's own counters are no wider for the files the
    // compiler reads): every declaration holds a dozen ranges, so the width
    // of these numbers is much of a declaration's size.
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// The place at `line` and `column`, both counted from 1.
    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// Orders places by line, then by column: earlier in the file is smaller.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    /// Where a file starts; used for problems with the file as a whole.
    package static let start = SourceLocation(line: 1, column: 1)

    /// The byte offset of this place in `bytes` (UTF-8), or nil past the end
    /// of the text: where an edit at it starts, for `swatch fix` and for a
    /// format that edits a file in place.
    package func offset(in bytes: [UInt8]) -> Int? {
        var index = 0
        var line = 1
        while line < self.line {
            guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            index = newline + 1
            line += 1
        }
        var column = 1
        while column < self.column {
            guard index < bytes.count, bytes[index] != UInt8(ascii: "\n") else {
                return column == self.column ? index : nil
            }
            // Past one scalar: its lead byte and its continuation bytes.
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        return index
    }
}

/// A located span: the file and where the offending text starts and ends.
public struct SourceRange: Hashable, Sendable {
    /// The file's path, as diagnostics print it.
    public var file: String
    /// Where the offending text starts.
    public var start: SourceLocation
    /// Where it ends; the same as ``start`` for a single place.
    public var end: SourceLocation

    /// A range in `file` from `start` to `end`; a single place when `end` is
    /// left out.
    public init(file: String, start: SourceLocation, end: SourceLocation? = nil) {
        self.file = file
        self.start = start
        self.end = end ?? start
    }
}
