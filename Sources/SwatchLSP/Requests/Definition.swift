import SwatchDiagnostics
import SwatchLSPProtocol

/// `textDocument/definition`: where the color, material, surface or image
/// under the cursor is declared, in this theme or in a base it extends.
struct DefinitionRequest: RequestHandler {
    static let method = "textDocument/definition"
    typealias Response = [Location]?
    static let capabilities = [ServerCapability("definitionProvider", true)]

    var textDocument: TextDocumentIdentifier
    var position: Position

    func answer(in server: LanguageServer) throws -> Response {
        guard let document = try server.document(textDocument.uri) else { return nil }
        guard let declaration = NameAtCursor(document, position, in: server)?.declaration else { return [] }
        var converter = DiagnosticConverter(documents: server.documents, ruleDocumentationBase: nil)
        return [converter.location(declaration.range)]
    }
}
