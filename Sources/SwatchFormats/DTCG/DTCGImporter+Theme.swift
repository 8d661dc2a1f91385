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
        let merged = mergedStates(layers, brand: brand)
        sameContexts = merged.sameContexts
        // Each path once, first where first merged; the states of the same
        // contexts share their types, which are looked up once.
        let paths = uniqued(merged.order)
        let distinctTypes = merged.distinctStates.compactMap { merged.types[$0] }
        let colorPaths = paths.filter { path in distinctTypes.contains { $0[path] == "color" } }
        let names = Self.names(for: colorPaths)
        var pathNames: [String: String] = [:]
        for (path, name) in zip(colorPaths, names) { pathNames[path] = name }
        // Where each state's alias chains end, by token (``AliasEnd``).
        var aliasEnds: [Int: [String: AliasEnd]] = [:]
        var withoutLight: [(name: String, path: String, range: SourceRange)] = []
        for (path, name) in zip(colorPaths, names) {
            // Without a light value, the first state's in their order: a
            // dictionary's order may differ from one check to the next.
            let first = merged.maps[Appearance.light.index]?[path] ?? Self.first(path, in: merged.maps)!
            var color = ImportedColor(name: Located(name, at: first.origin.range))
            readStates(of: path, into: &color, merged: merged, names: pathNames, aliasEnds: &aliasEnds)
            let lightState = ColorStates.state(.light, .base, .standard).index
            if color.values[lightState] == nil, color.unknown[lightState] == nil {
                // The theme language needs a light value; a token without
                // one is not checked. Said here when no error says why.
                theme.unchecked[name] = "it has no value in light"
                if merged.maps[lightState]?[path] == nil { withoutLight.append((name, path, first.origin.range)) }
                continue
            }
            describe(&color, path: path, first: first, brand: brand, names: pathNames)
            theme.colors.append(color)
        }
        warnWithoutLight(withoutLight)
        if let extensions = swatchExtensions(of: extensionsRoot) { readThemeExtensions(extensions, into: &theme) }
        warnUntyped(paths, states: merged.maps, types: merged.types, into: &theme)
        return theme
    }

    /// The color token at `path` in each of the eight states.
    private mutating func readStates(
        of path: String, into color: inout ImportedColor, merged: MergedStates, names: [String: String],
        aliasEnds: inout [Int: [String: AliasEnd]]
    ) {
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
            guard let map = merged.maps[state.index], let definition = map[path],
                merged.types[state.index]?[path] == "color"
            else { continue }
            let node = definition.node.range
            let overrides: AppearanceOverrides
            if let known = overridesOf.first(where: { $0.node == node }) {
                overrides = known.overrides
            } else {
                overrides = Self.appearanceOverrides(of: definition.node, keys: &overrideKeys)
                overridesOf.append((node, overrides))
            }
            guard let value = written(definition.node, in: state, overrides: overrides)?.value else { continue }
            noteAlias(value, of: path, names: names)
            read(
                definition.node, writing: value, of: path, in: state, map: map, overrides: overrides, into: &color,
                aliasEnds: &aliasEnds[state.index, default: [:]])
        }
    }

    /// What the value a token writes says of the tokens it aliases: each
    /// color it names is used, and the alias is where the advice finds it.
    private mutating func noteAlias(_ value: YAMLValue, of path: String, names: [String: String]) {
        guard let text = value.scalar else { return }
        if let (alias, _) = Self.aliasWithAlpha(text) {
            // A color the token takes at its own alpha: used, as an alias's target is.
            if let target = names[tokenPath(alias: alias)] { aliased.insert(target) }
        } else if text.hasPrefix("{"), text.hasSuffix("}") {
            // As the alias resolves: `{a.b.value}` (Style Dictionary) and `{g.$root}` name `a.b` and `g`.
            let targetPath = tokenPath(alias: text)
            if let target = names[targetPath] { aliased.insert(target) }
            shape.aliases[value.range] = targetPath
            if shape.aliasUsers[targetPath]?.contains(path) != true {
                shape.aliasUsers[targetPath, default: []].append(path)
            }
        }
    }

    /// The token's value in `state`, through its aliases; or, where that is
    /// not read, the state unknown and said to be.
    private mutating func read(
        _ token: YAMLValue, writing value: YAMLValue, of path: String, in state: Appearance, map: TokenMap,
        overrides: AppearanceOverrides, into color: inout ImportedColor, aliasEnds: inout [String: AliasEnd]
    ) {
        var definedAt: SourceRange?
        readingToken = true
        defer { readingToken = false }
        lastTokenFinding = nil
        if let resolved = resolve(
            token, in: map, state: state, from: path, definedAt: &definedAt, ends: &aliasEnds, overrides: overrides)
        {
            color.values[state.index] = resolved
            color.definitions[state.index] = definedAt
        } else if let failure = lastTokenFinding {
            // Unknown there, never filled in from another state; at
            // the token's own `modify` when that is what was not read.
            let atModify = Self.isAtModify(failure, of: token)
            color.unknown[state.index] = atModify ? failure : value.range
            if failure != value.range, !atModify, let text = value.scalar {
                unread(
                    "the token '\(path)' takes its value from '\(text)', which is not read (said there), so it is not checked where it does",
                    at: value.range)
            }
        }
    }

    /// A color token's role, pairs and description. A token's role and
    /// pairs are the token's, whatever the brand: a brand whose context
    /// states none for it takes the base's, which is where a fix-it writes
    /// them.
    private mutating func describe(
        _ color: inout ImportedColor, path: String, first: Definition, brand: [String: String],
        names: [String: String]
    ) {
        var stated = first.described
        if brand.isEmpty {
            baseExtensions[path] = first.described
        } else if swatchExtensions(of: stated) == nil, let base = baseExtensions[path] {
            stated = base
        }
        readExtensions(stated, into: &color, names: names)
        let name = color.name.value
        if shape.sites[name] == nil { shape.sites[name] = TokenSite(first.described) }
        if shape.paths[name] == nil { shape.paths[name] = path }
        if let description = (field("description", of: first.node) ?? field("description", of: first.origin)),
            let text = description.scalar
        {
            color.description = Located(text, at: description.range)
        }
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
