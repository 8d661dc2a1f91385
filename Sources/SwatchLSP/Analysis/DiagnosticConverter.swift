import SwatchDiagnostics
import SwatchLSPProtocol
import SwatchPipeline
import SwatchSupport

/// The compiler's diagnostics as LSP's: ranges in UTF-16 columns of the file
/// each is in (open, or read from disk), the rule as `code` with its page,
/// notes as related information.
struct DiagnosticConverter {
    var documents: [String: TextDocument] {
        didSet { uris = [:] }
    }
    var ruleDocumentationBase: String?
    /// Files on disk that diagnostics point into, read once per conversion.
    private var files: [String: TextDocument] = [:]
    /// Each file's URI, by path, found once per conversion: a hundred
    /// failing pairs give two hundred diagnostics and their notes, nearly
    /// all in one file, and spelling its URI was half the conversion.
    private var uris: [String: String] = [:]
    /// Each rule's page, found once per conversion: a token file's hundreds
    /// of findings are of a few rules.
    private var pages: [RuleID: String?] = [:]

    init(documents: [String: TextDocument], ruleDocumentationBase: String?) {
        self.documents = documents
        self.ruleDocumentationBase = ruleDocumentationBase
    }

    mutating func convert(_ diagnostic: Diagnostic) -> LSPDiagnostic {
        let related = diagnostic.notes.map { note in
            DiagnosticRelatedInformation(location: location(note.range ?? diagnostic.range), message: note.message)
        }
        return LSPDiagnostic(
            range: location(diagnostic.range).range,
            severity: Self.severity(diagnostic.severity),
            code: diagnostic.rule.rawValue,
            codeDescription: page(of: diagnostic.rule).map(CodeDescription.init),
            source: "swatch",
            message: diagnostic.message,
            relatedInformation: related.isEmpty ? nil : related)
    }

    /// `range` as an LSP location.
    mutating func location(_ range: SourceRange) -> Location {
        let uri = self.uri(ofPath: range.file)
        let document = text(of: uri, path: range.file)
        return Location(
            uri: uri,
            range: LSPRange(
                start: document.position(line: range.start.line, scalarColumn: range.start.column),
                end: document.position(line: range.end.line, scalarColumn: range.end.column)))
    }

    static func severity(_ severity: Diagnostic.Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    private mutating func page(of rule: RuleID) -> String? {
        if let known = pages[rule] { return known }
        let page = RulePages.page(of: rule, base: ruleDocumentationBase)
        pages[rule] = page
        return page
    }

    private mutating func uri(ofPath path: String) -> String {
        if let known = uris[path] { return known }
        var uri = DocumentURI.uri(of: path)
        // A document whose URI is spelled otherwise (`untitled:`, another
        // percent-encoding) is found by its path.
        if documents[uri] == nil { uri = documents.keys.first { DocumentURI.path(of: $0) == path } ?? uri }
        uris[path] = uri
        return uri
    }

    private mutating func text(of uri: String, path: String) -> TextDocument {
        if let document = documents[uri] { return document }
        if let file = files[path] { return file }
        let bytes = ThemeSource(contentsOf: path)?.bytes ?? []
        let file = TextDocument(uri: uri, version: 0, text: String(decoding: bytes, as: UTF8.self))
        files[path] = file
        return file
    }
}
