#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A path's parts as text: the one owner of "the folder a file is in", so
/// that every reader and writer places a file at the root, a bare name and
/// `a/./b/../c` alike.
package enum FilePath {
    /// The folder `path` is in: `.` for a bare name, `/` for a file at the root.
    package static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path` (empty after a trailing `/`).
    package static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The working folder; `/` when it cannot be read.
    package static func currentDirectory() -> String {
        guard let cwd = getcwd(nil, 0) else { return "/" }
        defer { free(cwd) }
        return String(cString: cwd)
    }

    /// `path` against the working folder, when it is relative.
    package static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : currentDirectory() + "/" + path
    }

    /// A path's components with `.` dropped and `..` taken back, as the file
    /// system follows them; a `..` that climbs above the start is kept.
    package static func components(_ path: String) -> [String] {
        var parts: [String] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case ".." where !parts.isEmpty && parts.last != "..": parts.removeLast()
            default: parts.append(String(component))
            }
        }
        return parts
    }

    /// `a/./b/../c.theme.yaml` → `a/c.theme.yaml`, so that two spellings of
    /// one file are one key.
    package static func normalized(_ path: String) -> String {
        (path.hasPrefix("/") ? "/" : "") + components(path).joined(separator: "/")
    }
}
