import Swatch
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// Each written value that fails is its own finding, at that value, with the
/// fix-it for that value; applying every fix-it gives a theme that passes.
@Suite struct OneFindingPerValueTests {
    static func check(_ yaml: String) -> [Diagnostic] {
        ThemeCompiler().check(ThemeSource(path: "F.theme.yaml", text: yaml)).diagnostics
    }

    /// `yaml` with each fix-it's replacement put in place of its range (the
    /// ranges are on distinct lines, so they are applied last line first).
    static func applying(_ diagnostics: [Diagnostic], to yaml: String) -> String {
        var lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for diagnostic in diagnostics.sorted(by: { $0.range.start > $1.range.start }) {
            guard let fixIt = diagnostic.fixIt else { continue }
            let range = diagnostic.range
            let line = Array(lines[range.start.line - 1].utf8)
            let start = range.start.column - 1
            let end = range.end.column - 1
            lines[range.start.line - 1] =
                String(decoding: line[..<start], as: UTF8.self) + fixIt.replacement
                + String(decoding: line[end...], as: UTF8.self)
        }
        return lines.joined(separator: "\n")
    }

    static let twoFailingValues = """
        swatch: 1
        colors:
          card: { role: background, light: "#FFFFFF", dark: { base: "#1C1C1E", elevated: "#2C2C2E" } }
          text:
            role: label
            light: "#9A9A9A"
            dark: "#5A5A5A"
            on: [card]
        """

    @Test func aLightAndADarkValueThatFailAreTwoFindingsEachAtItsValue() throws {
        let findings = Self.check(Self.twoFailingValues).filter { $0.rule == .dmContrast && $0.severity == .error }
        try #require(findings.count == 2, "\(findings.map(\.message))")
        #expect(findings.map(\.line) == [6, 7])
        #expect(findings[0].message.contains("every light state"), "\(findings[0].message)")
        #expect(findings[1].message.contains("dark"), "\(findings[1].message)")
        #expect(findings.allSatisfy { $0.fixIt != nil })
    }

    @Test func bothFixItsApplied_theThemePasses() throws {
        let findings = Self.check(Self.twoFailingValues).filter { $0.rule == .dmContrast && $0.severity == .error }
        let fixed = Self.applying(findings, to: Self.twoFailingValues)
        #expect(fixed != Self.twoFailingValues)
        let after = Self.check(fixed).filter { $0.rule == .dmContrast && $0.severity == .error }
        #expect(after.isEmpty, "\(fixed)\n\(after.map(\.message))")
    }

    @Test func aReferenceThatFailsIsNamedWithoutAReplacementThatWouldBreakIt() throws {
        let findings =
            Self.check(
                """
                swatch: 1
                colors:
                  card: { role: background, light: "#FFFFFF", dark: { base: "#F2F2F7", elevated: "#F2F2F7" } }
                  text:
                    role: label
                    light: { ref: card }
                    dark: "rgb(255 0 0)"
                    on: [card]
                """
            )
            .filter { $0.rule == .dmContrast && $0.severity == .error }
        try #require(findings.count == 2, "\(findings.map(\.message))")
        // The light value is a reference: located at it, with a note, no replacement.
        #expect(findings[0].line == 6)
        #expect(findings[0].fixIt == nil)
        #expect(findings[0].notes.contains { $0.message.contains("this value is 'card'") })
        // The dark literal has its own finding and fix-it.
        #expect(findings[1].line == 7)
        #expect(findings[1].message.contains("3.58:1"), "\(findings[1].message)")
        #expect(findings[1].fixIt != nil)
    }
}

/// DM-unpaired: a foreground nothing pairs with a background is said, with
/// a fix-it that adds `on:`, in block and flow style alike.
@Suite struct UnpairedColorTests {
    @Test func aLabelWithoutOnIsReportedAndItsFixItPairsIt() throws {
        let yaml = """
            swatch: 1
            extends: system
            colors:
              note:
                role: label
                light: "#1D1D1F"
                dark: "#F2F2F7"
              hint: { role: fill, light: "#8E8E93", dark: "#8E8E93" }
            """
        let findings = OneFindingPerValueTests.check(yaml).filter { $0.rule == .dmUnpaired }
        try #require(findings.count == 2, "\(findings.map(\.message))")
        #expect(findings.allSatisfy { $0.severity == .warning })
        #expect(findings[0].fixIt?.replacement == "label\n    on: [systemBackground]")
        #expect(findings[1].fixIt?.replacement == "fill, on: [systemBackground]")
        let fixed = OneFindingPerValueTests.applying(findings, to: yaml)
        let after = OneFindingPerValueTests.check(fixed)
        #expect(!after.contains { $0.rule == .dmUnpaired }, "\(fixed)")
        #expect(!after.hasErrors, "\(fixed)\n\(after.map(\.message))")
    }

    @Test func pairedThroughASurfaceOrAMaterialOrExemptIsNotReported() {
        let findings =
            OneFindingPerValueTests.check(
                """
                swatch: 1
                colors:
                  card: { role: background, light: "#FFFFFF", dark: { base: "#1C1C1E", elevated: "#2C2C2E" } }
                  title: { role: label, light: "#000000", dark: "#FFFFFF" }
                  rule: { role: separator, light: "#8A8A8E", dark: "#7C7C80" }
                  mark: { role: fill, light: "#0000001A", dark: "#FFFFFF1A", exempt: decorative }
                  brand: { role: tint, light: "#0A66C2", dark: "#4DA3FF" }
                materials:
                  glass: { material: thick, vibrancy: { rule: separator } }
                surfaces:
                  main: { kind: window, background: card, content: [title] }
                """
            )
            .filter { $0.rule == .dmUnpaired }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }
}
