import Swatch

/// Reads the arguments of a color function, from just after its `(` to the
/// `)`, and resolves them into a color.
struct CSSFunctionArguments {
    var tokenizer: CSSTokenizer

    /// The components as written, before resolution.
    private struct List {
        var components: [CSSToken] = []
        var alpha: CSSToken?
        var usesCommas = false
        var close: CSSToken
    }

    mutating func color(function name: String, token: CSSToken) throws(CSSColorError) -> Color {
        let key = name.lowercased()
        guard let function = CSSColorFunction(rawValue: key) else {
            throw unknownFunction(name, token: token)
        }
        var space: CSSPredefinedSpace?
        if function == .color { space = try predefinedSpace() }

        let list = try read(function)
        let rules = space?.rules ?? function.rules(legacy: list.usesCommas)
        if list.usesCommas, function == .rgb || function == .rgba {
            try checkUniformRGB(list.components, function: function)
        }
        var values: [Double] = []
        for (token, rule) in zip(list.components, rules) {
            values.append(try value(of: token, rule: rule, legacy: list.usesCommas, function: function))
        }
        var alpha = 1.0
        if let token = list.alpha {
            alpha = min(max(try value(of: token, rule: .alpha, legacy: list.usesCommas, function: function), 0), 1)
        }
        if let space { return space.color(values, alpha: alpha) }
        return function.color(values, alpha: alpha)
    }

    // MARK: Structure

    /// Reads up to `)`: components separated by spaces with an optional
    /// `/ alpha`, or (rgb and hsl only) separated by commas with an optional
    /// fourth alpha. Checks the separators and the count.
    private mutating func read(_ function: CSSColorFunction) throws(CSSColorError) -> List {
        let name = function.rawValue + "()"
        var components: [CSSToken] = []
        var alpha: CSSToken?
        var usesCommas: Bool?  // Decided by the first separator.
        var pendingSeparator: CSSToken?
        var afterSlash = false
        var previousWasValue = false

        func mixed(at offset: Int) -> CSSColorError {
            CSSColorError(
                "\(name) mixes commas and spaces: separate all values with commas, as in '\(function.commaExample)', or all with spaces, as in '\(function.example)'",
                at: offset)
        }

        while true {
            let token = try tokenizer.next()
            switch token.kind {
            case .end:
                throw CSSColorError("missing ')' at the end of \(name): add ')'", at: tokenizer.lastTokenEnd)
            case .closeParen:
                if let separator = pendingSeparator, !previousWasValue {
                    if separator.kind == .slash {
                        throw CSSColorError("expected an alpha after '/', as in '\(function.example)'", at: token.start)
                    }
                    throw CSSColorError(
                        "a ',' with no value after it: remove it or add the missing value", at: separator.start)
                }
                var list = List(components: components, alpha: alpha, usesCommas: usesCommas == true, close: token)
                try checkCount(&list, function: function)
                return list
            case .comma:
                guard function.allowsCommas else {
                    throw CSSColorError(
                        "\(name) separates its values with spaces, not commas, as in '\(function.example)'",
                        at: token.start)
                }
                if usesCommas == false { throw mixed(at: token.start) }
                guard previousWasValue else {
                    throw CSSColorError("expected a value before ',': remove the extra ','", at: token.start)
                }
                usesCommas = true
                pendingSeparator = token
                previousWasValue = false
            case .slash:
                if usesCommas == true {
                    throw CSSColorError(
                        "'/' doesn't go with commas: with commas the alpha is a fourth value, as in '\(function.commaExample)'; with spaces it follows '/', as in '\(function.example)'",
                        at: token.start)
                }
                guard !afterSlash else {
                    throw CSSColorError(
                        "only one '/' is allowed, before the alpha: remove the extra '/'", at: token.start)
                }
                guard previousWasValue else {
                    throw CSSColorError(
                        "expected the color's components before '/', as in '\(function.example)'", at: token.start)
                }
                usesCommas = false
                afterSlash = true
                pendingSeparator = token
                previousWasValue = false
            case .function(let inner):
                throw CSSColorError(
                    "\(inner.lowercased())() can't be used inside a color here: write the value it computes",
                    at: token.start)
            case .number, .percentage, .dimension, .ident:
                if components.isEmpty, case .ident(let word) = token.kind, word.lowercased() == "from" {
                    throw CSSColorError(
                        "relative colors ('\(function.rawValue)(from …)') are not supported: write the resulting color",
                        at: token.start)
                }
                if previousWasValue {
                    if usesCommas == true { throw mixed(at: token.start) }
                    usesCommas = false
                }
                if afterSlash {
                    guard alpha == nil else {
                        throw CSSColorError("only one alpha may follow '/': remove the extra value", at: token.start)
                    }
                    alpha = token
                } else {
                    components.append(token)
                }
                previousWasValue = true
            default:
                throw CSSColorError(
                    "unexpected '\(tokenizer.text(token.start, token.end))' in \(name); write it as '\(function.example)'",
                    at: token.start)
            }
        }
    }

    private func checkCount(_ list: inout List, function: CSSColorFunction) throws(CSSColorError) {
        let name = function.rawValue + "()"
        let names = (function == .color ? ["red", "green", "blue"] : function.rules(legacy: false).map(\.name))
        let wanted = function == .color ? "3 components" : "3 components (\(names.joined(separator: ", ")))"
        let count = list.components.count
        if list.usesCommas {
            if count > 4 {
                throw CSSColorError(
                    "\(name) takes at most 4 comma-separated values: \(names.joined(separator: ", ")) and alpha",
                    at: list.components[4].start)
            }
            if count == 4 { list.alpha = list.components.removeLast() }
        } else if count > 3 {
            let hint =
                count == 4 && list.alpha == nil
                ? "; to give an alpha, put it after a slash, as in '\(function.example)'" : ""
            throw CSSColorError(
                "\(name) takes \(wanted), found \(count)" + (hint.isEmpty ? ": remove the extra values" : hint),
                at: list.components[3].start)
        }
        if list.components.count < 3 {
            throw CSSColorError(
                "\(name) needs \(wanted), found \(list.components.count), as in '\(function.example)'",
                at: list.close.start)
        }
    }

    /// The comma-separated rgb() takes all numbers or all percentages.
    private func checkUniformRGB(_ components: [CSSToken], function: CSSColorFunction) throws(CSSColorError) {
        func isPercentage(_ token: CSSToken) -> Bool {
            if case .percentage = token.kind { return true }
            return false
        }
        guard let first = components.first else { return }
        for token in components.prefix(3).dropFirst() where isPercentage(token) != isPercentage(first) {
            throw CSSColorError(
                "\(function.rawValue)() with commas takes all numbers or all percentages: make them alike, or separate the values with spaces, where mixing is allowed",
                at: token.start)
        }
    }

    // MARK: Values

    private func value(
        of token: CSSToken, rule: CSSComponentRule, legacy: Bool, function: CSSColorFunction
    ) throws(CSSColorError) -> Double {
        let name = function.rawValue + "()"
        let written = tokenizer.text(token.start, token.end)
        switch token.kind {
        case .ident(let word):
            let key = word.lowercased()
            if key == "none" {
                guard !legacy else {
                    throw CSSColorError(
                        "'none' is not allowed in the comma-separated syntax: separate the values with spaces, as in '\(function.example)'",
                        at: token.start)
                }
                // A missing component; with nothing to interpolate it
                // against, CSS treats it as 0.
                return 0
            }
            throw CSSColorError(
                "expected \(rule.name) as \(rule.expectation(allowsNone: !legacy)), found '\(written)'", at: token.start
            )
        case .number(let number):
            if rule.isHue { return number }
            guard let scale = rule.number else {
                throw CSSColorError(
                    "\(rule.name) must be a percentage in the comma-separated syntax: write '\(written)%'",
                    at: token.start)
            }
            return number * scale
        case .percentage(let percent):
            guard let hundred = rule.percent else {
                throw CSSColorError(
                    "\(rule.name) takes \(rule.expectation(allowsNone: !legacy)), not a percentage", at: token.start)
            }
            return percent / 100 * hundred
        case .dimension(let number, let unit, let unitStart):
            guard rule.isHue else {
                throw CSSColorError(
                    "unexpected unit '\(unit)': \(rule.name) takes \(rule.expectation(allowsNone: !legacy))",
                    at: unitStart)
            }
            switch unit.lowercased() {
            case "deg": return number
            case "rad": return number * 180 / .pi
            case "grad": return number * 360 / 400
            case "turn": return number * 360
            default:
                let units = ["deg", "rad", "grad", "turn"]
                let suggestion = EditDistance.closest(to: unit.lowercased(), in: units)
                    .map { "; did you mean '\($0)'?" }
                throw CSSColorError(
                    "unknown angle unit '\(unit)'" + (suggestion ?? ": use deg, rad, grad or turn"), at: unitStart)
            }
        default:
            throw CSSColorError("unexpected '\(written)' in \(name)", at: token.start)
        }
    }

    // MARK: Names

    private mutating func predefinedSpace() throws(CSSColorError) -> CSSPredefinedSpace {
        let token = try tokenizer.next()
        let supported = "srgb, srgb-linear, display-p3, xyz-d65 or xyz-d50"
        guard case .ident(let written) = token.kind else {
            throw CSSColorError(
                "color() starts with a color space (\(supported)), as in '\(CSSColorFunction.color.example)'",
                at: token.start)
        }
        let key = written.lowercased()
        if let space = CSSPredefinedSpace(rawValue: key) { return space }
        if CSSPredefinedSpace.unsupported.contains(key) {
            throw CSSColorError("the color space '\(written)' is not supported: use \(supported)", at: token.start)
        }
        let names = CSSPredefinedSpace.allCases.map(\.rawValue)
        if let suggestion = EditDistance.closest(to: key, in: names) {
            throw CSSColorError("unknown color space '\(written)'; did you mean '\(suggestion)'?", at: token.start)
        }
        throw CSSColorError("unknown color space '\(written)': use \(supported)", at: token.start)
    }

    private func unknownFunction(_ name: String, token: CSSToken) -> CSSColorError {
        let key = name.lowercased()
        if CSSPredefinedSpace(rawValue: key) != nil || CSSPredefinedSpace.unsupported.contains(key) {
            return CSSColorError(
                "'\(name)' is a color space, not a function: write 'color(\(key) …)', as in '\(CSSColorFunction.color.example)'",
                at: token.start)
        }
        switch key {
        case "color-mix", "light-dark", "contrast-color", "device-cmyk":
            return CSSColorError(
                "\(key)() is not supported: a theme needs one concrete color; write the resulting color",
                at: token.start)
        case "calc", "var", "env", "attr", "min", "max", "clamp":
            return CSSColorError("\(key)() can't be evaluated here: write a concrete color", at: token.start)
        default:
            break
        }
        let names = CSSColorFunction.allCases.map(\.rawValue)
        if let suggestion = EditDistance.closest(to: key, in: names) {
            return CSSColorError("unknown color function '\(name)()'; did you mean '\(suggestion)()'?", at: token.start)
        }
        return CSSColorError(
            "unknown color function '\(name)()': use rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color()",
            at: token.start)
    }
}
