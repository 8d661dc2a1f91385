import SwatchLSPProtocol

extension LanguageServer {
    /// The answer of a request about the name under the cursor (definition,
    /// references, highlights): nil when the document is not open, none
    /// when no name is there, else what `answer` makes of the name, with
    /// the document and a converter of ranges to LSP's.
    func aboutName<Item>(
        at textDocument: TextDocumentIdentifier, _ position: Position,
        _ answer: (NameAtCursor, TextDocument, inout DiagnosticConverter) -> [Item]
    ) throws -> [Item]? {
        guard let document = try document(textDocument.uri) else { return nil }
        guard let name = NameAtCursor(document, position, in: self) else { return [] }
        var converter = DiagnosticConverter(documents: documents, ruleDocumentationBase: nil)
        return answer(name, document, &converter)
    }
}
