#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where each line of a file's bytes starts: line 1 at byte 0, each next
/// one past a line feed. The one line index of the compiler and the
/// language server: the diagnostics' snippets, an open document's
/// positions, Decode's kept colors.
package enum LineStarts {
    /// The byte offset where each line of `bytes` starts; line breaks found
    /// with the C library's `memchr`, as the files a token file's findings
    /// point into, hundreds of kilobytes, are indexed on every publish.
    package static func of(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, 0x0A, buffer.count - offset) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                starts.append(index + 1)
                offset = index + 1
            }
        }
        return starts
    }
}
