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
        let failed = ThemeFiles.report(results, format: diagnostics.format, extraSources: others)
        // Themes without errors are written; a theme with errors writes
        // nothing, so no output is ever half of what it should be.
        for (source, result) in results {
            guard let generated = result.generated else { continue }
            let path = output + "/" + source.namespace + ".swift"
            do {
                _ = try generated.write(to: path)
            } catch {
                Exit.fail("cannot write '\(path)': \(error)", code: 2)
            }
        }
        if failed {
            let skipped = results.filter { $0.1.generated == nil }.map(\.0.path)
            printError(
                "swatch: error: no Swift was written for \(skipped.joined(separator: ", ")) because of the errors above"
            )
            throw ExitCode(1)
        }
    }
}
