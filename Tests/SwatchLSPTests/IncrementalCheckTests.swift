import Foundation
import SwatchDiagnostics
import SwatchPipeline
import SwatchSupport
import Testing

@testable import SwatchLSP
@testable import SwatchTestSupport

/// The server repeats only the checks an edit can change (``CheckMemo``),
/// and finds what a whole check finds, after every edit.
@Suite struct IncrementalCheckTests {
    /// The documents a run edits: a theme and two token files a resolver
    /// on disk reads (four contexts, Increase Contrast among them), all open.
    static let theme = """
        swatch: 1
        extends: system
        colors:
          paper: { role: background, light: "#FFFFFF", dark: "#1C1C1E" }
          ink: { role: label, light: "#1D1D1F", dark: "#F5F5F7", on: [paper] }
          hint: { role: secondaryLabel, light: "#8A8A8E", dark: "#98989D", on: [paper] }
          accent: { role: fill, light: "#007AFF", dark: { ref: ink }, on: [paper] }

        """
    static let editable = ["Palette.theme.yaml", "light.tokens.json", "dark.tokens.json"]

    /// One edit: which document, where (a fraction of its length), and what
    /// it writes: a hex digit over one of a literal's digits, or a piece of
    /// text inserted (which may break the document's syntax).
    struct Edit: CustomStringConvertible {
        var document: Int
        var place: Double
        var digit: Character
        var inserted: String?

        var description: String {
            "\(IncrementalCheckTests.editable[document]) at \(place): \(inserted.map { "insert \($0.debugDescription)" } ?? "digit \(digit)")"
        }
    }

    static func drawEdits(using generator: inout SeededGenerator) -> [Edit] {
        let pieces = ["}", ",", "\"", "x", " ", "\n", "{ref: ink}", "#12"]
        return (0..<12)
            .map { _ in
                Edit(
                    document: Int.random(in: 0..<editable.count, using: &generator),
                    place: Double.random(in: 0..<1, using: &generator),
                    digit: "0123456789ABCDEF".randomElement(using: &generator)!,
                    inserted: Int.random(in: 0..<5, using: &generator) == 0
                        ? pieces.randomElement(using: &generator)! : nil)
            }
    }

    /// `text` with `edit` made: its digit over the hex digit of a literal
    /// nearest after its place (or the first), or its piece inserted there.
    static func apply(_ edit: Edit, to text: String) -> String {
        var characters = Array(text)
        let place = Int(edit.place * Double(characters.count))
        if let inserted = edit.inserted {
            characters.insert(contentsOf: inserted, at: place)
            return String(characters)
        }
        // The digits of the `#` literals: the values an edit of a color changes.
        var digits: [Int] = []
        for index in characters.indices where characters[index] == "#" {
            var next = index + 1
            while next < characters.count, characters[next].isHexDigit {
                digits.append(next)
                next += 1
            }
        }
        guard let target = digits.first(where: { $0 >= place }) ?? digits.first else { return text }
        characters[target] = edit.digit
        return String(characters)
    }

    @Test func everyEditFindsWhatAWholeCheckFinds() async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("swatch-incremental-\(ProcessInfo.processInfo.processIdentifier)").path
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixtures = FixtureCorpus.root.appendingPathComponent("tokens/ax-contexts").path
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures) {
            try FileManager.default.copyItem(atPath: fixtures + "/" + name, toPath: folder + "/" + name)
        }
        try Self.theme.write(toFile: folder + "/Palette.theme.yaml", atomically: true, encoding: .utf8)
        let texts = try Self.editable.map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
        var reused = 0
        // Each seed draws a run of edits (PropertySeeds: fixed in CI, replayed by SWATCH_SEED).
        await PropertySeeds.check(count: 25, draw: Self.drawEdits) { edits in
            let server = LanguageServer()
            server.workspace = WorkspaceThemes.scan([folder])
            var current = texts
            let uris = Self.editable.map { DocumentURI.uri(of: folder + "/" + $0) }
            for (uri, text) in zip(uris, current) {
                server.documents[uri] = TextDocument(uri: uri, version: 1, text: text)
            }
            server.refreshAnalysis()
            for (step, edit) in edits.enumerated() {
                current[edit.document] = Self.apply(edit, to: current[edit.document])
                let uri = uris[edit.document]
                server.documents[uri] = TextDocument(uri: uri, version: step + 2, text: current[edit.document])
                server.refreshAnalysis()
                let whole = WorkspaceAnalysis.check(documents: server.documents, workspace: server.workspace)
                #expect(server.analysis.diagnosticsByURI == whole.diagnosticsByURI, "after edit \(step + 1): \(edit)")
                #expect(
                    server.analysis.results.mapValues(\.diagnostics) == whole.results.mapValues(\.diagnostics),
                    "after edit \(step + 1): \(edit)")
            }
            reused += server.checkMemo.reusedChecks
        }
        // Edits of one document leave the others' checks as they were: the memo answered for them.
        #expect(reused > 0)
    }
}
