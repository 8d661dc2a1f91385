import Foundation
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// The same theme gives the same bytes: run after run, from compiles running
/// side by side, and (CLITests.theOrderOfFilesChangesNoOutput) whatever the
/// order of the files on the command line.
@Suite struct DeterminismTests {
    /// A long theme with out-of-gamut literals, a material and a surface,
    /// and the good fixtures.
    static let themes: [ThemeSource] = {
        var long = LongThemeTests.longTheme(colors: 2_100)
        long += """
              vivid: { role: tint, light: "oklch(90% 0.4 140)", dark: "color(display-p3 1 0 0)" }
            materials:
              panel:
                material: regular
                vibrancy: { c0: label }
            surfaces:
              sheet: { kind: sheet, background: base, content: [c4] }

            """
        let good = FixtureCorpus.files(in: "good")
            .map { ThemeSource(path: $0.lastPathComponent, bytes: Array((try? Data(contentsOf: $0)) ?? Data())) }
        return [ThemeSource(path: "Long.theme.yaml", text: long)] + good
    }()

    /// Everything a run produces, as bytes: the Swift, and the diagnostics as text and as JSON.
    func output(_ source: ThemeSource) -> [String] {
        let result = ThemeCompiler().compile(source)
        let renderer = DiagnosticRenderer(sources: [source.path: source.bytes])
        return [
            result.swift ?? "", renderer.render(result.diagnostics, as: .text),
            renderer.render(result.diagnostics, as: .json),
        ]
    }

    @Test(arguments: themes.map(\.path))
    func sameBytesAcrossRunsAndSideBySideCompiles(_ path: String) async throws {
        let source = try #require(Self.themes.first { $0.path == path })
        let reference = output(source)
        #expect(!reference[0].isEmpty, "\(source.path) compiles: \(reference[1].prefix(500))")
        #expect(output(source) == reference, "\(source.path), a second run")
        // Three compiles at once, as a build tool running one per core does.
        let outputs = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<3 { group.addTask { output(source) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outputs.allSatisfy { $0 == reference }, "\(source.path), side by side")
    }
}
