import Testing

@testable import SwatchSyntax
@testable import SwatchTestSupport

@Suite struct YAMLKeywordsTests {
    /// The position of each word, and nil for a scalar that is no word:
    /// a prefix, a longer text, one differing in its last byte or in case,
    /// an empty one, a collection.
    @Test func aScalarIsFoundAsTheWordItIsAndNoOther() throws {
        let keywords = YAMLKeywords(["role", "light", "dark", "on", "description"])
        let yaml = "[role, light, dark, on, description, rol, roles, ligHt, darn, o, '', \"dark\", {a: 1}]"
        let tape = try #require(YAMLReader().readTape(Array(yaml.utf8), file: "K.yaml").tape)
        let items = try #require(tape.root.items)
        #expect(items.map { $0.keyword(in: keywords) } == [0, 1, 2, 3, 4, nil, nil, nil, nil, nil, nil, 2, nil])
    }

    /// A color has one key position for each of its keys.
    @Test func aColorHasAPositionForEachKey() {
        #expect(ThemeDecoder.KeyPositions(repeating: -1).count == ThemeDecoder.ColorKey.allCases.count)
    }
}
