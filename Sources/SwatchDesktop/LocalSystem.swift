import Swatch

#if canImport(Glibc)
import Glibc
#endif

/// The real environment, file system and user, as ``SystemAppearanceDetector/live`` sees them.
@usableFromInline
enum LocalSystem {
    /// Settings files are a few kilobytes; anything larger is not one.
    static let fileSizeLimit = 1 << 20

    @usableFromInline
    static let environmentVariable: @Sendable (String) -> String? = { name in
        #if canImport(Glibc)
        if let value = getenv(name) { return String(cString: value) }
        if name == "HOME" { return passwordDatabaseHome() }
        #endif
        return nil
    }

    @usableFromInline
    static let readFile: @Sendable (String) -> String? = { path in
        #if canImport(Glibc)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 8192)
        while bytes.count < fileSizeLimit {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += buffer[0..<count]
            } else if count == 0 {
                return String(decoding: bytes, as: UTF8.self)
            } else if errno != EINTR {
                return nil
            }
        }
        return nil
        #else
        return nil
        #endif
    }

    @usableFromInline
    static let fileExists: @Sendable (String) -> Bool = { path in
        #if canImport(Glibc)
        return access(path, F_OK) == 0
        #else
        return false
        #endif
    }

    @usableFromInline
    static var userID: UInt32 {
        #if canImport(Glibc)
        return UInt32(getuid())
        #else
        return 0
        #endif
    }

    #if canImport(Glibc)
    private static func passwordDatabaseHome() -> String? {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        let status = getpwuid_r(getuid(), &entry, &buffer, buffer.count, &result)
        guard status == 0, result != nil, let directory = entry.pw_dir else { return nil }
        let home = String(cString: directory)
        return home.isEmpty ? nil : home
    }
    #endif
}
