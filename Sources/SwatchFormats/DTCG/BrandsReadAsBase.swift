import SwatchSupport
import SwatchSyntax

/// Which brands of a resolver document read every color as the base does,
/// told before their layers are merged: such a brand's theme is the base's,
/// and merging its layers and following its aliases again in every state
/// would make the same theme and say the same findings (each said once).
///
/// GitHub Primer's `size` modifier is the case: its contexts `coarse` and
/// `fine` give a few dimension tokens of their own, which no other token
/// names, so its two brands are the base; merged anew, they were two thirds
/// of the document's import.
///
/// A brand reads as the base when the trees it changes — for each brand
/// modifier, its chosen context's and its default context's — hold only
/// tokens typed other than `color` (each by its own or its group's
/// `$type`), at paths that no other tree of the document defines and that
/// no alias of another tree may name. The merge of a state then differs
/// from the base's only at those paths, and no color, type or alias is read
/// there: a color is read from the tokens typed `color`, a token's type is
/// its own, and every other lookup follows an alias. Anything else, and
/// the brand is merged and read as before.
struct BrandsReadAsBase {
    private let layers: [ResolverLayer]
    /// The trees outside the brand modifiers' contexts: the same in the base and every brand.
    private let shared: [YAMLValue]
    /// Every value of `shared` that may hold an alias (a `{`); read when a
    /// brand first needs them, as most brands (a brand's own colors) are
    /// told apart by their types alone.
    private var aliasTexts: [String]?

    init(_ layers: [ResolverLayer]) {
        self.layers = layers
        var shared: [YAMLValue] = []
        for layer in layers {
            switch layer {
            case .set(let trees): shared += trees
            case .modifier(let modifier) where modifier.kind != .brand:
                shared += modifier.contexts.flatMap { $0.references + $0.trees }
            case .modifier: continue
            }
        }
        self.shared = shared
    }

    /// Whether the brand that takes the contexts `brand` (modifier name →
    /// context name) reads every color as the base does.
    mutating func readsAsBase(_ brand: [String: String], importer: DTCGImporter) -> Bool {
        var changed: [YAMLValue] = []
        for case .modifier(let modifier) in layers where modifier.kind == .brand {
            let chosen = brand[modifier.name] ?? modifier.baseContext
            for context in modifier.contexts where context.name == chosen || context.name == modifier.baseContext {
                changed += context.references + context.trees
            }
        }
        var paths: Set<String> = []
        for tree in changed {
            var map: DTCGImporter.TokenMap = [:]
            var order: [String] = []
            importer.flatten(tree, path: [], type: nil, into: &map, order: &order)
            for (path, definition) in map {
                guard let type = definition.type, type != "color" else { return false }
                paths.insert(path)
            }
        }
        guard !paths.isEmpty else { return true }
        // A tree that is itself a token is at the empty path, which no walk of keys reaches.
        guard !paths.contains("") else { return false }
        let texts = aliasTexts ?? shared.reduce(into: []) { Self.collectAliasTexts(in: $1, into: &$0) }
        aliasTexts = texts
        for text in texts where Self.mayName(text, anyOf: paths) {
            guard Self.named(by: text, importer: importer).isDisjoint(with: paths) else { return false }
        }
        return !shared.contains { Self.defines($0, anyOf: paths, below: "") }
    }

    /// Whether `text` may name one of `paths`: every path an alias names
    /// is written within it, so an ASCII text that holds none of them as
    /// bytes names none (a text of other scalars is read whole, as Unicode
    /// equivalence tells names apart). Most of a design system's aliases
    /// name colors, not a brand's few paths: they are passed over without
    /// their paths made (which, for all of Primer's, was a twentieth of an
    /// edit of its token file).
    private static func mayName(_ text: String, anyOf paths: Set<String>) -> Bool {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return true }
        return paths.contains { path in !path.utf8.allSatisfy({ $0 < 0x80 }) || holds(text, path) }
    }

    /// Whether the bytes of `text` hold those of `part`.
    private static func holds(_ text: String, _ part: String) -> Bool {
        var text = text
        var part = part
        return text.withUTF8 { text in
            part.withUTF8 { part in
                guard let first = part.first else { return true }
                guard part.count <= text.count else { return false }
                for start in 0...(text.count - part.count) where text[start] == first {
                    if part.indices.allSatisfy({ text[start + $0] == part[$0] }) { return true }
                }
                return false
            }
        }
    }

    /// Whether `node` (at the joined path `prefix`) holds anything at one
    /// of `paths`: its keys walked only where they lead towards one, and a
    /// group at such a path counted too (a superset of the tokens a merge
    /// would find there).
    private static func defines(_ node: YAMLValue, anyOf paths: Set<String>, below prefix: String) -> Bool {
        guard let pairs = node.pairs else { return false }
        for pair in pairs {
            guard let key = pair.key.scalar else { continue }
            // A group's `$root` is the group's own token, at the group's path.
            if key == "$root" {
                if paths.contains(prefix) || defines(pair.value, anyOf: paths, below: prefix) { return true }
                continue
            }
            guard !key.hasPrefix("$") else { continue }
            let path = prefix.isEmpty ? key : prefix + "." + key
            if paths.contains(path) { return true }
            let group = path + "."
            if paths.contains(where: { $0.hasPrefix(group) }), defines(pair.value, anyOf: paths, below: path) {
                return true
            }
        }
        return false
    }

    /// Every value in `node` that may hold an alias: each scalar with a `{`.
    private static func collectAliasTexts(in node: YAMLValue, into texts: inout [String]) {
        if let pairs = node.pairs {
            for pair in pairs { collectAliasTexts(in: pair.value, into: &texts) }
        } else if let items = node.items {
            for item in items { collectAliasTexts(in: item, into: &texts) }
        } else if node.isScalar(holding: UInt8(ascii: "{")), let text = node.scalar {
            // Told by their bytes, without a string made: braces are ASCII, and most values have none.
            texts.append(text)
        }
    }

    /// Every path an alias in `text` may name: each `{…}` from each opening
    /// brace to the next closing one, trimmed, with and without the suffix
    /// a dialect drops; and the whole value read as an alias, as the
    /// importer reads one (`rgba({…}, 0.5)` too).
    private static func named(by text: String, importer: DTCGImporter) -> Set<String> {
        let bytes = text.utf8
        guard var open = bytes.firstIndex(of: UInt8(ascii: "{")) else { return [] }
        var named: Set<String> = [importer.tokenPath(alias: text)]
        if let (alias, _) = DTCGImporter.aliasWithAlpha(text) { named.insert(importer.tokenPath(alias: alias)) }
        while true {
            let after = bytes.index(after: open)
            guard let close = bytes[after...].firstIndex(of: UInt8(ascii: "}")) else { break }
            let inside = text[after..<close]
            named.insert(DTCGImporter.trimmingSpaces(inside))
            named.insert(importer.tokenPath(alias: "{" + inside + "}"))
            guard let next = bytes[after...].firstIndex(of: UInt8(ascii: "{")) else { break }
            open = next
        }
        return named
    }
}
