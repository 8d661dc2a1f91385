/// A cursor over untrusted bytes. Every read is bounds-checked and returns nil
/// past the end instead of trapping, so a reader written with it cannot crash
/// on a truncated file; and every read advances, so a loop of reads ends.
struct ByteReader {
    let bytes: [UInt8]
    private(set) var offset: Int

    package init(_ bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = min(max(offset, 0), bytes.count)
    }

    var remaining: Int { bytes.count - offset }

    mutating func u8() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func u16BE() -> UInt16? {
        guard remaining >= 2 else { return nil }
        defer { offset += 2 }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    mutating func u32BE() -> UInt32? {
        guard remaining >= 4 else { return nil }
        defer { offset += 4 }
        return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The next `count` bytes as a range into ``bytes``, or nil if fewer remain.
    mutating func take(_ count: Int) -> Range<Int>? {
        guard count >= 0, remaining >= count else { return nil }
        defer { offset += count }
        return offset..<offset + count
    }

    mutating func skip(_ count: Int) -> Bool { take(count) != nil }
}

extension Array where Element == UInt8 {
    /// Whether the bytes at `offset` are `prefix`, without reading past the end.
    func hasBytes(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
        guard offset >= 0, offset <= count - prefix.count else { return false }
        for (index, byte) in prefix.enumerated() where self[offset + index] != byte { return false }
        return true
    }

    func hasBytes(_ prefix: String, at offset: Int = 0) -> Bool { hasBytes(Array(prefix.utf8), at: offset) }

    /// The first index at or after `start` where `needle` begins, before `end`.
    func firstIndex(of needle: [UInt8], from start: Int = 0, before end: Int? = nil) -> Int? {
        let limit = Swift.min(end ?? count, count)
        guard let first = needle.first, start >= 0 else { return nil }
        var index = start
        while index <= limit - needle.count {
            if self[index] == first && hasBytes(needle, at: index) { return index }
            index += 1
        }
        return nil
    }
}
