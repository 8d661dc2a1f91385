import BenchmarkSupport
import SwatchProcess
import SwatchSupport

#if canImport(Glibc)
import Glibc
#endif

// The language server's latency: from a `textDocument/didChange` written to
// `swatch lsp`'s standard input to the `publishDiagnostics` of that version
// read from its output, over a pipe as an editor sees it, for generated
// themes of 3,000 and 30,000 colors (compile-benchmark's); each edit changes
// one literal. Then the server's memory (VmRSS) over a run of edits, which
// should stay flat. The aims: a median of 30 ms at 3,000 colors, 300 ms at
// 30,000 (docs/benchmarks.md).
//
//     swift build -c release --product swatch --scratch-path .build-release
//     swift run -c release lsp-benchmark --swatch .build-release/release/swatch
//         [--colors N] [--edits N] [--memory-edits N]

let swatch = option("--swatch") ?? ".build/release/swatch"
guard access(swatch, X_OK) == 0 else {
    print("lsp-benchmark: no swatch executable at '\(swatch)'; build it in release and give --swatch PATH")
    exit(2)
}

/// `swatch lsp` in a child process, spoken to over two pipes.
final class Server {
    let pid: pid_t
    private let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []

    init(executable: String) {
        guard let toChild = ProcessLauncher.makePipe() else { fatalError("pipe failed") }
        let invocation = ProcessInvocation(executable: executable, arguments: ["lsp"], timeout: nil)
        guard
            let (child, fromChild) = ProcessLauncher.spawn(
                path: executable, invocation: invocation, standardInput: toChild.read)
        else { fatalError("cannot start \(executable)") }
        close(toChild.read)
        pid = child
        input = toChild.write
        output = fromChild
    }

    func send(_ json: String) {
        let body = Array(json.utf8)
        let message = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        var offset = 0
        while offset < message.count {
            let written = message.withUnsafeBytes { write(input, $0.baseAddress! + offset, message.count - offset) }
            guard written > 0 else { fatalError("the server stopped reading") }
            offset += written
        }
    }

    /// Reads messages until one contains every one of `needles`.
    func wait(for needles: [String]) {
        while true {
            let body = nextBody()
            if needles.allSatisfy({ body.contains($0) }) { return }
        }
    }

    private func nextBody() -> String {
        let separator = Array("\r\n\r\n".utf8)
        while true {
            if let end = find(separator) {
                let header = String(decoding: buffer[..<end], as: UTF8.self)
                let length = Int(header.split(separator: ":").last!.split(separator: " ").last!)!
                let start = end + separator.count
                if buffer.count >= start + length {
                    let body = String(decoding: buffer[start..<start + length], as: UTF8.self)
                    buffer.removeFirst(start + length)
                    return body
                }
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            guard count > 0 else { fatalError("the server closed its output") }
            buffer += chunk[..<count]
        }
    }

    private func find(_ needle: [UInt8]) -> Int? {
        guard buffer.count >= needle.count else { return nil }
        for index in 0...(buffer.count - needle.count) where buffer[index..<index + needle.count].elementsEqual(needle)
        {
            return index
        }
        return nil
    }

    /// The child's resident memory, from /proc, in KiB.
    var residentKiB: Int {
        guard let status = ThemeSource(contentsOf: "/proc/\(pid)/status") else { return 0 }
        for line in String(decoding: status.bytes, as: UTF8.self).split(separator: "\n")
        where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ")[1]) ?? 0
        }
        return 0
    }

    func stop() {
        send(#"{"jsonrpc":"2.0","id":9999,"method":"shutdown"}"#)
        wait(for: [#""id":9999"#])
        send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}

/// A server with the theme of `colors` colors open; the line and column of
/// its first literal's hex digits, which the edits change.
func openTheme(colors: Int) -> (server: Server, uri: String, line: Int, character: Int) {
    let server = Server(executable: swatch)
    let text = generateTheme(colors: colors)
    let uri = "file:///tmp/lsp-benchmark/Benchmark.theme.yaml"
    server.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null}}"#)
    server.wait(for: [#""id":1"#])
    server.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    server.send(
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":\#(JSONText.quoted(text))}}}"#
    )
    server.wait(for: ["publishDiagnostics", #""version":1"#])
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = lines.firstIndex { $0.contains("light: \"#") }!
    let character = Array(lines[line].utf16).count - lines[line].split(separator: "#", maxSplits: 1)[1].utf16.count
    return (server, uri, line, character)
}

/// One edit: the literal's last hex digit changed, as version `version`;
/// the milliseconds until its diagnostics arrive.
func edit(_ server: Server, uri: String, line: Int, character: Int, version: Int) -> Double {
    let digit = version % 2 == 0 ? "1" : "0"
    let start = monotonicNanoseconds()
    server.send(
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"range":{"start":{"line":\#(line),"character":\#(character + 5)},"end":{"line":\#(line),"character":\#(character + 6)}},"text":"\#(digit)"}]}}"#
    )
    server.wait(for: ["publishDiagnostics", #""version":\#(version)"#])
    return Double(monotonicNanoseconds() - start) / 1e6
}

let sizes = option("--colors").flatMap { Int($0) }.map { [$0] } ?? [3_000, 30_000]
print("change → publishDiagnostics, \(processorCount) processors, \(swatch)")
print(
    "\(padded("colors", 8)) \(padded("edits", 6)) \(padded("median", 10)) \(padded("min", 10)) \(padded("max", 10)) aim"
)
for colors in sizes {
    let edits = option("--edits").flatMap { Int($0) } ?? (colors >= 30_000 ? 15 : 51)
    let (server, uri, line, character) = openTheme(colors: colors)
    var times: [Double] = []
    for version in 2..<(2 + edits) {
        times.append(edit(server, uri: uri, line: line, character: character, version: version))
    }
    times.sort()
    let aim = colors <= 3_000 ? "30 ms" : colors <= 30_000 ? "300 ms" : "—"
    print(
        "\(padded(String(colors), 8)) \(padded(String(edits), 6)) \(padded(fixed(times[times.count / 2], 1) + " ms", 10)) \(padded(fixed(times[0], 1) + " ms", 10)) \(padded(fixed(times[times.count - 1], 1) + " ms", 10)) \(aim)"
    )
    server.stop()
}

// Memory over many edits of a small theme: resident size after the first
// hundred and after the last, which should not grow with the count.
let memoryEdits = option("--memory-edits").flatMap { Int($0) } ?? 2_000
if memoryEdits > 100 {
    let (server, uri, line, character) = openTheme(colors: 300)
    var afterHundred = 0
    for version in 2..<(2 + memoryEdits) {
        _ = edit(server, uri: uri, line: line, character: character, version: version)
        if version == 101 { afterHundred = server.residentKiB }
    }
    print(
        "memory, 300 colors: \(afterHundred) KiB resident after 100 edits, \(server.residentKiB) KiB after \(memoryEdits)"
    )
    server.stop()
}
