import Swatch
import SwatchDiagnostics
import SwatchExport
@_spi(Stages) import SwatchSyntax

/// What a modifier of a resolver document is to Swatch: an appearance axis
/// (its context follows the state being checked), a set of brands (each
/// context checked as a theme of its own), or held at its default context.
package enum ModifierKind: String, CaseIterable, Sendable {
    case appearance, brand
    /// Held at its `default` context in every state and brand.
    case `default`

    /// The words of a context name that make its modifier an appearance
    /// axis, as ``ResolverLayer/context(for:among:defaultContext:)`` reads them.
    static let appearanceWords: Set<String> = ["light", "dark", "elevated", "increased", "high", "more", "hc"]

    /// A modifier is an appearance axis when any of its contexts' names says
    /// a trait of the appearance; otherwise each context is a brand.
    static func classify(contextNames: [String]) -> ModifierKind {
        let says = contextNames.contains { !Set(ExportNames.words($0)).isDisjoint(with: appearanceWords) }
        return says ? .appearance : .brand
    }
}

/// A modifier of `resolutionOrder`, its contexts' token trees found.
struct ResolverModifier {
    struct Context {
        var name: String
        /// The context's key in the document: where a brand's findings point.
        var range: SourceRange
        var trees: [YAMLValue]
    }

    var name: String
    var range: SourceRange
    var contexts: [Context]
    var defaultContext: String?
    var kind: ModifierKind

    /// The context held when the state or the brand does not choose one.
    var baseContext: String? { defaultContext ?? contexts.first?.name }
}

/// A layer of `resolutionOrder`: a set's token trees, or a modifier's.
enum ResolverLayer {
    case set([YAMLValue])
    case modifier(ResolverModifier)

    /// The trees this layer gives in `state`, for the brand that takes the
    /// contexts of `brand` (modifier name → context name).
    func trees(for state: Appearance, brand: [String: String]) -> [YAMLValue] {
        switch self {
        case .set(let trees): return trees
        case .modifier(let modifier):
            let chosen: String?
            switch modifier.kind {
            case .appearance:
                chosen = Self.context(
                    for: state, among: modifier.contexts.map(\.name), defaultContext: modifier.defaultContext)
            case .brand: chosen = brand[modifier.name] ?? modifier.baseContext
            case .default: chosen = modifier.baseContext
            }
            return modifier.contexts.first { $0.name == chosen }?.trees ?? []
        }
    }

    /// The context of a modifier for a state: of those whose words agree
    /// with the state, the one that says the most about it; the default
    /// when none says anything.
    static func context(for state: Appearance, among names: [String], defaultContext: String?) -> String? {
        var best: (String, Int)?
        for name in names {
            let words = Set(ExportNames.words(name))
            var said = 0
            var agrees = true
            let dark = words.contains("dark")
            let light = words.contains("light")
            if dark || light {
                said += 1
                agrees = agrees && (dark == (state.colorScheme == .dark))
            }
            if words.contains("elevated") {
                said += 1
                agrees = agrees && state.level == .elevated
            }
            if !words.isDisjoint(with: ["increased", "high", "more", "hc"]) {
                said += 1
                agrees = agrees && state.contrast == .increased
            }
            guard agrees, said > 0, said > (best?.1 ?? 0) else { continue }
            best = (name, said)
        }
        return best?.0 ?? defaultContext ?? names.first
    }
}
