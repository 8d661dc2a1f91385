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
package struct ThemeResolver: Sendable {
    /// The system palette that `extends: system` brings in scope.
    package var systemPalette: [ResolvedColor]

    /// Names the generated namespace declares itself, and the module its
    /// code qualifies every type with.
    package static let reservedSwiftNames: Set<String> = GeneratedNames.namespaceMembers

    /// References a color may follow to reach a value (`CompilerLimits.referenceDepth`).
    package var maximumReferenceDepth = CompilerLimits().referenceDepth
    /// The colors made in earlier checks, which unchanged colors are taken
    /// from (``ResolveMemo``): the language server's, between edits.
    package var colorMemo: ResolveMemo?

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
    package func resolve(_ theme: ThemeAST) -> (ResolvedTheme, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let system = theme.extends == nil ? [] : systemPalette
        let swiftNamespace = GeneratedNames.identifier(theme.namespace, capitalized: true)
        let resolvedColors = ColorResolver(
            system: system, maximumReferenceDepth: maximumReferenceDepth, memo: colorMemo
        )
        .resolve(theme, swiftNamespace: swiftNamespace, diagnostics: &diagnostics)
        let colors = resolvedColors.colors
        let localIndex = resolvedColors.declaredIndex
        let systemIndex = resolvedColors.systemIndex
        let declarations = theme.colors
        let gamut = resolvedColors.gamut
        diagnostics += NameChecker.check(theme, colorNames: ColorResolver.allNames(theme, system: system)) {
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
    static func claim(_ slot: inout Int, for position: Int, holder: inout Int?) {
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
