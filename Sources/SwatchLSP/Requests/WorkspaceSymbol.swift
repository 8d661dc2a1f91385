import SwatchLSPProtocol
import SwatchModel

/// `workspace/symbol`: the declarations of the open themes whose names contain the query.
struct WorkspaceSymbolRequest: RequestHandler {
    static let method = "workspace/symbol"
    typealias Response = [SymbolInformation]
    static let capabilities = [ServerCapability("workspaceSymbolProvider", true)]

    var query: String

    func answer(in server: LanguageServer) -> Response {
        server.workspaceSymbols(query)
    }
}

struct SymbolInformation: Codable, Sendable {
    var name: String
    var kind: Int
    var location: Location
    var containerName: String?
}

extension LanguageServer {
    /// The declarations of every open theme (and of the bases they extend)
    /// whose names contain `query`, ignoring case: colors, materials,
    /// surfaces and images.
    func workspaceSymbols(_ query: String) -> [SymbolInformation] {
        var converter = DiagnosticConverter(documents: documents, ruleDocumentationBase: nil)
        var seen: Set<String> = []
        var found: [SymbolInformation] = []
        let wanted = query.lowercased()
        for uri in documents.keys.sorted() {
            guard let theme = theme(for: uri) else { continue }
            for declaration in ThemeIndex(theme).declarations
            where wanted.isEmpty || declaration.name.lowercased().contains(wanted) {
                let location = converter.location(declaration.range)
                guard seen.insert("\(location.uri)#\(declaration.kind.rawValue)#\(declaration.name)").inserted else {
                    continue
                }
                found.append(
                    SymbolInformation(
                        name: declaration.name, kind: declaration.kind.symbolKind, location: location,
                        containerName: theme.namespace))
            }
        }
        return found
    }
}
