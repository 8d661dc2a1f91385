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

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        // Every input the registry reads, named by its reader: a format added
        // there is in the help without a second list.
        abstract:
            "Checks \(alternatives(["themes"] + InputFormats.nouns.map { $0 + "s" }, and: true)) in every appearance "
            + "and prints what is wrong; writes nothing.",
        discussion: """
            A *.json file is read as a Figma variables file when it has Figma's shape (a top-level 'meta' with \
            'variables'), else as Design Tokens (a token file, or a 2025.10 resolver document with the files \
            its $refs name and a check per brand of its brand modifiers), a *.xcassets \
            folder as an asset catalog; anything else as a theme. docs/import.md says how appearances, roles \
            and pairs are read.
            """
    )

    @OptionGroup var inputs: CheckInputs

    @Flag(help: "Also print a note for each value derived from 'auto': the value, and the ratio it reaches.")
    var explain = false

    @Flag(help: "Apply every fix-it, as 'swatch fix' does, and print the diff.")
    var fix = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        if fix {
            try Fixer(inputs: inputs, diagnostics: diagnostics).run()
            return
        }
        var (results, extraSources, kinds) = inputs.check(diagnostics)
        if explain {
            results = results.map { source, result in
                var result = result
                if let theme = result.theme {
                    result.diagnostics = (result.diagnostics + DerivationNotes.notes(for: theme)).sortedForOutput()
                }
                return (source, result)
            }
        }
        let counts = DiagnosticReport(format: diagnostics.format)
            .print(results, extraSources: extraSources, printsCounts: true, kinds: kinds.map(\.noun))
        if counts.errors > 0 { throw ExitCode(1) }
    }

    /// The inputs as the command line reads them: files from disk, `$ref`s
    /// inside the package root, a catalog's color sets from its folder.
    /// `overlay` (path → bytes): files read as it holds them rather than as
    /// the disk does (`swatch fix`'s rounds, checked in memory).
    static func environment(
        pairs: ThemeSource?, mapping: ThemeSource?, packageRoot given: String?, overlay: [String: [UInt8]] = [:]
    ) -> InputEnvironment {
        var files: [GivenFile: ThemeSource] = [:]
        files[.pairs] = pairs
        files[.mapping] = mapping
        return InputEnvironment(files: ThemeFiles.inputFiles(packageRoot: given), overlay: overlay, given: files)
    }
}

/// What `check` and `fix` read: themes, token files, asset catalogs and
/// Figma variables files, with the pairs, mapping and base themes they need.
struct CheckInputs: ParsableArguments {
    @Argument(
        help: "Theme files (*.theme.yaml), token files (*.tokens.json, *.json, *.json5) or asset catalogs (*.xcassets)."
    )
    var themes: [String]

    @OptionGroup var given: GivenFileOptions

    @Option(
        parsing: .upToNextOption,
        help: "Themes the given themes may extend, or that extend them: read, but not reported on.")
    var with: [String] = []

    /// Every input checked, with its result and what kind of input it is,
    /// and the other files findings may point into (pairs and mapping files,
    /// `$ref`d token files, color sets). `overlay` (path → bytes): files
    /// read as it holds them rather than as the disk does (`swatch fix`).
    func check(_ diagnostics: DiagnosticOptions, overlay: [String: [UInt8]] = [:]) -> (
        results: [(ThemeSource, ThemeCompiler.Result)], extraSources: [ThemeSource], kinds: [InputKind]
    ) {
        func read(_ paths: [String]) -> [ThemeSource] { ThemeFiles.read(paths, overlay: overlay) }
        let compiler = ThemeCompiler(options: .init(warningsAsErrors: diagnostics.werror))
        let packageRoot = diagnostics.packageRoot
        let (environment, givenSources) = given.environment(packageRoot: packageRoot, overlay: overlay)
        var extraSources = givenSources
        let kinds = themes.map { path in InputFormats.kind(of: path) { read([path])[0].bytes } }
        // Themes are checked together, so that a base and its brands can be
        // given in any order; a brand is checked whole, with its base.
        let themeSources = read(zip(themes, kinds).filter { $1 == .theme }.map(\.0))
        let others = read(with)
        extraSources += others
        let themeResults = compiler.check(themeSources, with: others) {
            ThemeFiles.packageRoot(for: $0.path, given: packageRoot)
        }
        var results: [(ThemeSource, ThemeCompiler.Result)] = []
        var resultKinds: [InputKind] = []
        var nextTheme = 0
        let sources = zip(themes, kinds).map { path, kind in ThemeFiles.source(path, kind: kind, overlay: overlay) }
        // Configurations that are the appearances of one system are one input.
        let groups = InputFormats.readTogether(zip(sources, kinds).map { ($0.path, $1, $0.bytes) })
        let grouped = Dictionary(groups.flatMap { group in group.map { ($0, group) } }, uniquingKeysWith: { a, _ in a })
        for (index, kind) in kinds.enumerated() {
            let input: ImportedInput
            if let group = grouped[index] {
                guard group[0] == index else { continue }
                input = InputFormats.read(together: group.map { sources[$0] }, in: environment)
            } else if let alone = InputFormats.read(sources[index], as: kind, in: environment) {
                input = alone
            } else {
                results.append((themeSources[nextTheme], themeResults[nextTheme]))
                resultKinds.append(kind)
                nextTheme += 1
                continue
            }
            extraSources += input.extraSources.filter { extra in !extraSources.contains { $0.path == extra.path } }
            results.append((input.source, input.check(with: compiler)))
            resultKinds.append(kind)
        }
        return (results, extraSources, resultKinds)
    }
}
