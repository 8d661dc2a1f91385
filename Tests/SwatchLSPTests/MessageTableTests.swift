import Foundation
import SwatchLSPProtocol
import Testing

@testable import SwatchLSP

/// The one table of messages: what `initialize` announces is what its
/// entries declare, and every method in it is dispatched.
@Suite struct MessageTableTests {
    @Test func initializeAnnouncesTheCapabilitiesOfTheTable() throws {
        var session = LSPSession()
        session.start()
        let result = try #require(session.run().response(1)?["result"] as? [String: Any])
        let capabilities = try #require(result["capabilities"] as? [String: Any])
        let expected: [String: Any] = [
            "positionEncoding": "utf-16",
            "textDocumentSync": ["openClose": true, "change": 2, "save": true],
            "hoverProvider": true,
            "completionProvider": ["triggerCharacters": [":", "[", ",", " "]],
            "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            "colorProvider": true, "definitionProvider": true, "referencesProvider": true,
            "documentHighlightProvider": true, "documentSymbolProvider": true, "renameProvider": true,
            "workspaceSymbolProvider": true,
        ]
        #expect(NSDictionary(dictionary: capabilities) == NSDictionary(dictionary: expected))
    }

    @Test func everyRequestOfTheTableIsDispatched() {
        var session = LSPSession()
        session.start()
        let methods = MessageTable.requestsByMethod.keys.sorted().filter { $0 != "initialize" && $0 != "shutdown" }
        let ids = methods.map { (method: $0, id: session.request($0, [:])) }
        let transcript = session.run()
        for (method, id) in ids {
            // Empty params: an answer, or invalid params; never a method the server does not have.
            #expect(transcript.response(id) != nil, "\(method)")
            #expect(transcript.errorCode(id) != -32601, "\(method)")
        }
        // Each method once: the table is keyed by them.
        #expect(MessageTable.requestsByMethod.count == MessageTable.requests.count)
        #expect(MessageTable.notificationsByMethod.count == MessageTable.notifications.count)
    }
}
