import SwatchDiagnostics
import SwatchLSPProtocol
import SwatchModel

/// `textDocument/codeAction`: the quick fixes of the findings in a range, in
/// themes, token files and color sets alike (each fix in the file it belongs in).
struct CodeActionRequest: RequestHandler {
    static let method = "textDocument/codeAction"
    typealias Response = [CodeAction]
    static let capabilities = [ServerCapability("codeActionProvider.codeActionKinds", ["quickfix"])]

    var textDocument: TextDocumentIdentifier
    var range: LSPRange
    var context: CodeActionContext

    func answer(in server: LanguageServer) throws -> Response {
        try server.openDocument(textDocument.uri).map { server.currentCodeActions($0, self) } ?? []
    }
}

struct CodeActionContext: Codable, Sendable {
    var diagnostics: [LSPDiagnostic]
}

struct CodeAction: Codable, Sendable {
    var title: String
    var kind: String
    var diagnostics: [LSPDiagnostic]?
    var isPreferred: Bool?
    var edit: WorkspaceEdit
}

extension LanguageServer {
    /// Every fix-it of a finding in `params.range` as a quick fix: the
    /// compiler's replacement of the finding's range, preferred, since it is
    /// the one obvious fix. Then, for a finding about a color whose rule can
    /// be silenced, "turn this rule off for this color": a `rules:` entry in
    /// the color's declaration, when it has none yet (a second `rules:` key
    /// would be a duplicate key).
    func codeActions(_ document: TextDocument, _ params: CodeActionRequest) -> [CodeAction] {
        let found = currentAnalysis().diagnosticsByURI[document.uri] ?? []
        let theme = theme(for: document.uri)
        var converter = DiagnosticConverter(documents: documents, ruleDocumentationBase: ruleDocumentationBase)
        var actions: [CodeAction] = []
        var silencing: [CodeAction] = []
        for diagnostic in found {
            let converted = converter.convert(diagnostic)
            guard Self.overlaps(converted.range, params.range) else { continue }
            if let fixIt = diagnostic.fixIt {
                actions.append(
                    CodeAction(
                        // A guess is offered, never preferred: an editor's "fix all" takes preferred ones.
                        title: fixIt.message, kind: "quickfix", diagnostics: [converted], isPreferred: !fixIt.isGuess,
                        edit: Self.edit(fixIt, of: diagnostic, converter: &converter)))
            }
            if let subject = diagnostic.subject, RuleCatalog.description(of: diagnostic.rule)?.canBeSilenced == true,
                let source = theme?.color(named: subject)?.source,
                let edit = Self.ruleOff(diagnostic.rule, in: source, document: document)
            {
                silencing.append(
                    CodeAction(
                        title: "turn \(diagnostic.rule) off for '\(subject)'", kind: "quickfix",
                        diagnostics: [converted], isPreferred: false,
                        edit: WorkspaceEdit(changes: [document.uri: [edit]])))
            }
        }
        return actions + silencing
    }

    /// A fix-it as a workspace edit of the file it targets, which need not be
    /// the finding's (an imported file's pairs are fixed in its pairs file):
    /// a file it makes is a create operation followed by its text.
    static func edit(_ fixIt: Diagnostic.FixIt, of diagnostic: Diagnostic, converter: inout DiagnosticConverter)
        -> WorkspaceEdit
    {
        let range = fixIt.range(in: diagnostic)
        if fixIt.createsFile {
            let uri = DocumentURI.uri(of: range.file)
            let start = Position(line: 0, character: 0)
            let text = TextEdit(range: LSPRange(start: start, end: start), newText: fixIt.replacement)
            return WorkspaceEdit(changes: [:], documentChanges: [.create(uri: uri), .edit(uri: uri, edits: [text])])
        }
        let location = converter.location(range)
        let others = fixIt.otherEdits.map { edit in
            TextEdit(range: converter.location(edit.range).range, newText: edit.replacement)
        }
        return WorkspaceEdit(
            changes: [location.uri: [TextEdit(range: location.range, newText: fixIt.replacement)] + others])
    }

    /// The edit that adds `rules: { RULE: off }` to the color written at
    /// `source`, following its layout; nil when it has `rules:` already or is
    /// declared in another file.
    static func ruleOff(_ rule: RuleID, in source: ColorSource, document: TextDocument) -> TextEdit? {
        guard source.rules.isEmpty, source.name.range.file == DocumentURI.path(of: document.uri) else { return nil }
        let entry = "rules: { \(rule): \(RuleSetting.Level.off.rawValue) }"
        let nameLine = source.name.range.start.line
        switch source.layout {
        case .block(let column):
            let place = document.position(line: nameLine + 1, scalarColumn: 1)
            return TextEdit(
                range: LSPRange(start: place, end: place),
                newText: String(repeating: " ", count: max(0, column - 1)) + entry + "\n")
        case .flow:
            // After the `{` that opens the color's mapping, on the name's line.
            let line = document.line(nameLine - 1)
            let nameEnd = document.position(line: nameLine, scalarColumn: source.name.range.end.column).character
            let units = Array(line.utf16)
            let open = UInt16(UInt8(ascii: "{"))
            guard let brace = units.indices.first(where: { $0 >= nameEnd && units[$0] == open }) else { return nil }
            let place = Position(line: nameLine - 1, character: brace + 1)
            return TextEdit(range: LSPRange(start: place, end: place), newText: " \(entry),")
        }
    }

    /// Whether two ranges share a position (an empty range touching another counts).
    static func overlaps(_ a: LSPRange, _ b: LSPRange) -> Bool {
        a.start <= b.end && b.start <= a.end
    }
}
