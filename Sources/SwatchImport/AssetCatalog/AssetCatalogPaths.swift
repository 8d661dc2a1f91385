/// Where an asset catalog's colors are, by path: a color set is a folder
/// `NAME.colorset` (at any depth, as groups are folders) below a
/// `*.xcassets` folder, and its `Contents.json` holds the color.
package enum AssetCatalogPaths {
    /// Whether `path` (relative to a catalog, or whole) is a color set's `Contents.json`.
    package static func isColorSet(_ path: String) -> Bool {
        path.hasSuffix(".colorset/Contents.json")
    }

    /// The catalog holding the color set whose `Contents.json` is at `path`:
    /// the innermost `*.xcassets` folder above it; nil when it is in none.
    package static func catalog(holding path: String) -> String? {
        guard isColorSet(path) else { return nil }
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        while let last = parts.last, !last.hasSuffix(".xcassets") { parts.removeLast() }
        guard let last = parts.last, last.count > ".xcassets".count else { return nil }
        return parts.joined(separator: "/")
    }
}
