import Foundation
import Testing

@testable import SwatchTestSupport

/// `swatch lsp` in eglot, Emacs's LSP client, in batch mode (Debian's `emacs-nox`, `elpa-eglot` and
/// `elpa-yaml-mode`, which scripts/test installs): Tests/LSPClient/emacs-eglot.el opens a copy of
/// Themes/Acme.theme.yaml, reads its diagnostics through flymake, hovers on `headline`, misspells a role and
/// applies the preferred quick fix, and completes the keys a color lacks, writing what it saw to a file.
@Suite(.tags(.integration)) struct EmacsClientTests {
    @Test func eglotShowsAcmesDiagnosticsHoverQuickFixAndKeys() throws {
        guard let emacs = ["/usr/bin/emacs", "/usr/local/bin/emacs"].first(where: FileManager.default.isExecutableFile)
        else {
            Issue.record(
                "Emacs is missing: scripts/test installs it (apt-get install emacs-nox elpa-eglot elpa-yaml-mode)")
            return
        }
        let folder = try SwatchExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("seen.txt")
        let theme = folder.appendingPathComponent("Acme.theme.yaml")
        let original = try Data(contentsOf: Toolchain.root.appendingPathComponent("Themes/Acme.theme.yaml"))
        try original.write(to: theme)
        let result = try SwatchExecutable.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "SWATCH=\(SwatchExecutable.url.path)", "OUT=\(out.path)", "THEME=\(theme.path)",
                "HOME=\(folder.path)", emacs, "--batch", "-q", "-l", "Tests/LSPClient/emacs-eglot.el",
            ],
            in: Toolchain.root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let seen = try String(contentsOf: out, encoding: .utf8).split(separator: "\n").map(String.init)
        func lines(_ prefix: String) -> [String] {
            seen.filter { $0.hasPrefix(prefix + " ") }.map { String($0.dropFirst(prefix.count + 1)) }
        }
        #expect(lines("error").isEmpty, "\(seen)")
        #expect(lines("opened") == ["0"], "\(seen)")
        #expect(lines("hover-states") == ["16"], "\(seen)")
        #expect(lines("diagnostic") == ["10 10 THEME-value"], "\(seen)")
        #expect(lines("action") == ["use 'tint'"], "\(seen)")
        #expect(lines("after-fix") == ["0     role: tint"], "\(seen)")
        #expect(lines("completion") == ["increasedContrast", "text", "contrast", "rules", "exempt"], "\(seen)")
        #expect(seen.last == "done", "\(seen)")
        // The buffer was edited, not the file.
        #expect(try Data(contentsOf: theme) == original)
    }
}
