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

/// The value given after `name` on the command line (`--runs 3`), if any.
public func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

/// The whole number given after `name` on the command line, else `value`.
public func option(_ name: String, default value: Int) -> Int { option(name).flatMap { Int($0) } ?? value }

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

/// How long a chain of references the generated themes have.
public let chainLength = 100

/// The theme the compile and language-server benchmarks time: chains of
/// `chainLength` colors, the first a literal, each next a reference to the one before (every twentieth with an alpha adjustment),
/// so 30,000 colors hold 29,700 references up to 99 deep. Every color is
/// drawn on the system background, so the checker judges a pair for each in
/// all 16 states; the inks are dark on white and light on black, so the
/// theme passes without a finding, as a real one would, and every check
/// runs to the end.
///
/// With `failing`, the same theme but for one background: the first chain
/// is drawn on `ground`, whose light value is a dark green its dark inks
/// cannot be read on, so that its `chainLength` pairs fail in every light
/// state (`chainLength - 1` of them through references) and the checker
/// writes the findings and fix-its a theme in the making has.
public func generateTheme(colors colorCount: Int, failing: Bool = false) -> String {
    var yaml = "swatch: 1\nextends: system\ncolors:\n"
    yaml.reserveCapacity(colorCount * 100)
    if failing { yaml += "  ground: { role: background, light: \"#01503F\", dark: \"#000000\" }\n" }
    let chains = colorCount / chainLength
    for chain in 0..<chains {
        let shade = chain % 64
        let hex = "#" + hexByte(shade) + hexByte(64 - shade) + hexByte((shade * 3) % 64)
        let on = failing && chain == 0 ? "ground" : "systemBackground"
        yaml +=
            "  c\(chain)x0: { role: label, light: \"\(hex)\", dark: \"oklch(90% 0.02 \(chain % 360))\", on: [\(on)] }\n"
        for link in 1..<chainLength {
            let alpha = link % 20 == 0 ? ", alpha: 0.99" : ""
            yaml +=
                "  c\(chain)x\(link): { role: label, light: { ref: c\(chain)x\(link - 1)\(alpha) }, dark: { ref: c\(chain)x\(link - 1) }, on: [\(on)] }\n"
        }
    }
    return yaml
}
