import Swatch
import SwatchDiagnostics
import SwatchModel

/// Where each value the contrast rules judge is written, and which colors
/// show it: a failing value written as a reference (a theme's `{ ref: name }`,
/// a token's alias) is fixed where the value it leads to is written, and
/// only when every color that shows that value still passes every pair it
/// is in, in every state it shows it.
final class AliasedValues {
    /// A color that shows a value, in the states (`Appearance.index & 7`) it shows it.
    struct User {
        var color: ResolvedColor
        var states: UInt8
    }

    let theme: ResolvedTheme
    let pairs: [ContrastPairs.Pair]
    /// The pairs of each foreground, by name: indices into ``pairs``.
    let pairsOf: [String: [Int]]
    let targets: (ResolvedColor) -> ContrastRules.Targets?

    init(
        theme: ResolvedTheme, pairs: [ContrastPairs.Pair], pairsOf: [String: [Int]],
        targets: @escaping (ResolvedColor) -> ContrastRules.Targets?
    ) {
        self.theme = theme
        self.pairs = pairs
        self.pairsOf = pairsOf
        self.targets = targets
        walks = DefinitionWalks(theme: theme)
    }

    /// The pairs each color is a layer of, by name: made when first asked
    /// (most themes have no failing reference). A pair's layers read in
    /// place, and a set of names made only for a stack of several.
    private lazy var pairsOver: [String: [Int]] = {
        var found: [String: [Int]] = [:]
        for index in pairs.indices {
            let layers = pairs[index].backing.colors
            if layers.count == 1 {
                found[layers[0].name, default: []].append(index)
                continue
            }
            for layer in Set(layers.map(\.name)) { found[layer, default: []].append(index) }
        }
        return found
    }()

    /// The colors that show each written value, by where it is written:
    /// every color's walk, made only for an import's palette and for a
    /// value asked of without a color that shows it (``users(of:shownBy:in:)``).
    private(set) lazy var allUsers: [SourceRange: [User]] = {
        var found: [SourceRange: [User]] = [:]
        // A color's values lead to one or two definitions: a list, not a
        // dictionary made for each of the theme's colors.
        var byDefinition: [(definition: SourceRange, states: UInt8)] = []
        for (position, color) in theme.colors.enumerated() {
            byDefinition.removeAll(keepingCapacity: true)
            for index in 0..<8 {
                guard let definition = self.walks.definition(at: position, index) else { continue }
                if let known = byDefinition.firstIndex(where: { $0.definition == definition }) {
                    byDefinition[known].states |= UInt8(1 << index)
                } else {
                    byDefinition.append((definition, UInt8(1 << index)))
                }
            }
            for (definition, states) in byDefinition {
                found[definition, default: []].append(User(color: color, states: states))
            }
        }
        return found
    }()

    /// Where the value `color` shows in the state with `index` (`& 7`) is
    /// written: its own literal, or the one its references (or its import's
    /// alias) lead to; nil when that is no literal of the theme's files (a
    /// system color, a derived value, an unknown one).
    static func definition(of color: ResolvedColor, at index: Int, in theme: ResolvedTheme) -> SourceRange? {
        var current = color
        for _ in 0..<longestWalk {
            guard let source = current.source, source.derived.mask & UInt8(1 << index) == 0,
                !current.isUnknown(in: Appearance(index: index))
            else { return nil }
            let value = source.value(in: Appearance(index: index))
            if let definedAt = value.definedAt { return definedAt }
            guard let name = value.reference else { return value.range }
            guard let next = theme.color(named: name.value) else { return nil }
            current = next
        }
        return nil
    }

    /// ``definition(of:at:in:)``, each color's walk taken once per check
    /// (``DefinitionWalks``).
    func definition(of color: ResolvedColor, at index: Int) -> SourceRange? {
        // A color of another name's place (a duplicate, a color from
        // outside the theme) walks on its own.
        guard let position = theme.position(ofColorNamed: color.name),
            theme.colors[position].source == color.source
        else { return Self.definition(of: color, at: index, in: theme) }
        return walks.definition(at: position, index)
    }

    /// How many colors ``definition(of:at:in:)`` visits at most: a walk that
    /// has not ended by then finds no definition (a cycle, or a chain
    /// longer than this).
    static let longestWalk = 64

    /// Not `lazy`: a lazy value is changed through a copy, which would copy
    /// its tables at every walk.
    private var walks: DefinitionWalks

    /// The colors that show the value written at `definition`: those found
    /// for it by ``users(of:shownBy:in:)``, else every color's walk's.
    func users(of definition: SourceRange) -> [User] { usersOf[definition] ?? allUsers[definition] ?? [] }

    /// ``users(of:)``, found among the colors that can show the value alone
    /// when `color` shows it in `state`: a color shows the value written at
    /// a place only in states where it shows the same red, green and blue
    /// as every other color showing it (a literal is resolved once, and a
    /// reference takes its color's value, changing its alpha at most), so
    /// only the states of those colors are walked. Every color's walk,
    /// taken for the first failing reference, was a fifth of the check of
    /// 3,000 colors with 100 failing pairs.
    func users(of definition: SourceRange, shownBy color: ResolvedColor, in state: Appearance) -> [User] {
        if let known = usersOf[definition] { return known }
        // A color that does not show the value tells nothing of its color.
        guard self.definition(of: color, at: state.index & 7) == definition else { return users(of: definition) }
        let found = users(of: definition, showing: color[state])
        usersOf[definition] = found
        return found
    }

    /// The colors that show the value written at `definition` among those
    /// that show `shown`'s red, green and blue, in the states they show it:
    /// the walk is taken from those states alone.
    func users(of definition: SourceRange, showing shown: Color) -> [User] {
        var found: [User] = []
        for position in theme.colors.indices {
            let candidate = theme.colors[position]
            var states: UInt8 = 0
            for index in 0..<8 {
                let value = candidate[Appearance(index: index)]
                guard value.red == shown.red, value.green == shown.green, value.blue == shown.blue,
                    walks.definition(at: position, index) == definition
                else { continue }
                states |= UInt8(1 << index)
            }
            if states != 0 { found.append(User(color: candidate, states: states)) }
        }
        return found
    }

    /// The users found by ``users(of:shownBy:in:)``, by definition.
    private var usersOf: [SourceRange: [User]] = [:]

    /// The names of the colors that show the value written at `definition`,
    /// each once, sorted: every failing color showing it names the others.
    func userNames(of definition: SourceRange) -> [String] {
        if let known = namesOf[definition] { return known }
        let found = Set(users(of: definition).map(\.color.name)).sorted()
        namesOf[definition] = found
        return found
    }

    private var namesOf: [SourceRange: [String]] = [:]

    /// What a new value written at `definition` must reach: for every color
    /// that shows it, in every state it shows it, each pair it is the
    /// foreground of (drawn at its own alpha) and each pair it is a layer of
    /// (the pair's foreground on it): each state's aim when `reachingAims`
    /// and it has one, else its minimum.
    func requirements(at definition: SourceRange, reachingAims: Bool) -> [ContrastFixIt.Requirement] {
        let key = Written(definition: definition, reachingAims: reachingAims)
        if let known = requirementsAt[key] { return known }
        let found = gatherRequirements(at: definition, reachingAims: reachingAims)
        requirementsAt[key] = found
        return found
    }

    /// The nearest value (``ContrastFixIt/suggestion(for:meeting:metric:)``)
    /// from `start` that meets ``requirements(at:reachingAims:)``.
    ///
    /// Both are kept per definition: every failing color that shows one
    /// palette value asks for the same search, and on a file whose
    /// foregrounds alias a few primitives (a Figma file, a token file) the
    /// search was a fifth of the check, once per user.
    func nearestValue(
        at definition: SourceRange, from start: Color, reachingAims: Bool, metric: some ContrastMetric
    ) -> Color? {
        let key = Search(written: Written(definition: definition, reachingAims: reachingAims), start: start)
        if let known = nearestValues[key] { return known }
        let found = ContrastFixIt.suggestion(
            for: start, meeting: requirements(at: definition, reachingAims: reachingAims), metric: metric)
        nearestValues[key] = .some(found)
        return found
    }

    private struct Written: Hashable {
        var definition: SourceRange
        var reachingAims: Bool
    }

    private struct Search: Hashable {
        var written: Written
        var start: Color
    }

    private var requirementsAt: [Written: [ContrastFixIt.Requirement]] = [:]
    private var nearestValues: [Search: Color?] = [:]
    private var suggestions = SuggestionMemo()

    /// ``ContrastFixIt/suggestion(for:meeting:metric:)``, each search made once per check (``SuggestionMemo``).
    func suggestion(
        for start: Color, meeting requirements: [ContrastFixIt.Requirement], metric: some ContrastMetric
    ) -> Color? {
        suggestions.suggestion(for: start, meeting: requirements, metric: metric)
    }

    private func gatherRequirements(at definition: SourceRange, reachingAims: Bool) -> [ContrastFixIt.Requirement] {
        requirements(of: users(of: definition), reachingAims: reachingAims)
    }

    /// What a new value shown by `users` (each in its states) must reach:
    /// ``requirements(at:reachingAims:)`` for any set of users, such as one
    /// token whose alias is pointed elsewhere.
    func requirements(of users: [User], reachingAims: Bool) -> [ContrastFixIt.Requirement] {
        var found: [ContrastFixIt.Requirement] = []
        // Many colors show a palette value on the same backgrounds: each
        // measurement is required once, and its pair named in words only
        // then (a chain of 60 colors on one background named each pair in
        // each state, to keep one).
        var seen: Set<[Double]> = []
        func add(_ requirement: ContrastFixIt.Requirement, pair: @autoclosure () -> String) {
            var key = requirement.layers.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
            key += [requirement.target, requirement.alpha ?? -1] + requirement.candidateLayers.map(Double.init)
            if let foreground = requirement.foreground {
                key += [foreground.red, foreground.green, foreground.blue, foreground.alpha]
            }
            if requirement.material != nil { key.append(Double(requirement.state.index)) }
            guard seen.insert(key).inserted else { return }
            var named = requirement
            named.pair = pair()
            found.append(named)
        }
        func target(of color: ResolvedColor, in state: Appearance) -> Double? {
            guard let targets = targets(color) else { return nil }
            let target = state.contrast == .increased ? targets.increased : targets.standard
            return reachingAims ? max(target.aim ?? target.minimum, target.minimum) : target.minimum
        }
        var shows: [String: UInt8] = [:]
        for user in users { shows[user.color.name, default: 0] |= user.states }
        func showsIt(_ color: ResolvedColor, in state: Appearance) -> Bool {
            (shows[color.name] ?? 0) & UInt8(1 << (state.index & 7)) != 0
        }
        for user in users {
            let name = user.color.name
            for state in Appearance.all where showsIt(user.color, in: state) {
                // Pairs it is the foreground of, with the layers that show it too.
                for index in pairsOf[name] ?? [] {
                    let pair = pairs[index]
                    guard pair.states.contains(state), let goal = target(of: pair.color, in: state) else { continue }
                    let layers = pair.backing.colors
                    add(
                        .init(
                            layers: layers.map { $0[state] }, material: pair.backing.material, state: state,
                            target: goal, pair: "", alpha: user.color[state].alpha,
                            candidateLayers: layers.indices.filter { showsIt(layers[$0], in: state) }),
                        pair: "'\(name)' on \(pair.backing.description)")
                }
                // Pairs it is a layer of, whose foreground does not show it
                // (one that does is the foreground case above).
                for index in pairsOver[name] ?? [] {
                    let pair = pairs[index]
                    guard pair.states.contains(state), !showsIt(pair.color, in: state),
                        let goal = target(of: pair.color, in: state)
                    else { continue }
                    let layers = pair.backing.colors
                    add(
                        .init(
                            layers: layers.map { $0[state] }, material: pair.backing.material, state: state,
                            target: goal, pair: "",
                            candidateLayers: layers.indices.filter { showsIt(layers[$0], in: state) },
                            foreground: pair.color[state]),
                        pair: "'\(pair.color.name)' on \(pair.backing.description)")
                }
            }
        }
        return found
    }

    /// The swatches of an import's palette: the colors that show their own
    /// literal in every state, draw on nothing, and that another color's
    /// alias leads to or that are not judged as drawn (a primitive: a step
    /// of a ramp nothing aliases yet). The tokens a failing token may be
    /// pointed at instead of having a shared value changed.
    lazy var palette: [ResolvedColor] = {
        var aliasedTo: Set<String> = []
        for (definition, users) in allUsers {
            guard let owner = owner(of: definition), users.contains(where: { $0.color.name != owner.name }) else {
                continue
            }
            aliasedTo.insert(owner.name)
        }
        return theme.colors.filter { color in
            guard let source = color.source, source.on.isEmpty,
                aliasedTo.contains(color.name) || source.isPrimitive
            else { return false }
            return (0..<8)
                .allSatisfy { index in
                    let value = source.value(in: Appearance(index: index))
                    return value.reference == nil && value.definedAt == nil
                        && !color.isUnknown(in: Appearance(index: index))
                }
        }
    }()

    /// The name of the color whose own literal is written at `definition`
    /// (the token an alias names), when the theme has it: found once per
    /// definition, as every failing color showing a value asks for its
    /// owner, and finding it reads where each user's value is written
    /// (a chain of 100 references failing on one background asked 100
    /// times, reading 60 users' values each).
    func owner(of definition: SourceRange) -> ResolvedColor? {
        if let known = owners[definition] { return known }
        let found = findOwner(of: definition)
        owners[definition] = .some(found)
        return found
    }

    private var owners: [SourceRange: ResolvedColor?] = [:]

    private func findOwner(of definition: SourceRange) -> ResolvedColor? {
        for user in users(of: definition) {
            let index: Int = (0..<8).first(where: { user.states & UInt8(1 << $0) != 0 }) ?? 0
            guard let value = user.color.source?.value(in: Appearance(index: index)) else { continue }
            if value.range == definition, value.reference == nil, value.definedAt == nil { return user.color }
        }
        return nil
    }
}
