import Swatch
import Testing

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

    @Test func escapesNamesAndTypesAccessorsByRole() throws {
        let swift = try compile(Self.theme)
        #expect(swift.contains("enum MyTheme {"))
        #expect(swift.contains("static let `default` = Swatch.ThemeColor<Swatch.Tint>("))
        #expect(swift.contains("static let _2Up = Swatch.ThemeColor<Swatch.Separator>("))
        #expect(swift.contains("static let gr_u00FCn = Swatch.ThemeColor<Swatch.Fill>("))
        #expect(swift.contains("\"gr\\u{FC}n\","))
        #expect(swift.contains(".init(rgb: 0x00FF00, alpha: 0.5019607843137255)"))
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
        // A translucent (or not 8-bit) value keeps the nested form, still one line.
        let translucent = try compile(
            "swatch: 1\ncolors:\n  veil: { role: fill, light: \"#0000001A\", dark: \"#FFFFFF1A\", exempt: test }\n")
        #expect(
            translucent.contains(
                "\"veil\", .init(light: .init(rgb: 0x000000, alpha: 0.10196078431372549), dark: .init(rgb: 0xFFFFFF, alpha: 0.10196078431372549)))\n"
            ), "\(translucent)")
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
