import ArgumentParser
import SwatchCompiler

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Checks themes in every appearance and prints what is wrong; writes nothing."
    )

    @Argument(help: "Theme files (*.theme.yaml).")
    var themes: [String]

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let compiler = ThemeCompiler(options: .init(warningsAsErrors: diagnostics.werror))
        let results = ThemeFiles.read(themes).map { ($0, compiler.check($0)) }
        if ThemeFiles.report(results, format: diagnostics.format) { throw ExitCode(1) }
    }
}
