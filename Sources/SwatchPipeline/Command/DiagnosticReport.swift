import SwatchDiagnostics
import SwatchSupport

/// Prints what a run of the compiler found, as the commands do: the
/// diagnostics (text to stderr, as swiftc prints them; JSON to stdout), and
/// how many errors and warnings there were.
package struct DiagnosticReport {
    /// How many errors and warnings a run found.
    package struct Counts {
        package var errors: Int
        package var warnings: Int
    }

    package var format: DiagnosticRenderer.Format

    package init(format: DiagnosticRenderer.Format) {
        self.format = format
    }

    /// Prints the diagnostics of all results, and their counts when
    /// `printsCounts` (`swatch compile` gives them in its own summary line).
    /// `extraSources`: other files diagnostics may point into (a pairs file,
    /// an asset catalog's color sets, themes given with `--with`), so that
    /// their lines can be shown.
    package func print(
        _ results: [(ThemeSource, ThemeCompiler.Result)], extraSources: [ThemeSource] = [], printsCounts: Bool
    ) -> Counts {
        let sources = results.map(\.0) + extraSources
        var bytes: [String: [UInt8]] = [:]
        for source in sources where bytes[source.path] == nil { bytes[source.path] = source.bytes }
        let renderer = DiagnosticRenderer(sources: bytes)
        let diagnostics = results.flatMap(\.1.diagnostics)
        if format == .json {
            Swift.print(renderer.render(diagnostics, as: .json), terminator: "")
        } else if !diagnostics.isEmpty {
            printError(renderer.render(diagnostics, as: .text))
        }
        let counts = Counts(
            errors: diagnostics.count { $0.severity == .error }, warnings: diagnostics.count { $0.severity == .warning }
        )
        if printsCounts, format == .text, counts.errors + counts.warnings > 0 {
            printError(
                "\(plural(counts.errors, "error")), \(plural(counts.warnings, "warning")) in \(plural(results.count, "theme"))"
            )
        }
        return counts
    }
}

/// `1 theme`, `2 themes`.
package func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
