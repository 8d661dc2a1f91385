import SwatchSupport
import SwatchSyntax

/// The walk of a token tree: its groups into tokens by path, each with the
/// `$type` it has or inherits; the token an alias names; and token paths as
/// color names.
extension DTCGImporter {
    func flatten(
        _ node: YAMLValue, path: [String], type: String?, into map: inout TokenMap, order: inout [String]
    ) {
        flatten(
            node, key: path.joined(separator: "."), first: path.first, isRoot: path.isEmpty, type: type, into: &map,
            order: &order)
    }

    /// ``flatten(_:path:type:into:order:)`` with the path as it is joined (`key`), its first group and
    /// whether it is empty: each group's path is made once, from its parent's, not joined again for every
    /// token below it.
    private func flatten(
        _ node: YAMLValue, key: String, first: String?, isRoot: Bool, type: String?, into map: inout TokenMap,
        order: inout [String]
    ) {
        guard let pairs = node.pairs else { return }
        let type = field("type", of: node)?.scalar ?? type
        if value(of: node) != nil {
            // Style Dictionary's files type a token by its first group, the
            // category (`color.brand.primary` is a color).
            var type = type
            if dialect == .legacy, type == nil, let category = first?.lowercased(),
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
            guard let name = pair.key.scalar else { continue }
            // 2025.10: a group's `$root` token is the group's own value,
            // named as the group.
            if name == "$root", !isRoot {
                flatten(pair.value, key: key, first: first, isRoot: false, type: type, into: &map, order: &order)
                continue
            }
            guard !name.hasPrefix("$") else { continue }
            // A legacy group's `type` and `description` are words about it,
            // not groups (a group named `type` is a mapping).
            if dialect == .legacy, ["type", "description"].contains(name), pair.value.isScalar { continue }
            flatten(
                pair.value, key: isRoot ? name : key + "." + name, first: first ?? name, isRoot: false, type: type,
                into: &map, order: &order)
        }
    }

    /// The token an alias `{a.b}` names: `{group.$root}` is the group's own
    /// token, named as the group; Style Dictionary's `{a.b.value}` is `a.b`.
    /// Style Dictionary trims the path (`{ color.gray900 }` is `color.gray900`):
    /// so does Swatch, so that such a file's aliases resolve as they build.
    func tokenPath(alias text: String) -> String {
        var path = Self.trimmingSpaces(text.dropFirst().dropLast())
        let suffix = dialect == .legacy ? ".value" : ".$root"
        if path.hasSuffix(suffix) { path.removeLast(suffix.count) }
        return path
    }

    /// `text` without the spaces within a line at its ends (``Unicode/Scalar/isSpaceInLine``). Most
    /// aliases have none, told by their first and last scalars (an ASCII one by its value): taken as
    /// written, not copied scalar by scalar.
    static func trimmingSpaces(_ text: Substring) -> String {
        func isSpace(_ scalar: Unicode.Scalar?) -> Bool {
            guard let scalar else { return true }
            return scalar.isASCII ? scalar == " " || scalar == "\t" : scalar.isSpaceInLine
        }
        return isSpace(text.unicodeScalars.first) || isSpace(text.unicodeScalars.last)
            ? String(text).trimmingScalars(where: \.isSpaceInLine) : String(text)
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
}
