import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

/// One theme of a document — the base, or a brand's: every state's tokens
/// merged from the layers, each token's type across the contexts, and each
/// color token's value, role and pairs per state.
extension DTCGImporter {
    mutating func theme(_ layers: [ResolverLayer], brand: [String: String], extensionsRoot: YAMLValue)
        -> ImportedTheme
    {
        var theme = ImportedTheme(file: file, namespace: namespace)
        var withoutLight: [(name: String, path: String, range: SourceRange)] = []
        // Every state's merged tokens.
        var order: [String] = []
        var states: [Int: TokenMap] = [:]
        // States whose layers take the same contexts have the same tokens
        // (a document without elevated contexts: its elevated states are
        // its base ones), merged once: the first such state, by contexts.
        var statesByContexts: [[String?]: Int] = [:]
        // The tokens merged from the first layers, by the contexts they
        // take: a layer's trees are its context's, so states that take the
        // same contexts in the first layers merge them once (Primer's base
        // set, most of its tokens, is every state's first layer). The paths
        // a later state would add to `order` again are in it already.
        var mergedPrefixes: [[String?]: TokenMap] = [[]: [:]]
        for state in ColorStates.all {
            let contexts = layers.map { $0.context(for: state, brand: brand) }
            if let same = statesByContexts[contexts] {
                states[state.index] = states[same]
                continue
            }
            statesByContexts[contexts] = state.index
            var merged = contexts.count
            while mergedPrefixes[Array(contexts[..<merged])] == nil { merged -= 1 }
            var map = mergedPrefixes[Array(contexts[..<merged])]!
            var referenced: [String] = []
            for (index, layer) in layers.enumerated().dropFirst(merged) {
                for tree in layer.trees(for: state, brand: brand, references: true) {
                    flatten(tree, path: [], type: nil, into: &map, order: &referenced)
                }
                for tree in layer.trees(for: state, brand: brand) {
                    flatten(tree, path: [], type: nil, into: &map, order: &order)
                }
                if index < layers.count - 1 { mergedPrefixes[Array(contexts[...index])] = map }
            }
            states[state.index] = map
        }
        // A token is one token across the contexts: typed where any context
        // types it, or through the alias it names (2025.10).
        func type(_ path: String, in map: TokenMap) -> String? {
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
        var types: [Int: [String: String]] = [:]
        for index in statesByContexts.values {
            let map = states[index]!
            for path in map.keys { types[index, default: [:]][path] = type(path, in: map) }
        }
        sameContexts = []
        for state in ColorStates.all {
            let contexts = layers.map { $0.context(for: state, brand: brand) }
            let first = statesByContexts[contexts]!
            types[state.index] = types[first]
            if first != state.index { sameContexts.append((state, Appearance(index: first))) }
        }
        // Each path once, first where first merged; the states of the same
        // contexts share their types, which are looked up once.
        let paths = uniqued(order)
        let distinctTypes = statesByContexts.values.sorted().compactMap { types[$0] }
        let colorPaths = paths.filter { path in distinctTypes.contains { $0[path] == "color" } }
        let names = Self.names(for: colorPaths)
        // Where each state's alias chains end, by token (``AliasEnd``).
        var aliasEnds: [Int: [String: AliasEnd]] = [:]
        var pathNames: [String: String] = [:]
        for (path, name) in zip(colorPaths, names) { pathNames[path] = name }
        for (path, name) in zip(colorPaths, names) {
            // Without a light value, the first state's in their order: a
            // dictionary's order may differ from one check to the next.
            let first = states[Appearance.light.index]?[path] ?? Self.first(path, in: states)!
            var color = ImportedColor(name: Located(name, at: first.origin.range))
            // The overrides of each node the token is defined by, read once for all the states that take it.
            var overridesOf: [(node: SourceRange, overrides: AppearanceOverrides)] = []
            // Whether a value this token reads is chosen by the state beyond
            // its contexts. Until one is, a state merging the same contexts as
            // an earlier one reads the token as that one did (Primer's
            // elevated states are its base ones: half the reads, a tenth of an
            // edit of its token file); its findings were said there.
            var readByState = false
            for state in ColorStates.all {
                if readsSameContextsOnce, let same = sameContexts.first(where: { $0.state == state })?.as {
                    guard readByState else {
                        sameContextStates.taken += 1
                        color.values[state.index] = color.values[same.index]
                        color.definitions[state.index] = color.definitions[same.index]
                        color.unknown[state.index] = color.unknown[same.index]
                        continue
                    }
                    sameContextStates.readAgain += 1
                }
                readsByState = false
                defer { readByState = readByState || readsByState }
                guard let definition = states[state.index]?[path], types[state.index]?[path] == "color" else {
                    continue
                }
                let node = definition.node.range
                let overrides: AppearanceOverrides
                if let known = overridesOf.first(where: { $0.node == node }) {
                    overrides = known.overrides
                } else {
                    overrides = Self.appearanceOverrides(of: definition.node, keys: &overrideKeys)
                    overridesOf.append((node, overrides))
                }
                guard let value = written(definition.node, in: state, overrides: overrides)?.value else { continue }
                if let text = value.scalar, let (alias, _) = Self.aliasWithAlpha(text) {
                    // A color the token takes at its own alpha: used, as an alias's target is.
                    if let target = pathNames[tokenPath(alias: alias)] { aliased.insert(target) }
                } else if let text = value.scalar, text.hasPrefix("{"), text.hasSuffix("}") {
                    // As the alias resolves: `{a.b.value}` (Style Dictionary) and `{g.$root}` name `a.b` and `g`.
                    let targetPath = tokenPath(alias: text)
                    if let target = pathNames[targetPath] { aliased.insert(target) }
                    shape.aliases[value.range] = targetPath
                    if shape.aliasUsers[targetPath]?.contains(path) != true {
                        shape.aliasUsers[targetPath, default: []].append(path)
                    }
                }
                var definedAt: SourceRange?
                readingToken = true
                lastTokenFinding = nil
                if let resolved = resolve(
                    definition.node, in: states[state.index]!, state: state, from: path, definedAt: &definedAt,
                    ends: &aliasEnds[state.index, default: [:]], overrides: overrides)
                {
                    color.values[state.index] = resolved
                    color.definitions[state.index] = definedAt
                } else if let failure = lastTokenFinding {
                    // Unknown there, never filled in from another state; at
                    // the token's own `modify` when that is what was not read.
                    let atModify = Self.isAtModify(failure, of: definition.node)
                    color.unknown[state.index] = atModify ? failure : value.range
                    if failure != value.range, !atModify, let text = value.scalar {
                        unread(
                            "the token '\(path)' takes its value from '\(text)', which is not read (said there), so it is not checked where it does",
                            at: value.range)
                    }
                }
                readingToken = false
            }
            let lightState = ColorStates.state(.light, .base, .standard).index
            if color.values[lightState] == nil, color.unknown[lightState] == nil {
                // The theme language needs a light value; a token without
                // one is not checked. Said here when no error says why.
                let reason = "it has no value in light"
                theme.unchecked[name] = reason
                if states[lightState]?[path] == nil { withoutLight.append((name, path, first.origin.range)) }
                continue
            }
            // A token's role and pairs are the token's, whatever the brand:
            // a brand whose context states none for it takes the base's,
            // which is where a fix-it writes them.
            var stated = first.described
            if brand.isEmpty {
                baseExtensions[path] = first.described
            } else if swatchExtensions(of: stated) == nil, let base = baseExtensions[path] {
                stated = base
            }
            readExtensions(stated, into: &color, names: pathNames)
            if shape.sites[name] == nil { shape.sites[name] = TokenSite(first.described) }
            if shape.paths[name] == nil { shape.paths[name] = path }
            if let description = (field("description", of: first.node) ?? field("description", of: first.origin)),
                let text = description.scalar
            {
                color.description = Located(text, at: description.range)
            }
            theme.colors.append(color)
        }
        warnWithoutLight(withoutLight)
        if let extensions = swatchExtensions(of: extensionsRoot) { readThemeExtensions(extensions, into: &theme) }
        warnUntyped(paths, states: states, types: types, into: &theme)
        return theme
    }

    /// The definition of `path` in the first state, in their order, that has one.
    static func first(_ path: String, in states: [Int: TokenMap]) -> Definition? {
        ColorStates.all.lazy.compactMap { states[$0.index]?[path] }.first
    }

    func uniqued(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }
}
