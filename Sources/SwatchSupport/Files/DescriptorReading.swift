#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one loop the compiler reads a file with (themes, pairs files, token
/// files, asset catalogs' color sets, images): what is left of an open file,
/// 64 KiB at a time, straight into the byte array its readers take.
package enum DescriptorReading {
    package enum Outcome {
        case bytes([UInt8])
        /// `read` failed; its `errno`.
        case failed(Int32)
        /// More than the limit was read: the byte count so far.
        case tooLarge(Int)
    }

    /// Reads `descriptor` to its end, retrying a read a signal interrupted.
    /// `expected`, the size `fstat` gave, is reserved at once; reading stops
    /// past `limit` bytes (a file can grow between `fstat` and `read`).
    package static func readAll(_ descriptor: Int32, expected: Int = 0, limit: Int = .max) -> Outcome {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(max(expected, 0), limit))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(errno)
            }
            if count == 0 { return .bytes(bytes) }
            bytes += chunk[..<count]
            guard bytes.count <= limit else { return .tooLarge(bytes.count) }
        }
    }
}

// At file scope `read` is the C function.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
