// What `initialize` reads and answers, and what the server asks of the client or tells it on its own.

package struct WorkspaceFolder: Codable, Sendable {
    package var uri: String
    package var name: String?
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

    package init(workspace: Workspace? = nil) {
        self.workspace = workspace
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

    package init(name: String, version: String) {
        self.name = name
        self.version = version
    }
}

package struct InitializeResult: Encodable, Sendable {
    package var capabilities: ServerCapabilities
    package var serverInfo: ServerInfo

    package init(capabilities: ServerCapabilities, serverInfo: ServerInfo) {
        self.capabilities = capabilities
        self.serverInfo = serverInfo
    }
}

package struct TextDocumentSyncOptions: Codable, Sendable {
    package var openClose: Bool
    /// 2: incremental.
    package var change: Int
    package var save: Bool

    package init(openClose: Bool, change: Int, save: Bool) {
        self.openClose = openClose
        self.change = change
        self.save = save
    }
}

package struct FileSystemWatcher: Codable, Sendable {
    package var globPattern: String

    package init(globPattern: String) {
        self.globPattern = globPattern
    }
}

package struct DidChangeWatchedFilesRegistrationOptions: Codable, Sendable {
    package var watchers: [FileSystemWatcher]

    package init(watchers: [FileSystemWatcher]) {
        self.watchers = watchers
    }
}

package struct Registration: Codable, Sendable {
    package var id: String
    package var method: String
    package var registerOptions: DidChangeWatchedFilesRegistrationOptions

    package init(id: String, method: String, registerOptions: DidChangeWatchedFilesRegistrationOptions) {
        self.id = id
        self.method = method
        self.registerOptions = registerOptions
    }
}

package struct RegistrationParams: Codable, Sendable {
    package var registrations: [Registration]

    package init(registrations: [Registration]) {
        self.registrations = registrations
    }
}

package struct LogMessageParams: Codable, Sendable {
    /// 1 error, 2 warning, 3 info, 4 log.
    package var type: Int
    package var message: String

    package init(type: Int, message: String) {
        self.type = type
        self.message = message
    }
}
