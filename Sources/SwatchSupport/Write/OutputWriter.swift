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
        let stream = try OutputStream(path: path)
        var text = text
        text.withUTF8 { stream.append($0) }
        return try stream.finish()
    }
}
