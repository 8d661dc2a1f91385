import SwatchDiagnostics
import SwatchSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The only code of the image checks that touches the file system: it turns a
/// path written in a theme into bytes, and refuses any path that would leave
/// the package.
///
/// A path is relative to the theme file's folder. It is refused when it is
/// absolute, when its `..` steps climb above the package root, or when it
/// resolves, through symbolic links anywhere along it, to a file outside the
/// root: a theme is built on other people's machines and in CI, and must not
/// read what the package does not hold.
package struct ImageFileAccess: Sendable {
    package enum Problem: Error, Hashable, Sendable {
        case empty
        case absolute
        /// `..` climbs above the package root.
        case escapes
        /// A symbolic link leads outside the root, to this path.
        case linksOutside(String)
        /// The theme file's folder is not inside the package root, or
        /// either does not exist.
        case themeOutsideRoot
        case missing
        case notAFile
        case unreadable(String)
        case tooLarge(Int)

        /// Path problems are the theme's fault (IMG-path); the rest are the
        /// file's (IMG-file).
        package var isPathProblem: Bool {
            switch self {
            case .empty, .absolute, .escapes, .linksOutside, .themeOutsideRoot: true
            case .missing, .notAFile, .unreadable, .tooLarge: false
            }
        }
    }

    /// The package root and the theme's folder, symbolic links resolved;
    /// nil when they do not exist.
    package let root: String?
    package let themeDirectory: String?
    /// Larger files are refused unread: image assets are far smaller, and a
    /// compiler reads every one on every build.
    package var maximumFileSize = 64 << 20

    package init(packageRoot: String, themeFile: String) {
        root = Self.realPath(FilePath.absolute(packageRoot))
        themeDirectory = Self.realPath(FilePath.parent(of: FilePath.absolute(themeFile)))
    }

    /// The problem with `path` as written, before any file is looked at:
    /// empty, absolute, or climbing above the package root.
    package func problemAsWritten(_ path: String) -> Problem? {
        guard !path.isEmpty, !path.utf8.contains(0) else { return .empty }
        guard !path.hasPrefix("/"), !path.hasPrefix("~") else { return .absolute }
        guard let root, let themeDirectory, let base = Self.relative(themeDirectory, to: root) else {
            return .themeOutsideRoot
        }
        // Climbing is judged on the text, so `../../etc/passwd` is refused as
        // written even where no such file exists.
        var depth = base.count
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                guard depth > 0 else { return .escapes }
                depth -= 1
            default: depth += 1
            }
        }
        return nil
    }

    /// Where `path` leads, checked, symbolic links resolved.
    package func resolve(_ path: String) -> Result<String, Problem> {
        if let problem = problemAsWritten(path) { return .failure(problem) }
        guard let root, let themeDirectory else { return .failure(.themeOutsideRoot) }
        let joined = themeDirectory + "/" + path
        guard let real = Self.realPath(joined) else {
            let code = errno
            return .failure(code == EACCES || code == ELOOP ? .unreadable(Self.errorText(code)) : .missing)
        }
        guard Self.relative(real, to: root) != nil else { return .failure(.linksOutside(real)) }
        return .success(real)
    }

    /// The bytes of a file that ``resolve(_:)`` returned.
    package func read(resolved path: String) -> Result<[UInt8], Problem> {
        // Non-blocking, so that a FIFO named as an image cannot hang the
        // build waiting for a writer (fstat then refuses it); not following
        // a link, as the resolved path has none unless one was swapped in.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard descriptor >= 0 else { return .failure(Self.problem(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(Self.problem(errno)) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return .failure(.notAFile) }
        guard status.st_size <= maximumFileSize else { return .failure(.tooLarge(Int(status.st_size))) }
        switch DescriptorReading.readAll(descriptor, expected: Int(status.st_size), limit: maximumFileSize) {
        case .bytes(let bytes): return .success(bytes)
        case .failed(let code): return .failure(Self.problem(code))
        case .tooLarge(let count): return .failure(.tooLarge(count))
        }
    }

    /// Resolves and reads.
    package func contents(of path: String) -> Result<[UInt8], Problem> {
        resolve(path).flatMap(read(resolved:))
    }

    // MARK: Paths

    private static func problem(_ code: Int32) -> Problem {
        switch code {
        case ENOENT, ENOTDIR: .missing
        case EISDIR: .notAFile
        default: .unreadable(errorText(code))
        }
    }

    private static func errorText(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The components of `path` below `root`, or nil when it is not inside.
    static func relative(_ path: String, to root: String) -> [String]? {
        if path == root { return [] }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return path.dropFirst(prefix.count).split(separator: "/").map(String.init)
    }
}
