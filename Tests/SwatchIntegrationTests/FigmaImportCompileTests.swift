import Foundation
import Testing

@testable import SwatchTestSupport

/// `swatch import figma` as a user runs it: the themes it writes compile with
/// the real `swatch compile`, and the Swift that makes typechecks against the
/// Swatch module, with the imported names usable as their roles.
@Suite(.tags(.integration)) struct FigmaImportCompileTests {
    @Test func theImportedThemesCompileAndTypecheck() throws {
        let folder = try SwatchExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = Toolchain.root.appendingPathComponent("Tests/Fixtures/figma/app.figma.json").path
        // The dimmed mode's brand has a contrast error of the fixture's own:
        // the mapping file keeps it out, as a team would until it is fixed.
        try "modes:\n  Color:\n    Dark dimmed: skip\n"
            .write(
                to: folder.appendingPathComponent("mapping.yaml"), atomically: true, encoding: .utf8)
        let imported = try SwatchExecutable.run(
            ["import", "figma", fixture, "--output", "Themes", "--mapping", "mapping.yaml"], in: folder)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("wrote Themes/app.theme.yaml"))
        #expect(imported.stdout.contains("roles: 0 from the mapping file, 19 guessed"))
        // The alias into a library the file does not hold is written
        // `unknown`: checked around, refused by a compile at its place.
        let refused = try SwatchExecutable.run(
            ["compile", "Themes/app.theme.yaml", "--output", "Generated"], in: folder)
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains(
                "error: 'buttonPrimaryBg' has no known value in every light state; compiling needs every value: give it one in place of 'unknown' [THEME-missing]"
            ), "\(refused.stderr)")
        // Given the value, as a team would, it compiles.
        let themeURL = folder.appendingPathComponent("Themes/app.theme.yaml")
        let written = try String(contentsOf: themeURL, encoding: .utf8)
        #expect(written.contains("    light: unknown\n"))
        try written.replacingOccurrences(of: "    light: unknown\n", with: "    light: \"#0969DA\"\n")
            .write(to: themeURL, atomically: true, encoding: .utf8)
        let compiled = try SwatchExecutable.run(
            ["compile", "Themes/app.theme.yaml", "--output", "Generated"], in: folder)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        let generated = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Generated").path)
                .first { $0.hasSuffix(".swift") })
        let app = folder.appendingPathComponent("App.swift")
        try """
        import Swatch
        func draw(_ text: ThemeColor<Label>, on background: ThemeColor<Background>) {}
        func use() { draw(App.fgColorDefault, on: App.bgColorDefault) }

        """
        .write(to: app, atomically: true, encoding: .utf8)
        let typechecked = try Toolchain.run(
            Toolchain.executable("swiftc"),
            [
                "-typecheck", "-swift-version", "6", "-I", Toolchain.swatchModules().path,
                folder.appendingPathComponent("Generated/\(generated)").path, app.path,
            ])
        #expect(typechecked.status == 0, "\(typechecked.text)")
    }
}
