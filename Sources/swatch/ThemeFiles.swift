import SwatchCompiler

// FoundationEssentials, which ArgumentParser links already, where it is a
// module (Linux); the whole of Foundation would add megabytes to the process.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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
    static func read(_ paths: [String]) -> [ThemeSource] {
        paths.map { path in
            if isFolder(path) { Exit.fail(folderMessage(path), code: 2) }
            guard let bytes = contents(of: path) else {
                let reason = FileManager.default.fileExists(atPath: path) ? "it cannot be read" : "no such file"
                Exit.fail("cannot read theme '\(path)': \(reason)", code: 2)
            }
            return ThemeSource(path: path, bytes: bytes)
        }
    }

    /// The bytes of the file at `path`, read straight into the array the
    /// compiler takes (through `Data` they were held twice, 3 MB more for a
    /// theme of 30,000 colors).
    static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
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
        let themes = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".theme.yaml") || $0.hasSuffix(".theme.yml") }
            .sorted()
        var message = "'\(path)' is a folder, not a theme file; to check the themes in it, give \(folder)/*.theme.yaml"
        if themes.isEmpty {
            message += " (it holds none)"
        } else {
            message += "; it holds:" + themes.map { "\n  \(folder)/\($0)" }.joined()
        }
        return message
    }

    /// The folder image paths must stay inside, for a theme at `path`.
    static func packageRoot(for path: String, given: String?) -> String {
        if let given { return given }
        var directory = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory.path
            }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
    }

    /// How many errors and warnings a run found.
    struct Counts {
        var errors: Int
        var warnings: Int
    }

    /// Prints the diagnostics of all results; true when any is an error.
    /// `extraSources`: other files diagnostics may point into (a pairs file,
    /// an asset catalog's color sets), so their lines can be shown.
    static func report(
        _ results: [(ThemeSource, ThemeCompiler.Result)], format: DiagnosticRenderer.Format,
        extraSources: [ThemeSource] = []
    ) -> Bool {
        report(results, format: format, extraSources: extraSources, printsCounts: true).errors > 0
    }

    /// Prints the diagnostics of all results, and their counts when
    /// `printsCounts` (`swatch compile` gives them in its own summary line).
    static func report(
        _ results: [(ThemeSource, ThemeCompiler.Result)], format: DiagnosticRenderer.Format,
        extraSources: [ThemeSource], printsCounts: Bool
    ) -> Counts {
        let sources = results.map(\.0) + extraSources
        let renderer = DiagnosticRenderer(
            sources: Dictionary(sources.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a }))
        let diagnostics = results.flatMap(\.1.diagnostics)
        if format == .json {
            print(renderer.render(diagnostics, as: .json), terminator: "")
        } else if !diagnostics.isEmpty {
            printError(renderer.render(diagnostics, as: .text))
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        if printsCounts, format == .text, errors + warnings > 0 {
            printError(
                "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") in \(results.count) theme\(results.count == 1 ? "" : "s")"
            )
        }
        return Counts(errors: errors, warnings: warnings)
    }
}

// At file scope `read` is the C function, not `ThemeFiles.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
