import Foundation
import Testing

@testable import SwatchTestSupport

/// `swatch lsp` driven end to end by a real LSP client: pytest-lsp (on pygls), from PyPI, with the client
/// capabilities of Neovim, running Tests/LSPClient/test_swatch_lsp.py. It opens Themes/Acme.theme.yaml, reads
/// its diagnostics, hovers for the 16-state table with its ratios, applies a quick fix and sees its error go,
/// completes inside `on: [` and the keys a color lacks; and sees a token file's contrast error, found with the
/// resolver document that reads it. scripts/test installs pytest-lsp into `.build-python`.
@Suite(.tags(.integration)) struct LanguageServerClientTests {
    static let python = Toolchain.root.appendingPathComponent(".build-python/bin/python")

    @Test func pytestLSPDrivesTheServerThroughAcme() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.python.path) else {
            Issue.record(
                "\(Self.python.path) is missing: scripts/test makes it, a virtual environment with pytest-lsp from PyPI"
            )
            return
        }
        let result = try SwatchExecutable.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "SWATCH=\(SwatchExecutable.url.path)", Self.python.path, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                "Tests/LSPClient",
            ],
            in: Toolchain.root)
        #expect(result.status == 0, "pytest-lsp:\n\(result.stdout)\(result.stderr)")
        // Every test of the file ran: none skipped, none deselected.
        #expect(result.stdout.contains("6 passed"), "\(result.stdout)")
        #expect(!result.stdout.contains("skipped"), "\(result.stdout)")
    }
}
