import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import SwatchSyntax

/// The colors of a theme resolved, as ``MaterialResolver``, ``SurfaceResolver``
/// and ``ImageResolver`` resolve theirs: every reference looked up once, a
/// name that refers to nothing, a cycle and a chain too deep reported where
/// they are written, each color made into its table of 16 states (a literal
/// mapped into the theme's gamut), and the Swift names checked for
/// collisions with each other and with the generated API's.
struct ColorResolver {
    /// The system palette that `extends: system` brings in scope (empty without it).
    var system: [ResolvedColor]
    var maximumReferenceDepth: Int

    struct Resolved {
        /// The colors that resolved, in file order.
        var colors: [ResolvedColor]
        /// Each declared name's first position among the declarations.
        var declaredIndex: [String: Int]
        var systemIndex: [String: Int]
        /// The gamut every value is displayed in (literals were mapped into it).
        var gamut: Gamut
    }

    /// Every name a misspelled reference may mean: the declared names, those
    /// declared with a mistake in them (sorted: a set's order changes from
    /// run to run, and a tie would too), and the system palette's. Only a
    /// misspelled name needs them all, for its suggestion.
    static func allNames(_ theme: ThemeAST, system: [ResolvedColor]) -> [String] {
        theme.colors.map(\.name.value) + theme.unreadNames.colors.sorted() + system.map(\.name)
    }

    func resolve(_ theme: ThemeAST, swiftNamespace: String, diagnostics: inout [Diagnostic]) -> Resolved {
        let maximumReferenceDepth = maximumReferenceDepth
        let declarations = theme.colors
        let localIndex = NameIndex.firstPositions(of: declarations.lazy.map { $0.name.value })
        let systemIndex = NameIndex.firstPositions(of: system.lazy.map { $0.name })
        lazy var allNames = Self.allNames(theme, system: system)

        // Look every reference up once, by name, before evaluating anything:
        // a bad one is reported once, at its place, and evaluation then
        // follows numbers rather than hashing names again.
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
        var order = ThemeResolver.evaluationOrder(
            declarations, references: references, skipping: brokenColors, diagnostics: &diagnostics)
        order = ThemeResolver.withinReferenceDepth(
            order, limit: maximumReferenceDepth, declarations: declarations, references: references,
            diagnostics: &diagnostics)

        // Each color's value in each of the 8 opaque states (transparency
        // never changes a color), made straight into its resolved color,
        // which later references read in place (`resolvedColors[local][state]`):
        // a table of its own per color beside them would hold every color
        // twice, and cost a copy of 16 colors for each.
        let systemTables = system.map(\.table)
        // Every later stage sees colors as displayed: a literal outside the
        // theme's gamut is mapped into it here, once (THEME-gamut says so).
        let gamut = theme.gamut?.value ?? .sRGB
        let swiftNames = declarations.map { GeneratedNames.identifier($0.name.value) }
        // Only a theme that writes `auto` or says `derive:` has derived states to find.
        let findsDerived = theme.writesAuto || !theme.derive.isEmpty
        let derivesIncreased = theme.derive.contains { $0.value == .increasedContrast }
        let derivesElevated = theme.derive.contains { $0.value == .elevated }
        var resolvedColors = [ResolvedColor?](repeating: nil, count: declarations.count)
        for index in order {
            var table = ColorTable(constant: .clear)
            // A value that could not be read, or a reference to a color that
            // could not be resolved, leaves the color unresolved: it has no
            // table, and no check judges it (its mistake is reported already).
            var unknown = false
            // States whose value is `unknown`: resolved, and never judged.
            var unknownStates: UInt16 = 0
            /// The color `value` shows in `state` (a literal or a reference,
            /// levels already chosen), in both transparencies.
            func evaluate(_ value: borrowing ColorExpression, in state: Appearance) {
                var color: Color
                switch value {
                case .literal(let literal, _):
                    color = literal.mapped(to: gamut)
                case .reference(let name, let alpha):
                    switch references.target(of: index, named: name.value) {
                    case .local(let local):
                        if let target = resolvedColors[local] {
                            color = target[state]
                            if target.unknownStates != 0, target.isUnknown(in: state) {
                                unknownStates |= 1 << state.index
                            }
                        } else {
                            unknown = true
                            color = .clear
                        }
                    case .system(let index): color = systemTables[index][state]
                    case .missing:
                        unknown = true
                        color = .clear
                    }
                    color.alpha *= alpha?.value ?? 1
                case .unknown:
                    unknown = true
                    color = .clear
                case .declaredUnknown:
                    unknownStates |= 1 << state.index
                    color = .clear
                case .levels, .auto:
                    // Levels are chosen before this is called.
                    color = .clear
                }
                table[state] = color
                var reduced = state
                reduced.transparency = .reduced
                table[reduced] = color
                if unknownStates & (1 << state.index) != 0 { unknownStates |= 1 << reduced.index }
            }
            // The fallbacks between schemes and contrasts taken once per
            // pair, and the expression switched on once for both levels: a
            // closure called with a copy of it for each of the 8 states would
            // retain and release it each time.
            let declaration = declarations[index]
            for contrast in Appearance.Contrast.allCases {
                for scheme in Appearance.ColorScheme.allCases {
                    let base = Appearance(colorScheme: scheme, level: .base, contrast: contrast)
                    let elevated = Appearance(colorScheme: scheme, level: .elevated, contrast: contrast)
                    switch ThemeResolver.expression(of: declaration, in: base) {
                    case .levels(let baseValue, let elevatedValue, _):
                        evaluate(baseValue, in: base)
                        // `elevated: auto` shows the base value until the Derive stage moves it.
                        if let elevatedValue, !elevatedValue.isAuto {
                            evaluate(elevatedValue, in: elevated)
                        } else {
                            evaluate(baseValue, in: elevated)
                        }
                    case let value:
                        evaluate(value, in: base)
                        evaluate(value, in: elevated)
                    }
                }
            }
            if unknown { continue }
            resolvedColors[index] = ResolvedColor(
                name: declaration.name.value, role: declaration.role.value, table: table,
                swiftName: swiftNames[index],
                source: ColorSource(
                    declaration, gamut: gamut,
                    derived: findsDerived
                        ? declaration.derivedStates(increasedContrast: derivesIncreased, elevated: derivesElevated)
                        : .none),
                unknownStates: unknownStates)
        }

        // Swift names: spelled, then checked for collisions in file order,
        // so the first of two colliding names keeps its own.
        // Each Swift name's first holder, by position: its declaration has
        // the name and where it is written, so a located name each would
        // keep them twice.
        var claimed: [String: Int] = [:]
        claimed.reserveCapacity(declarations.count)
        for (position, (declaration, swiftName)) in zip(declarations, swiftNames).enumerated() {
            // Claimed in the same lookup that finds an earlier holder.
            var holder: Int?
            ThemeResolver.claim(&claimed[swiftName, default: -1], for: position, holder: &holder)
            if let holder {
                diagnostics.append(
                    ThemeResolver.collision(declaration.name, with: declarations[holder].name, swiftName: swiftName))
                continue
            }
            if ThemeResolver.reservedSwiftNames.contains(swiftName) || swiftName == swiftNamespace {
                diagnostics.append(
                    GeneratedNames.reserved(
                        declaration.name, swiftName: swiftName, in: "the namespace", namespace: swiftNamespace))
            }
        }
        diagnostics += ThemeResolver.unreadColorCycles(
            theme.unreadDeclarations, declarations: declarations, localIndex: localIndex, references: references)
        diagnostics += ThemeResolver.unreadColorCollisions(
            theme.unreadDeclarations, claimed: claimed, declarations: declarations, swiftNamespace: swiftNamespace)
        let colors = resolvedColors.compactMap { $0 }
        return Resolved(colors: colors, declaredIndex: localIndex, systemIndex: systemIndex, gamut: gamut)
    }
}
