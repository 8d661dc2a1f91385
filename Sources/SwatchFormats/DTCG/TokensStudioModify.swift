import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchSupport
import SwatchSyntax

/// Tokens Studio's color modifiers in a token file: a token whose
/// `$extensions["studio.tokens"].modify` changes the color its value gives
/// (``TokensStudioModifier``).
///
/// As the plugin resolves tokens (`TokenResolver.ts`'s `calculateTokenValue`),
/// a token's value is resolved first (aliases followed, `rgba({alias}, a)`
/// applied) and then modified, and a token that aliases a modified token
/// takes the modified color; so each token an alias chain passes through
/// applies its own modifier, innermost first
/// (``applyingModifiers(_:to:in:state:)``). The modifier's `value` may be
/// an alias of a number token or arithmetic of such (``TokenArithmetic``),
/// and a `mix`'s `color` an alias of a color token, each read in the same
/// state. A modifier Swatch cannot compute is said at its place, and the
/// token is unknown where it takes that value: never judged as if unmodified.
extension DTCGImporter {
    /// A token along an alias chain whose value Tokens Studio modifies: its
    /// `modify`, and the alpha the tokens outside it (up to the next
    /// modified one) set, which applies after the modifier.
    struct ModifiedStep {
        var modify: YAMLValue
        var outerAlpha: Double?
    }

    /// A token's `$extensions["studio.tokens"].modify`, if it has one.
    static func tokensStudioModify(of token: YAMLValue) -> YAMLValue? {
        token["$extensions"]?["studio.tokens"]?["modify"]
    }

    /// `color` (the innermost token's) changed by each step's modifier,
    /// innermost first, each followed by the alpha outside it; nil when a
    /// modifier cannot be computed (said at it).
    mutating func applyingModifiers(
        _ steps: [ModifiedStep], to color: Color, in map: TokenMap, state: Appearance
    ) -> Color? {
        var result = color
        for step in steps.reversed() {
            guard let modifier = modifier(step.modify, in: map, state: state) else { return nil }
            result = modifier.applied(to: result)
            if let alpha = step.outerAlpha { result = result.withAlpha(alpha) }
        }
        return result
    }

    /// Whether a finding is at the token's own `modify`: then the token is
    /// unknown there, and its value needs no note pointing to it.
    static func isAtModify(_ finding: SourceRange, of token: YAMLValue) -> Bool {
        guard let modify = tokensStudioModify(of: token)?.range else { return false }
        return finding.file == modify.file && finding.start >= modify.start && finding.end <= modify.end
    }

    /// The modifier `modify` describes in `state`; nil, said at the field,
    /// when it is not one Swatch computes.
    private mutating func modifier(_ modify: YAMLValue, in map: TokenMap, state: Appearance) -> TokensStudioModifier? {
        let notChecked = "so the token is not checked where it takes this value"
        guard modify.pairs != nil else {
            unread(
                "Tokens Studio's 'modify' is an object with 'type', 'value' and 'space'; this is \(modify.kindDescription), \(notChecked)",
                at: modify.range)
            return nil
        }
        // Each field is read, so each of its mistakes is said in one run.
        let kind: TokensStudioModifier.Kind? = modifierWord(
            "type", of: modify, unknown: { "'\($0)' is not a modifier type Swatch computes" },
            then: "\(notChecked); give the value itself")
        let space: TokensStudioModifier.Space? = modifierWord(
            "space", of: modify, unknown: { "'\($0)' is not a space Tokens Studio modifies colors in" },
            then: notChecked)
        let number = modify["value"].flatMap { amount($0, in: map) }
        if number == nil {
            error(
                .themeValue,
                "a modifier's 'value' is a number, an alias of a number token or arithmetic of them ('{opacity.hover} * 2'), \(notChecked)",
                at: modify["value"]?.range ?? modify.range)
        }
        guard let kind, let space, let number else { return nil }
        var modifier = TokensStudioModifier(kind: kind, space: space, amount: number)
        if kind == .mix {
            guard let colorNode = modify["color"] else {
                error(.themeValue, "a 'mix' names the 'color' it mixes in, \(notChecked)", at: modify.range)
                return nil
            }
            guard let color = mixColor(colorNode, in: map, state: state) else { return nil }
            modifier.mixColor = color
        }
        return modifier
    }

    /// The word the modifier's `key` says, one of `Word`'s; nil when it
    /// says another (`unknown` says which) or none, said at it (at the
    /// modifier when it has none), the words listed, then `then`.
    private mutating func modifierWord<Word: RawRepresentable & CaseIterable>(
        _ key: String, of modify: YAMLValue, unknown: (String) -> String, then: String
    ) -> Word? where Word.RawValue == String {
        if let word = modify[key]?.scalar.flatMap(Word.init(rawValue:)) { return word }
        let written = modify[key]?.scalar.map(unknown) ?? "a 'modify' without a '\(key)' is not computed"
        let words = Word.allCases.map(\.rawValue).joined(separator: ", ")
        unread("\(written) (\(words)), \(then)", at: modify[key]?.range ?? modify.range)
        return nil
    }

    /// A modifier's `value`: a number, or arithmetic of numbers and aliases
    /// of number tokens, each followed to its value (at most
    /// ``maximumAliasDepth`` deep); nil when it is none of those.
    private func amount(_ node: YAMLValue, in map: TokenMap) -> Double? {
        guard let text = node.scalar else { return nil }
        var depth = 0
        func number(_ text: String) -> Double? {
            TokenArithmetic.evaluate(text) { path in
                depth += 1
                defer { depth -= 1 }
                guard depth <= maximumAliasDepth, let target = map[path], let written = value(of: target.node)?.scalar
                else { return nil }
                return number(written)
            }
        }
        return number(text)
    }

    /// The color a `mix` mixes in: an alias of a color token, taken as it is
    /// in `state` (modified too, when it is), or a color written out.
    private mutating func mixColor(_ node: YAMLValue, in map: TokenMap, state: Appearance) -> Color? {
        let text = node.scalar?.trimmingScalars(where: \.isSpaceInLine) ?? ""
        guard text.hasPrefix("{"), text.hasSuffix("}") else {
            if case .success(let color) = CSSColorParser.parse(text) { return color }
            error(.themeLiteral, "'\(text)' is not a color to mix in: give a color or an alias of one", at: node.range)
            return nil
        }
        let path = tokenPath(alias: text)
        guard let target = map[path] else {
            error(.themeReference, "the alias '\(text)' names no token", at: node.range)
            return nil
        }
        guard !mixColorsFollowed.contains(path), mixColorsFollowed.count < maximumAliasDepth else {
            error(
                .themeCycle,
                "tokens mix each other in a circle: \((mixColorsFollowed + [path]).joined(separator: " → "))",
                at: node.range)
            return nil
        }
        mixColorsFollowed.append(path)
        defer { mixColorsFollowed.removeLast() }
        var definedAt: SourceRange?
        // The mix color's chain is followed apart from the state's: one color, seldom reached twice.
        var ends: [String: AliasEnd] = [:]
        return resolve(target.node, in: map, state: state, from: path, definedAt: &definedAt, ends: &ends)?.value
    }
}
