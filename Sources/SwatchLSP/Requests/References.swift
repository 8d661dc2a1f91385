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
        try server.aboutName(at: textDocument, position) { name, _, converter in
            ((name.declaration.map { [$0.range] } ?? []) + name.uses).map { converter.location($0) }
        }
    }
}
