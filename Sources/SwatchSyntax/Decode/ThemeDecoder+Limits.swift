import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport

/// The decoder's share of ``CompilerLimits``: how many colors one file declares.
extension ThemeDecoder {
    /// The entries of `colors:` up to the limit. The first one past it is
    /// the error; the names of the rest are kept as unread, so that a
    /// reference to one of them is no second mistake.
    func withinColorLimit(_ entries: [YAMLValue.Pair], _ context: inout DecodeContext) -> [YAMLValue.Pair] {
        guard entries.count > maximumColors else { return entries }
        let first = entries[maximumColors]
        context.error(
            .themeValue,
            "'colors' declares \(entries.count.grouped) colors, more than the limit of \(maximumColors.grouped); from this one on they are not read. Split the colors among several themes, or leave out those the app does not use",
            at: first.key)
        for pair in entries[maximumColors...] { context.unreadNames.colors.insert(pair.key.scalar ?? "") }
        return Array(entries[..<maximumColors])
    }
}
