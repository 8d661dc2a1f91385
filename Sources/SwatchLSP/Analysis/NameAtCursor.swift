import SwatchDiagnostics
import SwatchLSPProtocol

/// What the navigation requests start from: the name under the cursor and
/// the index of the theme it is written in.
struct NameAtCursor {
    var name: String
    var index: ThemeIndex

    /// Nil on blank or punctuation, or in a theme that has not resolved yet.
    init?(_ document: TextDocument, _ position: Position, in server: LanguageServer) {
        guard let (word, _) = WordAtPosition.word(in: document, at: position),
            let theme = server.theme(for: document.uri)
        else { return nil }
        name = word
        index = ThemeIndex(theme)
    }

    /// Where the name is declared (in this theme, or a base it extends), when it is.
    var declaration: ThemeIndex.Declaration? { index.declaration(of: name) }

    /// Every place the name is used as a value.
    var uses: [SourceRange] { index.uses[name] ?? [] }
}
