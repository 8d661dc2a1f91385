import Swatch

/// The Resolve stage: follows references, applies the fallbacks between
/// variants, and gives every color its 16-state table.
///
/// Fallbacks, in the order the Dark Mode guidelines suggest: a missing
/// elevated value is the base value; a missing increased-contrast value is the
/// standard one; a missing dark (or light) value is the other scheme's
/// (DM-variants warns about it). A reference is the referenced color in the
/// same state, with its alpha multiplied by the reference's `alpha`.
public struct ThemeResolver: Sendable {
    /// The system palette that `extends: system` brings in scope.
    public var systemPalette: [ResolvedColor]

    /// Names the generated namespace declares itself.
    public static let reservedSwiftNames: Set<String> = ["allColors", "Images"]

    public init(systemPalette: [ResolvedColor]) {
        self.systemPalette = systemPalette
    }

    public func resolve(_ theme: ThemeAST) -> (ResolvedTheme, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let system = theme.extends == nil ? [] : systemPalette
        let declarations = theme.colors
        let localIndex = Dictionary(declarations.enumerated().map { ($1.name.value, $0) }, uniquingKeysWith: { a, _ in a })
        let systemIndex = Dictionary(system.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        let allNames = declarations.map(\.name.value) + system.map(\.name)

        // Check every reference before evaluating anything, so a bad one is
        // reported once, at its place, and evaluation can trust the graph.
        var brokenColors = Set<Int>()
        let references = declarations.map(\.references)
        for (index, colorReferences) in references.enumerated() {
            for reference in colorReferences where localIndex[reference.value] == nil && systemIndex[reference.value] == nil {
                diagnostics.append(Self.unknownName(reference, kind: "color", candidates: allNames, extendsSystem: theme.extends != nil))
                brokenColors.insert(index)
            }
        }
        let order = Self.evaluationOrder(
            declarations, references: references, localIndex: localIndex, skipping: brokenColors, diagnostics: &diagnostics)

        // Each color's value in each of the 8 opaque states (transparency
        // never changes a color), with names turned into indices once, so
        // evaluation is arithmetic rather than lookups.
        // Tables are read in place (`tables[local][state]`): through an
        // Optional each read would copy a whole 16-color table.
        var tables = [ColorTable](repeating: ColorTable(constant: .clear), count: declarations.count)
        var evaluated = [Bool](repeating: false, count: declarations.count)
        for index in order {
            var table = ColorTable(constant: .clear)
            // A color refers to one or two names across its 8 states: look
            // each up once, not once per state.
            var seen: [(name: String, table: ColorTable?)] = []
            func referencedTable(_ name: String) -> ColorTable? {
                if let known = seen.first(where: { $0.name == name }) { return known.table }
                var found: ColorTable?
                if let local = localIndex[name] {
                    found = evaluated[local] ? tables[local] : nil
                } else if let index = systemIndex[name] {
                    found = system[index].table
                }
                seen.append((name, found))
                return found
            }
            for (state, value) in Self.values(of: declarations[index]) {
                let color: Color
                switch value {
                case .literal(let literal):
                    color = literal
                case .reference(let name, let alpha):
                    var referenced = referencedTable(name)?[state] ?? .clear
                    referenced.alpha *= alpha
                    color = referenced
                }
                table[state] = color
                var reduced = state
                reduced.transparency = .reduced
                table[reduced] = color
            }
            tables[index] = table
            evaluated[index] = true
        }

        var colors: [ResolvedColor] = []
        colors.reserveCapacity(declarations.count)
        var swiftNames: [String: Located<String>] = [:]
        for (index, declaration) in declarations.enumerated() {
            let swiftName = SwiftIdentifier.escape(declaration.name.value)
            if let other = swiftNames[swiftName] {
                diagnostics.append(
                    Diagnostic(
                        .error, .themeCollision,
                        "'\(declaration.name.value)' and '\(other.value)' both become the Swift name '\(swiftName)'; rename one of them",
                        at: declaration.name.range, notes: [.init("'\(other.value)' is declared here", at: other.range)]))
            } else if Self.reservedSwiftNames.contains(swiftName) {
                diagnostics.append(
                    Diagnostic(
                        .error, .themeCollision,
                        "'\(declaration.name.value)' would clash with the generated '\(swiftName)' member; rename it",
                        at: declaration.name.range))
            }
            swiftNames[swiftName] = swiftNames[swiftName] ?? declaration.name
            guard evaluated[index] else { continue }
            colors.append(
                ResolvedColor(
                    name: declaration.name.value, role: declaration.role.value, table: tables[index], swiftName: swiftName,
                    declaration: declaration))
        }
        diagnostics += NameChecker.check(theme, colorNames: Set(allNames))
        let (materials, materialDiagnostics) = MaterialResolver.resolve(theme)
        diagnostics += materialDiagnostics
        let (images, imageDiagnostics) = ImageResolver.resolve(theme)
        diagnostics += imageDiagnostics
        var resolved = ResolvedTheme(
            ast: theme, colors: colors, systemColors: system, materials: materials,
            swiftNamespace: SwiftIdentifier.escape(theme.namespace, capitalized: true))
        resolved.images = images
        return (resolved, diagnostics)
    }

    /// The states that differ in what a color can show.
    static let opaqueStates = Appearance.all.filter { $0.transparency == .standard }

    /// What a color shows in a state: a literal, or another color's value.
    enum Value {
        case literal(Color)
        case reference(String, alpha: Double)
    }

    /// The value each opaque state shows. The scheme and contrast fallbacks
    /// are taken once per pair, and the level chosen within it.
    static func values(of color: ColorDeclaration) -> [(Appearance, Value)] {
        var result: [(Appearance, Value)] = []
        result.reserveCapacity(opaqueStates.count)
        for contrast in Appearance.Contrast.allCases {
            for scheme in Appearance.ColorScheme.allCases {
                let expression = expression(of: color, in: Appearance(colorScheme: scheme, contrast: contrast))
                for level in Appearance.Level.allCases {
                    var written = expression
                    if case .levels(let base, let elevated, _) = expression {
                        written = level == .elevated ? (elevated ?? base) : base
                    }
                    result.append((Appearance(colorScheme: scheme, level: level, contrast: contrast), value(of: written)))
                }
            }
        }
        return result
    }

    /// A literal or reference as the value it stands for.
    static func value(of written: ColorExpression) -> Value {
        switch written {
        case .literal(let color, _): return .literal(color)
        case .reference(let name, let alpha): return .reference(name.value, alpha: alpha?.value ?? 1)
        // The decoder does not let levels nest.
        case .levels: return .literal(.clear)
        }
    }

    /// The literal or reference a state shows, levels chosen: the text a
    /// finding about that state points at.
    static func writtenExpression(of color: ColorDeclaration, in state: Appearance) -> ColorExpression {
        let expression = expression(of: color, in: state)
        if case .levels(let base, let elevated, _) = expression {
            return state.level == .elevated ? (elevated ?? base) : base
        }
        return expression
    }

    /// Which written value a state shows, after the fallbacks between schemes
    /// and contrasts (levels not yet chosen).
    static func expression(of color: ColorDeclaration, in state: Appearance) -> ColorExpression {
        func pick(_ values: SchemeValues?) -> ColorExpression? {
            guard let values else { return nil }
            return state.colorScheme == .light ? values.light : values.dark
        }
        func pickAny(_ values: SchemeValues) -> ColorExpression? {
            pick(values) ?? values.light ?? values.dark
        }
        if state.contrast == .increased, let increased = pick(color.increasedContrast) { return increased }
        // The decoder guarantees a standard value for at least one scheme.
        return pickAny(color.standard)!
    }

    /// The order in which to evaluate colors so that each comes after what it
    /// refers to; colors in a cycle are reported and left out. Iterative, so a
    /// long chain of references cannot overflow the stack.
    static func evaluationOrder(
        _ declarations: [ColorDeclaration], references: [[Located<String>]], localIndex: [String: Int],
        skipping broken: Set<Int>,
        diagnostics: inout [Diagnostic]
    ) -> [Int] {
        enum Mark { case unvisited, inProgress, done, failed }
        var marks = [Mark](repeating: .unvisited, count: declarations.count)
        for index in broken { marks[index] = .failed }
        var order: [Int] = []
        order.reserveCapacity(declarations.count)
        let edges: [[(target: Int, reference: Located<String>)]] = references.map { colorReferences in
            colorReferences.compactMap { reference in localIndex[reference.value].map { ($0, reference) } }
        }
        for root in declarations.indices where marks[root] == .unvisited {
            // Each frame: a color and how many of its edges have been followed.
            var stack: [(node: Int, next: Int)] = [(root, 0)]
            marks[root] = .inProgress
            while let top = stack.last {
                let outgoing = edges[top.node]
                if top.next == outgoing.count {
                    stack.removeLast()
                    if marks[top.node] == .inProgress {
                        marks[top.node] = .done
                        order.append(top.node)
                    }
                    continue
                }
                stack[stack.count - 1].next += 1
                let edge = outgoing[top.next]
                switch marks[edge.target] {
                case .unvisited:
                    marks[edge.target] = .inProgress
                    stack.append((edge.target, 0))
                case .inProgress:
                    // A cycle: the part of the stack from the target to here.
                    let start = stack.firstIndex { $0.node == edge.target }!
                    let members = stack[start...].map(\.node)
                    let path = (members + [edge.target]).map { "'\(declarations[$0].name.value)'" }.joined(separator: " → ")
                    let notes = members.map { member in
                        Diagnostic.Note("'\(declarations[member].name.value)' is declared here", at: declarations[member].name.range)
                    }
                    diagnostics.append(
                        Diagnostic(
                            .error, .themeCycle,
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

    static func unknownName(_ name: Located<String>, kind: String, candidates: [String], extendsSystem: Bool) -> Diagnostic {
        var message = "no \(kind) is named '\(name.value)'\(Suggestions.hint(for: name.value, in: candidates))"
        if !extendsSystem, SystemPalette.colors.contains(where: { $0.name == name.value }) {
            message += "; to use the system palette, add 'extends: system'"
        }
        return Diagnostic(.error, .themeReference, message, at: name.range)
    }
}

extension ColorDeclaration {
    /// Every `ref:` in the color's values, in file order.
    var references: [Located<String>] {
        var found: [Located<String>] = []
        func visit(_ expression: ColorExpression?) {
            switch expression {
            case .reference(let name, _): found.append(name)
            case .levels(let base, let elevated, _):
                visit(base)
                visit(elevated)
            case .literal, nil: break
            }
        }
        for values in [standard, increasedContrast].compactMap({ $0 }) {
            visit(values.light)
            visit(values.dark)
        }
        return found
    }
}
