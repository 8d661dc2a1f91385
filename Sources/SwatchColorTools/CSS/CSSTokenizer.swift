import Swatch

/// One token of a color literal, with where it sits in the text.
struct CSSToken: Equatable {
    enum Kind: Equatable {
        case ident(String)
        /// An identifier directly followed by `(`; the `(` is consumed.
        case function(String)
        /// `#` and the name characters after it (digits and letters).
        case hash(String)
        case number(Double)
        case percentage(Double)
        case dimension(Double, unit: String, unitStart: Int)
        case comma
        case slash
        case closeParen
        case delimiter(Unicode.Scalar)
        case end
    }

    var kind: Kind
    /// Scalar offsets of the token's first character and one past its last.
    var start: Int
    var end: Int
}

/// Splits a color literal into tokens, following CSS Syntax Level 3's
/// tokenizer closely enough for colors: identifiers, functions, hashes,
/// numbers, percentages, dimensions and the few delimiters colors use.
/// Whitespace and `/* comments */` separate tokens and are skipped.
struct CSSTokenizer {
    let scalars: [Unicode.Scalar]
    private(set) var position = 0
    /// One past the last character of the last token returned.
    private(set) var lastTokenEnd = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    func text(_ start: Int, _ end: Int) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[max(start, 0)..<min(end, scalars.count)])
        return text
    }

    mutating func next() throws(CSSColorError) -> CSSToken {
        try skipWhitespaceAndComments()
        let start = position
        guard let scalar = peek() else { return CSSToken(kind: .end, start: start, end: start) }
        let token: CSSToken
        switch scalar {
        case "#":
            position += 1
            let name = consumeName()
            token = CSSToken(kind: .hash(name), start: start, end: position)
        case ",":
            position += 1
            token = CSSToken(kind: .comma, start: start, end: position)
        case "/":
            position += 1
            token = CSSToken(kind: .slash, start: start, end: position)
        case ")":
            position += 1
            token = CSSToken(kind: .closeParen, start: start, end: position)
        default:
            if startsNumber(at: position) {
                token = try consumeNumeric()
            } else if startsIdentifier(at: position) {
                let name = consumeName()
                if peek() == "(" {
                    position += 1
                    token = CSSToken(kind: .function(name), start: start, end: position)
                } else {
                    token = CSSToken(kind: .ident(name), start: start, end: position)
                }
            } else {
                if let problem = CSSTokenizer.lookalikeProblem(scalar) {
                    throw CSSColorError(problem, at: start)
                }
                position += 1
                token = CSSToken(kind: .delimiter(scalar), start: start, end: position)
            }
        }
        lastTokenEnd = token.end
        return token
    }

    // MARK: Characters

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let index = position + offset
        return index < scalars.count ? scalars[index] : nil
    }

    private func scalar(at index: Int) -> Unicode.Scalar? {
        index >= 0 && index < scalars.count ? scalars[index] : nil
    }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
    }

    static func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar >= "0" && scalar <= "9"
    }

    private static func isNameStart(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
            || (scalar.value >= 0x80 && lookalikeProblem(scalar) == nil)
    }

    /// Characters that word processors, chat apps and design tools put in
    /// text copied from them, which look like CSS but are not. CSS would read
    /// them as parts of names ("1\u{A0}2" is one dimension), and the resulting
    /// message would baffle; naming the character is what helps.
    static func lookalikeProblem(_ scalar: Unicode.Scalar) -> String? {
        let code =
            "U+" + String(repeating: "0", count: max(0, 4 - String(scalar.value, radix: 16).count))
            + String(scalar.value, radix: 16, uppercase: true)
        switch scalar.value {
        case 0xA0, 0x2000...0x200B, 0x202F, 0x205F, 0x3000, 0xFEFF:
            return "a special space (\(code)) is not CSS whitespace: replace it with a plain space"
        case 0x2212, 0x2010...0x2015, 0xFE63, 0xFF0D:
            return "'\(scalar)' (\(code)) is not a minus sign in CSS: type '-' instead"
        case 0x2018, 0x2019, 0x201C, 0x201D, 0x00AB, 0x00BB:
            return
                "curly quotes (\(code)) are not part of a color: remove them, or quote the YAML value with straight quotes"
        default:
            return nil
        }
    }

    private static func isName(_ scalar: Unicode.Scalar?) -> Bool {
        isNameStart(scalar) || isDigit(scalar) || scalar == "-"
    }

    private mutating func skipWhitespaceAndComments() throws(CSSColorError) {
        while let scalar = peek() {
            if CSSTokenizer.isWhitespace(scalar) {
                position += 1
            } else if scalar == "/" && peek(1) == "*" {
                let start = position
                position += 2
                while position < scalars.count && !(scalars[position] == "*" && peek(1) == "/") {
                    position += 1
                }
                guard position < scalars.count else {
                    throw CSSColorError("unterminated comment: close it with '*/'", at: start)
                }
                position += 2
            } else {
                return
            }
        }
    }

    // MARK: Identifiers

    /// CSS "would start an identifier": a name-start character, or `-`
    /// followed by one (or by another `-`).
    private func startsIdentifier(at index: Int) -> Bool {
        let first = scalar(at: index)
        if first == "-" {
            let second = scalar(at: index + 1)
            return CSSTokenizer.isNameStart(second) || second == "-"
        }
        return CSSTokenizer.isNameStart(first)
    }

    private mutating func consumeName() -> String {
        let start = position
        while CSSTokenizer.isName(peek()) { position += 1 }
        return text(start, position)
    }

    // MARK: Numbers

    /// CSS "starts with a number": `[+-]? (digit | . digit)`.
    private func startsNumber(at index: Int) -> Bool {
        var index = index
        if scalar(at: index) == "+" || scalar(at: index) == "-" { index += 1 }
        if CSSTokenizer.isDigit(scalar(at: index)) { return true }
        return scalar(at: index) == "." && CSSTokenizer.isDigit(scalar(at: index + 1))
    }

    private mutating func consumeNumeric() throws(CSSColorError) -> CSSToken {
        let start = position
        if peek() == "+" || peek() == "-" { position += 1 }
        while CSSTokenizer.isDigit(peek()) { position += 1 }
        if peek() == "." && CSSTokenizer.isDigit(peek(1)) {
            position += 1
            while CSSTokenizer.isDigit(peek()) { position += 1 }
        }
        if peek() == "e" || peek() == "E" {
            let signed = peek(1) == "+" || peek(1) == "-"
            if CSSTokenizer.isDigit(peek(signed ? 2 : 1)) {
                position += signed ? 2 : 1
                while CSSTokenizer.isDigit(peek()) { position += 1 }
            }
        }
        let numberEnd = position
        // "1.2.3" would tokenize as 1.2 and .3; nobody means that.
        if peek() == "." {
            while CSSTokenizer.isDigit(peek()) || peek() == "." { position += 1 }
            throw CSSColorError(
                "'\(text(start, position))' is not a number: use one decimal point, as in '0.5'", at: start)
        }
        var literal = text(start, numberEnd)
        // Swift's parser wants a digit before the point: ".5" → "0.5".
        if let point = literal.firstIndex(of: "."),
            point == literal.startIndex || !literal[literal.index(before: point)].isNumber
        {
            literal.insert("0", at: point)
        }
        guard let value = Double(literal), value.isFinite else {
            throw CSSColorError(
                "'\(text(start, numberEnd))' is too large to be a color component: write the value you mean, such as 255 or 0.5",
                at: start)
        }
        if peek() == "%" {
            position += 1
            return CSSToken(kind: .percentage(value), start: start, end: position)
        }
        if startsIdentifier(at: position) {
            let unitStart = position
            let unit = consumeName()
            return CSSToken(kind: .dimension(value, unit: unit, unitStart: unitStart), start: start, end: position)
        }
        return CSSToken(kind: .number(value), start: start, end: position)
    }
}
