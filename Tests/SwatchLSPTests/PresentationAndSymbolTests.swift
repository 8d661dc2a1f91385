import Foundation
import Swatch
import SwatchColorTools
import Testing

@testable import SwatchLSP

/// Color presentations in the literal's notation, and workspace symbols.
@Suite struct PresentationAndSymbolTests {
    static let uri = "file:///tmp/swatch-lsp-tests/Forms.theme.yaml"
    static let lines = [
        #"  x: { role: fill, light: "rgb(10 20 30)", dark: "color(display-p3 1 0 0)" }"#,
        #"  y: { role: fill, light: "hsl(10 20% 30%)", dark: "oklch(50% 0.1 120)" }"#,
        ##"  z: { role: fill, light: "#102030", dark: "rebeccapurple" }"##,
    ]
    static let text = "swatch: 1\ncolors:\n" + lines.joined(separator: "\n") + "\n"

    @Test func aPickedColorIsWrittenInTheLiteralsNotation() throws {
        var session = LSPSession()
        session.start()
        session.open(Self.uri, Self.text)
        let orange: [String: Double] = ["red": 1.0, "green": 0.5, "blue": 0.0, "alpha": 1.0]
        let seeThrough: [String: Double] = ["red": 1.0, "green": 0.5, "blue": 0.0, "alpha": 0.5]
        func present(_ literal: String, _ color: [String: Double] = orange) -> Int {
            let line = try! #require(Self.lines.firstIndex { $0.contains(literal) })
            let start = Self.lines[line].components(separatedBy: literal)[0].utf16.count
            return session.request(
                "textDocument/colorPresentation",
                [
                    "textDocument": ["uri": Self.uri],
                    "color": color,
                    "range": [
                        "start": ["line": line + 2, "character": start],
                        "end": ["line": line + 2, "character": start + literal.utf16.count],
                    ],
                ])
        }
        let rgb = present("rgb(10 20 30)")
        let p3 = present("color(display-p3 1 0 0)")
        let hsl = present("hsl(10 20% 30%)")
        let oklch = present("oklch(50% 0.1 120)")
        let hex = present("#102030")
        let hexWithAlpha = present("#102030", seeThrough)
        let named = present("rebeccapurple")
        let symbols = session.request("workspace/symbol", ["query": "X"])
        let transcript = session.run()
        func labels(_ id: Int) -> [String]? {
            (transcript.response(id)?["result"] as? [[String: Any]])?.compactMap { $0["label"] as? String }
        }
        #expect(labels(rgb) == ["rgb(255 128 0)"])
        #expect(labels(p3)?.count == 1)
        #expect(labels(p3)?.first?.hasPrefix("color(display-p3 ") == true)
        #expect(labels(hsl) == ["hsl(30 100% 50%)"])
        #expect(labels(oklch)?.count == 1)
        #expect(labels(oklch)?.first?.hasPrefix("oklch(") == true)
        // Hex has an alpha byte only when the color is not opaque.
        #expect(labels(hex) == ["#FF8000"])
        #expect(labels(hexWithAlpha) == ["#FF800080"])
        // A notation the server does not write is offered the five it does.
        #expect(labels(named)?.count == 5)
        // Each presentation reads back as the picked color.
        for id in [rgb, p3, hsl, oklch, hex, named] {
            for label in labels(id) ?? [] {
                guard case .success(let color) = CSSColorParser.parse(label) else {
                    Issue.record("'\(label)' does not parse")
                    continue
                }
                #expect(
                    abs(color.red - 1) < 0.002 && abs(color.green - 0.5) < 0.002 && abs(color.blue) < 0.002, "\(label)")
            }
        }
        #expect(transcript.response(hexWithAlpha) != nil)
        let found = try #require(transcript.response(symbols)?["result"] as? [[String: Any]])
        #expect(found.compactMap { $0["name"] as? String } == ["x"])
        #expect(found.first?["containerName"] as? String == "Forms")
    }
}
