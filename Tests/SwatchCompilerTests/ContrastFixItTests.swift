import Swatch
import SwatchColorTools
import SwatchSupport
import Testing

@_spi(Stages) @testable import SwatchDiagnostics
@_spi(Stages) @testable import SwatchPipeline
@testable import SwatchTestSupport

@Suite struct ContrastFixItTests {
    func findings(_ yaml: String) -> [Diagnostic] {
        ThemeCompiler().check(ThemeSource(path: "F.theme.yaml", text: yaml)).diagnostics
            .filter { $0.rule == .dmContrast }
    }

    @Test func suggestsTheNearestLightnessThatPassesAndItDoesPass() throws {
        let finding = try #require(
            findings(
                """
                swatch: 1
                colors:
                  paper: { role: background, light: "#FFFFFF", dark: { base: "#000000", elevated: "#1C1C1E" } }
                  ink: { role: label, light: "#888888", dark: "#FFFFFF", on: [paper] }
                """
            )
            .first)
        let fixIt = try #require(finding.fixIt)
        // #767676 is the lightest gray that reaches 4.5:1 on white.
        #expect(fixIt.replacement == "\"#767676\"")
        #expect(WCAGContrast.ratio(try Color(css: "#767676"), .white) >= 4.5)
    }

    @Test func aTranslucentColorNoLightnessCanSaveIsMadeMoreOpaque() throws {
        let finding = try #require(
            findings(
                """
                swatch: 1
                colors:
                  card: { role: background, light: "#808080", dark: { base: "#808080", elevated: "#808080" } }
                  faint: { role: label, light: "rgb(0 0 0 / 0.3)", dark: "rgb(0 0 0 / 0.3)", on: [card] }
                """
            )
            .first)
        let fixIt = try #require(finding.fixIt)
        #expect(fixIt.message.contains("at 82% opacity"))
        #expect(fixIt.replacement == "\"#000000D1\"")
        let suggested = try Color(css: "#000000D1")
        #expect(WCAGContrast().worstContrast(of: suggested, on: Color(rgb: 0x808080)).contrast >= 4.5)
    }
}
