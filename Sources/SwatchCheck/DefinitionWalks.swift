import Swatch
import SwatchDiagnostics
import SwatchModel

/// Where each value of a theme's colors is written (``AliasedValues/definition(of:at:in:)``),
/// every color's walk taken once: the colors of a chain of references share
/// the rest of the walk, and taken anew for each of them it cost colors ×
/// depth, for every failing reference.
struct DefinitionWalks {
    let theme: ResolvedTheme

    init(theme: ResolvedTheme) {
        self.theme = theme
        colors = theme.colors
    }

    /// The definition the walk from the theme's color at `position` (in
    /// ``ResolvedTheme/colors``) leads to in the state with `index` (`& 7`).
    mutating func definition(at position: Int, _ index: Int) -> SourceRange? {
        let found = end(of: position, at: index)
        return found.hops < AliasedValues.longestWalk ? found.definition : nil
    }

    /// Read through a local copy, not `theme.colors` at each step.
    private let colors: [ResolvedColor]

    /// Where a walk from a color ends: the definition its last color gives,
    /// and how many references it follows to get there (`Int.max` for a
    /// cycle).
    private struct End {
        var definition: SourceRange?
        var hops: Int
    }

    /// What one step of the walk finds: where it ends, or the theme's color
    /// referred to (a system color ends it: it is written in no file).
    private enum Step {
        case ends(SourceRange?)
        case next(Int)
    }

    /// The ends found so far, at `position * 8 + index`: by position, not
    /// by name, so that a step costs the one look-up of the name referred
    /// to. Each is an index into ``endsFound``, or `unread`, or `walking`
    /// while the walk that met it has not ended: four bytes a slot, as a
    /// check walks the few colors that can show a failing value and the
    /// tables of every color's ends were a fiftieth of its time, most of it
    /// the pages they took. Made at the first walk: most themes have no
    /// failing reference.
    private var ends: [Int32] = []
    private var endsFound: [End] = []
    /// The step from each written value, at `position * 8 + index`, for the
    /// first state of those showing it (``ColorSource/writtenStateMask``):
    /// most colors write two values for the eight states, read once each.
    /// The next color's position, or `unread`, or an end: `-2 - i` for the
    /// end at `i` in ``stepEnds``.
    private var steps: [Int32] = []
    private var stepEnds: [SourceRange?] = []
    /// Each color's ``ColorSource/writtenStateMask``; -1 until read.
    private var masks: [Int8] = []
    /// The colors whose end is not known yet, each referring to the next:
    /// one buffer for every walk.
    private var path: [Int] = []

    private static let unread: Int32 = -1
    private static let walking: Int32 = -2

    private mutating func step(from position: Int, at index: Int) -> Step {
        let color = colors[position]
        guard let source = color.source, source.derived.mask & UInt8(1 << index) == 0,
            !color.isUnknown(in: Appearance(index: index))
        else { return .ends(nil) }
        if masks[position] < 0 { masks[position] = Int8(source.writtenStateMask) }
        let slot = position * 8 + index & Int(masks[position])
        let known = steps[slot]
        if known >= 0 { return .next(Int(known)) }
        if known != Self.unread { return .ends(stepEnds[Int(-2 - known)]) }
        let step: Step
        let value = source.valueWithoutLevels(in: Appearance(index: slot & 7))
        if let definedAt = value.definedAt {
            step = .ends(definedAt)
        } else if let name = value.reference {
            step = theme.position(ofColorNamed: name.value).map(Step.next) ?? .ends(nil)
        } else {
            step = .ends(value.range)
        }
        switch step {
        case .next(let next): steps[slot] = Int32(next)
        case .ends(let definition):
            stepEnds.append(definition)
            steps[slot] = -2 - Int32(stepEnds.count - 1)
        }
        return step
    }

    /// Keeps `end` as the end at `slot`.
    private mutating func keep(_ end: End, at slot: Int) {
        ends[slot] = Int32(endsFound.count)
        endsFound.append(end)
    }

    /// The end of the walk from the color at `position`, each color on it
    /// remembered: a loop, not recursion, so that a long chain takes no stack.
    private mutating func end(of position: Int, at index: Int) -> End {
        if ends.isEmpty {
            ends = [Int32](repeating: Self.unread, count: colors.count * 8)
            steps = [Int32](repeating: Self.unread, count: colors.count * 8)
            masks = [Int8](repeating: -1, count: colors.count)
        }
        path.removeAll(keepingCapacity: true)
        var current = position
        var end: End
        walk: while true {
            let known = ends[current * 8 + index]
            if known != Self.unread {
                // A color met again before its walk ended: a cycle.
                end = known == Self.walking ? End(definition: nil, hops: .max) : endsFound[Int(known)]
                break
            }
            switch step(from: current, at: index) {
            case .ends(let definition):
                end = End(definition: definition, hops: 0)
                keep(end, at: current * 8 + index)
                break walk
            case .next(let next):
                path.append(current)
                ends[current * 8 + index] = Self.walking
                current = next
            }
        }
        for position in path.reversed() {
            end.hops = end.hops == .max ? .max : end.hops + 1
            keep(end, at: position * 8 + index)
        }
        return end
    }
}
