import SwatchModel
import Testing

@testable import SwatchCheck
@testable import SwatchTestSupport

/// DM-unpaired ranks a foreground's candidate backgrounds through an index of
/// their names' words (`BackgroundNames`): the same backgrounds, in the same
/// order, as scoring every background of the theme.
@Suite struct BackgroundNamesTests {
    static let words = ["card", "Primary", "Accent", "danger", "muted", "emphasis", "2", "brand", "Button", "rest"]
    static let roles = ["Background", "Foreground", "Text", "Fill", "bg", "fg", ""]

    /// Names of one to four words, some of them role words, some repeated.
    static func drawNames(_ generator: inout SeededGenerator) -> (foregrounds: [String], backgrounds: [String]) {
        func name() -> String {
            let count = Int.random(in: 1...4, using: &generator)
            let parts = (0..<count).map { _ in words.randomElement(using: &generator)! }
            return parts.joined(separator: Bool.random(using: &generator) ? "/" : "")
                + roles.randomElement(using: &generator)!
        }
        return (
            (0..<8).map { _ in name() },
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in name() }
        )
    }

    /// The ranking as it was before the index: every background scored.
    static func rankedByScoringEvery(_ name: String, _ backgrounds: [String], fallback: String?) -> [String] {
        let own = NameWords.subject(name)
        var scored: [(name: String, score: Int)] = []
        if !own.isEmpty {
            for background in backgrounds where background != name {
                let score = NameWords.affinity(own, NameWords.subject(background))
                if score > 0 { scored.append((background, score)) }
            }
        }
        let ranked = scored.enumerated().sorted { ($0.element.score, -$0.offset) > ($1.element.score, -$1.offset) }
            .map(\.element.name)
        guard let fallback, fallback != name, !ranked.contains(fallback) else { return ranked }
        return ranked + [fallback]
    }

    @Test func theIndexRanksAsScoringEveryBackground() async {
        await PropertySeeds.check(count: 200, draw: Self.drawNames) { input in
            let index = BackgroundNames(input.backgrounds.map { ($0, NameWords.subject($0)) })
            let fallback = input.backgrounds.first
            for name in input.foregrounds + input.backgrounds.prefix(2) {
                #expect(
                    PairingRules.rankedBackgrounds(for: name, among: index, fallback: fallback)
                        == Self.rankedByScoringEvery(name, input.backgrounds, fallback: fallback), "\(name)")
            }
        }
    }

    /// Backgrounds that share no word with the foreground are not candidates;
    /// one that shares its group and words ranks first.
    @Test func onlyBackgroundsSharingAWordAreCandidates() {
        let names = ["cardBackground", "dangerBackground", "cardPrimaryBackground", "menuBackground"]
        let index = BackgroundNames(names.map { ($0, NameWords.subject($0)) })
        #expect(
            PairingRules.rankedBackgrounds(for: "cardPrimaryText", among: index, fallback: nil)
                == ["cardPrimaryBackground", "cardBackground"])
        #expect(index.sharingWords(with: ["menu"]).map(\.place) == [3])
        #expect(
            index.sharingWords(with: ["menu", "card", "primary"]).map { [$0.place, $0.shared] } == [
                [0, 1], [2, 2], [3, 1],
            ])
        #expect(index.sharingWords(with: ["toolbar"]).isEmpty)
    }
}
