import SwatchProcess
import SwatchSupport

#if canImport(Glibc)
import Glibc
#endif

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

    /// The CPU time the child has used, user and system, in milliseconds
    /// (from /proc, in clock ticks): on a machine busy with other work the
    /// wall time of an edit grows, its CPU time much less.
    var cpuMilliseconds: Double {
        guard let stat = ThemeSource(contentsOf: "/proc/\(pid)/stat") else { return 0 }
        // The fields after the command's name, which is in parentheses and may hold spaces.
        let text = String(decoding: stat.bytes, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return 0 }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) * 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    func stop() {
        send(#"{"jsonrpc":"2.0","id":9999,"method":"shutdown"}"#)
        wait(for: [#""id":9999"#])
        send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}
