import SwatchLSPProtocol

/// A request the server answers: its type (method, params, response) with
/// the answer, and what `initialize` announces of it, so that a request is
/// one type, listed once in ``MessageTable``.
protocol RequestHandler: LSPRequest {
    /// The capabilities a client is told of for this request (none for the lifecycle's).
    static var capabilities: [ServerCapability] { get }
    /// The result; a ``ResponseError`` thrown is the error answered.
    func answer(in server: LanguageServer) throws -> Response
}

/// A notification the server acts on.
protocol NotificationHandler: LSPNotification {
    /// The capabilities a client is told of for this notification (the text document sync's).
    static var capabilities: [ServerCapability] { get }
    func handle(in server: LanguageServer) throws
}

extension RequestHandler {
    static var capabilities: [ServerCapability] { [] }
}

extension NotificationHandler {
    static var capabilities: [ServerCapability] { [] }
}
