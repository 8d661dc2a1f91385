import Swatch
import SwatchDiagnostics
import SwatchSyntax

/// What a token writes for a state: its value, an override its
/// `$extensions` key by appearance, and the alpha it is shown at.
extension DTCGImporter {
    /// A token's value in `state` as its own `$extensions` give it, keyed by
    /// appearance (Primer's `"org.primer.overrides": { "dark": "{…}",
    /// "dark-high-contrast": "{…}" }`): the key whose words all say traits
    /// of the appearance, agree with the state and say the most. Keys that
    /// say anything else (`dark-tritanopia`) are variants Swatch does not
    /// check, and are not taken.
    static func appearanceOverride(of node: YAMLValue, in state: Appearance) -> YAMLValue? {
        var keys: [String: AppearanceTraits?] = [:]
        return appearanceOverride(of: node, in: state, keys: &keys)
    }

    /// ``appearanceOverride(of:in:)`` with what each key says kept in
    /// `keys` (nil: it says more than an appearance): a document writes the
    /// same few keys on every token, asked for in every state.
    static func appearanceOverride(
        of node: YAMLValue, in state: Appearance, keys: inout [String: AppearanceTraits?]
    ) -> YAMLValue? {
        guard let extensions = node["$extensions"]?.pairs, node["$value"] != nil else { return nil }
        var best: (value: YAMLValue, said: Int)?
        for namespace in extensions where !namespace.key.isScalar(DTCGExporter.extensionKey) {
            // Asked of every token in every state: the pairs read in place,
            // and a value told a scalar without making its text.
            guard let overrides = namespace.value.pairs else { continue }
            for pair in overrides {
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
                guard let traits = said, traits.count > (best?.said ?? 0), traits.agrees(with: state) else { continue }
                best = (pair.value, traits.count)
            }
        }
        return best?.value
    }

    /// What a token writes for `state`: its `$value`, or the value its
    /// `$extensions` key by that appearance (``appearanceOverride(of:in:)``);
    /// and the alpha it is shown at, when it says one: Primer's `alpha`
    /// beside the value, an override's own first. Primer's build replaces a
    /// token's fields with an override's (`{ "$value": "{…}", "alpha": 0.95 }`)
    /// and shows the color at `alpha`, whatever alpha the color had
    /// (primer/primitives: the `themeOverrides` preprocessor, the `alpha`
    /// color transform); an `alpha` of `null` shows the color at its own.
    /// A value per mode or a color at an alpha (``modeValue(of:in:)``,
    /// ``colorAtAlpha(_:)``) gives the mode's value, at its alpha.
    mutating func written(_ token: YAMLValue, in state: Appearance) -> (value: YAMLValue, alpha: Double?)? {
        let override = Self.appearanceOverride(of: token, in: state, keys: &overrideKeys)
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
