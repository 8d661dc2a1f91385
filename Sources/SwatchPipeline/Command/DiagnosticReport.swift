import Swatch
import SwatchDiagnostics
import SwatchModel
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
        _ results: [(ThemeSource, ThemeCompiler.Result)], extraSources: [ThemeSource] = [], printsCounts: Bool,
        kinds: [String]? = nil
    ) -> Counts {
        let sources = results.map(\.0) + extraSources
        var bytes: [String: [UInt8]] = [:]
        for source in sources where bytes[source.path] == nil { bytes[source.path] = source.bytes }
        let renderer = DiagnosticRenderer(sources: bytes)
        let all = results.flatMap(\.1.diagnostics)
        // What the files state and fail first; findings that rest on a guess
        // (pairs inferred from names) after, apart: a question to answer,
        // not a verdict to read among the others.
        let guessed = all.filter(\.restsOnGuess)
        let diagnostics = all.filter { !$0.restsOnGuess } + guessed
        if format == .json {
            Swift.print(renderer.render(diagnostics, as: .json), terminator: "")
        } else {
            let stated = diagnostics.dropLast(guessed.count)
            if !stated.isEmpty { printError(renderer.render(Array(stated), as: .text)) }
            if !guessed.isEmpty {
                printError(
                    "swatch: \(plural(guessed.count, "finding")) on pairs guessed from names, not stated by the files; state a pair with 'on:' to judge it (docs/import.md › Pairs from names):"
                )
                printError(renderer.render(guessed, as: .text))
            }
        }
        let counts = Counts(
            errors: diagnostics.count { $0.severity == .error }, warnings: diagnostics.count { $0.severity == .warning }
        )
        if let kinds, format == .text {
            printError(Self.summary(results, counts: counts, kinds: kinds, guessed: guessed.count))
        } else if printsCounts, format == .text, counts.errors + counts.warnings > 0 {
            printError(
                "\(plural(counts.errors, "error")), \(plural(counts.warnings, "warning")) in \(plural(results.count, "theme"))"
            )
        }
        return counts
    }

    /// The line `swatch check` always ends with, findings or not: what was
    /// found, in what. `kinds` names each result's input (`theme`, `token
    /// file`…); an imported input also says how many colors were read of it,
    /// so that a file Swatch could read nothing of is never a quiet pass. (A
    /// theme's colors are the ones its author wrote: no news.)
    static func summary(
        _ results: [(ThemeSource, ThemeCompiler.Result)], counts: Counts, kinds: [String], guessed: Int = 0
    ) -> String {
        var order: [String] = []
        var inputs: [String: (count: Int, colors: Int, unread: Int, named: Int)] = [:]
        for (index, result) in results.enumerated() {
            let kind = index < kinds.count ? kinds[index] : "theme"
            if inputs[kind] == nil { order.append(kind) }
            let colors = result.1.theme?.colors ?? []
            // A color known in no state was not read: counted apart, so a
            // file's tokens Swatch could not read are never counted as checked.
            let unread = colors.count { color in Appearance.all.allSatisfy(color.isUnknown) }
            inputs[kind, default: (0, 0, 0, 0)].count += 1
            inputs[kind, default: (0, 0, 0, 0)].colors += colors.count - unread
            inputs[kind, default: (0, 0, 0, 0)].unread += unread
            // Each foreground an import paired by its name is one listed note.
            inputs[kind, default: (0, 0, 0, 0)].named += result.1.diagnostics.reduce(0) {
                $0 + $1.notes.count(where: \.isDetail)
            }
        }
        let described = order.map { kind in
            let input = inputs[kind]!
            let named = input.named > 0 ? ", \(input.named) paired by name" : ""
            let unread = input.unread > 0 ? ", \(input.unread) not read" : ""
            let colors = kind == "theme" ? "" : " (\(plural(input.colors, "color"))\(unread)\(named))"
            return plural(input.count, kind) + colors
        }
        let guesses = guessed > 0 ? " (\(guessed) on pairs guessed from names)" : ""
        return "\(plural(counts.errors, "error")), \(plural(counts.warnings, "warning"))\(guesses) in "
            + described.joined(separator: ", ")
    }
}

/// `1 theme`, `2 themes`.
package func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
