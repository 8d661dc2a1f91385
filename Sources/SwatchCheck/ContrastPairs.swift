import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel

/// What a foreground is drawn on: a ``LayerStack``, which Resolve makes.
package typealias Backing = LayerStack

package enum ContrastPairs {
    /// Every stack a color can be drawn on, following its `on:` entries.
    package static func backings(of color: ResolvedColor, in theme: ResolvedTheme) -> [Backing] {
        guard let source = color.source else { return [] }
        // Closures, not `theme.color(named:)`: a method taken as a value
        // captured a copy of the whole theme for every color.
        return source.on.flatMap { entry in
            LayerStack.stacks(
                under: entry, visited: [color.name], color: { theme.color(named: $0) },
                material: { theme.material(named: $0) })
        }
    }

    /// The stacks below each `on:` name, made once for all the colors
    /// drawn on it: in a theme of thousands of colors most are drawn on the
    /// same few backgrounds, and making them costs two name lookups, the
    /// opacity of every state and three arrays.
    package struct Backings {
        let theme: ResolvedTheme
        private var stacks: [String: [Backing]] = [:]
        /// The name looked up last, and its stacks: the next color is
        /// usually drawn on the same background, and equal names are
        /// compared without hashing either.
        private var last: (name: String, stacks: [Backing])?

        package init(theme: ResolvedTheme) { self.theme = theme }

        /// What ``ContrastPairs/backings(of:in:)`` gives.
        package mutating func of(_ color: ResolvedColor) -> [Backing] {
            guard let source = color.source else { return [] }
            let entries = source.on
            // One entry, the usual case: its stacks are the result, with no
            // array of all the entries' stacks made around them.
            if entries.count == 1 { return backings(of: color, under: entries[0]) }
            return entries.flatMap { backings(of: color, under: $0) }
        }

        private mutating func backings(of color: ResolvedColor, under entry: Located<String>) -> [Backing] {
            // Made with a stand-in above (no name is empty), so that the
            // depth limit is the same as with the color itself; the stacks
            // are the color's own unless the color is in one of them, where
            // its own would have stopped.
            let shared: [Backing]
            if let last, last.name == entry.value {
                shared = last.stacks
            } else {
                shared =
                    stacks[entry.value]
                    ?? {
                        let made = LayerStack.stacks(
                            under: entry, visited: [""], color: { theme.color(named: $0) },
                            material: { theme.material(named: $0) })
                        stacks[entry.value] = made
                        return made
                    }()
                last = (entry.value, shared)
            }
            if shared.contains(where: { stack in stack.colors.contains { $0.name == color.name } }) {
                return LayerStack.stacks(
                    under: entry, visited: [color.name], color: { theme.color(named: $0) },
                    material: { theme.material(named: $0) })
            }
            return shared.map { stack in
                var stack = stack
                stack.entry = entry
                return stack
            }
        }
    }

    /// One pair the contrast rules judge: a foreground, a stack it is drawn
    /// on, the states it is drawn in, and the rule a failure is reported under.
    package struct Pair {
        package var color: ResolvedColor
        package var backing: Backing
        package var states: [Appearance]
        /// The surface whose content the color is, for the words of a finding.
        package var surface: (kind: SurfaceKind, name: String)?
        package var rule: RuleID
        /// States left out of ``states`` because a color of the pair is
        /// `unknown` there: never judged, and said once (``UnknownValueRules``).
        package var unjudged: [Appearance] = []

        /// The pair without the states where one of its colors is unknown.
        func known() -> Pair {
            let unknown = backing.colors.reduce(color.unknownStates) { $0 | $1.unknownStates }
            guard unknown != 0 else { return self }
            var pair = self
            pair.states = states.filter { unknown & (1 << $0.index) == 0 }
            pair.unjudged = states.filter { unknown & (1 << $0.index) != 0 }
            return pair
        }
    }

    /// Every pair the checker judges, in the order it walks them: each
    /// color's `on:` stacks in every state, then each surface's content on
    /// the surface's background, in the states the surface is drawn in. The
    /// contrast rules judge them and the report measures them, so the two
    /// cannot disagree on what is paired. A state where a color of the pair
    /// is `unknown` is left out; a pair unknown in every state is passed with
    /// no states.
    package static func walk(_ theme: ResolvedTheme, backings: inout Backings, _ pairBody: (Pair) -> Void) {
        func body(_ pair: Pair) { pairBody(pair.known()) }
        for color in theme.colors where color.source?.exemption == nil {
            // Content directly on a material is vibrant or MAT-vibrant-only's
            // business; content on a layer that sits on a material is judged
            // here, over the material's worst backdrop.
            for backing in backings.of(color) where !backing.colors.isEmpty {
                body(Pair(color: color, backing: backing, states: Appearance.all, surface: nil, rule: .dmContrast))
            }
        }
        for surface in theme.surfaces {
            // Content on a material is vibrant: the material rules judge it.
            guard case .color = surface.background else { continue }
            let kind = surface.kind
            let states = Array(Set(Appearance.all.map(kind.appearance(for:)))).sorted { $0.index < $1.index }
            let rule: RuleID = kind.level == .elevated ? .shElevated : .dmContrast
            for (color, range) in surface.contentColors where color.source?.exemption == nil {
                // The surface's own background is skipped when the color is it.
                for backing in surface.backgroundStacks where !backing.colors.contains(where: { $0.name == color.name })
                {
                    var located = backing
                    located.entry = Located(color.name, at: range)
                    body(
                        Pair(color: color, backing: located, states: states, surface: (kind, surface.name), rule: rule))
                }
            }
        }
    }

    /// The contrast of `foreground` on `backing` in `state`; a translucent
    /// stack is judged over the worst backdrop.
    package static func measure(
        _ foreground: Color, on backing: Backing, in state: Appearance, metric: some ContrastMetric
    ) -> ContrastMeasurement {
        if backing.material == nil, backing.colors.count == 1 {
            // The usual pair, one layer: no array of layers to make.
            return metric.worstContrast(of: foreground, on: backing.colors[0][state])
        }
        return measure(
            foreground, onLayers: backing.colors.map { $0[state] }, material: backing.material, in: state,
            metric: metric)
    }

    /// The contrast of `foreground` on `layers` (top first) over `material`
    /// in `state`: what ``measure(_:on:in:metric:)`` does with a stack's
    /// values, for values that are not yet a stack's (the Derive stage's
    /// candidates).
    package static func measure(
        _ foreground: Color, onLayers layers: [Color], material: ResolvedMaterial?, in state: Appearance,
        metric: some ContrastMetric
    ) -> ContrastMeasurement {
        if material == nil, layers.count == 1 { return metric.worstContrast(of: foreground, on: layers[0]) }
        let bottomFirst = Array(layers.reversed())
        if let material {
            return metric.worstContrast(of: foreground, on: material.material, in: state, layers: bottomFirst)
        }
        return metric.worstContrast(of: foreground, on: bottomFirst)
    }
}
