// Standard library only: the build plugins compile this file too
// (Plugins/PluginsShared links to it, and to each format's names file:
// `TokenFileNames`, `FigmaFileNames`, `AssetCatalogFileNames`), so that the
// plugin names the files it does not compile exactly as the registry
// recognizes them.

/// Which JSON files are design-system inputs, by name and bytes: what each
/// format's names file says, joined. A format whose files an editor or the
/// plugin should name by their bytes adds its test here.
enum ImportedFileNames {
    /// Whether a file's name alone says it is an imported input.
    static func isNamedInput(_ path: String) -> Bool {
        TokenFileNames.isNamed(path)
    }

    /// Whether a `*.json` file's bytes read as an imported input.
    static func readsAsInput(_ bytes: [UInt8]) -> Bool {
        TokenFileNames.readsAsTokens(bytes) || FigmaFileNames.readsAsVariables(bytes)
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
