// What the server tells the client on its own (`window/logMessage`).

package struct LogMessageParams: Codable, Sendable {
    /// 1 error, 2 warning, 3 info, 4 log.
    package var type: Int
    package var message: String

    package init(type: Int, message: String) {
        self.type = type
        self.message = message
    }
}
