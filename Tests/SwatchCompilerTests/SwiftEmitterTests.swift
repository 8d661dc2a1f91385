import FoundationEssentials
import SwatchDiagnostics
import SwatchSupport
import Testing

@testable import Swatch
@testable import SwatchEmit
@testable import SwatchPipeline
@testable import SwatchTestSupport

@Suite struct SwiftEmitterTests {
    static let theme = """
        swatch: 1
        colors:
          default:
            role: tint
            light: "#0A66C2"
            dark: "#4DA3FF"
          2-up:
            role: separator
            light: "#C6C6C8"
            dark: "#38383A"
          grün:
            role: fill
            light: "#00FF0080"
            dark: "#00FF0080"
        """

    func compile(_ yaml: String, path: String = "My-theme.theme.yaml") throws -> String {
        let result = ThemeCompiler().compile(ThemeSource(path: path, text: yaml))
        return try #require(result.swift, "\(result.diagnostics.map(\.message))")
    }

    /// One spelling per kind of value in a state's line, each giving back
    /// exactly the value stored, and a doc comment whose hex says "≈" where
    /// it is not exact.
    @Test func eachKindOfValueHasOneSpellingThatReadsBackExactly() throws {
        let cases: [(Color, String)] = [
            (Color(rgb: 0x1D1D1F), "#1D1D1F"),
            (Color(rgb: 0x3C3C43, alpha: 74 / 255), "#3C3C434A"),
            (Color(rgb: 0x0A66C2, alpha: 0.12), "#0A66C2 0.12"),
            (Color(red: 1.093, green: -0.2, blue: 0.5), "1.093 -0.2 0.5"),
            (Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5), "0.1 0.2 0.3 0.5"),
            (Color(red: 0.18769226612402515, green: 1e-05, blue: 1), "0.18769226612402515 1e-05 1"),
        ]
        for (color, text) in cases {
            #expect(SwiftLiterals.stateValue(color) == text)
            let table = ColorTable(stateText: "\(text)  // light\n\(text)  // dark")
            #expect(table[.light] == color, "\(text)")
        }
        #expect(Color(rgba: 0x3C3C434A) == Color(rgb: 0x3C3C43, alpha: 74 / 255))
        #expect(SwiftLiterals.isExactHex(Color(rgba: 0x3C3C434A)))
        #expect(!SwiftLiterals.isExactHex(Color(rgb: 0x0A66C2, alpha: 0.12)))
        let swift = try compile(
            """
            swatch: 1
            colors:
              veil: { role: fill, light: "#3C3C434A", dark: "#0A66C21F" }
              glow: { role: tint, light: "color(srgb 0.1 0.2 0.3)", dark: "#4DA3FF" }
            """)
        #expect(
            swift.contains(
                "\"veil\",\n        states: \"\"\"\n            #3C3C434A  // light\n            #0A66C21F  // dark\n"))
        #expect(swift.contains("`glow`, a tint color: ≈#1A334D in light, #4DA3FF in dark."))
        #expect(
            swift.contains(
                "            0.1 0.2 0.3  // light\n            #4DA3FF  // dark\n            \"\"\"\n    )\n"))
        for line in swift.split(separator: "\n") { #expect(line.count <= 120, "\(line)") }
    }

    /// Random values of every kind, through the emitter's text and the
    /// runtime's reading of it, come back as the very Doubles.
    @Test func everyValueReadsBackThroughTheRuntimesReading() async {
        await PropertySeeds.check(count: 2_000, draw: Self.drawColors) { colors in
            let text = colors.prefix(2).map(SwiftLiterals.stateValue).joined(separator: "\n")
            let table = ColorTable(stateText: text)
            #expect(table[.light] == colors[0] && table[.dark] == colors[1], "\(text)")
            let more = colors.suffix(2).map(SwiftLiterals.stateValue).joined(separator: "\n")
            let other = ColorTable(stateText: more)
            #expect(other[.light] == colors[2] && other[.dark] == colors[3], "\(more)")
        }
    }

    /// Four colors: 8-bit opaque, 8-bit with an 8-bit alpha, 8-bit with any alpha, and any components (outside
    /// 0...1 too, as extended sRGB writes them) with any alpha.
    static func drawColors(using generator: inout SeededGenerator) -> [Color] {
        var bytes: [Double] = []
        for _ in 0..<10 { bytes.append(Double(UInt8.random(in: 0...255, using: &generator)) / 255) }
        var any: [Double] = []
        for _ in 0..<3 { any.append(Double.random(in: -0.5...1.5, using: &generator)) }
        var alphas: [Double] = []
        for _ in 0..<2 { alphas.append(Double.random(in: 0...1, using: &generator)) }
        return [
            Color(red: bytes[0], green: bytes[1], blue: bytes[2]),
            Color(red: bytes[3], green: bytes[4], blue: bytes[5], alpha: bytes[6]),
            Color(red: bytes[7], green: bytes[8], blue: bytes[9], alpha: alphas[0]),
            Color(red: any[0], green: any[1], blue: any[2], alpha: alphas[1]),
        ]
    }

    /// A material's tint override is a `Swatch.Color` expression of its own (the type is not fixed there).
    @Test func aMaterialsTintIsAColorExpression() throws {
        let swift = try compile(
            """
            swatch: 1
            rules:
              MAT-thickness: off
            colors:
              ink: { role: label, light: "#000000", dark: "#FFFFFF" }
            materials:
              glass:
                material: thick
                model:
                  dark: { tint: "#1C1C1E", opacity: 60% }
                vibrancy:
                  ink: label
            """)
        #expect(swift.contains(".overriding(.dark, tint: Swatch.Color(rgb: 0x1C1C1E), tintOpacity: 0.6)"), "\(swift)")
    }

    @Test func escapesNamesAndTypesAccessorsByRole() throws {
        let swift = try compile(Self.theme)
        #expect(swift.contains("enum MyTheme {"))
        #expect(swift.contains("static let `default` = Swatch.ThemeColor<Swatch.Tint>("))
        #expect(swift.contains("static let _2Up = Swatch.ThemeColor<Swatch.Separator>("))
        #expect(swift.contains("static let gr_u00FCn = Swatch.ThemeColor<Swatch.Fill>("))
        #expect(swift.contains("\"gr\\u{FC}n\","))
        #expect(swift.contains("#00FF0080  // light"))
        // Internal by default: no access modifier.
        #expect(!swift.contains("public "))
    }

    @Test func quotesAndBackslashesInANameAreEscapedInItsLiteral() throws {
        let swift = try compile(
            """
            swatch: 1
            colors:
              'a "b" \\ c':
                role: fill
                light: "#000000"
                dark: "#FFFFFF"
              plain name:
                role: fill
                light: "#000000"
                dark: "#FFFFFF"
            """)
        #expect(swift.contains(#"("a \"b\" \\ c", 0x000000, 0xFFFFFF)"#))
        #expect(swift.contains(#"("plain name", 0x000000, 0xFFFFFF)"#))
    }

    @Test func descriptionBecomesTheAccessorsDocComment() throws {
        let swift = try compile(
            """
            swatch: 1
            colors:
              brand:
                role: tint
                description: The color of links and the logo.
                light: "#0A66C2"
                dark: "#4DA3FF"
            """)
        #expect(
            swift.contains(
                "    /// The color of links and the logo.\n    ///\n    /// `brand`, a tint color: #0A66C2 in light, #4DA3FF in dark.\n"
            ))
    }

    @Test func outputIsDeterministic() throws {
        #expect(try compile(Self.theme) == compile(Self.theme))
    }

    @Test func aColorThatVariesOnlyBySchemeIsOneLine() throws {
        let swift = try compile(Self.theme)
        // Two opaque 8-bit values: two hex integers, one call.
        #expect(swift.contains("\"default\", 0x0A66C2, 0x4DA3FF)\n"))
        // A translucent (or not 8-bit) value: one call too, with the string of the two states.
        let translucent = try compile(
            "swatch: 1\ncolors:\n  veil: { role: fill, light: \"#0000001A\", dark: \"#FFFFFF1A\", exempt: test }\n")
        #expect(
            translucent.contains(
                "\"veil\",\n        states: \"\"\"\n            #0000001A  // light\n            #FFFFFF1A  // dark\n"))
    }

    /// Names of every length around where a color's call of two hex values
    /// stops fitting on one line, for roles of either parity of length: the
    /// call breaks where the line would pass 120 columns, never a column later.
    @Test func theOneLineCallOfAColorBreaksAtTheWidth() throws {
        for role in ["fill", "label"] {
            for length in 16...32 {
                let name = "c" + String(repeating: "x", count: length - 1)
                let swift = try compile(
                    "swatch: 1\ncolors:\n  \(name): { role: \(role), light: \"#0A66C2\", dark: \"#4DA3FF\", exempt: test }\n"
                )
                for line in swift.split(separator: "\n") {
                    #expect(line.utf8.count <= 120, "\(role) \(length): \(line)")
                }
            }
        }
    }

    /// A description in words other than ASCII ("Arrière-plan élevé", 18
    /// characters, 21 bytes) is wrapped by the columns it takes, as an editor
    /// and swift-format count them: each comment line within 120, and no line
    /// broken while the next word still fits.
    @Test func aDescriptionIsWrappedByItsColumnsNotItsBytes() throws {
        let words = Array(repeating: "Arrière-plan élevé", count: 20).joined(separator: " ")
        let swift = try compile(
            "swatch: 1\ncolors:\n  card: { role: background, light: \"#FFFFFF\", dark: \"#1C1C1E\", description: \"\(words)\" }\n"
        )
        let comment = swift.split(separator: "\n").filter { $0.contains("/// Arrière") || $0.contains("/// élevé") }
        #expect(comment.count == 4)
        for (index, line) in comment.enumerated() {
            #expect(line.count <= 120, "\(line)")
            if index < comment.count - 1 {
                let next = comment[index + 1].split(separator: " ").dropFirst().first ?? ""
                #expect(line.count + 1 + next.count > 120, "\(line) could hold \(next)")
            }
        }
    }

    @Test func otherwiseTheTableListsTheEightOpaqueStatesInIndexOrder() throws {
        let swift = try compile(
            """
            swatch: 1
            colors:
              card:
                role: background
                light: "#FFFFFF"
                dark: { base: "#1C1C1E", elevated: "#2C2C2E" }
                increasedContrast: { dark: "#000000" }
            """)
        let lines = swift.split(separator: "\n").filter { $0.contains("  // ") && $0.contains("    #") }
        let states = lines.map { $0.components(separatedBy: "  // ").last! }
        #expect(states == Appearance.all.filter { $0.transparency == .standard }.map(\.description))
        #expect(lines[3].contains("#2C2C2E"))
        #expect(lines[5].contains("#000000"))
    }

    @Test func generatedTablesResolveLikeTheResolver() throws {
        // The eight-color form repeats each color for reduced transparency.
        let table = ColorTable(
            Color(rgb: 1), Color(rgb: 2), Color(rgb: 3), Color(rgb: 4), Color(rgb: 5), Color(rgb: 6), Color(rgb: 7),
            Color(rgb: 8))
        for state in Appearance.all {
            #expect(table[state] == Color(rgb: UInt32(state.index % 8 + 1)))
        }
        #expect(
            ColorTable(light: .white, dark: .black)[
                Appearance(colorScheme: .dark, level: .elevated, transparency: .reduced)] == .black)
    }
}
