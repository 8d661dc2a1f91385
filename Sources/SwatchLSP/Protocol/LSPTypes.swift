// The Language Server Protocol 3.17's structures that this server reads or
// writes, with the fields it uses; a client's other fields are ignored.

/// A place in a document: 0-based line, and character in UTF-16 code units.
package struct Position: Codable, Hashable, Sendable, Comparable {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// A span of a document, its end exclusive.
package struct LSPRange: Codable, Hashable, Sendable {
    package var start: Position
    package var end: Position

    package init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

package struct Location: Codable, Hashable, Sendable {
    package var uri: String
    package var range: LSPRange
}

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

package struct DidOpenTextDocumentParams: Codable, Sendable {
    package var textDocument: TextDocumentItem
}

package struct DidChangeTextDocumentParams: Codable, Sendable {
    package var textDocument: VersionedTextDocumentIdentifier
    package var contentChanges: [TextDocumentContentChangeEvent]
}

package struct DidCloseTextDocumentParams: Codable, Sendable {
    package var textDocument: TextDocumentIdentifier
}

package struct TextDocumentPositionParams: Codable, Sendable {
    package var textDocument: TextDocumentIdentifier
    package var position: Position
}

package struct TextDocumentParams: Codable, Sendable {
    package var textDocument: TextDocumentIdentifier
}

package struct CancelParams: Codable, Sendable {
    package var id: RequestID
}

package struct WorkspaceFolder: Codable, Sendable {
    package var uri: String
    package var name: String?
}

package struct InitializeParams: Codable, Sendable {
    package var processId: Int?
    package var rootUri: String?
    package var rootPath: String?
    package var workspaceFolders: [WorkspaceFolder]?
    package var initializationOptions: InitializationOptions?
    package var capabilities: ClientCapabilities?
}

/// The client's capabilities the server reads: whether it watches files for the server.
package struct ClientCapabilities: Codable, Sendable {
    package struct Workspace: Codable, Sendable {
        package var didChangeWatchedFiles: DynamicRegistration?
    }

    package struct DynamicRegistration: Codable, Sendable {
        package var dynamicRegistration: Bool?
    }

    package var workspace: Workspace?
}

package struct FileSystemWatcher: Codable, Sendable {
    package var globPattern: String
}

package struct DidChangeWatchedFilesRegistrationOptions: Codable, Sendable {
    package var watchers: [FileSystemWatcher]
}

package struct Registration: Codable, Sendable {
    package var id: String
    package var method: String
    package var registerOptions: DidChangeWatchedFilesRegistrationOptions
}

package struct RegistrationParams: Codable, Sendable {
    package var registrations: [Registration]
}

/// A request the server sends.
package struct RequestMessage<Params: Encodable>: Encodable {
    package var id: RequestID
    package var method: String
    package var params: Params

    private enum CodingKeys: String, CodingKey { case jsonrpc, id, method, params }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        try container.encode(id, forKey: .id)
        try container.encode(method, forKey: .method)
        try container.encode(params, forKey: .params)
    }
}

/// What `initializationOptions` may set (docs/editors.md).
package struct InitializationOptions: Codable, Sendable {
    /// Where the rule pages are, ending in `/`: `https://example.org/swatch/docs/rules/`.
    package var ruleDocumentationBase: String?
}

package struct ServerInfo: Codable, Sendable {
    package var name: String
    package var version: String
}

package struct TextDocumentSyncOptions: Codable, Sendable {
    package var openClose: Bool
    /// 2: incremental.
    package var change: Int
    package var save: Bool
}

package struct CompletionOptions: Codable, Sendable {
    package var triggerCharacters: [String]
}

package struct CodeActionOptions: Codable, Sendable {
    package var codeActionKinds: [String]
}

package struct ServerCapabilities: Codable, Sendable {
    package var positionEncoding: String
    package var textDocumentSync: TextDocumentSyncOptions
    package var hoverProvider: Bool
    package var completionProvider: CompletionOptions
    package var codeActionProvider: CodeActionOptions
    package var colorProvider: Bool
    package var definitionProvider: Bool
    package var referencesProvider: Bool
    package var documentSymbolProvider: Bool
    package var renameProvider: Bool
    package var workspaceSymbolProvider: Bool
}

package struct InitializeResult: Codable, Sendable {
    package var capabilities: ServerCapabilities
    package var serverInfo: ServerInfo
}

package struct LogMessageParams: Codable, Sendable {
    /// 1 error, 2 warning, 3 info, 4 log.
    package var type: Int
    package var message: String
}

package struct CodeDescription: Codable, Hashable, Sendable {
    package var href: String
}

package struct DiagnosticRelatedInformation: Codable, Hashable, Sendable {
    package var location: Location
    package var message: String
}

package struct LSPDiagnostic: Codable, Hashable, Sendable {
    package var range: LSPRange
    /// 1 error, 2 warning, 3 information, 4 hint.
    package var severity: Int
    package var code: String
    package var codeDescription: CodeDescription?
    package var source: String
    package var message: String
    package var relatedInformation: [DiagnosticRelatedInformation]?
    package var data: DiagnosticData?
}

/// What the server keeps in a diagnostic it publishes, which the client
/// hands back with a code action request: the document version whose text
/// its range is of. Read leniently: a client may send another server's
/// diagnostics, with data of their own.
package struct DiagnosticData: Codable, Hashable, Sendable {
    package var version: Int?

    package init(version: Int) { self.version = version }

    package init(from decoder: any Decoder) throws {
        let container = try? decoder.container(keyedBy: CodingKeys.self)
        version = try? container?.decodeIfPresent(Int.self, forKey: .version)
    }
}

package struct PublishDiagnosticsParams: Codable, Sendable {
    package var uri: String
    package var version: Int?
    package var diagnostics: [LSPDiagnostic]
}

package struct MarkupContent: Codable, Sendable {
    package var kind: String
    package var value: String
}

package struct Hover: Codable, Sendable {
    package var contents: MarkupContent
    package var range: LSPRange?
}

package struct TextEdit: Codable, Hashable, Sendable {
    package var range: LSPRange
    package var newText: String
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

package struct CodeActionContext: Codable, Sendable {
    package var diagnostics: [LSPDiagnostic]
}

package struct CodeActionParams: Codable, Sendable {
    package var textDocument: TextDocumentIdentifier
    package var range: LSPRange
    package var context: CodeActionContext
}

package struct CodeAction: Codable, Sendable {
    package var title: String
    package var kind: String
    package var diagnostics: [LSPDiagnostic]?
    package var isPreferred: Bool?
    package var edit: WorkspaceEdit
}

package struct CompletionItem: Codable, Hashable, Sendable {
    package var label: String
    /// 5 field, 12 value, 16 color, 14 keyword.
    package var kind: Int
    package var detail: String?
}

package struct CompletionList: Codable, Sendable {
    package var isIncomplete: Bool
    package var items: [CompletionItem]
}

package struct LSPColor: Codable, Hashable, Sendable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double
}

package struct ColorInformation: Codable, Sendable {
    package var range: LSPRange
    package var color: LSPColor
}

package struct ColorPresentationParams: Codable, Sendable {
    package var textDocument: TextDocumentIdentifier
    package var color: LSPColor
    package var range: LSPRange
}

package struct ColorPresentation: Codable, Sendable {
    package var label: String
    package var textEdit: TextEdit?
}

package struct ReferenceParams: Codable, Sendable {
    package var textDocument: TextDocumentIdentifier
    package var position: Position
}

package struct WorkspaceSymbolParams: Codable, Sendable {
    package var query: String
}

package struct SymbolInformation: Codable, Sendable {
    package var name: String
    package var kind: Int
    package var location: Location
    package var containerName: String?
}

package struct RenameParams: Codable, Sendable {
    package var textDocument: TextDocumentIdentifier
    package var position: Position
    package var newName: String
}

package struct DocumentSymbol: Codable, Sendable {
    package var name: String
    package var detail: String?
    /// 14 constant (a color), 5 class (a material), 23 struct (a surface), 13 variable (an image).
    package var kind: Int
    package var range: LSPRange
    package var selectionRange: LSPRange
}
