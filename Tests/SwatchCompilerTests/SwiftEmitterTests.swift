import FoundationEssentials
import Swatch
import SwatchDiagnostics
import SwatchSupport
import Testing

@_spi(Stages) @testable import SwatchEmit
@_spi(Stages) @testable import SwatchPipeline
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

    /// One spelling per kind of value, each giving back exactly the value
    /// stored, and a doc comment whose hex says "≈" where it is not exact.
    @Test func eachKindOfValueHasOneSpellingThatReadsBackExactly() throws {
        let cases: [(Color, String)] = [
            (Color(rgb: 0x1D1D1F), ".init(rgb: 0x1D1D1F)"),
            (Color(rgb: 0x3C3C43, alpha: 74 / 255), ".init(rgba: 0x3C3C434A)"),
            (Color(rgb: 0x0A66C2, alpha: 0.12), ".init(rgb: 0x0A66C2, alpha: 0.12)"),
            (Color(red: 1.093, green: -0.2, blue: 0.5), ".init(red: 1.093, green: -0.2, blue: 0.5)"),
            (Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5), ".init(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5)"),
        ]
        for (color, text) in cases {
            #expect(SwiftLiterals.color(color, typed: true) == text)
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
        #expect(swift.contains(#""veil", light: .init(rgba: 0x3C3C434A), dark: .init(rgba: 0x0A66C21F))"#))
        #expect(swift.contains("`glow`, a tint color: ≈#1A334D in light, #4DA3FF in dark."))
        #expect(swift.contains(#""glow", light: .init(red: 0.1, green: 0.2, blue: 0.3), dark: .init(rgb: 0x4DA3FF))"#))
        for line in swift.split(separator: "\n") { #expect(line.count <= 120, "\(line)") }
    }

    @Test func escapesNamesAndTypesAccessorsByRole() throws {
        let swift = try compile(Self.theme)
        #expect(swift.contains("enum MyTheme {"))
        #expect(swift.contains("static let `default` = Swatch.ThemeColor<Swatch.Tint>("))
        #expect(swift.contains("static let _2Up = Swatch.ThemeColor<Swatch.Separator>("))
        #expect(swift.contains("static let gr_u00FCn = Swatch.ThemeColor<Swatch.Fill>("))
        #expect(swift.contains("\"gr\\u{FC}n\","))
        #expect(swift.contains(".init(rgba: 0x00FF0080)"))
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
        // A translucent (or not 8-bit) value: the same one call, the values labelled, wrapped as
        // swift-format wraps a call that passes 120 columns.
        let translucent = try compile(
            "swatch: 1\ncolors:\n  veil: { role: fill, light: \"#0000001A\", dark: \"#FFFFFF1A\", exempt: test }\n")
        #expect(translucent.contains("\"veil\", light: .init(rgba: 0x0000001A), dark: .init(rgba: 0xFFFFFF1A))\n"))
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
        let lines = swift.split(separator: "\n").filter { $0.contains("  // ") && $0.contains(".init(rgb:") }
        let states = lines.map { $0.components(separatedBy: "  // ").last! }
        #expect(states == Appearance.all.filter { $0.transparency == .standard }.map(\.description))
        #expect(lines[3].contains("0x2C2C2E"))
        #expect(lines[5].contains("0x000000"))
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
