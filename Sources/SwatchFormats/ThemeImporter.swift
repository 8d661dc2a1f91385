import SwatchDiagnostics
import SwatchSupport
import SwatchSyntax

/// The other inputs `swatch check` reads besides themes — Design Tokens
/// files, Xcode asset catalogs and Figma variables files, each read in its
/// format's folder (`DTCG/`, `AssetCatalog/`, `Figma/`) — turned into the
/// model a theme decodes to, so that the same resolver and checker judge
/// them. Pure: bytes in (the CLI reads the files), a ``ThemeAST`` and
/// located diagnostics out.
public enum ThemeImporter {
    /// The namespace of an imported file: its name without folders and
    /// extensions (`Brand.tokens.json` → `Brand`, `Assets.xcassets` → `Assets`).
    package static func namespace(of path: String) -> String {
        var name = path
        while name.hasSuffix("/") { name.removeLast() }
        name = String(name.split(separator: "/").last ?? "")
        for suffix in InputFormats.all.flatMap({ $0.nameSuffixes }) where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }

    /// Reads the pairs file `pairs` onto an imported theme: roles, `on:` pairs, targets.
    static func apply(_ pairs: ThemeSource, to theme: inout ImportedTheme) -> [Diagnostic] {
        let (root, diagnostics) = YAMLReader().read(pairs.bytes, file: pairs.path)
        guard let root else { return diagnostics }
        var file = PairsFile()
        file.apply(root, to: &theme)
        return diagnostics + file.diagnostics
    }
}
