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
        try server.aboutName(at: textDocument, position) { name, _, converter in
            name.declaration.map { [converter.location($0.range)] } ?? []
        }
    }
}
