import Foundation
import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import Testing

@testable import SwatchCheck
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// Colors are judged, described and emitted as a display of the theme's
/// gamut shows them: literals outside it are gamut-mapped once, in Resolve,
/// and THEME-gamut says so at the literal.
@Suite struct GamutTests {
    func compile(_ yaml: String) -> ThemeCompiler.Result {
        ThemeCompiler().compile(ThemeSource(path: "G.theme.yaml", text: yaml))
    }

    static let outOfSRGB = """
        swatch: 1
        colors:
          paper: { role: background, light: "#FFFFFF", dark: { base: "#000000", elevated: "#1C1C1E" } }
          ink: { role: label, light: "color(display-p3 0 0.75 0)", dark: "#FFFFFF", on: [paper] }

        """

    @Test func aLiteralOutsideSRGBIsAWarningAtTheLiteralWithTheMappedValueAsFixIt() throws {
        let result = compile(Self.outOfSRGB)
        let finding = try #require(result.diagnostics.first { $0.rule == .themeGamut })
        #expect(finding.severity == .warning)
        #expect(finding.range.start.line == 4)
        #expect(finding.range.start.column == 30)
        #expect(finding.subject == "ink")
        let mapped = try Color(css: "color(display-p3 0 0.75 0)").mapped(to: .sRGB)
        #expect(finding.fixIt?.replacement == "\"\(mapped.hex)\"")
        #expect(finding.message.contains("gamut: display-p3"), "the color is inside P3: the message offers it")
        #expect(result.diagnostics.filter { $0.rule == .themeGamut }.count == 1)
    }

    @Test func contrastDocCommentAndTableUseTheMappedColor() throws {
        let written = try Color(css: "color(display-p3 0 0.75 0)")
        let shown = written.mapped(to: .sRGB)
        let asWritten = ContrastRules.ratio(WCAGContrast.ratio(written, .white))
        let asShown = ContrastRules.ratio(WCAGContrast.ratio(shown, .white))
        try #require(asWritten != asShown, "the example must tell the two apart")

        let result = ThemeCompiler().check(ThemeSource(path: "G.theme.yaml", text: Self.outOfSRGB))
        let contrast = try #require(result.diagnostics.first { $0.rule == .dmContrast })
        #expect(contrast.message.contains(asShown), "\(contrast.message)")
        #expect(!contrast.message.contains(asWritten))
        let ink = try #require(result.theme?.colors.first { $0.name == "ink" })
        #expect(ink.table[Appearance(colorScheme: .light)] == shown)
        #expect(ink.table[Appearance(colorScheme: .light)].isInSRGBGamut)

        // Contrast passing, so that Swift is emitted: the doc comment and the table hold the shown color.
        let passing = compile(Self.outOfSRGB.replacingOccurrences(of: ", on: [paper]", with: ""))
        let swift = try #require(passing.swift, "\(passing.diagnostics)")
        #expect(swift.contains("`ink`, a label color: ≈\(shown.hex) in light"))
        #expect(swift.contains("\n            0 \(shown.green) "), "\(swift)")
    }

    @Test func applyingTheFixItLeavesNothingToSay() throws {
        let first = compile(Self.outOfSRGB)
        let fixIt = try #require(first.diagnostics.first { $0.rule == .themeGamut }?.fixIt)
        let fixed = Self.outOfSRGB.replacingOccurrences(of: "\"color(display-p3 0 0.75 0)\"", with: fixIt.replacement)
        #expect(!compile(fixed).diagnostics.contains { $0.rule == .themeGamut })
    }

    @Test func aDisplayP3ThemeKeepsP3ColorsAndMapsOnlyBeyondP3() throws {
        let p3 = """
            swatch: 1
            gamut: display-p3
            colors:
              vivid: { role: tint, light: "color(display-p3 0 0.75 0)", dark: "oklch(90% 0.5 140)" }
              deep:
                role: tint
                light: { base: "#0A84FF", elevated: "oklch(60% 0.6 260)" }
                dark: "#64A8FF"
            materials:
              panel:
                material: regular
                model:
                  light: { tint: "oklch(95% 0.5 20)" }

            """
        let result = ThemeCompiler().check(ThemeSource(path: "P.theme.yaml", text: p3))
        let findings = result.diagnostics.filter { $0.rule == .themeGamut }
        #expect(findings.map(\.range.start.line) == [4, 7, 13], "\(findings.map(\.message))")
        #expect(findings.allSatisfy { $0.message.contains("outside the Display P3 gamut") })
        #expect(findings.allSatisfy { $0.fixIt?.replacement.hasPrefix("\"color(display-p3 ") == true })
        #expect(findings.map(\.message).contains { $0.hasPrefix("the light value of color 'deep' (elevated)") })
        let vivid = try #require(result.theme?.colors.first { $0.name == "vivid" })
        // Kept as written, give or take the rounding of converting to P3 and back.
        let kept = DisplayP3(vivid.table[Appearance(colorScheme: .light)])
        #expect(abs(kept.red) + abs(kept.green - 0.75) + abs(kept.blue) < 1e-12)
        #expect(vivid.table[Appearance(colorScheme: .dark)].isInDisplayP3Gamut)
        #expect(!vivid.table[Appearance(colorScheme: .dark)].isInSRGBGamut)
    }

    @Test func anUnknownGamutIsAValueErrorWithTheChoices() throws {
        let result = compile("swatch: 1\ngamut: p3\n")
        let error = try #require(result.diagnostics.first)
        #expect(error.rule == .themeValue)
        #expect(error.message.contains("srgb") && error.message.contains("display-p3"))
    }

    @Test func theRuleCanBeSilencedForOneColor() throws {
        let silenced = Self.outOfSRGB.replacingOccurrences(
            of: ", on: [paper] }", with: ", on: [paper], rules: { THEME-gamut: off } }")
        #expect(!compile(silenced).diagnostics.contains { $0.rule == .themeGamut })
    }
}
