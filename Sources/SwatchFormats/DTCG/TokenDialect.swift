import SwatchSyntax

/// How a token file writes its tokens.
///
/// DTCG (2025.10) writes `$value`, `$type`, `$description`. Before it, the
/// format most token repositories still use wrote them without the `$`:
/// Tokens Studio's files (sets, and `$themes` naming which sets each theme
/// takes) and Style Dictionary v3's (a token's category is its first group).
/// Both are read by the same importer; only the field names, the way a
/// type is found and the alias form differ.
package enum TokenDialect: Sendable {
    case dtcg, legacy

    /// The dialect of a document: the first token found, breadth first,
    /// decides (`$value`: DTCG, `value`: legacy); DTCG when there is none.
    /// At most ``maximumNodes`` nodes are looked at.
    package static func of(_ root: YAMLValue) -> TokenDialect {
        var queue = [root]
        var index = 0
        while index < queue.count, index < maximumNodes {
            let node = queue[index]
            index += 1
            if let items = node.items {
                queue += items
                continue
            }
            guard let pairs = node.pairs else { continue }
            if node["$value"] != nil { return .dtcg }
            if node["value"] != nil, node["contexts"] == nil { return .legacy }
            for pair in pairs { queue.append(pair.value) }
        }
        return .dtcg
    }

    static let maximumNodes = 100_000

    /// Whether `root` is a Tokens Studio `$themes.json`: a list of themes,
    /// each naming the token sets it takes.
    static func isThemeList(_ root: YAMLValue) -> Bool {
        guard let items = root.items, let first = items.first else { return false }
        return first["selectedTokenSets"] != nil
    }
}
