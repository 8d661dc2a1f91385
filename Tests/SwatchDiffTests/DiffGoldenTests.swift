import Foundation
import SwatchDiff
import Testing

/// Each fixture pair's diff in the three formats against Tests/Golden/diff.
/// `SWATCH_UPDATE_GOLDEN=1 swift test --filter DiffGoldenTests` rewrites them
/// from the current renderers; the diff of the rewrite is the review.
@Suite struct DiffGoldenTests {
    static var updating: Bool { ProcessInfo.processInfo.environment["SWATCH_UPDATE_GOLDEN"] == "1" }

    @Test(arguments: DiffFixtures.names)
    func matchesGoldenFiles(name: String) throws {
        let report = try DiffFixtures.diff(name)
        let outputs = [
            ("diff.txt", DiffTextRenderer.render(report)),
            ("diff.md", DiffMarkdownRenderer.render(report)),
            ("diff.json", DiffJSONRenderer.render(report)),
        ]
        let folder = DiffFixtures.repository.appendingPathComponent("Tests/Golden/diff/\(name)")
        for (file, text) in outputs {
            let url = folder.appendingPathComponent(file)
            if Self.updating {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
                continue
            }
            let golden = try String(contentsOf: url, encoding: .utf8)
            #expect(text == golden, "\(name)/\(file) differs from its golden file; SWATCH_UPDATE_GOLDEN=1 rewrites it")
        }
    }

    @Test func everyFixtureHasGoldenFiles() throws {
        #expect(DiffFixtures.names.count >= 3)
        for name in DiffFixtures.names {
            for file in ["diff.txt", "diff.md", "diff.json"] {
                let url = DiffFixtures.repository.appendingPathComponent("Tests/Golden/diff/\(name)/\(file)")
                #expect(FileManager.default.fileExists(atPath: url.path), "no golden \(name)/\(file)")
            }
        }
    }
}
