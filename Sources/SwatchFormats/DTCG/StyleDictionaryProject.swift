import SwatchDiagnostics
import SwatchSyntax

/// A Style Dictionary configuration (`config.json`): the token files its
/// `include` and `source` globs match, relative to it, merged into one token
/// tree in that order, a later file's token over an earlier one's of the
/// same path — as Style Dictionary merges them — so that an alias into
/// another file (`{color.base.gray.light.value}`) resolves; a token two
/// `source` files define is said, one a `source` file takes over from an
/// `include` file is not, as Style Dictionary does. Its other keys
/// (`platforms`) say what Style Dictionary builds, which Swatch does not.
extension DTCGImporter {
    /// The one layer of a configuration's files; nil when `root` is not a
    /// configuration (a `source` or an `include` that is a list of strings:
    /// Codex's base build names its files by `include` alone).
    mutating func styleDictionaryLayers(_ root: YAMLValue) -> [ResolverLayer]? {
        func isFileList(_ key: String) -> Bool {
            guard let items = root[key]?.items else { return false }
            return !items.isEmpty && items.allSatisfy { $0.scalar != nil }
        }
        guard isFileList("source") || isFileList("include") else { return nil }
        var trees: [YAMLValue] = []
        var sourceTrees: [YAMLValue] = []
        for key in ["include", "source"] {
            guard let list = root[key] else { continue }
            guard let items = list.items else {
                error(
                    .themeType, "'\(key)' is a list of file paths or globs; this is \(list.kindDescription)",
                    at: list.range)
                continue
            }
            for item in items {
                guard let pattern = item.scalar else {
                    error(
                        .themeType, "'\(key)' lists file paths or globs; this is \(item.kindDescription)",
                        at: item.range)
                    continue
                }
                let matched = references.files(matching: pattern, at: item)
                trees += matched
                if key == "source" { sourceTrees += matched }
            }
        }
        // The files say how they are written.
        if let first = trees.first { dialect = TokenDialect.of(first) }
        // `include` is the base `source` overrides, in silence as Style
        // Dictionary does (telekom/design-tokens redefines its brand so):
        // only two `source` files defining one token is said.
        warnCollisions(sourceTrees)
        return [.set(trees)]
    }

    /// A token two files define: the later file's value is read, as Style
    /// Dictionary takes it, and the earlier one is not — said once, at the
    /// first such definition, with how many tokens it happens to (Style
    /// Dictionary warns of the same "collisions").
    private mutating func warnCollisions(_ trees: [YAMLValue]) {
        var definedAt: [String: YAMLValue] = [:]
        var collisions: [(path: String, earlier: YAMLValue, later: YAMLValue)] = []
        for tree in trees {
            var map: TokenMap = [:]
            var order: [String] = []
            flatten(tree, path: [], type: nil, into: &map, order: &order)
            for path in order {
                guard let definition = map[path] else { continue }
                if let earlier = definedAt[path], earlier.range.file != definition.origin.range.file {
                    collisions.append((path, earlier, definition.origin))
                }
                definedAt[path] = definition.origin
            }
        }
        guard let first = collisions.first else { return }
        let more = collisions.count == 1 ? "" : " (and \(collisions.count - 1) more tokens defined in two files)"
        let later = first.later.range.file.split(separator: "/").last.map(String.init) ?? first.later.range.file
        unread(
            "the token '\(first.path)' is defined again in '\(later)', a later file of the configuration's sources, "
                + "whose value is the one read; this one is not\(more). Define each token in one file",
            at: first.earlier.range)
    }
}
