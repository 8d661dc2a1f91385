import SwatchSupport

extension InputKind {
    /// A Figma variables file (the REST API's `variables/local` response).
    package static let figma = InputKind("figma")
}

extension GivenFile {
    /// A mapping file giving the modes, roles and pairs of every Figma variables file read (`--mapping`).
    package static let mapping = GivenFile(option: "mapping")
}

/// A Figma variables file as the registry reads it: JSON with Figma's shape
/// (a top-level `meta` with `variables`), with a mapping file if one is given.
enum FigmaInput: FormatReader {
    static let kind = InputKind.figma
    static let noun = "Figma file"
    /// A Figma file has no name of its own to watch by; an open one is checked as it is edited.
    static let watchedFiles: [String] = []
    /// A Figma file is JSON, named as a token file is; `ThemeImporter.figmaNamespace` leaves out Figma's own
    /// endings (`.figma.json`, `.variables.json`) from that.
    static let nameSuffixes: [String] = []

    static func recognizes(_ path: String, bytes: () -> [UInt8]?) -> Bool {
        var trimmed = path
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard trimmed.hasSuffix(".json"), let bytes = bytes() else { return false }
        return FigmaFileNames.mayBeVariables(bytes)
    }

    /// An editor checks a JSON document with Figma's two keys, `meta` and
    /// `variables` (``FigmaFileNames``): with `meta` alone it may be any JSON.
    static func isDocument(_ path: String, bytes: [UInt8]) -> Bool {
        path.hasSuffix(".json") && FigmaFileNames.readsAsVariables(bytes)
    }

    static func read(_ source: ThemeSource, in environment: InputEnvironment) -> ImportedInput? {
        guard let figma = ThemeImporter.figma(source, mapping: environment.given[.mapping]) else {
            // `meta` without Figma's shape: a token file after all.
            return TokenFileInput.read(source, in: environment)
        }
        let extra = environment.given[.mapping].map { [$0] } ?? []
        return ImportedInput(kind: kind, source: source, extraSources: extra, document: figma.document)
    }
}
