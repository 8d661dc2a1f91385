import SwatchLSPProtocol

/// Every message the server handles, listed once: ``LanguageServer``
/// dispatches by it and `initialize` announces the capabilities its entries
/// declare. A new request is a type conforming to ``RequestHandler`` in this
/// folder and a line here.
enum MessageTable {
    static let requests: [any RequestHandler.Type] = [
        InitializeRequest.self,
        ShutdownRequest.self,
        HoverRequest.self,
        CompletionRequest.self,
        CodeActionRequest.self,
        DocumentColorRequest.self,
        ColorPresentationRequest.self,
        DefinitionRequest.self,
        ReferencesRequest.self,
        DocumentHighlightRequest.self,
        DocumentSymbolRequest.self,
        WorkspaceSymbolRequest.self,
        RenameRequest.self,
    ]

    static let notifications: [any NotificationHandler.Type] = [
        InitializedNotification.self,
        ExitNotification.self,
        CancelRequestNotification.self,
        DidOpenTextDocumentNotification.self,
        DidChangeTextDocumentNotification.self,
        DidCloseTextDocumentNotification.self,
        DidSaveTextDocumentNotification.self,
        DidChangeWatchedFilesNotification.self,
    ]

    static let requestsByMethod = Dictionary(uniqueKeysWithValues: requests.map { ($0.method, $0) })
    static let notificationsByMethod = Dictionary(uniqueKeysWithValues: notifications.map { ($0.method, $0) })

    /// What `initialize` answers with: each entry's capabilities.
    static var capabilities: ServerCapabilities {
        ServerCapabilities(requests.flatMap { $0.capabilities } + notifications.flatMap { $0.capabilities })
    }
}
