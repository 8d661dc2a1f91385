import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchLSPProtocol
import SwatchModel
import SwatchPipeline

/// `textDocument/documentColor`: the color literals of the document, for the editor's swatches and picker.
struct DocumentColorRequest: RequestHandler {
    static let method = "textDocument/documentColor"
    typealias Response = [ColorInformation]
    static let capabilities = [ServerCapability("colorProvider", true)]

    var textDocument: TextDocumentIdentifier

    func answer(in server: LanguageServer) throws -> Response {
        try server.document(textDocument.uri).map { server.documentColors($0) } ?? []
    }
}

struct ColorInformation: Codable, Sendable {
    var range: LSPRange
    var color: LSPColor
}

extension LanguageServer {
    /// Every color literal of the document's colors: where Resolve says each
    /// state's value is written, when it is a literal, read with the parser
    /// the compiler reads literals with.
    func documentColors(_ document: TextDocument) -> [ColorInformation] {
        // The current result only: a theme that no longer reads has no
        // literals where the last one had them.
        guard let theme = currentAnalysis().results[document.uri]?.theme else { return [] }
        let path = DocumentURI.path(of: document.uri)
        var seen: Set<SourceRange> = []
        var found: [ColorInformation] = []
        for color in theme.colors {
            guard let source = color.source else { continue }
            for index in 0..<8 {
                let written = source.value(in: Appearance(index: index))
                guard written.reference == nil, written.range.file == path, seen.insert(written.range).inserted
                else { continue }
                var start = document.offset(
                    of: document.position(line: written.range.start.line, scalarColumn: written.range.start.column))
                var end = document.offset(
                    of: document.position(line: written.range.end.line, scalarColumn: written.range.end.column))
                guard start < end else { continue }
                // The text inside the quotes: what a picked color replaces.
                let quote = document.bytes[start]
                if quote == 0x22 || quote == 0x27, end - start >= 2, document.bytes[end - 1] == quote {
                    start += 1
                    end -= 1
                }
                let text = String(decoding: document.bytes[start..<end], as: UTF8.self)
                guard case .success(let literal) = CSSColorParser.parse(text) else { continue }
                found.append(
                    ColorInformation(
                        range: LSPRange(
                            start: document.position(ofOffset: start), end: document.position(ofOffset: end)),
                        color: LSPColor(
                            red: literal.red, green: literal.green, blue: literal.blue, alpha: literal.alpha)))
            }
        }
        return found.sorted { $0.range.start < $1.range.start }
    }
}
