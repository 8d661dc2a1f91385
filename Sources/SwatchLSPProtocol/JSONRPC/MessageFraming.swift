import SwatchSupport

/// Where framed bytes come from: standard input, or bytes in memory for tests.
package protocol ByteSource {
    /// Up to `maximum` more bytes, waiting for them; empty at the end of input.
    mutating func read(maximum: Int) -> [UInt8]
    /// Whether bytes can be read now without waiting.
    mutating func hasBytesWaiting() -> Bool
}

/// What one frame of the input held.
package enum Frame: Equatable, Sendable {
    /// A message's body: `Content-Length` bytes after the headers.
    case body([UInt8])
    /// Bytes that were no frame: why, for the log. The reader has skipped to
    /// the next `Content-Length:` header, so the messages after them still
    /// count.
    case malformed(String)
}

/// The base protocol's framing: headers (`Content-Length: N`, optionally
/// `Content-Type`), a blank line, then N bytes of JSON.
///
/// A client's mistake in the headers loses that one message, never the
/// connection: the reader logs it and looks for the next `Content-Length:`.
package struct FrameReader<Source: ByteSource> {
    /// The largest body taken: a 16 MiB theme escaped in JSON with room to spare;
    /// a longer length is a mistake, or a client trying to make the server hold
    /// gigabytes.
    package static var maximumBodyLength: Int { 64 << 20 }
    /// The longest header block read before it is taken for garbage.
    static var maximumHeaderLength: Int { 8 << 10 }

    private var source: Source
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false

    package init(_ source: Source) { self.source = source }

    /// Whether a frame can be read without waiting: bytes are buffered or waiting.
    package mutating func hasFrameWaiting() -> Bool {
        position < buffer.count || (!atEnd && source.hasBytesWaiting())
    }

    /// The next frame, or nil at the end of input (a frame cut off by the
    /// end counts as the end: its sender is gone).
    package mutating func next() -> Frame? {
        guard let headerEnd = find(headerTerminator, limit: Self.maximumHeaderLength) else {
            if atEnd && position >= buffer.count { return nil }
            if atEnd { return nil }
            return skipToNextHeader("a header block longer than \(Self.maximumHeaderLength) bytes")
        }
        let headerBytes = buffer[position..<headerEnd]
        let blockStart = position
        position = headerEnd + headerTerminator.count
        let header = String(decoding: headerBytes, as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else {
                return skipToNextHeader("a header line without ':' (\(Self.excerpt(line)))", from: blockStart)
            }
            let name = line[..<colon].trimmingScalars { $0 == " " }.lowercased()
            let value = line[line.index(after: colon)...].trimmingScalars { $0 == " " }
            if name == "content-length" {
                guard let number = Int(value), number >= 0 else {
                    return skipToNextHeader(
                        "a Content-Length that is not a number (\(Self.excerpt(value)))", from: blockStart)
                }
                length = number
            }
        }
        guard let length else { return skipToNextHeader("a header block without Content-Length", from: blockStart) }
        guard length <= Self.maximumBodyLength else {
            return skipToNextHeader(
                "a Content-Length of \(length) bytes, over the limit of \(Self.maximumBodyLength)", from: blockStart)
        }
        guard fill(upTo: position + length) else { return nil }
        let body = Array(buffer[position..<position + length])
        position += length
        compact()
        return .body(body)
    }

    /// Drops bytes up to the next `Content-Length:` (or to the end of what is
    /// buffered), so the next frame starts at a header.
    private mutating func skipToNextHeader(_ reason: String, from start: Int? = nil) -> Frame {
        // Searching from one past where the bad block starts: its bytes are
        // the ones that did not parse.
        position = min((start ?? position) + 1, buffer.count)
        while true {
            if let next = find(resynchronizer, limit: nil, readMore: false) {
                position = next
                break
            }
            // Keep a tail as long as the marker less one: it may be its start.
            position = max(position, buffer.count - (resynchronizer.count - 1))
            compact()
            guard readChunk() else { break }
        }
        compact()
        return .malformed(reason)
    }

    /// The index in `buffer` where `needle` starts at or after `position`,
    /// reading more input until it is found, the input ends, or `limit`
    /// bytes past `position` have been searched.
    private mutating func find(_ needle: [UInt8], limit: Int?, readMore: Bool = true) -> Int? {
        var from = position
        while true {
            if buffer.count - from >= needle.count {
                let last = buffer.count - needle.count
                var index = from
                while index <= last {
                    if buffer[index] == needle[0] && buffer[index..<index + needle.count].elementsEqual(needle) {
                        return index
                    }
                    index += 1
                }
                from = last + 1
            }
            if let limit, buffer.count - position > limit { return nil }
            guard readMore, readChunk() else { return nil }
        }
    }

    /// Reads until `buffer` holds `end` bytes; false when the input ends first.
    private mutating func fill(upTo end: Int) -> Bool {
        while buffer.count < end {
            guard readChunk(wanting: end - buffer.count) else { return false }
        }
        return true
    }

    private mutating func readChunk(wanting: Int = 0) -> Bool {
        guard !atEnd else { return false }
        let chunk = source.read(maximum: max(64 << 10, min(wanting, 16 << 20)))
        if chunk.isEmpty {
            atEnd = true
            return false
        }
        buffer += chunk
        return true
    }

    /// Forgets the bytes already taken once they are most of the buffer, so
    /// that a long session does not hold every message it was sent.
    private mutating func compact() {
        if position > 0 && position * 2 >= buffer.count {
            buffer.removeFirst(position)
            position = 0
        }
    }

    private static func excerpt(_ text: some StringProtocol) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : String(text)
    }
}

private let headerTerminator: [UInt8] = Array("\r\n\r\n".utf8)
private let resynchronizer: [UInt8] = Array("Content-Length:".utf8)

/// `body` with the headers that frame it.
package func framed(_ body: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
}

/// Bytes in memory as input: what the tests and the fuzzer give the server.
package struct BytesSource: ByteSource {
    private var bytes: [UInt8]
    private var position = 0
    /// How many bytes one read returns at most, so that tests can split
    /// frames across reads as a pipe does.
    private let chunkSize: Int

    package init(_ bytes: [UInt8], chunkSize: Int = .max) {
        self.bytes = bytes
        self.chunkSize = max(1, chunkSize)
    }

    package mutating func read(maximum: Int) -> [UInt8] {
        let end = min(bytes.count, position + min(maximum, chunkSize))
        defer { position = end }
        return Array(bytes[position..<end])
    }

    package mutating func hasBytesWaiting() -> Bool { position < bytes.count }
}
