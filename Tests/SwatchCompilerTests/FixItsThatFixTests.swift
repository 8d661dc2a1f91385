import Foundation
import Swatch
import SwatchSupport
import Testing

@_spi(Stages) @testable import SwatchCheck
@_spi(Stages) @testable import SwatchDiagnostics
@_spi(Stages) @testable import SwatchPipeline

/// Fix-its that fix: a fix-it passes every pair it touches once applied, and
/// where none can, no fix-it is offered and a note says what stops it.
@Suite struct FixItsThatFixTests {
    static func check(_ yaml: String) -> [Diagnostic] {
        ThemeCompiler().check(ThemeSource(path: "F.theme.yaml", text: yaml)).diagnostics
    }

    // MARK: DM-unpaired: the background proposed is one the color passes on

    @Test func anUnpairedColorIsNotProposedABackgroundItFailsOn() throws {
        // `CTAPrimaryBackground` is the closest name, but white text on its
        // light value (#F0F0F0) is 1.12:1; the page background passes.
        let yaml = """
            swatch: 1
            colors:
              page: { role: background, light: "#FFFFFF", dark: "#000000" }
              CTAPrimaryBackground: { role: background, light: "#F0F0F0", dark: "#000055" }
              CTAPrimaryForeground: { role: label, light: "#000000", dark: "#FFFFFF" }
              CTAPrimaryGhost: { role: label, light: "#FFFFFF", dark: "#FFFFFF" }
            """
        let unpaired = Self.check(yaml).filter { $0.rule == .dmUnpaired }
        let passes = try #require(unpaired.first { $0.subject == "CTAPrimaryForeground" })
        #expect(passes.fixIt?.message == "draw it on 'CTAPrimaryBackground': add 'on: [CTAPrimaryBackground]'")
        #expect(passes.notes.isEmpty)
        let ghost = try #require(unpaired.first { $0.subject == "CTAPrimaryGhost" })
        // White on black in dark passes, on #F0F0F0 in light fails, and so on
        // the page (#FFFFFF): no background it passes on, so no fix-it.
        #expect(ghost.fixIt == nil)
        #expect(ghost.remedy?.action == .pair(color: "CTAPrimaryGhost", background: nil))
        let notes = ghost.notes.map(\.message)
        #expect(
            notes.contains {
                $0.hasPrefix("not drawn on 'CTAPrimaryBackground' by the fix-it: it reaches 1.13:1 < 4.5:1")
                    && $0.hasSuffix("in every light state")
            })
        #expect(notes.contains { $0.hasPrefix("not drawn on 'page' by the fix-it: it reaches 1.00:1 < 4.5:1") })
        #expect(
            notes.last?
                .hasPrefix("no fix-it: 'CTAPrimaryGhost' fails on each background its name or the theme suggests")
                == true)
    }

    @Test func theBestNamedBackgroundItPassesOnIsProposed() throws {
        let yaml = """
            swatch: 1
            colors:
              page: { role: background, light: "#FFFFFF", dark: "#000000" }
              cardBackground: { role: background, light: "#FFFFFF", dark: "#FFFFFF" }
              cardTitleBackground: { role: background, light: "#777777", dark: "#777777" }
              cardTitle: { role: label, light: "#000000", dark: "#000000" }
            """
        let unpaired = try #require(Self.check(yaml).first { $0.rule == .dmUnpaired && $0.subject == "cardTitle" })
        // `cardTitleBackground` (4.69:1, below the 7:1 aim... and above the
        // minimum) is named first; had it failed, `cardBackground` would be next.
        #expect(unpaired.fixIt?.message.hasPrefix("draw it on 'cardTitleBackground'") == true)
        #expect(unpaired.fixIt?.message.hasSuffix("a warning once paired") == true)
        #expect(unpaired.fixIt?.message.contains("< 7:1 (the aim for small text) in every state") == true)
    }

    @Test func aBackgroundPassedOverForItsContrastIsNamed() throws {
        let yaml = """
            swatch: 1
            colors:
              page: { role: background, light: "#FFFFFF", dark: "#000000" }
              cardBackground: { role: background, light: "#FFFFFF", dark: "#FFFFFF" }
              cardTitleBackground: { role: background, light: "#000000", dark: "#000000" }
              cardTitle: { role: label, light: "#000000", dark: "#000000" }
            """
        let unpaired = try #require(Self.check(yaml).first { $0.rule == .dmUnpaired && $0.subject == "cardTitle" })
        #expect(unpaired.fixIt?.message == "draw it on 'cardBackground': add 'on: [cardBackground]'")
        #expect(
            unpaired.notes.map(\.message).first?.hasPrefix("not drawn on 'cardTitleBackground' by the fix-it") == true)
        // Applied, the pair it makes passes: no contrast finding at all.
        let fixed = yaml.replacingOccurrences(
            of: "cardTitle: { role: label,", with: "cardTitle: { role: label, on: [cardBackground],")
        #expect(!Self.check(fixed).contains { $0.rule == .dmContrast || $0.rule == .dmUnpaired })
    }
}
