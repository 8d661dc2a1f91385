// Edits the server sends: of one document, and of the workspace (with files made).

package struct TextEdit: Codable, Hashable, Sendable {
    package var range: LSPRange
    package var newText: String

    package init(range: LSPRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}

package struct WorkspaceEdit: Codable, Sendable {
    package var changes: [String: [TextEdit]]
    /// Edits with file operations: what a fix that makes a file needs (a
    /// client that takes them applies these rather than ``changes``).
    package var documentChanges: [DocumentChange]?

    package init(changes: [String: [TextEdit]], documentChanges: [DocumentChange]? = nil) {
        self.changes = changes
        self.documentChanges = documentChanges
    }
}

/// One entry of `documentChanges`: a file made, or a document's edits.
package enum DocumentChange: Codable, Sendable {
    case create(uri: String)
    case edit(uri: String, edits: [TextEdit])

    private enum CodingKeys: String, CodingKey { case kind, uri, options, textDocument, edits, version }
    private struct CreateOptions: Codable { var overwrite: Bool, ignoreIfExists: Bool }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .create(let uri):
            try container.encode("create", forKey: .kind)
            try container.encode(uri, forKey: .uri)
            // A file made meanwhile is kept, and the edit then goes into it.
            try container.encode(CreateOptions(overwrite: false, ignoreIfExists: true), forKey: .options)
        case .edit(let uri, let edits):
            var document = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .textDocument)
            try document.encode(uri, forKey: .uri)
            // No version: the file is not open in the client.
            try document.encodeNil(forKey: .version)
            try container.encode(edits, forKey: .edits)
        }
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if try container.decodeIfPresent(String.self, forKey: .kind) == "create" {
            self = .create(uri: try container.decode(String.self, forKey: .uri))
        } else {
            let document = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: .textDocument)
            self = .edit(
                uri: try document.decode(String.self, forKey: .uri),
                edits: try container.decode([TextEdit].self, forKey: .edits))
        }
    }
}
