import SwatchDiagnostics
import SwatchModel
import SwatchSupport

/// What `swatch compile` and the build plugin's `swatch-compile` do once the
/// theme files are read: compile the themes together (so that a brand finds
/// its base, and a base its brands, in any order), print the diagnostics,
/// write the Swift of each theme without errors, and say so in one line.
package struct CompileJob {
    package var themes: [ThemeSource]
    /// Themes read for the others (a base, a brand), neither reported on nor written.
    package var others: [ThemeSource]
    /// The folder the Swift files are written into, one `NAME.swift` per theme.
    package var output: String
    package var options: ThemeCompiler.Options
    /// The folder image paths must stay inside, for a theme.
    package var packageRoot: (ThemeSource) -> String
    package var format: DiagnosticRenderer.Format = .text
    /// No summary line on success.
    package var quiet = false

    package init(
        themes: [ThemeSource], others: [ThemeSource], output: String, options: ThemeCompiler.Options,
        packageRoot: @escaping (ThemeSource) -> String
    ) {
        self.themes = themes
        self.others = others
        self.output = output
        self.options = options
        self.packageRoot = packageRoot
    }

    /// Two themes that would write the same file, as a message; nil when
    /// every theme has a file of its own.
    package func clash() -> String? {
        var outputs: [String: String] = [:]
        for theme in themes {
            let file = "\(theme.namespace).swift"
            if let other = outputs[file] {
                return "'\(theme.path)' and '\(other)' would both write \(file); give the themes different names"
            }
            outputs[file] = theme.path
        }
        return nil
    }

    /// Runs the job; the exit status: 0 when no theme has an error, 1 when
    /// one has (its Swift is not written), 2 when a file cannot be written.
    package func run() -> Int32 {
        // The Swift is made as it is written, never whole in memory.
        let compiled = ThemeCompiler(options: options)
            .compileWritingSwift(themes, with: others, packageRoot: packageRoot)
        let results = Array(zip(themes, compiled))
        let counts = DiagnosticReport(format: format).print(results, extraSources: others, printsCounts: false)
        // Themes without errors are written; a theme with errors writes
        // nothing, so no output is ever half of what it should be.
        var written = 0
        for (theme, result) in results {
            guard let generated = result.generated else { continue }
            let path = output + "/" + theme.namespace + ".swift"
            do {
                if try generated.write(to: path) == .written { written += 1 }
            } catch {
                printError("swatch: error: cannot write '\(path)': \(error)")
                return 2
            }
        }
        if counts.errors > 0 || !quiet {
            printError(summary(results, counts: counts, written: written))
        }
        guard counts.errors == 0 else {
            let skipped = results.filter { $0.1.generated == nil }.map(\.0.path)
            printError(
                "swatch: error: no Swift was written for \(skipped.joined(separator: ", ")) because of the errors above"
            )
            return 1
        }
        return 0
    }

    /// The one line printed after the diagnostics: what was checked, what
    /// was found, and what happened to each output file.
    private func summary(
        _ results: [(ThemeSource, ThemeCompiler.Result)], counts: DiagnosticReport.Counts, written: Int
    ) -> String {
        let colors = results.reduce(0) { $0 + ($1.1.theme?.colors.count ?? 0) }
        let generated = results.count { $0.1.generated != nil }
        var line =
            "swatch: \(plural(results.count, "theme")) checked (\(plural(colors, "color")) in 16 states): "
            + "\(plural(counts.errors, "error")), \(plural(counts.warnings, "warning")); "
        line += generated == 0 ? "nothing written" : "\(written) written, \(generated - written) unchanged in \(output)"
        return line
    }
}
