import BenchmarkSupport
import CSwatchYAML
import SwatchCheck
import SwatchCompiler
import SwatchDerive
import SwatchEmit
import SwatchPipeline
import SwatchProcess
import SwatchResolve
import SwatchSyntax

#if canImport(Glibc)
import Glibc
#endif

// The compile benchmark: generated themes of 3,000 and 30,000 colors, most of
// them references in chains up to 100 deep, checked and compiled in full
// (YAML, decode, resolve, check in all 16 states, emit), each beside libyaml
// alone reading the same file's events: the floor any YAML-based compiler
// stands on. Every measurement runs in a process of its own, so that its
// peak memory is its own.
//
//     swift run -c release compile-benchmark [--colors N] [--runs N]
//     compile-benchmark --stages [--colors N]      each stage alone
//     compile-benchmark --profile STAGE [--runs N] one stage repeated, for perf or callgrind
//     compile-benchmark --write-theme PATH [--colors N]  the theme itself, for `swatch` to be timed on
//     compile-benchmark --derive [--colors N]      deriving every increased-contrast and elevated value, against checking
//
// `--failing` with `--measure`, `--profile` or `--write-theme` takes the
// theme with 100 failing pairs (``generateTheme(colors:failing:)``); the
// table checks both and prints the ratio.
//
// Beside the 30,000-color theme the table checks the formats design systems
// are written in (``BenchmarkInput``): a DTCG resolver document of GitHub
// Primer's shape, a one-line Figma variables response of 1 MB and an asset
// catalog of 100 color sets, each with its ratio to the theme's `check`.
//
//     compile-benchmark --inputs                   the 30,000-color theme's check and the inputs alone
//     compile-benchmark --write-input NAME PATH    an input (tokens, figma; catalog: in the folder PATH) for `swatch check`
//     compile-benchmark --profile input --input NAME [--runs N]   one input checked repeatedly

let runs = option("--runs", default: 7)
/// Whether the theme is the one with 100 failing pairs.
let failing = CommandLine.arguments.contains("--failing")
/// libyaml's event parser over the bytes, nothing built: the floor.
func parseEventsOnly(_ bytes: [UInt8]) -> Int {
    var parser = yaml_parser_t()
    yaml_parser_initialize(&parser)
    defer { yaml_parser_delete(&parser) }
    var events = 0
    bytes.withUnsafeBufferPointer { buffer in
        yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
        var event = yaml_event_t()
        while yaml_parser_parse(&parser, &event) == 1 {
            let done = event.type == YAML_STREAM_END_EVENT
            yaml_event_delete(&event)
            events += 1
            if done { break }
        }
    }
    return events
}

/// Wall and CPU seconds of `body` (CPU of the whole process, every thread).
func timed(_ body: () -> Void) -> (wall: Double, cpu: Double) {
    func cpuNow() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
    let wall = monotonicNanoseconds()
    let cpu = cpuNow()
    body()
    return (Double(monotonicNanoseconds() - wall) / 1e9, cpuNow() - cpu)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// Where `compile` writes its Swift: a file of this process's own.
let outputPath = "/tmp/swatch-compile-benchmark-\(getpid()).swift"

/// `--measure COMMAND --colors N`: in a process of its own, the
/// command run `runs` times, each run paired with a bare libyaml parse just
/// before it; prints one line of numbers for the parent to read.
func measureInChild(_ command: String, colors: Int) {
    let bytes = Array(generateTheme(colors: colors, failing: failing).utf8)
    let source = ThemeSource(path: "Benchmark.theme.yaml", bytes: bytes)
    let compiler = ThemeCompiler()
    var parse: [(wall: Double, cpu: Double)] = []
    var work: [(wall: Double, cpu: Double)] = []
    var written = 0
    for _ in 0..<runs {
        parse.append(timed { _ = parseEventsOnly(bytes) })
        switch command {
        case "check": work.append(timed { _ = compiler.check(source) })
        case "compile":
            // As `swatch compile` does: the Swift written to its file as it
            // is made. A new file each run (the old one removed untimed),
            // so every run writes it rather than finding the same bytes.
            unlink(outputPath)
            work.append(timed { _ = try? compiler.compile(source, writingSwiftTo: outputPath) })
            // The size by seeking to the end: `stat()` into Swift's `stat`
            // struct overran the stack in release builds (stack smashing).
            let file = open(outputPath, O_RDONLY)
            written = file >= 0 ? Int(lseek(file, 0, SEEK_END)) : -1
            if file >= 0 { close(file) }
        default: work.append(timed { _ = parseEventsOnly(bytes) })
        }
    }
    unlink(outputPath)
    let wallRatio = median(zip(work, parse).map { $0.wall / $1.wall })
    let cpuRatio = median(zip(work, parse).map { $0.cpu / $1.cpu })
    print(
        median(work.map(\.wall)), median(work.map(\.cpu)), median(parse.map(\.wall)), median(parse.map(\.cpu)),
        wallRatio, cpuRatio, written, bytes.count)
}

/// `--measure input --input NAME`: in a process of its own, the generated
/// input read and checked `runs` times; prints the medians of wall and CPU
/// seconds, its bytes and its diagnostics.
func measureInputInChild(_ name: String) {
    let input = BenchmarkInput.generated(name)
    let compiler = ThemeCompiler()
    var findings = 0
    let work = (0..<runs).map { _ in timed { findings = input.check(with: compiler) } }
    print(median(work.map(\.wall)), median(work.map(\.cpu)), input.size, findings)
}

/// Runs this program again with `child` arguments; its output and its peak
/// resident memory in KiB (``ResourceUsage``: the child's own).
func runChild(_ child: [String]) -> (output: String, peakKiB: Int) {
    let output = ProcessLauncher.run(ProcessInvocation(executable: "/proc/self/exe", arguments: child, timeout: nil))
    guard output.status == .exited(0), let usage = output.usage else {
        fatalError("\(child.joined(separator: " ")) ended with \(output.status)")
    }
    return (String(decoding: output.standardOutput, as: UTF8.self), usage.peakBytes / 1024)
}

/// `--stages`: each stage alone, medians.
func stages(colors: Int) {
    let bytes = Array(generateTheme(colors: colors).utf8)
    let source = ThemeSource(path: "Benchmark.theme.yaml", bytes: bytes)
    let compiler = ThemeCompiler()
    func report(_ label: String, _ body: () -> Void) {
        let times = (0..<runs).map { _ in timed(body).cpu }
        print(
            "\(padded(label, 36)) \(fixed(median(times), 3)) s CPU"
        )
    }
    print("\(colors) colors, median of \(runs):")
    report("libyaml events only") { _ = parseEventsOnly(bytes) }
    report("YAML stage (libyaml + tape)") { _ = YAMLReader().readTape(bytes, file: source.path) }
    let tape = YAMLReader().readTape(bytes, file: source.path).tape!
    report("decode stage alone") { _ = ThemeDecoder().decode(tape.root, file: source.path, namespace: "Benchmark") }
    let ast = ThemeDecoder().decode(tape.root, file: source.path, namespace: "Benchmark").0
    report("resolve stage alone") { _ = compiler.resolver.resolve(ast) }
    let resolved = compiler.resolver.resolve(ast).0
    report("check stage alone") { _ = compiler.checker.check(resolved) }
    report("emit stage alone") { _ = SwiftEmitter().emitStandalone(resolved, sourceFileName: "Benchmark.theme.yaml") }
}

/// `--derive`: the Derive stage against the Check stage, on the benchmark
/// theme with `derive: [increasedContrast, elevated]` (the chains' heads
/// derived, the references following them), and on a theme of as many
/// colors each written as literals, a third of them mid grays whose
/// increased-contrast value must move to reach 7:1: every value derived.
func derive(colors: Int) {
    func literalTheme() -> String {
        var yaml = "swatch: 1\nextends: system\nderive: [increasedContrast, elevated]\ncolors:\n"
        for index in 0..<colors {
            let gray = index % 3 == 0 ? 0x60 + index % 24 : index % 64
            let hex = "#" + hexByte(gray) + hexByte(gray) + hexByte((gray + index) % 96)
            yaml +=
                "  c\(index): { role: label, light: \"\(hex)\", dark: \"oklch(88% 0.03 \(index % 360))\", on: [systemBackground] }\n"
        }
        return yaml
    }
    let themes = [
        (
            "benchmark theme, derive:",
            "swatch: 1\nderive: [increasedContrast, elevated]\n"
                + generateTheme(colors: colors).dropFirst("swatch: 1\n".count)
        ),
        ("every color a literal, derive:", literalTheme()),
    ]
    let compiler = ThemeCompiler()
    let deriver = ValueDeriver()
    print("\(colors) colors, median of \(runs) (CPU seconds):")
    for (label, text) in themes {
        let bytes = Array(text.utf8)
        let tape = YAMLReader().readTape(bytes, file: "Benchmark.theme.yaml").tape!
        let ast = ThemeDecoder().decode(tape.root, file: "Benchmark.theme.yaml", namespace: "Benchmark").0
        let resolved = compiler.resolver.resolve(ast).0
        let derived = deriver.derive(resolved).0
        let deriving = median((0..<runs).map { _ in timed { _ = deriver.derive(resolved) }.cpu })
        let checking = median((0..<runs).map { _ in timed { _ = compiler.checker.check(derived) }.cpu })
        print(
            "  \(padded(label, 34)) derive \(fixed(deriving, 3)) s, check \(fixed(checking, 3)) s: "
                + "\(fixed(deriving / checking, 2))x"
        )
    }
}

/// `--profile STAGE`: repeat one stage (yaml, decode, resolve, check, emit)
/// or a whole command (`check-theme`, what `swatch check` does; `compile`)
/// for a profiler to sample, and print nothing else.
func profile(_ stage: String, colors: Int) {
    let source = ThemeSource(
        path: "Benchmark.theme.yaml", bytes: Array(generateTheme(colors: colors, failing: failing).utf8))
    let compiler = ThemeCompiler()
    let tape = YAMLReader().readTape(source.bytes, file: source.path).tape!
    let ast = ThemeDecoder().decode(tape.root, file: source.path, namespace: "Benchmark").0
    let resolved = compiler.resolver.resolve(ast).0
    let profiledInput = option("--input").map(BenchmarkInput.generated)
    for _ in 0..<runs {
        switch stage {
        case "parse": _ = parseEventsOnly(source.bytes)
        case "yaml": _ = YAMLReader().readTape(source.bytes, file: source.path)
        case "decode": _ = ThemeDecoder().decode(tape.root, file: source.path, namespace: "Benchmark")
        case "resolve": _ = compiler.resolver.resolve(ast)
        case "check": _ = compiler.checker.check(resolved)
        case "compile": _ = try? compiler.compile(source, writingSwiftTo: outputPath)
        case "check-theme": _ = compiler.check(source)
        case "input": _ = profiledInput.map { $0.check(with: compiler) }
        default: _ = SwiftEmitter().emitStandalone(resolved, sourceFileName: "Benchmark.theme.yaml")
        }
    }
}

if let command = option("--measure") {
    if command == "input" {
        measureInputInChild(option("--input") ?? "tokens")
    } else {
        measureInChild(command, colors: option("--colors", default: 30_000))
    }
    exit(0)
}
if let name = option("--write-input") {
    let arguments = CommandLine.arguments
    let input = BenchmarkInput.generated(name)
    guard let at = arguments.firstIndex(of: "--write-input"), at + 2 < arguments.count else {
        print("--write-input takes tokens, figma or catalog, and a path (for a catalog, the folder it is written in)")
        exit(1)
    }
    // A catalog is its color sets' files, written below the folder given.
    let files =
        input.colorSets.isEmpty
        ? [(arguments[at + 2], input.source.bytes)]
        : input.colorSets.map { (arguments[at + 2] + "/" + $0.path, $0.bytes) }
    do {
        for (path, bytes) in files { _ = try OutputWriter().write(String(decoding: bytes, as: UTF8.self), to: path) }
    } catch {
        print("cannot write \(arguments[at + 2]): \(error)")
        exit(1)
    }
    exit(0)
}
if CommandLine.arguments.contains("--inputs") {
    checkInputs()
    exit(0)
}
if let path = option("--write-theme") {
    do {
        _ = try OutputWriter()
            .write(
                generateTheme(colors: option("--colors", default: 30_000), failing: failing), to: path)
    } catch {
        print("cannot write \(path): \(error)")
        exit(1)
    }
    exit(0)
}
if let stage = option("--profile") {
    profile(stage, colors: option("--colors", default: 30_000))
    exit(0)
}
if CommandLine.arguments.contains("--derive") {
    for size in option("--colors").flatMap({ Int($0) }).map({ [$0] }) ?? [3_000, 30_000] { derive(colors: size) }
    exit(0)
}
if CommandLine.arguments.contains("--stages") {
    stages(colors: option("--colors", default: 30_000))
    exit(0)
}

let sizes = option("--colors").flatMap { Int($0) }.map { [$0] } ?? [3_000, 30_000]
var failingRatios: [(colors: Int, ratio: Double)] = []
/// The 30,000-color theme's `check`, CPU seconds, which the inputs are compared with.
var themeCheckCPU: Double?
var load = [Double](repeating: 0, count: 3)
_ = getloadavg(&load, 3)
print(
    "\(processorCount) cores, load average \(load.map { fixed($0, 2) }.joined(separator: " ")); "
        + "medians of \(runs) runs, each paired with a bare libyaml parse just before it; ratios are medians of the pairs"
)
print("")
// The compiler starts no thread, so a command's figures on one thread are
// its figures on all cores.
// The figures of the `swatch` binary on the 30,000-color theme when this
// benchmark was first run (a node tree, a thread for libyaml, stages split
// across cores), printed beside the new ones (docs/benchmarks.md).
let firstMeasured = [
    "check": "0.36 s wall, 7.5× (wall), 11× (CPU), 99 MiB",
    "compile": "0.50 s wall, 12× (wall), 17× (CPU), 144 MiB, 16 MB of Swift",
]
print(
    "| colors | command | wall | CPU | × libyaml (wall) | × libyaml (CPU) | peak memory | Swift written | when first measured |"
)
print("|---|---|---|---|---|---|---|---|---|")
for colors in sizes {
    let bare = runChild(["--measure", "parse", "--colors", "\(colors)", "--runs", "\(runs)"])
    let fields = bare.output.split(whereSeparator: \.isWhitespace).map { Double($0) ?? 0 }
    let kib = Int(fields[7]) / 1024
    let theme = generateTheme(colors: colors)
    let references = theme.split(separator: "\n").filter { $0.contains("ref:") }.count
    let pairs = theme.split(separator: "\n").filter { $0.contains("on: [") }.count
    print(
        "<!-- \(colors) colors: \(references) by reference, chains up to \(chainLength) deep, \(pairs) on the background -->"
    )
    print(
        "| \(colors) (\(kib) KiB) | libyaml events only | \(fixed(fields[0], 3)) s | \(fixed(fields[1], 3)) s | 1 | 1 | "
            + "\(bare.peakKiB / 1024) MiB | | |")
    // `check` on the theme with 100 failing pairs beside the one without:
    // findings are to cost what they are, not colors × findings.
    var checkCPU: [Bool: Double] = [:]
    for (command, failing) in [("check", false), ("check", true), ("compile", false)] {
        let child = runChild(
            ["--measure", command, "--colors", "\(colors)", "--runs", "\(runs)"] + (failing ? ["--failing"] : []))
        let values = child.output.split(whereSeparator: \.isWhitespace).map { Double($0) ?? 0 }
        let written =
            command == "compile" ? "\(Int(values[6]) / 1024) KiB (\(Int(values[6]) / colors) B per color)" : ""
        if command == "check" { checkCPU[failing] = values[1] }
        if command == "check", !failing, colors == 30_000 { themeCheckCPU = values[1] }
        let first = colors == 30_000 && !failing ? firstMeasured[command]! : ""
        print(
            "| \(colors) | `swatch \(command)`\(failing ? ", 100 pairs failing" : "") | \(fixed(values[0], 3)) s | "
                + "\(fixed(values[1], 3)) s | \(fixed(values[4], 1))× | \(fixed(values[5], 1))× | "
                + "\(child.peakKiB / 1024) MiB | \(written) | \(first) |"
        )
    }
    failingRatios.append((colors, checkCPU[true]! / checkCPU[false]!))
}
print("")
checkInputs(themeCPU: themeCheckCPU)
print("")
for (colors, ratio) in failingRatios {
    print(
        "\(colors) colors: `swatch check` with 100 failing pairs takes \(fixed(ratio, 2))× the CPU of the theme without"
    )
}

/// The inputs' rows: each generated input checked in a process of its own,
/// its CPU beside `themeCPU`, the 30,000-color theme's `check` in the same
/// run (measured here first when not given).
func checkInputs(themeCPU given: Double? = nil) {
    func measured(_ arguments: [String]) -> [Double] {
        runChild(arguments + ["--runs", "\(runs)"]).output.split(whereSeparator: \.isWhitespace).map { Double($0) ?? 0 }
    }
    let themeCPU = given ?? measured(["--measure", "check", "--colors", "30000"])[1]
    print(
        "| input | bytes | diagnostics | wall | CPU | × the 30,000-color theme's `check` (\(fixed(themeCPU, 3)) s CPU) |"
    )
    print("|---|---|---|---|---|---|")
    for name in BenchmarkInput.all {
        let values = measured(["--measure", "input", "--input", name])
        print(
            "| \(BenchmarkInput.generated(name).label) | \(Int(values[2])) | \(Int(values[3])) | "
                + "\(fixed(values[0], 3)) s | \(fixed(values[1], 3)) s | \(fixed(values[1] / themeCPU, 2))× |")
    }
}
