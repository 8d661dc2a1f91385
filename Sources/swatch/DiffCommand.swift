import ArgumentParser
import SwatchCompiler

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract:
            "Says what changed between two versions of a theme: its generated API, values, contrast and findings.",
        discussion: """
            Give OLD NEW, two theme files (the new file's name names the theme in both), or theme files with \
            --against REV to compare each with its version in a git revision (read with git show). Brands are \
            compared whole: a change to a base is reported under each brand it reaches. The verdict is major \
            (the generated API breaks, or a new error), minor (additions), patch (values, contrast, findings) \
            or none. Exit status: 0; 1 when --fail-on finds what it names; 2 when the command line or a file \
            could not be used; 3 when a version of a theme has errors or nothing that can be compared; 4 when \
            git could not give the revision. docs/diff.md describes the output.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json
    }

    @Argument(help: "OLD NEW theme files; or, with --against, the theme files to compare with the revision.")
    var themes: [String]

    @Option(help: "A git revision (a branch, tag or commit) to compare the given theme files with.")
    var against: String?

    @Option(
        parsing: .upToNextOption,
        help: "Themes the given themes extend, or that extend them: read on both sides, not reported on.")
    var with: [String] = []

    @Option(help: "How to print the diff: text (as swatch check prints), markdown (for a pull request) or json.")
    var format: Format = .text

    @Option(
        help:
            "Exit 1 when the diff has breaking changes, regressions (breaking, worse contrast, new findings) or any change."
    )
    var failOn: DiffReport.Gate?

    @Option(help: "With --format markdown: the rows shown before the rest are folded into <details>.")
    var markdownRows = DiffMarkdownRenderer.defaultVisibleRows

    @Option(
        help:
            "The folder image paths must stay inside (default: the nearest folder above the theme with a Package.swift, else the theme's folder)."
    )
    var packageRoot: String?

    func validate() throws {
        if against == nil, themes.count != 2 {
            throw ValidationError(
                "give two theme files, OLD NEW, or theme files with --against REV (given: \(themes.count) files)")
        }
        if against != nil, themes.isEmpty { throw ValidationError("give the theme files to compare with --against") }
        if markdownRows < 0 { throw ValidationError("--markdown-rows takes a count from 0, not \(markdownRows)") }
    }

    func run() throws {
        if let report = importedInputs() {
            try render(report)
            return
        }
        let versions = against.map { readAgainst($0) } ?? readPair()
        let compiler = ThemeCompiler()
        let given = packageRoot
        let outcome = ThemeDiffer.diff(
            old: versions.old.map { $0?.compiled }, new: versions.new, reported: versions.reported
        ) { compiler.check($0, packageRoot: { ThemeFiles.packageRoot(for: $0.path, given: given) }) }
        let report: DiffReport
        switch outcome {
        case .diffed(let diffed):
            report = diffed
        case .themesWithErrors(let failed):
            // Each version with its own name: the old one as git or the
            // command line named it.
            let shown = failed.map { source, result, isOld in
                let old = isOld ? versions.old.compactMap { $0 }.first { $0.compiled == source } : nil
                return old.map { Self.relabel(result, of: source, as: $0.shownPath) } ?? (source, result)
            }
            _ = DiagnosticReport(format: .text).print(shown, printsCounts: false)
            let names = failed.map { "\($0.isOld ? "the old version of" : "") '\($0.0.namespace)'" }
            Exit.fail(
                "cannot diff: \(listed(names.map { $0.hasPrefix(" ") ? String($0.dropFirst()) : $0 })) "
                    + "\(failed.count == 1 ? "has" : "have") errors in the file (above), which leave no theme to "
                    + "compare; the checker's findings, such as a pair below its minimum, are what the diff reports",
                code: 3)
        }
        try render(report)
    }

    private func render(_ report: DiffReport) throws {
        switch format {
        case .text: print(DiffTextRenderer.render(report), terminator: "")
        case .markdown: print(DiffMarkdownRenderer.render(report, visibleRows: markdownRows), terminator: "")
        case .json: print(DiffJSONRenderer.render(report), terminator: "")
        }
        if let failOn, report.fails(failOn) { throw ExitCode(1) }
    }

    /// An old version: the source the compiler reads (under the new
    /// version's path or name, so the theme keeps its namespace), and the
    /// name its findings are printed under.
    struct OldVersion {
        var compiled: ThemeSource
        var shownPath: String
    }

    typealias Versions = (old: [OldVersion?], new: [ThemeSource], reported: Int)

    /// OLD NEW: the old file read under the new one's name, in its own folder.
    private func readPair() -> Versions {
        let read = ThemeFiles.read(themes)
        let (old, new) = (read[0], read[1])
        let others = ThemeFiles.read(with)
        let folder = String(old.path.dropLast(FilePath.name(of: old.path).count))
        let compiled = ThemeSource(path: folder + new.fileName, bytes: old.bytes)
        let olds: [OldVersion?] =
            [OldVersion(compiled: compiled, shownPath: old.path)]
            + others.map { OldVersion(compiled: $0, shownPath: $0.path) }
        return (olds, [new] + others, 1)
    }

    /// FILE… --against REV: each file and the files of --with, as the
    /// revision holds them.
    private func readAgainst(_ revision: String) -> Versions {
        let new = ThemeFiles.read(themes + with)
        let old = new.map { source -> OldVersion? in
            switch GitRevision.contents(of: source.path, at: revision) {
            case .success(let bytes):
                return bytes.map {
                    OldVersion(
                        compiled: ThemeSource(path: source.path, bytes: $0), shownPath: "\(revision):\(source.path)")
                }
            case .failure(let failure): Self.fail(failure, reading: source.path, at: revision)
            }
        }
        return (old, new, themes.count)
    }

    /// Says why git could not give the file at `path` in `revision`: exit 4.
    static func fail(_ failure: GitRevision.Failure, reading path: String, at revision: String) -> Never {
        switch failure {
        case .noGit: Exit.fail("cannot read '\(path)' at '\(revision)': git is not on PATH", code: 4)
        case .notARepository(let folder):
            Exit.fail("cannot read '\(path)' at '\(revision)': '\(folder)' is not in a git repository", code: 4)
        case .unknownRevision(let name):
            Exit.fail(
                "unknown revision '\(name)': the repository of '\(path)' has no commit of that name "
                    + "(a branch, tag or commit, as `git show` takes)", code: 4)
        }
    }

    /// A result's diagnostics under another file name: the name the user
    /// gave the old version, not the one it was compiled under.
    static func relabel(_ result: ThemeCompiler.Result, of source: ThemeSource, as path: String) -> (
        ThemeSource, ThemeCompiler.Result
    ) {
        var result = result
        func moved(_ range: SourceRange) -> SourceRange {
            var range = range
            if range.file == source.path { range.file = path }
            return range
        }
        result.diagnostics = result.diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.range = moved(diagnostic.range)
            diagnostic.notes = diagnostic.notes.map { note in
                var note = note
                note.range = note.range.map(moved)
                return note
            }
            return diagnostic
        }
        return (ThemeSource(path: path, bytes: source.bytes), result)
    }
}

extension DiffReport.Gate: ExpressibleByArgument {}
