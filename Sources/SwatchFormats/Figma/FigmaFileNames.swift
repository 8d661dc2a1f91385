// Standard library only: the build plugins compile this file too
// (Plugins/PluginsShared links to it), so that the plugin names the Figma
// files it does not compile exactly as the Figma reader's folder names them,
// and says what this file says of them.

/// Which files are Figma variables files, by bytes (their names are any
/// `*.json`).
enum FigmaFileNames {
    /// Whether the bytes may be a Figma variables file, as the reader tries
    /// one: a `meta` key, or `variableCollections` (`meta`'s content without
    /// the envelope). The reader then reads Figma's shape, or, without it,
    /// the file as a token file.
    static func mayBeVariables(_ bytes: [UInt8]) -> Bool {
        ImportedFileNames.contains(bytes, #""meta""#) || ImportedFileNames.contains(bytes, #""variableCollections""#)
    }

    /// Whether the bytes read as a Figma variables file where nothing reads
    /// the file to tell (the build plugin, an editor's open document):
    /// `meta` (or `variableCollections`) with `variables`, two keys, so that
    /// other JSON with a `meta` (`package.json`, settings) is left alone.
    static func readsAsVariables(_ bytes: [UInt8]) -> Bool {
        mayBeVariables(bytes) && ImportedFileNames.contains(bytes, #""variables""#)
    }

    /// A `*.json` reading as Figma variables: its themes are written with `swatch import figma`.
    static let pluginNotice = PluginNotice(
        recognizes: { path, bytes in path.hasSuffix(".json") && readsAsVariables(bytes()) },
        warning: { path, name in
            "SwatchPlugin compiles *.theme.yaml files only, so the Figma variables file \(path) is not "
                + "compiled: write its themes with `swatch import figma \(name) --output DIR` and add them to "
                + "the target, or move the file out of it"
        })
}
