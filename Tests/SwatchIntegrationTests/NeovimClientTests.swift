import Foundation
import Testing

@testable import SwatchTestSupport

/// `swatch lsp` in Neovim's built-in LSP client, headless (Debian's `neovim`, which scripts/test installs):
/// Tests/LSPClient/neovim.lua opens Themes/Acme.theme.yaml, reads its diagnostics, hovers on `headline`, misspells
/// a role and applies the preferred quick fix, and completes inside `on: [`, writing what it saw to a file; the
/// buffer is edited, never the theme file.
@Suite(.tags(.integration)) struct NeovimClientTests {
    @Test func neovimShowsAcmesDiagnosticsHoverQuickFixAndCompletion() throws {
        guard let nvim = ["/usr/bin/nvim", "/usr/local/bin/nvim"].first(where: FileManager.default.isExecutableFile)
        else {
            Issue.record("Neovim is missing: scripts/test installs it (apt-get install neovim)")
            return
        }
        let folder = try SwatchExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("seen.txt")
        let before = try Data(contentsOf: Toolchain.root.appendingPathComponent("Themes/Acme.theme.yaml"))
        let result = try SwatchExecutable.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "SWATCH=\(SwatchExecutable.url.path)", "OUT=\(out.path)", "HOME=\(folder.path)", nvim, "--headless",
                "--clean", "-u", "Tests/LSPClient/neovim.lua", "Themes/Acme.theme.yaml",
            ],
            in: Toolchain.root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let seen = try String(contentsOf: out, encoding: .utf8).split(separator: "\n").map(String.init)
        func lines(_ prefix: String) -> [String] {
            seen.filter { $0.hasPrefix(prefix + " ") }.map { String($0.dropFirst(prefix.count + 1)) }
        }
        #expect(lines("opened") == ["0"], "\(seen)")
        #expect(lines("hover-states") == ["16"], "\(seen)")
        #expect(lines("hover-on") == ["cardBackground", "canvas", "systemBackground"], "\(seen)")
        #expect(lines("diagnostic") == ["10 10 THEME-value"], "\(seen)")
        #expect(lines("action") == ["use 'tint'"], "\(seen)")
        #expect(lines("after-fix") == ["0     role: tint"], "\(seen)")
        let completions = lines("completion")
        #expect(completions.contains("cardBackground background"), "\(seen)")
        #expect(completions.contains("systemBackground background (system)"), "\(seen)")
        #expect(
            completions.allSatisfy { $0.contains(" background") || $0.contains(" material ") }, "\(completions)")
        #expect(lines("done").isEmpty && seen.last == "done", "\(seen)")
        #expect(try Data(contentsOf: Toolchain.root.appendingPathComponent("Themes/Acme.theme.yaml")) == before)
    }
}
