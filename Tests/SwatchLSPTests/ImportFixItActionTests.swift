import Foundation
import SwatchFormats
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchLSP
@testable import SwatchPipeline

/// A fix-it on an imported file is a code action that edits the file the
/// fix belongs in: the token's own `$extensions`, or a pairs file, made
/// when it does not exist.
@Suite struct ImportFixItActionTests {
    static let uri = "file:///tmp/swatch-lsp-tests/Unpaired.tokens.json"
    static let text = """
        {
          "color": {
            "$type": "color",
            "canvas": { "$value": "#FFFFFF" },
            "body": { "$value": "#333333" }
          }
        }

        """

    @Test func aTokenFilesPairIsAddedToItsExtensionsAndItsWarningGoes() throws {
        var session = LSPSession()
        session.start()
        session.open(Self.uri, Self.text)
        let action = session.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": Self.uri],
                "range": ["start": ["line": 4, "character": 12], "end": ["line": 4, "character": 12]],
                "context": ["diagnostics": []],
            ])
        let transcript = session.run()
        let unpaired = try #require(
            transcript.diagnostics(Self.uri)?.first { ($0["code"] as? String) == "DM-unpaired" })
        #expect((unpaired["message"] as? String)?.contains("\"$extensions\"") == true)
        let actions = try #require(transcript.response(action)?["result"] as? [[String: Any]])
        // The pair is suggested by names: offered, never preferred (an
        // editor's "fix all" takes preferred actions alone).
        let fix = try #require(actions.first { ($0["title"] as? String)?.hasPrefix("draw") == true })
        #expect(fix["isPreferred"] as? Bool == false)
        let edits = try #require(
            ((fix["edit"] as? [String: Any])?["changes"] as? [String: Any])?[Self.uri] as? [[String: Any]])
        #expect(edits.count == 1)
        let newText = try #require(edits[0]["newText"] as? String)
        #expect(newText.contains("\"on\": [\"{color.canvas}\"]"))

        // Applied as the client would: the file still reads, the warning is gone.
        var after = LSPSession()
        after.start()
        after.open(Self.uri, Self.text)
        after.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": Self.uri, "version": 2],
                "contentChanges": [["range": edits[0]["range"]!, "text": newText]],
            ])
        let diagnostics = try #require(after.run().diagnostics(Self.uri))
        #expect(!diagnostics.contains { ($0["code"] as? String) == "DM-unpaired" })
        #expect(!diagnostics.contains { ($0["severity"] as? Int) == 1 })
    }

    @Test func aFixThatMakesItsFileIsACreateOperationAndTheFilesText() throws {
        let catalog = "/tmp/swatch-lsp-tests/App/Base.xcassets"
        let set = ThemeSource(
            path: catalog + "/bodyText.colorset/Contents.json",
            text: """
                { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x33", "green" : "0x33", "red" : "0x33" } }, "idiom" : "universal" } ] }

                """)
        let canvas = ThemeSource(
            path: catalog + "/canvas.colorset/Contents.json",
            text: """
                { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0xFF", "green" : "0xFF", "red" : "0xFF" } }, "idiom" : "universal" } ] }

                """)
        let found = ThemeImporter.catalogDocument(path: catalog, colorSets: [set, canvas]).check(with: ThemeCompiler())
        let unpaired = try #require(found.diagnostics.first { $0.rule == .dmUnpaired })
        let fixIt = try #require(unpaired.fixIt)
        var converter = DiagnosticConverter(documents: [:], ruleDocumentationBase: nil)
        let edit = LanguageServer.edit(fixIt, of: unpaired, converter: &converter)
        let json = try #require(
            JSONSerialization.jsonObject(with: try JSONEncoder().encode(edit)) as? [String: Any])
        let changes = try #require(json["documentChanges"] as? [[String: Any]])
        let pairsURI = DocumentURI.uri(of: "/tmp/swatch-lsp-tests/App/Base.pairs.yaml")
        #expect(changes.count == 2)
        #expect(changes[0]["kind"] as? String == "create")
        #expect(changes[0]["uri"] as? String == pairsURI)
        let document = try #require(changes[1]["textDocument"] as? [String: Any])
        #expect(document["uri"] as? String == pairsURI)
        #expect(document["version"] is NSNull)
        let text = try #require((changes[1]["edits"] as? [[String: Any]])?.first?["newText"] as? String)
        #expect(text == "colors:\n  bodyText: { on: [canvas] }\n")
    }

    @Test func anOpenColorSetsPairIsACodeActionThatMakesTheCatalogsPairsFile() throws {
        let root = try ImportedDocumentTests.folder([
            "App.xcassets/Background.colorset/Contents.json": ImportedDocumentTests.colorSet("FFFFFF", dark: "1C1C1E"),
            "App.xcassets/Label.colorset/Contents.json": ImportedDocumentTests.colorSet("1D1D1F", dark: "F2F2F7"),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let labelPath = root + "/App.xcassets/Label.colorset/Contents.json"
        let labelURI = DocumentURI.uri(of: labelPath)
        let server = LanguageServer()
        var session = LSPSession()
        session.start(root: root)
        session.open(labelURI, try String(contentsOfFile: labelPath, encoding: .utf8))
        let published = try #require(session.run(server: server).diagnostics(labelURI))
        let unpaired = try #require(published.first { ($0["code"] as? String) == "DM-unpaired" })
        #expect((unpaired["message"] as? String)?.contains("in the pairs file '\(root)/App.pairs.yaml'") == true)
        var ask = LSPSession()
        let action = ask.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": labelURI], "range": unpaired["range"]!, "context": ["diagnostics": []]])
        let actions = try #require(ask.run(server: server).response(action)?["result"] as? [[String: Any]])
        let fix = try #require(actions.first { ($0["title"] as? String)?.hasPrefix("draw") == true })
        #expect(fix["isPreferred"] as? Bool == false)
        let changes = try #require((fix["edit"] as? [String: Any])?["documentChanges"] as? [[String: Any]])
        let pairsURI = DocumentURI.uri(of: root + "/App.pairs.yaml")
        #expect(changes.first?["kind"] as? String == "create")
        #expect(changes.first?["uri"] as? String == pairsURI)
        let text = try #require((changes.last?["edits"] as? [[String: Any]])?.first?["newText"] as? String)
        #expect(text == "colors:\n  Label: { on: [Background] }\n")

        // The file made as the client would: the warning is gone.
        try text.write(toFile: root + "/App.pairs.yaml", atomically: true, encoding: .utf8)
        var again = LSPSession()
        again.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": labelURI, "version": 2],
                "contentChanges": [["text": try String(contentsOfFile: labelPath, encoding: .utf8)]],
            ])
        let after = try #require(again.run(server: server).diagnostics(labelURI))
        #expect(!after.contains { ($0["code"] as? String) == "DM-unpaired" })
    }
}
