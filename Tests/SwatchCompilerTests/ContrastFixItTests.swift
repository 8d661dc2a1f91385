import Swatch
import SwatchColorTools
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchPipeline
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
        // #585858 is the lightest gray that reaches 7:1 on white: the aim, so
        // that the fix leaves no warning behind (a value fixed to 4.5:1, as
        // #767676, would be short of it: a second wave).
        #expect(fixIt.replacement == "\"#585858\"")
        #expect(WCAGContrast.ratio(try Color(css: "#585858"), .white) >= 7)
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
        // The least opacity a hex literal writes that passes: one step less does not.
        #expect(fixIt.replacement == "\"#000000D0\"")
        let suggested = try Color(css: "#000000D0")
        #expect(WCAGContrast().worstContrast(of: suggested, on: Color(rgb: 0x808080)).contrast >= 4.5)
        let less = try Color(css: "#000000CF")
        #expect(WCAGContrast().worstContrast(of: less, on: Color(rgb: 0x808080)).contrast < 4.5)
    }
}
