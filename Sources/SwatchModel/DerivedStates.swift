import Swatch
import SwatchDiagnostics

/// `derive:` — the values a theme asks the compiler to derive for every
/// color that does not write them.
package enum DerivedVariant: String, CaseIterable, Hashable, Sendable {
    /// The increased-contrast values, light and dark.
    case increasedContrast
    /// The elevated level of each value.
    case elevated
}

/// Which of a color's 8 opaque states show an `auto` value (written, or asked
/// for by the theme's `derive:`), and what each is derived from. Resolve
/// finds them and gives them the value they fall back to; the Derive stage
/// replaces that value with the nearest one that passes.
///
/// Bit `i` stands for the state whose index is `i` (transparency never
/// changes a color, so `Appearance.index & 7`).
package struct DerivedStates: Hashable, Sendable {
    /// The states whose value is derived.
    package var mask: UInt8
    /// Of those, the ones derived from the base level of the same contrast
    /// (`elevated: auto`); the others are derived from the standard-contrast
    /// value of the same level (`increasedContrast: auto`).
    package var fromBase: UInt8

    package init(mask: UInt8 = 0, fromBase: UInt8 = 0) {
        self.mask = mask
        self.fromBase = fromBase
    }

    /// A color with no `auto` value: most of them.
    package static let none = DerivedStates()

    package var isEmpty: Bool { mask == 0 }

    /// Whether `state`'s value is derived.
    package func contains(_ state: Appearance) -> Bool { mask & 1 << (state.index & 7) != 0 }

    /// The state whose value a derived `state` starts from: its base level,
    /// or its standard contrast. Always a lower index, so states derived in
    /// index order start from values already final.
    package func origin(of state: Appearance) -> Appearance {
        let index = state.index & 7
        return Appearance(index: fromBase & 1 << index != 0 ? index - 2 : index - 4)
    }

    /// Marks the state with `index` (0..<8) derived, from its base level when `fromBase`.
    package mutating func insert(index: Int, fromBase base: Bool) {
        mask |= 1 << index
        if base { fromBase |= 1 << index } else { fromBase &= ~(1 << index) }
    }
}

/// One `auto` state's value, as the Derive stage found it: what `check
/// --explain`, an editor's hover and the report say of it.
package struct DerivedValue: Hashable, Sendable {
    /// What the derived value reaches.
    package enum Goal: String, Hashable, Sendable {
        /// Every pair's aim (or, for a target without an aim, its minimum).
        case aim
        /// Every pair's minimum, but not every aim: no value of the hue reaches them all.
        case minimum
        /// Not every minimum: no value of the hue reaches them (an error says which pair blocks it).
        case unreachable
        /// The color is in no pair in this state: the value it falls back to
        /// (a background's elevated dark value lifted).
        case unpaired
        /// The colors drawn on it are derived after it, to pass on it: the
        /// value it falls back to (a background's elevated dark value lifted).
        case underDerived
    }

    /// The color's name.
    package var color: String
    /// The state (its index below 8; the reduced-transparency state shows the same value).
    package var state: Appearance
    /// The value derived.
    package var value: Color
    /// The value it was derived from.
    package var origin: Color
    package var goal: Goal
    /// The lowest contrast it reaches among its pairs in this state, and the
    /// pair that has it ("'caption' on 'paper'"); nil when unpaired.
    package var ratio: Double?
    package var pair: String?
    /// Where the `auto` is written (or, for the theme's `derive:`, the color's name).
    package var range: SourceRange
    /// Whether a darker value would have reached what this one misses: an
    /// elevated dark background kept lighter than its base (DM-depth).
    package var keptDepth = false

    package init(
        color: String, state: Appearance, value: Color, origin: Color, goal: Goal, ratio: Double?, pair: String?,
        range: SourceRange
    ) {
        self.color = color
        self.state = state
        self.value = value
        self.origin = origin
        self.goal = goal
        self.ratio = ratio
        self.pair = pair
        self.range = range
    }
}
