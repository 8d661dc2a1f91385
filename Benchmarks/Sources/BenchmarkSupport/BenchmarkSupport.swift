#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// What the benchmarks need besides the compiler, on the C library alone: a
// benchmark that linked Foundation would measure Foundation's megabytes in
// its peak memory, not the compiler's.

/// `value` with `digits` digits after the point, as printf's `%.Nf` writes it.
public func fixed(_ value: Double, _ digits: Int) -> String {
    printed("%.*f", Int32(digits), value)
}

/// `value` (0…255) as two uppercase hex digits, as printf's `%02X` writes it.
public func hexByte(_ value: Int) -> String {
    printed("%02X", UInt32(value))
}

/// `text` cut or padded with spaces to `width` characters.
public func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? String(text.prefix(width)) : text + String(repeating: " ", count: width - text.count)
}

/// printf's formatting, through vsnprintf (variadic C functions are not
/// imported into Swift).
func printed(_ format: String, _ arguments: any CVarArg...) -> String {
    withVaList(arguments) { list in
        var buffer = [CChar](repeating: 0, count: 64)
        _ = vsnprintf(&buffer, buffer.count, format, list)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Nanoseconds on the monotonic clock, for wall times.
public func monotonicNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// The processors online.
public var processorCount: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
