import Foundation
import SwatchDiagnostics
import SwatchImages
import SwatchSupport
import Testing

@testable import SwatchFormats
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// A Material Theme Builder export is recognized and said once not to be read, where it was read as a token
/// file that "holds no tokens" (which sends its reader looking for a missing `$type`).
@Suite struct MaterialThemeInputTests {
    /// The shape Material Theme Builder exports (its roles cut to four), written for this test.
    static let export = #"""
        {
          "description": "TYPE: CUSTOM\nMaterial Theme Builder export",
          "seed": "#6750A4",
          "coreColors": { "primary": "#6750A4" },
          "extendedColors": [],
          "schemes": {
            "light": { "primary": "#65558F", "onPrimary": "#FFFFFF", "surface": "#FDF7FF", "onSurface": "#1D1B20" },
            "light-medium-contrast": { "primary": "#3D2E64" },
            "light-high-contrast": { "primary": "#332459" },
            "dark": { "primary": "#CFBDFE", "onPrimary": "#36275D", "surface": "#141218", "onSurface": "#E6E0E9" },
            "dark-medium-contrast": { "primary": "#D3C2FF" },
            "dark-high-contrast": { "primary": "#F5EDFF" }
          },
          "palettes": { "primary": { "0": "#000000", "100": "#FFFFFF" } }
        }
        """#

    static func kind(_ path: String, _ text: String) -> InputKind {
        InputFormats.kind(of: path) { Array(text.utf8) }
    }

    @Test func theExportIsToldFromTokenFiles() {
        #expect(Self.kind("material-theme.json", Self.export) == .materialTheme)
        // Before 2024 the seed was `source`, with no `coreColors`.
        #expect(Self.kind("theme.json", ##"{ "source": "#6750A4", "schemes": { "light": {} } }"##) == .materialTheme)
        // A token file may have a group named `schemes`; a JSON with `schemes` alone is no export.
        #expect(
            Self.kind("a.tokens.json", ##"{ "seed": { "$value": "#fff" }, "schemes": { "a": { "$value": "#000" } } }"##)
                == .tokens)
        #expect(Self.kind("a.json", #"{ "schemes": {} }"#) == .tokens)
        #expect(Self.kind("material-theme.yaml", Self.export) == .theme)
        #expect(InputFormats.isImportedDocument("/p/material-theme.json", bytes: Array(Self.export.utf8)))
    }

    @Test func itIsSaidOnceAtTheFileThatNothingInItIsChecked() throws {
        let source = ThemeSource(path: "material-theme.json", text: Self.export)
        let environment = InputEnvironment(
            tokenFiles: { _ in TokenFiles(root: "", workingDirectory: "/", load: { _ in .failure(.missing) }) },
            colorSets: { _ in [] }, file: { _ in nil })
        let input = try #require(InputFormats.read(source, as: .materialTheme, in: environment))
        let result = input.check(with: ThemeCompiler())
        #expect(result.theme == nil)
        let finding = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(finding.rule == .themeUnread && finding.severity == .warning)
        #expect(finding.range == SourceRange(file: "material-theme.json", start: .start))
        #expect(finding.message.contains("a Material Theme Builder export, a format Swatch does not read"))
        #expect(finding.message.contains("increasedContrast from 'light-high-contrast' and 'dark-high-contrast'"))
    }

    @Test func checkNamesItInItsSummary() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        let path = directory.appendingPathComponent("material-theme.json")
        try Data(Self.export.utf8).write(to: path)
        let output = try SwatchExecutable.run(["check", path.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("material-theme.json:1:1: warning: nothing in this file is checked"))
        #expect(output.stderr.hasSuffix("0 errors, 1 warning in 1 Material Theme Builder file (0 colors)\n"))
    }

    /// Two versions of an export leave nothing to compare: `diff` stops on the warning that says so, and does
    /// not call it an error.
    @Test func diffSaysNothingInItCanBeCompared() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        let old = directory.appendingPathComponent("old/material-theme.json")
        let new = directory.appendingPathComponent("material-theme.json")
        try FileManager.default.createDirectory(at: old.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Self.export.utf8).write(to: old)
        try Data(Self.export.utf8).write(to: new)
        let output = try SwatchExecutable.run(["diff", old.path, new.path])
        #expect(output.status == 3, "\(output.stderr)")
        #expect(output.stderr.contains("material-theme.json:1:1: warning: nothing in this file is checked"))
        #expect(
            output.stderr.hasSuffix(
                "swatch: error: cannot diff: nothing in '\(old.path)' can be compared: see the warning above\n"),
            "\(output.stderr)")
        #expect(!output.stderr.contains("errors in the file"))
    }
}
