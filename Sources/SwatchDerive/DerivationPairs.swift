import Swatch
import SwatchCheck
import SwatchDiagnostics
import SwatchModel

/// The pairs the checker judges (``ContrastPairs/walk(_:backings:_:)``), by
/// color position rather than by value, so that a pair is measured with the
/// values derived so far; each color's pairs as a foreground and as a
/// layer; and the order colors are derived in.
struct DerivationPairs {
    /// A color of a pair: one of the theme's (its position), or one whose
    /// value no `auto` changes (the system palette's).
    enum Member {
        case local(Int)
        case fixed(ResolvedColor)
    }

    struct Pair {
        var foreground: Member
        var layers: [Member]
        var material: ResolvedMaterial?
        /// The states judged, as a mask of `Appearance.index` bits.
        var states: UInt16
        var targets: (standard: ContrastTarget, increased: ContrastTarget)
        var rule: RuleID
        /// "'caption' on 'paper'", and "in sheet 'settings'" for surface content.
        var description: String
        var entry: SourceRange
    }

    var pairs: [Pair] = []
    /// Each color's pairs as the foreground, and as a layer of the backing.
    var asForeground: [[Int]]
    var asLayer: [[Int]]
    /// Positions of colors in the order they are derived: what a color is
    /// drawn on, and what it refers to, before it.
    var order: [Int] = []
    /// Each color's place in ``order``.
    var rank: [Int]

    init(theme: ResolvedTheme, index: [String: Int]) {
        let count = theme.colors.count
        asForeground = Array(repeating: [], count: count)
        asLayer = Array(repeating: [], count: count)
        rank = Array(repeating: 0, count: count)
        func member(_ color: ResolvedColor) -> Member {
            if !color.isSystem, let position = index[color.name] { return .local(position) }
            return .fixed(color)
        }
        var backings = ContrastPairs.Backings(theme: theme)
        var targetsByRole: [ColorRoleName: (ContrastTarget, ContrastTarget)?] = [:]
        ContrastPairs.walk(theme, backings: &backings) { pair in
            let color = pair.color
            let targets: (ContrastTarget, ContrastTarget)?
            if color.source?.hasNoSettings == true, let known = targetsByRole[color.role] {
                targets = known
            } else {
                targets = ContrastTargets.target(for: color, in: .light, theme: theme)
                    .flatMap { standard in
                        ContrastTargets.target(for: color, in: Appearance(contrast: .increased), theme: theme)
                            .map { (standard, $0) }
                    }
                if color.source?.hasNoSettings == true { targetsByRole[color.role] = targets }
            }
            guard let targets else { return }
            var states: UInt16 = 0
            for state in pair.states { states |= 1 << state.index }
            let context = pair.surface.map { " in \($0.kind.rawValue) '\($0.name)'" } ?? ""
            let made = Pair(
                foreground: member(color), layers: pair.backing.colors.map(member), material: pair.backing.material,
                states: states, targets: targets, rule: pair.rule,
                description: "'\(color.name)' on \(pair.backing.description)\(context)", entry: pair.backing.entry.range
            )
            let position = pairs.count
            pairs.append(made)
            if case .local(let foreground) = made.foreground { asForeground[foreground].append(position) }
            for case .local(let layer) in made.layers where asLayer[layer].last != position {
                asLayer[layer].append(position)
            }
        }
        order = Self.order(theme: theme, index: index, pairs: pairs, asForeground: asForeground)
        for (place, position) in order.enumerated() { rank[position] = place }
    }

    /// Depth first in file order, each color after its layers and the colors
    /// it refers to; a circle (an `on:` that comes back) is cut where it
    /// closes, so every color comes once.
    private static func order(theme: ResolvedTheme, index: [String: Int], pairs: [Pair], asForeground: [[Int]])
        -> [Int]
    {
        let count = theme.colors.count
        func dependencies(_ position: Int) -> [Int] {
            var found: [Int] = []
            for pair in asForeground[position] {
                for case .local(let layer) in pairs[pair].layers where layer != position { found.append(layer) }
            }
            for name in theme.colors[position].source?.references ?? [] {
                if let target = index[name.value], target != position { found.append(target) }
            }
            return found
        }
        enum Mark { case unvisited, inProgress, done }
        var marks = [Mark](repeating: .unvisited, count: count)
        var order: [Int] = []
        order.reserveCapacity(count)
        for root in 0..<count where marks[root] == .unvisited {
            var stack: [(node: Int, next: [Int], at: Int)] = [(root, dependencies(root), 0)]
            marks[root] = .inProgress
            while !stack.isEmpty {
                let top = stack.count - 1
                if stack[top].at == stack[top].next.count {
                    marks[stack[top].node] = .done
                    order.append(stack[top].node)
                    stack.removeLast()
                    continue
                }
                let next = stack[top].next[stack[top].at]
                stack[top].at += 1
                if marks[next] == .unvisited {
                    marks[next] = .inProgress
                    stack.append((next, dependencies(next), 0))
                }
            }
        }
        return order
    }
}
