// Standard library only: the build plugins compile this file too
// (Plugins/PluginsShared links to it), so that the plugin names the
// catalogs it leaves to Xcode exactly as the catalog reader recognizes them,
// and says what this file says of them.

/// Which paths are asset catalogs, by name.
enum AssetCatalogFileNames {
    /// Whether `path` is an asset catalog folder (`*.xcassets`, with or
    /// without a trailing `/`).
    static func isCatalog(_ path: String) -> Bool {
        var trimmed = path
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed.hasSuffix(".xcassets")
    }

    /// A catalog, which Xcode compiles: checked with `swatch check`. A file
    /// in one (a color set's `Contents.json`) is its catalog's, said there.
    static let pluginNotice = PluginNotice(
        recognizes: { path, _ in isCatalog(path) || path.contains(".xcassets/") },
        warning: { path, name in
            guard isCatalog(path) else { return nil }
            return "SwatchPlugin does not check the asset catalog \(path) (Xcode compiles it): check its colors with "
                + "`swatch check \(name)`"
        })
}
