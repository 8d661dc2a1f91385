import Foundation
import Testing

@testable import SwatchLSP
@testable import SwatchPipeline

/// `auto` in an editor: offered where a value may be derived, and a hover
/// on it or on its color says what was derived and what it reaches.
@Suite struct DerivedValueTests {
    static let uri = "file:///tmp/swatch-lsp-tests/Dusk.theme.yaml"
    static let theme = """
        swatch: 1
        colors:
          paper: { role: background, light: "#FFFFFF", dark: "#1C1C1E" }
          ink:
            role: label
            light: "#6E6E73"
            dark: "#98989D"
            increasedContrast: auto
            on: paper

        """

    func markdown(_ transcript: Transcript, _ id: Int) -> String? {
        ((transcript.response(id)?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
    }

    @Test func hoverOnAutoAndOnItsColorSaysWhatWasDerived() throws {
        var session = LSPSession()
        session.start()
        session.open(Self.uri, Self.theme)
        let onAuto = session.request(
            "textDocument/hover", ["textDocument": ["uri": Self.uri], "position": ["line": 7, "character": 25]])
        let onInk = session.request(
            "textDocument/hover", ["textDocument": ["uri": Self.uri], "position": ["line": 3, "character": 3]])
        let transcript = session.run()
        let auto = try #require(markdown(transcript, onAuto))
        #expect(auto.contains("**auto** · derived for 'ink'"), "\(auto)")
        #expect(auto.contains("for 'ink' on 'paper', every pair's aim"), "\(auto)")
        let ink = try #require(markdown(transcript, onInk))
        let derivedRows = ink.split(separator: "\n").filter { $0.contains("(derived)") }
        #expect(derivedRows.count == 8, "\(ink)")
        #expect(derivedRows.allSatisfy { $0.contains("increased contrast") })
        #expect(ink.contains("Derived from `auto`:"))
    }

    @Test func autoIsOfferedForIncreasedContrastAndElevatedValuesAndDeriveForItsWords() throws {
        var session = LSPSession()
        session.start()
        let text = """
            swatch: 1
            derive: [
            colors:
              paper:
                role: background
                light: "#FFFFFF"
                dark: { base: "#1C1C1E", elevated: 
                increasedContrast: 

            """
        session.open(Self.uri, text)
        let derive = session.request(
            "textDocument/completion", ["textDocument": ["uri": Self.uri], "position": ["line": 1, "character": 9]])
        let elevated = session.request(
            "textDocument/completion", ["textDocument": ["uri": Self.uri], "position": ["line": 6, "character": 40]])
        let increased = session.request(
            "textDocument/completion", ["textDocument": ["uri": Self.uri], "position": ["line": 7, "character": 23]])
        let transcript = session.run()
        func labels(_ id: Int) -> [String] {
            ((transcript.response(id)?["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? [])
                .compactMap { $0["label"] as? String }
        }
        #expect(labels(derive) == ["increasedContrast", "elevated"])
        #expect(labels(elevated) == ["auto", "unknown"])
        #expect(labels(increased) == ["auto"])
    }
}
