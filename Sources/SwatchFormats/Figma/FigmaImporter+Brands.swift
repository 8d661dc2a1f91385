import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport

extension FigmaImporter {
    /// A brand per mode that says no appearance the base has a place for;
    /// modes of one name in several collections (a file's `Dark dimmed`
    /// and its library's) one brand, as Figma shows them together, unless
    /// they give one color different values: then a brand each, named for
    /// its collection too. No two brands share a name, so no file is
    /// written twice; past ``maximumBrands``, an error at the first mode
    /// left out.
    mutating func brands(
        _ brandModes: [BrandMode], base: FigmaTheme, groups: [Group], targets: inout FigmaAliasTargets
    ) -> [FigmaTheme] {
        var brands: [FigmaTheme] = []
        var taken: Set<String> = [namespace]
        func unique(_ name: String) -> String {
            var chosen = name
            var number = 2
            while !taken.insert(chosen).inserted {
                chosen = "\(name)-\(number)"
                number += 1
            }
            return chosen
        }
        // The first mode past the limit, for the error.
        var unmade: BrandMode?
        for group in brandGroups(brandModes) {
            guard brands.count < maximumBrands else {
                unmade = unmade ?? group.modes[0]
                continue
            }
            // Tried whole first, and split only when the modes disagree.
            if var whole = brand(group.modes, namespace: group.namespace, base: base, groups: groups, targets: &targets)
            {
                whole.namespace = unique(group.namespace)
                brands.append(whole)
                continue
            }
            for brandMode in group.modes {
                guard brands.count < maximumBrands else {
                    unmade = unmade ?? brandMode
                    break
                }
                let words = ExportNames.words(brandMode.collection.name.value + " " + brandMode.mode.name.value)
                let name = unique(namespace + "-" + words.joined(separator: "-"))
                if let theme = brand([brandMode], namespace: name, base: base, groups: groups, targets: &targets) {
                    brands.append(theme)
                }
            }
        }
        if let extra = unmade {
            error(
                .themeValue,
                "the modes make more than \(maximumBrands.grouped) brands, the limit; import fewer, or 'skip' modes in the mapping file",
                at: extra.mode.name.range)
        }
        return brands
    }

    /// The modes by the brand name each makes, in the order first met:
    /// modes of one name in several collections share one.
    func brandGroups(_ brandModes: [BrandMode]) -> [(namespace: String, modes: [BrandMode])] {
        var brandGroups: [(namespace: String, modes: [BrandMode])] = []
        for brandMode in brandModes {
            let namespace = namespace + "-" + ExportNames.words(brandMode.mode.name.value).joined(separator: "-")
            if let index = brandGroups.firstIndex(where: { $0.namespace == namespace }) {
                brandGroups[index].modes.append(brandMode)
            } else {
                brandGroups.append((namespace, [brandMode]))
            }
        }
        return brandGroups
    }

    /// The brand `modes` make: the base with each color's values in the
    /// modes' states; nil when two of the modes give one color different
    /// values in a state.
    mutating func brand(
        _ modes: [BrandMode], namespace: String, base: FigmaTheme, groups: [Group], targets: inout FigmaAliasTargets
    ) -> FigmaTheme? {
        var theme = base
        theme.extends = self.namespace
        theme.namespace = namespace
        theme.brandDescription = modes.map { "\(Self.title(of: $0.collection)): \($0.mode.name.value)" }
            .joined(separator: "; ")
        theme.brandRanges = modes.map(\.mode.name.range)
        for index in theme.colors.indices {
            var given: [Int: FigmaStateValue?] = [:]
            // By the variable's id: the base has left out colors with no
            // value, so its positions are not the groups'.
            guard let group = targets.colorOfVariable[theme.colors[index].figmaID] else { continue }
            for brandMode in modes {
                guard
                    let variable = groups[group].variables.first(where: { $0.collectionID == brandMode.collection.id })
                else { continue }
                let found = value(variable, brandMode.mode, gaps: &theme.colors[index].gaps, targets: &targets)
                for state in brandMode.states {
                    if let earlier = given[state] {
                        // Two modes give this color in one state: one brand only if they agree.
                        switch (earlier, found) {
                        case (nil, nil): continue
                        case (let a?, let b?) where a.means(b): continue
                        default: return nil
                        }
                    }
                    given[state] = found
                    theme.colors[index].values[state] = found
                }
            }
        }
        // Recomputed from the base's colors: a brand's own cycle or gap.
        finish(&theme)
        return theme
    }
}
