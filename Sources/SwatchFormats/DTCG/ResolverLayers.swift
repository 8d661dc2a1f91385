import Swatch
import SwatchDiagnostics
import SwatchSyntax

/// What a modifier of a resolver document is to Swatch: an appearance axis
/// (its context follows the state being checked), a set of brands (each
/// context checked as a theme of its own), or held at its default context.
package enum ModifierKind: String, CaseIterable, Sendable {
    case appearance, brand
    /// Held at its `default` context in every state and brand.
    case `default`

    /// The words of a context name that make its modifier an appearance
    /// axis: ``AppearanceWords``, as every format reads them.
    static var appearanceWords: Set<String> { AppearanceWords.all }

    /// A modifier is an appearance axis when any of its contexts' names says
    /// a trait of the appearance; otherwise each context is a brand.
    static func classify(contextNames: [String]) -> ModifierKind {
        let says = contextNames.contains { AppearanceWords.traits(of: $0).count > 0 }
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
        /// Trees whose tokens aliases may name but which are not checked
        /// (Tokens Studio's `source` sets).
        var references: [YAMLValue] = []
    }

    var name: String
    var range: SourceRange
    var contexts: [Context]
    var defaultContext: String?
    var kind: ModifierKind
    /// What the modifier's `$extensions` say a context stands for, by
    /// context name (`"dim": "dark"`), in place of the words of its name.
    var placements: [String: String] = [:]

    /// The context held when the state or the brand does not choose one.
    var baseContext: String? { defaultContext ?? contexts.first?.name }

    /// The context an appearance modifier takes in `state`.
    func context(for state: Appearance) -> String? {
        ResolverLayer.context(
            for: state, among: contexts.map(\.name), defaultContext: defaultContext, placements: placements)
    }

    /// The contexts of an appearance modifier that no state takes: their
    /// names say no trait, or say less than another context that agrees.
    var unplaced: [Context] {
        guard kind == .appearance else { return [] }
        let taken = Set(ColorStates.all.compactMap { context(for: $0) })
        return contexts.filter { !taken.contains($0.name) }
    }
}

/// A layer of `resolutionOrder`: a set's token trees, or a modifier's.
enum ResolverLayer {
    case set([YAMLValue])
    case modifier(ResolverModifier)

    /// The trees this layer gives in `state`, for the brand that takes the
    /// contexts of `brand` (modifier name → context name); with
    /// `references`, the trees only aliases may name.
    func trees(for state: Appearance, brand: [String: String], references: Bool = false) -> [YAMLValue] {
        switch self {
        case .set(let trees): return references ? [] : trees
        case .modifier(let modifier):
            let chosen = context(for: state, brand: brand)
            let context = modifier.contexts.first { $0.name == chosen }
            return (references ? context?.references : context?.trees) ?? []
        }
    }

    /// The context a modifier takes for `state` and `brand`; nil for a set,
    /// which is the same in every state. States whose layers take the same
    /// contexts read the same trees.
    func context(for state: Appearance, brand: [String: String]) -> String? {
        guard case .modifier(let modifier) = self else { return nil }
        switch modifier.kind {
        case .appearance: return modifier.context(for: state)
        case .brand: return brand[modifier.name] ?? modifier.baseContext
        case .default: return modifier.baseContext
        }
    }

    /// The context of a modifier for a state: of those whose words agree
    /// with the state, the one that says the most about it; the default
    /// when none says anything. `placements` are read in place of the names
    /// they are given for.
    static func context(
        for state: Appearance, among names: [String], defaultContext: String?, placements: [String: String] = [:]
    ) -> String? {
        var best: (String, Int)?
        for name in names {
            let traits = AppearanceWords.traits(of: placements[name] ?? name)
            guard traits.agrees(with: state), traits.count > 0, traits.count > (best?.1 ?? 0) else { continue }
            best = (name, traits.count)
        }
        return best?.0 ?? defaultContext ?? names.first
    }
}
