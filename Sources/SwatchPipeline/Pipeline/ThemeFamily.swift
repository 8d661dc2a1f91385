import Swatch
import SwatchCheck
import SwatchDiagnostics
import SwatchEmit
import SwatchImages
import SwatchModel
import SwatchResolve
import SwatchSupport
import SwatchSyntax

/// Themes compiled together, linked by `extends:`: which theme each brand
/// extends, and an order in which every base comes before its brands.
///
/// A brand names its base by namespace (`extends: Base`) or by a path
/// relative to its own file (`extends: ./Base.theme.yaml`); either must be a
/// theme of the same compile. A base that is not there, or bases that lead
/// back to a theme in a circle, is an error at the `extends:` value, and
/// such a theme (and every brand of it) is not compiled further.
struct ThemeFamily {
    /// Each member's base, by index; nil for a theme that extends no theme
    /// (or whose `extends:` could not be linked, which is reported).
    var bases: [Int?]
    /// The members whose bases lead into a circle or to nothing: reported,
    /// and neither they nor their brands are compiled further.
    var broken: Set<Int>
    /// Every member once, each after its base.
    var order: [Int]
    /// Findings about the links, by member.
    var diagnostics: [[Diagnostic]]

    /// Links `themes` (nil for a file that could not be read as a theme).
    package init(_ themes: [ThemeAST?], paths: [String]) {
        let count = themes.count
        bases = Array(repeating: nil, count: count)
        broken = []
        order = []
        diagnostics = Array(repeating: [], count: count)
        var byNamespace: [String: Int] = [:]
        var byPath: [String: Int] = [:]
        for (index, theme) in themes.enumerated() {
            guard let theme else { continue }
            if byNamespace[theme.namespace] == nil { byNamespace[theme.namespace] = index }
            byPath[FilePath.normalized(paths[index])] = index
        }
        for (index, theme) in themes.enumerated() {
            guard let theme, let written = theme.base else { continue }
            let found =
                Self.isPath(written.value)
                ? byPath[FilePath.normalized(FilePath.parent(of: paths[index]) + "/" + written.value)]
                : byNamespace[written.value]
            guard let found else {
                let hint = Suggestions.hint(for: written.value, in: byNamespace.keys.sorted())
                diagnostics[index]
                    .append(
                        Diagnostic(
                            .themeExtends,
                            "no theme '\(written.value)' is compiled with this one\(hint); give its file as well, or name 'system', a theme's namespace ('Base' for Base.theme.yaml) or its path ('./Base.theme.yaml')",
                            at: written.range))
                broken.insert(index)
                continue
            }
            bases[index] = found
        }
        findCircles(themes)
        // A brand of a broken theme is broken too; its base's finding says why.
        var order: [Int] = []
        var placed = [Bool](repeating: false, count: count)
        for start in 0..<count {
            var chain: [Int] = []
            var current: Int? = start
            while let member = current, !placed[member], !chain.contains(member) {
                chain.append(member)
                current = bases[member]
            }
            for member in chain.reversed() {
                placed[member] = true
                order.append(member)
                if let base = bases[member], broken.contains(base) { broken.insert(member) }
            }
        }
        self.order = order
    }

    /// Every theme whose chain of bases leads to `member`, `member` excluded,
    /// in namespace order.
    func brands(of member: Int, namespaces: [String]) -> [Int] {
        bases.indices.filter { index in index != member && ancestors(of: index).contains(member) }
            .sorted { namespaces[$0] < namespaces[$1] }
    }

    /// `member`'s base, its base's base … up to the first theme that extends no theme.
    func ancestors(of member: Int) -> [Int] {
        var found: [Int] = []
        var current = bases[member]
        while let base = current, base != member, !found.contains(base) {
            found.append(base)
            current = bases[base]
        }
        return found
    }

    private mutating func findCircles(_ themes: [ThemeAST?]) {
        for start in bases.indices where !broken.contains(start) {
            var path = [start]
            var current = bases[start]
            while let next = current, !path.contains(next) {
                path.append(next)
                current = bases[next]
            }
            // Only the circle's members are reported; a theme that leads
            // into it is a brand of a broken theme.
            guard let closing = current, closing == start else { continue }
            let names = (path + [start]).map { "'\(themes[$0]!.namespace)'" }.joined(separator: " → ")
            for member in path {
                let others = path.filter { $0 != member }
                    .map { other in
                        Diagnostic.Note("'\(themes[other]!.namespace)' extends here", at: themes[other]!.base!.range)
                    }
                diagnostics[member]
                    .append(
                        Diagnostic(
                            .themeExtends,
                            "these themes extend each other in a circle: \(names); one of them must extend 'system' or nothing",
                            at: themes[member]!.base!.range, notes: others))
                broken.insert(member)
            }
        }
    }

    /// `./Base.theme.yaml`, `../Shared/Base.theme.yaml`: a path rather than a namespace.
    static func isPath(_ written: String) -> Bool {
        written.contains("/") || written.hasSuffix(".yaml") || written.hasSuffix(".yml")
    }

}
