import Swatch
import SwatchColorTools
import SwatchLSPProtocol

/// `textDocument/colorPresentation`: the text of a color picked in the editor (the capability is `colorProvider`'s,
/// which ``DocumentColorRequest`` announces).
struct ColorPresentationRequest: RequestHandler {
    static let method = "textDocument/colorPresentation"
    typealias Response = [ColorPresentation]?

    var textDocument: TextDocumentIdentifier
    var color: LSPColor
    var range: LSPRange

    func answer(in server: LanguageServer) throws -> Response {
        try server.document(textDocument.uri).map { server.colorPresentations($0, self) }
    }
}

struct ColorPresentation: Codable, Sendable {
    var label: String
    var textEdit: TextEdit?
}

extension LanguageServer {
    /// The picked color in the literal's own notation (``CSSColorNotation``,
    /// the one owner of each notation's text): hex for hex, `rgb()`, `hsl()`,
    /// `oklch()` and `color(display-p3 …)` for themselves; a literal written
    /// otherwise (a named color, `lab()` …) is offered each of those five.
    func colorPresentations(_ document: TextDocument, _ params: ColorPresentationRequest) -> [ColorPresentation] {
        let start = document.offset(of: params.range.start)
        let end = document.offset(of: params.range.end)
        let written = String(decoding: document.bytes[start..<max(start, end)], as: UTF8.self)
        let picked = Color(
            red: params.color.red, green: params.color.green, blue: params.color.blue, alpha: params.color.alpha)
        let notations = CSSColorNotation(of: written).map { [$0] } ?? CSSColorNotation.allCases
        var seen: Set<String> = []
        return notations.map { $0.text(for: picked) }.filter { seen.insert($0).inserted }
            .map { ColorPresentation(label: $0, textEdit: TextEdit(range: params.range, newText: $0)) }
    }
}
