import Foundation
import Swatch
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchModel
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// `swatch export --format dtcg --split` writes the layout design systems
/// use — a resolver whose set and contexts are `$ref`s to a file each — and
/// `swatch check` reads it back to the model the theme has.
@Suite struct SplitExportRoundTripTests {
    typealias Model = ImportRoundTripTests.Model

    @Test(arguments: ExportSupport.themes)
    func theSplitLayoutReadsBackToTheThemesModelAndFindings(url: URL) throws {
        let (theme, original) = try ExportSupport.resolve(url)
        let export = DTCGExporter.exportSplit(ExportModel(theme), sourceFileName: url.lastPathComponent)
        // A resolver, the set's file and one file per context.
        #expect(export.files.map(\.path).first == "\(theme.namespace).resolver.json")
        #expect(export.files.count == 2 + ColorStates.all.count)
        #expect(export.files.dropFirst(2).allSatisfy { $0.path.hasPrefix("appearance/") })
        let folder = try SwatchExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try OutputWriter().write(export, to: folder.path)
        let path = folder.appendingPathComponent("\(theme.namespace).resolver.json").path
        let document = ThemeImporter.tokenDocument(
            ThemeSource(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path)))),
            files: .fileSystem(root: folder.path))
        #expect(document.files.count == export.files.count - 1)
        #expect(document.brands.isEmpty)
        let imported = document.check(with: ThemeCompiler())
        let back = try #require(imported.theme, "\(imported.diagnostics.map(\.message))")
        #expect(Model(back).matches(Model(theme), tolerance: 1e-12))
        #expect(back.materials.map(\.name) == theme.materials.map(\.name))
        #expect(back.surfaces.map(\.name) == theme.surfaces.map(\.name))
        // The same findings, now in the token files; their advice in the
        // token files' terms.
        func gist(_ diagnostic: Diagnostic) -> String {
            guard let remedy = diagnostic.remedy, !remedy.advice.isEmpty else { return diagnostic.message }
            return "\(diagnostic.rule) \(diagnostic.subject ?? "")"
        }
        #expect(imported.diagnostics.map(gist).sorted() == original.diagnostics.map(gist).sorted())
        // The inline export is the same document, each `$ref` put in place.
        let inline = ImportRoundTripTests.importTokens(
            DTCGExporter.export(ExportModel(theme), sourceFileName: url.lastPathComponent))
        #expect(Model(try #require(inline.theme)).matches(Model(back), tolerance: 0))
    }

    /// The commands themselves: export, then check what was written.
    @Test func exportSplitThenCheckGivesTheThemesFindings() throws {
        let folder = try SwatchExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = ExportSupport.repository.appendingPathComponent("Themes/Acme.theme.yaml").path
        let out = folder.appendingPathComponent("tokens").path
        let export = try SwatchExecutable.run(["export", theme, "--format", "dtcg", "--split", "-o", out])
        #expect(export.status == 0, "\(export.stderr)")
        let written = try FileManager.default.subpathsOfDirectory(atPath: out).filter { $0.hasSuffix(".json") }.sorted()
        #expect(written.first == "Acme.resolver.json")
        #expect(written.contains("Acme.tokens.json"))
        #expect(written.contains("appearance/dark-elevated-increased-contrast.tokens.json"))
        let checked = try SwatchExecutable.run(["check", out + "/Acme.resolver.json"])
        let direct = try SwatchExecutable.run(["check", theme])
        #expect(checked.status == direct.status, "\(checked.stderr)")
        // The same counts, of a token file and of the theme.
        func counts(_ stderr: String) -> String? {
            stderr.components(separatedBy: "\n").last { !$0.isEmpty }?.components(separatedBy: " in ").first
        }
        #expect(counts(checked.stderr) == counts(direct.stderr))
        #expect(checked.stderr.hasSuffix(" in 1 token file (8 colors)\n"), "\(checked.stderr)")
        let wrong = try SwatchExecutable.run(["export", theme, "--format", "css", "--split", "-o", out + "/x.css"])
        #expect(wrong.status != 0)
        #expect(wrong.stderr.contains("--split is for --format dtcg"))
    }
}
