/// Reads a PDF's page size, in points, from the `/MediaBox` of its first page
/// dictionary, by scanning the file's text rather than parsing its objects.
///
/// Best effort, and said so: the first `/Type /Page` dictionary in the file
/// is taken as the first page (true of the one-page PDFs that vector assets
/// are); a box inherited from the page tree is used when no page has one; a
/// box given by reference (`/MediaBox 5 0 R`) or a `/Rotate` is not followed.
/// When no box is in plain text, the page dictionaries are likely packed in
/// compressed object streams, and the Flate streams are inflated, within
/// bounds, and scanned the same way.
enum PDFHeaderReader {
    struct Limits {
        var streams = 256
        var bytesPerStream = 4 << 20
        var bytesInAll = 32 << 20
    }

    static func read(_ bytes: [UInt8], limits: Limits = Limits()) throws(ImageReadError) -> ImageInfo {
        guard bytes.firstIndex(of: Array("%PDF-".utf8), before: 1024 + 5) != nil else {
            throw ImageReadError(.unrecognized, "is not a PDF file")
        }
        // A PDF ends with %%EOF, give or take trailing bytes; one cut short
        // has lost it along with its cross-reference table.
        guard bytes.firstIndex(of: Array("%%EOF".utf8), from: max(0, bytes.count - 1024)) != nil else {
            throw .truncated("the file does not end with %%EOF")
        }
        if let box = mediaBox(in: bytes) { return info(box) }
        var budget = limits.bytesInAll
        for data in flateStreams(in: bytes).prefix(limits.streams) where budget > 0 {
            guard let inflated = inflate(bytes[data], limit: min(limits.bytesPerStream, budget)) else { continue }
            budget -= inflated.count
            if let box = mediaBox(in: inflated) { return info(box) }
        }
        throw .corrupt("no page has a /MediaBox that can be read")
    }

    private static func info(_ box: (width: Double, height: Double)) -> ImageInfo {
        ImageInfo(format: .pdf, width: box.width, height: box.height, hasAlpha: true)
    }

    /// The box of the first page dictionary, or else the first box at all.
    static func mediaBox(in bytes: [UInt8]) -> (width: Double, height: Double)? {
        let key = Array("/MediaBox".utf8)
        var fallback: (width: Double, height: Double)?
        var from = 0
        while let at = bytes.firstIndex(of: key, from: from) {
            from = at + key.count
            guard let box = rectangle(in: bytes, at: from) else { continue }
            if isInPageDictionary(bytes, at: at) { return box }
            if fallback == nil { fallback = box }
        }
        return fallback
    }

    /// `[x1 y1 x2 y2]`, with whitespace anywhere between; nil for anything else.
    static func rectangle(in bytes: [UInt8], at start: Int) -> (width: Double, height: Double)? {
        var index = start
        let end = min(bytes.count, start + 256)
        func skipSpace() { while index < end, isWhitespace(bytes[index]) { index += 1 } }
        skipSpace()
        guard index < end, bytes[index] == UInt8(ascii: "[") else { return nil }
        index += 1
        var numbers: [Double] = []
        while numbers.count < 4 {
            skipSpace()
            let numberStart = index
            while index < end, isNumberByte(bytes[index]) { index += 1 }
            guard index > numberStart, index - numberStart <= 32,
                let value = Double(String(decoding: bytes[numberStart..<index], as: UTF8.self)), value.isFinite
            else { return nil }
            numbers.append(value)
        }
        skipSpace()
        guard index < end, bytes[index] == UInt8(ascii: "]") else { return nil }
        let width = abs(numbers[2] - numbers[0])
        let height = abs(numbers[3] - numbers[1])
        guard width > 0, height > 0 else { return nil }
        return (width, height)
    }

    /// Whether the dictionary around `position` says `/Type /Page` (and not
    /// `/Pages`). The dictionary is found by counting `<<` and `>>` outwards,
    /// within a window, so a nested dictionary does not end it early.
    static func isInPageDictionary(_ bytes: [UInt8], at position: Int) -> Bool {
        let window = 64 * 1024
        var depth = 0
        var start: Int?
        var index = position - 1
        while index > 0, index > position - window {
            if bytes[index - 1] == UInt8(ascii: ">") && bytes[index] == UInt8(ascii: ">") {
                depth += 1
                index -= 2
                continue
            }
            if bytes[index - 1] == UInt8(ascii: "<") && bytes[index] == UInt8(ascii: "<") {
                if depth == 0 {
                    start = index + 1
                    break
                }
                depth -= 1
                index -= 2
                continue
            }
            index -= 1
        }
        guard let start else { return false }
        depth = 0
        var end = min(bytes.count, position + window)
        index = position
        while index + 1 < end {
            if bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "<") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: ">") && bytes[index + 1] == UInt8(ascii: ">") {
                if depth == 0 {
                    end = index
                    break
                }
                depth -= 1
                index += 2
            } else {
                index += 1
            }
        }
        return declaresPage(Array(bytes[start..<end]))
    }

    /// `/Type /Page` at the top of a dictionary's text, the name ending where
    /// a PDF name ends.
    private static func declaresPage(_ text: [UInt8]) -> Bool {
        let key = Array("/Type".utf8)
        var from = 0
        while let at = text.firstIndex(of: key, from: from) {
            from = at + key.count
            var index = from
            while index < text.count, isWhitespace(text[index]) { index += 1 }
            guard text.hasBytes("/Page", at: index) else { continue }
            let after = index + 5
            if after == text.count || isDelimiter(text[after]) || isWhitespace(text[after]) { return true }
        }
        return false
    }

    /// The data of every stream whose dictionary names FlateDecode.
    static func flateStreams(in bytes: [UInt8]) -> [Range<Int>] {
        let keyword = Array("stream".utf8)
        let end = Array("endstream".utf8)
        var streams: [Range<Int>] = []
        var from = 0
        while let at = bytes.firstIndex(of: keyword, from: from) {
            from = at + keyword.count
            // Not the tail of "endstream", and followed by an end of line.
            guard at < 3 || !bytes.hasBytes("end", at: at - 3) else { continue }
            var dataStart = from
            if bytes.hasBytes("\r\n", at: dataStart) {
                dataStart += 2
            } else if bytes.hasBytes("\n", at: dataStart) {
                dataStart += 1
            } else {
                continue
            }
            let dictionary = bytes[max(0, at - 1024)..<at]
            guard Array(dictionary).firstIndex(of: Array("/FlateDecode".utf8)) != nil else { continue }
            let dataEnd = bytes.firstIndex(of: end, from: dataStart) ?? bytes.count
            streams.append(dataStart..<dataEnd)
            from = dataEnd
        }
        return streams
    }

    /// Inflates up to `limit` bytes of a stream; nil if it is not valid zlib.
    static func inflate(_ data: ArraySlice<UInt8>, limit: Int) -> [UInt8]? {
        var output: [UInt8] = []
        do throws(ImageReadError) {
            let inflater = try Inflater()
            var failure: ImageReadError?
            data.withUnsafeBufferPointer { input in
                do throws(ImageReadError) {
                    _ = try inflater.feed(input) { piece in
                        output.append(contentsOf: piece.prefix(limit - output.count))
                        return output.count < limit
                    }
                } catch { failure = error }
            }
            if let failure { throw failure }
        } catch {
            return output.isEmpty ? nil : output
        }
        return output
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool { [0, 9, 10, 12, 13, 32].contains(byte) }
    private static func isDelimiter(_ byte: UInt8) -> Bool { Array("()<>[]{}/%".utf8).contains(byte) }
    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+")
    }
}
