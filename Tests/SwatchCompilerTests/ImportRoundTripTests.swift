import Foundation
import Swatch
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchModel
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// Import for checking: a token file or asset catalog becomes the same model
/// a theme does. Round trips compare resolved tables, roles and pairs.
@Suite struct ImportRoundTripTests {
    /// What the round trips compare: each color's name, role, text size,
    /// pairs and its table (colors within `tolerance` per component: a
    /// Display P3 value goes through a matrix and back).
    struct Model: Equatable {
        struct Entry: Equatable {
            var name: String
            var role: ColorRoleName
            var text: TextSize?
            var on: [String]
            var table: [Color]
        }
        var entries: [Entry]

        init(_ theme: ResolvedTheme, states: [Appearance] = Appearance.all, pairs: Bool = true) {
            entries = theme.colors.map { color in
                Entry(
                    name: color.name, role: pairs ? color.role : .fill,
                    text: pairs ? color.source?.text?.value : nil,
                    on: pairs ? color.source?.on.map(\.value) ?? [] : [], table: states.map { color.table[$0] })
            }
        }

        func matches(_ other: Model, tolerance: Double) -> Bool {
            guard entries.count == other.entries.count else { return false }
            return zip(entries, other.entries)
                .allSatisfy { a, b in
                    a.name == b.name && a.role == b.role && a.text == b.text && a.on == b.on
                        && zip(a.table, b.table)
                            .allSatisfy { x, y in
                                abs(x.red - y.red) <= tolerance && abs(x.green - y.green) <= tolerance
                                    && abs(x.blue - y.blue) <= tolerance && x.alpha == y.alpha
                            }
                }
        }
    }

    static func importTokens(_ text: String, path: String = "Tokens.resolver.json", pairs: ThemeSource? = nil)
        -> ThemeCompiler.Result
    {
        let (ast, diagnostics) = ThemeImporter.tokens(ThemeSource(path: path, text: text), pairs: pairs)
        return ThemeCompiler().check(imported: ast, diagnostics: diagnostics)
    }

    static func importCatalog(_ export: ExportedFiles, path: String = "Acme.xcassets", pairs: ThemeSource? = nil)
        -> ThemeCompiler.Result
    {
        let sets = export.files.filter { $0.path.hasSuffix(".colorset/Contents.json") }
            .map { ThemeSource(path: path + "/" + $0.path, text: $0.contents) }
        let (ast, diagnostics) = ThemeImporter.assetCatalog(path: path, colorSets: sets, pairs: pairs)
        return ThemeCompiler().check(imported: ast, diagnostics: diagnostics)
    }

    @Test(arguments: ExportSupport.themes)
    func themeToDTCGToModelEqualsTheOriginal(url: URL) throws {
        let (theme, original) = try ExportSupport.resolve(url)
        let tokens = DTCGExporter.export(ExportModel(theme), sourceFileName: url.lastPathComponent)
        let imported = Self.importTokens(tokens, path: "\(theme.namespace).resolver.json")
        let back = try #require(imported.theme, "\(imported.diagnostics.map(\.message))")
        // sRGB values come back bit for bit; Display P3 ones within rounding.
        #expect(Model(back).matches(Model(theme), tolerance: 1e-12))
        let exact = Model(theme).entries.filter { $0.table.allSatisfy(\.isInSRGBGamut) }
        #expect(Model(back).entries.filter { e in exact.contains { $0.name == e.name } } == exact)
        #expect(back.materials.map(\.name) == theme.materials.map(\.name))
        #expect(back.surfaces.map(\.name) == theme.surfaces.map(\.name))
        // The same findings, now pointing into the token file.
        #expect(imported.diagnostics.map(\.message).sorted() == original.diagnostics.map(\.message).sorted())
        #expect(imported.diagnostics.allSatisfy { $0.file == "\(theme.namespace).resolver.json" })
    }

    @Test(arguments: ExportSupport.themes)
    func themeToAssetCatalogToModelEqualsTheOriginalInEveryStateTheCatalogHolds(url: URL) throws {
        let (theme, _) = try ExportSupport.resolve(url)
        let catalog = AssetCatalogExporter.export(ExportModel(theme))
        let imported = Self.importCatalog(catalog)
        let back = try #require(imported.theme, "\(imported.diagnostics.map(\.message))")
        let baseStates = Appearance.all.filter { $0.level == .base }
        #expect(
            Model(back, states: baseStates, pairs: false)
                .matches(Model(theme, states: baseStates, pairs: false), tolerance: 1e-12))
        // The elevated level is not in a catalog: elevated states are the base values.
        let card = try #require(back.color(named: theme.colors.first { $0.role == .background }!.name))
        #expect(card.table[Appearance(colorScheme: .dark, level: .elevated)] == card.table[.dark])
    }

    @Test func aPairsFileGivesACatalogItsRolesAndPairsAndErrorsAreLocatedInIt() throws {
        let (theme, _) = try ExportSupport.resolve(ExportSupport.themes[0])
        let catalog = AssetCatalogExporter.export(ExportModel(theme))
        let pairs = ThemeSource(
            path: "pairs.yaml",
            text: """
                colors:
                  headline: { role: label, text: small, on: [cardBackground, canvas] }
                  divider: { role: separator, on: [cardBackgroud] }
                  body: { role: lable }

                """)
        let result = Self.importCatalog(catalog, pairs: pairs)
        let located = result.diagnostics.map { "\($0.file):\($0.line):\($0.column) \($0.rule)" }
        #expect(located == ["pairs.yaml:4:17 THEME-value"])
        let fixed = ThemeSource(
            path: "pairs.yaml",
            text: """
                colors:
                  headline: { role: label, text: small, on: [cardBackground, canvas] }
                  divider: { role: separator, on: [cardBackgroud] }

                """)
        let second = Self.importCatalog(catalog, pairs: fixed)
        #expect(
            second.diagnostics.map { "\($0.file):\($0.line):\($0.column) \($0.rule)" } == [
                "pairs.yaml:3:36 THEME-reference"
            ])
        #expect(second.diagnostics.first?.message.contains("did you mean 'cardBackground'") == true)
    }

    @Test func aCatalogMadeElsewhereIsCheckedInEachAppearanceItDefines() throws {
        // A label that passes in light and dark but whose own high-contrast
        // dark entry is too dark.
        func set(_ entries: [(String?, Bool, String)]) -> String {
            let items = entries.map { scheme, high, hex in
                var appearances: [String] = []
                if let scheme { appearances.append(#"{ "appearance" : "luminosity", "value" : "\#(scheme)" }"#) }
                if high { appearances.append(#"{ "appearance" : "contrast", "value" : "high" }"#) }
                let bytes = stride(from: 1, to: 7, by: 2).map { i in "0x" + hex.dropFirst(i).prefix(2) }
                return """
                    { \(appearances.isEmpty ? "" : "\"appearances\" : [\(appearances.joined(separator: ", "))], ")"color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "red" : "\(bytes[0])", "green" : "\(bytes[1])", "blue" : "\(bytes[2])" } }, "idiom" : "universal" }
                    """
            }
            return "{ \"colors\" : [\n" + items.joined(separator: ",\n")
                + "\n], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }\n"
        }
        let sets = [
            ThemeSource(
                path: "App.xcassets/Paper.colorset/Contents.json",
                text: set([(nil, false, "#FFFFFF"), ("dark", false, "#1C1C1E")])),
            ThemeSource(
                path: "App.xcassets/Ink.colorset/Contents.json",
                text: set([
                    (nil, false, "#1D1D1F"), ("dark", false, "#F2F2F7"), (nil, true, "#000000"),
                    ("dark", true, "#3A3A3C"),
                ])),
        ]
        let pairs = ThemeSource(path: "pairs.yaml", text: "colors:\n  Ink: { role: label, on: [Paper] }\n")
        let (ast, found) = ThemeImporter.assetCatalog(path: "App.xcassets", colorSets: sets, pairs: pairs)
        let result = ThemeCompiler().check(imported: ast, diagnostics: found)
        let error = try #require(result.diagnostics.first { $0.rule == .dmContrast && $0.severity == .error })
        // A catalog has no elevated level: the elevated states show the base value.
        #expect(error.message.contains("every dark · increased contrast state"))
        // Located at the high-contrast dark entry's color, line 5 of its file.
        #expect(error.file == "App.xcassets/Ink.colorset/Contents.json")
        #expect(error.line == 5)
    }

    @Test func aTokenFileWithOneModifierPerTraitIsReadInEveryCombination() throws {
        let tokens = """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [ {
                "bg": { "$type": "color", "$value": "#FFFFFF" },
                "text": { "$type": "color", "$value": "#333333",
                  "$extensions": { "dev.swatch": { "role": "label", "on": ["{bg}"] } } }
              } ] } },
              "modifiers": {
                "theme": { "contexts": { "light": [], "dark": [ { "bg": { "$value": "#000000" }, "text": { "$value": "#DDDDDD" } } ] }, "default": "light" },
                "contrast": { "contexts": { "normal": [], "highContrast": [ { "text": { "$value": "{bg}" } } ] }, "default": "normal" }
              },
              "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/contrast" } ]
            }
            """
        let result = Self.importTokens(tokens)
        let theme = try #require(result.theme)
        let text = try #require(theme.color(named: "text"))
        #expect(text.table[.dark].hex == "#DDDDDD")
        // The alias is followed in the state's own tokens: dark bg with high contrast.
        #expect(text.table[Appearance(colorScheme: .dark, contrast: .increased)].hex == "#000000")
        #expect(text.table[Appearance(colorScheme: .light, contrast: .increased)].hex == "#FFFFFF")
        let failure = try #require(result.diagnostics.first { $0.rule == .dmContrast })
        #expect(failure.message.contains("every increased contrast state"))
        // Located at the alias in the high-contrast context: line 10.
        #expect(failure.line == 10)
    }

    @Test func badTokenFilesGetLocatedDiagnostics() {
        let tokens = """
            {
              "a": { "$type": "color", "$value": "{b}" },
              "b": { "$type": "color", "$value": "{a}" },
              "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, "x", 0] } },
              "d": { "$type": "color", "$value": "#GG0000" }
            }
            """
        let result = Self.importTokens(tokens, path: "bad.tokens.json")
        let located = result.diagnostics.map { "\($0.line):\($0.column) \($0.rule)" }
        #expect(located.contains("2:38 THEME-cycle"))
        #expect(located.contains("4:76 THEME-type"))
        #expect(located.contains("5:38 THEME-literal"))
        #expect(result.theme == nil)
    }
}
