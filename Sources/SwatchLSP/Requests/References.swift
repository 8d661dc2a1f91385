import SwatchDiagnostics
import SwatchLSPProtocol

/// `textDocument/references`: every place the name under the cursor is used, with its declaration.
struct ReferencesRequest: RequestHandler {
    static let method = "textDocument/references"
    typealias Response = [Location]?
    static let capabilities = [ServerCapability("referencesProvider", true)]

    var textDocument: TextDocumentIdentifier
    var position: Position

    func answer(in server: LanguageServer) throws -> Response {
        guard let document = try server.document(textDocument.uri) else { return nil }
        guard let (word, _) = WordAtPosition.word(in: document, at: position),
            let theme = server.theme(for: document.uri)
        else { return [] }
        let index = ThemeIndex(theme)
        var converter = DiagnosticConverter(documents: server.documents, ruleDocumentationBase: nil)
        let declared = index.declaration(of: word).map { [$0.range] } ?? []
        return (declared + (index.uses[word] ?? [])).map { converter.location($0) }
    }
}
