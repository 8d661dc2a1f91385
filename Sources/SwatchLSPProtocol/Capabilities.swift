/// One entry of the capabilities `initialize` answers with: where it goes (`hoverProvider`, or
/// `textDocumentSync.change` for a field of an object) and its value.
package struct ServerCapability: Sendable {
    package var path: [String]
    package var value: any Encodable & Sendable

    /// `key`: dot-separated, `textDocumentSync.change`.
    package init(_ key: String, _ value: any Encodable & Sendable) {
        path = key.split(separator: ".").map(String.init)
        self.value = value
    }
}

/// The server's capabilities, as the entries its messages announce, so that a
/// capability is said by the message it belongs to and never listed apart.
package struct ServerCapabilities: Encodable, Sendable {
    private indirect enum Node: Sendable {
        case value(any Encodable & Sendable)
        case object([String: Node])
    }

    private var root: [String: Node] = [:]

    package init(_ entries: [ServerCapability]) {
        for entry in entries { Self.insert(entry.value, at: entry.path[...], into: &root) }
    }

    private static func insert(
        _ value: any Encodable & Sendable, at path: ArraySlice<String>, into object: inout [String: Node]
    ) {
        guard let key = path.first else { return }
        if path.count == 1 {
            object[key] = .value(value)
            return
        }
        var child: [String: Node] = [:]
        if case .object(let existing) = object[key] { child = existing }
        insert(value, at: path.dropFirst(), into: &child)
        object[key] = .object(child)
    }

    package func encode(to encoder: any Encoder) throws {
        try Self.encode(root, to: encoder)
    }

    private static func encode(_ object: [String: Node], to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (key, node) in object {
            switch node {
            case .value(let value): try container.encode(value, forKey: Key(key))
            case .object(let child): try encode(child, to: container.superEncoder(forKey: Key(key)))
            }
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
