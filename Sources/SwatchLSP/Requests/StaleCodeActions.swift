import SwatchLSPProtocol

extension LanguageServer {
    /// The quick fixes for a code action request, whichever version of the
    /// document its range and diagnostics are of.
    ///
    /// An editor asks for fixes of the diagnostics it shows, which may be of
    /// an older version than the text the server has (the user typed on;
    /// the new diagnostics are not published yet). Each published diagnostic
    /// carries its version (`data`); a request whose diagnostics are of an
    /// older version has its range mapped through the edits made since
    /// (``DocumentHistory``), and gets the fixes of the current findings
    /// there that are the ones it names: edits at the current text's
    /// offsets. Where the edits since changed the text the range covers, or
    /// the version is no longer kept, it gets none.
    func currentCodeActions(_ document: TextDocument, _ params: CodeActionRequest) -> [CodeAction] {
        let versions = Set(params.context.diagnostics.compactMap { $0.data?.version })
        guard let version = versions.first, versions != [document.version] else {
            return codeActions(document, params)
        }
        // Diagnostics of two versions at once: no one text to map from.
        guard versions.count == 1,
            let range = histories[document.uri]?.map(params.range, from: version, to: document)
        else { return [] }
        var current = params
        current.range = range
        let named = Set(params.context.diagnostics.map { Finding(code: $0.code, message: $0.message) })
        return codeActions(document, current)
            .filter { action in
                action.diagnostics?.contains { named.contains(Finding(code: $0.code, message: $0.message)) } == true
            }
    }

    /// A finding as a client names it back: its rule and message.
    private struct Finding: Hashable {
        var code: String
        var message: String
    }
}
