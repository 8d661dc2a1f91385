import SwatchModel

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
