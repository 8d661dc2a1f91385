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

    /// Whether `path` is a group folder's `Contents.json`: a folder of a
    /// catalog that is no asset (`NAME.colorset`, `NAME.imageset` …), whose
    /// `provides-namespace` names the colors below it.
    package static func isGroup(_ path: String) -> Bool {
        guard path.hasSuffix("/Contents.json") else { return false }
        let parts = path.split(separator: "/").dropLast()
        guard let folder = parts.last, !folder.hasSuffix(".xcassets") else { return false }
        return !folder.contains(".") && parts.contains { $0.hasSuffix(".xcassets") }
    }

    /// The name of the color set whose `Contents.json` is at `path`: its
    /// folder's name without `.colorset`, after the names of the groups
    /// above it that provide a namespace (`namespaces`: their folders).
    package static func colorName(of path: String, namespaces: Set<String>) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast()
        let set = parts.removeLast()
        var name = String(set.dropLast(".colorset".count))
        while let last = parts.last, !last.hasSuffix(".xcassets") {
            let folder = parts.joined(separator: "/")
            if namespaces.contains(folder) { name = last + "/" + name }
            parts.removeLast()
        }
        return name
    }

    /// Whether the file at `path` (below a catalog) is one a catalog is read
    /// from: a color set's `Contents.json`, or a group's, whose namespace
    /// names the colors below it. Every walk of a catalog asks this.
    package static func isRead(_ path: String) -> Bool {
        isColorSet(path) || isGroup(path)
    }

    /// Where a catalog's pairs file is when none is given: beside the
    /// catalog, named as it is (`App/Assets.xcassets` → `App/Assets.pairs.yaml`).
    package static func pairsFile(forCatalog path: String) -> String {
        var folder = path
        while folder.hasSuffix("/") { folder.removeLast() }
        let parent = folder.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let name = ThemeImporter.namespace(of: path) + ".pairs.yaml"
        return parent.isEmpty ? name : parent + "/" + name
    }
}
