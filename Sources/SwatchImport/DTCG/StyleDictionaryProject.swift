import SwatchDiagnostics
@_spi(Stages) import SwatchSyntax

/// A Style Dictionary configuration (`config.json`): the token files its
/// `include` and `source` globs match, relative to it, merged into one token
/// tree in that order, a later file's token over an earlier one's of the
/// same path — as Style Dictionary merges them — so that an alias into
/// another file (`{color.base.gray.light.value}`) resolves. Its other keys
/// (`platforms`) say what Style Dictionary builds, which Swatch does not.
extension DTCGImporter {
    /// The one layer of a configuration's files; nil when `root` is not a
    /// configuration (a `source` that is a list of strings).
    mutating func styleDictionaryLayers(_ root: YAMLValue) -> [ResolverLayer]? {
        guard let source = root["source"]?.items, !source.isEmpty, source.allSatisfy({ $0.scalar != nil }) else {
            return nil
        }
        var trees: [YAMLValue] = []
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
                trees += references.files(matching: pattern, at: item)
            }
        }
        // The files say how they are written.
        if let first = trees.first { dialect = TokenDialect.of(first) }
        return [.set(trees)]
    }
}
