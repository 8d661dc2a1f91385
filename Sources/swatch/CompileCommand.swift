import ArgumentParser
import SwatchCompiler

struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Checks themes and writes a Swift file for each (NAME.theme.yaml → DIR/NAME.swift).",
        discussion: """
            A file whose content would not change is left untouched. Nothing is written for a theme with errors. \
            Themes that extend each other (a base and its brands) are compiled together, in any order; a theme \
            given with --with is read for them but not written.
            """
    )

    @Argument(help: "Theme files (*.theme.yaml).")
    var themes: [String]

    @Option(name: .shortAndLong, help: "The folder to write the Swift files into.")
    var output: String

    @Option(
        parsing: .upToNextOption,
        help: "Themes the given themes may extend, or that extend them: read, but neither reported on nor written.")
    var with: [String] = []

    @OptionGroup var diagnostics: DiagnosticOptions

    @Flag(help: "Print nothing on success (diagnostics are still printed); for scripts and the build plugin.")
    var quiet = false

    @Flag(help: .hidden)
    var insideSwatchModule = false

    func run() throws {
        let compiler = ThemeCompiler(
            options: .init(warningsAsErrors: diagnostics.werror, emitter: .init(importsSwatch: !insideSwatchModule)))
        let sources = ThemeFiles.read(themes)
        var outputs: [String: String] = [:]
        for source in sources {
            let file = "\(source.namespace).swift"
            if let other = outputs[file] {
                Exit.fail(
                    "'\(source.path)' and '\(other)' would both write \(file); give the themes different names", code: 2
                )
            }
            outputs[file] = source.path
        }
        // Compiled together, so that a brand finds its base (and a base its
        // brands) among them, whatever their order.
        let given = diagnostics.packageRoot
        let others = ThemeFiles.read(with)
        // The Swift is made as it is written, never whole in memory.
        let compiled = compiler.compileWritingSwift(sources, with: others) {
            ThemeFiles.packageRoot(for: $0.path, given: given)
        }
        let results = Array(zip(sources, compiled))
        let counts = ThemeFiles.report(
            results, format: diagnostics.format, extraSources: others, printsCounts: false)
        // Themes without errors are written; a theme with errors writes
        // nothing, so no output is ever half of what it should be.
        var written = 0
        for (source, result) in results {
            guard let generated = result.generated else { continue }
            let path = output + "/" + source.namespace + ".swift"
            do {
                if try generated.write(to: path) == .written { written += 1 }
            } catch {
                Exit.fail("cannot write '\(path)': \(error)", code: 2)
            }
        }
        if counts.errors > 0 || !quiet {
            printError(Self.summary(results, counts: counts, written: written, output: output))
        }
        if counts.errors > 0 {
            let skipped = results.filter { $0.1.generated == nil }.map(\.0.path)
            printError(
                "swatch: error: no Swift was written for \(skipped.joined(separator: ", ")) because of the errors above"
            )
            throw ExitCode(1)
        }
    }
}

extension CompileCommand {
    /// The one line `swatch compile` prints after its diagnostics: what was
    /// checked, what was found, and what happened to each output file.
    static func summary(
        _ results: [(ThemeSource, ThemeCompiler.Result)], counts: ThemeFiles.Counts, written: Int, output: String
    ) -> String {
        let colors = results.reduce(0) { $0 + ($1.1.theme?.colors.count ?? 0) }
        let generated = results.filter { $0.1.generated != nil }.count
        var line =
            "swatch: \(plural(results.count, "theme")) checked (\(plural(colors, "color")) in 16 states): "
            + "\(plural(counts.errors, "error")), \(plural(counts.warnings, "warning")); "
        if generated == 0 {
            line += "nothing written"
        } else {
            line += "\(written) written, \(generated - written) unchanged in \(output)"
        }
        return line
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
