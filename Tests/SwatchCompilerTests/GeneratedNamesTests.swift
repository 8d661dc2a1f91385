import Foundation
import SwatchDiagnostics
import SwatchSupport
import Testing

@testable import SwatchPipeline
@testable import SwatchTestSupport

/// Names that once yielded Swift that did not compile, each now compiling or
/// refused with a located THEME-collision error that says how to rename.
/// (GeneratedNamesPropertyTests looks for more.)
@Suite struct GeneratedNamesTests {
    func compile(_ yaml: String, file: String = "Acme.theme.yaml") -> ThemeCompiler.Result {
        ThemeCompiler().compile(ThemeSource(path: file, text: yaml))
    }

    /// The generated file and `app` (statements), typechecked together against the Swatch module.
    func typecheck(_ swift: String, app: String) throws -> Toolchain.Output {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("Theme.swift")
        let main = folder.appendingPathComponent("App.swift")
        try swift.write(to: theme, atomically: true, encoding: .utf8)
        try ("import Swatch\nfunc use() {\n" + app + "}\n").write(to: main, atomically: true, encoding: .utf8)
        return try Toolchain.run(
            Toolchain.executable("swiftc"),
            ["-typecheck", "-swift-version", "6", "-I", Toolchain.swatchModules().path, theme.path, main.path])
    }

    static let materialAndSheet = """
        swatch: 1
        colors:
          card: { role: background, light: "#FFFFFF", dark: { base: "#000000", elevated: "#1C1C1E" } }
          self: { role: label, light: "#000000", dark: "#FFFFFF" }
          init: { role: label, light: "#000000", dark: "#FFFFFF" }
        materials:
          glass:
            material: thick
            vibrancy: { self: label, init: secondaryLabel }
        surfaces:
          panel: { kind: sheet, background: card, detents: [medium, large], grabber: visible, content: [self, init] }

        """

    /// `struct …Material: Sendable` in `enum Sendable` named the enum, not the protocol.
    @Test func aNamespaceNamedSendableDeclaresMaterialsAndSurfacesThatCompile() throws {
        let result = compile(Self.materialAndSheet, file: "Sendable.theme.yaml")
        let swift = try #require(result.swift, "\(result.diagnostics.map(\.message))")
        #expect(swift.contains("struct GlassMaterial: Swift.Sendable {"))
        let typecheck = try typecheck(swift, app: "let _: Swatch.ThemeSurface = Sendable.Surfaces.panel.surface\n")
        #expect(typecheck.status == 0, "\(typecheck.text)\n\(swift)")
    }

    /// `` `self` = … `` in an initializer assigned to `self`, not the member.
    @Test func aMemberNamedSelfIsAssignedThroughSelf() throws {
        let result = compile(Self.materialAndSheet)
        let swift = try #require(result.swift, "\(result.diagnostics.map(\.message))")
        #expect(swift.contains("self.`self` = material.vibrant(Acme.`self`, .label)"))
        #expect(swift.contains("self.`init` = surface.bound(Acme.`init`)"))
        let typecheck = try typecheck(
            swift,
            app: """
                let _: Swatch.VibrantColor<Swatch.Label> = Acme.Materials.glass.`self`
                let _: Swatch.ThemeColor<Swatch.Label> = Acme.Surfaces.panel.`init`

                """)
        #expect(typecheck.status == 0, "\(typecheck.text)\n\(swift)")
    }

    /// `_` is the wildcard, never a name: `static let _ = …` binds nothing.
    @Test func anUnderscoreIsSpelledAsItsCodePoint() throws {
        let result = compile("swatch: 1\ncolors:\n  _: { role: label, light: \"#000000\", dark: \"#FFFFFF\" }\n")
        let swift = try #require(result.swift, "\(result.diagnostics.map(\.message))")
        #expect(swift.contains("static let _u005F = Swatch.ThemeColor<Swatch.Label>("))
        let typecheck = try typecheck(swift, app: "let _: Swatch.ThemeColor<Swatch.Label> = Acme._u005F\n")
        #expect(typecheck.status == 0, "\(typecheck.text)\n\(swift)")
    }

    /// A namespace that hides a module the generated code names, or that a
    /// type inside it would hide, is refused at the file's first line.
    @Test(arguments: ["Swatch", "Swift", "Materials", "Images", "Surfaces", "materials"])
    func aNamespaceTheGeneratedCodeCannotUseIsACollision(namespace: String) throws {
        let result = compile(
            "swatch: 1\ncolors:\n  ink: { role: label, light: \"#000000\", dark: \"#FFFFFF\" }\n",
            file: "Themes/\(namespace).theme.yaml")
        #expect(result.swift == nil)
        let error = try #require(result.diagnostics.with(.themeCollision).first, "\(result.diagnostics)")
        #expect(result.diagnostics.filter { $0.severity == .error }.count == 1)
        #expect(error.range.file == "Themes/\(namespace).theme.yaml")
        #expect(error.range.start.line == 1 && error.range.start.column == 1)
        let swiftName = namespace.prefix(1).uppercased() + namespace.dropFirst()
        #expect(error.message.hasPrefix("the theme's namespace '\(swiftName)' "), "\(error.message)")
        #expect(error.message.contains("rename the file (e.g. '\(namespace)Theme.theme.yaml')"), "\(error.message)")
    }

    /// A member named as the namespace, or as the Swatch module, would hide
    /// it where the generated code names it: refused at the name.
    @Test(arguments: [
        ("Acme", "the theme's namespace"), ("Swatch", "the Swatch module's"),
        ("allColors", "which the generated code needs"),
        ("Materials", "which the generated code needs"), ("Surfaces", "which the generated code needs"),
        ("Images", "which the generated code needs"),
    ])
    func aColorNamedAsTheGeneratedCodeNeedsIsACollision(name: String, why: String) throws {
        let result = compile("swatch: 1\ncolors:\n  \(name): { role: label, light: \"#000000\", dark: \"#FFFFFF\" }\n")
        #expect(result.swift == nil)
        let error = try #require(result.diagnostics.with(.themeCollision).first, "\(result.diagnostics)")
        #expect(error.range.start.line == 3 && error.range.start.column == 3)
        #expect(error.message.hasPrefix("'\(name)' would take the name '\(name)', \(why)"), "\(error.message)")
        #expect(error.message.hasSuffix("; rename it"))
    }

    /// `static let Swatch = Swatch.ThemeImage(…)` refers to itself.
    @Test func anImageNamedSwatchIsACollision() throws {
        let package = try TemporaryPackage()
        try package.write("Images/glyph.svg", Fixture.svg(#"width="12" height="20""#))
        let result = ThemeCompiler(options: .init(packageRoot: package.root))
            .compile(
                ThemeSource(
                    path: package.themeFile,
                    text:
                        "swatch: 1\nimages:\n  Swatch: { kind: glyph, alt: Next, size: 12x20, light: Images/glyph.svg }\n"
                ))
        #expect(result.swift == nil)
        let error = try #require(result.diagnostics.with(.themeCollision).first, "\(result.diagnostics)")
        #expect(error.range.start.line == 3 && error.range.start.column == 3)
        #expect(
            error.message.contains("'Swatch' would take the name 'Swatch', the Swatch module's"), "\(error.message)")
    }
}
