import SwatchDiagnostics
import SwatchSupport
import SwatchSyntax

extension InputKind {
    /// A Material Theme Builder export (its JSON: `schemes` with `coreColors`, `seed` or `source`).
    package static let materialTheme = InputKind("materialTheme")
}

/// A Material Theme Builder export: JSON Swatch recognizes and does not
/// read. Its schemes hold every Material role for light and dark, at
/// standard, medium and high contrast; read as a token file, it would be
/// "a file that holds no tokens", which sends its reader looking for a
/// missing `$type`. It is said once, at the file, for what it is and how
/// its colors become a theme Swatch checks (docs/import.md › Material
/// Theme Builder).
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
        ImportedInput(kind: kind, source: source, extraSources: [], document: Unread(file: source.path))
    }

    /// The export, unread: its one finding, and no theme to check.
    struct Unread: CheckableInput {
        var file: String

        func check<Checker: ImportedThemeChecker>(with checker: Checker) -> Checker.Checked {
            let finding = Diagnostic(
                .themeUnread,
                "nothing in this file is checked: it is a Material Theme Builder export, a format Swatch does not "
                    + "read; to check its colors, write the roles the app draws with as a theme (*.theme.yaml): "
                    + "light and dark values from the schemes 'light' and 'dark', increasedContrast from "
                    + "'light-high-contrast' and 'dark-high-contrast'",
                at: SourceRange(file: file, start: .start))
            return checker.check(imported: nil, diagnostics: [finding])
        }
    }
}
