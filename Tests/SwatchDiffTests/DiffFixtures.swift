import Foundation
import SwatchDiagnostics
import SwatchDiff
import SwatchPipeline
import SwatchSupport

/// The fixture pairs of Tests/Fixtures/diff (`NAME/old/Acme.theme.yaml`,
/// `NAME/new/Acme.theme.yaml`), diffed as `swatch diff OLD NEW` diffs them.
enum DiffFixtures {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let folder = "Tests/Fixtures/diff"

    /// Every fixture pair, by name.
    static var names: [String] {
        let url = repository.appendingPathComponent(folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    /// The path a fixture's file has from the repository's root, as the
    /// command prints it when run there.
    static func path(_ name: String, _ version: String) -> String { "\(folder)/\(name)/\(version)/Acme.theme.yaml" }

    static func source(_ name: String, _ version: String) throws -> ThemeSource {
        let bytes = try Data(contentsOf: repository.appendingPathComponent(path(name, version)))
        return ThemeSource(path: path(name, version), bytes: Array(bytes))
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The diff of two versions of one theme.
    static func diff(_ old: ThemeSource?, _ new: ThemeSource) throws -> DiffReport {
        try diff(old: [old], new: [new], reported: 1)
    }

    /// The diff of families of themes: `old[i]` is the old version of `new[i]`.
    static func diff(old: [ThemeSource?], new: [ThemeSource], reported: Int) throws -> DiffReport {
        switch ThemeDiffer.diff(old: old, new: new, reported: reported, check: { ThemeCompiler().check($0) }) {
        case .diffed(let report): return report
        case .themesWithErrors(let failed):
            throw Failure(description: "themes with errors: \(failed.flatMap(\.1.diagnostics).map(\.message))")
        }
    }

    /// The fixture pair `name`, old → new (or new → old when `reversed`).
    static func diff(_ name: String, reversed: Bool = false) throws -> DiffReport {
        let (old, new) = (try source(name, "old"), try source(name, "new"))
        return reversed ? try diff(new, old) : try diff(old, new)
    }
}
