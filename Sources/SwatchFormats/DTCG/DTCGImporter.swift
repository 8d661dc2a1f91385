import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import SwatchSyntax

/// Reads a Design Tokens file — a token file, or a resolver document
/// (2025.10) whose sets and contexts are inline or in files it names by
/// `$ref` — into the theme language's model.
///
/// JSON is YAML to libyaml, so each file goes through the YAML stage and
/// every token keeps its file, line and column. For each of the eight states
/// a color can differ in, the importer picks one context of each appearance
/// modifier by the words of the context names (`dark`, `elevated`,
/// `high`/`more`/`increased` contrast), merges the sources in resolution
/// order, follows aliases, and reads every `color` token. A modifier whose
/// contexts say none of those words is a set of brands: each context (each
/// combination, for several) is read as a theme of its own, the default
/// context as the base. Roles and pairs come from the tokens' `$extensions`
/// under `dev.swatch` (docs/import.md).
struct DTCGImporter {
    var file: String
    var namespace: String
    private(set) var diagnostics: [Diagnostic] = []
    /// What reading found at a token it could not read (an alias to
    /// nothing, a gradient, a value of no color's shape): the token is
    /// unknown in the states it could not be read in, and every other token
    /// is read and checked, so that one token never costs the file.
    private(set) var contained: [Diagnostic] = []
    /// Whether a finding is of one token's value (``contained``).
    var readingToken = false
    /// Where the last finding of a token's value is, said or already said.
    var lastTokenFinding: SourceRange?
    /// The tokens whose color a `mix` is being read from, to find a circle.
    var mixColorsFollowed: [String] = []
    /// Aliases a token may follow to reach a value (``CompilerLimits/referenceDepth``).
    var maximumAliasDepth = CompilerLimits().referenceDepth
    /// Brands the brand modifiers may make (``CompilerLimits/tokenBrands``).
    var maximumBrands = CompilerLimits().tokenBrands
    /// What a pairs file says a modifier is, by name, overriding the
    /// document and the words of its contexts.
    var modifierKinds: [String: Located<ModifierKind>] = [:]
    /// The `$ref`s followed, and the files they read.
    var references: ReferenceResolver
    /// The names of the document's modifiers, in order.
    var modifierNames: [String] = []
    /// The colors another token's value is an alias of, by name: the
    /// candidates for primitives (``ImportInference``).
    var aliased: Set<String> = []
    /// What the advice on the file's findings needs of it: where each
    /// color's token is, its path, the appearance contexts.
    var shape: TokenFileAdvisor.Shape
    /// How the document writes its tokens: DTCG's `$value`, or the legacy
    /// `value` of Tokens Studio and Style Dictionary v3.
    var dialect = TokenDialect.dtcg
    /// The `$type` each token has (or inherits from its groups) in any
    /// context or set of the document, by path: a context that gives only
    /// a token's value takes its type from the others.
    var declaredTypes: [String: String] = [:]
    /// What each `$extensions` key of an override says (``appearanceOverrides(of:keys:)``).
    var overrideKeys: [String: AppearanceTraits?] = [:]
    /// The states that merge the same contexts as an earlier state, each
    /// with that state (``theme(_:brand:extensionsRoot:)``): a token reads
    /// alike in both unless a value it reads is chosen by the state.
    var sameContexts: [(state: Appearance, as: Appearance)] = []
    /// Whether a value read since this was last cleared was chosen by the
    /// state beyond its contexts: an override or a mode value that one of
    /// ``sameContexts`` takes and its other does not.
    var readsByState = false
    /// Whether a state of the same contexts as an earlier one takes the
    /// token as that one read it; false reads every state (for tests).
    var readsSameContextsOnce = true
    /// How many token states of the same contexts as an earlier state were
    /// taken from it, and how many read again as a value was chosen by the state: for tests.
    var sameContextStates = (taken: 0, readAgain: 0)
    /// How many tokens the document holds, of any type.
    private var tokensSeen = 0
    /// Where the base theme read each token's `$extensions`, by token path.
    var baseExtensions: [String: YAMLValue] = [:]
    /// Whether a brand that reads every color as the base does takes the base's theme (``BrandsReadAsBase``),
    /// and which brands did, by index: tests turn it off to compare.
    var takesBaseForBrands = true
    private(set) var brandsTakenFromBase: Set<Int> = []

    init(file: String, namespace: String, files: TokenFiles = .none, limits: CompilerLimits = CompilerLimits()) {
        self.file = file
        self.namespace = namespace
        references = ReferenceResolver(files: files, limits: limits)
        shape = TokenFileAdvisor.Shape(file: file)
        maximumAliasDepth = limits.referenceDepth
        maximumBrands = limits.tokenBrands
    }

    /// A token as defined by one source: its node and the `$type` it has or inherits.
    struct Definition {
        var node: YAMLValue
        var type: String?
        /// Where the token is first defined: where its name is located.
        var origin: YAMLValue
        /// The latest definition with Swatch's `$extensions`: a context
        /// that replaces a token's value need not repeat its role and pairs.
        var described: YAMLValue
    }

    typealias TokenMap = [String: Definition]

    /// A brand a brand modifier makes: the contexts it takes, and where
    /// they are written.
    struct Brand {
        var contexts: [String: String]
        var ranges: [SourceRange]
        var description: String
        var theme: ImportedTheme
    }

    /// The base theme alone.
    mutating func read(_ root: YAMLValue) -> ImportedTheme {
        readAll(root).base
    }

    /// The base theme (every brand modifier at its default context) and a
    /// theme per brand.
    mutating func readAll(_ root: YAMLValue) -> (base: ImportedTheme, brands: [Brand]) {
        dialect = TokenDialect.of(root)
        references.register(root)
        var layers: [ResolverLayer] = []
        if let project = styleDictionaryLayers(root) {
            layers = project
            shape.isConfiguration = true
        } else if let studio = tokensStudioLayers(root) {
            layers = studio
            shape.isResolver = layers.contains { if case .modifier = $0 { true } else { false } }
        } else if root.pairs == nil {
            error(.themeType, "a token file is a JSON object; this is \(root.kindDescription)", at: root.range)
            return (ImportedTheme(file: file, namespace: namespace), [])
        } else if let order = root["resolutionOrder"] {
            // The layers: each an ordered list of token trees, with the context
            // to take from each modifier decided per state and brand.
            layers = resolverLayers(root, order: order)
            shape.isResolver = true
        } else {
            layers = [.set([root])]
        }
        return read(layers, root: root)
    }

    /// The base theme and the brands of `layers`, the token trees of a
    /// document (`root`: where its own `$extensions` are, and a file-wide
    /// finding points), or of several read as one (``ThemeImporter/tokenDocument(configs:pairs:files:limits:)``).
    mutating func read(_ layers: [ResolverLayer], root: YAMLValue) -> (base: ImportedTheme, brands: [Brand]) {
        // Values per context: a fix names contexts, as a resolver document's.
        if layers.contains(where: { if case .modifier = $0 { true } else { false } }) { shape.isResolver = true }
        for case .modifier(let modifier) in layers where modifier.kind == .appearance {
            shape.appearanceContexts += modifier.contexts.map(\.name)
            warnUnplaced(modifier)
        }
        var allTrees: [YAMLValue] = []
        for layer in layers {
            switch layer {
            case .set(let trees): allTrees += trees
            case .modifier(let modifier): allTrees += modifier.contexts.flatMap { $0.references + $0.trees }
            }
        }
        for tree in allTrees {
            var map: TokenMap = [:]
            var order: [String] = []
            flatten(tree, path: [], type: nil, into: &map, order: &order)
            tokensSeen += Set(order).count
            for path in order where declaredTypes[path] == nil {
                if let type = map[path]?.type { declaredTypes[path] = type }
            }
        }
        // The theme's own `$extensions` are kept in the first tree of the
        // first set (where the exporter writes them); a plain file's root.
        var extensionsRoot = root
        for case .set(let trees) in layers {
            if let first = trees.first { extensionsRoot = first }
            break
        }
        let base = theme(layers, brand: [:], extensionsRoot: extensionsRoot)
        shape.givesDarkValues = base.colors.contains { color in
            color.values[Appearance.dark.index].map { $0.range != color.values[Appearance.light.index]?.range } ?? false
        }
        let choices = brandChoices(layers)
        var readAsBase = choices.isEmpty || !takesBaseForBrands ? nil : BrandsReadAsBase(layers)
        let brands = choices.enumerated()
            .map { index, choice in
                let taken = readAsBase?.readsAsBase(choice.contexts, importer: self) == true
                if taken { brandsTakenFromBase.insert(index) }
                return Brand(
                    contexts: choice.contexts, ranges: choice.ranges, description: choice.description,
                    theme: taken ? base : theme(layers, brand: choice.contexts, extensionsRoot: extensionsRoot))
            }
        // A file Swatch reads no color of passes nothing: said, unless what
        // was found already says why.
        if base.colors.isEmpty, brands.allSatisfy({ $0.theme.colors.isEmpty }), diagnostics.isEmpty, contained.isEmpty,
            references.diagnostics.isEmpty
        {
            let held =
                tokensSeen == 0 ? "no tokens" : "\(tokensSeen.grouped) token\(tokensSeen == 1 ? "" : "s"), none a color"
            unread(
                "nothing in this file is checked: it holds \(held); Swatch checks color tokens (\"$type\": \"color\")",
                at: SourceRange(file: root.range.file, start: root.range.start))
        }
        return (base, brands)
    }

    mutating func error(_ rule: RuleID, _ message: String, at range: SourceRange) {
        record(Diagnostic(rule, message, at: range))
    }

    /// A finding, said once (a token is read once per state), kept with the
    /// token findings while a token's value is read.
    private mutating func record(_ diagnostic: Diagnostic) {
        if readingToken {
            lastTokenFinding = diagnostic.range
            if !contained.contains(diagnostic) { contained.append(diagnostic) }
        } else if !diagnostics.contains(diagnostic) {
            diagnostics.append(diagnostic)
        }
    }

    /// A finding of the file even while a token's value is read, said once:
    /// one that leaves the token read (a fallback taken), not unknown.
    mutating func recordOfFile(_ diagnostic: Diagnostic) {
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    /// What the file holds that is not read or checked (THEME-unread, a
    /// warning): said once.
    mutating func unread(_ message: String, at range: SourceRange) {
        record(Diagnostic(.themeUnread, message, at: range))
    }
}
