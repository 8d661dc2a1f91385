import Swatch
import SwatchDiagnostics
import SwatchSyntax

/// What a token writes for a state: its value, an override its
/// `$extensions` key by appearance, and the alpha it is shown at.
extension DTCGImporter {
    /// A token's values as its own `$extensions` give them, keyed by
    /// appearance (Primer's `"org.primer.overrides": { "dark": "{…}",
    /// "dark-high-contrast": "{…}" }`), each with the traits its key says, in the file's order; empty
    /// for a token without. A state takes the key whose words all say traits of the appearance, agree
    /// with the state and say the most (``bestOverride(_:in:)``). Keys that say anything else
    /// (`dark-tritanopia`) are variants Swatch does not check, and are not taken. Read once for a
    /// token and chosen from for each state: a token is asked for in every state, and twice in each.
    typealias AppearanceOverrides = [(traits: AppearanceTraits, value: YAMLValue)]

    /// The overrides of `node` (``AppearanceOverrides``), with what each key says kept in `keys` (nil: it
    /// says more than an appearance): a document writes the same few keys on every token.
    static func appearanceOverrides(of node: YAMLValue, keys: inout [String: AppearanceTraits?])
        -> AppearanceOverrides
    {
        guard let extensions = node["$extensions"]?.pairs, node["$value"] != nil else { return [] }
        var overrides: AppearanceOverrides = []
        for namespace in extensions where !namespace.key.isScalar(DTCGExporter.extensionKey) {
            // The pairs read in place, and a value told a scalar without making its text.
            guard let pairs = namespace.value.pairs else { continue }
            for pair in pairs {
                guard
                    pair.value.isScalar || pair.value["colorSpace"] != nil || pair.value["$value"] != nil
                        || pair.value["alpha"] != nil,
                    let key = pair.key.scalar
                else { continue }
                let said: AppearanceTraits?
                if let known = keys[key] {
                    said = known
                } else {
                    let words = AppearanceWords.words(of: key)
                    said =
                        words.allSatisfy({ AppearanceWords.all.contains($0) || AppearanceWords.filler.contains($0) })
                        ? AppearanceTraits(words: words) : nil
                    keys[key] = .some(said)
                }
                if let traits = said { overrides.append((traits, pair.value)) }
            }
        }
        return overrides
    }

    /// Of `overrides`, the value of the key whose words all agree with `state` and say the most (the
    /// first of those that say as much).
    static func bestOverride(_ overrides: AppearanceOverrides, in state: Appearance) -> YAMLValue? {
        var best: (value: YAMLValue, said: Int)?
        for (traits, value) in overrides where traits.count > (best?.said ?? 0) && traits.agrees(with: state) {
            best = (value, traits.count)
        }
        return best?.value
    }

    /// What a token writes for `state`: its `$value`, or the value its
    /// `$extensions` key by that appearance (``AppearanceOverrides``);
    /// and the alpha it is shown at, when it says one: Primer's `alpha`
    /// beside the value, an override's own first. Primer's build replaces a
    /// token's fields with an override's (`{ "$value": "{…}", "alpha": 0.95 }`)
    /// and shows the color at `alpha`, whatever alpha the color had
    /// (primer/primitives: the `themeOverrides` preprocessor, the `alpha`
    /// color transform); an `alpha` of `null` shows the color at its own.
    /// A value per mode or a color at an alpha (``modeValue(of:in:)``,
    /// ``colorAtAlpha(_:)``) gives the mode's value, at its alpha.
    /// `overrides`: the token's (``appearanceOverrides(of:keys:)``) when the caller has read them.
    mutating func written(_ token: YAMLValue, in state: Appearance, overrides: AppearanceOverrides? = nil)
        -> (value: YAMLValue, alpha: Double?)?
    {
        let all = overrides ?? Self.appearanceOverrides(of: token, keys: &overrideKeys)
        let override = Self.bestOverride(all, in: state)
        if !all.isEmpty, !readsByState,
            sameContexts.contains(where: {
                Self.bestOverride(all, in: $0.state)?.range != Self.bestOverride(all, in: $0.as)?.range
            })
        {
            readsByState = true
        }
        // An override is a value, or fields that replace the token's.
        let fields = override.flatMap {
            $0["colorSpace"] == nil && ($0["$value"] != nil || $0["alpha"] != nil) ? $0 : nil
        }
        let replaced = fields == nil ? override : fields?["$value"]
        guard var value = replaced ?? value(of: token) else { return nil }
        var alpha = fields?["alpha"] ?? (dialect == .dtcg ? token["alpha"] : nil)
        // Style Dictionary sources' own objects: a value per mode, a color at an alpha.
        let modes = modeValue(of: value, in: state)
        if modes.isModes {
            // Chosen by the state: not proven alike in states of the same contexts.
            readsByState = true
            guard let chosen = modes.value else { return nil }
            value = chosen
        }
        if let (color, own) = Self.colorAtAlpha(value) {
            value = color
            alpha = own
        }
        // `"alpha": null` takes the token's away: the color at its own.
        guard let alpha, !alpha.isNull else { return (value, nil) }
        guard let number = alpha.scalar.flatMap(Double.init), (0...1).contains(number) else {
            error(.themeValue, "a token's alpha is a number from 0 to 1", at: alpha.range)
            return (value, nil)
        }
        return (value, number)
    }
}
