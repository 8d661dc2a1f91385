/// A place in a theme file: 1-based line and column, as editors count them.
/// Columns count Unicode scalars, which is what libyaml reports.
public struct SourceLocation: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// Where a file starts; used for problems with the file as a whole.
    public static let start = SourceLocation(line: 1, column: 1)
}

/// A located span: the file and where the offending text starts and ends.
///
/// The file is held as a small index into ``SourceFiles`` rather than as a
/// `String`: every YAML node, AST value and diagnostic carries a range, and
/// copying a `String` costs a reference-count increment and decrement each
/// time, which in a large theme came to a quarter of the compiler's work.
public struct SourceRange: Hashable, Sendable {
    public var fileID: SourceFiles.ID
    public var start: SourceLocation
    public var end: SourceLocation

    public init(file: String, start: SourceLocation, end: SourceLocation? = nil) {
        self.init(fileID: SourceFiles.id(of: file), start: start, end: end)
    }

    public init(fileID: SourceFiles.ID, start: SourceLocation, end: SourceLocation? = nil) {
        self.fileID = fileID
        self.start = start
        self.end = end ?? start
    }

    /// The file's path, as diagnostics print it.
    public var file: String {
        get { SourceFiles.path(of: fileID) }
        set { fileID = SourceFiles.id(of: newValue) }
    }
}
