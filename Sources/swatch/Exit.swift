import SwatchCompiler

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
