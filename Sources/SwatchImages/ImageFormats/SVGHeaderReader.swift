import SwatchSupport

/// Reads the size of an SVG from its root `<svg>` element's `width`,
/// `height` and `viewBox` attributes, with a small scanner that skips the XML
/// declaration, comments, processing instructions and a DOCTYPE, and stops at
/// the first element. It is not an XML parser and does not try to be: it
/// needs one start tag, and refuses anything it cannot read with certainty.
///
/// Units: a length in `px` or without a unit is taken as points, as Apple's
/// asset pipeline takes an SVG's user units; `pt` is points too. Other units
/// (`mm`, `em`, `%` …) fall back to the viewBox.
enum SVGHeaderReader {
    static func read(_ bytes: [UInt8]) throws(ImageReadError) -> ImageInfo {
        if bytes.hasBytes([0xFF, 0xFE]) || bytes.hasBytes([0xFE, 0xFF]) {
            throw ImageReadError(.unsupported("UTF-16 SVG"), "is UTF-16 text; save the SVG as UTF-8")
        }
        var scanner = Scanner(bytes: bytes, index: bytes.hasBytes([0xEF, 0xBB, 0xBF]) ? 3 : 0)
        let attributes = try scanner.rootAttributes()
        return try size(from: attributes)
    }

    static func size(from attributes: [String: String]) throws(ImageReadError) -> ImageInfo {
        let viewBox = attributes["viewBox"].flatMap(parseViewBox)
        var width = attributes["width"].flatMap(parseLength)
        var height = attributes["height"].flatMap(parseLength)
        if let viewBox {
            // One length given: the other follows the viewBox's proportions.
            if let known = width, height == nil { height = known * viewBox.height / viewBox.width }
            if let known = height, width == nil { width = known * viewBox.width / viewBox.height }
        }
        if width == nil, height == nil, let viewBox {
            width = viewBox.width
            height = viewBox.height
        }
        guard let width, let height else {
            let given = ["width", "height", "viewBox"]
                .compactMap { name in attributes[name].map { "\(name)=\"\($0)\"" } }
            let detail = given.isEmpty ? "" : " (it has \(given.joined(separator: " ")))"
            throw .corrupt(
                "the root <svg> has no size in px or pt and no viewBox\(detail); give it width and height, or a viewBox"
            )
        }
        return ImageInfo(format: .svg, width: width, height: height, hasAlpha: true)
    }

    /// A positive length in px, pt or without a unit; nil for any other.
    static func parseLength(_ text: String) -> Double? {
        var text = text.trimmingScalars(where: \.isXMLWhitespace)
        for unit in ["px", "pt"] where text.hasSuffix(unit) {
            text.removeLast(unit.count)
            break
        }
        guard let value = parseNumber(text.trimmingScalars(where: \.isXMLWhitespace)), value > 0 else { return nil }
        return value
    }

    static func parseViewBox(_ text: String) -> (width: Double, height: Double)? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard parts.count == 4 else { return nil }
        let numbers = parts.compactMap { parseNumber(String($0)) }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else { return nil }
        return (numbers[2], numbers[3])
    }

    /// An SVG number: sign, digits, fraction, exponent; finite.
    static func parseNumber(_ text: String) -> Double? {
        let allowed = Set("0123456789+-.eE")
        guard !text.isEmpty, text.count <= 64, text.allSatisfy(allowed.contains),
            let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index: Int

        mutating func rootAttributes() throws(ImageReadError) -> [String: String] {
            while true {
                skipWhitespace()
                guard index < bytes.count else { throw notSVG("there is no root element") }
                guard bytes[index] == UInt8(ascii: "<") else { throw notSVG("it does not start with markup") }
                if bytes.hasBytes("<?", at: index) {
                    try skip(past: "?>", what: "a processing instruction")
                } else if bytes.hasBytes("<!--", at: index) {
                    try skip(past: "-->", what: "a comment")
                } else if bytes.hasBytes("<!", at: index) {
                    try skipDeclaration()
                } else {
                    index += 1
                    return try element()
                }
            }
        }

        private mutating func element() throws(ImageReadError) -> [String: String] {
            let name = readName()
            let local = name.split(separator: ":").last.map(String.init) ?? name
            guard local == "svg" else {
                throw notSVG(
                    name.isEmpty ? "its first element has no name" : "its root element is <\(name)>, not <svg>")
            }
            var attributes: [String: String] = [:]
            while true {
                skipWhitespace()
                guard index < bytes.count else { throw .truncated("the file ends inside the <svg> tag") }
                if bytes[index] == UInt8(ascii: ">") || bytes.hasBytes("/>", at: index) { return attributes }
                let attribute = readName()
                guard !attribute.isEmpty else {
                    throw .corrupt("unexpected character in the <svg> tag at byte \(index)")
                }
                skipWhitespace()
                guard index < bytes.count else { throw .truncated("the file ends inside the <svg> tag") }
                guard bytes[index] == UInt8(ascii: "=") else {
                    throw .corrupt("attribute \(attribute) of <svg> has no value")
                }
                index += 1
                skipWhitespace()
                guard index < bytes.count else { throw .truncated("the file ends inside the <svg> tag") }
                let quote = bytes[index]
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                    throw .corrupt("attribute \(attribute) of <svg> is not quoted")
                }
                index += 1
                guard let end = bytes.firstIndex(of: [quote], from: index) else {
                    throw .truncated("the file ends inside attribute \(attribute) of <svg>")
                }
                // XML forbids a repeated attribute; if one comes, the first counts.
                if attributes[attribute] == nil {
                    attributes[attribute] = String(decoding: bytes[index..<end], as: UTF8.self)
                }
                index = end + 1
            }
        }

        private mutating func readName() -> String {
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                let isNameByte =
                    byte >= 0x80 || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
                    || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "_")
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                guard isNameByte else { break }
                index += 1
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        private mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        private mutating func skip(past terminator: String, what: String) throws(ImageReadError) {
            guard let end = bytes.firstIndex(of: Array(terminator.utf8), from: index + 2) else {
                throw .truncated("the file ends inside \(what)")
            }
            index = end + terminator.utf8.count
        }

        /// `<!DOCTYPE …>` with an optional internal subset in brackets,
        /// whose declarations hold `>` of their own.
        private mutating func skipDeclaration() throws(ImageReadError) {
            var depth = 0
            var quote: UInt8?
            index += 2
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if let open = quote {
                    if byte == open { quote = nil }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
                case UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "]"): depth = max(0, depth - 1)
                case UInt8(ascii: ">") where depth == 0: return
                default: break
                }
            }
            throw .truncated("the file ends inside the DOCTYPE")
        }

        private func notSVG(_ reason: String) -> ImageReadError {
            ImageReadError(.unrecognized, "is not an SVG file: \(reason)")
        }
    }
}
