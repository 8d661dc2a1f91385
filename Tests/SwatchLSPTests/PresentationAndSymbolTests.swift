import Foundation
import Testing

@testable import SwatchLSP

/// Color presentations in the literal's notation, and workspace symbols.
@Suite struct PresentationAndSymbolTests {
    static let uri = "file:///tmp/swatch-lsp-tests/Forms.theme.yaml"
    static let line = #"  x: { role: fill, light: "rgb(10 20 30)", dark: "color(display-p3 1 0 0)" }"#
    static let text = "swatch: 1\ncolors:\n\(line)\n"

    func units(before needle: String) -> Int {
        Self.line.utf16.count
            - Self.line.components(separatedBy: needle).dropFirst().joined(separator: needle).utf16.count
            - needle.utf16.count
    }

    @Test func aPickedColorIsWrittenInTheLiteralsNotation() throws {
        var session = LSPSession()
        session.start()
        session.open(Self.uri, Self.text)
        func present(_ literal: String) -> Int {
            let start = units(before: literal)
            return session.request(
                "textDocument/colorPresentation",
                [
                    "textDocument": ["uri": Self.uri],
                    "color": ["red": 1.0, "green": 0.5, "blue": 0.0, "alpha": 1.0],
                    "range": [
                        "start": ["line": 2, "character": start],
                        "end": ["line": 2, "character": start + literal.utf16.count],
                    ],
                ])
        }
        let rgb = present("rgb(10 20 30)")
        let p3 = present("color(display-p3 1 0 0)")
        let symbols = session.request("workspace/symbol", ["query": "X"])
        let transcript = session.run()
        func labels(_ id: Int) -> [String]? {
            (transcript.response(id)?["result"] as? [[String: Any]])?.compactMap { $0["label"] as? String }
        }
        #expect(labels(rgb) == ["rgb(255 128 0)"])
        #expect(labels(p3)?.count == 1)
        #expect(labels(p3)?.first?.hasPrefix("color(display-p3 ") == true)
        let found = try #require(transcript.response(symbols)?["result"] as? [[String: Any]])
        #expect(found.compactMap { $0["name"] as? String } == ["x"])
        #expect(found.first?["containerName"] as? String == "Forms")
    }
}
