import Foundation
import Testing

@testable import SwatchLSP

/// A base changed on disk while only its brand is open: the client, asked to
/// watch theme files, says so, and the brand is checked against the new base.
@Suite struct WatchedFilesTests {
    @Test func aBaseChangedOnDiskRechecksItsOpenBrand() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseFile = folder.appendingPathComponent("Base.theme.yaml")
        try "swatch: 1\ncolors:\n  canvas: { role: background, light: \"#FFFFFF\", dark: \"#1C1C1E\" }\n"
            .write(to: baseFile, atomically: true, encoding: .utf8)
        let brandURI = DocumentURI.uri(of: folder.path + "/Brand.theme.yaml")
        let brand =
            "swatch: 1\nextends: Base\ncolors:\n  ink: { role: label, light: \"#111111\", dark: \"#EEEEEE\", on: [canvas] }\n"

        var session = LSPSession()
        session.request(
            "initialize",
            [
                "processId": NSNull(), "rootUri": DocumentURI.uri(of: folder.path),
                "capabilities": ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]],
            ])
        session.notify("initialized")
        session.open(brandURI, brand)
        // One server for both parts, so that the second sees only what comes after the change on disk.
        let server = LanguageServer()
        let first = session.run(server: server)
        let registration = try #require(
            first.messages.first { ($0["method"] as? String) == "client/registerCapability" })
        let registrations = (registration["params"] as? [String: Any])?["registrations"] as? [[String: Any]]
        #expect(registrations?.first?["method"] as? String == "workspace/didChangeWatchedFiles")
        #expect(first.diagnostics(brandURI)?.isEmpty == true)

        // The client answers the registration, then the base's canvas is renamed on disk.
        try "swatch: 1\ncolors:\n  paper: { role: background, light: \"#FFFFFF\", dark: \"#1C1C1E\" }\n"
            .write(to: baseFile, atomically: true, encoding: .utf8)
        var later = LSPSession()
        later.append(["jsonrpc": "2.0", "id": "swatch-watch-themes", "result": NSNull()])
        later.notify(
            "workspace/didChangeWatchedFiles", ["changes": [["uri": DocumentURI.uri(of: baseFile.path), "type": 2]]])
        let second = later.run(server: server)
        #expect(second.diagnostics(brandURI)?.contains { ($0["code"] as? String) == "THEME-reference" } == true)
        // A client without dynamic registration is not asked.
        var plain = LSPSession()
        plain.start(root: folder.path)
        #expect(!plain.run().messages.contains { ($0["method"] as? String) == "client/registerCapability" })
    }
}
