import Foundation
import Swatch
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchPipeline
@testable import SwatchSyntax
@testable import SwatchTestSupport

/// A state that merges the same contexts as an earlier one (a resolver
/// without elevated contexts: its elevated states are its base ones) takes
/// each token as that state read it, unless a value the token reads is
/// chosen by the state (an override or a mode value one of the two takes
/// and the other does not): the document, its findings and its check are
/// what reading every state gives.
@Suite struct StatesOfOneContextTests {
    /// Keys of an appearance override; some tell base from elevated, or
    /// standard from increased contrast, and some do not.
    static let overrideKeys = ["dark", "elevated", "dark-elevated", "light-hc", "dark-high-contrast", "increased"]

    /// A resolver document of chained color tokens (so that one token's
    /// reading reaches another's), some with appearance overrides, some with
    /// a value per mode, an alias to no token at times; a theme modifier of
    /// light and dark, and at times high-contrast, contexts.
    static func drawDocument(using generator: inout SeededGenerator) -> String {
        func hex() -> String {
            "#" + (0..<6).map { _ in String("0123456789ABCDEF".randomElement(using: &generator)!) }.joined()
        }
        let names = ["canvas", "ink", "accent", "muted", "border", "overlay"]
        func value(_ index: Int) -> String {
            switch Int.random(in: 0..<6, using: &generator) {
            case 0 where index > 0: "\"{color.\(names[Int.random(in: 0..<index, using: &generator)])}\""
            case 1 where index > 0: "\"{color.\(names[Int.random(in: 0..<index, using: &generator)])}\""
            case 2: "\"{color.missing}\""
            case 3: #"{ "light": "\#(hex())", "dark": "\#(hex())", "dark-elevated": "\#(hex())" }"#
            default: "\"\(hex())\""
            }
        }
        let tokens = names.indices.map { index in
            var token = "\"\(names[index])\": { \"$value\": \(value(index))"
            if Bool.random(using: &generator) {
                let keys = overrideKeys.shuffled(using: &generator).prefix(Int.random(in: 1...3, using: &generator))
                let overrides = keys.map { "\"\($0)\": \"\(hex())\"" }.joined(separator: ", ")
                token += ", \"$extensions\": { \"org.example.overrides\": { \(overrides) } }"
            }
            return token + " }"
        }
        var contexts = [
            #""light": []"#, "\"dark\": [{ \"color\": { \"canvas\": { \"$value\": \"\(hex())\" } } }]",
        ]
        if Bool.random(using: &generator) {
            contexts.append("\"light-hc\": [{ \"color\": { \"ink\": { \"$value\": \"\(hex())\" } } }]")
        }
        return """
            {
              "sets": { "base": { "sources": [{ "color": { "$type": "color", \(tokens.joined(separator: ", ")) } }] } },
              "modifiers": { "theme": { "contexts": { \(contexts.joined(separator: ", ")) }, "default": "light" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
            }
            """
    }

    /// The document `text` makes, each state of the same contexts as an
    /// earlier one taken from it where it may be, or (`once` false) every
    /// state read; and how many token states were taken.
    static func read(_ text: String, once: Bool) -> (document: BrandedDocument, taken: Int, readAgain: Int) {
        var counts = (taken: 0, readAgain: 0)
        let document = ResolverDocumentReading.read(
            text, adjusting: { $0.readsSameContextsOnce = once }, afterwards: { counts = $0.sameContextStates })
        return (document, counts.taken, counts.readAgain)
    }

    @Test func aStateTakenFromOneOfTheSameContextsIsWhatReadingItGives() async {
        var taken = 0
        var readAgain = 0
        await PropertySeeds.check(count: 80, draw: Self.drawDocument) { text in
            let (once, statesTaken, statesReadAgain) = Self.read(text, once: true)
            let (every, none, _) = Self.read(text, once: false)
            #expect(none == 0)
            taken += statesTaken
            readAgain += statesReadAgain
            #expect(once.base == every.base)
            #expect(once.diagnostics == every.diagnostics)
            #expect(once.contained == every.contained)
            let compiler = ThemeCompiler()
            #expect(once.check(with: compiler).diagnostics == every.check(with: compiler).diagnostics)
        }
        // The draws hold both: token states taken, and token states read again.
        #expect(taken > 0)
        #expect(readAgain > 0)
    }
}
