import BenchmarkSupport
import SwatchCompiler
import SwatchProcess

#if canImport(Glibc)
import Glibc
#endif

// The typecheck benchmark: how long swiftc takes over the generated Swift.
// For themes of 300, 1,000, 3,000 and 30,000 colors made of chained
// references (half labels, half backgrounds), it runs the compiler in process,
// writes the Swift, then times `swiftc -typecheck` on it with its peak memory
// (the child's own, from wait4), beside the figures the same themes gave when
// `allColors` was written with `.init(x)` elements. The 3,000-color theme is
// also typechecked in that old form, rewritten from today's output, so one
// run shows before and after on the same machine. Then the largest theme is
// typechecked in the other forms the emitter could write, each rewritten from
// today's output (`--forms` lists them; `--forms none` skips them), so the
// form the emitter keeps is the one measured fastest here. Last, each kind
// of color the emitter writes (a hex pair; 8 states of hex or of decimals;
// 2 of decimals or of alpha bytes; all in turn) as a theme of 3,000 colors
// of it, in Swift 6 and Swift 5 modes, beside the same Swift rewritten to
// the form generated-code version 1 wrote it in, each against the hex pair;
// and 30,000 colors of 8 decimal states against 3,000 (`--kinds none` skips
// this, `--kinds-colors N` and `--kinds-large N` change the sizes).
//
//     swift run -c release typecheck-benchmark [--sizes 300,1000] [--runs N] [--forms none]
//         [--kinds none] [--kinds-colors N] [--kinds-large N]

let sizes = option("--sizes").map { $0.split(separator: ",").compactMap { Int($0) } } ?? [300, 1_000, 3_000, 30_000]
let runs = option("--runs").flatMap(Int.init) ?? 3
// Not BenchmarkSupport's theme (`generateTheme`, drawn on the system background): this one keeps the
// shape the figures in `before` were measured on.
let roleChainLength = 100

/// `count` colors, half labels and half backgrounds, alternating: each
/// chain of `roleChainLength` colors of one role starts with a literal, and each
/// next color refers to the one before it.
func labelsAndBackgrounds(colors count: Int) -> String {
    var yaml = "swatch: 1\naccess: public\ncolors:\n"
    yaml.reserveCapacity(count * 90)
    for index in 0..<count {
        let role = index % 2 == 0 ? "label" : "background"
        if index % (2 * roleChainLength) < 2 {
            let value =
                role == "label" ? "light: \"#1D1D1F\", dark: \"#F2F2F7\"" : "light: \"#FFFFFF\", dark: \"#1C1C1E\""
            yaml += "  c\(index): { role: \(role), \(value) }\n"
        } else {
            yaml += "  c\(index): { role: \(role), light: { ref: c\(index - 2) }, dark: { ref: c\(index - 2) } }\n"
        }
    }
    return yaml
}

/// The form `allColors` had before: `.init(x)` elements, whose type swiftc
/// had to infer from the array's.
func withInitElements(_ swift: String) -> String {
    swift.replacing("\n        Swatch.AnyThemeColor(", with: "\n        .init(")
}

/// The folder of the `Swatch` module this benchmark was built with.
func swatchModules() -> String {
    guard let real = realpath(CommandLine.arguments[0], nil) else { fatalError("cannot find this program's folder") }
    defer { free(real) }
    let binary = FilePath.parent(of: String(cString: real))
    for candidate in [binary + "/Modules", binary] where access(candidate + "/Swatch.swiftmodule", F_OK) == 0 {
        return candidate
    }
    fatalError("no Swatch.swiftmodule beside \(binary)")
}

/// The first `name` on PATH.
func executable(_ name: String) -> String {
    guard let path = ProcessLauncher.resolve(name, in: getenv("PATH").map { String(cString: $0) } ?? "") else {
        fatalError("no \(name) on PATH")
    }
    return path
}

struct Measurement {
    var seconds: Double
    /// The child's user and system time: on a machine other work shares,
    /// the steadier figure (wall time grows with the load, CPU time far less).
    var cpuSeconds: Double
    /// The child's peak resident memory.
    var peakBytes: Int
}

/// Runs a command, and measures its wall time and its own CPU time and peak
/// memory (``ResourceUsage``); its output, errors with it, is said when it fails.
func run(_ command: [String]) -> Measurement {
    let invocation = ProcessInvocation(
        executable: command[0], arguments: Array(command.dropFirst()), timeout: nil, capturesStandardError: true)
    let start = monotonicNanoseconds()
    let output = ProcessLauncher.run(invocation)
    let seconds = Double(monotonicNanoseconds() - start) / 1e9
    guard output.status == .exited(0), let usage = output.usage else {
        let printed = String(decoding: output.standardOutput.prefix(4000), as: UTF8.self)
        fatalError("\(command.joined(separator: " ")) failed (\(output.status)):\n\(printed)")
    }
    return Measurement(seconds: seconds, cpuSeconds: usage.cpuSeconds, peakBytes: usage.peakBytes)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func format(_ measurement: Measurement) -> String {
    let megabytes = Double(measurement.peakBytes) / 1_048_576
    let memory = megabytes >= 1024 ? fixed(megabytes / 1024, 2) + " GB" : fixed(megabytes, 0) + " MB"
    return fixed(measurement.seconds, 2) + " s (CPU " + fixed(measurement.cpuSeconds, 2) + " s) / " + memory
}

func pad(_ text: String, _ width: Int) -> String { padded(text, width) }

/// What the issue measured with `.init(x)` elements, on the project's machine.
let before: [Int: String] = [300: "0.5 s", 1_000: "1.6 s / 0.96 GB", 3_000: "24 s / 6.1 GB"]
/// The aims for the current form.
let aims: [Int: String] = [3_000: "≤ 1 s", 30_000: "≤ 8 s, ≤ 1 GB"]

let folder = (getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/swatch-typecheck-\(getpid())"
guard mkdir(folder, 0o755) == 0 else { fatalError("cannot create \(folder): \(String(cString: strerror(errno)))") }
defer { try? FileSystem.remove(folder) }
let swiftc = executable("swiftc")
let modules = swatchModules()

print(
    "swiftc -typecheck -swift-version 6 on the generated Swift; median of \(runs) runs (wall time (CPU time) / peak memory of swiftc)"
)
var load = [Double](repeating: 0, count: 3)
_ = getloadavg(&load, 3)
print(
    "themes: chains of \(roleChainLength) references, half labels and half backgrounds; \(processorCount) cores, "
        + "load average \(load.map { fixed($0, 2) }.joined(separator: " "))"
)
print()
print(
    pad("colors", 8) + pad("Swift", 10) + pad("swatch compile", 16) + pad("swiftc: now", 34)
        + pad("before (.init(x))", 20) + "aim")

func typecheck(_ swift: String, name: String, runs: Int, mode: String = "6") -> Measurement {
    let file = folder + "/\(name).swift"
    do {
        _ = try OutputWriter().write(swift, to: file)
    } catch {
        fatalError("cannot write \(file): \(error)")
    }
    let command = [swiftc, "-typecheck", "-swift-version", mode, "-I", modules, file]
    let measurements = (0..<runs).map { _ in run(command) }
    return Measurement(
        seconds: median(measurements.map(\.seconds)), cpuSeconds: median(measurements.map(\.cpuSeconds)),
        peakBytes: Int(median(measurements.map { Double($0.peakBytes) })))
}

var oldForm: (colors: Int, swift: String)?
var largest: (colors: Int, swift: String)?
for count in sizes {
    let source = ThemeSource(path: "Benchmark.theme.yaml", text: labelsAndBackgrounds(colors: count))
    let start = monotonicNanoseconds()
    let result = ThemeCompiler().compile(source)
    let compileSeconds = Double(monotonicNanoseconds() - start) / 1e9
    guard let swift = result.swift else {
        fatalError("the theme of \(count) colors did not compile: \(result.diagnostics.prefix(3).map(\.message))")
    }
    let now = typecheck(swift, name: "Benchmark\(count)", runs: runs)
    print(
        pad("\(count)", 8) + pad("\(swift.utf8.count / 1024) KiB", 10)
            + pad(fixed(compileSeconds, 2) + " s", 16)
            + pad(format(now), 34) + pad(before[count] ?? "", 20) + (aims[count] ?? ""))
    if count == 3_000 { oldForm = (count, swift) }
    if count == sizes.max() { largest = (count, swift) }
}

/// The forms the emitter could write a theme's colors in, each rewritten
/// from today's output (`static let cN = Swatch.ThemeColor<Role>("cN", 0x…, 0x…)`).
let forms: [(name: String, rewrite: (String) -> String)] = [
    ("an explicit type on each static let (`static let c0: ThemeColor<Label> = .init(…)`)", explicitTypes),
    ("colors in extensions of 1,000 (`extension Benchmark { … }`)", { inExtensions($0, of: 1_000) }),
    ("hex values in two [UInt32] tables indexed by a small integer", valuesInTables),
]

/// `static let cN = Swatch.ThemeColor<R>(` → `static let cN: Swatch.ThemeColor<R> = .init(`.
func explicitTypes(_ swift: String) -> String {
    swift.split(separator: "\n", omittingEmptySubsequences: false)
        .map { line -> String in
            guard line.hasPrefix("    public static let c"), let equals = line.firstRange(of: " = Swatch.ThemeColor<"),
                let open = line[equals.upperBound...].firstIndex(of: "(")
            else { return String(line) }
            let type = line[line.index(equals.lowerBound, offsetBy: 3)..<open]
            return "\(line[..<equals.lowerBound]): \(type) = .init\(line[open...])"
        }
        .joined(separator: "\n")
}

/// Closes the theme's enum after every `size` colors and goes on in an
/// extension of it.
func inExtensions(_ swift: String, of size: Int) -> String {
    var lines: [Substring] = []
    var colors = 0
    for line in swift.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("    /// `c") {
            if colors > 0, colors % size == 0 {
                lines.append("}")
                lines.append("")
                lines.append("extension Benchmark {")
            }
            colors += 1
        }
        lines.append(line)
    }
    return lines.joined(separator: "\n")
}

/// `("cN", 0xAAAAAA, 0xBBBBBB)` → `("cN", light[N], dark[N])`, with the
/// values in two `[UInt32]` arrays of the enum.
func valuesInTables(_ swift: String) -> String {
    var light: [Substring] = []
    var dark: [Substring] = []
    var lines: [String] = []
    for line in swift.split(separator: "\n", omittingEmptySubsequences: false) {
        guard line.hasPrefix("    public static let c"), let open = line.firstRange(of: "(\""),
            case let arguments = line[open.upperBound...].split(separator: ","), arguments.count == 3
        else {
            lines.append(String(line))
            continue
        }
        light.append(arguments[1].dropFirst())
        dark.append(arguments[2].dropFirst().dropLast())
        let index = light.count - 1
        lines.append("\(line[..<open.upperBound])\(arguments[0]), light[\(index)], dark[\(index)])")
    }
    var text = lines.joined(separator: "\n")
    let tables =
        "    private static let light: [UInt32] = [" + light.joined(separator: ", ") + "]\n"
        + "    private static let dark: [UInt32] = [" + dark.joined(separator: ", ") + "]\n"
    if let start = text.firstRange(of: "public enum Benchmark {\n") {
        text.insert(contentsOf: tables, at: start.upperBound)
    }
    return text
}

if let largest, option("--forms") != "none" {
    print()
    print("the \(largest.colors)-color Swift in other forms (median of \(runs) runs), beside today's form:")
    print("  " + pad(format(typecheck(largest.swift, name: "Form0", runs: runs)), 34) + "today's form")
    for (index, form) in forms.enumerated() {
        let measurement = typecheck(form.rewrite(largest.swift), name: "Form\(index + 1)", runs: runs)
        print("  " + pad(format(measurement), 34) + form.name)
    }
}

if let oldForm {
    // One run: the old form takes tens of seconds and gigabytes.
    let old = typecheck(withInitElements(oldForm.swift), name: "Benchmark\(oldForm.colors)Init", runs: 1)
    print()
    print(
        "the same \(oldForm.colors)-color Swift with `.init(x)` elements in allColors, as before: \(format(old)) (one run)"
    )
}

// MARK: Every form a color's Swift takes

/// Each kind of color the emitter writes, as theme YAML for the color at
/// `index`: the form the benchmark's chains of references take (an opaque
/// hex pair) and every other, each a theme of its own, and all of them in
/// turn (`mixed`).
let colorKinds: [(name: String, yaml: (Int) -> String)] = [
    ("2 states, opaque hex (one call of two hex integers)", { "light: \"\(hex($0))\", dark: \"\(hex($0 + 7))\"" }),
    (
        "8 states, opaque hex",
        {
            "light: \"\(hex($0))\", dark: { base: \"\(hex($0 + 1))\", elevated: \"\(hex($0 + 2))\" }, "
                + "increasedContrast: { light: \"\(hex($0 + 3))\", dark: \"\(hex($0 + 4))\" }"
        }
    ),
    (
        "8 states, wide gamut (decimals)",
        {
            "light: \"\(oklch($0))\", dark: { base: \"\(oklch($0 + 1))\", elevated: \"\(oklch($0 + 2))\" }, "
                + "increasedContrast: { light: \"\(oklch($0 + 3))\", dark: \"\(oklch($0 + 4))\" }"
        }
    ),
    ("2 states, wide gamut (decimals)", { "light: \"\(oklch($0))\", dark: \"\(oklch($0 + 1))\"" }),
    ("2 states, translucent (alpha bytes)", { "light: \"\(hex($0))4A\", dark: \"\(hex($0 + 1))33\"" }),
]

/// `#RRGGBB`, a different one for each `seed`.
func hex(_ seed: Int) -> String {
    let value = UInt32(truncatingIfNeeded: seed &* 2_654_435_761) & 0xFF_FFFF
    let digits = String(value, radix: 16, uppercase: true)
    return "#" + String(repeating: "0", count: 6 - digits.count) + digits
}

/// An OKLCH color outside sRGB, a different one for each `seed`.
func oklch(_ seed: Int) -> String { "oklch(0.\(40 + seed % 50) 0.\(10 + seed % 20) \(seed % 360))" }

/// A theme of `count` colors of the kinds `kinds` in turn, half labels and half backgrounds.
func theme(colors count: Int, kinds: [(Int) -> String]) -> String {
    var yaml = "swatch: 1\naccess: public\ncolors:\n"
    for index in 0..<count {
        let role = index % 2 == 0 ? "label" : "background"
        yaml += "  c\(index): { role: \(role), \(kinds[index % kinds.count](index)) }\n"
    }
    return yaml
}

/// The Swift the emitter writes for `yaml`.
func swift(of yaml: String, colors: Int) -> String {
    let result = ThemeCompiler().compile(ThemeSource(path: "Benchmark.theme.yaml", text: yaml))
    guard let swift = result.swift else {
        fatalError("the theme of \(colors) colors did not compile: \(result.diagnostics.prefix(3).map(\.message))")
    }
    return swift
}

/// The same Swift in the form generated-code version 1 wrote a color that
/// is not a hex pair in: `light: Color, dark: Color` for 2 states, a
/// `ColorTable` of `Color`s, a line each, for 8 or 16.
func inVersionOneForm(_ swift: String) -> String {
    var lines: [String] = []
    var states: [(value: String, comment: Substring)] = []
    var inStates = false
    for line in swift.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasSuffix("states: \"\"\"") {
            inStates = true
            continue
        }
        guard inStates else {
            lines.append(String(line))
            continue
        }
        let trimmed = line.drop { $0 == " " }
        guard trimmed != "\"\"\"" else {
            inStates = false
            if states.count == 2 {
                lines.append("        light: \(states[0].value),")
                lines.append("        dark: \(states[1].value)")
            } else {
                lines.append("        .init(")
                for (position, state) in states.enumerated() {
                    let separator = position == states.count - 1 ? "" : ","
                    lines.append("            \(state.value)\(separator)  //\(state.comment)")
                }
                lines.append("        )")
            }
            states = []
            continue
        }
        let parts = trimmed.split(separator: "//", maxSplits: 1)
        let words = parts[0].split(separator: " ")
        let value: String
        if words[0].hasPrefix("#") {
            let digits = words[0].dropFirst()
            if digits.count == 8 {
                value = ".init(rgba: 0x\(digits))"
            } else if words.count == 2 {
                value = ".init(rgb: 0x\(digits), alpha: \(words[1]))"
            } else {
                value = ".init(rgb: 0x\(digits))"
            }
        } else {
            let alpha = words.count == 4 ? ", alpha: \(words[3])" : ""
            value = ".init(red: \(words[0]), green: \(words[1]), blue: \(words[2])\(alpha))"
        }
        states.append((value, parts.count > 1 ? parts[1] : ""))
    }
    return lines.joined(separator: "\n")
}

if option("--kinds") != "none" {
    let count = option("--kinds-colors").flatMap(Int.init) ?? 3_000
    print()
    print(
        "each kind of color, a theme of \(count) colors of it (median CPU time of swiftc -typecheck over \(runs) runs; "
            + "in parentheses, per color against the first row's, same mode; aim ≤ 1.2×):")
    print(
        pad("kind", 54) + pad("Swift 6: now", 20) + pad("version 1's form", 20) + pad("Swift 5: now", 20)
            + "version 1's form")
    let kinds = colorKinds + [("mixed: all the above in turn", { _ in "" })]
    var baseline: [String: Double] = [:]
    for (position, kind) in kinds.enumerated() {
        let yaml =
            position == kinds.count - 1
            ? theme(colors: count, kinds: colorKinds.map(\.yaml)) : theme(colors: count, kinds: [kind.yaml])
        let now = swift(of: yaml, colors: count)
        let old = inVersionOneForm(now)
        var row = pad(kind.name, 54)
        for mode in ["6", "5"] {
            for (form, text) in [("now", now), ("old", old)] {
                let measurement = typecheck(text, name: "Kind\(position)\(form)\(mode)", runs: runs, mode: mode)
                if position == 0, form == "now" { baseline[mode] = measurement.cpuSeconds }
                let ratio = measurement.cpuSeconds / (baseline[mode] ?? measurement.cpuSeconds)
                row += pad(fixed(measurement.cpuSeconds, 2) + " s (" + fixed(ratio, 2) + "×)", 20)
            }
        }
        print(row)
    }
    // The issue's worst case, ten times over: every color of 8 states.
    let large = option("--kinds-large").flatMap(Int.init) ?? 30_000
    if large > 0 {
        let small = typecheck(
            swift(of: theme(colors: count, kinds: [colorKinds[2].yaml]), colors: count),
            name: "Eight\(count)", runs: runs)
        let big = typecheck(
            swift(of: theme(colors: large, kinds: [colorKinds[2].yaml]), colors: large),
            name: "Eight\(large)", runs: 1)
        print()
        print(
            "\(count) colors of 8 wide-gamut states: \(format(small)); \(large): \(format(big)) (one run); "
                + fixed(big.cpuSeconds / small.cpuSeconds, 1) + "× the CPU time (aim ≤ 10.5×, ≤ 1 GiB)")
    }
}
