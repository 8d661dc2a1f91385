import Foundation
import SwatchDiagnostics
import SwatchFormats
import SwatchSupport
import Testing

@testable import SwatchLSP
@testable import SwatchPipeline

/// The language server takes what `swatch check` takes: an open Figma
/// variables file is checked as the command checks it.
@Suite struct ImportedFigmaDocumentTests {
    @Test func anOpenFigmaFileIsCheckedAsCheckChecksIt() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/figma/app.figma.json")
        let text = try String(contentsOf: fixture, encoding: .utf8)
        let root = try ImportedDocumentTests.folder(["app.figma.json": text])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/app.figma.json"
        let uri = DocumentURI.uri(of: path)
        var session = LSPSession()
        session.start(root: root)
        session.open(uri, text)
        let run = session.run(server: LanguageServer())
        let expected = try #require(ThemeImporter.figma(ThemeSource(path: path, text: text)))
            .document.check(with: ThemeCompiler()).diagnostics.filter { $0.file == path }
        #expect(!expected.isEmpty)
        #expect(ImportedDocumentTests.messages([run], uri) == Set(expected.map(\.message)))
    }
}
