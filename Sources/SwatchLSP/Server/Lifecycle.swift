import SwatchFormats
import SwatchLSPProtocol
import SwatchPipeline
import SwatchSupport

/// `initialize`: the workspace's folders read, and the capabilities of every
/// message in ``MessageTable`` answered.
struct InitializeRequest: RequestHandler {
    static let method = "initialize"
    typealias Response = InitializeResult
    static let capabilities = [ServerCapability("positionEncoding", "utf-16")]

    var processId: Int?
    var rootUri: String?
    var rootPath: String?
    var workspaceFolders: [WorkspaceFolder]?
    var initializationOptions: InitializationOptions?
    var capabilities: ClientCapabilities?

    func answer(in server: LanguageServer) -> Response {
        server.state = .running
        var folders = workspaceFolders?.map(\.uri) ?? []
        if folders.isEmpty, let rootUri { folders = [rootUri] }
        server.roots = folders.map(DocumentURI.path(of:))
        if server.roots.isEmpty, let rootPath { server.roots = [rootPath] }
        if let base = initializationOptions?.ruleDocumentationBase { server.ruleDocumentationBase = base }
        server.watchesFiles = capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration == true
        if server.readsWorkspace { server.workspace = WorkspaceThemes.scan(server.roots) }
        return InitializeResult(
            capabilities: MessageTable.capabilities,
            serverInfo: ServerInfo(name: "swatch", version: SwatchVersion.current))
    }
}

struct ShutdownRequest: RequestHandler {
    static let method = "shutdown"
    typealias Response = Empty?

    func answer(in server: LanguageServer) -> Response {
        server.state = .shutDown
        return nil
    }
}

struct InitializedNotification: NotificationHandler {
    static let method = "initialized"

    /// A theme's base or brand, a token file a resolver reads, or another
    /// color set of a catalog may change on disk while only the other is
    /// open: the client is asked to say so, when it can.
    func handle(in server: LanguageServer) {
        guard server.watchesFiles else { return }
        server.send(
            RequestMessage(
                id: .string("swatch-watch-themes"), method: "client/registerCapability",
                params: RegistrationParams(registrations: [
                    Registration(
                        id: "swatch-themes", method: DidChangeWatchedFilesNotification.method,
                        // Themes, and what the registry of formats says a check of an import reads.
                        registerOptions: DidChangeWatchedFilesRegistrationOptions(
                            watchers: (["**/*.theme.yaml", "**/*.theme.yml"] + InputFormats.watchedFiles)
                                .map { FileSystemWatcher(globPattern: $0) }))
                ])))
    }
}

/// `exit`: handled in every state (the server's exit status says whether `shutdown` came first).
struct ExitNotification: NotificationHandler {
    static let method = "exit"

    func handle(in server: LanguageServer) {
        server.exitCode = server.state == .shutDown ? 0 : 1
    }
}

struct CancelRequestNotification: NotificationHandler {
    static let method = "$/cancelRequest"

    var id: RequestID

    func handle(in server: LanguageServer) {
        server.cancelled.insert(id)
    }
}

struct WorkspaceFolder: Codable, Sendable {
    var uri: String
    var name: String?
}

/// The client's capabilities the server reads: whether it watches files for the server.
struct ClientCapabilities: Codable, Sendable {
    struct Workspace: Codable, Sendable {
        var didChangeWatchedFiles: DynamicRegistration?
    }

    struct DynamicRegistration: Codable, Sendable {
        var dynamicRegistration: Bool?
    }

    var workspace: Workspace?
}

/// What `initializationOptions` may set (docs/editors.md).
struct InitializationOptions: Codable, Sendable {
    /// Where the rule pages are, ending in `/`: `https://example.org/swatch/docs/rules/`.
    var ruleDocumentationBase: String?
}

struct ServerInfo: Codable, Sendable {
    var name: String
    var version: String
}

struct InitializeResult: Encodable, Sendable {
    var capabilities: ServerCapabilities
    var serverInfo: ServerInfo
}

struct FileSystemWatcher: Codable, Sendable {
    var globPattern: String
}

struct DidChangeWatchedFilesRegistrationOptions: Codable, Sendable {
    var watchers: [FileSystemWatcher]
}

struct Registration: Codable, Sendable {
    var id: String
    var method: String
    var registerOptions: DidChangeWatchedFilesRegistrationOptions
}

struct RegistrationParams: Codable, Sendable {
    var registrations: [Registration]
}
