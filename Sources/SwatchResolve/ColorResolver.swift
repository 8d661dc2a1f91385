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
    /// The colors made in earlier checks, which a color whose declaration
    /// and references are as they were is taken from (``ResolveMemo``).
    var memo: ResolveMemo?

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
        // Each name's first position, in a loop of its own: through
        // `NameIndex`'s generic over a lazy map the release build walked the
        // names unspecialized, each through witness tables, some 3% of an
        // edit of 3,000 colors in the language server.
        var localIndex = [String: Int](minimumCapacity: declarations.count)
        for position in declarations.indices { localIndex[declarations[position].name.value, default: position] += 0 }
        let systemIndex = NameIndex.firstPositions(of: system.lazy.map { $0.name })
        let (references, unknown) = Self.lookUpReferences(
            declarations, localIndex: localIndex, systemIndex: systemIndex)
        let brokenColors = Self.reportUnknown(unknown, in: theme, system: system, diagnostics: &diagnostics)
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
        let settings = ResolveMemo.Settings(
            gamut: gamut, findsDerived: findsDerived, derivesIncreased: derivesIncreased,
            derivesElevated: derivesElevated, systemColors: system.count)
        let memoKey = theme.file + "\n" + swiftNamespace
        let names = memo == nil ? [] : declarations.map(\.name.value)
        let last = memo?.lastReading(of: memoKey, names: names, settings: settings)
        // The colors taken from the memo in this check: a color that refers
        // only to such colors (in evaluation order, made before it) reads
        // the tables it read before.
        var taken = [Bool](repeating: false, count: last == nil ? 0 : declarations.count)
        for index in order {
            let declaration = declarations[index]
            if let memo, let last {
                let leadsToTaken = references.positions(of: index)
                    .allSatisfy { position in
                        switch references.targets[position] {
                        case .local(let target): taken[target]
                        case .system: true
                        case .missing: false
                        }
                    }
                if let kept = memo.kept(index, of: last, declaration: declaration, leadsToTaken: leadsToTaken) {
                    resolvedColors[index] = kept
                    taken[index] = true
                    continue
                }
            }
            guard
                let (table, unknownStates) = Self.table(
                    of: declaration, at: index, references: references, resolved: resolvedColors,
                    systemTables: systemTables, gamut: gamut)
            else { continue }
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

        memo?
            .keep(
                .init(names: names, declarations: declarations, colors: resolvedColors, settings: settings), as: memoKey
            )
        let claimed = Self.claimSwiftNames(
            declarations, swiftNames: swiftNames, swiftNamespace: swiftNamespace, diagnostics: &diagnostics)
        diagnostics += ThemeResolver.unreadColorCycles(
            theme.unreadDeclarations, declarations: declarations, localIndex: localIndex, references: references)
        diagnostics += ThemeResolver.unreadColorCollisions(
            theme.unreadDeclarations, claimed: claimed, declarations: declarations, swiftNamespace: swiftNamespace)
        let colors = resolvedColors.compactMap { $0 }
        return Resolved(colors: colors, declaredIndex: localIndex, systemIndex: systemIndex, gamut: gamut)
    }
}
