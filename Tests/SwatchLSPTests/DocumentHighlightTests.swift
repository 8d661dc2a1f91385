import Foundation
import Testing

@testable import SwatchLSP

/// `textDocument/documentHighlight`: the name under the cursor, declared and named, in this document.
@Suite struct DocumentHighlightTests {
    static let uri = "file:///tmp/swatch-lsp-tests/Highlight.theme.yaml"
    static let text = """
        swatch: 1
        colors:
          canvas: { role: background, light: "#FFFFFF", dark: "#1C1C1E" }
          ink: { role: label, light: "#111111", dark: "#EEEEEE", on: [canvas] }
          muted: { role: label, light: { ref: ink }, dark: "#AAAAAA", on: ["canvas"] }

        """

    /// The highlights at `line`, `character`: (line, start, end, kind) each, in order.
    static func highlights(line: Int, character: Int) throws -> [[Int]]? {
        var session = LSPSession()
        session.start()
        session.open(uri, text)
        let id = session.request(
            "textDocument/documentHighlight",
            ["textDocument": ["uri": uri], "position": ["line": line, "character": character]])
        let response = try #require(session.run().response(id))
        guard let found = response["result"] as? [[String: Any]] else { return nil }
        return
            found.map { highlight in
                let range = highlight["range"] as! [String: [String: Int]]
                return [
                    range["start"]!["line"]!, range["start"]!["character"]!, range["end"]!["character"]!,
                    highlight["kind"] as! Int,
                ]
            }
            .sorted { $0.lexicographicallyPrecedes($1) }
    }

    @Test func aColorIsHighlightedWhereItIsDeclaredAndWhereItIsNamed() throws {
        // On `canvas` in ink's `on:`: its declaration (a write), and both `on:` entries (reads; the quoted one
        // with its quotes, as Resolve's range has them).
        let found = try #require(try Self.highlights(line: 3, character: 62))
        #expect(found == [[2, 2, 8, 3], [3, 62, 68, 2], [4, 67, 75, 2]])
    }

    @Test func aReferenceIsAUse() throws {
        // On `ink` in muted's `ref:`: the declaration and that reference.
        let found = try #require(try Self.highlights(line: 4, character: 39))
        #expect(found == [[3, 2, 5, 3], [4, 38, 41, 2]])
    }

    @Test func nothingUnderTheCursorIsNoHighlight() throws {
        #expect(try Self.highlights(line: 5, character: 0) == [])
        // A key is no declared name.
        #expect(try Self.highlights(line: 2, character: 14) == [])
    }
}
