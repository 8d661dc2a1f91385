import Foundation
import Swatch
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchModel
@testable import SwatchPipeline

/// Modifiers of a resolver document that are not appearance axes are brands:
/// each context is checked as a theme of its own in all 16 states, the
/// default context as the base.
@Suite struct TokenBrandTests {
    static let folder = TokenReferenceTests.fixtures.appendingPathComponent("brands")

    static func fixture(pairs: ThemeSource? = nil) throws -> BrandedDocument {
        let path = folder.appendingPathComponent("App.resolver.json").path
        return ThemeImporter.tokenDocument(
            ThemeSource(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path)))), pairs: pairs,
            files: .fileSystem(root: folder.path))
    }

    @Test func aThemeModifierOfTwoContextsReportsTheFailuresOfEachBrand() throws {
        let document = try Self.fixture()
        #expect(document.brands.map(\.description) == ["theme: blue"])
        let result = document.check(with: ThemeCompiler())
        let errors = result.diagnostics.filter { $0.severity == .error }
        // The blue accent fails on white, at its value in themes.json; the
        // orange base has no error.
        #expect(
            errors.map { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column) \($0.rule)" } == [
                "themes.json:6:38 DM-contrast"
            ])
        let brandNote = try #require(errors.first?.notes.first { $0.message.hasPrefix("found in the brand") })
        #expect(brandNote.message == "found in the brand 'theme: blue'")
        #expect(brandNote.range?.start.line == 10)
        #expect(brandNote.range?.file.hasSuffix("App.resolver.json") == true)
        // The file is noted at the `$ref` that names the blue part of it.
        let readNote = try #require(errors.first?.notes.first { $0.message.hasSuffix("is read through this '$ref'") })
        #expect(readNote.range.map { "\($0.start.line):\($0.start.column)" } == "10:28")
        // The base's own findings are said once, without a brand's note.
        let unbranded = result.diagnostics.filter { !$0.notes.contains { $0.message.hasPrefix("found in the brand") } }
        #expect(unbranded.count == 2)
        // The brand is a whole theme: dark comes from the appearance modifier.
        let blue = try #require(document.brands.first?.ast)
        let resolved = ThemeCompiler().check(imported: blue, diagnostics: [])
        let accent = try #require(resolved.theme?.color(named: "accent"))
        #expect(accent.table[.light].hex.hasPrefix("#7FB2FF"))
        let canvas = try #require(resolved.theme?.color(named: "canvas"))
        #expect(canvas.table[.dark].hex.hasPrefix("#1C1C1E"))
    }

    /// A brand's finding folded into the base's is named in a note, which
    /// says the values are the same only where the message states the
    /// measure: DM-unpaired's states none, and the brand's color may differ.
    @Test func aFoldedBrandIsSaidToHaveTheSameValuesOnlyWhereTheMessageMeasuresThem() throws {
        let text = ##"""
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "color": {
                "canvas": { "$value": "#FFFFFF", "$type": "color",
                            "$extensions": { "dev.swatch": { "role": "background" } } },
                "gray": { "$value": "#888888", "$type": "color" },
                "ink": { "$value": "{color.gray}", "$type": "color",
                         "$extensions": { "dev.swatch": { "role": "label", "on": ["{color.canvas}"] } } },
                "edge": { "$value": "#CCCCCC", "$type": "color",
                          "$extensions": { "dev.swatch": { "role": "separator" } } } } }] } },
              "modifiers": { "theme": { "contexts": {
                "a": [], "b": [{ "color": { "ink": { "$value": "{color.gray}" }, "edge": { "$value": "#DDDDDD" } } }] },
                "default": "a" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }
            """##
        let diagnostics = Self.read(text).check(with: ThemeCompiler()).diagnostics
        func brandNote(_ rule: RuleID, _ subject: String) -> String? {
            diagnostics.first { $0.rule == rule && $0.subject == subject }?
                .notes.first { $0.message.hasPrefix("the same in the brand") }?
                .message
        }
        // 'ink' on 'canvas' is measured in the message: the brand, which writes the alias again in a place
        // of its own, has the same ratio, of the same values.
        #expect(brandNote(.dmContrast, "ink") == "the same in the brand 'theme: b', with the same values")
        // 'edge' is #DDDDDD in the brand: the finding is the same, its values are not.
        #expect(brandNote(.dmUnpaired, "edge") == "the same in the brand 'theme: b'")
    }

    @Test func aModifierIsAnAppearanceAxisWhenAContextNameSaysATrait() {
        #expect(ModifierKind.classify(contextNames: ["light", "dark"]) == .appearance)
        #expect(ModifierKind.classify(contextNames: ["normal", "highContrast"]) == .appearance)
        #expect(ModifierKind.classify(contextNames: ["base", "elevated"]) == .appearance)
        #expect(ModifierKind.classify(contextNames: ["orange", "blue"]) == .brand)
        #expect(ModifierKind.classify(contextNames: ["compact", "regular"]) == .brand)
    }

    static func resolver(kind: String? = nil, modifiers: Int = 1) -> String {
        let extensions = kind.map { ##", "$extensions": { "dev.swatch": { "kind": "\##($0)" } }"## } ?? ""
        let names = ["theme", "density"]
        let declared = (0..<modifiers)
            .map { index in
                """
                "\(names[index])": { "contexts": { "a\(index)": [], "b\(index)": [{ "color": { "accent": { "$value": "#7FB2FF" } } }] }, "default": "a\(index)"\(extensions) }
                """
            }
        let order = (0..<modifiers).map { ##"{ "$ref": "#/modifiers/\##(names[$0])" }"## }
        return """
            {
              "sets": { "base": { "sources": [{ "color": { "$type": "color",
                "canvas": { "$value": "#FFFFFF", "$extensions": { "dev.swatch": { "role": "background" } } },
                "accent": { "$value": "#C2410C", "$extensions": { "dev.swatch": { "role": "tint", "on": ["{color.canvas}"] } } } } }] } },
              "modifiers": { \(declared.joined(separator: ", ")) },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, \(order.joined(separator: ", "))]
            }
            """
    }

    static func read(_ text: String, pairs: String? = nil, limits: CompilerLimits = CompilerLimits())
        -> BrandedDocument
    {
        ThemeImporter.tokenDocument(
            ThemeSource(path: "App.resolver.json", text: text),
            pairs: pairs.map { ThemeSource(path: "p.yaml", text: $0) },
            files: .none, limits: limits)
    }

    @Test func extensionsOrAPairsFileSayWhatAModifierIs() {
        // As the words say: `a0`/`b0` are brands, and `b0` fails.
        let plain = Self.read(Self.resolver())
        #expect(plain.brands.count == 1)
        #expect(!plain.check(with: ThemeCompiler()).succeeded)
        // Held at its default: no brand, nothing fails.
        for document in [
            Self.read(Self.resolver(kind: "default")),
            Self.read(Self.resolver(), pairs: "modifiers: { theme: default }\n"),
        ] {
            #expect(document.diagnostics.isEmpty, "\(document.diagnostics.map(\.message))")
            #expect(document.brands.isEmpty)
            #expect(document.check(with: ThemeCompiler()).succeeded)
        }
        // The pairs file wins over the document.
        let both = Self.read(Self.resolver(kind: "default"), pairs: "modifiers: { theme: brand }\n")
        #expect(both.brands.count == 1)
        // Mistakes are located.
        let wrongKind = Self.read(Self.resolver(kind: "colour"))
        #expect(wrongKind.diagnostics.map(\.rule) == [.themeValue])
        let wrongName = Self.read(Self.resolver(), pairs: "modifiers: { thme: brand }\n")
        // A pairs file's mistake leaves the document whole: said, and the check goes on.
        #expect(wrongName.diagnostics.isEmpty)
        #expect(
            wrongName.besides.map { "\($0.file):\($0.line):\($0.column) \($0.rule)" } == [
                "p.yaml:1:20 THEME-reference"
            ])
        #expect(wrongName.besides.first?.message.contains("did you mean 'theme'") == true)
    }

    @Test func aDefaultWrittenBesideTheRefChoosesTheBase() throws {
        let text = Self.resolver()
            .replacingOccurrences(
                of: ##"{ "$ref": "#/modifiers/theme" }"##, with: ##"{ "$ref": "#/modifiers/theme", "default": "b0" }"##)
        let document = Self.read(text)
        #expect(document.brands.map(\.description) == ["theme: a0"])
        let base = ThemeCompiler().check(imported: document.base, diagnostics: [])
        #expect(try #require(base.theme?.color(named: "accent")).table[.light].hex.hasPrefix("#7FB2FF"))
    }

    @Test func severalBrandModifiersMakeEveryCombinationUpToTheLimit() {
        let document = Self.read(Self.resolver(modifiers: 2))
        #expect(
            document.brands.map(\.description) == [
                // Named by the modifiers whose context is not the base's (a0 of each).
                "density: b1", "theme: b0", "theme: b0, density: b1",
            ])
        var limits = CompilerLimits()
        limits.tokenBrands = 2
        let limited = Self.read(Self.resolver(modifiers: 2), limits: limits)
        #expect(limited.brands.count == 2)
        #expect(limited.diagnostics.map(\.rule) == [.themeValue])
        #expect(limited.diagnostics.first?.message.contains("more than 2 brands") == true)
        #expect(CompilerLimits().tokenBrands == 100)
    }
}
