import Foundation
import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel
import SwatchSupport
import SwatchSyntax
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

    static var environment: InputEnvironment {
        InputEnvironment(files: .inMemory([]))
    }

    /// The export `name` of the fixtures folder `material`, read and checked as `swatch check` does.
    static func checked(_ name: String) throws -> (source: ThemeSource, result: ThemeCompiler.Result) {
        let url = FixtureCorpus.root.appendingPathComponent("material/\(name).json")
        let source = ThemeSource(path: "material/\(name).json", text: try String(contentsOf: url, encoding: .utf8))
        let input = try #require(InputFormats.read(source, as: .materialTheme, in: environment))
        return (source, input.check(with: ThemeCompiler()))
    }

    static func imported(_ name: String) throws -> ImportedTheme {
        let url = FixtureCorpus.root.appendingPathComponent("material/\(name).json")
        let (root, _) = YAMLReader().read(Array(try Data(contentsOf: url)), file: name)
        var reader = MaterialThemeReader(file: name)
        return reader.read(try #require(root), namespace: "M")
    }
    /// Each scheme placed in the states its name says, each value at its place in the JSON.
    @Test func everySchemeIsPlacedAndEachValueLocated() throws {
        let theme = try Self.imported("failing-on-primary")
        let primary = try #require(theme.colors.first { $0.name.value == "primary" })
        let light = ColorStates.state(.light, .base, .standard)
        let dark = ColorStates.state(.dark, .base, .standard)
        let lightHigh = ColorStates.state(.light, .base, .increased)
        let darkHigh = ColorStates.state(.dark, .base, .increased)
        #expect(primary.values[light.index]?.value == Color(rgb: 0x65558F))
        #expect(primary.values[dark.index]?.value == Color(rgb: 0xCFBDFE))
        #expect(primary.values[lightHigh.index]?.value == Color(rgb: 0x332459))
        #expect(primary.values[darkHigh.index]?.value == Color(rgb: 0xF5EDFF))
        // Four schemes placed: medium contrast is no state of its own.
        #expect(primary.values.count == 4)
        // `"primary": "#65558F"` on line 10 of the light scheme; the dark one's on line 35.
        #expect(primary.values[light.index]?.range.start == SourceLocation(line: 10, column: 18))
        #expect(primary.values[dark.index]?.range.start == SourceLocation(line: 35, column: 18))
        #expect(primary.name.range.start == SourceLocation(line: 10, column: 7))
    }

    /// Material's pairs are stated, not guessed: each `onX` on `X`, the surfaces' text on every surface the
    /// export writes, outlines as separators, the decorative roles exempt.
    @Test func materialsRolesArePairsTheFormatStates() throws {
        let theme = try Self.imported("failing-on-primary")
        func color(_ name: String) throws -> ImportedColor {
            try #require(theme.colors.first { $0.name.value == name })
        }
        let onPrimary = try color("onPrimary")
        #expect(onPrimary.role?.value == .label && onPrimary.on.map(\.value) == ["primary"])
        #expect(!onPrimary.pairInferred)
        guard case .written(let place, _)? = onPrimary.roleOrigin else {
            Issue.record("the role of onPrimary is not stated")
            return
        }
        #expect(place == "Material 3's 'Color roles' page")
        // Only the surfaces the export writes: this one has `surface` alone.
        #expect(try color("onSurface").on.map(\.value) == ["surface"])
        #expect(try color("outline").role?.value == .separator && color("outline").on.map(\.value) == ["surface"])
        #expect(try color("scrim").exemption?.value.hasPrefix("decorative") == true)
        #expect(try color("surface").role?.value == .background)
        #expect(MaterialRoles.role(of: "onSecondaryFixedVariant")?.on == ["secondaryFixed", "secondaryFixedDim"])
        #expect(MaterialRoles.role(of: "inversePrimary")?.on == ["inverseSurface"])
        #expect(MaterialRoles.role(of: "onSurfaceVariant")?.on.contains("surfaceContainerHighest") == true)
    }

    /// A stated pair below its minimum is an error with its ratio, at the text's value, as a theme's is.
    @Test func aFailingOnPrimaryIsAnErrorWithItsRatio() throws {
        let (_, result) = try Self.checked("failing-on-primary")
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors)")
        let error = try #require(errors.first)
        #expect(error.rule == .dmContrast && error.subject == "onPrimary")
        // WCAG 2 by hand: #9A8FB8 on #65558F is (0.3041 + 0.05) / (0.1146 + 0.05) = 2.15.
        #expect(error.message.contains("'onPrimary' on 'primary': 2.15:1 < 4.5:1"))
        #expect(error.message.contains("light · standard contrast"))
        #expect((error.line, error.column) == (11, 20))
        #expect(error.notes.contains { $0.message.contains("Material 3's 'Color roles' page says so") })
        // The export is the tool's output: no edit of it is offered.
        #expect(error.fixIt == nil)
    }

    /// An extended color's four roles read with their own pairs, named as Theme Builder names them.
    @Test func extendedColorsAreReadWithTheirPairs() throws {
        let theme = try Self.imported("failing-on-primary")
        let on = try #require(theme.colors.first { $0.name.value == "onBrandBlueContainer" })
        #expect(on.role?.value == .label && on.on.map(\.value) == ["brandBlueContainer"])
        #expect(on.roleOrigin != nil)
        #expect(MaterialThemeReader.roleName("Brand blue") == "brandBlue")
        #expect(MaterialThemeReader.roleName("custom-color_2") == "customColor2")
        let (_, result) = try Self.checked("failing-on-primary")
        #expect(result.diagnostics.contains { $0.subject == "onBrandBlue" && $0.message.contains("6.64:1 < 7:1") })
    }

    /// The medium-contrast schemes are said once, at the first, as a note naming both.
    @Test func mediumContrastIsSaidOnce() throws {
        let (_, result) = try Self.checked("failing-on-primary")
        let said = result.diagnostics.filter { $0.message.contains("medium-contrast") }
        #expect(said.count == 1)
        let note = try #require(said.first)
        #expect(note.severity == .note && note.rule == .themeUnread)
        #expect((note.line, note.column) == (21, 5))
        #expect(note.message.contains("'light-medium-contrast' and 'dark-medium-contrast' are not checked"))
    }

    /// An export without its dark scheme: said once at `schemes`, naming the colors, not once per color.
    @Test func aMissingSchemeIsSaidAtItsPlace() throws {
        let (_, result) = try Self.checked("no-dark")
        let missing = result.diagnostics.filter { $0.rule == .dmVariants }
        #expect(missing.count == 1)
        let finding = try #require(missing.first)
        #expect((finding.line, finding.column) == (4, 14))
        #expect(finding.message.contains("the export has no scheme 'dark', so 'primary', 'onPrimary'"))
        #expect(
            result.diagnostics.contains {
                $0.severity == .note && $0.message.contains("no schemes 'light-high-contrast' and 'dark-high-contrast'")
            })
        #expect(result.theme != nil)
    }

    /// A value that is no color is said at it, and every other value is still checked.
    @Test func aBadValueCostsOnlyItself() throws {
        let text = Self.export.replacingOccurrences(of: ##""onSurface": "#1D1B20""##, with: #""onSurface": 12"#)
        let source = ThemeSource(path: "m.json", text: text)
        let input = try #require(InputFormats.read(source, as: .materialTheme, in: Self.environment))
        let result = input.check(with: ThemeCompiler())
        let bad = result.diagnostics.filter { $0.rule == .themeLiteral }
        #expect(bad.count == 1 && bad.first?.message.contains("'onSurface' in the scheme 'light'") == true)
        #expect(result.theme?.color(named: "primary") != nil)
    }

    /// A scheme Swatch does not place is said at its key; one that is not an object, at its value; the rest
    /// is checked.
    @Test func aSchemeSwatchCannotPlaceIsSaidAtItsKey() throws {
        let text = Self.export.replacingOccurrences(
            of: ##""dark-high-contrast": { "primary": "#F5EDFF" }"##,
            with: ##""dark-high-contrast": [], "tv": { "primary": "#000000" }"##)
        let source = ThemeSource(path: "m.json", text: text)
        let input = try #require(InputFormats.read(source, as: .materialTheme, in: Self.environment))
        let result = input.check(with: ThemeCompiler())
        let unknown = try #require(result.diagnostics.first { $0.message.contains("the scheme 'tv'") })
        #expect(unknown.rule == .themeUnread && (unknown.line, unknown.column) == (12, 31))
        let notObject = try #require(result.diagnostics.first { $0.rule == .themeType })
        #expect(notObject.message.contains("the scheme 'dark-high-contrast' is an object") && notObject.line == 12)
        #expect(result.theme?.color(named: "onSurface") != nil)
    }

    /// Schemes made by Material's own algorithm (scripts/material-fixture.py, light and dark at three contrast
    /// levels): the ratio of every stated pair, as Swatch reads and measures it, equals the one computed
    /// apart from the hex values.
    @Test func ratiosEqualThoseComputedByMaterialsAlgorithmsScript() throws {
        let (_, result) = try Self.checked("generated")
        let theme = try #require(result.theme, "\(result.diagnostics)")
        let url = FixtureCorpus.root.appendingPathComponent("material/generated.ratios.json")
        let expected = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: [String: Double]])
        var compared = 0
        for (scheme, contrast) in [
            ("light", ColorStates.state(.light, .base, .standard)),
            ("dark", ColorStates.state(.dark, .base, .standard)),
            ("light-high-contrast", ColorStates.state(.light, .base, .increased)),
            ("dark-high-contrast", ColorStates.state(.dark, .base, .increased)),
        ] {
            for (pair, ratio) in try #require(expected[scheme]) {
                let names = pair.components(separatedBy: " on ")
                let text = try #require(theme.color(named: names[0])).table[contrast]
                let background = try #require(theme.color(named: names[1])).table[contrast]
                #expect(abs(WCAGContrast.ratio(text, background) - ratio) < 0.001, "\(scheme): \(pair)")
                compared += 1
            }
        }
        #expect(compared == 4 * 38)
        // Material's algorithm meets 4.5:1 for every stated pair: no stated pair is an error.
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
    }

    @Test func checkNamesItInItsSummary() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        let path = directory.appendingPathComponent("material-theme.json")
        try Data(Self.export.utf8).write(to: path)
        let output = try SwatchExecutable.run(["check", path.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("material-theme.json:8:5: note: the schemes 'light-medium-contrast'"))
        #expect(
            output.stderr.hasSuffix("0 errors, 1 warning in 1 Material Theme Builder file (4 colors)\n"),
            "\(output.stderr)")
    }

    /// Two versions of an export are compared as two themes: a changed value and the pair it now fails.
    @Test func diffComparesTwoVersions() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        let old = directory.appendingPathComponent("old/material-theme.json")
        let new = directory.appendingPathComponent("material-theme.json")
        try FileManager.default.createDirectory(at: old.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Self.export.utf8).write(to: old)
        let changed = Self.export.replacingOccurrences(
            of: ##""onPrimary": "#FFFFFF""##, with: ##""onPrimary": "#9A8FB8""##)
        try Data(changed.utf8).write(to: new)
        let output = try SwatchExecutable.run(["diff", old.path, new.path])
        #expect(output.stdout.contains("'onPrimary' in every light state: #FFFFFF → #9A8FB8"), "\(output)")
        #expect(
            output.stdout.contains(
                "'onPrimary' on 'primary' now fails its minimum 4.5:1 in every light · standard contrast state: "
                    + "6.46:1 → 2.15:1"))
    }

    /// `swatch import material` writes the theme the check read: compiled, it finds what the export's check
    /// finds, with Material's roles and pairs written out and the high-contrast values as `increasedContrast`.
    @Test func importWritesTheThemeTheCheckRead() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        let url = FixtureCorpus.root.appendingPathComponent("material/failing-on-primary.json")
        let output = try SwatchExecutable.run(["import", "material", url.path, "--output", directory.path])
        #expect(output.status == 1, "\(output.stderr)")
        #expect(output.stdout.contains("wrote \(directory.path)/failing-on-primary.theme.yaml"))
        let themeURL = directory.appendingPathComponent("failing-on-primary.theme.yaml")
        let text = try String(contentsOf: themeURL, encoding: .utf8)
        #expect(text.contains("  onPrimary:\n    role: label\n    light: \"#9A8FB8\"\n    dark: \"#36275D\"\n"))
        #expect(text.contains("    increasedContrast:\n      light: \"#332459\"\n      dark: \"#F5EDFF\"\n"))
        #expect(text.contains("    on: [primary]"))
        #expect(text.contains("  scrim:\n    role: fill\n"))
        #expect(text.contains("    exempt: \"decorative: Material's scrim"))
        let compiled = ThemeCompiler().check(ThemeSource(path: "failing-on-primary.theme.yaml", text: text))
        let errors = compiled.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1 && errors.first?.message.contains("'onPrimary' on 'primary': 2.15:1") == true)
    }
}
