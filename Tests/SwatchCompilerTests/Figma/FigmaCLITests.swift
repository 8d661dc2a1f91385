import Foundation
import Testing

@testable import SwatchTestSupport

/// `swatch check` and `swatch import figma` on Figma files, as a user runs them.
@Suite struct FigmaCLITests {
    static let root = ExportSupport.repository

    @Test func checkTellsAFigmaFileFromDesignTokensAndLocatesItsFindings() throws {
        let result = try SwatchExecutable.run(["check", "Tests/Fixtures/figma/bad.figma.json"], in: Self.root)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "Tests/Fixtures/figma/bad.figma.json:75:18: error: variables alias each other in a circle: 'loop/a' (VariableID:3:5) → 'loop/b' (VariableID:3:6) → 'loop/a' (VariableID:3:5)"
            ), "\(result.stderr)")
        let tokens = try SwatchExecutable.run(
            ["check", "Tests/Fixtures/tokens/four-files/App.resolver.json"], in: Self.root)
        #expect(!tokens.stderr.contains("Figma"))
    }

    @Test func importRefusesAFileOfAnotherShape() throws {
        let result = try SwatchExecutable.run(
            ["import", "figma", "Tests/Fixtures/tokens/four-files/App.resolver.json", "--output", "/nonexistent"],
            in: Self.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("is not a Figma variables file: it has no top-level 'meta'"))
    }

    @Test func importWritesWhatCanBeReadAndFailsOnErrors() throws {
        let folder = try SwatchExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SwatchExecutable.run(
            [
                "import", "figma", Self.root.appendingPathComponent("Tests/Fixtures/figma/bad.figma.json").path, "-o",
                "out",
            ],
            in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains("wrote out/bad.theme.yaml"))
        let theme = try String(contentsOf: folder.appendingPathComponent("out/bad.theme.yaml"), encoding: .utf8)
        #expect(theme.contains("  fgColorOk:\n"))
        #expect(!theme.contains("outOfRange"))
    }
}
