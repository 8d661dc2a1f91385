import Foundation
import Testing

@testable import SwatchTestSupport

/// Builds Examples/AcmeApp with `swift build`, as a package that uses
/// SwatchPlugin is built: the plugin, the `swatch` tool it runs, and the
/// generated code all take part.
///
/// Both tests share one scratch folder, `.build-example` at the root (kept
/// out of git), so only the first build of a checkout compiles the
/// dependencies; SwiftPM locks a scratch folder, and the suite runs its
/// tests one at a time so that neither waits on the other's lock.
///
/// Tagged `integration`, as its nested suites are: they run the toolchain, and the fast suite leaves them out.
@Suite(.serialized, .tags(.integration))
struct ExampleAppTests {
    static let example = Toolchain.root.appendingPathComponent("Examples/AcmeApp")
    static let scratch = Toolchain.root.appendingPathComponent(".build-example")

    func build(_ package: URL, scratch: URL = Self.scratch) throws -> Toolchain.Output {
        try Toolchain.run(
            Toolchain.executable("swift"),
            ["build", "--package-path", package.path, "--scratch-path", scratch.path])
    }

    /// The app's table, one row per appearance: the cells of each line,
    /// which are separated by two spaces or more. The table ends at the
    /// first empty line.
    func table(_ text: String) -> [[String]] {
        let table = text.components(separatedBy: "\n\n").first ?? ""
        return table.split(separator: "\n")
            .map { line in
                line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            }
    }

    @Test func buildsWithThePluginAndPrintsEveryColorInEveryAppearanceAndTheLogosFiles() throws {
        let build = try build(Self.example)
        try #require(build.status == 0, "swift build failed:\n\(build.text)")
        let app = try Toolchain.run(Self.scratch.appendingPathComponent("debug/AcmeApp"), [])
        try #require(app.status == 0, "AcmeApp failed:\n\(app.text)")

        let rows = table(app.text)
        let names = ["windowBackground", "cardBackground", "headline", "caption", "brand", "divider"]
        #expect(rows.first == ["appearance"] + names)
        #expect(rows.count == 17, "a header and 16 appearances:\n\(app.text)")
        #expect(rows.dropFirst().allSatisfy { $0.count == names.count + 1 }, "\(app.text)")

        func cell(_ appearance: String, _ color: String) -> String? {
            guard let row = rows.first(where: { $0.first == appearance }),
                let column = names.firstIndex(of: color)
            else { return nil }
            return row[column + 1]
        }
        #expect(cell("light · base", "cardBackground") == "#FFFFFF")
        #expect(cell("dark · base", "cardBackground") == "#1C1C1E")
        #expect(cell("dark · elevated", "cardBackground") == "#2C2C2E")
        #expect(cell("dark · elevated", "windowBackground") == "#1C1C1E")
        #expect(cell("dark · elevated · reduced transparency", "headline") == "#F2F2F7")
        #expect(cell("light · base", "caption") == "#6E6E73")
        #expect(cell("light · base · increased contrast", "caption") == "#4A4A4F")
        #expect(cell("dark · elevated · increased contrast · reduced transparency", "caption") == "#D1D1D6")
        #expect(cell("dark · base", "brand") == "#4C9BFF")
        #expect(cell("light · elevated", "divider") == "#C6C6C8")

        // After the table, the logo's file for light and for dark, as the
        // generated `Acme.Images.logo` resolves it, found in the bundle; then
        // the material's bindings and the sheet from `Acme.Materials` and
        // `Acme.Surfaces`.
        let rest = app.text.components(separatedBy: "\n\n").dropFirst().joined(separator: "\n\n")
        #expect(
            rest == """
                logo: Acme logo, a blue disc
                  light @2x: Images/logo-light@2x.png (in the bundle)
                  dark @2x: Images/logo-dark@2x.png (in the bundle)

                sidebarGlass: iOS.thick
                  headline: label vibrancy, #FFFFFF in dark
                  caption: secondaryLabel vibrancy, #EBEBF599 in dark
                  divider: separator vibrancy, #54545899 in dark
                settingsSheet: sheet, detents medium, large, grabber shown
                  in a dark window: headline #F2F2F7 on background #2C2C2E

                """, "\(app.text)")
        // `.copy("Images")` keeps the folder: the paths are paths in the bundle.
        let bundle = Self.scratch.appendingPathComponent("debug/AcmeApp_AcmeApp.resources")
        for path in ["Images/logo-light@2x.png", "Images/logo-dark@2x.png", "Images/logo-dark@3x.png"] {
            #expect(FileManager.default.fileExists(atPath: bundle.appendingPathComponent(path).path), "\(path)")
        }
    }

    @Test func anArgumentSwitchesToABrandThroughOneTypedValue() throws {
        let build = try build(Self.example)
        try #require(build.status == 0, "swift build failed:\n\(build.text)")
        let names = ["windowBackground", "cardBackground", "headline", "caption", "brand", "divider"]
        // Each brand's overrides, and what it inherits from Acme unchanged.
        let expected: [String: [String: String]] = [
            "ocean": [
                "windowBackground": "#EAF3FB", "cardBackground": "#F7FBFF", "brand": "#006C9E", "headline": "#1D1D1F",
            ],
            "forest": [
                "windowBackground": "#F2F2F7", "cardBackground": "#F3F8F1", "brand": "#2E7D32", "divider": "#C6C6C8",
            ],
            "acme": [
                "windowBackground": "#F2F2F7", "cardBackground": "#FFFFFF", "brand": "#0A66D8", "caption": "#6E6E73",
            ],
        ]
        for (brand, cells) in expected.sorted(by: { $0.key < $1.key }) {
            let app = try Toolchain.run(Self.scratch.appendingPathComponent("debug/AcmeApp"), [brand])
            try #require(app.status == 0, "AcmeApp \(brand) failed:\n\(app.text)")
            let rows = table(app.text)
            #expect(rows.first == ["appearance"] + names)
            let light = try #require(rows.first { $0.first == "light · base" })
            for (color, hex) in cells {
                #expect(light[names.firstIndex(of: color)! + 1] == hex, "\(brand) \(color):\n\(app.text)")
            }
        }
        let dark = try Toolchain.run(Self.scratch.appendingPathComponent("debug/AcmeApp"), ["ocean"])
        let row = try #require(table(dark.text).first { $0.first == "dark · elevated" })
        #expect(row[2] == "#132A44", "Ocean's elevated card in dark:\n\(dark.text)")
        let unknown = try Toolchain.run(Self.scratch.appendingPathComponent("debug/AcmeApp"), ["desert"])
        #expect(unknown.status == 2)
        #expect(unknown.text.contains("no brand 'desert'; choose one of acme, forest, ocean"), "\(unknown.text)")
    }

    @Test func aNoOpRebuildRunsNoThemeCommand() throws {
        // SwiftPM reruns plugin commands once after it replans a build (the
        // first build after a clean one, or after a file is added); by the
        // third build of an unchanged package nothing may run.
        var last = try build(Self.example)
        for _ in 0..<2 { last = try build(Self.example) }
        try #require(last.status == 0, "swift build failed:\n\(last.text)")
        #expect(!last.text.contains("Compiling theme"), "an unchanged theme was compiled again:\n\(last.text)")
        #expect(last.text.contains("Build complete!"))
    }

    @Test func theCommandPluginWritesWhatTheBuildPluginGenerates() throws {
        let generated = Self.example.appendingPathComponent("Generated")
        defer { try? FileManager.default.removeItem(at: generated) }
        let run = try Toolchain.run(
            Toolchain.executable("swift"),
            [
                "package", "--package-path", Self.example.path, "--scratch-path", Self.scratch.path,
                "--allow-writing-to-package-directory", "generate-theme-code",
            ])
        try #require(run.status == 0, "generate-theme-code failed:\n\(run.text)")
        #expect(run.text.contains("Generated 3 theme(s) of 'AcmeApp' into Generated/AcmeApp/"))
        let written = try String(contentsOf: generated.appendingPathComponent("AcmeApp/Acme.swift"), encoding: .utf8)
        #expect(written.contains("enum Acme {"))
        // The same bytes the build plugin compiled into the app.
        let build = try build(Self.example)
        try #require(build.status == 0, "swift build failed:\n\(build.text)")
        let pluginOutput = Self.scratch.appendingPathComponent(
            "plugins/outputs/acmeapp/AcmeApp/destination/SwatchPlugin/GeneratedSources/Acme.swift")
        #expect(try String(contentsOf: pluginOutput, encoding: .utf8) == written)
    }

    @Test func aThemeErrorFailsTheBuildWithTheToolsDiagnostic() throws {
        // A copy of the example, its theme broken on known lines, built in a
        // scratch folder of its own at a fixed place. Sharing the example's
        // scratch folder between two package roots let SwiftPM now and then
        // take the copy for the example and report an up-to-date build; at a
        // fixed place with its own folder, the copy builds incrementally
        // from one run to the next like any package.
        let workspace = Toolchain.root.appendingPathComponent(".build-example-broken")
        let copy = workspace.appendingPathComponent("AcmeApp")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.example.appendingPathComponent("Sources"), to: copy.appendingPathComponent("Sources"))

        let manifest = try String(contentsOf: Self.example.appendingPathComponent("Package.swift"), encoding: .utf8)
        try #require(manifest.contains(#"path: "../..""#))
        try manifest.replacingOccurrences(of: #"path: "../..""#, with: "path: \"\(Toolchain.root.path)\"")
            .write(to: copy.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

        let theme = copy.appendingPathComponent("Sources/AcmeApp/Acme.theme.yaml")
        let original = try String(contentsOf: theme, encoding: .utf8)
        try #require(original.contains("  brand:\n    role: tint\n    light: \"#0A66D8\"\n"))
        let broken = original.replacingOccurrences(
            of: "  brand:\n    role: tint\n    light: \"#0A66D8\"\n",
            with: "  brand:\n    role: tint\n    colour: blue\n    light: \"#0A66DZ\"\n")
        try broken.write(to: theme, atomically: true, encoding: .utf8)

        // Where the two errors are, 1-based, found in the text rather than
        // written down, so that editing the example's theme keeps this true.
        let lines = broken.split(separator: "\n", omittingEmptySubsequences: false)
        func position(of text: String) throws -> String {
            let index = try #require(lines.firstIndex { $0.contains(text) })
            let column = lines[index]
                .distance(from: lines[index].startIndex, to: lines[index].range(of: text)!.lowerBound)
            return "Acme.theme.yaml:\(index + 1):\(column + 1): error:"
        }
        let unknownKey = try position(of: "colour")
        // The literal's error points at the character that is wrong.
        let badLiteral = try position(of: "Z\"")

        let build = try build(copy, scratch: workspace.appendingPathComponent("scratch"))
        #expect(build.status != 0, "the build succeeded with a broken theme:\n\(build.text)")
        let log = build.text.split(separator: "\n")
        let unknownKeyLine = log.first { $0.contains("/" + unknownKey) }
        let badLiteralLine = log.first { $0.contains("/" + badLiteral) }
        #expect(unknownKeyLine?.hasSuffix("[THEME-unknown-key]") == true, "\(build.text)")
        #expect(badLiteralLine?.hasSuffix("[THEME-literal]") == true, "\(build.text)")
        #expect(badLiteralLine?.contains("'Z' is not a hexadecimal digit") == true, "\(build.text)")
    }
}
