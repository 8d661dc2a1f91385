import ArgumentParser
import SwatchCompiler

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract:
            "Writes one self-contained HTML page of a theme: every color in all 16 states, every pair's contrast.",
        discussion: "The page needs no network and no script. A theme with errors still gets a report: it shows them."
    )

    @Argument(help: "The theme file (*.theme.yaml).")
    var theme: String

    @Option(name: .shortAndLong, help: "The HTML file to write.")
    var output: String

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let (source, result, failed) = ThemeFiles.checkOne(theme, options: diagnostics)
        // A theme whose file or names could not be read has no tables to show.
        let unreadable = result.diagnostics.contains { diagnostic in
            diagnostic.severity == .error
                && (diagnostic.rule.rawValue.hasPrefix("THEME-") || diagnostic.rule.rawValue.hasPrefix("YAML-"))
        }
        guard let resolved = result.theme, !unreadable else {
            printError("swatch: error: no report was written for \(source.path): the theme could not be read")
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
}
