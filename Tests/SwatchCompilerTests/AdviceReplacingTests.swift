import Testing

@testable import SwatchFormats
@testable import SwatchTestSupport

/// A finding's advice is put in a format's words by a byte search where the
/// text is ASCII (``ImportAdvice/replacing(_:with:in:)``): the result is
/// what `String.replacing(_:with:)`, character by character, gives.
@Suite struct AdviceReplacingTests {
    /// Texts of a few letters, spaces, line breaks (a carriage return among
    /// them at times), quotes and, at times, a combining accent or `é`.
    static func draw(_ generator: inout SeededGenerator) -> (text: String, advice: String, replacement: String) {
        let pieces = ["a", "b", "ab", " ", "'on:'", "\n", "\r\n", "\r", ";", "\u{301}", "é", "name"]
        func text(_ count: ClosedRange<Int>) -> String {
            (0..<Int.random(in: count, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
        }
        let advice = text(1...3)
        var message = ""
        for _ in 0..<Int.random(in: 0...4, using: &generator) {
            message += text(0...3) + (Bool.random(using: &generator) ? advice : "")
        }
        return (message, advice, text(0...3))
    }

    @Test func replacesAsStringReplacingDoes() async {
        await PropertySeeds.check(count: 500, draw: Self.draw) { input in
            // Byte for byte: equal strings may differ in their bytes.
            #expect(
                Array(ImportAdvice.replacing(input.advice, with: input.replacement, in: input.text).utf8)
                    == Array(input.text.replacing(input.advice, with: input.replacement).utf8),
                "\(input)")
        }
    }

    @Test func aFindingsAdviceInAFormatsWords() {
        let message = "nothing pairs label 'ink' with a background; name what it is drawn on with 'on:'"
        #expect(
            ImportAdvice.replacing(
                "name what it is drawn on with 'on:'", with: "add 'on' to its $extensions", in: message)
                == "nothing pairs label 'ink' with a background; add 'on' to its $extensions")
    }
}
