// Standard library only: the build plugins compile this file too
// (Plugins/PluginsShared links to it), so that the plugin names the files it
// does not compile exactly as the registry recognizes them.

/// Which JSON files are design-system inputs (Design Tokens files in every
/// format, resolver documents, Figma variables files), by name and bytes.
enum ImportedFileNames {
    /// Whether a file's name alone says it is an imported input:
    /// `*.tokens.json`, `*.resolver.json`, Tokens Studio's `$themes.json`.
    static func isNamedInput(_ path: String) -> Bool {
        path.hasSuffix(".tokens.json") || path.hasSuffix(".resolver.json") || path == "$themes.json"
            || path.hasSuffix("/$themes.json")
    }

    /// Whether a `*.json` file's bytes read as an imported input: `$value`,
    /// `resolutionOrder`, the legacy `value` with `type` (or with an alias
    /// Style Dictionary writes, `{….value}`), Figma's `meta`
    /// with `variables`. The legacy format and Figma's are told by two keys
    /// each, so that other JSON with a `value` or a `meta` (`package.json`,
    /// settings) is left alone.
    static func readsAsInput(_ bytes: [UInt8]) -> Bool {
        if contains(bytes, #""$value""#) || contains(bytes, #""resolutionOrder""#) { return true }
        // Style Dictionary's own alias form (`{color.base.red.value}`) says so without a `type`.
        return (contains(bytes, #""value""#) && (contains(bytes, #""type""#) || contains(bytes, #".value}""#)))
            || readsAsFigma(bytes)
    }

    /// Whether the bytes may be a Figma variables file (`meta` with `variables`).
    static func readsAsFigma(_ bytes: [UInt8]) -> Bool {
        contains(bytes, #""meta""#) && contains(bytes, #""variables""#)
    }

    /// Whether `path` is an asset catalog folder.
    static func isCatalog(_ path: String) -> Bool {
        var trimmed = path
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed.hasSuffix(".xcassets")
    }

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
