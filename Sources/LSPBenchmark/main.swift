import BenchmarkSupport
import SwatchSupport

#if canImport(Glibc)
import Glibc
#endif

// The language server's latency: from a `textDocument/didChange` written to
// `swatch lsp`'s standard input to the `publishDiagnostics` of that version
// read from its output, over a pipe as an editor sees it:
//
// - for generated themes of 3,000 and 30,000 colors (compile-benchmark's),
//   each edit changing one literal's last hex digit;
// - for the 3,000-color theme with a background its first chain is drawn on
//   (compile-benchmark's `--failing` theme), each edit switching that
//   background between a dark green, on which its 100 pairs fail, and white,
//   on which they pass: the findings and fix-its come and go;
// - with `--token-file`, for a token file opened as an editor opens it, in a
//   workspace (`--workspace`, by default the file's folder) whose resolver
//   documents read it: each edit changes the last digit of the file's first
//   color value; then, the token file still open, the 3,000-color theme
//   opened beside it and edited (the memory run is left out).
//
// Each row also gives the server's CPU time per edit (a mean over the
// row's edits, and their median; for the failing theme, each kind's own), which a machine
// busy with other work inflates much less than the wall times. Then the
// server's memory (VmRSS) over a run of edits, which should stay
// flat. The aims: a median of 30 ms at 3,000 colors, 300 ms at 30,000, 100 ms
// for a token file of GitHub Primer's (docs/benchmarks.md).
//
//     swift build -c release --product swatch --scratch-path .build-release
//     swift run -c release lsp-benchmark --swatch .build-release/release/swatch
//         [--colors N] [--edits N] [--memory-edits N]
//         [--token-file PATH [--workspace FOLDER]]

let swatch = option("--swatch") ?? ".build/release/swatch"
guard access(swatch, X_OK) == 0 else {
    print("lsp-benchmark: no swatch executable at '\(swatch)'; build it in release and give --swatch PATH")
    exit(2)
}

/// An open document and the place its edits change: `width` characters at
/// `line`, `character`, replaced in turn by each of `replacements`.
struct EditSite {
    var server: Server
    var uri: String
    var line: Int
    var character: Int
    var width: Int
    var replacements: [String]

    /// One edit, as version `version`: the milliseconds until its
    /// diagnostics arrive.
    func edit(version: Int) -> Double {
        let text = replacements[version % replacements.count]
        let start = monotonicNanoseconds()
        server.send(
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"range":{"start":{"line":\#(line),"character":\#(character)},"end":{"line":\#(line),"character":\#(character + width)}},"text":"\#(text)"}]}}"#
        )
        server.wait(for: ["publishDiagnostics", #""version":\#(version)"#, uri])
        return Double(monotonicNanoseconds() - start) / 1e6
    }
}

/// A server with `text` open at `uri`, in the workspace `root` (none when nil).
func open(_ text: String, uri: String, languageId: String, root: String?) -> Server {
    let server = Server(executable: swatch)
    let rootUri = root.map { JSONText.quoted("file://" + $0) } ?? "null"
    server.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":\#(rootUri)}}"#)
    server.wait(for: [#""id":1"#])
    server.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    open(text, uri: uri, languageId: languageId, in: server)
    return server
}

/// `text` opened at `uri` in `server`, once its diagnostics arrive.
func open(_ text: String, uri: String, languageId: String, in server: Server) {
    server.send(
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"\#(languageId)","version":1,"text":\#(JSONText.quoted(text))}}}"#
    )
    server.wait(for: ["publishDiagnostics", #""version":1"#, uri])
}

/// The line of `text` that holds `needle` first, and the UTF-16 column just past it.
func place(of needle: String, in text: String) -> (line: Int, character: Int)? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let line = lines.firstIndex(where: { $0.contains(needle) }) else { return nil }
    let after = lines[line].utf16.count - lines[line].split(separator: needle, maxSplits: 1)[1].utf16.count
    return (line, after)
}

/// The generated theme of `colors` colors open (in `server`, else in a
/// server of its own), its first literal's last hex digit the edit.
func openTheme(colors: Int, in running: Server? = nil) -> EditSite {
    let text = generateTheme(colors: colors)
    let uri = "file:///tmp/lsp-benchmark/Benchmark.theme.yaml"
    let server = running ?? open(text, uri: uri, languageId: "yaml", root: nil)
    if running != nil { open(text, uri: uri, languageId: "yaml", in: server) }
    let (line, character) = place(of: "light: \"#", in: text)!
    return EditSite(
        server: server, uri: uri, line: line, character: character + 5, width: 1, replacements: ["1", "0"])
}

/// The generated failing theme of `colors` colors open, the edit its
/// background's light value: white (its pairs pass) on even versions, the
/// dark green they fail on on odd ones.
func openFailingTheme(colors: Int) -> EditSite {
    let text = generateTheme(colors: colors, failing: true)
    let uri = "file:///tmp/lsp-benchmark/Failing.theme.yaml"
    let server = open(text, uri: uri, languageId: "yaml", root: nil)
    let (line, character) = place(of: "ground: { role: background, light: \"#", in: text)!
    return EditSite(
        server: server, uri: uri, line: line, character: character, width: 6, replacements: ["FFFFFF", "01503F"])
}

/// The token file at `path` open in the workspace `root`, the edit the last
/// digit of its first color value: the first number of a `components` list,
/// else the first hex literal.
func openTokenFile(_ path: String, root: String) -> EditSite? {
    guard let source = ThemeSource(contentsOf: path) else { return nil }
    let text = String(decoding: source.bytes, as: UTF8.self)
    let server = open(text, uri: "file://" + path, languageId: "json", root: root)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var site: (line: Int, character: Int)?
    if let components = lines.firstIndex(where: { $0.contains("\"components\"") }) {
        // The number, on the list's line or the next: its last digit.
        site =
            (components...(components + 1)).lazy
            .compactMap { line in
                lastDigitOfFirstNumber(in: lines[line]).map { (line, $0) }
            }
            .first
    } else if let hex = place(of: "\"#", in: text) {
        site = (hex.line, hex.character + 5)
    }
    guard let site else { return nil }
    let old = String(
        Array(lines[site.line].utf16)[site.character...site.character].map { Character(Unicode.Scalar($0)!) })
    return EditSite(
        server: server, uri: "file://" + path, line: site.line, character: site.character, width: 1,
        replacements: [old == "1" ? "2" : "1", old])
}

/// The UTF-16 column of the last digit of the first number on `line`.
func lastDigitOfFirstNumber(in line: Substring) -> Int? {
    let units = Array(line.utf16)
    guard let first = units.firstIndex(where: { $0 >= 48 && $0 <= 57 }) else { return nil }
    var end = first
    while end + 1 < units.count, (units[end + 1] >= 48 && units[end + 1] <= 57) || units[end + 1] == 46 { end += 1 }
    return end
}

/// The server's CPU time per edit: the mean of `each` edit's, and their median.
typealias CPUFigures = (mean: Double, median: Double)

/// The mean and median of each edit's CPU time (read from /proc in clock ticks, so each edit's to 10 ms).
func cpuFigures(_ each: [Double]) -> CPUFigures {
    guard !each.isEmpty else { return (0, 0) }
    return (each.reduce(0, +) / Double(each.count), each.sorted()[each.count / 2])
}

/// The median, least and most of `times`, the server's CPU time per edit (the mean, and the median of the edits'),
/// and the aim, as a row of the table.
func row(_ label: String, _ times: [Double], cpu: CPUFigures, aim: String) -> String {
    let times = times.sorted()
    return
        "\(padded(label, 34)) \(padded(String(times.count), 6)) \(padded(fixed(times[times.count / 2], 1) + " ms", 10)) \(padded(fixed(times[0], 1) + " ms", 10)) \(padded(fixed(times[times.count - 1], 1) + " ms", 10)) \(padded(fixed(cpu.mean, 1) + " ms", 10)) \(padded(fixed(cpu.median, 0) + " ms", 11)) \(aim)"
}

/// The wall times of `edits` edits of `site`, from version 2: the even
/// versions' and the odd ones'; the server's CPU time per edit, of all and
/// of each kind (the server has answered an edit before the next is sent,
/// so the CPU time between two answers is one edit's).
func time(_ site: EditSite, edits: Int, stop: Bool = true) -> (
    even: [Double], odd: [Double], cpu: CPUFigures, evenCPU: CPUFigures, oddCPU: CPUFigures
) {
    var times: (even: [Double], odd: [Double]) = ([], [])
    var cpuOf: (even: [Double], odd: [Double]) = ([], [])
    var cpu = site.server.cpuMilliseconds
    for version in 2..<(2 + edits) {
        let time = site.edit(version: version)
        let now = site.server.cpuMilliseconds
        if version % 2 == 0 {
            times.even.append(time)
            cpuOf.even.append(now - cpu)
        } else {
            times.odd.append(time)
            cpuOf.odd.append(now - cpu)
        }
        cpu = now
    }
    if stop { site.server.stop() }
    return (
        times.even, times.odd, cpuFigures(cpuOf.even + cpuOf.odd), cpuFigures(cpuOf.even), cpuFigures(cpuOf.odd)
    )
}

print("change → publishDiagnostics, \(processorCount) processors, \(swatch)")
print(
    "\(padded("document", 34)) \(padded("edits", 6)) \(padded("median", 10)) \(padded("min", 10)) \(padded("max", 10)) \(padded("CPU/edit", 10)) \(padded("CPU median", 11)) aim"
)
if let tokenFile = option("--token-file") {
    let root = option("--workspace") ?? String(tokenFile[..<(tokenFile.lastIndex(of: "/") ?? tokenFile.startIndex)])
    guard let site = openTokenFile(tokenFile, root: root) else {
        print("lsp-benchmark: '\(tokenFile)' cannot be read or holds no color value to edit")
        exit(2)
    }
    let edits = option("--edits", default: 51)
    let times = time(site, edits: edits, stop: false)
    print(row("token file, \(FilePath.name(of: tokenFile))", times.even + times.odd, cpu: times.cpu, aim: "100 ms"))
    // A theme edited while the token file stays open: its check is all an edit of the theme changes.
    let theme = time(openTheme(colors: 3_000, in: site.server), edits: edits)
    print(row("3000 colors, the token file open", theme.even + theme.odd, cpu: theme.cpu, aim: "30 ms"))
    exit(0)
}
let sizes = option("--colors").flatMap { Int($0) }.map { [$0] } ?? [3_000, 30_000]
for colors in sizes {
    let edits = option("--edits").flatMap { Int($0) } ?? (colors >= 30_000 ? 15 : 51)
    let times = time(openTheme(colors: colors), edits: edits)
    let aim = colors <= 3_000 ? "30 ms" : colors <= 30_000 ? "300 ms" : "—"
    print(row("\(colors) colors", times.even + times.odd, cpu: times.cpu, aim: aim))
}
for colors in sizes where colors <= 3_000 {
    let times = time(openFailingTheme(colors: colors), edits: option("--edits", default: 51))
    print(row("\(colors) colors, 100 pairs fail", times.odd, cpu: times.oddCPU, aim: "30 ms"))
    print(row("\(colors) colors, they pass again", times.even, cpu: times.evenCPU, aim: "30 ms"))
}

// Memory over many edits of a small theme: resident size after the first
// hundred and after the last, which should not grow with the count.
let memoryEdits = option("--memory-edits").flatMap { Int($0) } ?? 2_000
if memoryEdits > 100 {
    let site = openTheme(colors: 300)
    var afterHundred = 0
    for version in 2..<(2 + memoryEdits) {
        _ = site.edit(version: version)
        if version == 101 { afterHundred = site.server.residentKiB }
    }
    print(
        "memory, 300 colors: \(afterHundred) KiB resident after 100 edits, \(site.server.residentKiB) KiB after \(memoryEdits)"
    )
    site.server.stop()
}
