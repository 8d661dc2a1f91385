import Swatch
import SwatchDiagnostics
import SwatchExport
import SwatchModel
import SwatchPipeline
import SwatchSupport
@_spi(Stages) import SwatchSyntax

/// Turns a read Figma variables file into themes: every COLOR variable a
/// color, each collection's modes placed in the states their names say (or
/// made brands), aliases made references, roles and pairs guessed from
/// scopes and names unless the mapping file says them (docs/import.md).
struct FigmaImporter {
    var file: String
    var namespace: String
    var mapping = FigmaMapping()
    /// Brands the modes may make (``CompilerLimits/tokenBrands``).
    var maximumBrands = CompilerLimits().tokenBrands
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var summary = FigmaImportSummary()

    init(file: String, namespace: String) {
        self.file = file
        self.namespace = namespace
    }

    /// A group of variables that make one color: one variable, or variables
    /// of the same name in collections whose modes say different appearances
    /// (as `swatch export --format figma` splits a theme past a mode limit).
    private struct Group {
        var name: String
        var variables: [FigmaVariables.Variable]
    }

    /// A mode that holds values of the base theme, with the words it says.
    private struct PlacedMode {
        var collectionID: String
        var mode: FigmaVariables.Mode
        var words: [String]
    }

    private struct BrandMode {
        var collection: FigmaVariables.Collection
        var mode: FigmaVariables.Mode
        var states: [Int]
    }

    mutating func importThemes(_ figma: FigmaVariables) -> (base: FigmaTheme, brands: [FigmaTheme]) {
        let collections = Dictionary(figma.collections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let byID = Dictionary(figma.variables.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        summary.variables = figma.variables.count
        summary.collections = figma.collections.count
        reportOthers(figma.variables)
        var colors: [FigmaVariables.Variable] = []
        for variable in figma.variables where variable.isColor {
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
        let (placed, brandModes) = placeModes(figma.collections, used: Set(colors.map(\.collectionID)))
        let groups = self.groups(colors, collections: collections, placed: placed)
        var groupByVariable: [String: Int] = [:]
        for (index, group) in groups.enumerated() {
            for variable in group.variables { groupByVariable[variable.id] = index }
        }

        func value(
            _ variable: FigmaVariables.Variable, _ mode: FigmaVariables.Mode, gaps: inout [String]
        ) -> FigmaStateValue? {
            switch variable.values[mode.id] {
            case .color(let color, let range): return .literal(FigmaLiteral.snapped(color), range)
            case .alias(let target, let range):
                guard let aliased = byID[target] else {
                    gaps.append("\(mode.name.value): aliases \(target), a variable of another library")
                    unread(
                        "\(variable.title) aliases '\(target)' in '\(mode.name.value)', a variable of another library that this file does not hold; that mode is not checked. Import the library's variables too, or give the value here",
                        at: range)
                    summary.remoteAliases += 1
                    return nil
                }
                guard aliased.isColor, let group = groupByVariable[aliased.id] else {
                    error(
                        .themeType,
                        "\(variable.title) is a color, but in '\(mode.name.value)' it aliases \(aliased.title), a \(aliased.resolvedType.value) variable",
                        at: range)
                    return nil
                }
                return .reference(groups[group].name, range)
            case .other, .unreadable, nil: return nil
            }
        }

        // The base: each state's value from the mode that says the most of it.
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
                if chosen[key] == nil { chosen[key] = value(candidate.variable, candidate.mode, gaps: &color.gaps) }
                if let found = chosen[key] ?? nil { color.values[state.index] = found }
            }
            baseColors.append(color)
        }
        var base = FigmaTheme(file: file, namespace: namespace, colors: baseColors)
        finish(&base)
        summary.colors = base.colors.count
        for color in base.colors {
            if let guess = color.roleGuess {
                summary.guessedRoles[guess.evidence, default: 0] += 1
            } else {
                summary.mappedRoles += 1
            }
        }

        // A brand per mode that says no appearance the base has a place for.
        var brands: [FigmaTheme] = []
        for brandMode in brandModes.prefix(maximumBrands) {
            var theme = base
            theme.extends = namespace
            theme.namespace = namespace + "-" + ExportNames.words(brandMode.mode.name.value).joined(separator: "-")
            theme.brandDescription = "\(brandMode.collection.name.value): \(brandMode.mode.name.value)"
            theme.brandRanges = [brandMode.mode.name.range]
            for index in theme.colors.indices {
                guard
                    let variable = groups[index].variables.first(where: { $0.collectionID == brandMode.collection.id })
                else { continue }
                var gaps: [String] = []
                let found = value(variable, brandMode.mode, gaps: &gaps)
                for state in brandMode.states {
                    theme.colors[index].values[state] = found
                }
            }
            // Recomputed from the base's colors: a brand's own cycle or gap.
            finish(&theme)
            brands.append(theme)
        }
        if brandModes.count > maximumBrands {
            let extra = brandModes[maximumBrands]
            error(
                .themeValue,
                "the modes make more than \(maximumBrands.grouped) brands, the limit; import fewer, or 'skip' modes in the mapping file",
                at: extra.mode.name.range)
        }
        summary.brands = brands.map { $0.brandDescription ?? $0.namespace }
        checkMappingNames(figma, groups: groups)
        return (base, brands)
    }

    // MARK: Modes

    /// Each collection's modes placed: in the base's states, as brands, or
    /// skipped; each mode that is not placed in states said with a note at it.
    private mutating func placeModes(_ collections: [FigmaVariables.Collection], used: Set<String>) -> (
        [PlacedMode], [BrandMode]
    ) {
        var placed: [PlacedMode] = []
        var brands: [BrandMode] = []
        for collection in collections {
            guard let overrides = collection.overrides else { continue }
            unread(
                "the extended collection '\(collection.name.value)' overrides its parent's variables; Swatch does not read 'variableOverrides', so those values are not imported or checked. Give each brand a mode of the parent collection instead",
                at: overrides)
        }
        for collection in collections where used.contains(collection.id) {
            let given = mapping.modes[collection.name.value] ?? [:]
            var placements = collection.modes.map { mode in
                given[mode.name.value]?.value ?? FigmaModePlacement(modeName: mode.name.value)
            }
            if collection.modes.count == 1, given[collection.modes[0].name.value] == nil, !placements[0].placesStates {
                // One mode that says no appearance (`Value`): every state.
                placements = [.states(words: [])]
            } else if !placements.contains(where: \.placesStates),
                let defaultMode = collection.defaultMode,
                let index = collection.modes.firstIndex(where: { $0.id == defaultMode.id }),
                given[defaultMode.name.value] == nil
            {
                // No mode says an appearance: the modes are brands (`Acme`,
                // `Ocean`), the default one the base, in every state.
                placements[index] = .states(words: [])
            }
            var said: Set<String> = []
            for (mode, placement) in zip(collection.modes, placements) {
                let fromMapping = given[mode.name.value] != nil
                switch placement {
                case .states(let words):
                    let phrase = Set(words).sorted().joined(separator: " ")
                    if said.insert(phrase).inserted {
                        placed.append(PlacedMode(collectionID: collection.id, mode: mode, words: words))
                        summary.placedModes.append(
                            "\(collection.name.value): \(mode.name.value) → \(words.isEmpty ? "every state" : words.joined(separator: " "))\(fromMapping ? " (mapping file)" : "")"
                        )
                        continue
                    }
                    let brand = FigmaModePlacement.brand(words: words)
                    brands.append(BrandMode(collection: collection, mode: mode, states: brand.brandStates))
                    note(
                        .themeValue,
                        "the mode '\(mode.name.value)' of '\(collection.name.value)' says the same appearance as an earlier mode; it is checked as a brand. Say where it goes in the mapping file",
                        at: mode.name.range)
                case .brand:
                    brands.append(BrandMode(collection: collection, mode: mode, states: placement.brandStates))
                    let states = placement.phrase.isEmpty ? "every state" : "its \(placement.phrase) states"
                    if !fromMapping {
                        note(
                            .themeValue,
                            "the mode '\(mode.name.value)' of '\(collection.name.value)' says no appearance Swatch places; it is checked as the brand '\(collection.name.value): \(mode.name.value)', with its values in \(states). Say otherwise in the mapping file (docs/import.md)",
                            at: mode.name.range)
                    }
                    summary.placedModes.append(
                        "\(collection.name.value): \(mode.name.value) → a brand, in \(states)\(fromMapping ? " (mapping file)" : "")"
                    )
                case .skip:
                    summary.placedModes.append("\(collection.name.value): \(mode.name.value) → skipped (mapping file)")
                }
            }
        }
        return (placed, brands)
    }

    // MARK: Colors

    /// Variables grouped into colors, and each group named.
    private mutating func groups(
        _ colors: [FigmaVariables.Variable], collections: [String: FigmaVariables.Collection], placed: [PlacedMode]
    ) -> [Group] {
        var byName: [String: [FigmaVariables.Variable]] = [:]
        var order: [String] = []
        for variable in colors {
            if byName[variable.name.value] == nil { order.append(variable.name.value) }
            byName[variable.name.value, default: []].append(variable)
        }
        var groups: [[FigmaVariables.Variable]] = []
        for name in order {
            let variables = byName[name]!
            if variables.count > 1, Self.mergeable(variables, placed: placed) {
                groups.append(variables)
            } else {
                groups += variables.map { [$0] }
            }
        }
        // Names: the Figma path in camel case; the collection's name before
        // it when two would be one.
        let plain = groups.map { FigmaNames.swatchName($0[0].name.value) }
        var counts: [String: Int] = [:]
        for name in plain { counts[name, default: 0] += 1 }
        var taken: Set<String> = []
        var result: [Group] = []
        for (variables, name) in zip(groups, plain) {
            var chosen = name
            if counts[name]! > 1 {
                let collection = collections[variables[0].collectionID]?.name.value ?? ""
                chosen = FigmaNames.swatchName(collection + "/" + variables[0].name.value)
            }
            var number = 2
            let stem = chosen
            while !taken.insert(chosen).inserted {
                chosen = "\(stem)\(number)"
                number += 1
            }
            if chosen != name {
                note(
                    .themeCollision,
                    "\(variables[0].title) is named '\(chosen)' in the theme: '\(name)' is the name of another variable too",
                    at: variables[0].name.range)
            }
            result.append(Group(name: chosen, variables: variables))
        }
        return result
    }

    /// Variables of one name make one color when each is in a collection of
    /// its own whose modes say appearances no other's say.
    private static func mergeable(_ variables: [FigmaVariables.Variable], placed: [PlacedMode]) -> Bool {
        let collectionIDs = variables.map(\.collectionID)
        guard Set(collectionIDs).count == collectionIDs.count else { return false }
        var said: Set<String> = []
        for id in collectionIDs {
            let modes = placed.filter { $0.collectionID == id }
            guard !modes.isEmpty, modes.allSatisfy({ !$0.words.isEmpty }) else { return false }
            for mode in modes where !said.insert(Set(mode.words).sorted().joined(separator: " ")).inserted {
                return false
            }
        }
        return true
    }

    private mutating func makeColor(_ group: Group, collection: String) -> FigmaColor {
        let first = group.variables[0]
        let role: Located<ColorRoleName>
        var guess: FigmaRoleGuess?
        if let given = mapping.roles[first.name.value] {
            role = given
        } else {
            let guessed = FigmaRoleGuess(scopes: first.scopes.map(\.value), name: first.name.value)
            guess = guessed
            role = Located(guessed.role, at: first.scopes.first?.range ?? first.name.range)
        }
        return FigmaColor(
            name: group.name, figmaName: first.name, figmaID: first.id, collectionName: collection, role: role,
            roleGuess: guess, description: first.description)
    }

    // MARK: Finishing

    /// Cycles broken and reported, references to colors with no value
    /// dropped, pairs given or inferred, colors with no value left out.
    private mutating func finish(_ theme: inout FigmaTheme) {
        breakCycles(&theme)
        var changed = true
        while changed {
            changed = false
            let valued = Set(theme.colors.filter(\.hasValue).map(\.name))
            for index in theme.colors.indices {
                for (state, value) in theme.colors[index].values {
                    guard case .reference(let target, let range) = value, !valued.contains(target) else { continue }
                    theme.colors[index].values[state] = nil
                    changed = true
                    unread(
                        "'\(theme.colors[index].figmaName.value)' (\(theme.colors[index].figmaID)) aliases '\(target)', which has no value this file holds; that mode is not checked",
                        at: range)
                }
            }
        }
        for index in theme.colors.indices where !theme.colors[index].hasValue {
            let color = theme.colors[index]
            // Only ever a consequence of findings already made (its values unreadable, or aliases to another
            // library), so a note, not a warning of its own.
            note(
                .themeMissing,
                "'\(color.figmaName.value)' (\(color.figmaID)) has no value this file holds in any mode; it is not imported",
                at: color.figmaName.range)
        }
        theme.colors.removeAll { !$0.hasValue }
        pair(&theme)
    }

    /// Aliases that lead back to themselves, per state: each circle an error
    /// at the alias that closes it, naming the variables; the circle's
    /// references dropped so the rest is checked.
    private mutating func breakCycles(_ theme: inout FigmaTheme) {
        let indexByName = Dictionary(theme.colors.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        var reported: Set<[String]> = []
        for state in ColorStates.all {
            // 0 unvisited, 1 on the path, 2 done.
            var mark = [Int](repeating: 0, count: theme.colors.count)
            for start in theme.colors.indices where mark[start] == 0 {
                var path: [Int] = []
                var current: Int? = start
                while let node = current, mark[node] == 0 {
                    mark[node] = 1
                    path.append(node)
                    if case .reference(let target, _) = theme.colors[node].values[state.index] {
                        current = indexByName[target]
                    } else {
                        current = nil
                    }
                }
                if let node = current, mark[node] == 1, let at = path.firstIndex(of: node) {
                    let circle = Array(path[at...])
                    let members = circle.map { theme.colors[$0].name }
                    let closing = circle.last!
                    if reported.insert(members.sorted()).inserted,
                        case .reference(_, let range) = theme.colors[closing].values[state.index]
                    {
                        let chain = (circle + [node])
                            .map { "'\(theme.colors[$0].figmaName.value)' (\(theme.colors[$0].figmaID))" }
                        error(
                            .themeCycle,
                            "variables alias each other in a circle: \(chain.joined(separator: " → ")); give one of them a color",
                            at: range)
                    }
                    for member in circle {
                        for other in ColorStates.all {
                            if case .reference(let target, _) = theme.colors[member].values[other.index],
                                members.contains(target)
                            {
                                theme.colors[member].values[other.index] = nil
                            }
                        }
                    }
                }
                for node in path { mark[node] = 2 }
            }
        }
    }

    /// `on:` from the mapping file, or for a label named like `fgColor/x`,
    /// the one `…bg…/default` of the file when there is exactly one.
    private mutating func pair(_ theme: inout FigmaTheme) {
        let names = Dictionary(theme.colors.map { ($0.figmaName.value, $0.name) }, uniquingKeysWith: { a, _ in a })
        let backgrounds = theme.colors.filter { color in
            let parts = color.figmaName.value.split(separator: "/")
            return parts.count == 2 && parts[1].lowercased() == "default"
                && !Set(ExportNames.words(String(parts[0]))).isDisjoint(with: ["bg", "background"])
        }
        for index in theme.colors.indices {
            let color = theme.colors[index]
            if let given = mapping.pairs[color.figmaName.value] {
                theme.colors[index].on = given.compactMap { entry in
                    names[entry.value].map { Located($0, at: entry.range) }
                }
                theme.colors[index].pairGuess = nil
                continue
            }
            let first = color.figmaName.value.split(separator: "/").first.map(String.init) ?? ""
            guard color.role.value == .label, color.figmaName.value.contains("/"),
                !Set(ExportNames.words(first)).isDisjoint(with: ["fg", "foreground", "text"]),
                backgrounds.count == 1, let background = backgrounds.first, background.name != color.name
            else { continue }
            theme.colors[index].on = [Located(background.name, at: color.figmaName.range)]
            theme.colors[index].pairGuess =
                "'\(first)/…' is drawn on '\(background.figmaName.value)', the one default background"
        }
        if theme.extends == nil {
            summary.inferredPairs = theme.colors.filter { $0.pairGuess != nil }.count
            summary.mappedPairs = theme.colors.filter { mapping.pairs[$0.figmaName.value] != nil }.count
        }
    }

    // MARK: Reports

    /// FLOAT, STRING and BOOLEAN variables are not colors: said once, with
    /// how many, at the first.
    private mutating func reportOthers(_ variables: [FigmaVariables.Variable]) {
        let others = variables.filter { !$0.isColor }
        summary.otherVariables = others.count
        guard let first = others.first else { return }
        var byType: [String: Int] = [:]
        for variable in others { byType[variable.resolvedType.value, default: 0] += 1 }
        let counts = byType.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        unread(
            "\(others.count) \(others.count == 1 ? "variable is not a color" : "variables are not colors") (\(counts)), and a theme holds colors: not imported, \(first.title) the first",
            at: first.resolvedType.range)
    }

    /// Names in the mapping file that the Figma file does not have.
    private mutating func checkMappingNames(_ figma: FigmaVariables, groups: [Group]) {
        let collectionNames = figma.collections.map(\.name.value)
        for name in mapping.collectionNames where !collectionNames.contains(name.value) {
            unknown(name, "collection", among: collectionNames)
        }
        for (collection, mode) in mapping.modeNames {
            let modes = figma.collections.first { $0.name.value == collection }?.modes.map(\.name.value) ?? []
            if collectionNames.contains(collection), !modes.contains(mode.value) {
                unknown(mode, "mode of '\(collection)'", among: modes)
            }
        }
        let variableNames = groups.flatMap { $0.variables.map(\.name.value) }
        let known = Set(variableNames)
        for name in mapping.variableNames where !known.contains(name.value) {
            unknown(name, "color variable", among: variableNames)
        }
    }

    private mutating func unknown(_ name: Located<String>, _ what: String, among names: [String]) {
        let hint = Suggestions.closest(to: name.value, in: names).map { "; did you mean '\($0)'?" } ?? ""
        let diagnostic = Diagnostic(
            .themeReference, "'\(name.value)' is no \(what) of '\(file)'\(hint)", at: name.range)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    private mutating func error(_ rule: RuleID, _ message: String, at range: SourceRange) {
        let diagnostic = Diagnostic(rule, message, at: range)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    /// What the file holds that could not be imported or checked (THEME-unread,
    /// a warning): said once.
    private mutating func unread(_ message: String, at range: SourceRange) {
        let diagnostic = Diagnostic(.themeUnread, message, at: range)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    /// What was decided for the user (a mode placed as a brand, a name
    /// changed): said once.
    private mutating func note(_ rule: RuleID, _ message: String, at range: SourceRange) {
        let diagnostic = Diagnostic(rule, weight: .unverified, message, at: range)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }
}
