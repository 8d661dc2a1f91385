/// The word splitter of ``NameWords`` for a name of ASCII alone, read as
/// bytes: asked of a `Character` whether it is a letter, a digit or a
/// capital, Unicode's property tables are looked up, for every character of
/// every name an import reads (most of the time of reading a token file).
/// For ASCII the answers are the byte ranges below, so the words are the
/// same; any other name is nil here and split by characters.
package enum ASCIIWords {
    /// ``NameWords/words(_:capitalRuns:)`` of an ASCII name: a capital after
    /// a small letter or digit starts a word, and so, when
    /// `splittingCapitalRuns`, does the last capital of a run before a small
    /// letter (`CTAPrimary`).
    package static func words(_ name: String, splittingCapitalRuns: Bool) -> [String]? {
        var name = name
        return name.withUTF8 { bytes -> [String]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var words: [String] = []
            var current: [UInt8] = []
            for index in bytes.indices {
                let byte = bytes[index]
                guard isLetterOrDigit(byte) else {
                    if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                    current.removeAll(keepingCapacity: true)
                    continue
                }
                let previous = index > 0 ? bytes[index - 1] : nil
                let next = index + 1 < bytes.count ? bytes[index + 1] : nil
                let startsWord =
                    isUpper(byte)
                    && (previous.map { isLower($0) || isDigit($0) } == true
                        || (splittingCapitalRuns && previous.map(isUpper) == true && next.map(isLower) == true))
                if startsWord, !current.isEmpty {
                    words.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                }
                current.append(lowered(byte))
            }
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            return words
        }
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) || isDigit(byte) }
    private static func lowered(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 0x20 : byte }
}
