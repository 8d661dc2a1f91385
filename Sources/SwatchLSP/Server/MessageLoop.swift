import SwatchLSPProtocol

/// Reads frames, hands them to the server, writes what it answers, until
/// `exit` or the end of input.
///
/// Frames already waiting are read ahead before the first of them is
/// handled: a `$/cancelRequest` among them cancels the request it names,
/// and the themes are checked once after a burst of edits rather than once
/// per keystroke (diagnostics are published when no input is waiting).
package struct MessageLoop<Source: ByteSource> {
    /// How many frames are read ahead at most.
    static var readAhead: Int { 64 }

    private var reader: FrameReader<Source>
    private let server: LanguageServer
    private let write: ([UInt8]) -> Bool

    /// A loop reading `source`, giving each frame to `server`, and writing
    /// what it sends with `write` (false: the client is gone).
    package init(source: Source, server: LanguageServer, write: @escaping ([UInt8]) -> Bool) {
        reader = FrameReader(source)
        self.server = server
        self.write = write
    }

    /// Runs until `exit` or the end of input (or a client that is gone);
    /// the process's exit status: 0 after `shutdown` and `exit`, 1 otherwise.
    package mutating func run() -> Int32 {
        var waiting: [Frame] = []
        while true {
            if waiting.isEmpty {
                guard let frame = reader.next() else { break }
                server.noteCancellation(in: frame)
                waiting.append(frame)
            }
            while waiting.count < Self.readAhead, reader.hasFrameWaiting(), let frame = reader.next() {
                server.noteCancellation(in: frame)
                waiting.append(frame)
            }
            server.receive(waiting.removeFirst())
            if waiting.isEmpty && !reader.hasFrameWaiting() { server.publishDiagnosticsIfNeeded() }
            for body in server.takeOutgoing() where !write(framed(body)) {
                return 1
            }
            if let code = server.exitCode { return code }
        }
        // The end of input: the client is gone. Whatever was queued is of no use to anyone.
        return server.state == .shutDown ? 0 : 1
    }
}
