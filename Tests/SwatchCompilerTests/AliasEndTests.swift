import Swatch
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchSyntax

/// The DTCG importer follows each alias chain once a state and keeps where
/// it ends for every token along it (`DTCGImporter.AliasEnd`): a token that
/// reaches a chain followed before takes its end, with the alphas written
/// along the way, and the alias limit counts the whole chain.
@Suite struct AliasEndTests {
    static func read(_ text: String, limit: Int? = nil) throws -> (ImportedTheme, [Diagnostic]) {
        let source = ThemeSource(path: "Tokens.tokens.json", text: text)
        let root = try #require(YAMLReader().read(source.bytes, file: source.path).root)
        var importer = DTCGImporter(file: source.path, namespace: "Tokens")
        if let limit { importer.maximumAliasDepth = limit }
        let theme = importer.read(root)
        return (theme, importer.diagnostics + importer.contained)
    }

    static func light(_ name: String, in theme: ImportedTheme) -> Color? {
        theme.colors.first { $0.name.value == name }?.values[Appearance.light.index]?.value
    }

    /// Tokens read in file order: `mid` first, then `a1` through it, `a3`
    /// through `a1`; each takes the first alpha written from itself on.
    @Test func aTokenReachingAChainFollowedBeforeKeepsTheAlphasAlongIt() throws {
        let (theme, diagnostics) = try Self.read(
            """
            {
              "p": { "$type": "color", "$value": "#102030" },
              "mid": { "$type": "color", "$value": "{p}", "alpha": 0.5 },
              "a1": { "$type": "color", "$value": "{mid}" },
              "a2": { "$type": "color", "$value": "rgba({mid}, 0.25)" },
              "a3": { "$type": "color", "$value": "{a1}", "alpha": 0.8 },
              "a4": { "$type": "color", "$value": "{a1}" }
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let p = try #require(Self.light("p", in: theme))
        #expect(Self.light("mid", in: theme) == p.withAlpha(0.5))
        #expect(Self.light("a1", in: theme) == p.withAlpha(0.5))
        #expect(Self.light("a2", in: theme) == p.withAlpha(0.25))
        #expect(Self.light("a3", in: theme) == p.withAlpha(0.8))
        #expect(Self.light("a4", in: theme) == p.withAlpha(0.5))
        // Each is written where `p`'s value is: where a fix-it changes it.
        let written = try #require(theme.colors.first { $0.name.value == "p" }?.values[Appearance.light.index]?.range)
        for name in ["mid", "a1", "a2", "a3", "a4"] {
            #expect(
                theme.colors.first { $0.name.value == name }?.definitions[Appearance.light.index] == written, "\(name)")
        }
    }

    /// `t5` is five aliases from `t0`, the limit here; `u` reaches `t5`'s
    /// chain, followed before, and is one past it: an error at its own value,
    /// as when its chain is followed whole. `v` reaches it within the limit.
    @Test func theLimitCountsAChainFollowedBefore() throws {
        var tokens = [##""t0": { "$type": "color", "$value": "#0A66C2" }"##]
        for index in 1...5 { tokens.append(#""t\#(index)": { "$type": "color", "$value": "{t\#(index - 1)}" }"#) }
        tokens.append(#""u": { "$type": "color", "$value": "{t5}" }"#)
        tokens.append(#""v": { "$type": "color", "$value": "{t3}" }"#)
        let (theme, diagnostics) = try Self.read("{\n" + tokens.joined(separator: ",\n") + "\n}\n", limit: 5)
        #expect(diagnostics.map(\.rule) == [.themeCycle], "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.line == 8)
        #expect(diagnostics.first?.message.contains("'u' follows more than 5 aliases") == true)
        #expect(Self.light("t5", in: theme) == Self.light("t0", in: theme))
        #expect(Self.light("v", in: theme) == Self.light("t0", in: theme))
        #expect(Self.light("u", in: theme) == nil)
    }

    /// A circle is found however long it is: a chain is searched as a list while it is short and as a
    /// set once it is long, and either way the circle is said from the first token read, naming each
    /// token in turn. A chain as long that ends at a color is no circle.
    @Test(arguments: [3, 15, 16, 17, 40])
    func aCircleOfAnyLengthIsSaidAndALongChainIsNot(length: Int) throws {
        var tokens: [String] = []
        for index in 0..<length {
            tokens.append(#""r\#(index)": { "$type": "color", "$value": "{r\#((index + 1) % length)}" }"#)
        }
        tokens.append(##""c0": { "$type": "color", "$value": "#0A66C2" }"##)
        for index in 1...length { tokens.append(#""c\#(index)": { "$type": "color", "$value": "{c\#(index - 1)}" }"#) }
        let (theme, diagnostics) = try Self.read("{\n" + tokens.joined(separator: ",\n") + "\n}\n")
        let ring = (0..<length).map { "r\($0)" } + ["r0"]
        // Each token of the ring says its own circle (and, having no value, is said unchecked).
        let circles = diagnostics.filter { $0.rule == .themeCycle }
        #expect(circles.count == length, "\(diagnostics.map(\.message))")
        #expect(diagnostics.allSatisfy { $0.rule == .themeCycle || $0.rule == .themeUnread })
        #expect(circles.first?.message == "tokens alias each other in a circle: \(ring.joined(separator: " → "))")
        // Said where the alias that closes it is written: the last token's, back to `r0`.
        #expect(circles.first?.line == length + 1)
        for index in 0..<length { #expect(Self.light("r\(index)", in: theme) == nil, "r\(index)") }
        #expect(Self.light("c\(length)", in: theme) == Self.light("c0", in: theme))
        #expect(Self.light("c0", in: theme) != nil)
    }
}
