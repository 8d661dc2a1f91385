#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file-system call the Write stage made that failed: what it was doing,
/// to which path, and the system's reason (`strerror`). Its description is
/// the message: "cannot create the folder 'Generated': Permission denied".
package struct FileSystemError: Error, Equatable, CustomStringConvertible {
    package var action: String
    package var path: String
    package var code: Int32

    /// The error of the call that just failed, from `errno`.
    package init(_ action: String, _ path: String, code: Int32 = errno) {
        self.action = action
        self.path = path
        self.code = code
    }

    package var description: String {
        "\(action) '\(path)': \(strerror(code).map { String(cString: $0) } ?? "error \(code)")"
    }
}

/// The few file-system operations the Write stage needs, on the C library
/// alone: the compiler links no Foundation, whose libraries would add
/// megabytes to the memory of every process that compiles a theme.
package enum FileSystem {
    /// The `lstat` of `path`; nil when there is nothing there.
    package static func status(_ path: String) -> stat? {
        var status = stat()
        return lstat(path, &status) == 0 ? status : nil
    }

    package static func isFolder(_ status: stat) -> Bool { (status.st_mode & S_IFMT) == S_IFDIR }

    /// Creates `path` and the folders above it that are missing, as
    /// `mkdir -p` does; a folder already there is fine.
    static func makeFolders(_ path: String) throws(FileSystemError) {
        if path.isEmpty || path == "." || path == "/" { return }
        var status = stat()
        // stat, not lstat: a symbolic link to a folder is a folder to write into.
        if stat(path, &status) == 0 {
            guard isFolder(status) else { throw FileSystemError("cannot create the folder", path, code: ENOTDIR) }
            return
        }
        if mkdir(path, 0o777) == 0 { return }
        if errno == ENOENT {
            try makeFolders(FilePath.parent(of: path))
            if mkdir(path, 0o777) == 0 { return }
        }
        // Another process may have made it in the meantime.
        if errno == EEXIST, stat(path, &status) == 0, isFolder(status) { return }
        throw FileSystemError("cannot create the folder", path)
    }

    /// The names in folder `path`, without `.` and `..`, in the order the
    /// system gives them.
    package static func entries(of path: String) throws(FileSystemError) -> [String] {
        guard let folder = opendir(path) else { throw FileSystemError("cannot list the folder", path) }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// The paths below folder `path`, relative to it, folders and files
    /// alike, at most `limit` of them; a link is listed and never followed (a
    /// link to `/` must not walk the disk). The one walk of a folder tree.
    package static func subpaths(of path: String, limit: Int = .max) -> [String] {
        var found: [String] = []
        var folders = [""]
        while let relative = folders.popLast(), found.count < limit {
            let folder = relative.isEmpty ? path : path + "/" + relative
            for name in (try? entries(of: folder)) ?? [] where found.count < limit {
                let child = relative.isEmpty ? name : relative + "/" + name
                found.append(child)
                if let status = status(path + "/" + child), isFolder(status) { folders.append(child) }
            }
        }
        return found
    }

    /// Removes `path`: a file or a link, or a folder with everything in it
    /// (a link inside is removed, never followed).
    package static func remove(_ path: String) throws(FileSystemError) {
        if let status = status(path), isFolder(status) {
            for entry in try entries(of: path) { try remove(path + "/" + entry) }
            guard rmdir(path) == 0 else { throw FileSystemError("cannot remove the folder", path) }
        } else if unlink(path) != 0, errno != ENOENT {
            throw FileSystemError("cannot remove", path)
        }
    }
}
