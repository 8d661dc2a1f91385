import Foundation
import Testing

@testable import SwatchCheck
@testable import SwatchDiagnostics
@testable import SwatchTestSupport

/// `--diagnostics-format json` is written by hand (the compiler links no
/// Foundation); it must keep the bytes Foundation's JSONEncoder gave it, as
/// tools and CI scripts read them. The reference here is the encoder itself,
/// on the same values.
@Suite struct DiagnosticRendererTests {
    /// The layout the renderer encoded before, kept here as the reference.
    struct Encoded: Encodable {
        struct Location: Encodable {
            var file: String
            var line: Int
            var column: Int
            var endLine: Int
            var endColumn: Int
        }
        struct Note: Encodable {
            var message: String
            var location: Location?
        }
        struct FixIt: Encodable {
            var message: String
            var replacement: String
        }
        var severity: String
        var rule: String
        var message: String
        var location: Location
        var notes: [Note]
        var fixIt: FixIt?
    }

    func encoded(_ diagnostics: [Diagnostic]) throws -> String {
        func location(_ range: SourceRange) -> Encoded.Location {
            .init(
                file: range.file, line: range.start.line, column: range.start.column, endLine: range.end.line,
                endColumn: range.end.column)
        }
        let items = diagnostics.map { diagnostic in
            Encoded(
                severity: diagnostic.severity.rawValue, rule: diagnostic.rule.rawValue, message: diagnostic.message,
                location: location(diagnostic.range),
                notes: diagnostic.notes.map { .init(message: $0.message, location: $0.range.map(location)) },
                fixIt: diagnostic.fixIt.map { .init(message: $0.message, replacement: $0.replacement) })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(items), as: UTF8.self) + "\n"
    }

    static let range = SourceRange(
        file: "Themes/Ünïcode dir/App.theme.yaml", start: .init(line: 12, column: 7), end: .init(line: 13, column: 2))

    /// Every scalar below 0x80, and some above, in a message.
    static let awkwardText: String = {
        var text = ""
        for value in 0..<0x80 { text.unicodeScalars.append(Unicode.Scalar(value)!) }
        return text + "é ≥ 4.5:1 \u{2028} 🎨 a/b \\ \"q\""
    }()

    static let diagnostics: [Diagnostic] = [
        Diagnostic(.dmContrast, "'ink' on 'paper' is 3.2:1", at: range),
        Diagnostic(
            .themeValue, awkwardText, at: range,
            notes: [
                .init("declared here", at: SourceRange(file: "B.yaml", start: .init(line: 1, column: 1))),
                .init("no place"),
            ],
            fixIt: .init(replacement: "light: \"#1D1D1F\"\n", message: "use a darker ink")),
    ]

    @Test func jsonHasTheBytesJSONEncoderGave() throws {
        let renderer = DiagnosticRenderer()
        #expect(renderer.render(Self.diagnostics, as: .json) == (try encoded(Self.diagnostics)))
        #expect(renderer.render([], as: .json) == (try encoded([])))
        #expect(renderer.render([], as: .json) == "[\n\n]\n")
        for diagnostic in Self.diagnostics {
            #expect(renderer.render([diagnostic], as: .json) == (try encoded([diagnostic])))
        }
    }

    @Test func jsonReadsBackAsTheDiagnostics() throws {
        let json = DiagnosticRenderer().render(Self.diagnostics, as: .json)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(items.count == 2)
        #expect(items[1]["message"] as? String == Self.awkwardText)
        let notes = try #require(items[1]["notes"] as? [[String: Any]])
        #expect(notes.count == 2 && notes[1]["location"] == nil)
        #expect((items[1]["fixIt"] as? [String: Any])?["replacement"] as? String == "light: \"#1D1D1F\"\n")
        #expect(items[0]["fixIt"] == nil)
    }

    @Test func aFixItsOtherEditsAreWrittenWithIt() throws {
        var fixIt = Diagnostic.FixIt(replacement: "\"#CBCBCF\"", message: "lighter", at: Self.range)
        let other = SourceRange(file: "A.theme.yaml", start: .init(line: 5, column: 7))
        fixIt.otherEdits = [.init(range: other, replacement: "dark: \"#AEAEB2\"\n      light")]
        let diagnostic = Diagnostic(.dmContrast, "'ink' on 'paper'", at: Self.range, fixIt: fixIt)
        let json = DiagnosticRenderer().render([diagnostic], as: .json)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let edits = try #require((items[0]["fixIt"] as? [String: Any])?["otherEdits"] as? [[String: Any]])
        #expect(edits.count == 1 && edits[0]["replacement"] as? String == "dark: \"#AEAEB2\"\n      light")
        #expect((edits[0]["location"] as? [String: Any])?["line"] as? Int == 5)
        let text = DiagnosticRenderer().render([diagnostic], as: .text)
        #expect(text.contains("A.theme.yaml:5:7: note: and with it: dark: \"#AEAEB2\"\n      light\n"))
        // A fix-it with one edit has no `otherEdits` key.
        let one = DiagnosticRenderer().render(Self.diagnostics, as: .json)
        #expect(!one.contains("otherEdits"))
    }

    @Test func textTrimsTheFixItsLineBreaksAndTheSourceLinesCarriageReturn() {
        let source = Array("swatch: 1\r\ncolors:\r\n  ink: \"#777\"\r\n".utf8)
        let range = SourceRange(file: "A.theme.yaml", start: .init(line: 3, column: 8))
        let diagnostic = Diagnostic(
            .dmContrast, "too light", at: range,
            fixIt: .init(replacement: "\n\u{2028}\"#555\"\r\n\u{85}", message: "darker"))
        let text = DiagnosticRenderer(sources: ["A.theme.yaml": source]).text(diagnostic)
        #expect(
            text == """
                A.theme.yaml:3:8: error: too light [DM-contrast]
                  ink: "#777"
                       ^
                A.theme.yaml:3:8: note: fix-it: darker: "#555"

                """)
    }

    @Test func aPurposeBecomesASentenceWithoutItsSpaces() {
        #expect(SurfaceRules.sentence(" \t\u{3000}Floats above content\u{A0} ") == "floats above content.")
        #expect(SurfaceRules.sentence("Ends here.") == "ends here.")
        #expect(SurfaceRules.sentence(" \t ") == ".")
    }
}
