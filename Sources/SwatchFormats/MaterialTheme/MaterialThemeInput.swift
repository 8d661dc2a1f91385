import SwatchDiagnostics
import SwatchSupport
import SwatchSyntax

extension InputKind {
    /// A Material Theme Builder export (its JSON: `schemes` with `coreColors`, `seed` or `source`).
    package static let materialTheme = InputKind("materialTheme")
}

/// A Material Theme Builder export as the registry reads it: its schemes
/// placed as appearances, its roles paired as Material's documentation
/// pairs them (docs/import.md › Material Theme Builder).
enum MaterialThemeInput: FormatReader {
    static let kind = InputKind.materialTheme
    static let noun = "Material Theme Builder file"
    /// Its name is any `*.json`; an open one is checked as it is edited.
    static let watchedFiles: [String] = []
    static let nameSuffixes: [String] = []

    /// A `*.json` with `schemes` and one of the keys Material Theme Builder
    /// writes beside it (`coreColors`, `seed`, or `source` before 2024), and
    /// no token: a token file may have a group named `schemes`.
    static func recognizes(_ path: String, bytes: () -> [UInt8]?) -> Bool {
        guard path.hasSuffix(".json"), let bytes = bytes() else { return false }
        return ImportedFileNames.contains(bytes, #""schemes""#)
            && [#""coreColors""#, #""seed""#, #""source""#].contains { ImportedFileNames.contains(bytes, $0) }
            && !TokenFileNames.readsAsTokens(bytes)
    }

    static func read(_ source: ThemeSource, in environment: InputEnvironment) -> ImportedInput? {
        ImportedInput(
            kind: kind, source: source, extraSources: [], document: ThemeImporter.materialTheme(source))
    }
}
