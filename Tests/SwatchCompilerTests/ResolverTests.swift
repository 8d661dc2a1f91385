import Swatch
import SwatchDiagnostics
import SwatchSupport
import Testing

@testable import SwatchModel
@testable import SwatchPipeline
@testable import SwatchTestSupport

@Suite struct ResolverTests {
    func resolve(_ yaml: String) throws -> ResolvedTheme {
        let result = ThemeCompiler().check(ThemeSource(path: "T.theme.yaml", text: yaml))
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
        return try #require(result.theme)
    }

    @Test func fallbacksFollowTheDocumentedOrder() throws {
        let theme = try resolve(
            """
            swatch: 1
            colors:
              card:
                role: background
                light: "#FFFFFF"
                dark: { base: "#1C1C1E", elevated: "#2C2C2E" }
                increasedContrast:
                  dark: { base: "#000000" }
            """)
        let card = try #require(theme.color(named: "card")).table
        let hex = { (state: Appearance) in card[state] }
        #expect(hex(.light) == Color(rgb: 0xFFFFFF))
        #expect(hex(Appearance(colorScheme: .dark)) == Color(rgb: 0x1C1C1E))
        #expect(hex(Appearance(colorScheme: .dark, level: .elevated)) == Color(rgb: 0x2C2C2E))
        // Increased contrast without an elevated value: its own base, not the standard elevated.
        #expect(hex(Appearance(colorScheme: .dark, level: .elevated, contrast: .increased)) == Color(rgb: 0x000000))
        // Light has no increased-contrast value: the standard one.
        #expect(hex(Appearance(colorScheme: .light, contrast: .increased)) == Color(rgb: 0xFFFFFF))
        // Transparency does not change a color.
        #expect(hex(Appearance(colorScheme: .dark, transparency: .reduced)) == Color(rgb: 0x1C1C1E))
    }

    @Test func referencesTakeTheSameStateAndMultiplyAlpha() throws {
        let theme = try resolve(
            """
            swatch: 1
            colors:
              ink:
                role: label
                light: "#000000"
                dark: "#FFFFFF"
              faint:
                role: label
                light: { ref: ink, alpha: 50% }
                dark: { ref: ink, alpha: 0.5 }
              fainter:
                role: label
                light: { ref: faint, alpha: 0.5 }
                dark: { ref: faint }
            """)
        let faint = try #require(theme.color(named: "faint")).table
        #expect(faint[.light] == Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        #expect(faint[.dark] == Color(red: 1, green: 1, blue: 1, alpha: 0.5))
        let fainter = try #require(theme.color(named: "fainter")).table
        #expect(fainter[.light].alpha == 0.25)
        #expect(fainter[.dark].alpha == 0.5)
    }

    @Test func aLongChainOfReferencesResolvesWithoutRecursion() throws {
        var yaml = "swatch: 1\ncolors:\n  c0: { role: label, light: \"#102030\", dark: \"#405060\" }\n"
        for index in 1...5_000 {
            yaml += "  c\(index): { role: label, light: { ref: c\(index - 1) }, dark: { ref: c\(index - 1) } }\n"
        }
        // Past the limit of 1,000 (LimitTests), raised here: the resolver
        // itself follows any chain without recursion.
        var compiler = ThemeCompiler()
        compiler.limits.referenceDepth = 5_000
        let result = compiler.check(ThemeSource(path: "T.theme.yaml", text: yaml))
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.filter { $0.severity == .error }.map(\.message))")
        let theme = try #require(result.theme)
        #expect(theme.color(named: "c5000")?.table[.dark] == Color(rgb: 0x405060))
    }

    @Test func swiftNamesAreEscaped() {
        #expect(GeneratedNames.identifier("card-background") == "cardBackground")
        #expect(GeneratedNames.identifier("default") == "`default`")
        #expect(GeneratedNames.identifier("2xl") == "_2xl")
        #expect(GeneratedNames.identifier("größe") == "gr_u00F6_u00DFe")
        #expect(GeneratedNames.identifier("my theme", capitalized: true) == "MyTheme")
        #expect(GeneratedNames.identifier("") == "_unnamed")
    }
}
