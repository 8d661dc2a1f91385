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
        var job = CompileJob(
            themes: ThemeFiles.read(themes), others: ThemeFiles.read(with), output: output,
            options: .init(warningsAsErrors: diagnostics.werror, emitter: .init(importsSwatch: !insideSwatchModule)),
            packageRoot: { [given = diagnostics.packageRoot] in ThemeFiles.packageRoot(for: $0.path, given: given) })
        if let clash = job.clash() { Exit.fail(clash, code: 2) }
        job.format = diagnostics.format
        job.quiet = quiet
        let status = job.run()
        if status != 0 { throw ExitCode(status) }
    }
}
