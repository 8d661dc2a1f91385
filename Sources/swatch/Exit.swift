#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum Exit {
    /// Prints `swatch: error: message` to stderr and exits with `code`:
    /// SwiftPM shows nothing of a build command that fails silently.
    static func fail(_ message: String, code: Int32) -> Never {
        printError("swatch: error: \(message)")
        now(code)
    }

    /// Exits with `code` once what `print` buffered for stdout is written.
    static func now(_ code: Int32) -> Never {
        // nil: every C stream, stdout among them (a global the compiler
        // cannot prove safe to name under strict concurrency).
        fflush(nil)
        exit(code)
    }
}

/// Writes `text` and a line break (unless it ends with one) to stderr at
/// once, with write(2): nothing buffers it.
func printError(_ text: String) {
    var line = text.hasSuffix("\n") ? text : text + "\n"
    line.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let count = write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return }
            offset += count
        }
    }
}
