import SwatchLSPProtocol
import Testing

@testable import SwatchLSP

/// Positions in UTF-16 code units, as LSP counts them, mapped to the
/// compiler's Unicode scalar columns and to bytes.
@Suite struct TextDocumentTests {
    // `é` is 2 bytes, 1 scalar, 1 UTF-16 unit; `色` 3 bytes, 1 scalar, 1 unit;
    // `🎨` 4 bytes, 1 scalar, 2 units.
    static let text = "colors:\n  café: # 色🎨 x\n    role: label\r\n  🎨色: {}\n"

    @Test func scalarColumnsBecomeUTF16Columns() {
        let document = TextDocument(uri: "file:///t.theme.yaml", version: 1, text: Self.text)
        // `#` is the 9th scalar of line 2: `  café: #`.
        #expect(document.position(line: 2, scalarColumn: 9) == Position(line: 1, character: 8))
        // `x` follows `色🎨 `: scalars 11, 12, 13, 14 → units 10, 11, 13 (🎨 takes two), 14.
        #expect(document.position(line: 2, scalarColumn: 14) == Position(line: 1, character: 14))
        // `:` after `🎨色` on line 4: scalar 5, unit 5.
        #expect(document.position(line: 4, scalarColumn: 5) == Position(line: 3, character: 5))
        // Past a line's end: one unit per column.
        #expect(document.position(line: 3, scalarColumn: 20) == Position(line: 2, character: 19))
    }

    @Test func utf16PositionsBecomeScalarLocationsAndBack() {
        let document = TextDocument(uri: "file:///t.theme.yaml", version: 1, text: Self.text)
        for line in 0..<document.lineCount {
            let units = document.line(line).utf16.count
            for character in 0...units {
                let position = Position(line: line, character: character)
                let location = document.scalarLocation(of: position)
                let back = document.position(line: location.line, scalarColumn: location.column)
                // Inside a surrogate pair a position is not a scalar's; it rounds to the pair's end.
                #expect(back.character >= character && back.character <= character + 1)
                #expect(document.position(ofOffset: document.offset(of: position)) == back)
            }
        }
    }

    @Test func incrementalEditsReplaceTheirRange() {
        var document = TextDocument(uri: "file:///t.theme.yaml", version: 1, text: Self.text)
        // Replace `café` (line 1, units 2..<6) with `crème`.
        document.apply(
            TextDocumentContentChangeEvent(
                range: LSPRange(start: Position(line: 1, character: 2), end: Position(line: 1, character: 6)),
                text: "crème"))
        #expect(document.line(1) == "  crème: # 色🎨 x")
        // Insert after the emoji on line 3 (units 2, 3 are 🎨).
        document.apply(
            TextDocumentContentChangeEvent(
                range: LSPRange(start: Position(line: 3, character: 4), end: Position(line: 3, character: 4)),
                text: "!\nnew"))
        #expect(document.line(3) == "  🎨!")
        #expect(document.line(4) == "new色: {}")
        // `\r\n` ends line 2: its text has no carriage return.
        #expect(document.line(2) == "    role: label")
        // A whole-text change.
        document.apply(TextDocumentContentChangeEvent(range: nil, text: "a"))
        #expect(document.text == "a" && document.lineCount == 1)
    }

    @Test func positionsPastTheEndAreClamped() {
        let document = TextDocument(uri: "file:///t.theme.yaml", version: 1, text: "ab\ncd")
        #expect(document.offset(of: Position(line: 0, character: 99)) == 2)
        #expect(document.offset(of: Position(line: 9, character: 0)) == 5)
        #expect(document.offset(of: Position(line: -1, character: 0)) == 0)
    }
}

/// `file://` URIs and paths.
@Suite struct DocumentURITests {
    @Test func pathsAndURIsRoundTrip() {
        let path = "/tmp/a folder/Café 🎨.theme.yaml"
        let uri = DocumentURI.uri(of: path)
        #expect(uri == "file:///tmp/a%20folder/Caf%C3%A9%20%F0%9F%8E%A8.theme.yaml")
        #expect(DocumentURI.path(of: uri) == path)
        #expect(DocumentURI.path(of: "file://localhost/tmp/x") == "/tmp/x")
        #expect(DocumentURI.path(of: "untitled:Untitled-1") == "untitled:Untitled-1")
    }
}
