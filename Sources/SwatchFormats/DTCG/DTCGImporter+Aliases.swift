import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import SwatchSyntax

/// A token's color in a state, its aliases followed through the state's
/// tokens, and the alias chains already followed kept for the tokens after.
extension DTCGImporter {
    /// Where a token's alias chain ends in a state, kept for every token
    /// along a chain that reached a color: a primitive aliased by hundreds of
    /// tokens is followed once a state, not once for each (a fifth of the
    /// check of GitHub Primer's resolver document, before).
    struct AliasEnd {
        /// The color the chain ends at, before any alpha along it.
        var color: Color
        /// Where that color is written.
        var range: SourceRange
        /// The first alpha written along the chain from the token, its own first.
        var alpha: Double?
        /// The aliases followed from the token to the end.
        var aliases: Int
        /// Whether a token read on the way to it takes a value by the state
        /// beyond its contexts (``DTCGImporter/readsByState``).
        var readsByState = false
    }

    /// A token's color in `state`: its value there (``written(_:in:)``) — a
    /// color object, a CSS string, or an alias `{path}` followed through the
    /// state's tokens, each token along the way taken as it is in that
    /// state too — in a loop, and at most ``CompilerLimits/referenceDepth``
    /// aliases, so a long chain neither overflows the stack nor takes long.
    /// `definedAt` is set to where the value is written when an alias leads
    /// there. `ends`: the state's chains already followed (``AliasEnd``),
    /// taken where the rest of a chain is one of them and stays within the
    /// limit, and added to; a chain that fails is not kept, so that it is
    /// followed, and its finding made, as before. A chain along which Tokens
    /// Studio's `modify` changes a token is not kept either: an end holds a
    /// color as written, and a modifier's place along the chain decides
    /// which alphas it sees (``ModifiedStep``).
    /// `overrides`: the token's own (``appearanceOverrides(of:keys:)``), when the caller has read them.
    mutating func resolve(
        _ token: YAMLValue, in map: TokenMap, state: Appearance, from path: String, definedAt: inout SourceRange?,
        ends: inout [String: AliasEnd], overrides: AppearanceOverrides? = nil
    ) -> Located<Color>? {
        guard let first = written(token, in: state, overrides: overrides) else { return nil }
        let value = first.value
        var node = value
        var chain = [path]
        // The tokens of `chain`, for a circle: a chain is searched as it is while it is short (most are one
        // or two aliases), and kept as a set beside it once it is long.
        var seen: Set<String> = []
        let searchedUpTo = 16
        // The alpha a token is shown at: the outermost one written, the
        // token's own (Tokens Studio's `rgba({alias}, 0.5)`, Primer's
        // `alpha`), as both tools compute it.
        var alpha = first.alpha
        // The first alpha written at each token of the chain.
        var alphas: [Double?] = [first.alpha]
        // The rest of the chain, when it was followed before.
        var known: AliasEnd?
        // Tokens along the way that Tokens Studio's `modify` changes (TokensStudioModify.swift).
        var modified = Self.tokensStudioModify(of: token).map { [ModifiedStep(modify: $0)] } ?? []
        while var text = node.scalar {
            if let (alias, written) = Self.aliasWithAlpha(text) {
                guard let opacity = written ?? aliasedAlpha(of: text, in: map, state: state) else {
                    error(
                        .themeValue,
                        "the alpha of '\(text)' is a number from 0 to 1, or a percentage, or names a token that holds one: 'rgba({color.black}, 0.5)'",
                        at: node.range)
                    return nil
                }
                alpha = alpha ?? opacity
                alphas[alphas.count - 1] = alphas[alphas.count - 1] ?? opacity
                text = alias
            }
            guard text.hasPrefix("{"), text.hasSuffix("}") else { break }
            let target = tokenPath(alias: text)
            // A chain that reached a color from `target` names a token, has
            // no circle, and is `aliases` long (and no modifier is along it).
            if let end = ends[target], chain.count + end.aliases <= maximumAliasDepth {
                if end.readsByState { readsByState = true }
                chain.append(target)
                alphas.append(end.alpha)
                alpha = alpha ?? end.alpha
                known = end
                break
            }
            guard let definition = map[target], let next = written(definition.node, in: state) else {
                error(.themeReference, "the alias '\(text)' names no token", at: node.range)
                return nil
            }
            if chain.count == searchedUpTo { seen = Set(chain) }
            if chain.count < searchedUpTo ? chain.contains(target) : seen.contains(target) {
                error(
                    .themeCycle,
                    "tokens alias each other in a circle: \((chain + [target]).joined(separator: " → "))",
                    at: node.range)
                return nil
            }
            if chain.count > maximumAliasDepth {
                error(
                    .themeCycle,
                    "the token '\(path)' follows more than \(maximumAliasDepth.grouped) aliases to reach a value, the limit; give a token along the chain a value of its own",
                    at: value.range)
                return nil
            }
            chain.append(target)
            if chain.count > searchedUpTo { seen.insert(target) }
            node = next.value
            if let modify = Self.tokensStudioModify(of: definition.node) {
                modified.append(ModifiedStep(modify: modify, outerAlpha: alpha))
                alpha = nil
            }
            alpha = alpha ?? next.alpha
            alphas.append(next.alpha)
        }
        let end: AliasEnd
        if let known {
            end = known
        } else {
            guard let color = color(node) else { return nil }
            end = AliasEnd(color: color, range: node.range, alpha: nil, aliases: 0)
        }
        if end.range != value.range { definedAt = end.range }
        let shown = alpha.map { end.color.withAlpha($0) } ?? end.color
        guard modified.isEmpty else {
            return applyingModifiers(modified, to: shown, in: map, state: state).map { Located($0, at: value.range) }
        }
        // Every token of the chain, from the last: its end, the first alpha
        // from it on, and the aliases from it to the end.
        var tail = end
        tail.readsByState = readsByState
        for place in chain.indices.reversed() {
            tail.alpha = alphas[place] ?? tail.alpha
            // A known end is kept already: the last of the chain, whose own it is.
            if known == nil || place < chain.count - 1 { ends[chain[place]] = tail }
            tail.aliases += 1
        }
        return Located(shown, at: value.range)
    }

    /// The alpha of `rgba({color}, {opacity})`, where the alpha names a
    /// token too (Calcite's `rgba({core.color.neutral.blk-240},
    /// {core.opacity.4})`, its opacity tokens `source` sets): the opacity
    /// that token holds in `state`, through its own aliases; nil when the
    /// alpha names none, or a token that holds no opacity.
    private mutating func aliasedAlpha(of text: String, in map: TokenMap, state: Appearance) -> Double? {
        guard let alpha = Self.rgbaParts(text)?.alpha, alpha.hasPrefix("{"), alpha.hasSuffix("}") else { return nil }
        var path = tokenPath(alias: String(alpha))
        for _ in 0...maximumAliasDepth {
            guard let definition = map[path], let written = written(definition.node, in: state)?.value.scalar else {
                return nil
            }
            if let opacity = Self.opacity(written) { return opacity }
            guard written.hasPrefix("{"), written.hasSuffix("}") else { return nil }
            path = tokenPath(alias: written)
        }
        return nil
    }

    /// `rgba({alias}, alpha)` as Tokens Studio writes it: the alias and the
    /// alpha (nil when it is no number from 0 to 1 or percentage); nil for
    /// any other text.
    static func aliasWithAlpha(_ text: String) -> (alias: String, alpha: Double?)? {
        guard let (alias, alpha) = rgbaArguments(text), alias.hasPrefix("{"), alias.hasSuffix("}") else { return nil }
        return (alias, alpha)
    }
}
