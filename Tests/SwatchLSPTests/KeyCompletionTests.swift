import Foundation
import Testing

@testable import SwatchLSP
@testable import SwatchSyntax

/// Completion of the keys a mapping may have at the cursor, from Decode's
/// key tables, without the keys it has; and of detents and grabber values.
@Suite struct KeyCompletionTests {
    static let uri = "file:///tmp/swatch-lsp-tests/Keys.theme.yaml"
    static let theme = """
        swatch: 1
        platform: iOS
        colors:
          canvas: { role: background, light: "#FFFFFF", dark: "#1C1C1E" }
          ink:
            role: label
            light: "#111111"

            dark: "#EEEEEE"
          flow: { role: fill, light: "#000000",  }
          levels:
            role: fill
            light:
              base: "#000000"

        materials:
          glass:
            material: regular

        surfaces:
          card:
            kind: sheet
            detents: [medium, ]
            grabber: 

        """

    /// The labels completion gives at each (line, character), in one session.
    func labels(at places: [(Int, Int)], in text: String = Self.theme) throws -> [[String]] {
        var session = LSPSession()
        session.start()
        session.open(Self.uri, text)
        let ids = places.map { line, character in
            session.request(
                "textDocument/completion",
                ["textDocument": ["uri": Self.uri], "position": ["line": line, "character": character]])
        }
        let transcript = session.run()
        return try ids.map { id in
            let items = try #require(
                (transcript.response(id)?["result"] as? [String: Any])?["items"] as? [[String: Any]])
            return items.compactMap { $0["label"] as? String }
        }
    }

    @Test func aMappingsMissingKeysAreOfferedWhereAKeyIsTyped() throws {
        let lines = Self.theme.components(separatedBy: "\n")
        func line(_ prefix: String) throws -> Int { try #require(lines.firstIndex { $0.hasPrefix(prefix) }) }
        let flowLine = lines[try line("  flow:")]
        let afterComma = flowLine.utf16.count - 3
        let places = [
            (try line(##"    dark: "#EEEEEE""##) - 1, 4),  // the blank line inside `ink:`
            (try line("  flow:"), afterComma),  // after `, ` in the flow mapping
            (try line("      base:") + 1, 6),  // below `base:`, in `light:`'s levels
            (try line("      base:") + 1, 0),  // at the top level
            (try line("    material:") + 1, 4),  // in a material
            (try line("    grabber:") + 1, 4),  // in a surface
        ]
        let found = try labels(at: places)
        let color = ThemeDecoder.colorKeys
        #expect(found[0] == color.filter { !["role", "light", "dark"].contains($0) })
        #expect(found[1] == color.filter { !["role", "light"].contains($0) })
        #expect(found[2] == ["elevated", "ref", "alpha"])
        #expect(
            found[3]
                == ThemeDecoder.topLevelKeys.filter {
                    !["swatch", "platform", "colors", "materials", "surfaces"].contains($0)
                })
        #expect(found[4] == ["vibrancy", "model"])
        #expect(found[5] == ["background", "content", "blending"])
    }

    @Test func aSurfacesDetentsAndGrabberAreOffered() throws {
        let lines = Self.theme.components(separatedBy: "\n")
        let detents = try #require(lines.firstIndex { $0.hasPrefix("    detents:") })
        let found = try labels(at: [
            (detents, lines[detents].utf16.count - 1),
            (detents + 1, lines[detents + 1].utf16.count),
        ])
        // `medium` is in the list already.
        #expect(found[0] == ["large"])
        #expect(found[1] == ["automatic", "visible", "hidden"])
    }

    @Test func aValueIsNoKey() throws {
        // After `role: ` in a flow mapping, and after a key in block style:
        // values, not keys.
        let lines = Self.theme.components(separatedBy: "\n")
        let flow = try #require(lines.firstIndex { $0.hasPrefix("  flow:") })
        let role = try #require(lines.firstIndex { $0.hasPrefix("    role: label") })
        let found = try labels(at: [(flow, 17), (role, 10)])
        #expect(found[0].contains("fill"))
        #expect(!found[0].contains("light"))
        #expect(found[1].contains("label"))
        #expect(!found[1].contains("dark"))
    }

    @Test func halfTypedAndHostileLinesGiveAnAnswer() throws {
        // Unclosed quotes and brackets, a lone colon, tabs, keys in quotes:
        // each gets a list (perhaps empty), never an error or a crash.
        let text = "swatch: 1\ncolors:\n  \"a: {\n  b: { \"role\": x, [ }\n\t:\n  c: {{{,,\n  d: ]]}} ,\n"
        let lines = text.components(separatedBy: "\n")
        var places: [(Int, Int)] = []
        for (index, line) in lines.enumerated() {
            for character in 0...line.utf16.count { places.append((index, character)) }
        }
        let found = try labels(at: places, in: text)
        #expect(found.count == places.count)
    }
}
