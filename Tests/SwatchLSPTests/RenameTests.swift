import Foundation
import SwatchLSPProtocol
import Testing

@testable import SwatchLSP

/// Rename: every place a name is written, refused with the compiler's reason
/// when the new name would be an error.
@Suite struct RenameTests {
    func rename(line: Int, character: Int, to newName: String) -> [String: Any]? {
        var session = LSPSession()
        session.start()
        session.open(FeatureTests.uri, FeatureTests.fixed)
        let request = session.request(
            "textDocument/rename",
            [
                "textDocument": ["uri": FeatureTests.uri], "position": ["line": line, "character": character],
                "newName": newName,
            ])
        return session.run().response(request)
    }

    @Test func aColorIsRenamedWhereDeclaredAndWhereNamed() throws {
        let response = try #require(rename(line: 3, character: 4, to: "paper"))
        let changes = (response["result"] as? [String: Any])?["changes"] as? [String: [[String: Any]]]
        let edits = try #require(changes?[FeatureTests.uri])
        #expect(edits.count == 3)
        #expect(edits.allSatisfy { $0["newText"] as? String == "paper" })
        var text = FeatureTests.fixed
        text = text.replacingOccurrences(of: "canvas", with: "paper")
        // The edits, applied from the end, give the text with every `canvas` replaced.
        var document = TextDocument(uri: FeatureTests.uri, version: 1, text: FeatureTests.fixed)
        for edit in edits.reversed() {
            let range = try #require(edit["range"] as? [String: [String: Int]])
            document.apply(
                TextDocumentContentChangeEvent(
                    range: LSPRange(
                        start: Position(line: range["start"]!["line"]!, character: range["start"]!["character"]!),
                        end: Position(line: range["end"]!["line"]!, character: range["end"]!["character"]!)),
                    text: "paper"))
        }
        #expect(document.text == text)
    }

    @Test func aQuotedNameKeepsItsQuotes() throws {
        let response = try #require(rename(line: 4, character: 4, to: "pigment"))
        let changes = (response["result"] as? [String: Any])?["changes"] as? [String: [[String: Any]]]
        let edits = try #require(changes?[FeatureTests.uri])
        // Declared, and named in ink's `dark: { ref: "🎨色" }`.
        #expect(edits.count == 2)
        let first = try #require(edits.first { ($0["range"] as? [String: [String: Int]])?["start"]?["line"] == 4 })
        // Inside the quotes: after `  "`, up to the closing quote (🎨 is two units).
        #expect((first["range"] as? [String: [String: Int]])?["start"] == ["line": 4, "character": 3])
        #expect((first["range"] as? [String: [String: Int]])?["end"] == ["line": 4, "character": 6])
    }

    @Test func aNameTheGeneratedAPIReservesIsRefusedWithTheReason() throws {
        let response = try #require(rename(line: 5, character: 3, to: "allColors"))
        let error = try #require(response["error"] as? [String: Any])
        let message = try #require(error["message"] as? String)
        #expect(message.hasPrefix("cannot rename 'ink' to 'allColors': "))
        #expect(message.hasSuffix("[THEME-collision]"))
    }

    @Test func aNameAnotherColorHasIsRefused() throws {
        let response = try #require(rename(line: 5, character: 3, to: "canvas"))
        let message = (response["error"] as? [String: Any])?["message"] as? String
        #expect(message?.hasPrefix("cannot rename 'ink' to 'canvas': ") == true)
    }
}
