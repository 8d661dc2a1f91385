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
    package static let start = SourceLocation(line: 1, column: 1)
}

/// A located span: the file and where the offending text starts and ends.
public struct SourceRange: Hashable, Sendable {
    /// The file's path, as diagnostics print it.
    public var file: String
    public var start: SourceLocation
    public var end: SourceLocation

    public init(file: String, start: SourceLocation, end: SourceLocation? = nil) {
        self.file = file
        self.start = start
        self.end = end ?? start
    }
}
