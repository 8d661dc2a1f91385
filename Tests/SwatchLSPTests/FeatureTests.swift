import Foundation
import SwatchDiagnostics
import SwatchSupport
import Testing

@testable import SwatchLSP
@testable import SwatchPipeline

/// Diagnostics, quick fixes, hover, completion, colors and navigation on
/// themes in memory and on disk.
@Suite struct FeatureTests {
    static let uri = "file:///tmp/swatch-lsp-tests/Café.theme.yaml"
    // A name with an emoji and one in CJK before the mistakes, so that a
    // column counted in scalars or bytes rather than UTF-16 units is off.
    static let theme = """
        swatch: 1
        extends: system
        colors:
          canvas: { role: background, light: "#FFFFFF", dark: "#1C1C1E" }
          "🎨色": { role: lable, light: "#000000", dark: "#FFFFFF", on: [canvas] }
          ink:
            role: label
            description: Body text.
            light: "#111111"
            dark: { ref: "🎨色" }
            on: [canvas, systemBackground]

        """

    static let fixed = theme.replacingOccurrences(of: "lable", with: "label")

    func session(_ text: String = Self.theme) -> LSPSession {
        var session = LSPSession()
        session.start()
        session.open(Self.uri, text)
        return session
    }

    @Test func diagnosticsAreTheCompilersWithUTF16Ranges() throws {
        let transcript = session().run()
        let diagnostics = try #require(transcript.diagnostics(Self.uri))
        let expected = ThemeCompiler().check(ThemeSource(path: DocumentURI.path(of: Self.uri), text: Self.theme))
        #expect(diagnostics.map { $0["message"] as? String } == expected.diagnostics.map(\.message))
        #expect(diagnostics.map { $0["code"] as? String } == expected.diagnostics.map(\.rule.rawValue))
        let role = try #require(diagnostics.first { ($0["code"] as? String) == "THEME-value" })
        let range = try #require(role["range"] as? [String: [String: Int]])
        // `  "🎨色": { role: lable`: two blanks, the quote, 🎨 (two units), 色, the quote, `: { role: ` (10):
        // `lable` at unit 17; at scalar column 17, or byte 20, were columns miscounted.
        #expect(range["start"] == ["line": 4, "character": 17])
        #expect(range["end"] == ["line": 4, "character": 22])
        #expect(role["severity"] as? Int == 1)
        let href = (role["codeDescription"] as? [String: String])?["href"]
        #expect(href?.hasSuffix("docs/rules/THEME-value.md") == true)
    }

    @Test func notesAreRelatedInformation() throws {
        var session = LSPSession()
        session.start()
        session.open(
            Self.uri,
            """
            swatch: 1
            colors:
              a: { role: fill, light: { ref: b }, dark: "#000000" }
              b: { role: fill, light: { ref: a }, dark: "#000000" }

            """)
        let diagnostics = try #require(session.run().diagnostics(Self.uri))
        let cycle = try #require(diagnostics.first { ($0["code"] as? String) == "THEME-cycle" })
        let related = try #require(cycle["relatedInformation"] as? [[String: Any]])
        #expect(!related.isEmpty)
        #expect(related.allSatisfy { ($0["location"] as? [String: Any])?["uri"] as? String == Self.uri })
    }

    @Test func aQuickFixReplacesTheMistakeAndItsErrorGoes() throws {
        var session = session()
        let action = session.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": Self.uri],
                "range": ["start": ["line": 4, "character": 20], "end": ["line": 4, "character": 20]],
                "context": ["diagnostics": []],
            ])
        let transcript = session.run()
        let actions = try #require(transcript.response(action)?["result"] as? [[String: Any]])
        let fix = try #require(actions.first)
        #expect(fix["kind"] as? String == "quickfix")
        #expect(fix["isPreferred"] as? Bool == true)
        let edits = try #require(
            ((fix["edit"] as? [String: Any])?["changes"] as? [String: Any])?[Self.uri] as? [[String: Any]])
        #expect(edits.count == 1)
        #expect(edits[0]["newText"] as? String == "label")

        // Applied as the client would: its error is gone.
        var after = self.session()
        after.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": Self.uri, "version": 2],
                "contentChanges": [["range": edits[0]["range"]!, "text": "label"]],
            ])
        let diagnostics = try #require(after.run().diagnostics(Self.uri))
        #expect(!diagnostics.contains { ($0["code"] as? String) == "THEME-value" })
    }

    @Test func aQuickFixOfTwoEditsMakesBothInOneChange() throws {
        // The dark value is written again with levels, and a dark value added
        // to the `increasedContrast:` the color writes: one fix-it, two edits.
        let theme = """
            swatch: 1
            colors:
              paper:
                role: background
                light: "#FFFFFF"
                dark: { base: "#3A3A3C", elevated: "#000000" }
                increasedContrast: { dark: { base: "#000000", elevated: "#3A3A3C" } }
              tip: { role: label, light: "#3A3A3A", dark: "#AEAEB2", increasedContrast: { light: "#1C1C1E" }, on: [paper] }

            """
        var session = session(theme)
        let action = session.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": Self.uri],
                "range": ["start": ["line": 7, "character": 50], "end": ["line": 7, "character": 50]],
                "context": ["diagnostics": []],
            ])
        let actions = try #require(session.run().response(action)?["result"] as? [[String: Any]])
        let fix = try #require(
            actions.first { $0["kind"] as? String == "quickfix" && $0["isPreferred"] as? Bool == true })
        let edits = try #require(
            ((fix["edit"] as? [String: Any])?["changes"] as? [String: Any])?[Self.uri] as? [[String: Any]])
        #expect(
            edits.map { $0["newText"] as? String } == [
                "{ base: \"#CBCBCF\", elevated: \"#AEAEB2\" }",
                "dark: { base: \"#AEAEB2\", elevated: \"#CBCBCF\" }, light",
            ])
    }

    @Test func hoverShowsTheSixteenStatesAndTheWorstRatios() throws {
        var session = session(Self.fixed)
        // On `ink`'s declaration, and on `canvas` in its `on:`.
        let hover = session.request(
            "textDocument/hover", ["textDocument": ["uri": Self.uri], "position": ["line": 5, "character": 3]])
        let onRef = session.request(
            "textDocument/hover", ["textDocument": ["uri": Self.uri], "position": ["line": 10, "character": 10]])
        let transcript = session.run()
        let markdown = try #require(
            ((transcript.response(hover)?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"]
                as? String)
        #expect(markdown.contains("**ink** · label"))
        #expect(markdown.contains("Body text."))
        // 16 state rows: one per appearance, light and dark values as written.
        let stateRows = markdown.split(separator: "\n").filter { $0.hasPrefix("| light") || $0.hasPrefix("| dark") }
        #expect(stateRows.count == 16)
        #expect(stateRows.filter { $0.contains("`#111111`") }.count == 8)
        #expect(stateRows.filter { $0.contains("`#FFFFFF`") }.count == 8)
        // A row per background in `on:`, with the small-text targets of a label.
        #expect(markdown.contains("| 'canvas' |"))
        #expect(markdown.contains("| 'systemBackground' |"))
        #expect(markdown.contains("4.50:1 minimum, 7.00:1 aim"))
        let hoverOnName = (transcript.response(onRef)?["result"] as? [String: Any])?["contents"] as? [String: Any]
        #expect((hoverOnName?["value"] as? String)?.contains("**canvas** · background") == true)
    }

    @Test func hoverOnARuleIDGivesItsSummary() throws {
        var session = session("swatch: 1\nrules:\n  DM-contrast: warning\ncolors: {}\n")
        let hover = session.request(
            "textDocument/hover", ["textDocument": ["uri": Self.uri], "position": ["line": 2, "character": 4]])
        let transcript = session.run()
        let markdown =
            ((transcript.response(hover)?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"]
            as? String
        #expect(markdown?.contains("**DM-contrast** (error or warning)") == true)
    }

    @Test func completionInOnOffersOnlyBackgrounds() throws {
        // Typed at the end of a theme that resolved: the line is no YAML yet.
        var session = session(Self.fixed)
        let end = Self.fixed.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        session.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": Self.uri, "version": 2],
                "contentChanges": [
                    [
                        "range": ["start": ["line": end, "character": 0], "end": ["line": end, "character": 0]],
                        "text": "  extra:\n    role: fill\n    on: [\n",
                    ]
                ],
            ])
        let line = end + 2
        let completion = session.request(
            "textDocument/completion",
            ["textDocument": ["uri": Self.uri], "position": ["line": line, "character": 9]])
        let role = session.request(
            "textDocument/completion",
            ["textDocument": ["uri": Self.uri], "position": ["line": line - 1, "character": 10]])
        let transcript = session.run()
        let items = try #require(
            (transcript.response(completion)?["result"] as? [String: Any])?["items"] as? [[String: Any]])
        let labels = Set(items.compactMap { $0["label"] as? String })
        #expect(labels.contains("canvas"))
        #expect(labels.contains("systemBackground"))
        #expect(!labels.contains("ink"))
        #expect(!labels.contains("label"))
        #expect(items.allSatisfy { ($0["detail"] as? String)?.hasPrefix("background") == true })
        let roles = (transcript.response(role)?["result"] as? [String: Any])?["items"] as? [[String: Any]]
        #expect(roles?.compactMap { $0["label"] as? String } == ["label", "fill", "separator", "background", "tint"])
    }

    @Test func documentColorsAreTheLiteralsInsideTheirQuotes() throws {
        var session = session(Self.fixed)
        let colors = session.request("textDocument/documentColor", ["textDocument": ["uri": Self.uri]])
        let presentation = session.request(
            "textDocument/colorPresentation",
            [
                "textDocument": ["uri": Self.uri],
                "color": ["red": 1.0, "green": 0.0, "blue": 0.0, "alpha": 1.0],
                "range": ["start": ["line": 3, "character": 38], "end": ["line": 3, "character": 45]],
            ])
        let transcript = session.run()
        let found = try #require(transcript.response(colors)?["result"] as? [[String: Any]])
        // canvas's two, 🎨色's two, ink's light: five literals (ink's dark is a reference).
        #expect(found.count == 5)
        let first = try #require(found.first)
        #expect((first["range"] as? [String: [String: Int]])?["start"] == ["line": 3, "character": 38])
        #expect((first["range"] as? [String: [String: Int]])?["end"] == ["line": 3, "character": 45])
        #expect((first["color"] as? [String: Double]) == ["red": 1, "green": 1, "blue": 1, "alpha": 1])
        let presented = try #require(transcript.response(presentation)?["result"] as? [[String: Any]])
        #expect(presented.compactMap { $0["label"] as? String } == ["#FF0000"])
    }

    @Test func definitionReferencesAndSymbols() throws {
        var session = session(Self.fixed)
        let definition = session.request(
            "textDocument/definition", ["textDocument": ["uri": Self.uri], "position": ["line": 10, "character": 10]])
        let references = session.request(
            "textDocument/references",
            ["textDocument": ["uri": Self.uri], "position": ["line": 3, "character": 4], "context": [:]])
        let symbols = session.request("textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]])
        let transcript = session.run()
        let target = try #require((transcript.response(definition)?["result"] as? [[String: Any]])?.first)
        #expect((target["range"] as? [String: [String: Int]])?["start"] == ["line": 3, "character": 2])
        let uses = try #require(transcript.response(references)?["result"] as? [[String: Any]])
        // Declared once, named in 🎨色's `on:` and ink's `on:`.
        #expect(uses.count == 3)
        let outline = try #require(transcript.response(symbols)?["result"] as? [[String: Any]])
        #expect(outline.compactMap { $0["name"] as? String } == ["canvas", "🎨色", "ink"])
    }

    @Test func editingABaseOnDiskRechecksItsOpenBrand() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = "swatch: 1\ncolors:\n  canvas: { role: background, light: \"#FFFFFF\", dark: \"#1C1C1E\" }\n"
        try base.write(to: folder.appendingPathComponent("Base.theme.yaml"), atomically: true, encoding: .utf8)
        let brandURI = DocumentURI.uri(of: folder.path + "/Brand.theme.yaml")
        let baseURI = DocumentURI.uri(of: folder.path + "/Base.theme.yaml")
        let brand = """
            swatch: 1
            extends: Base
            colors:
              ink: { role: label, light: "#111111", dark: "#EEEEEE", on: [canvas] }

            """
        // The base is closed: read from disk, the brand's `on: [canvas]` resolves.
        var session = LSPSession()
        session.start(root: folder.path)
        session.open(brandURI, brand)
        let first = session.run()
        #expect(first.diagnostics(brandURI)?.isEmpty == true)

        // The base opened and its canvas renamed: the brand's `on:` names nothing.
        session.open(baseURI, base)
        session.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": baseURI, "version": 2],
                "contentChanges": [
                    [
                        "range": ["start": ["line": 2, "character": 2], "end": ["line": 2, "character": 8]],
                        "text": "paper",
                    ]
                ],
            ])
        let second = session.run()
        let brandDiagnostics = try #require(second.diagnostics(brandURI))
        #expect(brandDiagnostics.contains { ($0["code"] as? String) == "THEME-reference" })
    }
}
