import Foundation
import SwatchDiagnostics
import SwatchDiff
import SwatchEmit
import SwatchPipeline
import SwatchSupport
import Testing

/// What holds of every diff: a theme against itself is empty, a diff and its
/// reverse swap additions and removals (and renames), and a rename is never
/// also a removal and an addition.
@Suite struct DiffPropertyTests {
    /// Every fixture version, and the repository's own themes.
    static var themes: [String] {
        let fixtures = DiffFixtures.names.flatMap { [DiffFixtures.path($0, "old"), DiffFixtures.path($0, "new")] }
        let own = ["Themes/Acme.theme.yaml", "Themes/Studio.theme.yaml"]
        return fixtures + own
    }

    @Test(arguments: themes)
    func aThemeAgainstItselfIsEmpty(path: String) throws {
        let bytes = try Data(contentsOf: DiffFixtures.repository.appendingPathComponent(path))
        let source = ThemeSource(path: path, bytes: Array(bytes))
        let report = try DiffFixtures.diff(source, source)
        #expect(report.themes.allSatisfy { $0.isEmpty })
        #expect(report.verdict == .none)
        #expect(!report.fails(.any))
    }

    @Test(arguments: DiffFixtures.names)
    func theReverseSwapsAdditionsAndRemovals(name: String) throws {
        let forward = try DiffFixtures.diff(name).themes[0]
        let backward = try DiffFixtures.diff(name, reversed: true).themes[0]
        func names(_ diff: ThemeDiff, _ kind: APIChange.Kind) -> Set<String> {
            Set(diff.api.filter { $0.kind == kind }.map { "\($0.declaration):\($0.old?.name ?? $0.name)" })
        }
        func added(_ diff: ThemeDiff) -> Set<String> {
            Set(diff.api.filter { $0.kind == .added }.map { "\($0.declaration):\($0.name)" })
        }
        #expect(added(forward) == names(backward, .removed))
        #expect(names(forward, .removed) == added(backward))
        let renames = forward.api.filter { $0.kind == .renamed }.map { [$0.old!.name, $0.name] }
        let reversed = backward.api.filter { $0.kind == .renamed }.map { [$0.name, $0.old!.name] }
        #expect(renames == reversed)
        // Values and contrast run the other way: old and new exchanged.
        #expect(forward.values.count == backward.values.count)
        for (one, other) in zip(forward.values.flatMap(\.groups), backward.values.flatMap(\.groups)) {
            #expect(one.old == other.new && one.new == other.old)
        }
        #expect(
            Set(forward.findings.map { "\($0.kind):\($0.diagnostic.message)" })
                == Set(
                    backward.findings.map {
                        "\($0.kind == .appeared ? "disappeared" : "appeared"):\($0.diagnostic.message)"
                    }))
    }

    @Test(arguments: DiffFixtures.names)
    func aRenameIsNeverAlsoARemovalOrAnAddition(name: String) throws {
        for reversed in [false, true] {
            let diff = try DiffFixtures.diff(name, reversed: reversed).themes[0]
            for rename in diff.api where rename.kind == .renamed {
                #expect(!diff.api.contains { $0.kind == .removed && $0.name == rename.old?.name })
                #expect(!diff.api.contains { $0.kind == .added && $0.name == rename.name })
            }
        }
    }

    /// A theme whose every color but the background is renamed, values and
    /// roles untouched, with a material that binds one: only renames.
    @Test func renamingColorsIsOnlyRenames() throws {
        func theme(_ names: [String]) -> String {
            """
            swatch: 1
            platform: iOS
            colors:
              canvas: { role: background, light: "#FFFFFF", dark: "#000000" }
              \(names[0]): { role: label, light: "#1D1D1F", dark: "#F5F5F7", on: [canvas] }
              \(names[1]): { role: label, text: large, light: "#5E5E63", dark: "#A1A1A6", on: [canvas] }
              \(names[2]): { role: tint, light: "#0A66C2", dark: "#4DA3FF", on: [canvas] }
            materials:
              glass: { material: thick, vibrancy: { \(names[0]): label } }
            """
        }
        let path = "Acme.theme.yaml"
        let old = ThemeSource(path: path, text: theme(["ink", "muted", "accent"]))
        let new = ThemeSource(path: path, text: theme(["text", "secondaryText", "brand"]))
        for (from, to) in [(old, new), (new, old)] {
            let diff = try DiffFixtures.diff(from, to).themes[0]
            #expect(diff.api.count == 4, "\(diff.api.map { "\($0.kind) \($0.name)" })")
            #expect(diff.api.allSatisfy { $0.kind == .renamed && $0.isBreaking })
            #expect(diff.values.isEmpty)
            #expect(diff.contrast.isEmpty)
            #expect(diff.findings.isEmpty)
            #expect(diff.verdict == .major)
        }
    }
}
