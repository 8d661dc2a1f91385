import ArgumentParser
import SwatchCompiler
import SwatchFormats

// FoundationEssentials, which ArgumentParser links already, where it is a
// module (Linux); the whole of Foundation would add megabytes to the process.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Applies every fix-it a check offers, in the files they target, and prints the diff.",
        discussion: """
            Reads what 'swatch check' reads. Each fix-it is made in the file it targets (a theme, a pairs or \
            mapping file, a token file, a color set, or the pairs file it makes), only its range replaced, so \
            the file keeps its formatting, and each changed file is written atomically. The check then runs \
            again, on the files as fixed in memory, and fixes what is left, until no fix-it is left (at most 8 \
            rounds): a second 'swatch fix' changes nothing. Each round is held to "no worse": a fix-it that, \
            made with the others, would leave a finding the files did not have (in any theme, brand or file \
            the inputs read) is left out and said. A round that would leave as much to fix as before is \
            undone. Fix-its that write a guess (a pair suggested by names) are never made: confirm a guess \
            in an editor or by hand. The changed files are written at the end; --dry-run prints the same diff \
            and writes nothing. --materialize also writes each value derived from 'auto' or asked for by \
            'derive:' as literals. Exits 1 when errors remain, with --dry-run as without.
            """
    )

    @OptionGroup var inputs: CheckInputs

    @Flag(help: "Print the diff of every round of fixes, as 'fix' would make them; write nothing.")
    var dryRun = false

    @Flag(help: "Also write each value derived from 'auto' out as literals (docs/language.md).")
    var materialize = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        try Fixer(inputs: inputs, diagnostics: diagnostics, dryRun: dryRun, materialize: materialize).run()
    }
}

/// What `swatch fix` and `swatch check --fix` do.
struct Fixer {
    var inputs: CheckInputs
    var diagnostics: DiagnosticOptions
    var dryRun = false
    var materialize = false

    /// The most rounds of check and fix: each fixes what the one before
    /// left; a fix-it that passes everywhere leaves nothing for the next.
    static let rounds = 8

    func run() throws {
        // Every round is checked in memory: each reads the files as the
        // rounds before it left them (`fixed`, path → bytes), so that a dry
        // run shows every round `fix` would make, and a round that is undone
        // never reaches the disk. The files are written once, at the end.
        var fixed: [String: [UInt8]] = [:]
        var applied = 0
        var (results, files) = read(overlay: fixed)
        // Each file as it was before any fix; a file a fix-it makes has none.
        var original = files
        // The last round's files as they were (nil: made by it), and the rules its fix-its were for.
        var lastRound: (files: [String: [UInt8]?], rules: Set<RuleID>, weight: Weight, count: Int)?
        // A fix-it left out is offered again by the next round: said once.
        var said: Set<String> = []
        for _ in 0..<Self.rounds {
            let found = results.flatMap(\.1.diagnostics)
            if let last = lastRound, Self.weight(found.filter { last.rules.contains($0.rule) }) >= last.weight {
                // The last round's fixes left as much to fix by their rules as
                // before (a fix that fails where another passed): undone.
                for (path, bytes) in last.files { fixed[path] = bytes }
                applied -= last.count
                printError("swatch: the last round of fixes was undone: it left as much to fix as before")
                (results, files) = read(overlay: fixed)
                break
            }
            // The round is held to "no worse" as a whole: only the fix-its
            // that, made together, leave no finding the files did not have.
            // A file that does not read or resolve is mended first, in a
            // round of its own: what it hid is judged by the next.
            let edits = FixItEdits.edits(of: found, in: files)
            let reading = edits.filter { $0.rule.map(NoWorseRound.isReading) ?? false }
            let offered = reading.isEmpty ? edits : reading
            var round = NoWorseRound(before: found, files: files) { overlay in
                self.read(overlay: fixed.merging(overlay) { $1 }).results.flatMap(\.1.diagnostics)
            }
            var kept = round.keep(offered)
            // Reading mends all refused: the others are weighed as they are.
            if kept.isEmpty, !reading.isEmpty { kept = round.keep(edits.filter { !reading.contains($0) }) }
            for refusal in round.refused where said.insert(refusal.edit.message).inserted {
                printError(
                    "swatch: a fix-it was left out, as it would leave a finding the files did not have: "
                        + "\(refusal.edit.file): \(refusal.edit.message) (then: \(refusal.finding))")
            }
            let outcome = FixItEdits.apply(kept, to: files)
            let changed = outcome.files.filter { files[$0.key] != $0.value }
            if changed.isEmpty { break }
            applied += outcome.applied.count
            let rules = Set(found.filter { $0.fixIt != nil }.map(\.rule))
            lastRound = (
                changed.keys.reduce(into: [:]) { $0[$1] = .some(fixed[$1] ?? files[$1]) }, rules,
                Self.weight(found.filter { rules.contains($0.rule) }), outcome.applied.count
            )
            fixed.merge(changed) { $1 }
            (results, files) = read(overlay: fixed)
            // A file first read now (one a fix named) is as the disk holds it.
            for (path, bytes) in files where original[path] == nil && fixed[path] == nil { original[path] = bytes }
        }
        if materialize {
            // Derived values pass: written as literals, they change no finding.
            let outcome = FixItEdits.apply(literals(of: results, in: files), to: files)
            applied += outcome.applied.count
            for (path, bytes) in outcome.files where files[path] != bytes { fixed[path] = bytes }
        }
        let changedPaths = fixed.keys.filter { fixed[$0] != original[$0] }.sorted()
        if !dryRun {
            for path in changedPaths { try write(fixed[path]!, to: path) }
        }
        for path in changedPaths {
            let old = original[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
            let new = String(decoding: fixed[path]!, as: UTF8.self)
            print(TextDiff.unified(old: old, new: new, path: path, isNew: original[path] == nil), terminator: "")
        }
        let verb = dryRun ? "would change" : "changed"
        printError(
            "swatch: \(applied) fix-it\(applied == 1 ? "" : "s") applied; \(changedPaths.count) "
                + "file\(changedPaths.count == 1 ? "" : "s") \(verb)"
        )
        guard !dryRun else {
            // Exits as `fix` would: what the rounds leave, checked in memory.
            if results.flatMap(\.1.diagnostics).hasErrors { throw ExitCode(1) }
            return
        }
        // What is left, as 'check' prints it.
        let (left, extraSources, _) = inputs.check(diagnostics)
        if DiagnosticReport(format: diagnostics.format)
            .print(left, extraSources: extraSources, printsCounts: true).errors > 0
        {
            throw ExitCode(1)
        }
    }

    /// The inputs checked, with the files in `overlay` read as it holds
    /// them, and the files they read (path → bytes).
    private func read(overlay: [String: [UInt8]]) -> (
        results: [(ThemeSource, ThemeCompiler.Result)], files: [String: [UInt8]]
    ) {
        let (results, extraSources, _) = inputs.check(diagnostics, overlay: overlay)
        var files: [String: [UInt8]] = [:]
        for source in results.map(\.0) + extraSources where !source.bytes.isEmpty { files[source.path] = source.bytes }
        return (results, files)
    }

    /// The edits that write each `auto` of the themes checked as its derived literals.
    private func literals(of results: [(ThemeSource, ThemeCompiler.Result)], in files: [String: [UInt8]])
        -> [FixItEdits.Edit]
    {
        var edits: [FixItEdits.Edit] = []
        for theme in results.compactMap(\.1.theme) {
            let literals = DerivedLiterals.edits(for: theme, in: files)
            edits += literals.edits
            for message in literals.left { printError("swatch: \(message)") }
        }
        return edits
    }

    /// How much is left to fix: errors, then warnings (a fix that turns an
    /// error into warnings about the aim has left less).
    struct Weight: Comparable {
        var errors: Int
        var warnings: Int

        static func < (lhs: Weight, rhs: Weight) -> Bool { (lhs.errors, lhs.warnings) < (rhs.errors, rhs.warnings) }
    }

    static func weight(_ diagnostics: [Diagnostic]) -> Weight {
        Weight(
            errors: diagnostics.count { $0.severity == .error }, warnings: diagnostics.count { $0.severity == .warning }
        )
    }

    private func write(_ bytes: [UInt8], to path: String) throws {
        do {
            _ = try OutputWriter().write(String(decoding: bytes, as: UTF8.self), to: path)
        } catch {
            Exit.fail("cannot write '\(path)': \(error)", code: 2)
        }
    }
}
