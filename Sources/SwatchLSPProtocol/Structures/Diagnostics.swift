// Diagnostics as the server publishes them and the client hands them back.

package struct CodeDescription: Codable, Hashable, Sendable {
    package var href: String

    package init(href: String) {
        self.href = href
    }
}

package struct DiagnosticRelatedInformation: Codable, Hashable, Sendable {
    package var location: Location
    package var message: String

    package init(location: Location, message: String) {
        self.location = location
        self.message = message
    }
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

    package init(
        range: LSPRange, severity: Int, code: String, codeDescription: CodeDescription? = nil, source: String,
        message: String, relatedInformation: [DiagnosticRelatedInformation]? = nil, data: DiagnosticData? = nil
    ) {
        self.range = range
        self.severity = severity
        self.code = code
        self.codeDescription = codeDescription
        self.source = source
        self.message = message
        self.relatedInformation = relatedInformation
        self.data = data
    }
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

    package init(uri: String, version: Int? = nil, diagnostics: [LSPDiagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }
}
