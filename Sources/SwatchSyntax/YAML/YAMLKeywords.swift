/// A fixed list of words that a scalar is matched against as bytes: the keys
/// of one kind of mapping (a color's `role`, `light`, `dark` …), or the
/// words of one setting.
///
/// Matching makes no `String` and hashes nothing. A word is compared only
/// when its length is the scalar's, so most are never read. Comparing the
/// scalar with each word in turn (`YAMLValue.isScalar(_:)`) makes a UTF-8
/// view of the word each time; here the words' bytes are made once, with
/// the list.
struct YAMLKeywords: Sendable {
    /// The words, in the order their positions number them.
    package let words: [String]
    /// Every word's bytes, one after another.
    private let bytes: [UInt8]
    /// Where each word starts in `bytes`, and one past the last word's end.
    private let starts: [Int]

    package init(_ words: [String]) {
        self.words = words
        var bytes: [UInt8] = []
        var starts = [0]
        for word in words {
            bytes += word.utf8
            starts.append(bytes.count)
        }
        self.bytes = bytes
        self.starts = starts
    }

    /// The position of the word that is exactly `scalar`'s bytes, if any.
    func position(of scalar: UnsafeBufferPointer<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                for position in 0..<starts.count - 1 where starts[position + 1] - starts[position] == scalar.count {
                    var offset = 0
                    let start = starts[position]
                    while offset < scalar.count, bytes[start + offset] == scalar[offset] { offset += 1 }
                    if offset == scalar.count { return position }
                }
                return nil
            }
        }
    }
}

extension YAMLValue {
    /// The position in `keywords` of the word this scalar is, or nil for
    /// any other scalar, or a collection.
    func keyword(in keywords: YAMLKeywords) -> Int? {
        let record = tape.records[index]
        guard record.kind == .scalar else { return nil }
        return tape.text.withUnsafeBufferPointer { text in
            keywords.position(
                of: UnsafeBufferPointer(rebasing: text[Int(record.first)..<Int(record.first + record.count)]))
        }
    }
}
