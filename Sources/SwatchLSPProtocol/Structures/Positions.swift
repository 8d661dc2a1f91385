// Where things are in a document, as LSP 3.17 says: UTF-16 positions and ranges.

/// A place in a document: 0-based line, and character in UTF-16 code units.
package struct Position: Codable, Hashable, Sendable, Comparable {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// A span of a document, its end exclusive.
package struct LSPRange: Codable, Hashable, Sendable {
    package var start: Position
    package var end: Position

    package init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

package struct Location: Codable, Hashable, Sendable {
    package var uri: String
    package var range: LSPRange

    package init(uri: String, range: LSPRange) {
        self.uri = uri
        self.range = range
    }
}
