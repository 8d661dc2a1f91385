import CSwatchYAML
import Foundation
import SwatchCompiler

// The compile benchmark: a generated theme of 30,000 colors, 29,700 of them
// references in chains up to 100 deep, compiled in full (YAML, decode,
// resolve, check in all 16 states, emit) and timed beside libyaml alone
// reading the same file's events, the floor any YAML-based compiler stands on.
//
//     swift run -c release --package-path Benchmarks compile-benchmark [--colors N] [--runs N]

let arguments = CommandLine.arguments
func option(_ name: String, default value: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return value }
    return Int(arguments[index + 1]) ?? value
}
let colorCount = option("--colors", default: 30_000)
let runs = option("--runs", default: 5)
let chainLength = 100

/// Chains of `chainLength` colors: the first a literal, each next a
/// reference to the one before (every twentieth with an alpha adjustment),
/// so 30,000 colors hold 29,700 references up to 99 deep. Every tenth is
/// drawn on the system background, so the checker has pairs to judge in all
/// 16 states; the inks are dark on white and light on black, so the theme
/// passes, as a real one would, and every check runs to the end.
func generateTheme() -> String {
    var yaml = "swatch: 1\nextends: system\ncolors:\n"
    yaml.reserveCapacity(colorCount * 80)
    let chains = colorCount / chainLength
    for chain in 0..<chains {
        let shade = chain % 64
        let hex = String(format: "#%02X%02X%02X", shade, 64 - shade, (shade * 3) % 64)
        yaml += "  c\(chain)x0: { role: label, light: \"\(hex)\", dark: \"oklch(90% 0.02 \(chain % 360))\", on: [systemBackground] }\n"
        for link in 1..<chainLength {
            let on = link % 10 == 0 ? ", on: [systemBackground]" : ""
            let alpha = link % 20 == 0 ? ", alpha: 0.99" : ""
            yaml += "  c\(chain)x\(link): { role: label, light: { ref: c\(chain)x\(link - 1)\(alpha) }, dark: { ref: c\(chain)x\(link - 1) }\(on) }\n"
        }
    }
    return yaml
}

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

func measure(_ label: String, _ body: () -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    let best = times.min()!
    let median = times.sorted()[times.count / 2]
    print("\(label.padding(toLength: 50, withPad: " ", startingAt: 0)) best \(String(format: "%.3f", best)) s   median \(String(format: "%.3f", median)) s")
    return median
}

/// `--profile STAGE`: repeat one stage (yaml, decode, resolve, check, emit)
/// or the whole (compile)
/// for a profiler to sample, and print nothing else.
func profile(_ stage: String, source: ThemeSource) {
    let compiler = ThemeCompiler()
    let root = YAMLReader().read(source.bytes, file: source.path).root!
    let ast = ThemeDecoder().decode(root, file: source.path, namespace: "Benchmark").0
    let resolved = compiler.resolver.resolve(ast).0
    for _ in 0..<runs {
        switch stage {
        case "yaml": _ = YAMLReader().read(source.bytes, file: source.path)
        case "decode": _ = ThemeDecoder().decode(root, file: source.path, namespace: "Benchmark")
        case "resolve": _ = compiler.resolver.resolve(ast)
        case "check": _ = compiler.checker.check(resolved)
        case "compile": _ = compiler.compile(source)
        default: _ = SwiftEmitter().emit(resolved, sourceFileName: "Benchmark.theme.yaml")
        }
    }
}

let text = generateTheme()
if let index = arguments.firstIndex(of: "--profile"), index + 1 < arguments.count {
    profile(arguments[index + 1], source: ThemeSource(path: "Benchmark.theme.yaml", bytes: Array(text.utf8)))
    exit(0)
}
let bytes = Array(text.utf8)
let source = ThemeSource(path: "Benchmark.theme.yaml", bytes: bytes)
let compiler = ThemeCompiler()
let check = compiler.compile(source)
let byReference = text.split(separator: "\n").filter { $0.contains("ref:") }.count
print("theme: \(colorCount) colors, \(byReference) of them defined by reference, in chains up to \(chainLength) deep; \(bytes.count / 1024) KiB; \(ProcessInfo.processInfo.activeProcessorCount) cores")
print("result: \(check.diagnostics.filter { $0.severity == .error }.count) errors, \(check.diagnostics.filter { $0.severity == .warning }.count) warnings, \((check.swift?.utf8.count ?? 0) / 1024) KiB of Swift")
print("median of \(runs) runs each:")
let events = parseEventsOnly(bytes)
let floor = measure("libyaml events only (\(events) events)") { _ = parseEventsOnly(bytes) }
_ = measure("YAML stage (libyaml + located tree)") { _ = YAMLReader().read(bytes, file: "Benchmark.theme.yaml") }
let root = YAMLReader().read(bytes, file: source.path).root!
_ = measure("  decode stage alone") { _ = ThemeDecoder().decode(root, file: source.path, namespace: "Benchmark") }
let ast = ThemeDecoder().decode(root, file: source.path, namespace: "Benchmark").0
_ = measure("  resolve stage alone") { _ = compiler.resolver.resolve(ast) }
let resolved = compiler.resolver.resolve(ast).0
_ = measure("  check stage alone") { _ = compiler.checker.check(resolved) }
_ = measure("  emit stage alone") { _ = SwiftEmitter().emit(resolved, sourceFileName: "Benchmark.theme.yaml") }
let checked = measure("swatch check (YAML → decode → resolve → check)") { _ = compiler.check(source) }
let compiled = measure("swatch compile (… → emit Swift)") { _ = compiler.compile(source) }
// Long themes use every core (ThemeCompiler.Options.threads); the same
// compile held to one thread shows what that is worth.
let oneThread = ThemeCompiler(options: .init(threads: 1))
_ = measure("swatch compile on one thread") { _ = oneThread.compile(source) }
print(String(format: "check is %.1f× the bare parse; compile is %.1f× (aims: under 0.5 s, within 3×)", checked / floor, compiled / floor))
