import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import SwatchSyntax

/// The resolver's share of ``CompilerLimits``: how many references a color
/// may follow to reach a value.
extension ThemeResolver {
    /// `order` without the colors that follow more than `limit` references.
    /// The first color of a chain past the limit is the error, at its
    /// reference to the color at the limit; the colors that refer to it are
    /// left unresolved without a word, as a color that refers to a cycle is.
    ///
    /// `order` puts each color after the colors it refers to, so one pass
    /// finds every color's depth: one more than the deepest color it names.
    static func withinReferenceDepth(
        _ order: [Int], limit: Int, declarations: [ColorDeclaration], references: ColorReferences,
        diagnostics: inout [Diagnostic]
    ) -> [Int] {
        // A literal is 0; a color past the limit, or one that refers to it, is nil.
        var depths = [Int?](repeating: 0, count: declarations.count)
        var kept: [Int] = []
        kept.reserveCapacity(order.count)
        for index in order {
            var depth = 0
            var deepest: Int?
            var refersPastLimit = false
            for position in references.positions(of: index) {
                let target = references.targets[position]
                var next = 1
                // A system color is a table already: following it ends there.
                if case .local(let local) = target {
                    guard let known = depths[local] else {
                        refersPastLimit = true
                        break
                    }
                    next = known + 1
                }
                if next > depth {
                    depth = next
                    deepest = position
                }
            }
            if refersPastLimit || depth > limit {
                if !refersPastLimit, let deepest {
                    let name = declarations[index].name.value
                    let target = references.names[deepest]
                    diagnostics.append(
                        Diagnostic(
                            .themeCycle,
                            "'\(name)' follows a chain of \(depth.grouped) references to reach a value, more than the limit of \(limit.grouped): '\(target.value)' itself follows \((depth - 1).grouped); give a color along the chain a literal value",
                            at: target.range))
                }
                depths[index] = nil
                continue
            }
            depths[index] = depth
            kept.append(index)
        }
        return kept
    }
}
