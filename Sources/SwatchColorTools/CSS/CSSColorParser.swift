import Swatch

/// Parses CSS Color Module Level 4 color literals, so that theme authors can
/// paste what designers hand them.
///
/// Accepted: hex (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`); the 148 named
/// colors and `transparent`; `rgb()`/`rgba()` and `hsl()`/`hsla()` in both
/// the comma-separated and the space-separated syntax; `hwb()`, `lab()`,
/// `lch()`, `oklab()`, `oklch()`; and `color()` with `srgb`, `srgb-linear`,
/// `display-p3`, `xyz`, `xyz-d65` and `xyz-d50`. Names and function names are
/// case-insensitive; `none` stands for 0; angles take deg, rad, grad or turn.
///
/// Values are resolved as CSS resolves them at parse time: rgb channels and
/// alpha are clamped, negative saturation and chroma become 0, Lab and OKLab
/// lightness is clamped to its range. Nothing else is clipped: a `lab()` or
/// `color(display-p3 …)` outside sRGB stays outside, in extended sRGB.
///
/// Not accepted, with a message saying so: `currentcolor`, system colors,
/// `calc()` and other math, `var()`, relative colors (`from`), `color-mix()`
/// and `light-dark()`. A theme needs one concrete color per value.
public enum CSSColorParser {
    /// The color `text` describes, or what is wrong with it and where.
    public static func parse(_ text: String) -> Result<Color, CSSColorError> {
        do throws(CSSColorError) {
            return .success(try parseColor(text))
        } catch {
            return .failure(error)
        }
    }

    /// The named color `name` (case-insensitive), including `transparent`.
    public static func namedColor(_ name: String) -> Color? {
        let key = name.lowercased()
        if key == "transparent" { return .clear }
        return CSSNamedColors.table[key].map(CSSNamedColors.color)
    }

    /// The 148 CSS named colors, in alphabetical order (not `transparent`).
    public static var namedColorNames: [String] { CSSNamedColors.names }

    static func parseColor(_ text: String) throws(CSSColorError) -> Color {
        var tokenizer = CSSTokenizer(text)
        let first = try tokenizer.next()
        let color: Color
        switch first.kind {
        case .end:
            throw CSSColorError(
                "the color is empty: write one such as '#FF8800', 'rebeccapurple' or 'oklch(70% 0.15 250)'",
                at: first.start)
        case .hash(let digits):
            color = try hexColor(digits, token: first)
        case .ident(let name):
            color = try keywordColor(name, token: first)
        case .function(let name):
            var arguments = CSSFunctionArguments(tokenizer: tokenizer)
            color = try arguments.color(function: name, token: first)
            tokenizer = arguments.tokenizer
        case .number, .percentage, .dimension:
            let word = tokenizer.text(first.start, first.end)
            throw CSSColorError(
                "a color can't be a bare number" + hexHint(word)
                    + "; write a hex color, a name, or a function such as rgb()",
                at: first.start)
        default:
            throw CSSColorError(
                "expected a color, found '\(tokenizer.text(first.start, first.end))': write a hex color such as '#FF8800', a name such as 'rebeccapurple', or a function such as 'rgb(255 136 0)'",
                at: first.start)
        }
        let trailing = try tokenizer.next()
        guard trailing.kind == .end else {
            throw CSSColorError(
                "unexpected '\(tokenizer.text(trailing.start, tokenizer.scalars.count))' after the color: a value holds exactly one color",
                at: trailing.start)
        }
        return color
    }

    // MARK: Hex

    private static func hexColor(_ digits: String, token: CSSToken) throws(CSSColorError) -> Color {
        var values: [UInt8] = []
        for (index, scalar) in digits.unicodeScalars.enumerated() {
            guard let value = hexValue(scalar) else {
                throw CSSColorError(
                    "'\(scalar)' is not a hexadecimal digit: hex colors use only 0-9 and A-F",
                    at: token.start + 1 + index)
            }
            values.append(value)
        }
        func byte(_ high: UInt8, _ low: UInt8) -> UInt8 { high << 4 | low }
        switch values.count {
        case 3, 4:
            // Each digit doubled: #F80 is #FF8800.
            let bytes = values.map { byte($0, $0) }
            return Color(
                red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha: values.count == 4 ? Double(bytes[3]) / 255 : 1
            )
        case 6, 8:
            let bytes = stride(from: 0, to: values.count, by: 2).map { byte(values[$0], values[$0 + 1]) }
            return Color(
                red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha: values.count == 8 ? Double(bytes[3]) / 255 : 1
            )
        case 0:
            throw CSSColorError("'#' must be followed by hex digits, as in '#FF8800'", at: token.start)
        default:
            throw CSSColorError(
                "'#\(digits)' has \(values.count) hex digits; a hex color has 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)",
                at: token.start)
        }
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": UInt8(scalar.value - 48)
        case "a"..."f": UInt8(scalar.value - 97 + 10)
        case "A"..."F": UInt8(scalar.value - 65 + 10)
        default: nil
        }
    }

    /// A hint for text that looks like a hex color missing its `#`, which is
    /// what YAML leaves when an unquoted `#` starts a comment.
    private static func hexHint(_ word: String) -> String {
        let isHex = word.unicodeScalars.allSatisfy { hexValue($0) != nil }
        guard isHex, [3, 4, 6, 8].contains(word.unicodeScalars.count) else { return "" }
        return
            " (if you meant the hex color '#\(word)', include the '#' and quote the value, since YAML reads an unquoted '#' as a comment)"
    }

    // MARK: Keywords

    private static func keywordColor(_ name: String, token: CSSToken) throws(CSSColorError) -> Color {
        if let color = namedColor(name) { return color }
        let key = name.lowercased()
        switch key {
        case "currentcolor":
            throw CSSColorError(
                "'currentcolor' takes the color of the element it is used on; a theme needs a concrete color",
                at: token.start)
        case "none", "inherit", "initial", "unset", "revert", "revert-layer":
            throw CSSColorError("'\(name)' is not a color: write a concrete color such as '#FF8800'", at: token.start)
        default:
            break
        }
        let hint = hexHint(name)
        if !hint.isEmpty {
            throw CSSColorError("unknown color name '\(name)'" + hint, at: token.start)
        }
        if let suggestion = EditDistance.closest(to: key, in: CSSNamedColors.names + ["transparent"]) {
            throw CSSColorError("unknown color name '\(name)'; did you mean '\(suggestion)'?", at: token.start)
        }
        throw CSSColorError(
            "unknown color name '\(name)': use one of the 148 CSS named colors, a hex color such as '#FF8800', or a function such as 'oklch(70% 0.15 250)'",
            at: token.start)
    }
}

extension Color {
    /// The color that a CSS Color 4 literal describes: `try Color(css: "oklch(70% 0.15 250)")`.
    /// See ``CSSColorParser`` for what is accepted.
    public init(css text: String) throws(CSSColorError) {
        self = try CSSColorParser.parseColor(text)
    }
}
