import SwatchDiagnostics

extension LanguageServer {
    /// Where the color, material, surface or image under the cursor is
    /// declared: in this theme, or in a base it extends.
    func definition(_ document: TextDocument, _ position: Position) -> [Location] {
        guard let (word, _) = WordAtPosition.word(in: document, at: position), let theme = theme(for: document.uri),
            let declaration = ThemeIndex(theme).declaration(of: word)
        else { return [] }
        var converter = DiagnosticConverter(documents: documents, ruleDocumentationBase: nil)
        return [converter.location(declaration.range)]
    }

    /// Every place the name under the cursor is used, with its declaration.
    func references(_ document: TextDocument, _ position: Position) -> [Location] {
        guard let (word, _) = WordAtPosition.word(in: document, at: position), let theme = theme(for: document.uri)
        else { return [] }
        let index = ThemeIndex(theme)
        var converter = DiagnosticConverter(documents: documents, ruleDocumentationBase: nil)
        let declared = index.declaration(of: word).map { [$0.range] } ?? []
        return (declared + (index.uses[word] ?? [])).map { converter.location($0) }
    }

    /// The theme's colors, materials, surfaces and images declared in this file, as an outline.
    func documentSymbols(_ document: TextDocument) -> [DocumentSymbol] {
        guard let theme = theme(for: document.uri) else { return [] }
        let path = DocumentURI.path(of: document.uri)
        var converter = DiagnosticConverter(documents: documents, ruleDocumentationBase: nil)
        return ThemeIndex(theme).declarations.filter { $0.range.file == path }
            .map { declaration in
                let range = converter.location(declaration.range).range
                return DocumentSymbol(
                    name: declaration.name, detail: "\(declaration.kind.rawValue): \(declaration.detail)",
                    kind: declaration.kind.symbolKind, range: range, selectionRange: range)
            }
    }
}
