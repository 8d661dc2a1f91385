import SwatchDiagnostics
import SwatchSupport
import SwatchSyntax

/// Style Dictionary configurations split by appearance — PatternFly keeps
/// `config.default.json`, `config.dark.json`, `config.highcontrast.json` and
/// `config.highcontrast.dark.json`, one build per appearance — are one
/// system: given together, they are read as the contexts of one appearance
/// modifier, placed by the words of their file names, so that each pair is
/// judged in every appearance and a fix is weighed against every
/// configuration that reads the file it edits. Read one at a time, each
/// would be checked as if it held every appearance.
package enum ConfigAppearances {
    /// Where a configuration's file name places it: the system it is an
    /// appearance of (its name without the appearance words) and the
    /// context it gives (`light`, `dark`, `light-high-contrast`,
    /// `dark-high-contrast`).
    struct Placement: Equatable {
        var folder: String
        var system: String
        var dark: Bool
        var increased: Bool

        var context: String { (dark ? "dark" : "light") + (increased ? "-high-contrast" : "") }
    }

    static let darkWords: Set = ["dark", "night"]
    static let lightWords: Set = ["light", "default", "day"]
    static let increasedWords: Set = ["highcontrast", "hc", "contrast", "high", "more", "increased"]

    /// The placement of the configuration at `path`, from its file name's
    /// words (split at `.`, `-` and `_`).
    static func placement(of path: String) -> Placement {
        var name = FilePath.name(of: path)
        if name.hasSuffix(".json") { name.removeLast(5) }
        let words = name.lowercased().split(whereSeparator: { ".-_".contains($0) }).map(String.init)
        let appearance = darkWords.union(lightWords).union(increasedWords)
        return Placement(
            folder: FilePath.parent(of: path), system: words.filter { !appearance.contains($0) }.joined(separator: "."),
            dark: words.contains(where: darkWords.contains), increased: words.contains(where: increasedWords.contains))
    }

    /// Whether the token input `bytes` is a Style Dictionary configuration
    /// (a `source` list of globs), as far as its bytes tell without reading it.
    static func isConfiguration(_ bytes: [UInt8]) -> Bool {
        ImportedFileNames.contains(bytes, #""source""#) && !ImportedFileNames.contains(bytes, #""$value""#)
            && !ImportedFileNames.contains(bytes, #""resolutionOrder""#)
    }

    /// The inputs among `inputs` (path and bytes) that are the appearances
    /// of one system: configurations of one folder whose names differ by
    /// appearance words alone and place distinct appearances, two or more.
    /// Each group by the indices of its inputs, light first.
    package static func groups(_ inputs: [(path: String, bytes: [UInt8])]) -> [[Int]] {
        var bySystem: [String: [Int]] = [:]
        var order: [String] = []
        for (index, input) in inputs.enumerated() where isConfiguration(input.bytes) {
            let placed = placement(of: input.path)
            let key = placed.folder + "\u{0}" + placed.system
            if bySystem[key] == nil { order.append(key) }
            bySystem[key, default: []].append(index)
        }
        return order.compactMap { key in
            let members = bySystem[key]!
            let contexts = members.map { placement(of: inputs[$0].path).context }
            guard members.count > 1, Set(contexts).count == members.count else { return nil }
            return members.sorted { rank(placement(of: inputs[$0].path)) < rank(placement(of: inputs[$1].path)) }
        }
    }

    private static func rank(_ placement: Placement) -> Int { (placement.dark ? 1 : 0) + (placement.increased ? 2 : 0) }
}

extension ThemeImporter {
    /// Style Dictionary configurations that are the appearances of one
    /// system (``ConfigAppearances``), read as one document: each a context
    /// of an appearance modifier, an increased-contrast configuration over
    /// its scheme's standard one (its files hold what changes), the light
    /// one the base. Findings in every configuration's files are reported once.
    package static func tokenDocument(
        configs: [ThemeSource], pairs: ThemeSource? = nil, files: TokenFiles, limits: CompilerLimits = CompilerLimits()
    ) -> BrandedDocument {
        var imported = BrandedDocument(
            advice: ImportAdvice(advisor: TokenFileAdvisor(shape: .init(file: "")), roles: [:]))
        imported.file = configs[0].path
        var roots: [(source: ThemeSource, root: YAMLValue)] = []
        for source in configs {
            let (root, found) = YAMLReader(limits: limits.yaml).read(source.bytes, file: source.path)
            imported.diagnostics += found
            if let root { roots.append((source, root)) }
        }
        guard let first = roots.first else { return imported }
        return tokenDocument(imported, pairs: pairs, files: files, limits: limits) { importer in
            var contexts: [(placement: ConfigAppearances.Placement, context: ResolverModifier.Context)] = []
            for (source, root) in roots {
                importer.references.register(root)
                guard case .set(let trees)? = importer.styleDictionaryLayers(root)?.first else { continue }
                let placement = ConfigAppearances.placement(of: source.path)
                contexts.append(
                    (
                        placement,
                        .init(
                            name: placement.context,
                            range: SourceRange(file: source.path, start: root.range.start), trees: trees)
                    ))
            }
            // The files say how they are written: the first file of any
            // configuration (one whose globs match nothing says nothing).
            if let tree = contexts.lazy.flatMap(\.context.trees).first { importer.dialect = TokenDialect.of(tree) }
            // With Increase Contrast, the scheme's standard files, then the
            // configuration's own over them: what it does not hold falls
            // back, as a theme's missing increased-contrast value does.
            let layered = contexts.map { entry -> ResolverModifier.Context in
                guard entry.placement.increased,
                    let standard = contexts.first(where: {
                        !$0.placement.increased && $0.placement.dark == entry.placement.dark
                    })
                else { return entry.context }
                var context = entry.context
                context.trees = standard.context.trees + context.trees
                return context
            }
            let modifier = ResolverModifier(
                name: "appearance", range: SourceRange(file: first.source.path, start: first.root.range.start),
                contexts: layered, defaultContext: layered.first { $0.name == "light" }?.name, kind: .appearance)
            return importer.read(layered.isEmpty ? [] : [.modifier(modifier)], root: first.root)
        }
    }
}
