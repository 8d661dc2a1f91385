/// A request a client sends: the type is its params, `method` names it, and
/// `Response` is what its result is (LSP 3.17's request of that method, with
/// the fields this server reads; a client's other fields are ignored).
package protocol LSPRequest: Decodable, Sendable {
    associatedtype Response: Encodable
    static var method: String { get }
}

/// A notification a client sends: the type is its params, `method` names it.
package protocol LSPNotification: Decodable, Sendable {
    static var method: String { get }
}
