import SwatchDiagnostics
import SwatchLSPProtocol

/// `textDocument/rename`: the name under the cursor renamed in every open theme that sees it.
struct RenameRequest: RequestHandler {
    static let method = "textDocument/rename"
    typealias Response = WorkspaceEdit?
    static let capabilities = [ServerCapability("renameProvider", true)]

    var textDocument: TextDocumentIdentifier
    var position: Position
    var newName: String

    func answer(in server: LanguageServer) throws -> Response {
        try server.document(textDocument.uri).flatMap { try server.rename($0, self) }
    }
}

extension LanguageServer {
    /// Renames the color, material, surface or image under the cursor at its
    /// declaration and everywhere it is named, in every open theme that sees
    /// the same declaration (a base and its open brands).
    ///
    /// A new name is refused, with the compiler's reason, when the themes
    /// renamed have an error they did not have: a name the generated API
    /// reserves, one another declaration takes, one that is no valid name.
    /// The compiler decides, so the server keeps no list of its own.
    func rename(_ document: TextDocument, _ params: RenameRequest) throws -> WorkspaceEdit? {
        guard let name = NameAtCursor(document, params.position, in: self), let declared = name.declaration else {
            return nil
        }
        let word = name.name
        var converter = DiagnosticConverter(documents: documents, ruleDocumentationBase: nil)
        var changes: [String: [TextEdit]] = [:]
        var seen: Set<SourceRange> = []
        for uri in documents.keys.sorted() {
            guard let other = self.theme(for: uri) else { continue }
            let index = ThemeIndex(other)
            // The same declaration: a brand sees its base's, where it was written.
            guard let same = index.declaration(of: word), same.range == declared.range else { continue }
            for range in [same.range] + (index.uses[word] ?? []) where seen.insert(range).inserted {
                let location = converter.location(range)
                guard let target = documents[location.uri] else { continue }
                changes[location.uri, default: []]
                    .append(
                        TextEdit(range: Self.insideQuotes(location.range, in: target), newText: params.newName))
            }
        }
        guard !changes.isEmpty else { return nil }
        try refuseNewErrors(changes, renaming: word, to: params.newName)
        return WorkspaceEdit(changes: changes)
    }

    /// Throws the first error the edited themes have that the themes as they
    /// are do not.
    private func refuseNewErrors(_ changes: [String: [TextEdit]], renaming old: String, to new: String) throws {
        var edited = documents
        for (uri, edits) in changes {
            // From the end, so that each edit's range is still where it was.
            for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
                edited[uri]?.apply(TextDocumentContentChangeEvent(range: edit.range, text: edit.newText))
            }
        }
        let before = currentAnalysis().diagnosticsByURI.values.joined()
            .filter { $0.severity == .error }.map(\.message)
        var known = Dictionary(before.map { ($0, 1) }, uniquingKeysWith: +)
        let after = WorkspaceAnalysis.check(documents: edited, workspace: workspace)
        for uri in after.diagnosticsByURI.keys.sorted() {
            for diagnostic in after.diagnosticsByURI[uri]! where diagnostic.severity == .error {
                // A finding that only names the old name anew is the same finding.
                let message = diagnostic.message.replacing("'\(new)'", with: "'\(old)'")
                if let count = known[message], count > 0 {
                    known[message] = count - 1
                    continue
                }
                throw ResponseError(
                    .invalidRequest, "cannot rename '\(old)' to '\(new)': \(diagnostic.message) [\(diagnostic.rule)]")
            }
        }
    }

    /// A quoted name's range without its quotes: the new name goes inside them.
    static func insideQuotes(_ range: LSPRange, in document: TextDocument) -> LSPRange {
        let start = document.offset(of: range.start)
        let end = document.offset(of: range.end)
        guard end - start >= 2, let first = document.bytes[start...].first,
            first == 0x22 || first == 0x27, document.bytes[end - 1] == first
        else { return range }
        return LSPRange(start: document.position(ofOffset: start + 1), end: document.position(ofOffset: end - 1))
    }
}
