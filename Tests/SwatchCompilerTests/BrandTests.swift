import Foundation
import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import Testing

@testable import SwatchPipeline
@testable import SwatchTestSupport

/// Themes that extend themes: a brand merged with its base and checked whole,
/// its findings attributed, its links checked, whatever the order of files.
@Suite struct BrandTests {
    static let base = """
        swatch: 1
        extends: system
        access: public
        colors:
          canvas:
            role: background
            light: "#FFFFFF"
            dark: { base: "#1C1C1E", elevated: "#2C2C2E" }
          headline:
            role: label
            on: [canvas]
            light: "#1D1D1F"
            dark: "#F2F2F7"
          brand: { role: tint, light: "#0A66C2", dark: "#4DA3FF" }

        """

    static func source(_ name: String, _ text: String) -> ThemeSource {
        ThemeSource(path: "\(name).theme.yaml", text: text)
    }

    static func brand(_ name: String, extends base: String = "Base", colors: String) -> ThemeSource {
        source(name, "swatch: 1\nextends: \(base)\ncolors:\n\(colors)")
    }

    static let ocean = brand(
        "Ocean",
        colors: """
              canvas:
                role: background
                light: "#E6F0FA"
                dark: { base: "#0B1E33", elevated: "#132A44" }

            """)

    /// Overrides `canvas` (line 4) with a grey on which the inherited
    /// `headline` (Base.theme.yaml line 12) fails in light.
    static let murky = brand(
        "Murky",
        colors: """
              canvas:
                role: background
                light: "#555555"
                dark: { base: "#1C1C1E", elevated: "#2C2C2E" }

            """)

    @Test func anOverrideThatBreaksAnInheritedPairIsReportedAtTheOverrideWithANoteAtTheInheritedDeclaration() throws {
        let results = ThemeCompiler().check([Self.murky, Self.source("Base", Self.base)])
        #expect(results[1].diagnostics.isEmpty, "\(results[1].diagnostics.map(\.message))")
        let findings = results[0].diagnostics
        let finding = try #require(findings.first { $0.rule == .dmContrast }, "\(findings.map(\.message))")
        #expect(finding.severity == .error)
        #expect(finding.file == "Murky.theme.yaml")
        #expect(finding.line == 4)
        #expect(finding.message.hasPrefix("'headline' on 'canvas'"))
        let note = try #require(finding.notes.first)
        #expect(note.message == "'headline' on 'canvas', inherited from Base.theme.yaml:12")
        #expect(note.range?.file == "Base.theme.yaml")
        #expect(note.range?.start.line == 12)
        // The fix-it was for the base's value; a brand overrides instead.
        #expect(finding.fixIt == nil)
        #expect(finding.notes.contains { $0.message.hasPrefix("or override 'headline' in 'Murky'") })
        #expect(findings.allSatisfy { $0.file == "Murky.theme.yaml" })
    }

    @Test func theBrandIsCheckedWholeAndPassesWhereItsValuesPass() {
        let results = ThemeCompiler().check([Self.ocean, Self.source("Base", Self.base)])
        #expect(results.allSatisfy { $0.diagnostics.isEmpty }, "\(results.map { $0.diagnostics.map(\.message) })")
        let ocean = results[0].theme!
        #expect(ocean.colors.map(\.name) == ["canvas", "headline", "brand"])
        #expect(ocean.color(named: "canvas")?.table[.light] == Color(rgb: 0xE6F0FA))
        #expect(ocean.color(named: "brand")?.source?.name.range.file == "Base.theme.yaml")
        #expect(ocean.extendsSystem)
    }

    @Test func aFindingOnInheritedDeclarationsAloneIsReportedOnceWithTheBase() throws {
        // The base's `soft` has no dark value (DM-variants); a brand that
        // does not override it does not report it again.
        let base = Self.base + "  soft: { role: tint, light: \"#FF9500\" }\n"
        let results = ThemeCompiler().check([Self.source("Base", base), Self.ocean])
        #expect(results[0].diagnostics.map(\.rule) == [.dmVariants])
        #expect(results[1].diagnostics.isEmpty, "\(results[1].diagnostics.map(\.message))")
    }

    @Test func anOverrideOfAForegroundKeepsItsPairsAndIsJudgedAtItsOwnValue() throws {
        let faint = Self.brand("Faint", colors: "  headline: { role: label, light: \"#DDDDDD\", dark: \"#F2F2F7\" }\n")
        let results = ThemeCompiler().check([Self.source("Base", Self.base), faint])
        let finding = try #require(results[1].diagnostics.first { $0.rule == .dmContrast })
        #expect(finding.file == "Faint.theme.yaml")
        #expect(finding.line == 4)
        #expect(
            finding.notes.contains { $0.message == "drawn on 'canvas' here" && $0.range?.file == "Base.theme.yaml" })
    }

    @Test func theOrderOfTheFilesDoesNotMatter() {
        let files = [Self.source("Base", Self.base), Self.ocean, Self.murky]
        let forward = ThemeCompiler().compile(files)
        let backward = ThemeCompiler().compile(Array(files.reversed()))
        #expect(forward.map(\.diagnostics) == backward.reversed().map(\.diagnostics))
        #expect(forward.map(\.swift) == backward.reversed().map(\.swift))
        #expect(forward[0].swift != nil && forward[1].swift != nil && forward[2].swift == nil)
    }

    @Test func aMissingBaseIsAnErrorAtTheExtendsValue() throws {
        let results = ThemeCompiler()
            .check([Self.brand("Lost", extends: "Bse", colors: "  x: { role: tint, light: red, dark: red }\n")])
        let finding = try #require(results[0].diagnostics.first)
        #expect(finding.rule == .themeExtends)
        #expect((finding.line, finding.column) == (2, 10))
        #expect(finding.message.contains("no theme 'Bse' is compiled with this one"))
    }

    @Test func aPathNamesTheBaseRelativeToTheBrand() {
        let base = ThemeSource(path: "Themes/Shared/Base.theme.yaml", text: Self.base)
        let brand = ThemeSource(
            path: "Themes/Brands/Sea.theme.yaml",
            text:
                "swatch: 1\nextends: ../Shared/./Base.theme.yaml\ncolors:\n  brand: { role: tint, light: \"#006A6A\", dark: \"#4FD8D8\" }\n"
        )
        let results = ThemeCompiler().check([brand], with: [base])
        #expect(results.count == 1)
        #expect(results[0].diagnostics.isEmpty, "\(results[0].diagnostics.map(\.message))")
        #expect(results[0].theme?.color(named: "headline") != nil)
    }

    @Test func themesThatExtendEachOtherInACircleAreErrorsAtEachExtends() {
        let first = Self.brand("First", extends: "Second", colors: "  a: { role: tint, light: red, dark: red }\n")
        let second = Self.brand("Second", extends: "First", colors: "  b: { role: tint, light: red, dark: red }\n")
        let own = Self.brand("Own", extends: "./Own.theme.yaml", colors: "  c: { role: tint, light: red, dark: red }\n")
        let results = ThemeCompiler().check([first, second, own])
        for result in results {
            #expect(result.diagnostics.count == 1)
            #expect(result.diagnostics.first?.rule == .themeExtends)
            #expect(result.diagnostics.first?.message.contains("extend each other in a circle") == true)
            #expect(result.diagnostics.first?.line == 2)
        }
        #expect(results[0].diagnostics.first?.notes.first?.range?.file == "Second.theme.yaml")
    }

    @Test func anOverrideThatChangesTheRoleIsAnError() throws {
        let shifted = Self.brand(
            "Shifted", colors: "  headline: { role: tint, light: \"#1D1D1F\", dark: \"#F2F2F7\" }\n")
        let results = ThemeCompiler().check([Self.source("Base", Self.base), shifted])
        let finding = try #require(results[1].diagnostics.first { $0.rule == .themeExtends })
        #expect((finding.line, finding.column) == (4, 21))
        #expect(finding.fixIt?.replacement == "label")
        #expect(finding.notes.first?.range?.file == "Base.theme.yaml")
    }

    @Test func aBrandOfABaseWithErrorsWaitsForThem() throws {
        let broken = Self.base.replacingOccurrences(of: "role: label", with: "role: lable")
        let results = ThemeCompiler().check([Self.source("Base", broken), Self.ocean])
        #expect(results[0].diagnostics.hasErrors)
        let finding = try #require(results[1].diagnostics.first)
        #expect(finding.rule == .themeExtends)
        #expect(finding.message.contains("once its base 'Base' has no errors"))
        // A base only read along, as a build's command for a brand reads it,
        // has its errors said with the brand's: the build may show no other.
        let alone = ThemeCompiler().check([Self.ocean], with: [Self.source("Base", broken)])
        #expect(alone[0].diagnostics.contains { $0.file == "Base.theme.yaml" && $0.rule == .themeValue })
        #expect(!results[1].diagnostics.contains { $0.file == "Base.theme.yaml" })
    }

    @Test func theBaseDeclaresTheThemeTypeAndEachBrandAValueOfIt() throws {
        let deep = Self.brand(
            "Deep", extends: "Ocean", colors: "  extra: { role: tint, light: \"#003355\", dark: \"#66AADD\" }\n")
        let results = ThemeCompiler().compile([Self.source("Base", Self.base), Self.ocean, deep])
        let base = try #require(results[0].swift)
        #expect(base.contains("public final class Theme: Sendable, Equatable {"))
        #expect(base.contains("public let headline: Swatch.ThemeColor<Swatch.Label>"))
        #expect(base.contains("[(\"Base\", .base), (\"Deep\", .deep), (\"Ocean\", .ocean)]"))
        let ocean = try #require(results[1].swift)
        #expect(ocean.contains("extension Base.Theme {"))
        #expect(ocean.contains("public static let ocean = Base.Theme("))
        // Ocean has a brand of its own, so it has a type too.
        #expect(ocean.contains("public final class Theme: Sendable, Equatable {"))
        let deepSwift = try #require(results[2].swift)
        #expect(deepSwift.contains("public static let deep = Base.Theme("))
        #expect(deepSwift.contains("public static let deep = Ocean.Theme("))
        #expect(deepSwift.contains("public static let extra = Swatch.ThemeColor<Swatch.Tint>("))
    }
}

/// The generated Swift of a base and its brands, typechecked and run with
/// `swiftc`: one variable holds the current brand and switches it.
@Suite(.tags(.integration)) struct GeneratedBrandAPITests {
    @Test func appCodeSwitchesBrandsThroughOneTypedValue() throws {
        let results = ThemeCompiler().compile([BrandTests.ocean, BrandTests.source("Base", BrandTests.base)])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-brands-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (name, result) in zip(["Ocean", "Base"], results) {
            let swift = try #require(result.swift, "\(result.diagnostics.map(\.message))")
            let file = folder.appendingPathComponent("\(name).swift")
            try swift.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let main = folder.appendingPathComponent("main.swift")
        try """
        import Swatch
        func draw(_ color: ThemeColor<Label>) -> Color { color.resolved(in: .light) }
        var theme: Base.Theme = .base
        print(draw(theme.headline).hex, theme.canvas.resolved(in: .light).hex)
        theme = .ocean
        print(draw(theme.headline).hex, theme.canvas.resolved(in: .light).hex, theme == .ocean)
        print(Base.Theme.all.map(\\.name).joined(separator: ","), Ocean.canvas.resolved(in: .dark).hex)
        """
        .write(to: main, atomically: true, encoding: .utf8)
        let binary = folder.appendingPathComponent("app")
        let modules = try Toolchain.swatchModules()
        // The test run's own build of Swatch, linked from its object files.
        let objectFolder = modules.deletingLastPathComponent().appendingPathComponent("Swatch.build")
        // The objects of the module's sources as they are now (the folder keeps those of removed files).
        let map = try JSONSerialization.jsonObject(
            with: Data(contentsOf: objectFolder.appendingPathComponent("output-file-map.json")))
        let objects = ((map as? [String: [String: String]]) ?? [:])
            .compactMap { source, outputs in
                source.hasSuffix(".swift") ? outputs["object"] : nil
            }
            .sorted()
        try #require(!objects.isEmpty, "no Swatch objects in \(objectFolder.path)")
        let built = try Toolchain.run(
            Toolchain.executable("swiftc"),
            ["-swift-version", "6", "-I", modules.path] + files + [main.path] + objects + ["-o", binary.path])
        try #require(built.status == 0, "\(built.text)")
        let ran = try Toolchain.run(binary, [])
        #expect(ran.text == "#1D1D1F #FFFFFF\n#1D1D1F #E6F0FA true\nBase,Ocean #0B1E33\n", "\(ran.text)")
    }

    @Test func aBrandValueIsRefusedWhereAnotherBaseIsExpected() throws {
        let other = ThemeSource(path: "Other.theme.yaml", text: BrandTests.base)
        let sea = ThemeSource(path: "Sea.theme.yaml", text: "swatch: 1\nextends: Other\ncolors: {}\n")
        let results = ThemeCompiler()
            .compile([BrandTests.source("Base", BrandTests.base), BrandTests.ocean, other, sea])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-brands-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (name, result) in zip(["Base", "Ocean", "Other", "Sea"], results) {
            let file = folder.appendingPathComponent("\(name).swift")
            try #require(result.swift, "\(name): \(result.diagnostics.map(\.message))")
                .write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let main = folder.appendingPathComponent("main.swift")
        try "import Swatch\nlet theme: Base.Theme = .sea\n".write(to: main, atomically: true, encoding: .utf8)
        let checked = try Toolchain.run(
            Toolchain.executable("swiftc"),
            ["-typecheck", "-swift-version", "6", "-I", Toolchain.swatchModules().path] + files + [main.path])
        #expect(checked.status != 0)
        #expect(checked.text.contains("sea"), "\(checked.text)")
    }
}
