import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import SwatchSyntax

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
    /// The base theme's pairs from names and primitives, said once at the
    /// top of the file as the other formats say theirs.
    private(set) var inference = ImportInference()
    /// The color each variable name or id the mapping file writes stands
    /// for: absent for one that names no color, or more than one.
    private var mapped: [String: String] = [:]
    /// The mapping file's roles, by the color they are given to.
    private var mappedRoles: [String: Located<ColorRoleName>] = [:]

    init(file: String, namespace: String) {
        self.file = file
        self.namespace = namespace
    }

    /// A group of variables that make one color: one variable, or variables
    /// of the same name in collections whose modes say different appearances
    /// (as `swatch export --format figma` splits a theme past a mode limit).
    struct Group {
        var name: String
        var variables: [FigmaVariables.Variable]
    }

    /// A mode that holds values of the base theme, with the words it says.
    struct PlacedMode {
        var collectionID: String
        var mode: FigmaVariables.Mode
        var words: [String]
    }

    struct BrandMode {
        var collection: FigmaVariables.Collection
        var mode: FigmaVariables.Mode
        var states: [Int]
    }

    mutating func importThemes(_ figma: FigmaVariables) -> (base: FigmaTheme, brands: [FigmaTheme]) {
        let collections = Dictionary(figma.collections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        summary.variables = figma.variables.count
        summary.collections = figma.collections.count
        reportOthers(figma.variables)
        let colors = colorVariables(figma.variables, collections: collections)
        let (placed, brandModes) = placeModes(figma.collections, used: Set(colors.map(\.collectionID)))
        let groups = self.groups(colors, collections: collections, placed: placed)
        resolveMappingNames(groups, collections: collections)
        var targets = FigmaAliasTargets(variables: figma.variables, groups: groups)
        var base = FigmaTheme(
            file: file, namespace: namespace,
            colors: baseColors(groups, collections: collections, placed: placed, targets: &targets))
        finish(&base)
        // Taken before the brands are read: the states the base leaves unknown.
        let unknownStates = Self.unknownStates(of: base)
        summary.count(base.colors)
        let brands = self.brands(brandModes, base: base, groups: groups, targets: &targets)
        reportUnresolved(targets.unresolvedByVariable, unknownStates: unknownStates)
        summary.remoteAliases += targets.remoteAliases
        summary.brands = brands.map { $0.brandDescription ?? $0.namespace }
        checkMappingNames(figma, groups: groups)
        return (base, brands)
    }

    /// The states in which each color's value is unknown (an alias into a
    /// library the file does not hold), by the color's variable id.
    static func unknownStates(of theme: FigmaTheme) -> [String: [Appearance]] {
        Dictionary(
            theme.colors.map { color in
                (color.figmaID, ColorStates.all.filter { if case .unknown = color.value($0) { true } else { false } })
            }, uniquingKeysWith: { a, _ in a })
    }

    /// A collection as findings and brands name it: a library's says so.
    static func title(of collection: FigmaVariables.Collection) -> String {
        collection.remote ? "\(collection.name.value) (library)" : collection.name.value
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
            var said: Set<AppearanceTraits> = []
            for (mode, placement) in zip(collection.modes, placements) {
                let fromMapping = given[mode.name.value] != nil
                switch placement {
                case .states(let words):
                    // By what the words mean, not how they are spelled: `Night` says what `Dark` says.
                    if said.insert(AppearanceWords.traits(of: words.joined(separator: " "))).inserted {
                        placed.append(PlacedMode(collectionID: collection.id, mode: mode, words: words))
                        summary.placedModes.append(
                            "\(collection.name.value): \(mode.name.value) → \(words.isEmpty ? "every state" : words.joined(separator: " "))\(fromMapping ? " (mapping file)" : "")"
                        )
                        continue
                    }
                    let brand = FigmaModePlacement.brand(words: words)
                    brands.append(BrandMode(collection: collection, mode: mode, states: brand.brandStates))
                    summary.placedModes.append(
                        "\(collection.name.value): \(mode.name.value) → a brand (the same appearance as an earlier mode)"
                    )
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
        // A collection with no color variable places nothing: said with its
        // modes, so that no mode of the file goes unmentioned.
        for collection in collections where !used.contains(collection.id) && !collection.modes.isEmpty {
            let modes = collection.modes.map(\.name.value).joined(separator: ", ")
            summary.placedModes.append("\(collection.name.value): \(modes) → not read (no color variable in it)")
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
        // it when two would be one, unless it is the file's only variable of
        // that name among libraries' (which keeps its own).
        let plain = groups.map { FigmaNames.swatchName($0[0].name.value) }
        var counts: [String: Int] = [:]
        var localCounts: [String: Int] = [:]
        for (variables, name) in zip(groups, plain) {
            counts[name, default: 0] += 1
            if !variables[0].remote { localCounts[name, default: 0] += 1 }
        }
        var taken: Set<String> = []
        var result: [Group] = []
        for (variables, name) in zip(groups, plain) {
            var chosen = name
            let keepsItsName = !variables[0].remote && localCounts[name] == 1
            if counts[name]! > 1, !keepsItsName {
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
    /// its own whose modes say appearances no other's say, all of the file or
    /// all of one library, and none aliases another: a variable is known by
    /// its id, and one that aliases a namesake (a file's `borderColor/x` on
    /// its library's `borderColor/x`) is another color, not the same one.
    private static func mergeable(_ variables: [FigmaVariables.Variable], placed: [PlacedMode]) -> Bool {
        let collectionIDs = variables.map(\.collectionID)
        guard Set(collectionIDs).count == collectionIDs.count else { return false }
        guard Set(variables.map(\.remote)).count == 1 else { return false }
        let ids = Set(variables.map(\.id))
        for variable in variables {
            for value in variable.values.values {
                if case .alias(let target, _) = value, ids.contains(target) { return false }
            }
        }
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

    mutating func makeColor(_ group: Group, collection: String) -> FigmaColor {
        let first = group.variables[0]
        let role: Located<ColorRoleName>
        var guess: FigmaRoleGuess?
        if let given = mappedRoles[group.name] {
            role = given
        } else {
            let guessed = FigmaRoleGuess(scopes: first.scopes.map(\.value), name: first.name.value)
            guess = guessed
            role = Located(guessed.role, at: first.scopes.first?.range ?? first.name.range)
        }
        var color = FigmaColor(
            name: group.name, figmaName: first.name, figmaID: first.id, collectionName: collection, role: role,
            roleGuess: guess, description: first.description)
        color.remote = first.remote
        // A role the mapping file gives checks a primitive as drawn.
        if mappedRoles[group.name] == nil { color.primitive = first.primitive }
        return color
    }

    // MARK: Finishing

    /// Cycles broken and reported, references to colors with no value
    /// dropped, pairs given or inferred, colors with no value left out.
    mutating func finish(_ theme: inout FigmaTheme) {
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

    /// `on:` from the mapping file, else from names (``NamePairs``, the
    /// table every format shares); a color neither pairs that only other
    /// variables alias, or that the file hides or offers in no picker, is a
    /// primitive (``ImportInference/isPrimitive(_:referenced:roleSaid:palettes:)``).
    private mutating func pair(_ theme: inout FigmaTheme) {
        // What the mapping file names, by the color each name stands for.
        var given: [String: [Located<String>]] = [:]
        for (written, on) in mapping.pairs.sorted(by: { $0.key < $1.key }) {
            guard let name = mapped[written], given[name] == nil else { continue }
            given[name] = on
        }
        let byName = Dictionary(theme.colors.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        // The file's own colors first: a name a library has too means the file's.
        let table = (theme.colors.filter { !$0.remote } + theme.colors.filter(\.remote))
            .map { color in
                NamePairs.Color(
                    name: color.name, written: color.figmaName.value, role: color.role.value,
                    translucent: Self.isTranslucent(color, byName: byName))
            }
        let inferred = Dictionary(
            NamePairs.infer(table).map { ($0.foreground, $0.backgrounds) }, uniquingKeysWith: { first, _ in first })
        var referenced: Set<String> = []
        for color in theme.colors {
            for case .reference(let target, _) in color.values.values { referenced.insert(target) }
        }
        var inference = ImportInference()
        inference.primitiveReason =
            "hidden from publishing, offered in no picker, or only other variables alias them"
        for index in theme.colors.indices {
            let color = theme.colors[index]
            if let given = given[color.name] {
                theme.colors[index].on = given.compactMap { entry in
                    mapped[entry.value].map { Located($0, at: entry.range) }
                }
                theme.colors[index].pairGuess = nil
                theme.colors[index].primitive = nil
                continue
            }
            // What the file hides or offers in no picker is never drawn on its own.
            if color.primitive != nil {
                inference.primitives.append(color.figmaName.value)
                continue
            }
            if ImportInference.isInactive(color.figmaName.value, role: color.role.value) {
                theme.colors[index].inactive = true
                inference.inactive.append(color.figmaName.value)
                continue
            }
            if let backgrounds = inferred[color.name] {
                theme.colors[index].on = backgrounds.map { Located($0, at: color.figmaName.range) }
                theme.colors[index].pairGuess = "from names (docs/import.md › Pairs from names)"
                inference.pairs.append(
                    .init(
                        foreground: color.figmaName,
                        backgrounds: backgrounds.map { byName[$0]?.figmaName.value ?? $0 }))
                continue
            }
            let roleSaid: Bool
            switch color.roleGuess?.evidence {
            case nil, .scopes, .scope, .scopeAndName: roleSaid = true
            case .name, .fallback: roleSaid = false
            }
            if ImportInference.isPrimitive(
                color.figmaName.value, referenced: referenced.contains(color.name), roleSaid: roleSaid,
                palettes: true)
            {
                theme.colors[index].primitive = "only other variables alias it"
                inference.primitives.append(color.figmaName.value)
            }
        }
        if theme.extends == nil {
            summary.inferredPairs = inference.pairs.count
            summary.primitives = inference.primitives.count
            summary.mappedPairs = theme.colors.filter { given[$0.name] != nil }.count
            self.inference = inference
        }
    }

    /// Whether some value of `color` is translucent, following aliases (as
    /// far as ``LayerStack`` follows layers).
    static func isTranslucent(_ color: FigmaColor, byName: [String: FigmaColor], depth: Int = 0) -> Bool {
        color.values.values.contains { value in
            switch value {
            case .literal(let literal, _): literal.alpha < 1
            case .reference(let name, _):
                depth < 8 && byName[name].map { isTranslucent($0, byName: byName, depth: depth + 1) } == true
            case .unknown: false
            }
        }
    }

    // MARK: Reports

    /// Each variable with aliases into a library the file does not hold:
    /// said once, at its first such alias, with the modes and how many of the
    /// base's states that leaves unknown (each state twice: transparency
    /// never changes a color).
    private mutating func reportUnresolved(
        _ variables: [(
            FigmaVariables.Variable, [(mode: String, modeName: String, target: String, range: SourceRange)]
        )],
        unknownStates: [String: [Appearance]]
    ) {
        for (variable, aliases) in variables {
            guard let first = aliases.first else { continue }
            let modes = aliases.map { "'\($0.modeName)'" }.joined(separator: ", ")
            let targets = Array(Set(aliases.map(\.target))).sorted().map { "'\($0)'" }.joined(separator: ", ")
            let states = (unknownStates[variable.id] ?? [])
                .flatMap { state -> [Appearance] in
                    var reduced = state
                    reduced.transparency = .reduced
                    return [state, reduced]
                }
            let unknown =
                states.isEmpty
                ? "its value is unknown there"
                : "its value is unknown in \(states.count) of \(Appearance.count) states, written 'unknown' and never judged there"
            unread(
                "\(variable.title) aliases \(targets) in \(aliases.count == 1 ? "the mode" : "the modes") \(modes), \(Set(aliases.map(\.target)).count == 1 ? "a variable" : "variables") of a library this file does not hold: \(unknown). Import the library's variables too, or give the value here",
                at: first.range)
        }
    }

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
        let ids = Set(groups.flatMap { $0.variables.map(\.id) })
        for name in mapping.variableNames where !known.contains(name.value) && !ids.contains(name.value) {
            if Self.isVariableID(name.value) {
                let diagnostic = Diagnostic(
                    .themeReference, "'\(name.value)' is the id of no color variable of '\(file)'", at: name.range)
                if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
            } else {
                unknown(name, "color variable", among: variableNames)
            }
        }
    }

    /// Whether the mapping file names a variable by its id (`VariableID:1:23`) rather than its name.
    static func isVariableID(_ written: String) -> Bool { written.hasPrefix("VariableID:") }

    /// The color each name of the mapping file stands for: a variable's
    /// id, or its name when one color has it — the file's own before a
    /// library's namesake. A name that two colors of the file have (two
    /// variables of one name kept apart, or namesakes in two libraries) is
    /// an error at each place it is written, listing the ids to write
    /// instead: applied to either, the entry would judge what nobody chose.
    private mutating func resolveMappingNames(
        _ groups: [Group], collections: [String: FigmaVariables.Collection]
    ) {
        mapped = [:]
        var byID: [String: String] = [:]
        var byName: [String: [Group]] = [:]
        for group in groups {
            for variable in group.variables { byID[variable.id] = group.name }
            for name in Set(group.variables.map(\.name.value)) { byName[name, default: []].append(group) }
        }
        for written in mapping.variableNames {
            if let name = byID[written.value] {
                mapped[written.value] = name
                continue
            }
            if Self.isVariableID(written.value) { continue }
            let candidates = byName[written.value] ?? []
            let local = candidates.filter { !$0.variables[0].remote }
            let chosen = local.isEmpty ? candidates : local
            if chosen.count == 1 {
                mapped[written.value] = chosen[0].name
                continue
            }
            guard chosen.count > 1 else { continue }
            let listed = chosen.map { group in
                let variable = group.variables[0]
                let collection = collections[variable.collectionID].map(Self.title(of:)) ?? ""
                return "\(variable.id) in '\(collection)'"
            }
            error(
                .themeReference,
                "'\(written.value)' names \(chosen.count) variables of '\(file)' (\(listed.joined(separator: ", "))), kept "
                    + "apart by their ids; the mapping file names one by its id: write '\(chosen[0].variables[0].id)' "
                    + "or another of them in place of the name",
                at: written.range)
        }
        mappedRoles = [:]
        for (written, role) in mapping.roles.sorted(by: { $0.key < $1.key }) {
            guard let name = mapped[written], mappedRoles[name] == nil else { continue }
            mappedRoles[name] = role
        }
    }

    private mutating func unknown(_ name: Located<String>, _ what: String, among names: [String]) {
        let hint = Suggestions.closest(to: name.value, in: names).map { "; did you mean '\($0)'?" } ?? ""
        let diagnostic = Diagnostic(
            .themeReference, "'\(name.value)' is no \(what) of '\(file)'\(hint)", at: name.range)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    mutating func error(_ rule: RuleID, _ message: String, at range: SourceRange) {
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
