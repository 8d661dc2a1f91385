import Foundation
import Swatch
import SwatchSupport
import SwatchSyntax
import Testing

@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchModel
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// An asset catalog's ramps read as a palette's, and its color sets edited
/// as Xcode writes them: in place, in the file's own style, with an
/// increased-contrast entry where only Increase Contrast fails
/// (`Tests/Fixtures/catalogs/Ramps.xcassets`).
@Suite struct CatalogEditTests {
    static let catalog = DesignSystemShapesTests.catalogs.appendingPathComponent("Ramps.xcassets").path

    // MARK: Ramps

    @Test func rampStepsAreReadAsATokenFileReadsThem() {
        for (name, ramp, step) in [
            ("Yellow 900", ["yellow"], "900"), ("blue-500", ["blue"], "500"), ("gray.100", ["gray"], "100"),
            ("Gray100", ["gray"], "100"), ("alphaBlue100", ["alpha", "blue"], "100"),
            ("color.blue.60", ["blue"], "60"), ("Astro UI Blue 800", ["astro", "ui", "blue"], "800"),
        ] {
            #expect(ImportedTheme.rampStep(name)?.ramp == ramp, "\(name)")
            #expect(ImportedTheme.rampStep(name)?.step == step, "\(name)")
        }
        // A number glued to a word that is no hue is no step.
        for name in ["ink", "background", "text2", "gradientActionStop1", "100"] {
            #expect(ImportedTheme.rampStep(name) == nil, "\(name)")
        }
        // A ramp takes three steps of one name: two, or a lone numbered name, are names.
        let names = ["Yellow 100", "Yellow 500", "Yellow 900", "blue-100", "blue-500", "Level 2"]
        #expect(ImportedTheme.rampSteps(names) == ["Yellow 100", "Yellow 500", "Yellow 900"])
    }

    @Test func aCatalogsRampsArePrimitivesAndALoneNumberedNameIsNot() throws {
        let read = try DesignSystemShapesTests.catalog("Ramps")
        let diagnostics = read.check(with: ThemeCompiler()).diagnostics
        let ramps = [
            "Yellow 100", "Yellow 500", "Yellow 900", "blue-100", "blue-500", "blue-900", "gray.100", "gray.500",
            "gray.900", "Neutral100", "Neutral500", "Neutral900",
        ]
        #expect(Set(read.ast?.colors.filter(\.isPrimitive).map(\.name.value) ?? []) == Set(ramps))
        for name in ramps {
            #expect(!diagnostics.contains { $0.severity != .note && $0.message.contains("'\(name)'") }, "\(name)")
        }
        let said = try #require(diagnostics.first { $0.message.contains("taken as primitives") })
        #expect(said.message.hasPrefix("12 colors were taken as primitives"))
        #expect(said.severity == .note)
        // Not a ramp: still judged as the color it is.
        #expect(diagnostics.contains { $0.rule == .dmUnpaired && $0.message.contains("'Highlight 1'") })
        #expect(diagnostics.contains { $0.rule == .dmVariants && $0.message.contains("'Highlight 1'") })
    }

    // MARK: Edits

    /// The color set `set` of the fixture (or the text `files` gives for
    /// it), and what its first fix-it makes of it.
    static func fixed(_ set: String, in files: [String: String] = [:]) throws -> (before: String, after: String) {
        let path = catalog + "/" + set + ".colorset/Contents.json"
        let sources = try (FileManager.default.subpaths(atPath: catalog) ?? []).sorted()
            .filter { AssetCatalogPaths.isColorSet($0) }.map { catalog + "/" + $0 }
            .map { file in try files[file].map { ThemeSource(path: file, text: $0) } ?? source(file) }
        let pairs = try source(DesignSystemShapesTests.catalogs.path + "/Ramps.pairs.yaml")
        let document = ThemeImporter.catalogDocument(path: catalog, colorSets: sources, pairs: pairs)
        let finding = try #require(
            document.check(with: ThemeCompiler()).diagnostics.first { $0.file == path && $0.fixIt != nil })
        let bytes = try #require(sources.first { $0.path == path }).bytes
        let outcome = FixItEdits.apply(FixItEdits.edits(of: [finding], in: [path: bytes]), to: [path: bytes])
        return (
            String(decoding: bytes, as: UTF8.self), String(decoding: try #require(outcome.files[path]), as: UTF8.self)
        )
    }

    static func source(_ path: String) throws -> ThemeSource {
        try DesignSystemShapesTests.source(URL(fileURLWithPath: path))
    }

    /// `text` with `entry` added after the last entry of its `colors`.
    static func adding(_ entry: String, to text: String) throws -> String {
        let end = try #require(text.range(of: "\n  ],\n  \"info\""))
        return text[..<end.lowerBound] + entry + text[end.lowerBound...]
    }

    @Test func aValueIsWrittenInPlaceAsTheFileWritesIt() throws {
        // Hex bytes, Xcode's "8-bit Hexadecimal": only the Any entry's three components change.
        let (before, after) = try Self.fixed("secondaryLabel")
        var expected = before
        for _ in 0..<3 { expected = expected.replacing("\"0xAA\"", with: "\"0x59\"", maxReplacements: 1) }
        #expect(after == expected)
    }

    /// A color set as Style Dictionary writes one: `"key": value`, its own
    /// key order, four decimals; one gray entry of `gray`.
    static func styleDictionarySet(gray: String) -> String {
        """
        {
          "colors": [
            {
              "idiom": "universal",
              "color": {
                "color-space": "srgb",
                "components": {
                  "red": "\(gray)",
                  "green": "\(gray)",
                  "blue": "\(gray)",
                  "alpha": "1.0000"
                }
              }
            }
          ]
        }

        """
    }

    @Test func decimalsAndAnotherToolsLayoutAreKept() throws {
        // A file as Style Dictionary writes one: `"key": value`, its own key
        // order, four decimals; the divider made too faint to pass in standard contrast.
        let path = Self.catalog + "/divider.colorset/Contents.json"
        let text = Self.styleDictionarySet(gray: "0.8000")
        let (before, after) = try Self.fixed("divider", in: [path: text])
        #expect(before == text)
        #expect(after == text.replacing("\"0.8000\"", with: "\"0.4627\""))
    }

    @Test func aColorSpaceThatMustChangeIsWrittenAsAWholeObjectInTheFilesLayout() throws {
        // A gray set given a gray too light for a label: the value is sRGB, so the object is written whole.
        let path = Self.catalog + "/secondaryLabel.colorset/Contents.json"
        let gray = """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "gray-gamma-22",
                    "components" : {
                      "alpha" : "1.000",
                      "white" : "0.800"
                    }
                  },
                  "idiom" : "universal"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """
        let (_, after) = try Self.fixed("secondaryLabel", in: [path: gray])
        let object = """
            {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "1.000",
                      "blue" : "0.459",
                      "green" : "0.459",
                      "red" : "0.459"
                    }
                  }
            """
        let start = try #require(gray.range(of: "{\n        \"color-space\"")).lowerBound
        let end = try #require(gray.range(of: ",\n      \"idiom\"")).lowerBound
        #expect(after == gray[..<start] + object + gray[end...])
    }

    @Test func aHighContrastEntryInAnotherToolsLayoutIsWrittenInIt() throws {
        let path = Self.catalog + "/divider.colorset/Contents.json"
        let text = Self.styleDictionarySet(gray: "0.5412")
        let (_, after) = try Self.fixed("divider", in: [path: text])
        let added = """
            ,
                {
                  "appearances": [
                    {
                      "appearance": "contrast",
                      "value": "high"
                    }
                  ],
                  "idiom": "universal",
                  "color": {
                    "color-space": "srgb",
                    "components": {
                      "alpha": "1.0000",
                      "blue": "0.4588",
                      "green": "0.4588",
                      "red": "0.4588"
                    }
                  }
                }
            """
        let end = try #require(text.range(of: "\n  ]\n}"))
        #expect(after == text[..<end.lowerBound] + added + text[end.lowerBound...])
    }

    /// The entry a high-contrast fix adds, as Xcode writes it: `appearances`
    /// (the lines of its items) and the gray `value` of its components.
    static func highContrastEntry(_ appearances: String, gray value: String) -> String {
        """
        ,
            {
              "appearances" : [
        \(appearances)
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "\(value)",
                  "green" : "\(value)",
                  "red" : "\(value)"
                }
              },
              "idiom" : "universal"
            }
        """
    }

    static let contrastHigh = """
                {
                  "appearance" : "contrast",
                  "value" : "high"
                }
        """

    @Test func onlyIncreaseContrastFailingAddsAHighContrastEntryAndKeepsTheStandardValue() throws {
        // Light: 3.45:1 passes a separator's 3:1 and misses its 4.5:1 aim with Increase Contrast.
        let (before, after) = try Self.fixed("divider")
        let expected = try Self.adding(Self.highContrastEntry(Self.contrastHigh, gray: "0.459"), to: before)
        #expect(after == expected)
    }

    @Test func onlyDarkIncreaseContrastFailingAddsADarkHighContrastEntry() throws {
        // Dark: large text at 6.07:1 passes 4.5:1 and misses 7:1 with Increase Contrast.
        let (before, after) = try Self.fixed("headline")
        let dark = """
                    {
                      "appearance" : "luminosity",
                      "value" : "dark"
                    },
            """
        let added = Self.highContrastEntry(dark + "\n" + Self.contrastHigh, gray: "0.584")
        let expected = try Self.adding(added, to: before)
        #expect(after == expected)
    }

    @Test func componentsAreWrittenAsXcodesInputsWriteThem() {
        #expect(ColorSetStyle.fixed(2.0 / 3, decimals: 3) == "0.667")
        #expect(ColorSetStyle.fixed(1, decimals: 3) == "1.000")
        #expect(ColorSetStyle.fixed(0.03, decimals: 4) == "0.0300")
        #expect(ColorSetStyle.fixed(0, decimals: 3) == "0.000")
        var style = ColorSetStyle.exported
        style.components = .hex
        #expect(style.text(170.0 / 255, space: "srgb") == "0xAA")
        #expect(style.alphaText(1) == "1.000")
        style.components = .eightBit
        #expect(style.text(170.0 / 255, space: "srgb") == "170")
        // What `swatch export` wrote before stays: hex for whole bytes, the exact value otherwise.
        #expect(ColorSetStyle.exported.text(170.0 / 255, space: "srgb") == "0xAA")
        #expect(ColorSetStyle.exported.alphaText(2.0 / 3) == "0.6666666666666666")
    }

    // MARK: swatch fix

    @Test func fixThenCheckLeavesNoContrastFindingAndNothingNew() throws {
        let directory = try FixCommandTests.copy("catalogs")
        func findings() throws -> Set<String> {
            let output = try SwatchExecutable.run(
                ["check", "--diagnostics-format", "json", "Ramps.xcassets"], in: directory)
            let json = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]] ?? []
            return Set(json.map { "\($0["rule"] ?? "") \($0["message"] ?? "")" })
        }
        let before = try findings()
        #expect(before.filter { $0.hasPrefix("DM-contrast") }.count == 3, "\(before)")
        let divider = directory.appendingPathComponent("Ramps.xcassets/divider.colorset/Contents.json")
        let standard = try String(contentsOf: divider, encoding: .utf8).prefix(600)
        let run = try SwatchExecutable.run(["fix", "Ramps.xcassets"], in: directory)
        #expect(run.stderr.contains("3 fix-its applied; 3 files changed"), "\(run.stderr)")
        let after = try findings()
        #expect(!after.contains { $0.hasPrefix("DM-contrast") }, "\(after)")
        #expect(after.isSubset(of: before), "\(after.subtracting(before))")
        // The standard entries are as they were: the high-contrast one is added after them.
        #expect(try String(contentsOf: divider, encoding: .utf8).hasPrefix(standard))
        let second = try SwatchExecutable.run(["fix", "Ramps.xcassets"], in: directory)
        #expect(second.stdout.isEmpty)
        #expect(second.stderr.contains("0 fix-its applied; 0 files changed"), "\(second.stderr)")
    }
}
