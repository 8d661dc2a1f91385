// Standard library only: the build plugins compile this file too
// (Plugins/PluginsShared links to it), so that the plugin names the
// catalogs it leaves to Xcode exactly as the catalog reader recognizes them.

/// Which paths are asset catalogs, by name.
enum AssetCatalogFileNames {
    /// Whether `path` is an asset catalog folder (`*.xcassets`, with or
    /// without a trailing `/`).
    static func isCatalog(_ path: String) -> Bool {
        var trimmed = path
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed.hasSuffix(".xcassets")
    }
}
