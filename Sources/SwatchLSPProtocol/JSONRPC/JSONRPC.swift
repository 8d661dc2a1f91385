#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A request's id: JSON-RPC allows a number or a string.
package enum RequestID: Hashable, Sendable, Codable, CustomStringConvertible {
    case number(Int)
    case string(String)

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }

    package var description: String {
        switch self {
        case .number(let number): String(number)
        case .string(let string): "\"\(string)\""
        }
    }
}

/// The fields every incoming message has, read before its `params`: which
/// method, and whether it is a request (it has an id) or a notification.
package struct IncomingEnvelope: Decodable {
    package var jsonrpc: String?
    package var id: RequestID?
    package var method: String?
}

/// A message's `params`, decoded once the method says their type. Absent or
/// null params are read as an empty object: what a message without fields
/// (`shutdown`, `exit`) is sent with, and what leaves a message with fields
/// short of them.
package struct IncomingParams<Params: Decodable>: Decodable {
    package var params: Params

    private enum CodingKeys: String, CodingKey { case params }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let params = try container.decodeIfPresent(Params.self, forKey: .params) {
            self.params = params
        } else {
            self.params = try JSONDecoder().decode(Params.self, from: Data("{}".utf8))
        }
    }
}

/// JSON-RPC's and LSP's error codes, of the errors this server sends.
package enum ErrorCode: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    case requestCancelled = -32800
}

/// An error answering a request.
package struct ResponseError: Error, Codable, Equatable, Sendable {
    package var code: Int
    package var message: String

    package init(_ code: ErrorCode, _ message: String) {
        self.code = code.rawValue
        self.message = message
    }
}

/// A response: the request's id (null when the request could not be read)
/// and either a result (which may be null) or an error.
package struct ResponseMessage<Result: Encodable>: Encodable {
    package var id: RequestID?
    package var result: Result?
    package var error: ResponseError?

    package init(id: RequestID? = nil, result: Result? = nil, error: ResponseError? = nil) {
        self.id = id
        self.result = result
        self.error = error
    }

    private enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        // `id` is null, not absent, for a request that could not be read.
        if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
        if let error {
            try container.encode(error, forKey: .error)
        } else if let result {
            try container.encode(result, forKey: .result)
        } else {
            try container.encodeNil(forKey: .result)
        }
    }
}

/// A notification the server sends.
package struct NotificationMessage<Params: Encodable>: Encodable {
    package var method: String
    package var params: Params

    package init(method: String, params: Params) {
        self.method = method
        self.params = params
    }

    private enum CodingKeys: String, CodingKey { case jsonrpc, method, params }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        try container.encode(method, forKey: .method)
        try container.encode(params, forKey: .params)
    }
}

/// A value with no fields: the params of `shutdown`, the result of some requests.
package struct Empty: Codable, Sendable {
    package init() {}
}

/// A request the server sends.
package struct RequestMessage<Params: Encodable>: Encodable {
    package var id: RequestID
    package var method: String
    package var params: Params

    package init(id: RequestID, method: String, params: Params) {
        self.id = id
        self.method = method
        self.params = params
    }

    private enum CodingKeys: String, CodingKey { case jsonrpc, id, method, params }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        try container.encode(id, forKey: .id)
        try container.encode(method, forKey: .method)
        try container.encode(params, forKey: .params)
    }
}
