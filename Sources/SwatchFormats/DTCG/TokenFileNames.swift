// Standard library only: the build plugins compile this file too
// (Plugins/PluginsShared links to it), so that the plugin names the token
// files it does not compile exactly as the token reader's folder names them,
// and says what this file says of them.

/// Which files are Design Tokens inputs (token files in every dialect,
/// resolver documents, Tokens Studio's themes), by name and by bytes.
enum TokenFileNames {
    /// Whether a file's name alone says it is one: `*.tokens.json`,
    /// `*.tokens.json5` (Style Dictionary's JSON5 sources), `*.resolver.json`,
    /// Tokens Studio's `$themes.json`.
    static func isNamed(_ path: String) -> Bool {
        path.hasSuffix(".tokens.json") || path.hasSuffix(".tokens.json5") || path.hasSuffix(".resolver.json")
            || path == "$themes.json"
            || path.hasSuffix("/$themes.json")
    }

    /// Whether a `*.json` file's bytes read as one: `$value`,
    /// `resolutionOrder`, the legacy `value` with `type` (or with an alias
    /// Style Dictionary writes, `{….value}`). The legacy format is told by
    /// two keys, so that other JSON with a `value` (`package.json`,
    /// settings) is left alone.
    static func readsAsTokens(_ bytes: [UInt8]) -> Bool {
        if ImportedFileNames.contains(bytes, #""$value""#) || ImportedFileNames.contains(bytes, #""resolutionOrder""#) {
            return true
        }
        // Style Dictionary's own alias form (`{color.base.red.value}`) says so without a `type`.
        return ImportedFileNames.contains(bytes, #""value""#)
            && (ImportedFileNames.contains(bytes, #""type""#) || ImportedFileNames.contains(bytes, #".value}""#))
    }

    /// A token file by its name (`*.tokens.json5` too), or a `*.json` reading as tokens:
    /// Swatch checks it, but makes no Swift of it.
    static let pluginNotice = PluginNotice(
        recognizes: { path, bytes in isNamed(path) || (path.hasSuffix(".json") && readsAsTokens(bytes())) },
        warning: { path, name in
            "SwatchPlugin compiles *.theme.yaml files only, so the design-tokens file \(path) is not "
                + "compiled (Swatch checks token files, `swatch check \(name)`, but makes no Swift of them): "
                + "write the theme the app uses as a *.theme.yaml, or move the file out of the target"
        })
}
