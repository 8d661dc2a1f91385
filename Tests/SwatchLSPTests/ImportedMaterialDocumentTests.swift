import Foundation
import SwatchDiagnostics
import SwatchFormats
import SwatchSupport
import Testing

@testable import SwatchLSP
@testable import SwatchPipeline

/// The language server takes what `swatch check` takes: an open Material
/// Theme Builder export is checked as the command checks it.
@Suite struct ImportedMaterialDocumentTests {
    @Test func anOpenExportIsCheckedAsCheckChecksIt() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/material/failing-on-primary.json")
        let text = try String(contentsOf: fixture, encoding: .utf8)
        let root = try ImportedDocumentTests.folder(["material-theme.json": text])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/material-theme.json"
        let uri = DocumentURI.uri(of: path)
        var session = LSPSession()
        session.start(root: root)
        session.open(uri, text)
        let run = session.run(server: LanguageServer())
        let expected = ThemeImporter.materialImport(ThemeSource(path: path, text: text))
            .document.check(with: ThemeCompiler()).diagnostics.filter { $0.file == path }
        #expect(expected.contains { $0.severity == .error && $0.message.contains("2.15:1") })
        #expect(ImportedDocumentTests.messages([run], uri) == Set(expected.map(\.message)))
    }
}
