import SwatchDiff
import SwatchEmit
import SwatchModel
import SwatchPipeline
import SwatchSupport
import Testing

/// The sections on small themes written here: verdicts, brands, folding.
@Suite struct DiffSectionTests {
    @Test func additionsAreMinorAndBreakNothing() throws {
        let diff = try DiffFixtures.diff("additions").themes[0]
        #expect(diff.verdict == .minor)
        #expect(!diff.api.contains { $0.isBreaking })
        #expect(diff.api.contains { $0.kind == .added && $0.name == "subheadline" })
        #expect(diff.api.contains { $0.kind == .accessChanged && $0.new?.access == .public })
        // The reverse narrows access and removes: major.
        let reverse = try DiffFixtures.diff("additions", reversed: true).themes[0]
        #expect(reverse.verdict == .major)
        #expect(reverse.api.first { $0.kind == .accessChanged }?.isBreaking == true)
    }

    @Test func valuesAloneArePatchAndSilencedRulesAreSaid() throws {
        let report = try DiffFixtures.diff("values-and-rules")
        let diff = report.themes[0]
        #expect(diff.verdict == .patch)
        #expect(diff.api.isEmpty)
        #expect(diff.rules.map(\.kind) == [.silenced])
        #expect(diff.rules.first?.color == "note")
        #expect(diff.rules.first?.range != nil)
        #expect(!report.fails(.breaking))
        #expect(!report.fails(.regression))
        #expect(report.fails(.any))
        let accent = try #require(diff.values.first { $0.color == "accent" })
        #expect(accent.groups.count == 1)
        #expect(accent.groups[0].states.count == 8)
        let delta = try #require(accent.groups[0].deltaEOK)
        #expect(delta > 0 && delta < 0.1)
    }

    /// A change to a base reaches each brand that does not override it, and
    /// is reported under each: once per brand it reaches.
    @Test func aBaseChangeIsReportedOncePerBrandItReaches() throws {
        func base(_ dark: String) -> ThemeSource {
            ThemeSource(
                path: "Base.theme.yaml",
                text: """
                    swatch: 1
                    access: public
                    colors:
                      canvas: { role: background, light: "#FFFFFF", dark: "#1C1C1E" }
                      headline: { role: label, light: "#1D1D1F", dark: "\(dark)", on: [canvas] }
                    """)
        }
        func brand(_ name: String, overridesHeadline: Bool) -> ThemeSource {
            ThemeSource(
                path: "\(name).theme.yaml",
                text: """
                    swatch: 1
                    extends: Base
                    colors:
                      canvas: { role: background, light: "#E6F0FA", dark: "#0B1E33" }
                    """
                        + (overridesHeadline
                            ? "\n  headline: { role: label, light: \"#102030\", dark: \"#F0F0F0\", on: [canvas] }\n"
                            : "\n"))
        }
        let ocean = brand("Ocean", overridesHeadline: false)
        let forest = brand("Forest", overridesHeadline: true)
        let report = try DiffFixtures.diff(
            old: [base("#F2F2F7"), ocean, forest], new: [base("#D0D0D8"), ocean, forest], reported: 3)
        let changed = report.themes.map { diff in diff.values.filter { $0.color == "headline" }.count }
        #expect(changed == [1, 1, 0])
        #expect(report.themes.map(\.namespace) == ["Base", "Ocean", "Forest"])
        // A brand removed from the family is a brand value gone from the base's Theme type.
        let without = try DiffFixtures.diff(
            old: [base("#F2F2F7"), forest, ocean], new: [base("#F2F2F7"), forest], reported: 1)
        let removed = without.themes[0].api.filter { $0.kind == .removed }
        #expect(removed.map(\.name) == ["Ocean"])
        #expect(removed.first?.old?.symbol == "Base.Theme.ocean")
    }

    @Test func markdownFoldsWhatPassesAScreenful() throws {
        let report = try DiffFixtures.diff("done-means")
        let folded = DiffMarkdownRenderer.render(report, visibleRows: 2)
        #expect(folded.contains("<details><summary>1 more row</summary>"))
        #expect(folded.contains("| change | declaration | before | after | source-breaking |"))
        let open = DiffMarkdownRenderer.render(report, visibleRows: 100)
        #expect(!open.contains("<details>"))
        // Every row is in the comment, shown or folded.
        let rows = { (text: String) in
            text.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| ---") }.count
        }
        #expect(rows(folded) > rows(open))
    }

    @Test func markdownCellsCannotBreakTheTable() {
        #expect(DiffMarkdownRenderer.cell("a|b\nc<d>") == "a\\|b c&lt;d&gt;")
        #expect(DiffMarkdownRenderer.code("x|y") == "`x\\|y`")
    }
}

/// Materials and surfaces: their values and members are API as the emitter
/// writes them.
@Suite struct DiffDeclarationTests {
    static func theme(surfaceContent: String, material: String, bound: String) -> ThemeSource {
        ThemeSource(
            path: "Acme.theme.yaml",
            text: """
                swatch: 1
                access: public
                platform: iOS
                colors:
                  canvas: { role: background, light: "#FFFFFF", dark: "#1C1C1E" }
                  headline: { role: label, light: "#1D1D1F", dark: "#F2F2F7", on: [canvas] }
                  body: { role: label, light: "#3C3C43", dark: "#EBEBF5", on: [canvas] }
                materials:
                  \(material): { material: thick, vibrancy: { \(bound) } }
                surfaces:
                  settings: { kind: sheet, background: canvas, content: [\(surfaceContent)] }
                """)
    }

    @Test func aMemberGoneFromASurfaceOrAMaterialBreaks() throws {
        let old = Self.theme(surfaceContent: "headline, body", material: "glass", bound: "headline: label, body: label")
        let new = Self.theme(surfaceContent: "headline", material: "glass", bound: "headline: label")
        let diff = try DiffFixtures.diff(old, new).themes[0]
        let removed = diff.api.filter { $0.kind == .removed }
        #expect(Set(removed.map(\.name)) == ["settings.body", "glass.body"])
        #expect(Set(removed.compactMap(\.old?.symbol)) == ["Acme.Surfaces.settings.body", "Acme.Materials.glass.body"])
        #expect(removed.allSatisfy { $0.declaration == .member && $0.isBreaking })
        #expect(diff.verdict == .major)
        // And back: members added, nothing breaks.
        let back = try DiffFixtures.diff(new, old).themes[0]
        #expect(back.api.allSatisfy { $0.kind == .added && !$0.isBreaking })
        #expect(back.verdict == .minor)
    }

    @Test func aMaterialRenamedIsARemovalAndAnAddition() throws {
        // Only colors are matched by value: a material has no 16-state value to match.
        let old = Self.theme(surfaceContent: "headline", material: "glass", bound: "headline: label")
        let new = Self.theme(surfaceContent: "headline", material: "frost", bound: "headline: label")
        let diff = try DiffFixtures.diff(old, new).themes[0]
        let materials = diff.api.filter { $0.declaration == .material }
        #expect(materials.map(\.kind) == [.removed, .added])
        #expect(materials.first?.old?.type == "Acme.Materials.GlassMaterial")
        #expect(materials.last?.new?.type == "Acme.Materials.FrostMaterial")
    }
}
