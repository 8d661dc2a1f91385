#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension ThemeSource {
    /// The theme in the file at `path`, read straight into the byte array
    /// the compiler takes (through `Data` the bytes would be held twice);
    /// nil when it cannot be read. The
    /// one file reader of the commands: themes, pairs files, token files and
    /// asset catalogs' color sets.
    package init?(contentsOf path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR else { return nil }
        guard case .bytes(let bytes) = DescriptorReading.readAll(descriptor, expected: Int(status.st_size)) else {
            return nil
        }
        self.init(path: path, bytes: bytes)
    }

    /// The folder image paths must stay inside, for the theme at `path`: the
    /// nearest folder above it with a `Package.swift`, else its own folder.
    package static func packageRoot(for path: String) -> String {
        // `.` and `..` followed as the file system would.
        let start = "/" + FilePath.components(FilePath.absolute(path)).joined(separator: "/")
        var directory = FilePath.parent(of: start)
        while true {
            if access(directory + "/Package.swift", F_OK) == 0 { return directory }
            if directory == "/" { return FilePath.parent(of: start) }
            directory = FilePath.parent(of: directory)
        }
    }
}

/// Writes `text` and a line break (unless it ends with one) to stderr at
/// once, with write(2): nothing buffers it.
package func printError(_ text: String) {
    var line = text.hasSuffix("\n") ? text : text + "\n"
    line.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let count = write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return }
            offset += count
        }
    }
}
