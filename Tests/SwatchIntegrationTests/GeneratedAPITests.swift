import Foundation
import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import Testing

@testable import SwatchPipeline
@testable import SwatchTestSupport

/// The Swift generated for a theme's materials and surfaces: every binding
/// and content color is reachable, typed by its role, and the Swift compiler
/// refuses it where another role is expected.
@Suite(.tags(.integration)) struct GeneratedAPITests {
    static let theme = """
        swatch: 1
        extends: system
        colors:
          card: { role: background, light: "#FFFFFF", dark: { base: "#1C1C1E", elevated: "#2C2C2E" } }
          headline: { role: label, light: "#1D1D1F", dark: "#F2F2F7", on: card }
          hairline: { role: separator, light: "#8A8A8E", dark: "#7C7C80", on: card }
        materials:
          glass:
            material: thick
            model: { dark: { opacity: 0.9 } }
            vibrancy: { headline: label, hairline: separator, secondaryLabel: secondaryLabel }
        surfaces:
          settings: { kind: sheet, background: card, detents: [medium, large], content: [headline, hairline] }
          side: { kind: sidebar, background: glass, content: [headline] }
        """

    /// The theme's Swift and `code` typechecked together.
    func typecheck(_ code: String) throws -> Toolchain.Output {
        let result = ThemeCompiler().compile(ThemeSource(path: "Shop.theme.yaml", text: Self.theme))
        let swift = try #require(result.swift, "\(result.diagnostics.map(\.message))")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try swift.write(to: folder.appendingPathComponent("Shop.swift"), atomically: true, encoding: .utf8)
        try ("import Swatch\n" + code)
            .write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        return try Toolchain.run(
            Toolchain.executable("swiftc"),
            [
                "-typecheck", "-swift-version", "6", "-I", Toolchain.swatchModules().path,
                folder.appendingPathComponent("Shop.swift").path, folder.appendingPathComponent("main.swift").path,
            ])
    }

    @Test func bindingsAndContentAreReachableAndTypedByRole() throws {
        let result = try typecheck(
            """
            func draw(_ text: String, _ color: ThemeColor<Label>) {}
            func rule(_ color: ThemeColor<Separator>) {}
            let glass = Shop.Materials.glass
            let label: VibrantColor<Label> = glass.headline
            let line: VibrantColor<Separator> = glass.hairline
            let system: VibrantColor<Label> = glass.secondaryLabel
            draw("Title", label.color)
            rule(line.color)
            let model: MaterialModel = glass.material.model(in: .dark)
            let bound: [AnyVibrantColor] = glass.bindings
            let sheet: ThemeSurface = Shop.Surfaces.settings.surface
            let detents: [Sheet.Detent]? = sheet.sheet?.detents
            draw("Row", Shop.Surfaces.settings.headline)
            rule(Shop.Surfaces.settings.hairline)
            if case .material(let material) = Shop.Surfaces.side.surface.background { _ = material.name }
            _ = (system, model, bound, detents)
            """)
        #expect(result.status == 0, "\(result.text)")
    }

    @Test func aBoundSeparatorIsRefusedWhereALabelIsExpected() throws {
        let result = try typecheck(
            """
            func draw(_ text: String, _ color: ThemeColor<Label>) {}
            draw("Title", Shop.Materials.glass.hairline.color)
            """)
        #expect(result.status != 0)
        #expect(result.text.contains("ThemeColor<Separator>"), "\(result.text)")
    }

    @Test func theGeneratedValuesAreTheResolvedOnes() {
        let result = ThemeCompiler().compile(ThemeSource(path: "Shop.theme.yaml", text: Self.theme))
        let theme = result.theme!
        let glass = theme.materials[0]
        #expect(glass.bindings.map(\.color.name) == ["headline", "hairline", "secondaryLabel"])
        #expect(glass.material.models.dark.tintOpacity == 0.9)
        let swift = result.swift ?? ""
        #expect(swift.contains("Swatch.Material.iOS.thick.overriding(.dark, tintOpacity: 0.9)"))
        #expect(swift.contains("secondaryLabel = material.vibrant(Swatch.System.secondaryLabel, .secondaryLabel)"))
        #expect(swift.contains("sheet: Swatch.Sheet(detents: [.medium, .large], grabber: .automatic)"))
        #expect(swift.contains("background: .material(Shop.Materials.glass.material)"))
        let settings = theme.surfaces[0]
        #expect(settings.level == .elevated)
        #expect(settings.sheet?.showsGrabber == true)
        #expect(settings.backgroundStacks.map { $0.colors.map(\.name) } == [["card"]])
    }
}
