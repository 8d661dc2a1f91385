import Foundation
import Swatch
import SwatchDiagnostics
import SwatchEmit
import SwatchModel
import SwatchSupport
import Testing

@testable import SwatchPipeline
@testable import SwatchTestSupport

/// `Generated/` holds what the compiler makes of `Themes/`, committed because
/// the system palette ships inside `Swatch` (which the compiler itself links,
/// so no plugin can make it). These tests fail when the two drift apart.
@Suite struct GeneratedDriftTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func systemPaletteInGeneratedIsWhatTheCompilerMakesOfThemes() throws {
        let theme = Self.repository.appendingPathComponent("Themes/System.theme.yaml")
        let source = ThemeSource(path: "Themes/System.theme.yaml", bytes: Array(try Data(contentsOf: theme)))
        let result = ThemeCompiler(options: .init(emitter: .init(importsSwatch: false))).compile(source)
        let swift = try #require(result.swift, "\(result.diagnostics.map(\.message))")
        let committed = try String(
            contentsOf: Self.repository.appendingPathComponent("Generated/System.swift"), encoding: .utf8)
        #expect(
            swift == committed,
            "Generated/System.swift is out of date: run `swift run swatch compile Themes/System.theme.yaml --output Generated --inside-swatch-module`"
        )
    }

    @Test func systemPaletteHasEveryFamilyAndAppleValues() {
        let names = Set(System.allColors.map(\.name))
        for name in [
            "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "systemFill", "secondarySystemFill",
            "tertiarySystemFill", "quaternarySystemFill", "separator", "opaqueSeparator", "systemBackground",
            "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
            "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "placeholderText", "link",
            "systemBlue", "systemRed", "systemGray", "systemGray6",
        ] {
            #expect(names.contains(name), "missing \(name)")
        }
        // Apple's iOS 13 values, as Themes/System.theme.yaml gives them.
        #expect(System.systemBackground.resolved(in: Appearance(colorScheme: .dark, level: .elevated)).hex == "#1C1C1E")
        #expect(
            System.systemBackground.resolved(in: Appearance(colorScheme: .dark, level: .elevated, contrast: .increased))
                .hex == "#242426")
        #expect(System.systemRed.resolved(in: Appearance(colorScheme: .light, contrast: .increased)).hex == "#D70015")
        #expect(System.secondaryLabel.resolved(in: .light) == Color(red8: 60, green8: 60, blue8: 67, alpha: 0.6))
    }

    @Test func systemPalettePassesTheChecksWithItsExemptionsAndFailsWithout() throws {
        let url = Self.repository.appendingPathComponent("Themes/System.theme.yaml")
        let text = try String(contentsOf: url, encoding: .utf8)
        let clean = ThemeCompiler().check(ThemeSource(path: "System.theme.yaml", text: text))
        #expect(clean.diagnostics.isEmpty, "\(clean.diagnostics.map(\.message))")
        // The exemptions are there because Apple's values need them, not as
        // decoration: without them exactly those colors fail.
        let stripped = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("    exempt:") }.joined(separator: "\n")
        let strict = ThemeCompiler().check(ThemeSource(path: "System.theme.yaml", text: stripped))
        let failing = Set(
            strict.diagnostics.filter { $0.rule == .dmContrast && $0.severity == .error }.compactMap(\.subject))
        #expect(failing == ["secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "link"])
        #expect(!failing.contains("label"))
    }

    @Test func themesThatExtendTheSystemCanReferToItsColors() throws {
        let result = ThemeCompiler()
            .check(
                ThemeSource(
                    path: "T.theme.yaml",
                    text: """
                        swatch: 1
                        extends: system
                        colors:
                          ink:
                            role: label
                            light: { ref: label }
                            dark: { ref: secondaryLabel, alpha: 0.5 }
                        """))
        let ink = try #require(result.theme?.color(named: "ink"))
        #expect(ink.table[.light] == Color.black)
        #expect(ink.table[.dark].alpha == 0.3)
    }
}

/// The README's main command runs on the bundled themes: they must pass.
@Suite struct BundledThemesTests {
    @Test(arguments: ["Acme", "Studio", "System", "Dusk"])
    func bundledThemeCompilesWithNoDiagnostic(_ name: String) throws {
        let url = GeneratedDriftTests.repository.appendingPathComponent("Themes/\(name).theme.yaml")
        let source = ThemeSource(path: "Themes/\(name).theme.yaml", bytes: Array(try Data(contentsOf: url)))
        let result = ThemeCompiler().compile(source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map { "\($0.line):\($0.column) \($0.message)" })")
        #expect(result.swift != nil)
    }
}
