import Foundation
import Testing

@testable import SwatchTestSupport

/// Builds a package whose target has a base theme and three brands (one a
/// brand of a brand) with SwatchPlugin, as an app would: the app switches
/// brand at run time through `Base.Theme`; an edit of the base regenerates
/// the brands; a no-op build runs nothing; a brand whose override breaks an
/// inherited pair fails the build at the override.
///
/// The package is written at a fixed place with its own scratch folder,
/// `.build-example-brands` (kept out of git), so it builds incrementally
/// from one run to the next; the tests run one at a time, as they share it.
@Suite(.serialized, .tags(.integration))
struct BrandPackageTests {
    static let workspace = Toolchain.root.appendingPathComponent(".build-example-brands")
    static let package = workspace.appendingPathComponent("Brands")
    static let sources = package.appendingPathComponent("Sources/Brands")
    static let scratch = workspace.appendingPathComponent("scratch")

    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Brands",
            dependencies: [.package(name: "swatch", path: "\(Toolchain.root.path)")],
            targets: [
                .executableTarget(
                    name: "Brands",
                    dependencies: [.product(name: "Swatch", package: "swatch")],
                    plugins: [.plugin(name: "SwatchPlugin", package: "swatch")]
                ),
            ]
        )

        """

    /// `headline` is on line 12, its light value in column 12.
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
          accent: { role: tint, light: "#0A66C2", dark: "#4DA3FF" }

        """

    static let brands = [
        "Ocean": """
        swatch: 1
        extends: Base
        colors:
          canvas: { role: background, light: "#E6F0FA", dark: { base: "#0B1E33", elevated: "#132A44" } }

        """,
        "Forest": """
        swatch: 1
        extends: ./Base.theme.yaml
        colors:
          canvas: { role: background, light: "#F1F8F1", dark: { base: "#0F1A12", elevated: "#1A2A1E" } }
          accent: { role: tint, light: "#2E7D32", dark: "#81C784" }

        """,
        // A brand of a brand: Base ← Ocean ← Reef.
        "Reef": """
        swatch: 1
        extends: Ocean
        colors:
          accent: { role: tint, light: "#B23A48", dark: "#FF8A95" }

        """,
    ]

    static let main = """
        import Swatch

        // Every brand of Base, each through the one variable an app keeps.
        var theme: Base.Theme = .base
        for (name, brand) in Base.Theme.all {
            theme = brand
            let colors = [theme.canvas.resolved(in: .light), theme.headline.resolved(in: .light), theme.accent.resolved(in: .light)]
            print(name, colors.map(\\.hex).joined(separator: " "))
        }
        let reef: Ocean.Theme = .reef
        print("Reef as an Ocean:", reef.canvas.resolved(in: .dark).hex, reef == .reef)

        """

    func writePackage(base: String = Self.base, extra: [String: String] = [:]) throws {
        try FileManager.default.createDirectory(at: Self.sources, withIntermediateDirectories: true)
        try write(Self.manifest, to: Self.package.appendingPathComponent("Package.swift"))
        try write(Self.main, to: Self.sources.appendingPathComponent("main.swift"))
        try write(base, to: Self.sources.appendingPathComponent("Base.theme.yaml"))
        for (name, text) in Self.brands.merging(extra, uniquingKeysWith: { $1 }) {
            try write(text, to: Self.sources.appendingPathComponent("\(name).theme.yaml"))
        }
        for name in ["Murky"] where extra[name] == nil {
            try? FileManager.default.removeItem(at: Self.sources.appendingPathComponent("\(name).theme.yaml"))
        }
    }

    /// Writes only when the text differs, so that an unchanged file keeps
    /// its date and the build sees nothing new.
    func write(_ text: String, to url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func build() throws -> Toolchain.Output {
        try Toolchain.run(
            Toolchain.executable("swift"),
            ["build", "--package-path", Self.package.path, "--scratch-path", Self.scratch.path])
    }

    func run() throws -> Toolchain.Output {
        try Toolchain.run(Self.scratch.appendingPathComponent("debug/Brands"), [])
    }

    @Test func aBaseAndThreeBrandsBuildAndTheAppSwitchesBrandThroughOneValue() throws {
        try writePackage()
        let build = try build()
        try #require(build.status == 0, "swift build failed:\n\(build.text)")
        let app = try run()
        #expect(
            app.text == """
                Base #FFFFFF #1D1D1F #0A66C2
                Forest #F1F8F1 #1D1D1F #2E7D32
                Ocean #E6F0FA #1D1D1F #0A66C2
                Reef #E6F0FA #1D1D1F #B23A48
                Reef as an Ocean: #0B1E33 true

                """, "\(app.text)")
    }

    @Test func aNoOpRebuildRunsNoThemeCommand() throws {
        try writePackage()
        var last = try build()
        for _ in 0..<2 { last = try build() }
        try #require(last.status == 0, "swift build failed:\n\(last.text)")
        #expect(!last.text.contains("Compiling theme"), "an unchanged theme was compiled again:\n\(last.text)")
    }

    @Test func editingTheBaseRegeneratesItsBrands() throws {
        try writePackage()
        try #require(try build().status == 0)
        defer { try? writePackage() }
        // Ocean and Reef inherit `headline`; a new value in Base reaches them.
        try writePackage(base: Self.base.replacingOccurrences(of: "light: \"#1D1D1F\"", with: "light: \"#202124\""))
        let build = try build()
        try #require(build.status == 0, "swift build failed:\n\(build.text)")
        for brand in ["Ocean", "Forest", "Reef"] {
            #expect(
                build.text.contains("Compiling theme \(brand).theme.yaml"),
                "\(brand) was not regenerated:\n\(build.text)")
        }
        let app = try run()
        #expect(app.text.contains("Ocean #E6F0FA #202124 #0A66C2"), "\(app.text)")
        #expect(app.text.contains("Reef #E6F0FA #202124 #B23A48"), "\(app.text)")
    }

    @Test func anOverrideThatBreaksAnInheritedPairFailsTheBuildAtTheOverride() throws {
        defer { try? writePackage() }
        let murky = """
            swatch: 1
            extends: Base
            colors:
              canvas: { role: background, light: "#555555", dark: { base: "#1C1C1E", elevated: "#2C2C2E" } }

            """
        try writePackage(extra: ["Murky": murky])
        let build = try build()
        #expect(build.status != 0, "the build succeeded with a broken brand:\n\(build.text)")
        let log = build.text.split(separator: "\n").map(String.init)
        let error = log.firstIndex { $0.contains("/Murky.theme.yaml:4:3: error: 'headline' on 'canvas'") }
        try #require(error != nil, "\(build.text)")
        #expect(log[error!].hasSuffix("[DM-contrast]"))
        #expect(
            log.contains {
                $0.contains("/Base.theme.yaml:12:12: note: 'headline' on 'canvas', inherited from Base.theme.yaml:12")
            },
            "\(build.text)")
    }
}
