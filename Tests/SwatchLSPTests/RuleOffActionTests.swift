import Foundation
import Testing

@testable import SwatchLSP

/// "Turn this rule off for this color": a `rules:` entry written in the
/// color's own layout, after which the finding is gone.
@Suite struct RuleOffActionTests {
    static let uri = "file:///tmp/swatch-lsp-tests/Off.theme.yaml"
    static let theme = """
        swatch: 1
        colors:
          flowTint: { role: tint, light: "#0A66C2" }
          blockTint:
            role: tint
            light: "#0A66C2"

        """

    func silencing(_ color: String, line: Int) throws -> [String: Any] {
        var session = LSPSession()
        session.start()
        session.open(Self.uri, Self.theme)
        let request = session.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": Self.uri],
                "range": ["start": ["line": line, "character": 0], "end": ["line": line, "character": 40]],
                "context": ["diagnostics": []],
            ])
        let transcript = session.run()
        #expect(transcript.diagnostics(Self.uri)?.filter { ($0["code"] as? String) == "DM-variants" }.count == 2)
        let actions = try #require(transcript.response(request)?["result"] as? [[String: Any]])
        let action = try #require(actions.first { ($0["title"] as? String) == "turn DM-variants off for '\(color)'" })
        #expect(action["isPreferred"] as? Bool == false)
        let changes = (action["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]]
        return try #require(changes?[Self.uri]?.first)
    }

    func diagnosticsAfter(_ edit: [String: Any]) throws -> [[String: Any]] {
        var session = LSPSession()
        session.start()
        session.open(Self.uri, Self.theme)
        session.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": Self.uri, "version": 2],
                "contentChanges": [["range": edit["range"]!, "text": edit["newText"]!]],
            ])
        return try #require(session.run().diagnostics(Self.uri))
    }

    @Test func inAFlowMapping() throws {
        let edit = try silencing("flowTint", line: 2)
        #expect(edit["newText"] as? String == " rules: { DM-variants: off },")
        let after = try diagnosticsAfter(edit)
        #expect(after.filter { ($0["code"] as? String) == "DM-variants" }.count == 1)
        #expect(!after.contains { ($0["severity"] as? Int) == 1 })
    }

    @Test func inABlockMapping() throws {
        let edit = try silencing("blockTint", line: 3)
        #expect(edit["newText"] as? String == "    rules: { DM-variants: off }\n")
        let after = try diagnosticsAfter(edit)
        #expect(after.filter { ($0["code"] as? String) == "DM-variants" }.count == 1)
        #expect(!after.contains { ($0["severity"] as? Int) == 1 })
    }
}
