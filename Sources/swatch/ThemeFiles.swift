import SwatchCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads theme files for the commands; a file that cannot be read is a usage
/// problem (exit 2), not a theme error.
enum ThemeFiles {
    /// The files at `paths`; those in `overlay` (path → bytes) as it holds
    /// them rather than as the disk does: `swatch fix` checks its rounds of
    /// fixes in memory.
    static func read(_ paths: [String], overlay: [String: [UInt8]] = [:]) -> [ThemeSource] {
        paths.map { path in
            if let bytes = overlay[path] { return ThemeSource(path: path, bytes: bytes) }
            if isFolder(path) { Exit.fail(folderMessage(path), code: 2) }
            guard let source = ThemeSource(contentsOf: path) else {
                // access follows a link, as opening it did: a link to nothing is "no such file".
                let reason = access(path, F_OK) == 0 ? "it cannot be read" : "no such file"
                Exit.fail("cannot read theme '\(path)': \(reason)", code: 2)
            }
            return source
        }
    }

    /// Whether `path` is a folder (or a link to one).
    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// What to say of a folder given where theme files are expected: the
    /// glob that names its themes, and the themes it holds.
    static func folderMessage(_ path: String) -> String {
        let folder = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        let themes = ((try? FileSystem.entries(of: folder)) ?? [])
            .filter { $0.hasSuffix(".theme.yaml") || $0.hasSuffix(".theme.yml") }
            .sorted()
        var message = "'\(path)' is a folder, not a theme file; to check the themes in it, give \(folder)/*.theme.yaml"
        if themes.isEmpty {
            message += " (it holds none)"
            // A folder of token files is a Style Dictionary project: read through its configuration.
            let tokens = FileSystem.subpaths(of: folder)
                .filter {
                    $0.hasSuffix(".json") && !$0.split(separator: "/").contains { $0.hasPrefix(".") }
                }
            if !tokens.isEmpty {
                message +=
                    "; its \(tokens.count) JSON file\(tokens.count == 1 ? "" : "s") are checked as one token file "
                    + "through a Style Dictionary config.json whose \"source\" names them "
                    + "(\"source\": [\"\(folder)/**/*.json\"]), or give one file"
            }
        } else {
            message += "; it holds:" + themes.map { "\n  \(folder)/\($0)" }.joined()
        }
        return message
    }

    /// The disk as the commands read an input's files, inside the package
    /// root (`given`, else the nearest `Package.swift`'s folder): a file that
    /// is there and cannot be read stops the command, as a theme file does.
    static func inputFiles(packageRoot given: String?) -> InputFiles {
        var disk = InputFiles.disk { packageRoot(for: $0, given: given) }
        disk.file = { path in
            guard access(path, F_OK) == 0, !isFolder(path) else { return nil }
            return read([path])[0]
        }
        return disk
    }

    /// The source an input of `kind` at `path` is read from (``InputFormats/source(_:kind:read:)``):
    /// an input that is a folder (a catalog) must be one.
    static func source(_ path: String, kind: InputKind, overlay: [String: [UInt8]] = [:]) -> ThemeSource {
        if kind.isFolder, !isFolder(path) { Exit.fail("cannot read \(kind.noun) '\(path)': no such folder", code: 2) }
        return InputFormats.source(path, kind: kind) { read([$0], overlay: overlay)[0] }
    }

    /// The folder image paths must stay inside, for a theme at `path`.
    static func packageRoot(for path: String, given: String?) -> String {
        given ?? ThemeSource.packageRoot(for: path)
    }

    /// What `export` and `report` start with: the theme at `path` read,
    /// checked and its diagnostics printed; `failed` when any is an error.
    /// `refusingUnknown`: what needs every value ("exporting"), which a value
    /// written `unknown` is then an error for.
    static func checkOne(_ path: String, options: DiagnosticOptions, refusingUnknown what: String? = nil) -> (
        source: ThemeSource, result: ThemeCompiler.Result, failed: Bool
    ) {
        let source = read([path])[0]
        var compiler = ThemeCompiler(options: .init(warningsAsErrors: options.werror))
        compiler.options.packageRoot = packageRoot(for: source.path, given: options.packageRoot)
        var result = compiler.check(source)
        if let what { result = ThemeCompiler.refusingUnknownValues(result, for: what) }
        return (source, result, report([(source, result)], format: options.format))
    }

    /// Prints the diagnostics of all results; true when any is an error.
    /// `extraSources`: other files diagnostics may point into (a pairs file,
    /// an asset catalog's color sets), so their lines can be shown.
    static func report(
        _ results: [(ThemeSource, ThemeCompiler.Result)], format: DiagnosticRenderer.Format,
        extraSources: [ThemeSource] = []
    ) -> Bool {
        DiagnosticReport(format: format).print(results, extraSources: extraSources, printsCounts: true).errors > 0
    }
}
