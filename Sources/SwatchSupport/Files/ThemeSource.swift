/// A theme file's name and bytes: what the first stage reads.
public struct ThemeSource: Hashable, Sendable {
    /// The path as diagnostics print it.
    public var path: String
    /// The file's contents, as read: the compiler reports invalid UTF-8 itself,
    /// at its place, rather than receiving repaired text.
    public var bytes: [UInt8]

    /// The theme whose file is at `path` (as diagnostics print it) and holds `bytes`.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The theme whose file is at `path` and holds `text`, encoded as UTF-8: for
    /// themes written in code and tests.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The file's name without its folders.
    package var fileName: String {
        FilePath.name(of: path)
    }

    /// The folder the theme is in ("." for a bare file name).
    package var directory: String {
        FilePath.parent(of: path)
    }

    /// `Acme.theme.yaml` → `Acme`: the theme's namespace.
    public var namespace: String {
        var name = fileName
        for suffix in [".theme.yaml", ".theme.yml", ".yaml", ".yml"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }
}
