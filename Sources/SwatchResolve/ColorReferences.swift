import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

/// Every color's references (its `ref:` names, in file order) and where each
/// leads, found once by name: what Resolve follows instead of hashing names
/// again.
///
/// Flat: one array of names and one of targets for the whole theme, each
/// color's share found from where it starts. An array of each per color,
/// the names listed by a walk of each declaration, would be two allocations
/// a color.
struct ColorReferences {
    private(set) var names: [Located<String>] = []
    private(set) var targets: [ThemeResolver.Target] = []
    /// Where each color's references start in `names` and `targets`, and
    /// one past the last color's end.
    private var starts: [Int] = [0]

    init(colors: Int) {
        // The names and targets grow as they come: a theme of literals has
        // none, and one of references about two a color.
        starts.reserveCapacity(colors + 1)
    }

    /// Adds a reference of the color being added.
    mutating func append(_ name: Located<String>, leadingTo target: ThemeResolver.Target) {
        names.append(name)
        targets.append(target)
    }

    /// Ends the color being added: its references are those appended since
    /// the color before it ended.
    mutating func endColor() { starts.append(names.count) }

    /// Where color `color`'s references are in `names` and `targets`.
    func positions(of color: Int) -> Range<Int> { starts[color]..<starts[color + 1] }

    /// Where color `color`'s reference to `name` leads.
    func target(of color: Int, named name: String) -> ThemeResolver.Target {
        // A color names one or two others: a scan beats a hash.
        for position in positions(of: color) where names[position].value == name { return targets[position] }
        preconditionFailure("'\(name)' is not among the color's references")
    }
}

extension ColorDeclaration {
    /// Calls `body` with every `ref:` in the color's values, in file order.
    func forEachReference(_ body: (Located<String>) -> Void) {
        func visit(_ expression: borrowing ColorExpression) {
            switch expression {
            case .reference(let name, _): body(name)
            case .levels(let base, let elevated, _):
                visit(base)
                if let elevated { visit(elevated) }
            case .literal, .unknown, .declaredUnknown, .auto: break
            }
        }
        if let light = standard.light { visit(light) }
        if let dark = standard.dark { visit(dark) }
        if let increased = increasedContrast {
            if let light = increased.light { visit(light) }
            if let dark = increased.dark { visit(dark) }
        }
    }

    /// Every `ref:` in the color's values, in file order.
    package var references: [Located<String>] {
        var found: [Located<String>] = []
        forEachReference { found.append($0) }
        return found
    }
}
