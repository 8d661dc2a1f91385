import ArgumentParser
import SwatchCompiler

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract:
            "Writes one self-contained HTML page of a theme: every color in all 16 states, every pair's contrast.",
        discussion: "The page needs no network and no script. A theme with errors still gets a report: it shows them."
    )

    @Argument(help: "The theme file (*.theme.yaml), or a token file, Figma variables file or asset catalog.")
    var theme: String

    @OptionGroup var given: GivenFileOptions

    @Option(name: .shortAndLong, help: "The HTML file to write.")
    var output: String

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let (source, result, failed, imported) = check()
        // A theme whose file or names could not be read has no tables to
        // show. An imported input's reading errors leave out only what they
        // are at (a token, a color set): the rest has its tables.
        let unreadable = result.diagnostics.contains { diagnostic in
            !imported && diagnostic.severity == .error
                && (diagnostic.rule.rawValue.hasPrefix("THEME-") || diagnostic.rule.rawValue.hasPrefix("YAML-"))
        }
        guard let resolved = result.theme, !unreadable else {
            printError("swatch: error: no report was written for \(source.path): the file could not be read")
            throw ExitCode(1)
        }
        let html = ReportRenderer(theme: resolved, diagnostics: result.diagnostics, sourceFileName: source.fileName)
            .render()
        do {
            _ = try OutputWriter().write(html, to: output)
        } catch {
            Exit.fail("cannot write '\(output)': \(error)", code: 2)
        }
        if failed { throw ExitCode(1) }
    }

    /// The input read and checked as `swatch check` reads it, whatever its
    /// format, with its diagnostics printed.
    private func check() -> (source: ThemeSource, result: ThemeCompiler.Result, failed: Bool, imported: Bool) {
        let kind = InputFormats.kind(of: theme) { ThemeFiles.read([theme])[0].bytes }
        guard kind != .theme else {
            let (source, result, failed) = ThemeFiles.checkOne(theme, options: diagnostics)
            return (source, result, failed, false)
        }
        let source = ThemeFiles.source(theme, kind: kind)
        let environment = given.environment(packageRoot: diagnostics.packageRoot).environment
        guard let input = InputFormats.read(source, as: kind, in: environment) else {
            let (source, result, failed) = ThemeFiles.checkOne(theme, options: diagnostics)
            return (source, result, failed, false)
        }
        let result = input.check(with: ThemeCompiler(options: .init(warningsAsErrors: diagnostics.werror)))
        let counts = DiagnosticReport(format: diagnostics.format)
            .print([(input.source, result)], extraSources: input.extraSources, printsCounts: true, kinds: [kind.noun])
        return (input.source, result, counts.errors > 0, true)
    }
}
