import Foundation
import SwatchLSPProtocol

@testable import SwatchLSP

/// A conversation with the server in memory: messages written as JSON, the
/// server's replies read back as JSON objects.
struct LSPSession {
    var input: [UInt8] = []
    var nextID = 1

    /// Adds a request; returns its id.
    @discardableResult
    mutating func request(_ method: String, _ params: Any = [:]) -> Int {
        defer { nextID += 1 }
        append(["jsonrpc": "2.0", "id": nextID, "method": method, "params": params])
        return nextID
    }

    mutating func notify(_ method: String, _ params: Any = [:]) {
        append(["jsonrpc": "2.0", "method": method, "params": params])
    }

    mutating func append(_ object: [String: Any]) {
        appendBody(Array(try! JSONSerialization.data(withJSONObject: object)))
    }

    mutating func appendBody(_ body: [UInt8]) {
        input += framed(body)
    }

    mutating func appendRaw(_ text: String) {
        input += Array(text.utf8)
    }

    /// `initialize` with `root` as the workspace, and `initialized`.
    mutating func start(root: String? = nil) {
        let rootURI: Any = root.map { DocumentURI.uri(of: $0) } ?? NSNull()
        request("initialize", ["processId": NSNull(), "rootUri": rootURI])
        notify("initialized")
    }

    mutating func open(_ uri: String, _ text: String, version: Int = 1) {
        notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "yaml", "version": version, "text": text]])
    }

    /// Runs the server over the input, `chunkSize` bytes a read; what it wrote and its exit status.
    func run(chunkSize: Int = .max, server: LanguageServer = LanguageServer()) -> Transcript {
        var written: [UInt8] = []
        var loop = MessageLoop(source: BytesSource(input, chunkSize: chunkSize), server: server) {
            written += $0
            return true
        }
        let status = loop.run()
        return Transcript(bytes: written, status: status)
    }
}

/// What the server wrote, as messages.
struct Transcript {
    var messages: [[String: Any]] = []
    var status: Int32

    init(bytes: [UInt8], status: Int32) {
        self.status = status
        var reader = FrameReader(BytesSource(bytes))
        while let frame = reader.next() {
            guard case .body(let body) = frame else { fatalError("the server wrote a malformed frame") }
            messages.append(try! JSONSerialization.jsonObject(with: Data(body)) as! [String: Any])
        }
    }

    /// The response to request `id`.
    func response(_ id: Int) -> [String: Any]? {
        messages.first { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    func errorCode(_ id: Int) -> Int? {
        (response(id)?["error"] as? [String: Any])?["code"] as? Int
    }

    func notifications(_ method: String) -> [[String: Any]] {
        messages.filter { ($0["method"] as? String) == method }.compactMap { $0["params"] as? [String: Any] }
    }

    /// The last diagnostics published for `uri`.
    func diagnostics(_ uri: String) -> [[String: Any]]? {
        notifications("textDocument/publishDiagnostics").last { ($0["uri"] as? String) == uri }?["diagnostics"]
            as? [[String: Any]]
    }
}
