import Foundation
import Testing

@testable import SwatchLSP
@testable import SwatchPipeline

/// `unknown` in an editor: offered where a color's value goes, and a hover
/// on it says what it means in the states it shows.
@Suite struct UnknownValueLSPTests {
    static let uri = "file:///tmp/swatch-lsp-tests/Partial.theme.yaml"

    func markdown(_ transcript: Transcript, _ id: Int) -> String? {
        ((transcript.response(id)?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
    }

    func labels(_ transcript: Transcript, _ id: Int) -> [String] {
        ((transcript.response(id)?["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? [])
            .compactMap { $0["label"] as? String }
    }

    @Test func unknownIsOfferedWhereAColorsValueGoesAndNotForAnImage() throws {
        var session = LSPSession()
        session.start()
        let text = """
            swatch: 1
            colors:
              paper:
                role: background
                light: 
                dark: { base: "#1C1C1E", elevated: "#2C2C2E" }
                increasedContrast: { dark: 
            images:
              logo:
                light: 

            """
        session.open(Self.uri, text)
        func at(_ line: Int, _ character: Int) -> Int {
            session.request(
                "textDocument/completion",
                ["textDocument": ["uri": Self.uri], "position": ["line": line, "character": character]])
        }
        let light = at(4, 11)
        let contrast = at(6, 32)
        let image = at(9, 11)
        let transcript = session.run()
        #expect(labels(transcript, light) == ["unknown"])
        #expect(labels(transcript, contrast) == ["auto", "unknown"])
        #expect(!labels(transcript, image).contains("unknown"))
    }

    @Test func hoverOnUnknownSaysNothingIsJudgedInTheStatesItShows() throws {
        var session = LSPSession()
        session.start()
        let text = """
            swatch: 1
            colors:
              paper: { role: background, light: "#FFFFFF", dark: "#1C1C1E" }
              ink:
                role: label
                light: unknown
                dark: "#F2F2F7"
                on: paper

            """
        session.open(Self.uri, text)
        let onUnknown = session.request(
            "textDocument/hover", ["textDocument": ["uri": Self.uri], "position": ["line": 5, "character": 12]])
        let onInk = session.request(
            "textDocument/hover", ["textDocument": ["uri": Self.uri], "position": ["line": 3, "character": 3]])
        let transcript = session.run()
        let unknown = try #require(markdown(transcript, onUnknown))
        #expect(unknown.hasPrefix("**unknown** · a value 'ink' does not know, in 8 of 16 states"), "\(unknown)")
        #expect(unknown.contains("no contrast pair with 'ink' on either side is measured"))
        #expect(unknown.contains("- light · base"), "\(unknown)")
        #expect(!unknown.contains("- dark"), "\(unknown)")
        // The color's table says `unknown` where it is, never a value made up for it.
        let ink = try #require(markdown(transcript, onInk))
        let rows = ink.split(separator: "\n").filter { $0.hasPrefix("| light") }
        #expect(rows.count == 8 && rows.allSatisfy { $0.contains("| unknown") }, "\(ink)")
    }
}
