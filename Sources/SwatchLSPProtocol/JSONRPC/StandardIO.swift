#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Musl)
import Musl
private let systemRead = Musl.read
private let systemWrite = Musl.write
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif

/// Standard input, read with `read(2)`; `poll(2)` says whether more is waiting,
/// which lets the server see a cancellation or a newer edit before it works on
/// an older message.
package struct StandardInput: ByteSource {
    package init() {}

    package mutating func read(maximum: Int) -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: maximum)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(0, $0.baseAddress, maximum) }
            if count < 0 && errno == EINTR { continue }
            // An error reading is the end of the conversation, as the end of input is.
            return count > 0 ? Array(chunk[0..<count]) : []
        }
    }

    package mutating func hasBytesWaiting() -> Bool {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0 && descriptor.revents != 0
    }
}

/// Standard output, written whole with `write(2)`. A client that has gone
/// away makes writes fail rather than kill the process (SIGPIPE is ignored).
package struct StandardOutput {
    package init() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes `bytes`; false when the client is gone.
    package func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { systemWrite(1, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
