import Foundation
import SwatchLSP
import SwatchLSPProtocol

// The language server's message loop on any bytes a client could send: the
// framing, the JSON, the lifecycle and every request on the documents it was
// sent. Each input runs a whole session in memory. The first byte chooses
// how the rest is read: even, as the raw stream (headers and all, in reads of
// 1 to 64 bytes); odd, as message bodies separated by lines `===`, each
// framed, after an `initialize`, so that the fuzzer spends its time inside
// the server rather than the header parser. Everything the server writes
// must be a well-formed frame holding a JSON object.

func fuzz(_ bytes: [UInt8]) {
    guard let mode = bytes.first else { return }
    var input: [UInt8] = []
    if mode % 2 == 0 {
        input = Array(bytes.dropFirst())
    } else {
        input = framed(Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}"#.utf8))
        for body in text(Array(bytes.dropFirst())).components(separatedBy: "\n===\n") {
            input += framed(Array(body.utf8))
        }
    }
    let server = LanguageServer()
    server.readsWorkspace = false
    var written: [UInt8] = []
    var loop = MessageLoop(
        source: BytesSource(input, chunkSize: 1 + Int(mode / 2) % 64), server: server,
        write: {
            written += $0
            return true
        })
    _ = loop.run()
    var reader = FrameReader(BytesSource(written))
    while let frame = reader.next() {
        guard case .body(let body) = frame else { preconditionFailure("the server wrote a malformed frame") }
        guard (try? JSONSerialization.jsonObject(with: Data(body))) is [String: Any] else {
            preconditionFailure("the server wrote a body that is no JSON object: \(text(body))")
        }
    }
}

func seeds() -> [String: [UInt8]] {
    let theme = """
        swatch: 1
        extends: system
        colors:
          canvas: { role: background, light: "#FFFFFF", dark: "#1C1C1E" }
          "café 🎨": { role: lable, light: "#12345Q", dark: { ref: titel }, on: [borad, canvas] }
          ink: { role: label, light: "#111111", dark: "#EEEEEE", on: [canvas] }
        rules:
          DM-contrast: warning

        """
    let uri = "file:///fuzz/A.theme.yaml"
    let tokens =
        ##"{ "color": { "$type": "color", "ink": { "$value": "#111111" }, "alias": { "$value": "{color.ink}" } } }"##
    let colorSet =
        #"{ "colors": [ { "idiom": "universal", "color": { "color-space": "srgb", "components": { "red": "0.1", "green": "0.2", "blue": "0.3", "alpha": "1.000" } } } ] }"#
    func quoted(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
    func at(_ line: Int, _ character: Int) -> String {
        #""textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":\#(character)}"#
    }
    let messages = [
        #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":\#(quoted(theme))}}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{\#(at(5, 3))}}"#,
        #"{"jsonrpc":"2.0","id":2,"method":"textDocument/completion","params":{\#(at(4, 70))}}"#,
        #"{"jsonrpc":"2.0","id":3,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":4,"character":0},"end":{"line":4,"character":99}},"context":{"diagnostics":[]}}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"range":{"start":{"line":4,"character":18},"end":{"line":4,"character":23}},"text":"label"}]}}"#,
        #"{"jsonrpc":"2.0","id":4,"method":"textDocument/documentColor","params":{"textDocument":{"uri":"\#(uri)"}}}"#,
        #"{"jsonrpc":"2.0","id":5,"method":"textDocument/references","params":{\#(at(3, 4)),"context":{}}}"#,
        #"{"jsonrpc":"2.0","id":6,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"\#(uri)"}}}"#,
        #"{"jsonrpc":"2.0","id":7,"method":"textDocument/definition","params":{\#(at(5, 60))}}"#,
        #"{"jsonrpc":"2.0","id":10,"method":"textDocument/rename","params":{\#(at(3, 4)),"newName":"paper"}}"#,
        #"{"jsonrpc":"2.0","id":11,"method":"workspace/symbol","params":{"query":"a"}}"#,
        #"{"jsonrpc":"2.0","id":12,"method":"textDocument/completion","params":{\#(at(6, 2))}}"#,
        #"{"jsonrpc":"2.0","id":13,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":4,"character":18},"end":{"line":4,"character":23}},"context":{"diagnostics":[{"range":{"start":{"line":4,"character":18},"end":{"line":4,"character":23}},"severity":1,"code":"THEME-value","source":"swatch","message":"m","data":{"version":1}}]}}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///fuzz/B.tokens.json","languageId":"json","version":1,"text":\#(quoted(tokens))}}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///fuzz/A.xcassets/C.colorset/Contents.json","languageId":"json","version":1,"text":\#(quoted(colorSet))}}}"#,
        #"{"jsonrpc":"2.0","method":"workspace/didChangeWatchedFiles","params":{"changes":[]}}"#,
        #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":8}}"#,
        #"{"jsonrpc":"2.0","id":8,"method":"textDocument/hover","params":{\#(at(8, 4))}}"#,
        #"{"jsonrpc":"2.0","id":9,"method":"shutdown"}"#,
        #"{"jsonrpc":"2.0","method":"exit"}"#,
    ]
    var seeds: [String: [UInt8]] = [:]
    seeds["session-bodies"] = [1] + Array(messages.joined(separator: "\n===\n").utf8)
    let initialize = #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"rootUri":null}}"#
    seeds["session-framed"] = [4] + ([initialize] + messages).flatMap { framed(Array($0.utf8)) }
    seeds["broken-headers"] =
        [0] + Array("Content-Length: 5\r\n\r\n{}Content-Type: x\r\n\r\n{}Content-Length: -1\r\n\r\nhello".utf8)
    return seeds
}
