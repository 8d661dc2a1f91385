import Foundation
import Testing
@testable import SwatchCompiler

/// The same theme gives the same bytes: run after run, whatever the number
/// of threads, and (CLITests.theOrderOfFilesChangesNoOutput) whatever the
/// order of the files on the command line.
@Suite struct DeterminismTests {
    /// A long theme (so that the stages split their work) with out-of-gamut
    /// literals, a material and a surface, and the good fixtures.
    static let themes: [ThemeSource] = {
        // Just past the size from which the stages split their work: a
        // debug build compiles it a few times in reasonable time.
        var long = LongThemeTests.longTheme(colors: Parallel.worthwhile + 100)
        long += """
              vivid: { role: tint, light: "oklch(90% 0.4 140)", dark: "color(display-p3 1 0 0)" }
            materials:
              panel:
                material: regular
                vibrancy: { c0: label }
            surfaces:
              sheet: { kind: sheet, background: base, content: [c4] }

            """
        let good = FixtureCorpus.files(in: "good").map { ThemeSource(path: $0.lastPathComponent, bytes: Array((try? Data(contentsOf: $0)) ?? Data())) }
        return [ThemeSource(path: "Long.theme.yaml", text: long)] + good
    }()

    /// Everything a run produces, as bytes: the Swift, and the diagnostics as text and as JSON.
    func output(_ source: ThemeSource, threads: Int?) -> [String] {
        let result = ThemeCompiler(options: .init(threads: threads)).compile(source)
        let renderer = DiagnosticRenderer(sources: [source.path: source.bytes])
        return [
            result.swift ?? "", renderer.render(result.diagnostics, as: .text), renderer.render(result.diagnostics, as: .json),
        ]
    }

    @Test(arguments: themes.map(\.path))
    func sameBytesAcrossRunsAndThreadCounts(_ path: String) throws {
        let source = try #require(Self.themes.first { $0.path == path })
        let reference = output(source, threads: 1)
        #expect(!reference[0].isEmpty, "\(source.path) compiles: \(reference[1].prefix(500))")
        // Another run on one thread, then on two and three.
        for threads in [1, 2, 3] {
            #expect(output(source, threads: threads) == reference, "\(source.path), threads: \(threads)")
        }
    }
}
