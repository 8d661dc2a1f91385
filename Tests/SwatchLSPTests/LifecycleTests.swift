import Foundation
import SwatchLSPProtocol
import Testing

@testable import SwatchLSP

/// initialize, shutdown, exit, cancellation, and input no client should send:
/// each answered with a result, a JSON-RPC error or a log message, and the
/// server running on after it.
@Suite struct LifecycleTests {
    @Test func initializeShutdownExit() {
        var session = LSPSession()
        session.start()
        let shutdown = session.request("shutdown")
        session.notify("exit")
        let transcript = session.run()
        let capabilities = (transcript.response(1)?["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        #expect(capabilities?["positionEncoding"] as? String == "utf-16")
        #expect((capabilities?["textDocumentSync"] as? [String: Any])?["change"] as? Int == 2)
        #expect(transcript.response(shutdown)?.keys.contains("result") == true)
        #expect(transcript.response(shutdown)?["result"] is NSNull)
        #expect(transcript.status == 0)
    }

    @Test func exitWithoutShutdownAndTheEndOfInputEndWithStatusOne() {
        var session = LSPSession()
        session.start()
        session.notify("exit")
        #expect(session.run().status == 1)
        var vanished = LSPSession()
        vanished.start()
        vanished.appendRaw("Content-Length: 100\r\n\r\n{\"jsonrpc\"")
        #expect(vanished.run().status == 1)
    }

    @Test func requestsBeforeInitializeAreRefused() {
        var session = LSPSession()
        let early = session.request("textDocument/hover", ["textDocument": ["uri": "file:///a.theme.yaml"]])
        session.start()
        let transcript = session.run()
        #expect(transcript.errorCode(early) == ErrorCode.serverNotInitialized.rawValue)
        #expect(transcript.response(2)?["result"] != nil)
    }

    @Test func requestsAfterShutdownAreRefused() {
        var session = LSPSession()
        session.start()
        session.request("shutdown")
        let late = session.request("textDocument/documentSymbol", ["textDocument": ["uri": "file:///a.theme.yaml"]])
        #expect(session.run().errorCode(late) == ErrorCode.invalidRequest.rawValue)
    }

    @Test func unknownMethodsAndBadParamsGetErrors() {
        var session = LSPSession()
        session.start()
        let unknown = session.request("textDocument/teleport")
        var badSession = LSPSession()
        let badParams = badSession.request("initialize", [1, 2])
        let initializeAgain = session.request("initialize", ["processId": NSNull()])
        session.notify("$/unknownNotification")
        let transcript = session.run()
        #expect(transcript.errorCode(unknown) == ErrorCode.methodNotFound.rawValue)
        #expect(badSession.run().errorCode(badParams) == ErrorCode.invalidParams.rawValue)
        #expect(transcript.errorCode(initializeAgain) == ErrorCode.invalidRequest.rawValue)
    }

    @Test func malformedJSONAndInvalidUTF8AreParseErrors() {
        var session = LSPSession()
        session.start()
        session.appendBody(Array("{\"jsonrpc\": \"2.0\", \"id\": 7, \"method\":".utf8))
        session.appendBody([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D])
        session.appendBody(Array("[1, 2]".utf8))
        let after = session.request("shutdown")
        let transcript = session.run()
        let parseErrors = transcript.messages.filter {
            ($0["error"] as? [String: Any])?["code"] as? Int == ErrorCode.parseError.rawValue && $0["id"] is NSNull
        }
        #expect(parseErrors.count == 3)
        #expect(transcript.response(after)?["error"] == nil)
    }

    @Test func brokenHeadersAreLoggedAndTheNextMessageIsRead() {
        var session = LSPSession()
        session.start()
        session.appendRaw("Content-Type: text/plain\r\n\r\n{}")
        session.appendRaw("Content-Length: -4\r\n\r\n")
        let after = session.request("shutdown")
        let transcript = session.run(chunkSize: 5)
        let logs = transcript.notifications("window/logMessage").compactMap { $0["message"] as? String }
        #expect(logs.contains { $0.contains("without Content-Length") })
        #expect(logs.contains { $0.contains("not a number") })
        #expect(transcript.response(after)?["error"] == nil)
    }

    @Test func aCancelledRequestIsAnsweredAsCancelled() {
        var session = LSPSession()
        session.start()
        session.open("file:///tmp/none/A.theme.yaml", "swatch: 1\ncolors: {}\n")
        let hover = session.request(
            "textDocument/documentSymbol", ["textDocument": ["uri": "file:///tmp/none/A.theme.yaml"]])
        session.notify("$/cancelRequest", ["id": hover])
        let transcript = session.run()
        #expect(transcript.errorCode(hover) == ErrorCode.requestCancelled.rawValue)
    }

    @Test func aHugeDocumentIsCheckedWithoutTakingTheServerDown() {
        // 16 MiB of one comment line after a valid head: the compiler's size
        // limit answers with a diagnostic, not the server with a crash.
        var text = "swatch: 1\ncolors: {}\n# "
        text += String(repeating: "x", count: 16 << 20)
        var session = LSPSession()
        session.start()
        session.open("file:///tmp/none/Huge.theme.yaml", text)
        let transcript = session.run()
        // The end of input without `exit`: status 1, after the diagnostics.
        #expect(transcript.status == 1)
        #expect(transcript.diagnostics("file:///tmp/none/Huge.theme.yaml") != nil)
    }
}
