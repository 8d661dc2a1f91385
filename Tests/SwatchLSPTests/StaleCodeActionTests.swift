import Foundation
import SwatchLSPProtocol
import Testing

@testable import SwatchLSP

/// A quick fix asked for from diagnostics of an older version than the
/// server's text: mapped through the edits since, or none at all, but never
/// an edit at an offset of the old text.
@Suite struct StaleCodeActionTests {
    static let uri = "file:///tmp/swatch-lsp-tests/Stale.theme.yaml"
    static let theme = """
        swatch: 1
        colors:
          ink: { role: lable, light: "#111111", dark: "#EEEEEE" }

        """

    /// The diagnostics published for version 1, as the client holds them.
    func published(_ server: LanguageServer) throws -> [[String: Any]] {
        var session = LSPSession()
        session.start()
        session.open(Self.uri, Self.theme)
        let diagnostics = try #require(session.run(server: server).diagnostics(Self.uri))
        #expect(diagnostics.count == 1)
        #expect((diagnostics.first?["data"] as? [String: Any])?["version"] as? Int == 1)
        return diagnostics
    }

    func change(_ session: inout LSPSession, version: Int, _ range: [String: Any], _ text: String) {
        session.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": Self.uri, "version": version],
                "contentChanges": [["range": range, "text": text]],
            ])
    }

    func codeAction(_ session: inout LSPSession, for diagnostics: [[String: Any]]) -> Int {
        session.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": Self.uri], "range": diagnostics[0]["range"]!,
                "context": ["diagnostics": diagnostics],
            ])
    }

    func edits(_ transcript: Transcript, _ id: Int) -> [[String: Any]]? {
        (transcript.response(id)?["result"] as? [[String: Any]])?
            .compactMap { action in
                ((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?[Self.uri] as? [[String: Any]]
            }
            .flatMap { $0 }
    }

    static func range(_ line: Int, _ start: Int, _ end: Int) -> [String: Any] {
        ["start": ["line": line, "character": start], "end": ["line": line, "character": end]]
    }

    @Test func aFixForAnOlderVersionLandsWhereTheTextMoved() throws {
        let server = LanguageServer()
        let old = try published(server)
        // A comment line typed above the color: the misspelling is now on line 3.
        var session = LSPSession()
        change(&session, version: 2, Self.range(0, 0, 0), "# colors\n")
        let id = codeAction(&session, for: old)
        let transcript = session.run(server: server)
        let edit = try #require(edits(transcript, id)?.first)
        let range = try #require(edit["range"] as? [String: Any])
        let start = try #require(range["start"] as? [String: Any])
        let oldStart = try #require((old[0]["range"] as? [String: Any])?["start"] as? [String: Any])
        #expect(start["line"] as? Int == (oldStart["line"] as? Int).map { $0 + 1 })
        #expect(start["character"] as? Int == oldStart["character"] as? Int)
        #expect(edit["newText"] as? String == "label")
        // Applied to the text as the server has it, the fix writes the role.
        let text = try #require(server.documents[Self.uri]).line(3)
        let units = Array(text.utf16)
        let column = try #require(start["character"] as? Int)
        #expect(String(decoding: units[column..<column + 5], as: UTF16.self) == "lable")
    }

    @Test func aFixWhoseTextWasEditedSinceIsNotOffered() throws {
        let server = LanguageServer()
        let old = try published(server)
        let oldRange = try #require(old[0]["range"] as? [String: Any])
        let line = try #require((oldRange["start"] as? [String: Any])?["line"] as? Int)
        let column = try #require((oldRange["start"] as? [String: Any])?["character"] as? Int)
        // The misspelled word itself edited: the fix computed for it no longer applies.
        var session = LSPSession()
        change(&session, version: 2, Self.range(line, column + 1, column + 2), "x")
        let edited = codeAction(&session, for: old)
        // A version the server never published (or no longer keeps).
        var forgotten = old
        forgotten[0]["data"] = ["version": 99]
        let unknown = codeAction(&session, for: forgotten)
        let transcript = session.run(server: server)
        #expect(edits(transcript, edited)?.isEmpty == true)
        #expect(edits(transcript, unknown)?.isEmpty == true)
    }

    @Test func theHistoryMapsRangesThroughEdits() {
        var document = TextDocument(uri: Self.uri, version: 1, text: "abc\ndef\nghi\n")
        var history = DocumentHistory()
        history.keep(document)
        func edit(_ line: Int, _ start: Int, _ end: Int, _ text: String) {
            let change = TextDocumentContentChangeEvent(
                range: LSPRange(
                    start: Position(line: line, character: start), end: Position(line: line, character: end)),
                text: text)
            history.record(document.apply(change))
            document.version += 1
        }
        let def = LSPRange(start: Position(line: 1, character: 0), end: Position(line: 1, character: 3))
        edit(0, 3, 3, "!!")  // after `abc`: before the range, which stays
        #expect(history.map(def, from: 1, to: document) == def)
        edit(1, 0, 0, "> ")  // at the range's start: the range moves right
        let moved = LSPRange(start: Position(line: 1, character: 2), end: Position(line: 1, character: 5))
        #expect(history.map(def, from: 1, to: document) == moved)
        edit(1, 5, 5, "<")  // at its end: not in it
        #expect(history.map(def, from: 1, to: document) == moved)
        edit(1, 3, 4, "E")  // inside it: gone
        #expect(history.map(def, from: 1, to: document) == nil)
        #expect(history.map(def, from: 2, to: document) == nil)
    }
}
