// The build plugin's compiler: what `swatch compile` does, and nothing else.
// A client's clean build compiles this tool, so it leaves out what only the
// `swatch` command line needs — argument parsing, exporters, importers, the
// report — and reads its few arguments by hand:
//
//     swatch-compile THEME… [--with THEME…] --output DIR [--package-root DIR] [--werror] [--quiet]
import SwatchPipeline
import SwatchSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The command line, read; a mistake in it is exit status 2, as for `swatch`.
struct Arguments {
    var themes: [String] = []
    var others: [String] = []
    var output: String?
    var packageRoot: String?
    var warningsAsErrors = false
    var quiet = false

    init(_ arguments: ArraySlice<String>) {
        var rest = arguments
        var list = \Arguments.themes
        while let argument = rest.popFirst() {
            switch argument {
            case "--with": list = \.others
            case "--output", "-o": output = Self.value(of: argument, from: &rest)
            case "--package-root": packageRoot = Self.value(of: argument, from: &rest)
            case "--werror": warningsAsErrors = true
            case "--quiet": quiet = true
            case let option where option.hasPrefix("-"): fail("unknown option '\(option)'")
            default: self[keyPath: list].append(argument)
            }
        }
        if themes.isEmpty { fail("no theme given") }
        if output == nil { fail("--output DIR is required") }
    }

    static func value(of option: String, from rest: inout ArraySlice<String>) -> String {
        guard let value = rest.popFirst(), !value.hasPrefix("-") else { fail("\(option) needs a value") }
        return value
    }
}

func fail(_ message: String) -> Never {
    printError(
        "swatch-compile: error: \(message)\nusage: swatch-compile THEME… [--with THEME…] --output DIR "
            + "[--package-root DIR] [--werror] [--quiet]")
    exit(2)
}

func read(_ paths: [String]) -> [ThemeSource] {
    paths.map { path in
        guard let source = ThemeSource(contentsOf: path) else {
            printError("swatch: error: cannot read theme '\(path)'")
            exit(2)
        }
        return source
    }
}

let arguments = Arguments(CommandLine.arguments.dropFirst())
var job = CompileJob(
    themes: read(arguments.themes), others: read(arguments.others), output: arguments.output!,
    options: .init(warningsAsErrors: arguments.warningsAsErrors),
    packageRoot: { [given = arguments.packageRoot] in given ?? ThemeSource.packageRoot(for: $0.path) })
if let clash = job.clash() {
    printError("swatch: error: \(clash)")
    exit(2)
}
job.quiet = arguments.quiet
let status = job.run()
fflush(nil)
exit(status)
