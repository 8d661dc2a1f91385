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
        let results = ThemeFiles.read(themes).map { source in
            var compiler = compiler
            compiler.options.packageRoot = ThemeFiles.packageRoot(for: source.path, given: diagnostics.packageRoot)
            return (source, compiler.check(source))
        }
        if ThemeFiles.report(results, format: diagnostics.format) { throw ExitCode(1) }
    }
}
