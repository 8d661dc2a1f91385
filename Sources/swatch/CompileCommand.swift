import ArgumentParser
import SwatchCompiler

struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Checks themes and writes a Swift file for each (NAME.theme.yaml → DIR/NAME.swift).",
        discussion: "A file whose content would not change is left untouched. Nothing is written for a theme with errors."
    )

    @Argument(help: "Theme files (*.theme.yaml).")
    var themes: [String]

    @Option(name: .shortAndLong, help: "The folder to write the Swift files into.")
    var output: String

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
                Exit.fail("'\(source.path)' and '\(other)' would both write \(file); give the themes different names", code: 2)
            }
            outputs[file] = source.path
        }
        let results = sources.map { source in
            var compiler = compiler
            compiler.options.packageRoot = ThemeFiles.packageRoot(for: source.path, given: diagnostics.packageRoot)
            return (source, compiler.compile(source))
        }
        let failed = ThemeFiles.report(results, format: diagnostics.format)
        // Themes without errors are written; a theme with errors writes
        // nothing, so no output is ever half of what it should be.
        for (source, result) in results {
            guard let swift = result.swift else { continue }
            let path = output + "/" + source.namespace + ".swift"
            do {
                _ = try OutputWriter().write(swift, to: path)
            } catch {
                Exit.fail("cannot write '\(path)': \(error)", code: 2)
            }
        }
        if failed {
            let skipped = results.filter { $0.1.swift == nil }.map(\.0.path)
            printError("swatch: error: no Swift was written for \(skipped.joined(separator: ", ")) because of the errors above")
            throw ExitCode(1)
        }
    }
}
