import Swatch
import SwatchSyntax

/// Every state's tokens, merged from a theme's layers, and each token's type
/// in them: what ``DTCGImporter/theme(_:brand:extensionsRoot:)`` reads its
/// colors from.
extension DTCGImporter {
    /// The tokens of each of the eight color states, merged once for each
    /// list of contexts the states take.
    struct MergedStates {
        /// Each state's tokens, by the state's index.
        var maps: [Int: TokenMap] = [:]
        /// Each state's token types, by the state's index.
        var types: [Int: [String: String]] = [:]
        /// Every token path as merged, in order, a path once for each tree that defines it.
        var order: [String] = []
        /// The first state, in their order, to take each list of contexts
        /// (a context for each layer, nil where a layer is a set).
        var firstOfContexts: [[String?]: Int] = [:]
        /// The states that take the same contexts as an earlier state, each
        /// with that state.
        var sameContexts: [(state: Appearance, as: Appearance)] = []

        /// The state indexes whose tokens were merged, each list of contexts once, in their order.
        var distinctStates: [Int] { firstOfContexts.values.sorted() }
    }

    /// The tokens of every state and their types. States whose layers take
    /// the same contexts have the same tokens (a document without elevated
    /// contexts: its elevated states are its base ones), merged once.
    mutating func mergedStates(_ layers: [ResolverLayer], brand: [String: String]) -> MergedStates {
        var merged = MergedStates()
        // The tokens merged from the first layers, by the contexts they
        // take: a layer's trees are its context's, so states that take the
        // same contexts in the first layers merge them once (Primer's base
        // set, most of its tokens, is every state's first layer). The paths
        // a later state would add to `order` again are in it already.
        var mergedPrefixes: [[String?]: TokenMap] = [[]: [:]]
        for state in ColorStates.all {
            let contexts = layers.map { $0.context(for: state, brand: brand) }
            if let same = merged.firstOfContexts[contexts] {
                merged.maps[state.index] = merged.maps[same]
                merged.sameContexts.append((state, Appearance(index: same)))
                continue
            }
            merged.firstOfContexts[contexts] = state.index
            if layers.contains(where: { !$0.trees(for: state, brand: brand, references: true).isEmpty }) {
                merged.maps[state.index] = mergedWithReferences(
                    layers, state: state, brand: brand, order: &merged.order)
                continue
            }
            var taken = contexts.count
            while mergedPrefixes[Array(contexts[..<taken])] == nil { taken -= 1 }
            var map = mergedPrefixes[Array(contexts[..<taken])]!
            for (index, layer) in layers.enumerated().dropFirst(taken) {
                for tree in layer.trees(for: state, brand: brand) {
                    flatten(tree, path: [], type: nil, into: &map, order: &merged.order)
                }
                if index < layers.count - 1 { mergedPrefixes[Array(contexts[...index])] = map }
            }
            merged.maps[state.index] = map
        }
        for index in merged.distinctStates {
            let map = merged.maps[index]!
            var types: [String: String] = [:]
            for path in map.keys { types[path] = type(path, in: map) }
            merged.types[index] = types
        }
        for (state, first) in merged.sameContexts { merged.types[state.index] = merged.types[first.index] }
        return merged
    }

    /// The tokens of a state whose contexts take sets only aliases may name
    /// (Tokens Studio's `source` sets, "used to resolve references, but
    /// excluded from styles creation"): those of every layer first, then the
    /// checked ones over them, so that a source set never gives a checked
    /// token its value. Gestalt's platform themes take its light colors as
    /// a source after the dark theme's set: the dark value stays dark.
    private func mergedWithReferences(
        _ layers: [ResolverLayer], state: Appearance, brand: [String: String], order: inout [String]
    ) -> TokenMap {
        var map: TokenMap = [:]
        var referenced: [String] = []
        for layer in layers {
            for tree in layer.trees(for: state, brand: brand, references: true) {
                flatten(tree, path: [], type: nil, into: &map, order: &referenced)
            }
        }
        for layer in layers {
            for tree in layer.trees(for: state, brand: brand) {
                flatten(tree, path: [], type: nil, into: &map, order: &order)
            }
        }
        return map
    }

    /// A token is one token across the contexts: typed where any context
    /// types it, or through the alias it names (2025.10).
    private func type(_ path: String, in map: TokenMap) -> String? {
        var current = path
        for _ in 0...maximumAliasDepth {
            guard let definition = map[current] else { return declaredTypes[current] }
            if let type = definition.type ?? declaredTypes[current] { return type }
            guard let written = value(of: definition.node)?.scalar else { return nil }
            let text = Self.aliasWithAlpha(written)?.alias ?? written
            guard text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
            current = tokenPath(alias: text)
        }
        return nil
    }
}
