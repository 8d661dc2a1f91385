import SwatchCompiler

/// `swatch diff` on the inputs the registry reads besides themes (token
/// files, resolver documents, Figma files, asset catalogs): each version
/// read and checked as `swatch check` reads it, then compared as two
/// versions of a theme.
extension DiffCommand {
    /// The diff when the inputs given are imported ones: OLD NEW, or each
    /// file with its version in `--against`'s revision; nil for themes.
    func importedInputs() -> DiffReport? {
        let kinds = themes.map { path in InputFormats.kind(of: path) { ThemeFiles.read([path])[0].bytes } }
        guard let imported = kinds.first(where: { $0 != .theme }) else { return nil }
        guard !kinds.contains(.theme) else {
            Exit.fail(
                against == nil
                    ? "cannot diff a theme with \(imported.nounWithArticle): give two versions of one input"
                    : "cannot diff themes and \(imported.noun)s in one run: give each kind to a run of its own",
                code: 2)
        }
        let environment = CheckCommand.environment(pairs: nil, mapping: nil, packageRoot: packageRoot)
        let compiler = ThemeCompiler()
        if let revision = against {
            let diffs = zip(themes, kinds)
                .map { path, kind in
                    let new = check(read(path, kind: kind, in: environment), compiler: compiler)
                    let old = Self.input(path, kind: kind, at: revision, packageRoot: packageRoot)
                        .flatMap { check($0, compiler: compiler, shownAs: "\(revision):\(path)") }
                    return ThemeDiffer.diff(old: old, new: new, file: path)
                }
            return DiffReport(themes: diffs)
        }
        let versions = zip(themes, kinds)
            .map { path, kind in
                check(read(path, kind: kind, in: environment), compiler: compiler)
            }
        return DiffReport(themes: [ThemeDiffer.diff(old: versions[0], new: versions[1], file: themes[1])])
    }

    /// The input at `path` as the working copy holds it.
    private func read(_ path: String, kind: InputKind, in environment: InputEnvironment) -> ImportedInput {
        let source = ThemeFiles.source(path, kind: kind)
        return InputFormats.read(source, as: kind, in: environment)!
    }

    /// The input's version: a version that leaves no theme stops the diff,
    /// saying where (under `shownAs`, the old version's name) and why: its
    /// errors, or, with none, its warnings (a format Swatch recognizes and
    /// does not read).
    private func check(_ input: ImportedInput, compiler: ThemeCompiler, shownAs name: String? = nil) -> ThemeVersion? {
        let result = input.check(with: compiler)
        guard ThemeVersion.isReadable(result) else {
            let shown = name.map { Self.relabel(result, of: input.source, as: $0) } ?? (input.source, result)
            _ = DiagnosticReport(format: .text).print([shown], extraSources: input.extraSources, printsCounts: false)
            Exit.fail("cannot diff: " + Self.whyNoTheme(result, path: shown.0.path), code: 3)
        }
        return ThemeVersion.versions(of: [result])[0]
    }

    /// Why the version at `path` leaves no theme to compare, as its
    /// findings (printed above) say it.
    static func whyNoTheme(_ result: ThemeCompiler.Result, path: String) -> String {
        if result.diagnostics.contains(where: { $0.severity == .error }) {
            return "'\(path)' has errors in the file (above), which leave no theme to compare"
        }
        let warnings = result.diagnostics.filter { $0.severity == .warning }.count
        let why =
            switch warnings {
            case 0: "it leaves no theme"
            case 1: "see the warning above"
            default: "see the \(warnings) warnings above"
            }
        return "nothing in '\(path)' can be compared: " + why
    }

    /// The input at `path` as `revision` holds it, with every file it reads
    /// (a resolver's `$ref`s, a catalog's color sets and pairs file) from
    /// that revision too; nil when the revision does not hold it.
    static func input(_ path: String, kind: InputKind, at revision: String, packageRoot: String?)
        -> ImportedInput?
    {
        @Sendable func contents(_ file: String) -> [UInt8]? {
            switch GitRevision.contents(of: file, at: revision) {
            case .success(let bytes): return bytes
            case .failure(let failure): fail(failure, reading: file, at: revision)
            }
        }
        let environment = InputEnvironment(
            files: InputFiles(
                root: { ThemeFiles.packageRoot(for: $0, given: packageRoot) },
                workingDirectory: FilePath.currentDirectory(),
                load: { file, _ in
                    switch GitRevision.contents(of: file, at: revision) {
                    case .success(let bytes?): .success(bytes)
                    case .success(nil): .failure(.missing)
                    case .failure: .failure(.unreadable("git could not read it at '\(revision)'"))
                    }
                },
                // A catalog git cannot list stops the diff below, before it is read.
                list: { folder in (try? GitRevision.files(under: folder, at: revision).get()) ?? [] },
                file: { file in contents(file).map { ThemeSource(path: file, bytes: $0) } }))
        if kind.isFolder {
            // A catalog the revision does not hold has no file in it.
            switch GitRevision.files(under: path, at: revision) {
            case .success(let files) where files.isEmpty: return nil
            case .success: break
            case .failure(let failure): fail(failure, reading: path, at: revision)
            }
            return InputFormats.read(ThemeSource(path: path, bytes: []), as: kind, in: environment)
        }
        guard let bytes = contents(path) else { return nil }
        // The kind is the old bytes' own: a file may have changed format.
        let source = ThemeSource(path: path, bytes: bytes)
        let oldKind = InputFormats.kind(of: path) { bytes }
        return InputFormats.read(source, as: oldKind == .theme ? kind : oldKind, in: environment)
    }
}
