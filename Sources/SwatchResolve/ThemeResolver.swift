import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import SwatchSyntax

/// The Resolve stage: follows references, applies the fallbacks between
/// variants, and gives every color its 16-state table.
///
/// Fallbacks, in the order the Dark Mode guidelines suggest: a missing
/// elevated value is the base value; a missing increased-contrast value is the
/// standard one; a missing dark (or light) value is the other scheme's
/// (DM-variants warns about it). A reference is the referenced color in the
/// same state, with its alpha multiplied by the reference's `alpha`.
@_spi(Stages) public struct ThemeResolver: Sendable {
    /// The system palette that `extends: system` brings in scope.
    package var systemPalette: [ResolvedColor]

    /// Names the generated namespace declares itself, and the module its
    /// code qualifies every type with.
    package static let reservedSwiftNames: Set<String> = GeneratedNames.namespaceMembers

    /// References a color may follow to reach a value (`CompilerLimits.referenceDepth`).
    package var maximumReferenceDepth = CompilerLimits().referenceDepth

    package init(systemPalette: [ResolvedColor]) {
        self.systemPalette = systemPalette
    }

    /// Where a reference leads, found once by name.
    enum Target {
        case local(Int)
        case system(Int)
        case missing
    }

    /// The resolved theme of `theme`, with the findings about its names and
    /// references: names that refer to nothing, colors that refer to each other
    /// in a circle, and names that collide as Swift identifiers.
    @_spi(Stages) public func resolve(_ theme: ThemeAST) -> (ResolvedTheme, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let system = theme.extends == nil ? [] : systemPalette
        let swiftNamespace = SwiftIdentifier.escape(theme.namespace, capitalized: true)
        let declarations = theme.colors
        let localIndex = NameIndex.firstPositions(of: declarations.lazy.map { $0.name.value })
        let systemIndex = NameIndex.firstPositions(of: system.lazy.map { $0.name })
        // Only a misspelled name needs them all, for its suggestion. A color
        // declared with a mistake in it is one a name may mean (sorted: a
        // set's order changes from run to run, and a tie would too).
        lazy var allNames =
            declarations.map(\.name.value) + theme.unreadNames.colors.sorted() + system.map(\.name)

        // Look every reference up once, by name, before evaluating anything:
        // a bad one is reported once, at its place, and evaluation then
        // follows numbers rather than hashing names again.
        var references = ColorReferences(colors: declarations.count)
        var unknown: [(Int, Located<String>)] = []
        for index in declarations.indices {
            // A color's light and dark values usually name the same color:
            // the name is looked up once.
            var previous: (name: String, target: Target)?
            declarations[index]
                .forEachReference { reference in
                    let target: Target
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
                    Self.unknownName(
                        reference, kind: "color", candidates: allNames, extendsSystem: theme.extends != nil))
            }
            brokenColors.insert(index)
        }
        var order = Self.evaluationOrder(
            declarations, references: references, skipping: brokenColors, diagnostics: &diagnostics)
        order = Self.withinReferenceDepth(
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
        let swiftNames = declarations.map { SwiftIdentifier.escape($0.name.value) }
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
                    switch Self.expression(of: declaration, in: base) {
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
            Self.claim(&claimed[swiftName, default: -1], for: position, holder: &holder)
            if let holder {
                diagnostics.append(
                    Self.collision(declaration.name, with: declarations[holder].name, swiftName: swiftName))
                continue
            }
            if Self.reservedSwiftNames.contains(swiftName) || swiftName == swiftNamespace {
                diagnostics.append(
                    GeneratedNames.reserved(
                        declaration.name, swiftName: swiftName, in: "the namespace", namespace: swiftNamespace))
            }
        }
        diagnostics += Self.unreadColorCycles(
            theme.unreadDeclarations, declarations: declarations, localIndex: localIndex, references: references)
        diagnostics += Self.unreadColorCollisions(
            theme.unreadDeclarations, claimed: claimed, declarations: declarations, swiftNamespace: swiftNamespace)
        let colors = resolvedColors.compactMap { $0 }
        diagnostics += NameChecker.check(theme, colorNames: allNames) {
            localIndex[$0] != nil || systemIndex[$0] != nil || theme.unreadNames.colors.contains($0)
        }
        // When every color resolved, positions are the declarations': the
        // index made above serves, and the resolved theme takes both indexes
        // rather than hashing every name again.
        let resolvedIndex =
            colors.count == declarations.count ? localIndex : NameIndex.firstPositions(of: colors.lazy.map { $0.name })
        let color = { (name: String) -> ResolvedColor? in
            resolvedIndex[name].map { colors[$0] } ?? systemIndex[name].map { system[$0] }
        }
        let materials = MaterialResolver.resolve(theme, color: color)
        let material = { (name: String) in materials.first { $0.name == name } }
        let (images, imageDiagnostics) = ImageResolver.resolve(theme)
        diagnostics += imageDiagnostics
        let imageNames = Set(images.map(\.name))
        let surfaces = SurfaceResolver.resolve(theme, color: color, material: material, isImage: imageNames.contains)
        diagnostics += GeneratedNames.check(
            namespace: theme.namespace, at: SourceRange(file: theme.file, start: .init(line: 1, column: 1)),
            swiftNamespace: swiftNamespace, materials: materials,
            surfaces: surfaces, unread: theme.unreadDeclarations)
        let resolved = ResolvedTheme(
            file: theme.file, namespace: theme.namespace, swiftNamespace: swiftNamespace,
            access: theme.access?.value ?? .internal, platform: theme.platform?.value ?? .iOS, gamut: gamut,
            extendsSystem: theme.extends != nil, targets: theme.targets, rules: theme.rules, colors: colors,
            colorIndex: resolvedIndex, systemColors: system,
            systemIndex: systemIndex, materials: materials, surfaces: surfaces, images: images)
        return (resolved, diagnostics)
    }

    /// `position` in `slot` if no one holds it (-1), else the holder.
    private static func claim(_ slot: inout Int, for position: Int, holder: inout Int?) {
        if slot < 0 { slot = position } else { holder = slot }
    }

    /// The literal or reference a state shows, levels chosen: the text a
    /// finding about that state points at.
    static func writtenExpression(of color: ColorDeclaration, in state: Appearance) -> ColorExpression {
        if state.contrast == .increased, !color.hasNoSettings,
            case .auto(let range)? = state.colorScheme == .light
                ? color.increasedContrast?.light : color.increasedContrast?.dark
        {
            return .auto(range)
        }
        let expression = expression(of: color, in: state)
        if case .levels(let base, let elevated, _) = expression {
            return state.level == .elevated ? (elevated ?? base) : base
        }
        return expression
    }

    /// Which written value a state shows, after the fallbacks between schemes
    /// and contrasts (levels not yet chosen).
    static func expression(of color: ColorDeclaration, in state: Appearance) -> ColorExpression {
        color.expression(in: state)
    }

    /// The order in which to evaluate colors so that each comes after what it
    /// refers to; colors in a cycle are reported and left out. Iterative, so a
    /// long chain of references cannot overflow the stack.
    static func evaluationOrder(
        _ declarations: [ColorDeclaration], references: ColorReferences, skipping broken: Set<Int>,
        diagnostics: inout [Diagnostic]
    ) -> [Int] {
        enum Mark { case unvisited, inProgress, done, failed }
        var marks = [Mark](repeating: .unvisited, count: declarations.count)
        for index in broken { marks[index] = .failed }
        var order: [Int] = []
        order.reserveCapacity(declarations.count)
        for root in declarations.indices where marks[root] == .unvisited {
            // Each frame: a color and how many of its references have been followed.
            var stack: [(node: Int, next: Int)] = [(root, 0)]
            marks[root] = .inProgress
            while let top = stack.last {
                let outgoing = references.positions(of: top.node)
                if top.next == outgoing.count {
                    stack.removeLast()
                    if marks[top.node] == .inProgress {
                        marks[top.node] = .done
                        order.append(top.node)
                    }
                    continue
                }
                stack[stack.count - 1].next += 1
                let position = outgoing.lowerBound + top.next
                // Only the theme's own colors can be part of a cycle.
                guard case .local(let target) = references.targets[position] else { continue }
                let edge = (target: target, reference: references.names[position])
                switch marks[edge.target] {
                case .unvisited:
                    marks[edge.target] = .inProgress
                    stack.append((edge.target, 0))
                case .inProgress:
                    // A cycle: the part of the stack from the target to here.
                    let start = stack.firstIndex { $0.node == edge.target }!
                    let members = stack[start...].map(\.node)
                    let path = (members + [edge.target]).map { "'\(declarations[$0].name.value)'" }
                        .joined(separator: " → ")
                    let notes = members.map { member in
                        Diagnostic.Note(
                            "'\(declarations[member].name.value)' is declared here", at: declarations[member].name.range
                        )
                    }
                    diagnostics.append(
                        Diagnostic(
                            .themeCycle,
                            "these colors refer to each other in a circle: \(path); give one of them a literal value",
                            at: edge.reference.range, notes: Array(notes)))
                    for member in members { marks[member] = .failed }
                case .failed:
                    marks[top.node] = .failed
                case .done:
                    break
                }
            }
        }
        return order
    }

    static func unknownName(_ name: Located<String>, kind: String, candidates: [String], extendsSystem: Bool)
        -> Diagnostic
    {
        var message = "no \(kind) is named '\(name.value)'\(Suggestions.hint(for: name.value, in: candidates))"
        if !extendsSystem, SystemPalette.colors.contains(where: { $0.name == name.value }) {
            message += "; to use the system palette, add 'extends: system'"
        }
        return Diagnostic(
            .themeReference, message, at: name.range, fixIt: Suggestions.fixIt(for: name.value, in: candidates))
    }
}
