import Foundation
import Testing

@testable import SwatchLSP

/// Hover on a `vibrancy:` binding of Themes/Acme.theme.yaml.
@Suite struct BindingHoverTests {
    static let acme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Themes/Acme.theme.yaml")

    @Test func aBindingShowsItsStyleAndTheColorSeenOverTheMaterial() throws {
        let text = try String(contentsOf: Self.acme, encoding: .utf8)
        let uri = DocumentURI.uri(of: Self.acme.path)
        let line = try #require(
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .firstIndex {
                    $0 == "      headline: label"
                })
        var session = LSPSession()
        session.start()
        session.open(uri, text)
        let onStyle = session.request(
            "textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": line, "character": 18]])
        let transcript = session.run()
        let markdown = try #require(
            ((transcript.response(onStyle)?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"]
                as? String)
        #expect(markdown.hasPrefix("**headline** on material **sidebarGlass** (`thick`): vibrancy `label`"))
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| light") || $0.hasPrefix("| dark") }
        #expect(rows.count == 16)
        // Seen over a material, the label differs between light and dark.
        #expect(Set(rows.map { $0.split(separator: "`")[1] }).count > 1)
    }
}
