// Standard library only: the build plugins compile this file too
// (Plugins/PluginsShared links to it, and to each format's names file:
// `TokenFileNames`, `FigmaFileNames`, `AssetCatalogFileNames`), so that the
// plugin names the files it does not compile exactly as the registry
// recognizes them, and says of each what its format's names file says.

/// Which files are design-system inputs, by name and bytes, and what the
/// build plugin says of one: each format's names file says it, joined here.
enum ImportedFileNames {
    /// What the build plugin says of each format's inputs, asked in this
    /// order: the formats told by name or by a key of their own first, then
    /// the token files', whose test another format's JSON may pass too (as
    /// the registry asks the token reader last).
    static let pluginNotices: [PluginNotice] = [
        AssetCatalogFileNames.pluginNotice,
        FigmaFileNames.pluginNotice,
        TokenFileNames.pluginNotice,
    ]

    /// The warning the build plugin gives at the file or folder at `path`
    /// (no trailing `/`), which it does not compile, when it is a
    /// design-system input; nil for any other file. `bytes` are read only
    /// when the name does not tell.
    static func pluginWarning(at path: String, bytes: () -> [UInt8]) -> String? {
        let name = String(path.split(separator: "/").last ?? "")
        return pluginNotices.first { $0.recognizes(path, bytes) }?.warning(path, name)
    }

    /// Whether `needle` occurs in `bytes`: the names files' one search.
    static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
        let needle = Array(needle.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return false }
        let first = needle[0]
        var index = 0
        while index <= bytes.count - needle.count {
            if bytes[index] == first && bytes[index..<index + needle.count].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}

/// What the build plugin says of a format's input in a target: the plugin
/// compiles themes alone, and a file left out in silence would read as a
/// file compiled.
struct PluginNotice: Sendable {
    /// Whether the file or folder at `path` (no trailing `/`) is the
    /// format's; `bytes` are read only when the name does not tell.
    let recognizes: @Sendable (_ path: String, _ bytes: () -> [UInt8]) -> Bool
    /// The warning at it, from its path (in the message too: `swift build`
    /// prints a plugin's warning without the file it is at) and its name;
    /// nil for a part of an input that is said at the input.
    let warning: @Sendable (_ path: String, _ name: String) -> String?
}
