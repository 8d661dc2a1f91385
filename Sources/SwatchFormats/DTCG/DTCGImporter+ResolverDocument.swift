import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import SwatchSyntax

/// A resolver document's (2025.10) `resolutionOrder`: its sets and
/// modifiers, inline or named by `$ref`, each modifier's contexts, kind and
/// placements, and the token trees of a list of sources.
extension DTCGImporter {
    mutating func resolverLayers(_ root: YAMLValue, order: YAMLValue) -> [ResolverLayer] {
        guard let items = order.items else {
            error(
                .themeType, "'resolutionOrder' is a list of sets and modifiers; this is \(order.kindDescription)",
                at: order.range)
            return []
        }
        return items.enumerated()
            .compactMap { index, item -> ResolverLayer? in
                guard let node = references.follow(item) else { return nil }
                if let contexts = node["contexts"] {
                    // A modifier is named by its key under `modifiers` (the
                    // pointer's last step) or, written inline, by `name`.
                    let pointerName = item["$ref"]?.scalar.flatMap { ReferenceResolver.pointer(fragment(of: $0))?.last }
                    let name = node["name"]?.scalar ?? pointerName ?? "modifier \(index + 1)"
                    return modifier(
                        node, written: item, named: name, contexts: contexts, at: item["$ref"]?.range ?? node.range)
                }
                if let sourceList = node["sources"] { return .set(sources(sourceList)) }
                error(
                    .themeMissing, "a set needs 'sources' and a modifier 'contexts'",
                    at: item["$ref"]?.range ?? node.range)
                return nil
            }
    }

    func fragment(of reference: String) -> String? {
        reference.firstIndex(of: "#").map { String(reference[reference.index(after: $0)...]) }
    }

    /// A modifier: `node` as its `$ref` leads to it, with the `default` and
    /// `$extensions` written beside the `$ref` (`written`) in place of its own.
    mutating func modifier(
        _ node: YAMLValue, written item: YAMLValue, named name: String, contexts: YAMLValue, at range: SourceRange
    ) -> ResolverLayer? {
        guard let pairs = contexts.pairs else {
            error(
                .themeType, "'contexts' maps each context's name to its sources; this is \(contexts.kindDescription)",
                at: contexts.range)
            return nil
        }
        if !modifierNames.contains(name) { modifierNames.append(name) }
        var found: [ResolverModifier.Context] = []
        for pair in pairs {
            guard let key = pair.key.scalar else { continue }
            found.append(.init(name: key, range: pair.key.range, trees: sources(pair.value)))
        }
        var kind = ModifierKind.classify(contextNames: found.map(\.name))
        if let written = swatchExtensions(of: item)?["kind"] ?? swatchExtensions(of: node)?["kind"] {
            if let value = written.scalar.flatMap(ModifierKind.init(rawValue:)) {
                kind = value
            } else {
                error(
                    .themeValue,
                    "'\(written.scalar ?? "")' is not a kind of modifier: use \(ModifierKind.allCases.map(\.rawValue).joined(separator: ", "))",
                    at: written.range)
            }
        }
        if let override = modifierKinds[name] { kind = override.value }
        var placements: [String: String] = [:]
        let written = swatchExtensions(of: item)?["contexts"] ?? swatchExtensions(of: node)?["contexts"]
        for pair in written?.pairs.map(Array.init) ?? [] {
            guard let context = pair.key.scalar, let phrase = pair.value.scalar else { continue }
            guard found.contains(where: { $0.name == context }) else {
                let hint = Suggestions.closest(to: context, in: found.map(\.name)).map { "; did you mean '\($0)'?" }
                error(
                    .themeReference, "'\(context)' is no context of the modifier '\(name)'\(hint ?? "")",
                    at: pair.key.range)
                continue
            }
            guard AppearanceWords.traits(of: phrase).count > 0 else {
                error(
                    .themeValue,
                    "'\(phrase)' says no appearance: write its traits, as 'light', 'dark', 'dark elevated', 'light increased'",
                    at: pair.value.range)
                continue
            }
            placements[context] = phrase
        }
        let defaultContext = item["default"] ?? node["default"]
        if let defaultContext, let text = defaultContext.scalar, !found.contains(where: { $0.name == text }) {
            let hint = Suggestions.closest(to: text, in: found.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            error(.themeReference, "'\(text)' is no context of the modifier '\(name)'\(hint)", at: defaultContext.range)
        }
        return .modifier(
            ResolverModifier(
                name: name, range: range, contexts: found, defaultContext: defaultContext?.scalar, kind: kind,
                placements: placements))
    }

    /// The token trees of a list of sources: inline token objects, `$ref`s
    /// to files or parts of files, and `$ref`s to sets, whose sources are
    /// taken in their place; tokens written beside a `$ref` after it.
    mutating func sources(_ node: YAMLValue, within sets: [SourceRange] = []) -> [YAMLValue] {
        guard let items = node.items else {
            error(.themeType, "sources are a list of token objects; this is \(node.kindDescription)", at: node.range)
            return []
        }
        var trees: [YAMLValue] = []
        for item in items {
            guard let target = references.follow(item) else { continue }
            // Keys written beside a `$ref` extend what it names: their tokens
            // come after it, so they win.
            let extending = item["$ref"] != nil && (item.pairs?.contains { $0.key.scalar != "$ref" } ?? false)
            defer { if extending { trees.append(item) } }
            guard let nested = target["sources"], nested.items != nil else {
                trees.append(target)
                continue
            }
            let at = item["$ref"]?.range ?? item.range
            if sets.contains(target.range) {
                error(.themeCycle, "a set takes its own sources through '$ref'; take them from another set", at: at)
                continue
            }
            if sets.count >= maximumAliasDepth {
                error(
                    .themeCycle,
                    "sets take the sources of sets more than \(maximumAliasDepth.grouped) deep, the limit", at: at)
                continue
            }
            trees += sources(nested, within: sets + [target.range])
        }
        return trees
    }
}
