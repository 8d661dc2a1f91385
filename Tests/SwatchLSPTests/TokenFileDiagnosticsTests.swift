import Foundation
import SwatchDiagnostics
import SwatchFormats
import SwatchSupport
import Testing

@testable import SwatchLSP
@testable import SwatchPipeline

/// A Design Tokens file gets what `swatch check` prints for it.
@Suite struct TokenFileDiagnosticsTests {
    @Test func aTokenFilesFindingsAreTheChecks() throws {
        let uri = "file:///tmp/swatch-lsp-tests/Brand.tokens.json"
        let text = """
            {
              "color": {
                "$type": "color",
                "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 2] } },
                "alias": { "$value": "{color.missing}" }
              }
            }

            """
        var session = LSPSession()
        session.start()
        session.open(uri, text)
        // A JSON file that is no token file is left alone.
        session.open("file:///tmp/swatch-lsp-tests/package.json", "{")
        let transcript = session.run()
        let diagnostics = try #require(transcript.diagnostics(uri))
        let source = ThemeSource(path: DocumentURI.path(of: uri), text: text)
        let expected = ThemeImporter.tokenDocument(source, files: .none).check(with: ThemeCompiler()).diagnostics
        #expect(!expected.isEmpty)
        #expect(diagnostics.map { $0["message"] as? String } == expected.map(\.message))
        #expect(transcript.diagnostics("file:///tmp/swatch-lsp-tests/package.json") == nil)
    }
}
