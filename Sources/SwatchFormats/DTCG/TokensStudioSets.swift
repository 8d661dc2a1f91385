import Swatch
import SwatchDiagnostics
import SwatchSyntax

/// Tokens Studio's token sets and themes, read as a resolver document's
/// sets and modifiers: a theme takes the sets it marks `enabled` (checked)
/// and `source` (only named by aliases); the themes of one `group` are the
/// contexts of one modifier, an appearance axis or a set of brands by their
/// names as any modifier's (``ModifierKind/classify(contextNames:)``).
///
/// A single file holds the sets as top-level keys, with `$themes` and
/// `$metadata.tokenSetOrder` beside them; a repository holds `$themes.json`
/// and a file `SET.json` per set, which `swatch check $themes.json` reads.
/// A file of sets without themes is read with the sets whose names say an
/// appearance (`light`, `dark`) as the contexts of one appearance modifier.
extension DTCGImporter {
    /// The layers of a Tokens Studio document; nil when `root` is not one.
    mutating func tokensStudioLayers(_ root: YAMLValue) -> [ResolverLayer]? {
        if TokenDialect.isThemeList(root) {
            // The sets' order is `$metadata.json`'s, beside it, as the plugin
            // merges them: a theme may list its sets in another (Coloplast's
            // dark theme lists `theme/dark` before the `semantic/color` it
            // overrides).
            let order = references.optionalFile("$metadata.json", besideFileOf: root)?["tokenSetOrder"]?.items
                .map { $0.compactMap(\.scalar) }
            let layers = themeLayers(root, order: order) { importer, name, site in
                importer.references.file(name + ".json", at: site)
            }
            // The sets' files say how they are written (Tokens Studio writes
            // either form).
            for case .modifier(let modifier) in layers {
                if let first = modifier.contexts.lazy.flatMap({ $0.trees + $0.references }).first {
                    dialect = TokenDialect.of(first)
                    break
                }
            }
            return layers
        }
        guard root.pairs != nil, root["$themes"] != nil || root["$metadata"] != nil else {
            return nil
        }
        let order = root["$metadata"]?["tokenSetOrder"]?.items.map { $0.compactMap(\.scalar) }
        if let themes = root["$themes"], themes.items?.isEmpty == false {
            return themeLayers(themes, order: order) { importer, name, site in
                guard let tree = root[name] else {
                    importer.error(.themeReference, "'\(name)' is no token set of this file", at: site.range)
                    return nil
                }
                return tree
            }
        }
        var sets: [(name: String, range: SourceRange, tree: YAMLValue)] = []
        for pair in root.pairs.map(Array.init) ?? [] {
            guard let name = pair.key.scalar, !name.hasPrefix("$") else { continue }
            sets.append((name, pair.key.range, pair.value))
        }
        if let order {
            sets.sort {
                (order.firstIndex(of: $0.name) ?? order.count) < (order.firstIndex(of: $1.name) ?? order.count)
            }
        }
        let contexts = sets.filter { AppearanceWords.traits(of: $0.name).count > 0 }
            .map { ResolverModifier.Context(name: $0.name, range: $0.range, trees: [$0.tree]) }
        var base: [YAMLValue] = []
        for set in sets where AppearanceWords.traits(of: set.name).count == 0 {
            if let sibling = Self.variantSibling(of: set.name, among: contexts.map(\.name)) {
                // `theme-wireframe` beside `theme-light`: a variant of the
                // appearance sets, not a base under them all.
                unread(
                    "the set '\(set.name)' is not read: with no theme in '$themes', sets are placed by their names, and this one is named as '\(sibling)' is but says no appearance Swatch checks (light, dark, elevated, increased contrast); name it by its appearance, or list the file's themes in '$themes' with the sets each selects",
                    at: set.range)
                continue
            }
            base.append(set.tree)
        }
        var layers: [ResolverLayer] = [.set(base)]
        if !contexts.isEmpty {
            layers.append(
                .modifier(
                    ResolverModifier(
                        name: "token sets", range: contexts[0].range, contexts: contexts, defaultContext: nil,
                        kind: .appearance)))
        }
        return layers
    }

    /// The appearance set whose name, but for its appearance words, begins
    /// `name`, which goes on with a word of its own (`theme-wireframe` and
    /// `theme-light`: `theme`); nil when none.
    static func variantSibling(of name: String, among contexts: [String]) -> String? {
        let words = AppearanceWords.words(of: name)
        return contexts.first { context in
            let stem = AppearanceWords.words(of: context).filter { !AppearanceWords.all.contains($0) }
            // `theme-default` and `theme-base` say the base, not a variant.
            return !stem.isEmpty && Array(words.prefix(stem.count)) == stem
                && words.dropFirst(stem.count).contains { !AppearanceWords.filler.contains($0) }
        }
    }

    /// A modifier per theme group; each theme a context taking its sets in
    /// `order` (the `tokenSetOrder`; else as the theme lists them).
    private mutating func themeLayers(
        _ themes: YAMLValue, order: [String]?,
        set: (inout DTCGImporter, String, YAMLValue) -> YAMLValue?
    ) -> [ResolverLayer] {
        var groups: [(name: String, range: SourceRange, contexts: [ResolverModifier.Context])] = []
        for theme in themes.items.map(Array.init) ?? [] {
            guard let nameNode = theme["name"], let name = nameNode.scalar,
                let selected = theme["selectedTokenSets"]?.pairs.map(Array.init)
            else {
                error(.themeMissing, "a Tokens Studio theme has a 'name' and 'selectedTokenSets'", at: theme.range)
                continue
            }
            var chosen = selected.filter { $0.key.scalar != nil }
            if let order {
                func position(_ pair: YAMLValue.Pair) -> Int { order.firstIndex(of: pair.key.scalar!) ?? order.count }
                chosen.sort { position($0) < position($1) }
            }
            var context = ResolverModifier.Context(name: name, range: nameNode.range, trees: [])
            for pair in chosen {
                let status = pair.value.scalar ?? ""
                guard status == "enabled" || status == "source" else { continue }
                guard let tree = set(&self, pair.key.scalar!, pair.key) else { continue }
                if status == "enabled" { context.trees.append(tree) } else { context.references.append(tree) }
            }
            let group = theme["group"]?.scalar ?? "theme"
            if let index = groups.firstIndex(where: { $0.name == group }) {
                groups[index].contexts.append(context)
            } else {
                groups.append((group, nameNode.range, [context]))
            }
        }
        return groups.map { group in
            if !modifierNames.contains(group.name) { modifierNames.append(group.name) }
            let kind =
                modifierKinds[group.name]?.value ?? ModifierKind.classify(contextNames: group.contexts.map(\.name))
            return .modifier(
                ResolverModifier(
                    name: group.name, range: group.range, contexts: group.contexts, defaultContext: nil, kind: kind))
        }
    }
}
