import Swatch
import SwatchDiagnostics

/// The response of Figma's `GET /v1/files/:key/variables/local` (and the
/// JSON Figma plugins export in the same shape), as far as Swatch reads it:
/// collections with their modes, and variables with a value per mode. Every
/// part keeps its place in the file, so a finding points at its line and column.
struct FigmaVariables {
    struct Mode {
        var id: String
        var name: Located<String>
    }

    struct Collection {
        var id: String
        var name: Located<String>
        var modes: [Mode]
        var defaultModeID: String?
        /// The collection's key in `variableCollections`.
        var range: SourceRange
        /// An extended collection's `variableOverrides`, which Swatch does
        /// not read (its brands are said by modes instead): where they are.
        var overrides: SourceRange?
        /// A library's collection, which the file uses (`"remote": true`).
        var remote = false

        /// The mode a state takes when nothing else chooses one.
        var defaultMode: Mode? { modes.first { $0.id == defaultModeID } ?? modes.first }
    }

    /// A variable's value in one mode.
    enum Value {
        case color(Color, SourceRange)
        /// `{ "type": "VARIABLE_ALIAS", "id": … }`.
        case alias(id: String, SourceRange)
        /// A number, text or truth value: what a FLOAT, STRING or BOOLEAN variable holds.
        case other(SourceRange)
        /// A value that could not be read, and was reported.
        case unreadable(SourceRange)

        var range: SourceRange {
            switch self {
            case .color(_, let range), .alias(_, let range), .other(let range), .unreadable(let range): range
            }
        }
    }

    struct Variable {
        var id: String
        var name: Located<String>
        var collectionID: String
        /// `COLOR`, `FLOAT`, `STRING`, `BOOLEAN`.
        var resolvedType: Located<String>
        var values: [String: Value]
        var scopes: [Located<String>]
        var description: Located<String>?
        /// The variable's key in `variables`.
        var range: SourceRange
        /// Why it is a primitive only other variables refer to, which needs
        /// no pair: hidden from publishing, or offered in no picker
        /// (`scopes: []`); nil when the file says neither.
        var primitive: String?
        /// A library's variable, which the file uses (`"remote": true`).
        var remote = false

        var isColor: Bool { resolvedType.value == "COLOR" }

        /// How a finding names it: by its Figma name and its id.
        var title: String { "'\(name.value)' (\(id))" }
    }

    var collections: [Collection] = []
    var variables: [Variable] = []
    /// Where the document's `meta` is, for findings about the file as a whole.
    var range: SourceRange

    func collection(_ id: String) -> Collection? { collections.first { $0.id == id } }
}
