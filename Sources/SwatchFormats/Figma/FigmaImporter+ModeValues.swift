import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

extension FigmaImporter {
    /// The COLOR variables, each checked to name a collection the file
    /// holds and to have a value in each of its modes.
    mutating func colorVariables(
        _ variables: [FigmaVariables.Variable], collections: [String: FigmaVariables.Collection]
    ) -> [FigmaVariables.Variable] {
        var colors: [FigmaVariables.Variable] = []
        for variable in variables where variable.isColor {
            guard let collection = collections[variable.collectionID] else {
                error(
                    .themeReference,
                    "the variable \(variable.title) names the collection '\(variable.collectionID)', which the file does not hold",
                    at: variable.range)
                continue
            }
            for mode in collection.modes where variable.values[mode.id] == nil {
                error(
                    .themeMissing,
                    "the variable \(variable.title) has no value in the mode '\(mode.name.value)' of '\(collection.name.value)'; give it one in Figma, or alias another variable",
                    at: variable.range)
            }
            colors.append(variable)
        }
        return colors
    }

    /// A variable's value in one mode: a literal, a reference to the color
    /// an alias leads to, unknown for an alias into a library the file does
    /// not hold (said in `gaps`, and kept in `targets` to be said once);
    /// nil for a value that is no color.
    mutating func value(
        _ variable: FigmaVariables.Variable, _ mode: FigmaVariables.Mode, gaps: inout [String],
        targets: inout FigmaAliasTargets
    ) -> FigmaStateValue? {
        switch variable.values[mode.id] {
        case .color(let color, let range): return .literal(FigmaLiteral.snapped(color), range)
        case .alias(let target, let range):
            guard let aliased = targets.variable(target) else {
                // Unknown: never filled in from another mode and judged.
                let gap = "\(mode.name.value) aliases \(target), a variable of a library this file does not hold"
                if !gaps.contains(gap) { gaps.append(gap) }
                targets.keepUnresolved(variable, in: mode, target: target, at: range)
                return .unknown(range)
            }
            guard aliased.isColor, let name = targets.colorName(of: aliased) else {
                error(
                    .themeType,
                    "\(variable.title) is a color, but in '\(mode.name.value)' it aliases \(aliased.title), a \(aliased.resolvedType.value) variable",
                    at: range)
                return nil
            }
            return .reference(name, range)
        case .other, .unreadable, nil: return nil
        }
    }

    /// The base's colors: each state's value from the placed mode that says
    /// the most of it.
    mutating func baseColors(
        _ groups: [Group], collections: [String: FigmaVariables.Collection], placed: [PlacedMode],
        targets: inout FigmaAliasTargets
    ) -> [FigmaColor] {
        var baseColors: [FigmaColor] = []
        for group in groups {
            var color = makeColor(group, collection: collections[group.variables[0].collectionID]?.name.value ?? "")
            var candidates: [(key: String, variable: FigmaVariables.Variable, mode: FigmaVariables.Mode)] = []
            for variable in group.variables {
                for placedMode in placed where placedMode.collectionID == variable.collectionID {
                    candidates.append(
                        ("\(placedMode.words.joined(separator: " ")) m\(candidates.count)", variable, placedMode.mode))
                }
            }
            let first = group.variables[0]
            let defaultKey = candidates.first {
                $0.variable.id == first.id && $0.mode.id == collections[first.collectionID]?.defaultMode?.id
            }?
            .key
            var chosen: [String: FigmaStateValue?] = [:]
            for state in ColorStates.all {
                guard
                    let key = ResolverLayer.context(
                        for: state, among: candidates.map(\.key), defaultContext: defaultKey),
                    let candidate = candidates.first(where: { $0.key == key })
                else { continue }
                if chosen[key] == nil {
                    chosen[key] = value(candidate.variable, candidate.mode, gaps: &color.gaps, targets: &targets)
                }
                if let found = chosen[key] ?? nil { color.values[state.index] = found }
            }
            baseColors.append(color)
        }
        return baseColors
    }
}
