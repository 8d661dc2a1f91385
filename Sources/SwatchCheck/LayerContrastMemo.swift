import Swatch
import SwatchModel

/// The contrast of a foreground value on the layer values of a stack without
/// a material, measured once per check: the DM-unpaired fix-it measures each
/// unpaired foreground on its candidate backgrounds in every state, and a
/// design system's foregrounds share a few palette values, each measured on
/// the same backgrounds again (a translucent background's worst case over
/// any backdrop is some 70 measurements). Without a material the measure
/// depends on the values alone, not on the state or the names.
struct LayerContrastMemo {
    /// A foreground on one layer, the usual pair, as bit patterns (`-0.0`
    /// is not `0.0`): a key without an array to allocate and hash.
    private struct Pair: Hashable {
        var foreground: SIMD4<UInt64>
        var layer: SIMD4<UInt64>
    }

    private var pairs: [Pair: Double] = [:]
    /// The last pair of one layer measured or looked up: a fit asks for
    /// each of the sixteen states in turn, and most states show the values
    /// the one before showed.
    private var last: (pair: Pair, contrast: Double)?
    /// Deeper stacks: the foreground's bits, then each layer's, top first.
    private var stacks: [[UInt64]: Double] = [:]

    /// The contrast of `foreground` on `stack` (which has no material) in
    /// `state`, as ``ContrastPairs/measure(_:on:in:metric:)`` measures it.
    mutating func contrast(
        of foreground: Color, on stack: LayerStack, in state: Appearance, metric: some ContrastMetric
    ) -> Double {
        func measure() -> Double { ContrastPairs.measure(foreground, on: stack, in: state, metric: metric).contrast }
        if stack.colors.count == 1 {
            let key = Pair(foreground: Self.bits(foreground), layer: Self.bits(stack.colors[0][state]))
            if let last, last.pair == key { return last.contrast }
            let contrast: Double
            if let known = pairs[key] {
                contrast = known
            } else {
                contrast = measure()
                // Room for a design system's pairs at the first: growing the
                // table again and again was a third of the memo's cost.
                if pairs.isEmpty { pairs.reserveCapacity(1024) }
                pairs[key] = contrast
            }
            last = (key, contrast)
            return contrast
        }
        var key: [UInt64] = []
        key.reserveCapacity(4 * (stack.colors.count + 1))
        for color in CollectionOfOne(foreground) + stack.colors.lazy.map({ $0[state] }) {
            key += [color.red.bitPattern, color.green.bitPattern, color.blue.bitPattern, color.alpha.bitPattern]
        }
        if let contrast = stacks[key] { return contrast }
        let contrast = measure()
        stacks[key] = contrast
        return contrast
    }

    private static func bits(_ color: Color) -> SIMD4<UInt64> {
        SIMD4(color.red.bitPattern, color.green.bitPattern, color.blue.bitPattern, color.alpha.bitPattern)
    }
}
