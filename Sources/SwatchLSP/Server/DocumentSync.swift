import SwatchLSPProtocol

/// The documents the client has open, kept as it edits them (incrementally),
/// and the workspace read again when a file on disk changes.
struct DidOpenTextDocumentNotification: NotificationHandler {
    static let method = "textDocument/didOpen"
    static let capabilities = [ServerCapability("textDocumentSync.openClose", true)]

    var textDocument: TextDocumentItem

    func handle(in server: LanguageServer) {
        let item = textDocument
        server.documents[item.uri] = TextDocument(uri: item.uri, version: item.version, text: item.text)
        server.histories[item.uri] = DocumentHistory()
        // Checked at once, so that a theme opened and edited before a pause
        // has a resolved version for completion to read.
        server.refreshAnalysis()
    }
}

struct DidChangeTextDocumentNotification: NotificationHandler {
    static let method = "textDocument/didChange"
    /// 2: incremental.
    static let capabilities = [ServerCapability("textDocumentSync.change", 2)]

    var textDocument: VersionedTextDocumentIdentifier
    var contentChanges: [TextDocumentContentChangeEvent]

    func handle(in server: LanguageServer) {
        guard var document = server.documents[textDocument.uri] else {
            server.log(.warning, "a change to \(textDocument.uri), which is not open: ignored")
            return
        }
        for change in contentChanges {
            server.histories[document.uri, default: DocumentHistory()].record(document.apply(change))
        }
        document.version = textDocument.version ?? document.version + 1
        server.documents[document.uri] = document
        server.stale = true
    }
}

struct DidCloseTextDocumentNotification: NotificationHandler {
    static let method = "textDocument/didClose"

    var textDocument: TextDocumentIdentifier

    func handle(in server: LanguageServer) {
        server.documents[textDocument.uri] = nil
        server.lastThemes[textDocument.uri] = nil
        server.histories[textDocument.uri] = nil
        server.stale = true
    }
}

/// A file saved: a closed base or brand may now read otherwise.
struct DidSaveTextDocumentNotification: NotificationHandler {
    static let method = "textDocument/didSave"
    static let capabilities = [ServerCapability("textDocumentSync.save", true)]

    func handle(in server: LanguageServer) {
        server.rescanWorkspace()
    }
}

/// A file on disk changed (the watchers `initialized` registers).
struct DidChangeWatchedFilesNotification: NotificationHandler {
    static let method = "workspace/didChangeWatchedFiles"

    func handle(in server: LanguageServer) {
        server.rescanWorkspace()
    }
}
