import SwatchSupport
import Testing

@testable import SwatchEmit
@testable import SwatchFormats
@testable import SwatchModel

/// The one word splitter, number writer and string escaper each output
/// shares, and the rules each output keeps its own.
@Suite struct TextWritersTests {
    /// Names are read with a run of capitals split before its last one;
    /// exported names keep the run whole, as they always have.
    @Test func aRunOfCapitalsIsSplitForReadingAndKeptForExport() {
        #expect(NameWords.words("URLText") == ["url", "text"])
        #expect(ExportNames.words("URLText") == ["urltext"])
        #expect(ExportNames.kebab("URLText") == "urltext")
        #expect(ExportNames.snake("cardBackground") == "card_background")
        // Outside ASCII the characters are read, with the same two rules.
        #expect(NameWords.words("URLText·é") == ["url", "text", "é"])
        #expect(ExportNames.words("URLTextÉtat") == ["urltext", "état"])
        #expect(NameWords.words("URLTextÉtat") == ["url", "text", "état"])
    }

    /// Every output writes a number as its shortest text that reads back as
    /// the same `Double`.
    @Test func numbersAreTheirShortestExactText() {
        let cases: [(Double, String)] = [
            (0.5, "0.5"), (64, "64"), (-0.0, "0"), (-3, "-3"), (0.1 + 0.2, "0.30000000000000004"),
            (1e16, "1e+16"), (1e-7, "1e-07"),
        ]
        for (value, text) in cases {
            #expect(value.formatted == text)
            #expect(JSONText.number(value).rendered(.standard) == text + "\n")
            #expect(Double(text) == value)
        }
    }

    /// Quote, backslash, line feed, carriage return and tab are escaped alike;
    /// what else is escaped, and how, is each language's.
    @Test func eachLanguageEscapesTheSharedCharactersAlikeAndTheRestItsWay() {
        let text = "a\"b\\c\nd\re\tf\u{1}g\u{85}hé"
        #expect(SwiftLiterals.string(text) == #""a\"b\\c\nd\re\tf\u{1}g\u{85}h\u{E9}""#)
        #expect(JSONText.quoted(text) == "\"a\\\"b\\\\c\\nd\\re\\tf\\u0001g\u{85}hé\"")
        #expect(YAMLText.scalar(text) == #""a\"b\\c\nd\re\tf\x01g\x85hé""#)
        #expect(JSONText.quoted("\u{8}\u{C}", style: .encoder) == #""\b\f""#)
        #expect(JSONText.quoted("\u{8}\u{C}") == #""\u0008\u000c""#)
        #expect(YAMLText.scalar("plain-word") == "plain-word")
    }
}
