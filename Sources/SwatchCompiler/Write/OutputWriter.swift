#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The Write stage: puts generated text on disk atomically, and only when
/// the bytes differ from what is there, so an unchanged theme leaves the
/// file's timestamp alone and the build recompiles nothing.
public struct OutputWriter: Sendable {
    /// Whether ``write(_:to:)`` wrote the file, or left it alone because it held
    /// the same bytes already.
    public enum Outcome: Equatable, Sendable { case written, unchanged }

    /// A writer; it has no settings.
    public init() {}

    /// Writes `text` as UTF-8 to `path`, creating the folders above it, unless the
    /// file holds exactly those bytes already. The write is atomic: a reader
    /// never sees half a file. Throws what the file system reports, with the path.
    public func write(_ text: String, to path: String) throws -> Outcome {
        var text = text
        return try text.withUTF8 { bytes in
            // Followed through a symbolic link, as a reader of the file sees it.
            var status = stat()
            let existing = stat(path, &status) == 0 ? status : nil
            if let existing, Self.file(path, status: existing, holds: bytes) { return .unchanged }
            try FileSystem.makeFolders(FileSystem.parent(of: path))
            try Self.replace(path, with: bytes, mode: existing.map { $0.st_mode & 0o7777 })
            return .written
        }
    }

    /// Whether the regular file at `path` holds exactly `bytes`, compared a
    /// chunk at a time (a generated file can be tens of megabytes).
    private static func file(_ path: String, status: stat, holds bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) == bytes.count else { return false }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var offset = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return count == 0 && offset == bytes.count }
            guard offset + count <= bytes.count, chunk[..<count].elementsEqual(bytes[offset..<offset + count]) else {
                return false
            }
            offset += count
        }
    }

    /// Writes `bytes` to a new file beside `path`, then renames it over
    /// `path`: rename(2) replaces the file in one step, so a reader sees the
    /// old bytes or the new, never half of them, even if the tool is killed
    /// while writing. `mode`: the permissions of the file replaced, kept.
    private static func replace(_ path: String, with bytes: UnsafeBufferPointer<UInt8>, mode: mode_t?) throws {
        let (temporary, descriptor) = try createTemporary(beside: path)
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        do {
            var offset = 0
            while offset < bytes.count {
                let count = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw FileSystemError("cannot write", temporary)
                }
                offset += count
            }
            if let mode, fchmod(descriptor, mode) != 0 {
                throw FileSystemError("cannot set the permissions of", temporary)
            }
            closed = true
            guard close(descriptor) == 0 else { throw FileSystemError("cannot write", temporary) }
            guard rename(temporary, path) == 0 else { throw FileSystemError("cannot replace", path) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// A new, empty file in the folder of `path`, named after it and hidden
    /// (`.NAME.swatch-RANDOM`); created exclusively, so it is never one that
    /// another writer is filling.
    private static func createTemporary(beside path: String) throws -> (path: String, descriptor: Int32) {
        let folder = FileSystem.parent(of: path)
        let prefix = (folder == "/" ? "/" : folder + "/") + "." + FileSystem.name(of: path) + ".swatch-"
        while true {
            let temporary = prefix + String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (temporary, descriptor) }
            if errno != EEXIST, errno != EINTR { throw FileSystemError("cannot create a file beside", path) }
        }
    }
}

// At file scope `read` and `write` are the C functions, not methods of the same name.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
