import Foundation
import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchSupport
import Testing

@testable import SwatchEmit
@testable import SwatchModel
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// The `Images` namespace of generated code: one `ThemeImage` per image,
/// naming the files the image checks found, relative to the theme's folder.
@Suite struct ImageEmitterTests {
    /// A package with a light and a dark logo at @2x and @3x (16×16 points).
    static func package() throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        for (variant, color) in [("light", [10, 102, 216]), ("dark", [76, 155, 255])] {
            try package.write("Images/logo-\(variant)@2x.png", Fixture.rgb(32, 32, color))
            try package.write("Images/logo-\(variant)@3x.png", Fixture.rgb(48, 48, color))
        }
        return package
    }

    static let logoTheme = """
        swatch: 1
        images:
          logo:
            kind: artwork
            alt: Acme logo
            size: 16x16
            light: Images/logo-light.png
            dark: Images/logo-dark.png

        """

    func compile(_ yaml: String, in package: TemporaryPackage) -> ThemeCompiler.Result {
        ThemeCompiler(options: .init(packageRoot: package.root))
            .compile(ThemeSource(path: package.themeFile, text: yaml))
    }

    func swift(_ yaml: String, in package: TemporaryPackage) throws -> String {
        let result = compile(yaml, in: package)
        return try #require(result.swift, "\(result.diagnostics.map(\.message))")
    }

    @Test func declaresEachImageWithTheFilesFound() throws {
        let package = try Self.package()
        let swift = try swift(Self.logoTheme, in: package)
        let expected = """
                /// The images of the theme. Their paths are relative to the folder of Acme.theme.yaml.
                enum Images {
                    /// `logo`: artwork, 16×16 points, read as “Acme logo”.
                    static let logo = Swatch.ThemeImage(
                        "logo",
                        kind: .artwork,
                        alt: "Acme logo",
                        pointSize: .init(width: 16, height: 16),
                        files: [
                            .raster(.light, scale: 2, "Images/logo-light@2x.png"),
                            .raster(.light, scale: 3, "Images/logo-light@3x.png"),
                            .raster(.dark, scale: 2, "Images/logo-dark@2x.png"),
                            .raster(.dark, scale: 3, "Images/logo-dark@3x.png"),
                        ]
                    )

                    /// Every image of the theme, in the order of the theme file.
                    static let all: [Swatch.ThemeImage] = [logo]
                }
            }

            """
        #expect(swift.hasSuffix(expected), "\(swift)")
        #expect(swift.contains("/// The colors and images of the Acme theme.\nenum Acme {\n"))
    }

    /// The emitter writes the compiler's names for kinds and appearances
    /// as the runtime's cases.
    @Test func theCompilersKindsAndAppearancesAreTheRuntimes() {
        #expect(ImageDeclaration.Kind.allCases.map(\.rawValue) == ThemeImage.Kind.allCases.map(\.rawValue))
        #expect(ImageDeclaration.Appearance.allCases.map(\.rawValue) == ThemeImage.Variant.allCases.map(\.rawValue))
    }

    @Test func theResultKeepsTheLoadedImagesForTheEmitter() throws {
        let package = try Self.package()
        let result = compile(Self.logoTheme, in: package)
        #expect(result.images.map(\.declaration.name) == ["logo"])
        #expect(result.images.first?.variants.count == 4)
        // The emitter is a function of the theme and the loaded images: it
        // gives the same text with the files gone.
        try FileManager.default.removeItem(atPath: package.themeDirectory + "/Images")
        let theme = try #require(result.theme)
        #expect(SwiftEmitter().emit(theme, images: result.images, sourceFileName: "Acme.theme.yaml") == result.swift)
    }

    @Test func aThemeWithoutImagesDeclaresNoImagesNamespace() throws {
        let package = try TemporaryPackage()
        let swift = try swift(
            "swatch: 1\ncolors:\n  brand: { role: tint, light: \"#0A66D8\", dark: \"#4C9BFF\" }\n", in: package)
        #expect(!swift.contains("Images"))
        #expect(swift.contains("/// The colors of the Acme theme."))
    }

    @Test func pathsStayAsWrittenAndFilesAreOrderedWhateverPathTheThemeNames() throws {
        let package = try Self.package()
        // The @3x file named, the others found by name: the same files, in
        // the same order, as when the base name is given.
        let named3x = try swift(
            Self.logoTheme.replacingOccurrences(of: "logo-light.png", with: "logo-light@3x.png"), in: package)
        let base = try swift(Self.logoTheme, in: package)
        #expect(named3x == base)
        // A path with folders and `./` keeps them: it is relative to the theme's folder.
        try package.write("Art/Sub/mark@2x.png", Fixture.rgb(32, 32))
        try package.write("Art/Sub/mark@3x.png", Fixture.rgb(48, 48))
        let nested = try swift(
            "swatch: 1\nimages:\n  mark: { kind: artwork, alt: Mark, size: 16, light: ./Art/Sub/mark.png }\n",
            in: package)
        #expect(
            nested.contains(
                #"files: [.raster(.any, scale: 2, "./Art/Sub/mark@2x.png"), .raster(.any, scale: 3, "./Art/Sub/mark@3x.png")]"#
            ), "\(nested)")
    }

    @Test func outputIsDeterministic() throws {
        let package = try Self.package()
        let first = try swift(Self.logoTheme, in: package)
        for _ in 0..<3 { #expect(try swift(Self.logoTheme, in: package) == first) }
    }

    @Test func namesAreEscapedLikeColors() throws {
        let package = try Self.package()
        let theme = """
            swatch: 1
            images:
              default: { kind: artwork, alt: One, size: 16, light: Images/logo-light.png }
              2-up: { kind: artwork, alt: Two, size: 16, light: Images/logo-light.png }
              grün: { kind: artwork, alt: "Grün \\"quoted\\"", size: 16, light: Images/logo-light.png }
              Type: { kind: artwork, alt: Four, size: 16, light: Images/logo-light.png }
              Protocol: { kind: artwork, alt: Five, size: 16, light: Images/logo-light.png }

            """
        let swift = try swift(theme, in: package)
        #expect(swift.contains("static let `default` = Swatch.ThemeImage("))
        #expect(swift.contains("static let _2Up = Swatch.ThemeImage("))
        #expect(swift.contains("static let gr_u00FCn = Swatch.ThemeImage("))
        #expect(swift.contains("        \"gr\\u{FC}n\",\n"))
        #expect(swift.contains("alt: \"Gr\\u{FC}n \\\"quoted\\\"\","))
        #expect(swift.contains("static let _Type = Swatch.ThemeImage("))
        #expect(swift.contains("static let _Protocol = Swatch.ThemeImage("))
        #expect(
            swift.contains("static let all: [Swatch.ThemeImage] = [`default`, _2Up, gr_u00FCn, _Type, _Protocol]\n"))
    }

    @Test func namesThatBecomeOneIdentifierCollide() throws {
        let package = try Self.package()
        let result = compile(
            """
            swatch: 1
            images:
              card-art: { kind: artwork, alt: One, size: 16, light: Images/logo-light.png }
              cardArt: { kind: artwork, alt: Two, size: 16, light: Images/logo-light.png }
              all: { kind: artwork, alt: Three, size: 16, light: Images/logo-light.png }

            """, in: package)
        let collisions = result.diagnostics.with(.themeCollision)
        #expect(collisions.count == 2, "\(result.diagnostics.map(\.message))")
        #expect(
            collisions.first?.message.contains("'cardArt' and 'card-art' both become the Swift name 'cardArt'") == true)
        #expect(collisions.first?.range.start.line == 4)
        #expect(collisions.last?.message.contains("'Images.all'") == true)
        #expect(result.swift == nil)
    }

    @Test func aColorNamedImagesCollidesWithTheNamespace() throws {
        let package = try TemporaryPackage()
        let result = compile(
            "swatch: 1\ncolors:\n  Images: { role: tint, light: \"#0A66D8\", dark: \"#4C9BFF\" }\n", in: package)
        #expect(
            result.diagnostics.with(.themeCollision).first?.message
                .contains("the name 'Images', which the generated code needs") == true)
        // A color called `images` is a different Swift name.
        let lower = compile(
            "swatch: 1\ncolors:\n  images: { role: tint, light: \"#0A66D8\", dark: \"#4C9BFF\" }\n", in: package)
        #expect(lower.succeeded, "\(lower.diagnostics.map(\.message))")
    }

    @Test func theThemesAccessLevelAppliesToTheImages() throws {
        let package = try Self.package()
        for access in ["public", "package"] {
            let swift = try swift("access: \(access)\n" + Self.logoTheme, in: package)
            #expect(swift.contains("    \(access) enum Images {\n"))
            #expect(swift.contains("        \(access) static let logo = Swatch.ThemeImage("))
            #expect(swift.contains("        \(access) static let all: [Swatch.ThemeImage] = ["))
        }
        let swift = try swift("access: internal\n" + Self.logoTheme, in: package)
        #expect(swift.contains("    enum Images {\n        /// `logo`"))
    }

    @Test func decorativeImagesVectorsAppIconsAndUnreadFormats() throws {
        let package = try Self.package()
        try package.write("Images/chevron.svg", Fixture.svg(#"width="12" height="20""#))
        try package.write("Images/AppIcon-120.png", Fixture.rgb(120, 120))
        try package.write("Images/AppIcon-180.png", Fixture.rgb(180, 180))
        try package.write("Images/flourish@2x.gif", Array("GIF89a\u{10}\0\u{10}\0\0\0\0;".utf8))
        try package.write("Images/flourish@3x.gif", Array("GIF89a\u{18}\0\u{18}\0\0\0\0;".utf8))
        let theme = """
            swatch: 1
            rules:
              IMG-app-icon: off
            images:
              chevron: { kind: glyph, alt: Next, size: 12x20, light: Images/chevron.svg }
              appIcon:
                kind: appIcon
                alt: Acme
                sizes:
                  180: Images/AppIcon-180.png
                  120: Images/AppIcon-120.png
              flourish:
                kind: artwork
                decorative: true
                alt: A line
                size: 8x8
                light: Images/flourish@2x.gif

            """
        let result = compile(theme, in: package)
        let swift = try #require(result.swift, "\(result.diagnostics.map(\.message))")
        #expect(
            swift.contains(
                """
                        /// `chevron`: glyph, 12×20 points, read as “Next”.
                        static let chevron = Swatch.ThemeImage(
                            "chevron",
                            kind: .glyph,
                            alt: "Next",
                            pointSize: .init(width: 12, height: 20),
                            files: [.vector(.any, "Images/chevron.svg")]
                        )
                """), "\(swift)")
        #expect(
            swift.contains(
                """
                            files: [
                                .appIcon(pixelSize: 120, "Images/AppIcon-120.png"),
                                .appIcon(pixelSize: 180, "Images/AppIcon-180.png"),
                            ]
                """), "\(swift)")
        // A GIF is not read (IMG-format warns), but it is a file of the image.
        #expect(result.diagnostics.with(.imgFormat).count == 2)
        #expect(
            swift.contains(
                """
                        /// `flourish`: decorative artwork, 8×8 points, hidden from VoiceOver.
                        static let flourish = Swatch.ThemeImage(
                            "flourish",
                            kind: .artwork,
                            alt: nil,
                            isDecorative: true,
                            pointSize: .init(width: 8, height: 8),
                            files: [
                                .raster(.any, scale: 2, "Images/flourish@2x.gif"),
                                .raster(.any, scale: 3, "Images/flourish@3x.gif"),
                            ]
                        )
                """), "\(swift)")
        #expect(!swift.contains("A line"))
    }

    @Test func increasedContrastVariantsAreNamedByTheirAppearance() throws {
        let package = try Self.package()
        for variant in ["light-hc", "dark-hc"] {
            try package.write("Images/logo-\(variant)@2x.png", Fixture.rgb(32, 32))
            try package.write("Images/logo-\(variant)@3x.png", Fixture.rgb(48, 48))
        }
        let theme =
            Self.logoTheme + """
                    increasedContrast:
                      light: Images/logo-light-hc.png
                      dark: Images/logo-dark-hc.png

                """
        let swift = try swift(theme, in: package)
        let files = swift.split(separator: "\n").filter { $0.contains(".raster(") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            files == [
                #".raster(.light, scale: 2, "Images/logo-light@2x.png"),"#,
                #".raster(.light, scale: 3, "Images/logo-light@3x.png"),"#,
                #".raster(.dark, scale: 2, "Images/logo-dark@2x.png"),"#,
                #".raster(.dark, scale: 3, "Images/logo-dark@3x.png"),"#,
                #".raster(.increasedContrastLight, scale: 2, "Images/logo-light-hc@2x.png"),"#,
                #".raster(.increasedContrastLight, scale: 3, "Images/logo-light-hc@3x.png"),"#,
                #".raster(.increasedContrastDark, scale: 2, "Images/logo-dark-hc@2x.png"),"#,
                #".raster(.increasedContrastDark, scale: 3, "Images/logo-dark-hc@3x.png"),"#,
            ])
    }

    /// Run from the package root with a relative theme path, as the plugin
    /// does not but a user may: the paths are still the theme's own.
    @Test func theCommandLineWritesPathsRelativeToTheThemesFolder() throws {
        let package = try Self.package()
        try package.write("Acme.theme.yaml", Array(Self.logoTheme.utf8))
        let output = package.root + "/out"
        let run = try SwatchExecutable.run(
            ["compile", "Sources/App/Acme.theme.yaml", "-o", output, "--package-root", "."],
            in: URL(fileURLWithPath: package.root))
        #expect(run.status == 0, "\(run.stderr)")
        let swift = try String(contentsOfFile: output + "/Acme.swift", encoding: .utf8)
        #expect(swift.contains(#".raster(.dark, scale: 3, "Images/logo-dark@3x.png"),"#), "\(swift)")
        #expect(!swift.contains(package.root))
    }

    /// The generated file typechecks against the Swatch module, with app
    /// code that resolves an image, for every construct the emitter writes.
    @Test(.tags(.integration)) func theGeneratedCodeTypechecksAndResolves() throws {
        let package = try Self.package()
        try package.write("Images/chevron.svg", Fixture.svg(#"width="12" height="20""#))
        try package.write("Images/AppIcon-120.png", Fixture.rgb(120, 120))
        let theme = """
            swatch: 1
            access: public
            rules:
              IMG-app-icon: off
            colors:
              brand: { role: tint, light: "#0A66D8", dark: "#4C9BFF" }
            images:
              logo:
                kind: artwork
                alt: Acme logo
                size: 16x16
                light: Images/logo-light.png
                dark: Images/logo-dark.png
              Type: { kind: glyph, alt: Next, size: 12x20, light: Images/chevron.svg }
              Protocol: { kind: artwork, decorative: true, size: 16, light: Images/logo-light.png }
              appIcon: { kind: appIcon, alt: Acme, sizes: { 120: Images/AppIcon-120.png } }

            """
        let swift = try swift(theme, in: package)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swatch-imagegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try swift.write(to: folder.appendingPathComponent("Acme.swift"), atomically: true, encoding: .utf8)
        try """
        import Swatch
        let dark: String? = Acme.Images.logo.path(for: Appearance(colorScheme: .dark), scale: 3)
        let glyph: Swatch.ThemeImage = Acme.Images._Type
        let icon: String? = Acme.Images.appIcon.path(forPixelSize: 120)
        let count: Int = Acme.Images.all.count + Acme.Images._Protocol.files.count
        """
        .write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let result = try Toolchain.run(
            Toolchain.executable("swiftc"),
            [
                "-typecheck", "-swift-version", "6", "-I", Toolchain.swatchModules().path,
                folder.appendingPathComponent("Acme.swift").path, folder.appendingPathComponent("App.swift").path,
            ])
        #expect(result.status == 0, "\(result.text)\n\(swift)")
    }
}
