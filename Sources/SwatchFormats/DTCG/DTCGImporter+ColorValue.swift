import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchSupport
import SwatchSyntax

/// A written color: a DTCG color object, a CSS color string, Tokens
/// Studio's `rgba(color, alpha)`; and what is not one (a gradient).
extension DTCGImporter {
    /// A DTCG color value: `{colorSpace, components, alpha}` (or, as older
    /// files have it, a CSS color string).
    mutating func color(_ node: YAMLValue) -> Color? {
        if let text = node.scalar {
            if Self.isGradient(text) {
                unread(
                    "'\(text)' is a gradient, not one color, so this token is not checked; give it the type \"gradient\" to leave it out, or make its stops color tokens to check them",
                    at: node.range)
                return nil
            }
            if let (first, alpha) = Self.rgbaArguments(text), first.hasPrefix("#"), let alpha,
                case .success(let color) = CSSColorParser.parse(first)
            {
                // Tokens Studio's `rgba(#hex, alpha)`: the hex color at that alpha.
                return color.withAlpha(alpha)
            }
            switch CSSColorParser.parse(text) {
            case .success(let color): return color
            case .failure(let problem):
                error(.themeLiteral, "'\(text)' is not a color: \(problem.message)", at: node.range)
                return nil
            }
        }
        guard let space = node["colorSpace"]?.scalar, let items = node["components"]?.items, items.count == 3 else {
            error(
                .themeType, "a color value is an object with 'colorSpace' and three 'components'",
                at: node["components"]?.range ?? node.range)
            return nil
        }
        let components = items.map { $0.scalar == "none" ? 0 : Double($0.scalar ?? "") }
        guard let c = components as? [Double], components.allSatisfy({ $0 != nil }) else {
            error(.themeType, "a color's components are numbers", at: node["components"]!.range)
            return nil
        }
        shape.objectValues.insert(node.range)
        var alpha = 1.0
        if let written = node["alpha"] {
            guard let value = written.scalar.flatMap(Double.init), (0...1).contains(value) else {
                error(.themeValue, "a color's alpha is a number from 0 to 1", at: written.range)
                return nil
            }
            alpha = value
        }
        switch space {
        case "srgb": return Color(red: c[0], green: c[1], blue: c[2], alpha: alpha)
        case "display-p3": return DisplayP3(red: c[0], green: c[1], blue: c[2], alpha: alpha).color
        default:
            // Every other space of the format has a CSS form; the CSS parser
            // is the one place its conversions live.
            let css: String
            switch space {
            case "hsl", "hwb", "lab", "lch", "oklab", "oklch":
                let percent = space == "hsl" || space == "hwb"
                css = "\(space)(\(c[0]) \(c[1])\(percent ? "%" : "") \(c[2])\(percent ? "%" : "") / \(alpha))"
            default:
                css = "color(\(space) \(c[0]) \(c[1]) \(c[2]) / \(alpha))"
            }
            if case .success(let color) = CSSColorParser.parse(css) { return color }
            // The format's `hex` is there for a reader that cannot read the
            // space: take it, and say that the space itself was not read.
            if let hex = node["hex"], let text = hex.scalar, case .success(let color) = CSSColorParser.parse(text) {
                let note = Diagnostic(
                    .themeValue, weight: .unverified,
                    "the color space '\(space)' is not one Swatch reads; its 'hex' fallback \(text) is checked instead",
                    at: node["colorSpace"]!.range)
                recordOfFile(note)
                return Color(
                    red: color.red, green: color.green, blue: color.blue,
                    alpha: node["alpha"] == nil ? color.alpha : alpha)
            }
            error(
                .themeValue,
                "the color space '\(space)' is not one Swatch reads (srgb, display-p3, hsl, hwb, lab, lch, oklab, oklch, srgb-linear, xyz-d65, xyz-d50, a98-rgb, prophoto-rgb, rec2020)",
                at: node["colorSpace"]!.range)
            return nil
        }
    }

    /// Whether a value is a CSS gradient (Tokens Studio types gradients `color`).
    static func isGradient(_ text: String) -> Bool {
        let lowered = text.trimmingScalars(where: \.isSpaceInLine).lowercased()
        return ["linear-gradient(", "radial-gradient(", "conic-gradient(", "repeating-"]
            .contains {
                lowered.hasPrefix($0)
            }
    }

    /// The two arguments of Tokens Studio's `rgba(color, alpha)` (the color
    /// an alias or a hex color): the first as written, and the alpha (nil
    /// when it is no number from 0 to 1 or percentage); nil for any other text.
    static func rgbaArguments(_ text: String) -> (first: String, alpha: Double?)? {
        rgbaParts(text).map { ($0.first, opacity($0.alpha)) }
    }

    /// The two arguments of `rgba(color, alpha)` as written, trimmed; nil
    /// for any other text.
    static func rgbaParts(_ text: String) -> (first: String, alpha: Substring)? {
        // Most values (`#…`, `{…}`) have no parenthesis: they are told by one
        // pass over the bytes, not a trimmed and lowercased copy of each.
        guard text.utf8.contains(UInt8(ascii: "(")) else { return nil }
        func trimmed(_ text: some StringProtocol) -> Substring { Substring(text.trimmingScalars { $0 == " " }) }
        let whole = trimmed(text)
        guard whole.lowercased().hasPrefix("rgba("), whole.hasSuffix(")") else { return nil }
        let inside = whole.dropFirst(5).dropLast()
        guard let comma = inside.lastIndex(of: ",") else { return nil }
        let first = String(trimmed(inside[..<comma]))
        guard !first.contains(",") else { return nil }
        return (first, trimmed(inside[inside.index(after: comma)...]))
    }

    /// An opacity as Tokens Studio writes one: a number from 0 to 1, or a
    /// percentage; nil for anything else.
    static func opacity(_ text: some StringProtocol) -> Double? {
        var written = Substring(text)
        var scale = 1.0
        if written.hasSuffix("%") {
            written.removeLast()
            scale = 100
        }
        guard let number = Double(written), number.isFinite, (0...1).contains(number / scale) else { return nil }
        return number / scale
    }

    /// Whether a value without a type is written as a color is: a CSS color
    /// string or a color object.
    static func looksLikeColor(_ value: YAMLValue) -> Bool {
        if value["colorSpace"] != nil { return true }
        guard let text = value.scalar, !text.hasPrefix("{") else { return false }
        return text.hasPrefix("#") || text.hasPrefix("rgb") || text.hasPrefix("hsl") || text.hasPrefix("oklch")
            || text.hasPrefix("color(")
    }
}
