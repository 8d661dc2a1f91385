import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

extension ColorResolver {
    /// Every reference looked up once, by name, before anything is
    /// evaluated: a bad one is reported once, at its place, and evaluation
    /// then follows numbers rather than hashing names again. `unknown` are
    /// the references to no color, with the color that writes each.
    static func lookUpReferences(
        _ declarations: [ColorDeclaration], localIndex: [String: Int], systemIndex: [String: Int]
    ) -> (references: ColorReferences, unknown: [(Int, Located<String>)]) {
        var references = ColorReferences(colors: declarations.count)
        var unknown: [(Int, Located<String>)] = []
        for index in declarations.indices {
            // A color's light and dark values usually name the same color:
            // the name is looked up once.
            var previous: (name: String, target: ThemeResolver.Target)?
            declarations[index]
                .forEachReference { reference in
                    let target: ThemeResolver.Target
                    if let previous, previous.name == reference.value {
                        target = previous.target
                    } else if let local = localIndex[reference.value] {
                        target = .local(local)
                    } else if let index = systemIndex[reference.value] {
                        target = .system(index)
                    } else {
                        target = .missing
                    }
                    if case .missing = target { unknown.append((index, reference)) }
                    previous = (reference.value, target)
                    references.append(reference, leadingTo: target)
                }
            references.endColor()
        }
        return (references, unknown)
    }

    /// Each reference to no color said at its place, with the names it may
    /// mean; the colors that write one, which are left unresolved.
    static func reportUnknown(
        _ unknown: [(Int, Located<String>)], in theme: ThemeAST, system: [ResolvedColor],
        diagnostics: inout [Diagnostic]
    ) -> Set<Int> {
        lazy var allNames = Self.allNames(theme, system: system)
        var brokenColors = Set<Int>()
        for (index, reference) in unknown {
            // A color that is declared but could not be read was reported
            // where it is written; a reference to it is no new mistake.
            if !theme.unreadNames.colors.contains(reference.value) {
                diagnostics.append(
                    ThemeResolver.unknownName(
                        reference, kind: "color", candidates: allNames, extendsSystem: theme.extends != nil))
            }
            brokenColors.insert(index)
        }
        return brokenColors
    }
}
