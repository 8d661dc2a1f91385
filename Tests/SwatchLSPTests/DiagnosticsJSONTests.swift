import Foundation
import SwatchLSPProtocol
import Testing

@testable import SwatchLSP
@testable import SwatchTestSupport

/// The hand-written `publishDiagnostics` JSON holds the bytes Foundation's
/// `JSONEncoder` writes with the server's options, so that clients see the
/// same text they saw when the server encoded it: on every field present
/// and absent, and strings holding every character JSON escapes or might.
@Suite struct DiagnosticsJSONTests {
    /// What the server wrote before, with the encoder.
    static func encoded(_ params: PublishDiagnosticsParams) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return Array(try encoder.encode(NotificationMessage(method: "textDocument/publishDiagnostics", params: params)))
    }

    /// Characters a JSON writer may treat apart: quotes, backslash, slash,
    /// every control character, DEL, the line and paragraph separators,
    /// non-ASCII letters, an emoji with a joiner, a combining mark.
    static let awkward: [String] =
        ["\"", "\\", "/", "\u{7F}", "\u{2028}", "\u{2029}", "é", "👩‍👩‍👧", "e\u{301}", "a", " ", "</", "\\u0041"]
        + (0..<0x20).map { String(Character(Unicode.Scalar($0)!)) }

    static func range(_ numbers: [Int]) -> LSPRange {
        LSPRange(
            start: Position(line: numbers[0], character: numbers[1]),
            end: Position(line: numbers[2], character: numbers[3]))
    }

    @Test func everyFieldPresentAndAbsent() throws {
        let related = [
            DiagnosticRelatedInformation(
                location: Location(uri: "file:///a/b c/Theme.theme.yaml", range: Self.range([1, 2, 3, 4])),
                message: "the \"other\" color\\here"),
            DiagnosticRelatedInformation(
                location: Location(uri: "file:///x", range: Self.range([0, 0, 0, 0])), message: ""),
        ]
        let full = LSPDiagnostic(
            range: Self.range([10, 4, 10, 12]), severity: 1, code: "contrast/text",
            codeDescription: CodeDescription(href: "https://example.com/rules/contrast#text"), source: "swatch",
            message: "label on background: 2.1:1\nneeds 4.5:1", relatedInformation: related,
            data: DiagnosticData(version: 7))
        var bare = full
        bare.codeDescription = nil
        bare.relatedInformation = nil
        bare.data = nil
        var emptyLists = full
        emptyLists.relatedInformation = []
        emptyLists.data = try JSONDecoder().decode(DiagnosticData.self, from: Data("{}".utf8))
        for version in [nil, 0, 3, Int.max] {
            for diagnostics in [[], [full], [bare], [full, bare, emptyLists]] {
                let params = PublishDiagnosticsParams(
                    uri: "file:///tmp/a%20b/Theme.theme.yaml", version: version, diagnostics: diagnostics)
                let encoded = try Self.encoded(params)
                #expect(
                    String(decoding: params.notificationJSON(), as: UTF8.self)
                        == String(decoding: encoded, as: UTF8.self))
            }
        }
    }

    @Test func stringsOfAwkwardCharacters() async throws {
        func draw(_ generator: inout SeededGenerator) -> [String] {
            (0..<6)
                .map { _ in
                    (0..<Int.random(in: 0..<12, using: &generator))
                        .map { _ in Self.awkward.randomElement(using: &generator)! }.joined()
                }
        }
        await PropertySeeds.check(count: 200, draw: draw) { texts in
            let diagnostic = LSPDiagnostic(
                range: Self.range([2, 0, 2, texts[0].utf16.count]), severity: 2, code: texts[0],
                codeDescription: CodeDescription(href: texts[1]), source: texts[2], message: texts[3],
                relatedInformation: [
                    DiagnosticRelatedInformation(
                        location: Location(uri: texts[4], range: Self.range([5, 6, 7, 8])), message: texts[5])
                ], data: DiagnosticData(version: 1))
            let params = PublishDiagnosticsParams(uri: texts[4], version: 2, diagnostics: [diagnostic])
            let encoded = try Self.encoded(params)
            #expect(
                params.notificationJSON() == encoded,
                "\(String(decoding: params.notificationJSON(), as: UTF8.self))\n\(String(decoding: encoded, as: UTF8.self))"
            )
        }
    }

    /// A published notification read back.
    struct Published: Decodable {
        var method: String
        var params: PublishDiagnosticsParams
    }

    /// What the server publishes for the fixture themes (every mistake
    /// once, failing pairs with their fix-its and notes, quotes and
    /// non-ASCII in messages), byte for byte what the encoder writes of it.
    @Test func theServerPublishesTheEncodersBytes() throws {
        let themes = ["bad", "good"].flatMap { FixtureCorpus.files(in: $0) }
        #expect(themes.count > 20)
        var diagnostics = 0
        var notes = 0
        for theme in themes {
            let server = LanguageServer()
            server.readsWorkspace = false
            server.state = .running
            let uri = DocumentURI.uri(of: theme.path)
            server.documents[uri] = TextDocument(
                uri: uri, version: 3, text: try String(contentsOf: theme, encoding: .utf8))
            server.stale = true
            server.publishDiagnosticsIfNeeded()
            let bodies = server.takeOutgoing()
            #expect(bodies.count == 1, "\(theme.lastPathComponent)")
            for body in bodies {
                let published = try JSONDecoder().decode(Published.self, from: Data(body))
                #expect(published.method == "textDocument/publishDiagnostics")
                diagnostics += published.params.diagnostics.count
                notes += published.params.diagnostics.reduce(0) { $0 + ($1.relatedInformation?.count ?? 0) }
                let encoded = try Self.encoded(published.params)
                #expect(
                    String(decoding: body, as: UTF8.self) == String(decoding: encoded, as: UTF8.self),
                    "\(theme.lastPathComponent)")
            }
        }
        // The fixtures hold findings with notes, not only clean themes.
        #expect(diagnostics > 100)
        #expect(notes > 20)
    }
}
