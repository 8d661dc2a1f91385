import SwatchSupport

// `textDocument/publishDiagnostics` written straight to bytes. An edit that
// makes a hundred pairs fail publishes two hundred diagnostics with their
// notes, and Foundation's `JSONEncoder` spent some 4 ms of such an edit on
// them (boxing each field in its containers). These bytes are the
// encoder's, with the server's options (sorted keys, slashes unescaped):
// `DiagnosticsJSONTests` compares both on diagnostics holding every awkward
// character, so a client sees no difference.

extension PublishDiagnosticsParams {
    /// The notification that publishes these diagnostics, as the JSON text
    /// `JSONEncoder` (`.sortedKeys`, `.withoutEscapingSlashes`) writes of
    /// `NotificationMessage(method: "textDocument/publishDiagnostics", params: self)`.
    package func notificationJSON() -> [UInt8] {
        var json = JSONBytes(capacity: 128 + 512 * diagnostics.count)
        json.raw(#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":["#)
        for (index, diagnostic) in diagnostics.enumerated() {
            if index > 0 { json.raw(",") }
            json.write(diagnostic)
        }
        json.raw(#"],"uri":"#)
        json.string(uri)
        if let version {
            json.raw(#","version":"#)
            json.integer(version)
        }
        json.raw("}}")
        return json.bytes
    }
}

/// JSON text appended to a byte buffer, compact, keys written in their
/// sorted order by the callers.
private struct JSONBytes {
    var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Text that is JSON already.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func integer(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// `value` after the text before it (a key and its colon).
    mutating func integer(_ value: Int, after text: StaticString) {
        raw(text)
        integer(value)
    }

    /// `value` quoted: as it is when nothing in it needs an escape (the
    /// usual case, found in one pass over its bytes), else with the
    /// escapes `JSONEncoder` writes (``JSONText/quoted(_:style:)``, its
    /// `encoder` style).
    mutating func string(_ value: String) {
        var value = value
        let plain = value.withUTF8 { utf8 in
            !utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        }
        if plain {
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: value.utf8)
            bytes.append(UInt8(ascii: "\""))
        } else {
            bytes.append(contentsOf: JSONText.quoted(value, style: .encoder).utf8)
        }
    }

    mutating func write(_ diagnostic: LSPDiagnostic) {
        raw(#"{"code":"#)
        string(diagnostic.code)
        if let description = diagnostic.codeDescription {
            raw(#","codeDescription":{"href":"#)
            string(description.href)
            raw("}")
        }
        if let data = diagnostic.data {
            raw(#","data":{"#)
            if let version = data.version {
                raw(#""version":"#)
                integer(version)
            }
            raw("}")
        }
        raw(#","message":"#)
        string(diagnostic.message)
        raw(#","range":"#)
        write(diagnostic.range)
        if let related = diagnostic.relatedInformation {
            raw(#","relatedInformation":["#)
            for (index, information) in related.enumerated() {
                if index > 0 { raw(",") }
                raw(#"{"location":{"range":"#)
                write(information.location.range)
                raw(#","uri":"#)
                string(information.location.uri)
                raw(#"},"message":"#)
                string(information.message)
                raw("}")
            }
            raw("]")
        }
        integer(diagnostic.severity, after: #","severity":"#)
        raw(#","source":"#)
        string(diagnostic.source)
        raw("}")
    }

    mutating func write(_ range: LSPRange) {
        raw(#"{"end":"#)
        write(range.end)
        raw(#","start":"#)
        write(range.start)
        raw("}")
    }

    mutating func write(_ position: Position) {
        integer(position.character, after: #"{"character":"#)
        integer(position.line, after: #","line":"#)
        raw("}")
    }
}
