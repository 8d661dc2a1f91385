import Foundation
import Swatch
import SwatchModel
import SwatchSupport
import Testing

@testable import SwatchCheck
@testable import SwatchPipeline

/// What the checker reads faster than it did, read as before: a value
/// without its levels (``ColorSource/valueWithoutLevels(in:)``, the walk of
/// who shows each value) and a fix-it's search made once per check
/// (``SuggestionMemo``).
@Suite struct WalkReadsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Themes with levels, references, `increasedContrast:`, derived values and an alpha.
    static let themes = [
        "Themes/Dusk.theme.yaml", "Themes/Acme.theme.yaml", "Tests/Fixtures/good/Couch.theme.yaml",
        "Tests/Fixtures/good/Mailbox.theme.yaml", "Tests/Fixtures/good/Notes.theme.yaml",
    ]

    @Test(arguments: themes)
    func aValueWithoutLevelsIsTheValueButItsLevels(_ path: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        let theme = try #require(ThemeCompiler().check(ThemeSource(path: path, text: text)).theme)
        var levels = 0
        for color in theme.colors {
            let source = try #require(color.source)
            for state in Appearance.all {
                var value = source.value(in: state)
                if value.levels != nil { levels += 1 }
                value.levels = nil
                #expect(source.valueWithoutLevels(in: state) == value, "\(color.name) in \(state)")
            }
        }
        if path.hasSuffix("Couch.theme.yaml") { #expect(levels > 0, "the theme with levels has none read") }
    }

    /// The memo finds what a search of its own finds, and tells apart
    /// requirements that differ in one number.
    @Test func aSearchMadeOnceFindsWhatEachSearchFinds() {
        func requirement(target: Double, alpha: Double? = nil) -> ContrastFixIt.Requirement {
            .init(
                layers: [Color(red: 0.2, green: 0.3, blue: 0.25)], material: nil, state: .light, target: target,
                pair: "'ink' on 'ground'", alpha: alpha)
        }
        let start = Color(red: 0.1, green: 0.2, blue: 0.15)
        var memo = SuggestionMemo()
        let sets = [[requirement(target: 4.5)], [requirement(target: 7)], [requirement(target: 4.5, alpha: 0.5)]]
        var found: [Color?] = []
        for requirements in sets + sets {
            let remembered = memo.suggestion(for: start, meeting: requirements, metric: .wcag)
            #expect(remembered == ContrastFixIt.suggestion(for: start, meeting: requirements, metric: .wcag))
            found.append(remembered)
        }
        // Three searches with three answers: none was taken for another's.
        #expect(Set(found.prefix(3).map { $0?.hex ?? "none" }).count == 3, "\(found)")
    }
}
