import SwatchDiagnostics
import SwatchLSPProtocol

/// `textDocument/documentHighlight`: in this document, where the color,
/// material, surface or image under the cursor is declared (a write) and
/// each place it is named (a read); a declaration in a base it extends is
/// not in this document, and is left to go to definition.
struct DocumentHighlightRequest: RequestHandler {
    static let method = "textDocument/documentHighlight"
    typealias Response = [DocumentHighlight]?
    static let capabilities = [ServerCapability("documentHighlightProvider", true)]

    var textDocument: TextDocumentIdentifier
    var position: Position

    func answer(in server: LanguageServer) throws -> Response {
        try server.aboutName(at: textDocument, position) { name, document, converter in
            let path = DocumentURI.path(of: document.uri)
            let declared = name.declaration.map { [($0.range, DocumentHighlight.write)] } ?? []
            let named = name.uses.map { ($0, DocumentHighlight.read) }
            return (declared + named).filter { $0.0.file == path }
                .map { DocumentHighlight(range: converter.location($0.0).range, kind: $0.1) }
        }
    }
}

struct DocumentHighlight: Codable, Sendable {
    /// LSP's kinds: 2 a read (a name used), 3 a write (its declaration).
    static let read = 2
    static let write = 3

    var range: LSPRange
    var kind: Int
}
