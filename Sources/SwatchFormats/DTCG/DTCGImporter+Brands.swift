import SwatchDiagnostics
import SwatchSupport
import SwatchSyntax

/// The brands a document's brand modifiers make: each combination of
/// their contexts, up to the limit.
extension DTCGImporter {
    /// Every combination of the brand modifiers' contexts but the base one
    /// (each at its default), at most ``maximumBrands``.
    mutating func brandChoices(_ layers: [ResolverLayer]) -> [(
        contexts: [String: String], ranges: [SourceRange], description: String
    )] {
        var modifiers: [ResolverModifier] = []
        for case .modifier(let modifier) in layers
        where modifier.kind == .brand && !modifiers.contains(where: { $0.name == modifier.name }) {
            modifiers.append(modifier)
        }
        guard !modifiers.isEmpty else { return [] }
        var combinations: [[ResolverModifier.Context]] = [[]]
        for modifier in modifiers {
            combinations = combinations.flatMap { partial in modifier.contexts.map { partial + [$0] } }
            if combinations.count > maximumBrands + 1 {
                error(
                    .themeValue,
                    "the brand modifiers make more than \(maximumBrands.grouped) brands, the limit; check the brands in smaller resolvers, or make a modifier '\(ModifierKind.default.rawValue)' (docs/import.md)",
                    at: modifier.range)
                combinations = Array(combinations.prefix(maximumBrands + 1))
            }
        }
        return combinations.compactMap { contexts in
            let isBase = zip(modifiers, contexts).allSatisfy { $0.baseContext == $1.name }
            guard !isBase else { return nil }
            var chosen: [String: String] = [:]
            for (modifier, context) in zip(modifiers, contexts) { chosen[modifier.name] = context.name }
            // Named by what it changes: the modifiers whose context is not the base's
            // (Designsystemet's brand is 'Color: brand1', not its size, typography and theme too).
            let description = zip(modifiers, contexts).filter { $0.baseContext != $1.name }
                .map { "\($0.name): \($1.name)" }.joined(separator: ", ")
            return (chosen, contexts.map(\.range), description)
        }
    }
}
