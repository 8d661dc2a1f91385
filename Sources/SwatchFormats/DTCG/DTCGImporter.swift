import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import SwatchSyntax

/// Reads a Design Tokens file — a token file, or a resolver document
/// (2025.10) whose sets and contexts are inline or in files it names by
/// `$ref` — into the theme language's model.
///
/// JSON is YAML to libyaml, so each file goes through the YAML stage and
/// every token keeps its file, line and column. For each of the eight states
/// a color can differ in, the importer picks one context of each appearance
/// modifier by the words of the context names (`dark`, `elevated`,
/// `high`/`more`/`increased` contrast), merges the sources in resolution
/// order, follows aliases, and reads every `color` token. A modifier whose
/// contexts say none of those words is a set of brands: each context (each
/// combination, for several) is read as a theme of its own, the default
/// context as the base. Roles and pairs come from the tokens' `$extensions`
/// under `dev.swatch` (docs/import.md).
struct DTCGImporter {
    var file: String
    var namespace: String
    private(set) var diagnostics: [Diagnostic] = []
    /// What reading found at a token it could not read (an alias to
    /// nothing, a gradient, a value of no color's shape): the token is
    /// unknown in the states it could not be read in, and every other token
    /// is read and checked, so that one token never costs the file.
    private(set) var contained: [Diagnostic] = []
    /// Whether a finding is of one token's value (``contained``).
    private(set) var readingToken = false
    /// Where the last finding of a token's value is, said or already said.
    private var lastTokenFinding: SourceRange?
    /// The tokens whose color a `mix` is being read from, to find a circle.
    var mixColorsFollowed: [String] = []
    /// Aliases a token may follow to reach a value (``CompilerLimits/referenceDepth``).
    var maximumAliasDepth = CompilerLimits().referenceDepth
    /// Brands the brand modifiers may make (``CompilerLimits/tokenBrands``).
    var maximumBrands = CompilerLimits().tokenBrands
    /// What a pairs file says a modifier is, by name, overriding the
    /// document and the words of its contexts.
    var modifierKinds: [String: Located<ModifierKind>] = [:]
    /// The `$ref`s followed, and the files they read.
    var references: ReferenceResolver
    /// The names of the document's modifiers, in order.
    var modifierNames: [String] = []
    /// The colors another token's value is an alias of, by name: the
    /// candidates for primitives (``ImportInference``).
    private(set) var aliased: Set<String> = []
    /// What the advice on the file's findings needs of it: where each
    /// color's token is, its path, the appearance contexts.
    private(set) var shape: TokenFileAdvisor.Shape
    /// How the document writes its tokens: DTCG's `$value`, or the legacy
    /// `value` of Tokens Studio and Style Dictionary v3.
    var dialect = TokenDialect.dtcg
    /// The `$type` each token has (or inherits from its groups) in any
    /// context or set of the document, by path: a context that gives only
    /// a token's value takes its type from the others.
    private var declaredTypes: [String: String] = [:]
    /// What each `$extensions` key of an override says (``appearanceOverride(of:in:keys:)``).
    private var overrideKeys: [String: AppearanceTraits?] = [:]
    /// How many tokens the document holds, of any type.
    private var tokensSeen = 0
    /// Where the base theme read each token's `$extensions`, by token path.
    private var baseExtensions: [String: YAMLValue] = [:]

    init(file: String, namespace: String, files: TokenFiles = .none, limits: CompilerLimits = CompilerLimits()) {
        self.file = file
        self.namespace = namespace
        references = ReferenceResolver(files: files, limits: limits)
        shape = TokenFileAdvisor.Shape(file: file)
        maximumAliasDepth = limits.referenceDepth
        maximumBrands = limits.tokenBrands
    }

    /// A token as defined by one source: its node and the `$type` it has or inherits.
    struct Definition {
        var node: YAMLValue
        var type: String?
        /// Where the token is first defined: where its name is located.
        var origin: YAMLValue
        /// The latest definition with Swatch's `$extensions`: a context
        /// that replaces a token's value need not repeat its role and pairs.
        var described: YAMLValue
    }

    typealias TokenMap = [String: Definition]

    /// A brand a brand modifier makes: the contexts it takes, and where
    /// they are written.
    struct Brand {
        var contexts: [String: String]
        var ranges: [SourceRange]
        var description: String
        var theme: ImportedTheme
    }

    /// The base theme alone.
    mutating func read(_ root: YAMLValue) -> ImportedTheme {
        readAll(root).base
    }

    /// The base theme (every brand modifier at its default context) and a
    /// theme per brand.
    mutating func readAll(_ root: YAMLValue) -> (base: ImportedTheme, brands: [Brand]) {
        dialect = TokenDialect.of(root)
        references.register(root)
        var layers: [ResolverLayer] = []
        if let project = styleDictionaryLayers(root) {
            layers = project
        } else if let studio = tokensStudioLayers(root) {
            layers = studio
            shape.isResolver = layers.contains { if case .modifier = $0 { true } else { false } }
        } else if root.pairs == nil {
            error(.themeType, "a token file is a JSON object; this is \(root.kindDescription)", at: root.range)
            return (ImportedTheme(file: file, namespace: namespace), [])
        } else if let order = root["resolutionOrder"] {
            // The layers: each an ordered list of token trees, with the context
            // to take from each modifier decided per state and brand.
            layers = resolverLayers(root, order: order)
            shape.isResolver = true
        } else {
            layers = [.set([root])]
        }
        return read(layers, root: root)
    }

    /// The base theme and the brands of `layers`, the token trees of a
    /// document (`root`: where its own `$extensions` are, and a file-wide
    /// finding points), or of several read as one (``ThemeImporter/tokenDocument(configs:pairs:files:limits:)``).
    mutating func read(_ layers: [ResolverLayer], root: YAMLValue) -> (base: ImportedTheme, brands: [Brand]) {
        // Values per context: a fix names contexts, as a resolver document's.
        if layers.contains(where: { if case .modifier = $0 { true } else { false } }) { shape.isResolver = true }
        for case .modifier(let modifier) in layers where modifier.kind == .appearance {
            shape.appearanceContexts += modifier.contexts.map(\.name)
            warnUnplaced(modifier)
        }
        var allTrees: [YAMLValue] = []
        for layer in layers {
            switch layer {
            case .set(let trees): allTrees += trees
            case .modifier(let modifier): allTrees += modifier.contexts.flatMap { $0.references + $0.trees }
            }
        }
        for tree in allTrees {
            var map: TokenMap = [:]
            var order: [String] = []
            flatten(tree, path: [], type: nil, into: &map, order: &order)
            tokensSeen += Set(order).count
            for path in order where declaredTypes[path] == nil {
                if let type = map[path]?.type { declaredTypes[path] = type }
            }
        }
        // The theme's own `$extensions` are kept in the first tree of the
        // first set (where the exporter writes them); a plain file's root.
        var extensionsRoot = root
        for case .set(let trees) in layers {
            if let first = trees.first { extensionsRoot = first }
            break
        }
        let base = theme(layers, brand: [:], extensionsRoot: extensionsRoot)
        let brands = brandChoices(layers)
            .map { choice in
                Brand(
                    contexts: choice.contexts, ranges: choice.ranges, description: choice.description,
                    theme: theme(layers, brand: choice.contexts, extensionsRoot: extensionsRoot))
            }
        // A file Swatch reads no color of passes nothing: said, unless what
        // was found already says why.
        if base.colors.isEmpty, brands.allSatisfy({ $0.theme.colors.isEmpty }), diagnostics.isEmpty, contained.isEmpty,
            references.diagnostics.isEmpty
        {
            let held =
                tokensSeen == 0 ? "no tokens" : "\(tokensSeen.grouped) token\(tokensSeen == 1 ? "" : "s"), none a color"
            unread(
                "nothing in this file is checked: it holds \(held); Swatch checks color tokens (\"$type\": \"color\")",
                at: SourceRange(file: root.range.file, start: root.range.start))
        }
        return (base, brands)
    }

    private mutating func theme(_ layers: [ResolverLayer], brand: [String: String], extensionsRoot: YAMLValue)
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
        for state in ColorStates.all {
            let contexts = layers.map { $0.context(for: state, brand: brand) }
            if let same = statesByContexts[contexts] {
                states[state.index] = states[same]
                continue
            }
            statesByContexts[contexts] = state.index
            var map: TokenMap = [:]
            var referenced: [String] = []
            for layer in layers {
                for tree in layer.trees(for: state, brand: brand, references: true) {
                    flatten(tree, path: [], type: nil, into: &map, order: &referenced)
                }
                for tree in layer.trees(for: state, brand: brand) {
                    flatten(tree, path: [], type: nil, into: &map, order: &order)
                }
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
        for state in ColorStates.all {
            let contexts = layers.map { $0.context(for: state, brand: brand) }
            types[state.index] = types[statesByContexts[contexts]!]
        }
        let colorPaths = uniqued(order)
            .filter { path in
                types.values.contains { $0[path] == "color" }
            }
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
            for state in ColorStates.all {
                guard let definition = states[state.index]?[path], types[state.index]?[path] == "color",
                    let value = written(definition.node, in: state)?.value
                else { continue }
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
                    ends: &aliasEnds[state.index, default: [:]])
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
        warnUntyped(uniqued(order), states: states, types: types, into: &theme)
        return theme
    }

    // MARK: Layers

    /// Every combination of the brand modifiers' contexts but the base one
    /// (each at its default), at most ``maximumBrands``.
    private mutating func brandChoices(_ layers: [ResolverLayer]) -> [(
        contexts: [String: String], ranges: [SourceRange], description: String
    )] {
        var modifiers: [ResolverModifier] = []
        for case .modifier(let modifier) in layers
        where modifier.kind == .brand && !modifiers.contains(where: { $0.name == modifier.name }) {
            modifiers.append(modifier)
        }
        guard !modifiers.isEmpty else { return [] }
        var combinations: [[ResolverModifier.Context]] = [[]]
        for modifier in modifiers {
            combinations = combinations.flatMap { partial in modifier.contexts.map { partial + [$0] } }
            if combinations.count > maximumBrands + 1 {
                error(
                    .themeValue,
                    "the brand modifiers make more than \(maximumBrands.grouped) brands, the limit; check the brands in smaller resolvers, or make a modifier '\(ModifierKind.default.rawValue)' (docs/import.md)",
                    at: modifier.range)
                combinations = Array(combinations.prefix(maximumBrands + 1))
            }
        }
        return combinations.compactMap { contexts in
            let isBase = zip(modifiers, contexts).allSatisfy { $0.baseContext == $1.name }
            guard !isBase else { return nil }
            var chosen: [String: String] = [:]
            for (modifier, context) in zip(modifiers, contexts) { chosen[modifier.name] = context.name }
            let description = zip(modifiers, contexts).map { "\($0.name): \($1.name)" }.joined(separator: ", ")
            return (chosen, contexts.map(\.range), description)
        }
    }

    private mutating func resolverLayers(_ root: YAMLValue, order: YAMLValue) -> [ResolverLayer] {
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

    private func fragment(of reference: String) -> String? {
        reference.firstIndex(of: "#").map { String(reference[reference.index(after: $0)...]) }
    }

    /// A modifier: `node` as its `$ref` leads to it, with the `default` and
    /// `$extensions` written beside the `$ref` (`written`) in place of its own.
    private mutating func modifier(
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

    /// The definition of `path` in the first state, in their order, that has one.
    private static func first(_ path: String, in states: [Int: TokenMap]) -> Definition? {
        ColorStates.all.lazy.compactMap { states[$0.index]?[path] }.first
    }

    /// One warning for the tokens that look like colors but have no type in
    /// any context, group or alias: they are not read, and would otherwise
    /// go unchecked in silence.
    private mutating func warnUntyped(
        _ paths: [String], states: [Int: TokenMap], types: [Int: [String: String]], into theme: inout ImportedTheme
    ) {
        var untyped: [(path: String, node: YAMLValue)] = []
        for path in paths where !types.values.contains(where: { $0[path] != nil }) {
            guard let definition = Self.first(path, in: states),
                let value = value(of: definition.node), Self.looksLikeColor(value)
            else { continue }
            untyped.append((path, definition.origin))
            theme.unchecked[path] = "it has no \"$type\""
        }
        guard let first = untyped.first else { return }
        let count = untyped.count == 1 ? "a token has" : "\(untyped.count.grouped) tokens have"
        unread(
            "\(count) no \"$type\" in any context, group or alias, so \(untyped.count == 1 ? "it is" : "they are") not read as colors: '\(first.path)'\(untyped.count == 1 ? "" : " the first"); give \"$type\": \"color\" to the token or its group",
            at: first.node.range)
    }

    /// Whether a value without a type is written as a color is: a CSS color
    /// string or a color object.
    static func looksLikeColor(_ value: YAMLValue) -> Bool {
        if value["colorSpace"] != nil { return true }
        guard let text = value.scalar, !text.hasPrefix("{") else { return false }
        return text.hasPrefix("#") || text.hasPrefix("rgb") || text.hasPrefix("hsl") || text.hasPrefix("oklch")
            || text.hasPrefix("color(")
    }

    /// A warning at each context of an appearance modifier that no state
    /// takes: its tokens are not read, and nothing else would say so.
    private mutating func warnUnplaced(_ modifier: ResolverModifier) {
        for context in modifier.unplaced {
            let traits = AppearanceWords.traits(of: modifier.placements[context.name] ?? context.name)
            let why =
                traits.count == 0
                ? "its name says no appearance Swatch checks (light, dark, elevated, increased contrast)"
                : "another context says the same appearance and is taken for it"
            unread(
                "the context '\(context.name)' of the modifier '\(modifier.name)' is not read: \(why); place it with \"$extensions\": { \"\(DTCGExporter.extensionKey)\": { \"contexts\": { \"\(context.name)\": \"dark increased\" } } } on the modifier, or make the modifier a set of brands (\"kind\": \"brand\")",
                at: context.range)
        }
    }

    /// The token trees of a list of sources: inline token objects, `$ref`s
    /// to files or parts of files, and `$ref`s to sets, whose sources are
    /// taken in their place; tokens written beside a `$ref` after it.
    private mutating func sources(_ node: YAMLValue, within sets: [SourceRange] = []) -> [YAMLValue] {
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

    // MARK: Tokens

    func flatten(
        _ node: YAMLValue, path: [String], type: String?, into map: inout TokenMap, order: inout [String]
    ) {
        guard let pairs = node.pairs else { return }
        let type = field("type", of: node)?.scalar ?? type
        if value(of: node) != nil {
            let key = path.joined(separator: ".")
            // Style Dictionary's files type a token by its first group, the
            // category (`color.brand.primary` is a color).
            var type = type
            if dialect == .legacy, type == nil, let category = path.first?.lowercased(),
                ["color", "colors"].contains(category)
            {
                type = "color"
            }
            // A context that replaces a token's value need not repeat its
            // type, role or pairs.
            let earlier = map[key]
            map[key] = Definition(
                node: node, type: type ?? earlier?.type, origin: earlier?.origin ?? node,
                described: swatchExtensions(of: node) == nil ? earlier?.described ?? node : node)
            order.append(key)
            return
        }
        for pair in pairs {
            guard let key = pair.key.scalar else { continue }
            // 2025.10: a group's `$root` token is the group's own value,
            // named as the group.
            if key == "$root", !path.isEmpty {
                flatten(pair.value, path: path, type: type, into: &map, order: &order)
                continue
            }
            guard !key.hasPrefix("$") else { continue }
            // A legacy group's `type` and `description` are words about it,
            // not groups (a group named `type` is a mapping).
            if dialect == .legacy, ["type", "description"].contains(key), pair.value.isScalar { continue }
            flatten(pair.value, path: path + [key], type: type, into: &map, order: &order)
        }
    }

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
    mutating func resolve(
        _ token: YAMLValue, in map: TokenMap, state: Appearance, from path: String, definedAt: inout SourceRange?,
        ends: inout [String: AliasEnd]
    ) -> Located<Color>? {
        guard let first = written(token, in: state) else { return nil }
        let value = first.value
        var node = value
        var chain = [path]
        var seen: Set = [path]
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
                guard let opacity = written else {
                    error(
                        .themeValue,
                        "the alpha of '\(text)' is a number from 0 to 1, or a percentage: 'rgba({color.black}, 0.5)'",
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
            if seen.contains(target) {
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
            seen.insert(target)
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
        for place in chain.indices.reversed() {
            tail.alpha = alphas[place] ?? tail.alpha
            ends[chain[place]] = tail
            tail.aliases += 1
        }
        return Located(shown, at: value.range)
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

    /// `rgba({alias}, alpha)` as Tokens Studio writes it: the alias and the
    /// alpha (nil when it is no number from 0 to 1 or percentage); nil for
    /// any other text.
    static func aliasWithAlpha(_ text: String) -> (alias: String, alpha: Double?)? {
        guard let (alias, alpha) = rgbaArguments(text), alias.hasPrefix("{"), alias.hasSuffix("}") else { return nil }
        return (alias, alpha)
    }

    /// Whether a value is a CSS gradient (Tokens Studio types gradients `color`).
    static func isGradient(_ text: String) -> Bool {
        let lowered = text.trimmingScalars(where: \.isSpaceInLine).lowercased()
        return ["linear-gradient(", "radial-gradient(", "conic-gradient(", "repeating-"]
            .contains {
                lowered.hasPrefix($0)
            }
    }

    /// The two arguments of Tokens Studio's `rgba(color, alpha)` (the color
    /// an alias or a hex color): the first as written, and the alpha (nil
    /// when it is no number from 0 to 1 or percentage); nil for any other text.
    static func rgbaArguments(_ text: String) -> (first: String, alpha: Double?)? {
        // Most values (`#…`, `{…}`) have no parenthesis: they are told by one
        // pass over the bytes, not a trimmed and lowercased copy of each.
        guard text.utf8.contains(UInt8(ascii: "(")) else { return nil }
        func trimmed(_ text: some StringProtocol) -> Substring { Substring(text.trimmingScalars { $0 == " " }) }
        let whole = trimmed(text)
        guard whole.lowercased().hasPrefix("rgba("), whole.hasSuffix(")") else { return nil }
        let inside = whole.dropFirst(5).dropLast()
        guard let comma = inside.lastIndex(of: ",") else { return nil }
        let alias = String(trimmed(inside[..<comma]))
        guard !alias.contains(",") else { return nil }
        var written = trimmed(inside[inside.index(after: comma)...])
        var scale = 1.0
        if written.hasSuffix("%") {
            written.removeLast()
            scale = 100
        }
        guard let number = Double(written), number.isFinite, (0...1).contains(number / scale) else {
            return (alias, nil)
        }
        return (alias, number / scale)
    }

    /// A DTCG color value: `{colorSpace, components, alpha}` (or, as older
    /// files have it, a CSS color string).
    private mutating func color(_ node: YAMLValue) -> Color? {
        if let text = node.scalar {
            if Self.isGradient(text) {
                unread(
                    "'\(text)' is a gradient, not one color, so this token is not checked; give it the type \"gradient\" to leave it out, or make its stops color tokens to check them",
                    at: node.range)
                return nil
            }
            if let (first, alpha) = Self.rgbaArguments(text), first.hasPrefix("#"), let alpha,
                case .success(let color) = CSSColorParser.parse(first)
            {
                // Tokens Studio's `rgba(#hex, alpha)`: the hex color at that alpha.
                return color.withAlpha(alpha)
            }
            switch CSSColorParser.parse(text) {
            case .success(let color): return color
            case .failure(let problem):
                error(.themeLiteral, "'\(text)' is not a color: \(problem.message)", at: node.range)
                return nil
            }
        }
        guard let space = node["colorSpace"]?.scalar, let items = node["components"]?.items, items.count == 3 else {
            error(
                .themeType, "a color value is an object with 'colorSpace' and three 'components'",
                at: node["components"]?.range ?? node.range)
            return nil
        }
        let components = items.map { $0.scalar == "none" ? 0 : Double($0.scalar ?? "") }
        guard let c = components as? [Double], components.allSatisfy({ $0 != nil }) else {
            error(.themeType, "a color's components are numbers", at: node["components"]!.range)
            return nil
        }
        shape.objectValues.insert(node.range)
        var alpha = 1.0
        if let written = node["alpha"] {
            guard let value = written.scalar.flatMap(Double.init), (0...1).contains(value) else {
                error(.themeValue, "a color's alpha is a number from 0 to 1", at: written.range)
                return nil
            }
            alpha = value
        }
        switch space {
        case "srgb": return Color(red: c[0], green: c[1], blue: c[2], alpha: alpha)
        case "display-p3": return DisplayP3(red: c[0], green: c[1], blue: c[2], alpha: alpha).color
        default:
            // Every other space of the format has a CSS form; the CSS parser
            // is the one place its conversions live.
            let css: String
            switch space {
            case "hsl", "hwb", "lab", "lch", "oklab", "oklch":
                let percent = space == "hsl" || space == "hwb"
                css = "\(space)(\(c[0]) \(c[1])\(percent ? "%" : "") \(c[2])\(percent ? "%" : "") / \(alpha))"
            default:
                css = "color(\(space) \(c[0]) \(c[1]) \(c[2]) / \(alpha))"
            }
            if case .success(let color) = CSSColorParser.parse(css) { return color }
            // The format's `hex` is there for a reader that cannot read the
            // space: take it, and say that the space itself was not read.
            if let hex = node["hex"], let text = hex.scalar, case .success(let color) = CSSColorParser.parse(text) {
                let note = Diagnostic(
                    .themeValue, weight: .unverified,
                    "the color space '\(space)' is not one Swatch reads; its 'hex' fallback \(text) is checked instead",
                    at: node["colorSpace"]!.range)
                if !diagnostics.contains(note) { diagnostics.append(note) }
                return Color(
                    red: color.red, green: color.green, blue: color.blue,
                    alpha: node["alpha"] == nil ? color.alpha : alpha)
            }
            error(
                .themeValue,
                "the color space '\(space)' is not one Swatch reads (srgb, display-p3, hsl, hwb, lab, lch, oklab, oklch, srgb-linear, xyz-d65, xyz-d50, a98-rgb, prophoto-rgb, rec2020)",
                at: node["colorSpace"]!.range)
            return nil
        }
    }

    // MARK: Extensions

    private func swatchExtensions(of node: YAMLValue) -> YAMLValue? {
        node["$extensions"]?[DTCGExporter.extensionKey]
    }

    private mutating func readExtensions(_ node: YAMLValue, into color: inout ImportedColor, names: [String: String]) {
        guard let fields = swatchExtensions(of: node) else { return }
        if let role = fields["role"], let text = role.scalar {
            if let value = ColorRoleName(rawValue: text) {
                color.role = Located(value, at: role.range)
                color.roleOrigin = .written(place: "the token's \"$extensions\"", at: role.range)
            } else {
                error(
                    .themeValue,
                    "'\(text)' is not a role: use \(ColorRoleName.allCases.map(\.rawValue).joined(separator: ", "))",
                    at: role.range)
            }
        }
        if let text = fields["text"], let value = text.scalar {
            if let size = TextSize(rawValue: value) {
                color.text = Located(size, at: text.range)
            } else {
                error(.themeValue, "'\(value)' is not a text size: use small, large or bold", at: text.range)
            }
        }
        for entry in fields["on"]?.items.map(Array.init) ?? [] {
            guard let value = entry.scalar else { continue }
            // A reference to a token of this file, or a name (of a material,
            // or of the system palette when the file extends it).
            var name = value
            if value.hasPrefix("{"), value.hasSuffix("}") {
                let path = tokenPath(alias: value)
                name = names[path] ?? path
            }
            color.on.append(Located(name, at: entry.range))
        }
        color.targets = targets(fields["contrast"])
        if let exempt = fields["exempt"], let reason = exempt.scalar {
            color.exemption = Located(reason, at: exempt.range)
        }
    }

    private func targets(_ node: YAMLValue?) -> ContrastTargetOverrides {
        func number(_ key: String) -> Located<Double>? {
            guard let field = node?[key], let value = field.scalar.flatMap(Double.init) else { return nil }
            return Located(value, at: field.range)
        }
        func increased(_ key: String) -> Located<Double>? {
            guard let field = node?["increasedContrast"]?[key], let value = field.scalar.flatMap(Double.init) else {
                return nil
            }
            return Located(value, at: field.range)
        }
        return ContrastTargetOverrides(
            minimum: number("minimum"), aim: number("aim"), increasedMinimum: increased("minimum"),
            increasedAim: increased("aim"))
    }

    private mutating func readThemeExtensions(_ fields: YAMLValue, into theme: inout ImportedTheme) {
        if let extends = fields["extends"], let value = extends.scalar {
            theme.extends = Located(value, at: extends.range)
        }
        if let platform = fields["platform"], let value = platform.scalar.flatMap(Platform.init(caseInsensitive:)) {
            theme.platform = Located(value, at: platform.range)
        }
        theme.targets = targets(fields["contrast"])
        let family = ThemeDecoder.materialFamily(for: theme.platform?.value ?? .iOS) ?? .iOS
        for pair in fields["materials"]?.pairs.map(Array.init) ?? [] {
            guard let name = pair.key.scalar, let materialNode = pair.value["material"] else { continue }
            guard
                let material = word(materialNode, "an \(family.rawValue) material", { Material.named($0, in: family) })
            else { continue }
            var declaration = MaterialDeclaration(
                name: Located(name, at: pair.key.range), material: Located(material, at: materialNode.range),
                range: pair.value.range)
            declaration.vibrancy = (pair.value["vibrancy"]?.pairs.map(Array.init) ?? [])
                .compactMap { binding in
                    guard let color = binding.key.scalar,
                        let style = word(binding.value, "a vibrancy style", { Vibrancy(rawValue: $0) })
                    else { return nil }
                    return VibrancyBinding(
                        color: Located(color, at: binding.key.range), style: Located(style, at: binding.value.range))
                }
            theme.materials.append(declaration)
        }
        for pair in fields["surfaces"]?.pairs.map(Array.init) ?? [] {
            guard let name = pair.key.scalar, let kindNode = pair.value["kind"],
                let kind = word(kindNode, "a kind of surface", { SurfaceKind(rawValue: $0) })
            else { continue }
            func located(_ key: String) -> Located<String>? {
                pair.value[key].flatMap { node in node.scalar.map { Located($0, at: node.range) } }
            }
            func list(_ key: String) -> [Located<String>] {
                (pair.value[key]?.items.map(Array.init) ?? [])
                    .compactMap { node in node.scalar.map { Located($0, at: node.range) } }
            }
            func typed<Word>(_ key: String, _ what: String, _ read: (String) -> Word?) -> Located<Word>? {
                pair.value[key].flatMap { node in word(node, what, read).map { Located($0, at: node.range) } }
            }
            var surface = SurfaceDeclaration(
                name: Located(name, at: pair.key.range), kind: Located(kind, at: kindNode.range),
                background: located("background"), range: pair.value.range)
            surface.content = list("content")
            surface.detents = (pair.value["detents"]?.items.map(Array.init) ?? [])
                .compactMap { node in
                    word(node, "a detent (medium, large or a percentage)", { Sheet.Detent($0) })
                        .map { Located($0, at: node.range) }
                }
            surface.grabber = typed("grabber", "a grabber setting") { Sheet.GrabberVisibility(rawValue: $0) }
            surface.blending = typed("blending", "a blending mode") { Material.Blending(rawValue: $0) }
            theme.surfaces.append(surface)
        }
    }

    // MARK: Names

    /// The token an alias `{a.b}` names: `{group.$root}` is the group's own
    /// token, named as the group; Style Dictionary's `{a.b.value}` is `a.b`.
    /// Style Dictionary trims the path (`{ color.gray900 }` is `color.gray900`):
    /// so does Swatch, so that such a file's aliases resolve as they build.
    func tokenPath(alias text: String) -> String {
        let inside = text.dropFirst().dropLast()
        // Most aliases have no space to trim, told by their first and last
        // scalars (an ASCII one by its value): taken as written, not copied
        // scalar by scalar.
        func isSpace(_ scalar: Unicode.Scalar?) -> Bool {
            guard let scalar else { return true }
            return scalar.isASCII ? scalar == " " || scalar == "\t" : scalar.isSpaceInLine
        }
        var path =
            isSpace(inside.unicodeScalars.first) || isSpace(inside.unicodeScalars.last)
            ? String(inside).trimmingScalars(where: \.isSpaceInLine) : String(inside)
        let suffix = dialect == .legacy ? ".value" : ".$root"
        if path.hasSuffix(suffix) { path.removeLast(suffix.count) }
        return path
    }

    /// A token's `$value` (DTCG), or `value` (legacy).
    func value(of node: YAMLValue) -> YAMLValue? {
        field("value", of: node)
    }

    /// A token's or group's field `name` as the dialect writes it: `$name`
    /// in DTCG, `name` in the legacy format.
    func field(_ name: String, of node: YAMLValue) -> YAMLValue? {
        dialect == .dtcg ? node["$" + name] : node[name]
    }

    /// Token paths as color names: the paths without their common first
    /// group (`color.brand` → `brand`) when every color shares one.
    static func names(for paths: [String]) -> [String] {
        let firsts = Set(paths.map { $0.split(separator: ".").first.map(String.init) ?? $0 })
        guard firsts.count == 1, paths.allSatisfy({ $0.contains(".") }) else { return paths }
        return paths.map { String($0.drop { $0 != "." }.dropFirst()) }
    }

    private func uniqued(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    /// A word of the language in a token file's `$extensions`: read as the
    /// decoder reads it, a located error when it is not one.
    private mutating func word<Word>(_ node: YAMLValue, _ what: String, _ read: (String) -> Word?) -> Word? {
        guard let text = node.scalar, let word = read(text) else {
            error(.themeValue, "'\(node.scalar ?? "")' is not \(what)", at: node.range)
            return nil
        }
        return word
    }

    mutating func error(_ rule: RuleID, _ message: String, at range: SourceRange) {
        record(Diagnostic(rule, message, at: range))
    }

    /// A finding, said once (a token is read once per state), kept with the
    /// token findings while a token's value is read.
    private mutating func record(_ diagnostic: Diagnostic) {
        if readingToken {
            lastTokenFinding = diagnostic.range
            if !contained.contains(diagnostic) { contained.append(diagnostic) }
        } else if !diagnostics.contains(diagnostic) {
            diagnostics.append(diagnostic)
        }
    }

    /// What the file holds that is not read or checked (THEME-unread, a
    /// warning): said once.
    /// Color tokens with no value in the light context, said: each one
    /// a token of its own; those other tokens alias, the swatches of another
    /// appearance's palette (`global.dark.background.color.100`, which only
    /// the dark context defines and its tokens alias), once, at the first.
    private mutating func warnWithoutLight(_ tokens: [(name: String, path: String, range: SourceRange)]) {
        let swatches = tokens.filter { aliased.contains($0.name) }
        for token in tokens where !aliased.contains(token.name) {
            unread(
                "the color token '\(token.path)' has no value in the light context, so it is not checked; give it one",
                at: token.range)
        }
        guard let first = swatches.first else { return }
        let more = swatches.count == 1 ? "" : " (and \(swatches.count - 1) more, which other tokens alias too)"
        unread(
            "the color token '\(first.path)'\(more) has no value in the light context: only other tokens alias it, in the contexts that define it, and it is checked there through them",
            at: first.range)
    }

    mutating func unread(_ message: String, at range: SourceRange) {
        record(Diagnostic(.themeUnread, message, at: range))
    }
}
