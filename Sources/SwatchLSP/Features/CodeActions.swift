import SwatchDiagnostics

extension LanguageServer {
    /// Every fix-it of a finding in `params.range` as a quick fix: the
    /// compiler's replacement of the finding's range, preferred, since it is
    /// the one obvious fix.
    func codeActions(_ document: TextDocument, _ params: CodeActionParams) -> [CodeAction] {
        let found = currentAnalysis().diagnosticsByURI[document.uri] ?? []
        var converter = DiagnosticConverter(documents: documents, ruleDocumentationBase: ruleDocumentationBase)
        return found.compactMap { diagnostic in
            guard let fixIt = diagnostic.fixIt else { return nil }
            let converted = converter.convert(diagnostic)
            guard Self.overlaps(converted.range, params.range) else { return nil }
            return CodeAction(
                title: fixIt.message, kind: "quickfix", diagnostics: [converted], isPreferred: true,
                edit: WorkspaceEdit(changes: [
                    document.uri: [TextEdit(range: converted.range, newText: fixIt.replacement)]
                ]))
        }
    }

    /// Whether two ranges share a position (an empty range touching another counts).
    static func overlaps(_ a: LSPRange, _ b: LSPRange) -> Bool {
        a.start <= b.end && b.start <= a.end
    }
}
