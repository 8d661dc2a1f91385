import SwatchSupport

/// The arithmetic Tokens Studio evaluates in a number it reads from a token
/// (`checkAndEvaluateMath`): numbers, `{alias}`es of number tokens, `+ - * /`,
/// a leading minus and parentheses, as in a modifier's value
/// `"{modifier.hover} * 2"`. Anything else (units, functions) is not read.
enum TokenArithmetic {
    /// The value of `text`, each `{path}` given by `reference` (nil when it
    /// has none); nil when the text is no such expression.
    static func evaluate(_ text: String, reference: (String) -> Double?) -> Double? {
        // The parser keeps the closure only while it reads this text.
        withoutActuallyEscaping(reference) { reference in
            var parser = Parser(scalars: Array(text.unicodeScalars), reference: reference)
            guard let value = parser.sum(), parser.atEnd, value.isFinite else { return nil }
            return value
        }
    }

    /// A recursive-descent parser over the text's scalars; an expression
    /// nests at most ``maximumDepth`` parentheses, so none overflows the stack.
    private struct Parser {
        static let maximumDepth = 32
        var scalars: [Unicode.Scalar]
        var reference: (String) -> Double?
        var position = 0
        var depth = 0

        var atEnd: Bool {
            mutating get {
                skipSpaces()
                return position == scalars.count
            }
        }

        mutating func sum() -> Double? {
            guard var value = product() else { return nil }
            while let operation = take(["+", "-"]) {
                guard let next = product() else { return nil }
                value = operation == "+" ? value + next : value - next
            }
            return value
        }

        mutating func product() -> Double? {
            guard var value = factor() else { return nil }
            while let operation = take(["*", "/"]) {
                guard let next = factor() else { return nil }
                value = operation == "*" ? value * next : value / next
            }
            return value
        }

        mutating func factor() -> Double? {
            if take(["-"]) != nil { return factor().map { -$0 } }
            if take(["("]) != nil {
                depth += 1
                defer { depth -= 1 }
                guard depth <= Self.maximumDepth, let value = sum(), take([")"]) != nil else { return nil }
                return value
            }
            skipSpaces()
            if position < scalars.count, scalars[position] == "{" {
                guard let close = scalars[position...].firstIndex(of: "}") else { return nil }
                let path = String(String.UnicodeScalarView(scalars[(position + 1)..<close]))
                position = close + 1
                return reference(path.trimmingScalars(where: \.isSpaceInLine))
            }
            let start = position
            while position < scalars.count, scalars[position] == "." || ("0"..."9").contains(scalars[position]) {
                position += 1
            }
            return Double(String(String.UnicodeScalarView(scalars[start..<position])))
        }

        /// The next scalar, when it is one of `options`, taken.
        mutating func take(_ options: [Unicode.Scalar]) -> Unicode.Scalar? {
            skipSpaces()
            guard position < scalars.count, options.contains(scalars[position]) else { return nil }
            position += 1
            return scalars[position - 1]
        }

        mutating func skipSpaces() {
            while position < scalars.count, scalars[position] == " " || scalars[position] == "\t" { position += 1 }
        }
    }
}
