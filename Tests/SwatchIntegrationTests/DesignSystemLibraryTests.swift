import Foundation
import Swatch
import Testing

@testable import SwatchTestSupport

/// A design-system library laid out as users lay it out: a library target
/// `DesignSystem` that holds the theme and the one Swift file SwiftPM needs
/// to see a target, built with SwatchPlugin, and an app target that imports
/// it. Written as a package with swift-tools-version 6.0 (Swift 6 language
/// mode), built with `swift build`, and run.
///
/// It builds in a scratch folder of its own at a fixed place,
/// `.build-example-library` at the root (kept out of git), so that after the
/// first run only what changed is compiled again.
@Suite(.tags(.integration))
struct DesignSystemLibraryTests {
    static let workspace = Toolchain.root.appendingPathComponent(".build-example-library")
    static let package = workspace.appendingPathComponent("DesignLibrary")

    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "DesignLibrary",
            dependencies: [
                .package(name: "swatch", path: "\(Toolchain.root.path)"),
            ],
            targets: [
                .target(
                    name: "DesignSystem",
                    dependencies: [.product(name: "Swatch", package: "swatch")],
                    plugins: [.plugin(name: "SwatchPlugin", package: "swatch")]
                ),
                .executableTarget(name: "App", dependencies: ["DesignSystem"]),
            ]
        )

        """

    /// The file the docs tell users to add, as they show it.
    static let designSystemFile = """
        // SwiftPM makes a target only of a folder that holds a Swift file: the
        // Swift that SwatchPlugin generates from Acme.theme.yaml comes later, at
        // build time. Without this file the target is dropped ("Source files for
        // target DesignSystem should be located under 'Sources/DesignSystem'")
        // and the app fails with "no such module 'DesignSystem'".
        //
        // Re-exporting Swatch lets code that imports DesignSystem use the types
        // of the generated API (Appearance, ThemeColor, …) without importing
        // Swatch as well.
        @_exported import Swatch

        """

    static let app = """
        import DesignSystem

        print(Acme.headline.resolved(in: .dark).hex)
        let body = Acme.Materials.sidebarGlass.body
        print("\\(body.color.name) on \\(Acme.Materials.sidebarGlass.material.name): \\(body.style) \\(body.resolved(in: .dark).hex)")

        """

    func write(_ text: String, to path: String) throws {
        let file = Self.package.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Unchanged files keep their dates, so a rerun rebuilds nothing.
        if (try? String(contentsOf: file, encoding: .utf8)) == text { return }
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func anAppImportsALibraryThatHoldsTheThemeAndOneSwiftFile() throws {
        let theme = try String(
            contentsOf: Toolchain.root.appendingPathComponent("Themes/Acme.theme.yaml"), encoding: .utf8)
        try #require(theme.contains("\naccess: public\n"), "the library's theme must be public for the app to see it")
        try write(Self.manifest, to: "Package.swift")
        try write(theme, to: "Sources/DesignSystem/Acme.theme.yaml")
        try write(Self.designSystemFile, to: "Sources/DesignSystem/DesignSystem.swift")
        try write(Self.app, to: "Sources/App/main.swift")
        // Design-system inputs beside the theme: the plugin compiles none of
        // them and says so at each, never leaving one out in silence.
        // SwiftPM runs a build-tool plugin, and prints its warnings, when the
        // target's files change: a token file of a new name each run makes it run.
        let target = Self.package.appendingPathComponent("Sources/DesignSystem")
        for old in (try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []
        where old.hasSuffix(".tokens.json") {
            try FileManager.default.removeItem(at: target.appendingPathComponent(old))
        }
        let tokenFile = "Brand-\(UUID().uuidString.prefix(8)).tokens.json"
        try write(##"{ "ink": { "$type": "color", "$value": "#000000" } }"##, to: "Sources/DesignSystem/" + tokenFile)
        try write(#"{ "meta": { "variables": {}, "variableCollections": {} } }"#, to: "Sources/DesignSystem/vars.json")
        try write(
            #"{ "colors": [{ "idiom": "universal", "color": { "reference": "labelColor" } }] }"#,
            to: "Sources/DesignSystem/Colors.xcassets/ink.colorset/Contents.json")

        let scratch = Self.workspace.appendingPathComponent("scratch")
        let build = try Toolchain.run(
            Toolchain.executable("swift"),
            ["build", "--package-path", Self.package.path, "--scratch-path", scratch.path])
        try #require(build.status == 0, "swift build failed:\n\(build.text)")
        // Each at its file, named in the message (`swift build` prints no file for a plugin's warning).
        let folder = Self.package.appendingPathComponent("Sources/DesignSystem").path
        #expect(
            build.text.contains(
                "SwatchPlugin compiles *.theme.yaml files only, so the design-tokens file \(folder)/\(tokenFile) "
                    + "is not compiled"), "\(build.text)")
        #expect(
            build.text.contains(
                "SwatchPlugin compiles *.theme.yaml files only, so the Figma variables file \(folder)/vars.json is not "
                    + "compiled"), "\(build.text)")
        #expect(
            build.text.contains("SwatchPlugin does not check the asset catalog \(folder)/Colors.xcassets"),
            "\(build.text)")
        let run = try Toolchain.run(scratch.appendingPathComponent("debug/App"), [])
        try #require(run.status == 0, "App failed:\n\(run.text)")

        // What the runtime gives for the theme's values, computed here.
        let headline = Color(rgb: 0xF2F2F7).hex
        let body = Vibrancy.secondaryLabel.color(on: Material.iOS.thick, in: .dark).hex
        #expect(run.text == "\(headline)\nbody on sidebarGlass: secondaryLabel \(body)\n")
    }
}
