import SwatchDiagnostics
import SwatchLSPProtocol

/// `textDocument/documentSymbol`: the theme's colors, materials, surfaces and
/// images declared in this file, as an outline.
struct DocumentSymbolRequest: RequestHandler {
    static let method = "textDocument/documentSymbol"
    typealias Response = [DocumentSymbol]
    static let capabilities = [ServerCapability("documentSymbolProvider", true)]

    var textDocument: TextDocumentIdentifier

    func answer(in server: LanguageServer) throws -> Response {
        guard let document = try server.document(textDocument.uri), let theme = server.theme(for: document.uri)
        else { return [] }
        let path = DocumentURI.path(of: document.uri)
        var converter = DiagnosticConverter(documents: server.documents, ruleDocumentationBase: nil)
        return ThemeIndex(theme).declarations.filter { $0.range.file == path }
            .map { declaration in
                let range = converter.location(declaration.range).range
                return DocumentSymbol(
                    name: declaration.name, detail: "\(declaration.kind.rawValue): \(declaration.detail)",
                    kind: declaration.kind.symbolKind, range: range, selectionRange: range)
            }
    }
}

struct DocumentSymbol: Codable, Sendable {
    var name: String
    var detail: String?
    /// 14 constant (a color), 5 class (a material), 23 struct (a surface), 13 variable (an image).
    var kind: Int
    var range: LSPRange
    var selectionRange: LSPRange
}
