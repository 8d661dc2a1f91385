// Documents as the client names and sends them.

package struct TextDocumentIdentifier: Codable, Sendable {
    package var uri: String
}

package struct TextDocumentItem: Codable, Sendable {
    package var uri: String
    package var languageId: String?
    package var version: Int
    package var text: String
}

package struct VersionedTextDocumentIdentifier: Codable, Sendable {
    package var uri: String
    package var version: Int?
}

/// An edit of a document: a range and its new text, or (without a range) the
/// whole new text.
package struct TextDocumentContentChangeEvent: Codable, Sendable {
    package var range: LSPRange?
    package var text: String

    package init(range: LSPRange?, text: String) {
        self.range = range
        self.text = text
    }
}
