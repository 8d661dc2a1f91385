import Swatch

/// Reads a CSS color literal from a YAML scalar and, when it is bad, points
/// at the offending character inside the scalar.
enum ColorLiteral {
    struct Problem: Error {
        var message: String
        /// 0-based offset in characters within the literal.
        var offset: Int
    }

    static func parse(_ text: String) -> Result<Color, Problem> {
        // Interim: hex only, until the CSS Color 4 parser lands.
        guard text.hasPrefix("#") else { return .failure(Problem(message: "unsupported color literal '\(text)'", offset: 0)) }
        let digits = Array(text.dropFirst())
        guard digits.count == 6 || digits.count == 8, let value = UInt64(String(digits), radix: 16) else {
            return .failure(Problem(message: "bad hex color '\(text)'", offset: 0))
        }
        let rgb = digits.count == 8 ? value >> 8 : value
        let alpha = digits.count == 8 ? Double(value & 0xFF) / 255 : 1
        return .success(Color(red8: UInt8(rgb >> 16 & 0xFF), green8: UInt8(rgb >> 8 & 0xFF), blue8: UInt8(rgb & 0xFF), alpha: alpha))
    }

    /// The literal in `node`, or a diagnostic at the exact character.
    static func read(_ node: YAMLNode, what: String, context: inout DecodeContext) -> Located<Color>? {
        guard let text = context.string(node, what: what) else { return nil }
        switch parse(text.value) {
        case .success(let color):
            return Located(color, at: node.range)
        case .failure(let problem):
            var start = node.range.start
            // A quoted scalar starts at its quote; the text one column later.
            if case .scalar(_, let style) = node.kind, style == .singleQuoted || style == .doubleQuoted {
                start.column += 1
            }
            if !text.value.contains("\n") { start.column += problem.offset }
            context.error(
                .themeLiteral, "\(what): \(problem.message)",
                at: SourceRange(file: node.range.file, start: start))
            return nil
        }
    }
}
