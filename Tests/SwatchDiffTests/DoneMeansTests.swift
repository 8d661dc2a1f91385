import Swatch
import SwatchCheck
import SwatchDiagnostics
import SwatchDiff
import SwatchEmit
import Testing

/// The pair that renames a color, removes one, changes a role and darkens
/// a label until it fails in one state: each is named, and the verdict is major.
@Suite struct DoneMeansTests {
    let diff: ThemeDiff

    init() throws {
        let report = try DiffFixtures.diff("done-means")
        try #require(report.themes.count == 1)
        diff = report.themes[0]
    }

    @Test func theRenameIsOneRenameNotARemovalAndAnAddition() {
        let renamed = diff.api.filter { $0.kind == .renamed }
        #expect(renamed.map(\.name) == ["brandPrimary"])
        #expect(renamed.first?.old?.name == "brandBlue")
        #expect(renamed.first?.isBreaking == true)
        #expect(!diff.api.contains { $0.kind == .added })
        #expect(!diff.api.contains { $0.kind == .removed && $0.name == "brandBlue" })
    }

    @Test func theRemovedColorBreaks() {
        let removed = diff.api.filter { $0.kind == .removed }
        #expect(removed.map(\.name) == ["legacyAccent"])
        #expect(removed.first?.old?.symbol == "Acme.legacyAccent")
        #expect(removed.allSatisfy { $0.isBreaking })
    }

    @Test func theRoleChangeIsATypeChangeAsTheEmitterWritesIt() {
        let changed = diff.api.filter { $0.kind == .typeChanged }
        #expect(changed.map(\.name) == ["divider"])
        #expect(changed.first?.old?.type == "Swatch.ThemeColor<Swatch.Separator>")
        #expect(changed.first?.new?.type == "Swatch.ThemeColor<Swatch.Fill>")
        #expect(changed.first?.isBreaking == true)
    }

    @Test func theDarkenedLabelFailsInOneStateWithBothRatios() throws {
        let caption = try #require(diff.contrast.first { $0.foreground == "caption" })
        let failing = caption.groups.filter { $0.new == .fail }
        try #require(failing.count == 1)
        // One state, with either transparency: a color does not change with it.
        #expect(
            Set(failing[0].states.map { "\($0)" }) == [
                "dark · elevated · increased contrast",
                "dark · elevated · increased contrast · reduced transparency",
            ])
        #expect(failing[0].oldRatio >= 4.5)
        #expect(failing[0].newRatio < 4.5)
        #expect(caption.newlyFailsMinimum)
        // And the dark value's change reads as one group of the 8 dark states.
        let values = try #require(diff.values.first { $0.color == "caption" })
        #expect(values.groups.count == 1)
        #expect(values.groups[0].states.count == 8)
        #expect(values.groups[0].states.allSatisfy { $0.colorScheme == .dark })
    }

    @Test func theVerdictIsMajorAndEveryGateFails() {
        #expect(diff.verdict == .major)
        let report = DiffReport(themes: [diff])
        #expect(report.fails(.breaking))
        #expect(report.fails(.regression))
        #expect(report.fails(.any))
        #expect(diff.findings.contains { $0.kind == .appeared && $0.diagnostic.rule.rawValue == "DM-contrast" })
    }
}
