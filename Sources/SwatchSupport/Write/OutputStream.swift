#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written as its text is made, a chunk at a time, with
/// ``OutputWriter``'s promises: the bytes go to a hidden file beside the
/// output, renamed over it at the end, so a reader sees the old file or the
/// new one, never half; and a file that already holds those bytes is left
/// alone, so an unchanged theme changes no timestamp.
///
/// While the chunks match the file already there, nothing is written: they
/// are compared and dropped. At the first that differs, the part that
/// matched is copied from the old file into the new one and writing goes on
/// from there. So a generated file, which grows with the theme, is never
/// whole in memory.
package final class OutputStream {
    package let path: String
    /// The file there before, open for comparing, while every chunk so far matched it.
    private var existing: (descriptor: Int32, size: Int)?
    /// The permissions of the file replaced, kept.
    private let mode: mode_t?
    /// Bytes appended so far.
    private var length = 0
    /// The new file, once the text differs from the old.
    private var temporary: (path: String, descriptor: Int32)?
    /// The first failure: the chunks after it are ignored and ``finish()`` throws it.
    private var failure: FileSystemError?
    private var scratch: [UInt8] = []

    /// A stream to `path`; the folders above it are made.
    package init(path: String) throws(FileSystemError) {
        self.path = path
        // Followed through a symbolic link, as a reader of the file sees it.
        let status = FileSystem.status(path)
        mode = status.map { $0.st_mode & 0o7777 }
        if let status, (status.st_mode & S_IFMT) == S_IFREG {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            if descriptor >= 0 { existing = (descriptor, Int(status.st_size)) }
        }
        do {
            try FileSystem.makeFolders(FilePath.parent(of: path))
        } catch {
            closeExisting()
            throw error
        }
    }

    deinit {
        closeExisting()
        if let temporary {
            close(temporary.descriptor)
            unlink(temporary.path)
        }
    }

    /// The next bytes of the text.
    package func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard failure == nil, !bytes.isEmpty else { return }
        do {
            if temporary == nil {
                if existingContinues(with: bytes) {
                    length += bytes.count
                    return
                }
                try startWriting()
            }
            try write(bytes)
            length += bytes.count
        } catch {
            failure = error
        }
    }

    /// Ends the text: renames the new file over the old, or leaves the old
    /// one if it holds exactly the text. Throws the first failure, with the
    /// path; no file is left half-written.
    package func finish() throws(FileSystemError) -> OutputWriter.Outcome {
        if let failure { throw failure }
        if temporary == nil {
            if let existing, existing.size == length {
                closeExisting()
                return .unchanged
            }
            try startWriting()
        }
        guard let (temporaryPath, descriptor) = temporary.map({ ($0.path, $0.descriptor) }) else { return .written }
        temporary = nil
        do throws(FileSystemError) {
            if let mode, fchmod(descriptor, mode) != 0 {
                close(descriptor)
                throw FileSystemError("cannot set the permissions of", temporaryPath)
            }
            guard close(descriptor) == 0 else { throw FileSystemError("cannot write", temporaryPath) }
            guard rename(temporaryPath, path) == 0 else { throw FileSystemError("cannot replace", path) }
        } catch {
            unlink(temporaryPath)
            throw error
        }
        return .written
    }

    /// Whether the old file's next bytes are `bytes`.
    private func existingContinues(with bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let existing, length + bytes.count <= existing.size else { return false }
        if scratch.count < bytes.count { scratch = [UInt8](repeating: 0, count: bytes.count) }
        let read = scratch.withUnsafeMutableBytes {
            readFully(existing.descriptor, $0.baseAddress!, bytes.count, at: length)
        }
        guard read == bytes.count else { return false }
        return scratch.withUnsafeBufferPointer { old in memcmp(old.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
    }

    /// Creates the new file, with the part of the old one the text has matched so far.
    private func startWriting() throws(FileSystemError) {
        temporary = try Self.createTemporary(beside: path)
        if let existing, length > 0 {
            var copied = 0
            if scratch.count < 1 << 16 { scratch = [UInt8](repeating: 0, count: 1 << 16) }
            while copied < length {
                let count = min(scratch.count, length - copied)
                let read = scratch.withUnsafeMutableBytes {
                    readFully(existing.descriptor, $0.baseAddress!, count, at: copied)
                }
                guard read == count else { throw FileSystemError("cannot read", path) }
                try scratch.withUnsafeBufferPointer { chunk throws(FileSystemError) in
                    try write(UnsafeBufferPointer(rebasing: chunk[..<count]))
                }
                copied += count
            }
        }
        closeExisting()
    }

    private func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(FileSystemError) {
        guard let temporary else { return }
        var offset = 0
        while offset < bytes.count {
            let count = systemWrite(temporary.descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError("cannot write", temporary.path)
            }
            offset += count
        }
    }

    private func closeExisting() {
        if let existing { close(existing.descriptor) }
        existing = nil
    }

    /// A new, empty file in the folder of `path`, named after it and hidden
    /// (`.NAME.swatch-RANDOM`); created exclusively, so it is never one that
    /// another writer is filling.
    private static func createTemporary(beside path: String) throws(FileSystemError) -> (
        path: String, descriptor: Int32
    ) {
        let folder = FilePath.parent(of: path)
        let prefix = (folder == "/" ? "/" : folder + "/") + "." + FilePath.name(of: path) + ".swatch-"
        while true {
            let temporary = prefix + String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (temporary, descriptor) }
            if errno != EEXIST, errno != EINTR { throw FileSystemError("cannot create a file beside", path) }
        }
    }
}

/// Reads `count` bytes at `offset`, fewer only at the end of the file.
private func readFully(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int, at offset: Int) -> Int {
    var done = 0
    while done < count {
        let read = pread(descriptor, buffer + done, count - done, off_t(offset + done))
        if read < 0, errno == EINTR { continue }
        if read <= 0 { break }
        done += read
    }
    return done
}

// At file scope `write` is the C function, not the method of the same name.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
