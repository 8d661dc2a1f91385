import SwatchCompiler
import SwatchProcess

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file as a git revision holds it, read with `git show`: what
/// `swatch diff --against REV` compares the working copy with.
enum GitRevision {
    enum Failure: Error {
        /// git could not be run.
        case noGit
        /// The file is in no git repository.
        case notARepository(String)
        /// The repository has no such revision.
        case unknownRevision(String)
    }

    /// The bytes of the file at `path` in `revision`, or nil when the
    /// revision has no such file (a theme added since).
    static func contents(of path: String, at revision: String) -> Result<[UInt8]?, Failure> {
        let folder = FilePath.parent(of: path)
        let name = "./" + FilePath.name(of: path)
        guard let probe = run(["-C", folder, "rev-parse", "--git-dir"]) else { return .failure(.noGit) }
        guard probe.status == 0 else { return .failure(.notARepository(folder)) }
        // A revision that starts with a dash would be read as an option.
        guard !revision.hasPrefix("-"),
            run(["-C", folder, "rev-parse", "--verify", "--quiet", "\(revision)^{commit}"])?.status == 0
        else { return .failure(.unknownRevision(revision)) }
        guard run(["-C", folder, "cat-file", "-e", "\(revision):\(name)"])?.status == 0 else {
            return .success(nil)
        }
        guard let shown = run(["-C", folder, "show", "\(revision):\(name)"]), shown.status == 0 else {
            return .failure(.unknownRevision(revision))
        }
        return .success(shown.output)
    }

    /// The files below the folder at `path` in `revision`, each as a path
    /// that starts with `path`, in name order; empty when the revision has
    /// no such folder (an asset catalog added since).
    static func files(under path: String, at revision: String) -> Result<[String], Failure> {
        var folder = path
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        let parent = FilePath.parent(of: folder)
        guard let probe = run(["-C", parent, "rev-parse", "--git-dir"]) else { return .failure(.noGit) }
        guard probe.status == 0 else { return .failure(.notARepository(parent)) }
        guard !revision.hasPrefix("-"),
            run(["-C", parent, "rev-parse", "--verify", "--quiet", "\(revision)^{commit}"])?.status == 0
        else { return .failure(.unknownRevision(revision)) }
        // Paths relative to the folder it runs in, so the folder's own name
        // (which may not exist on disk any more) is not needed.
        let name = "./" + FilePath.name(of: folder)
        guard let listed = run(["-C", parent, "ls-tree", "-r", "-z", "--name-only", revision, "--", name]),
            listed.status == 0
        else { return .success([]) }
        let prefix = FilePath.name(of: folder) + "/"
        return .success(
            String(decoding: listed.output, as: UTF8.self).split(separator: "\0")
                .filter { $0.hasPrefix(prefix) }
                .map { folder + "/" + $0.dropFirst(prefix.count) }
                .sorted())
    }

    /// Runs git with `arguments` (no shell: each is one word, whatever it
    /// holds), found in `PATH`, its standard error discarded (the callers
    /// say what went wrong in their own words); nil when git cannot be run.
    private static func run(_ arguments: [String]) -> (status: Int32, output: [UInt8])? {
        let path = getenv("PATH").map { String(cString: $0) }
        let invocation = ProcessInvocation(executable: "git", arguments: arguments, searchPath: path, timeout: nil)
        let output = ProcessLauncher.run(invocation)
        guard case .exited(let status) = output.status else { return nil }
        return (status, output.standardOutput)
    }
}
