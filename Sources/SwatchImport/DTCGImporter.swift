import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchExport
import SwatchModel
import SwatchPipeline
@_spi(Stages) import SwatchSyntax

/// Reads a Design Tokens file — a token file, or a resolver document
/// (2025.10) with its sets inline — into the theme language's model.
///
/// JSON is YAML to libyaml, so the file goes through the YAML stage and every
/// token keeps its line and column. For each of the eight states a color can
/// differ in, the importer picks one context of each modifier by the words
/// of the context names (`dark`, `elevated`, `high`/`more`/`increased`
/// contrast; a modifier whose contexts say none of them stays at its
/// default), merges the sources in resolution order, follows aliases, and
/// reads every `color` token. Roles and pairs come from the tokens'
/// `$extensions` under `dev.swatch` (docs/import.md).
struct DTCGImporter {
    var file: String
    var namespace: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Aliases a token may follow to reach a value (``CompilerLimits/referenceDepth``).
    var maximumAliasDepth = CompilerLimits().referenceDepth

    init(file: String, namespace: String) {
        self.file = file
        self.namespace = namespace
    }

    /// A token as defined by one source: its node and the `$type` it has or inherits.
    struct Definition {
        var node: YAMLValue
        var type: String?
    }

    typealias TokenMap = [String: Definition]

    mutating func read(_ root: YAMLValue) -> ImportedTheme {
        var theme = ImportedTheme(file: file, namespace: namespace)
        guard root.pairs != nil else {
            error(.themeType, "a token file is a JSON object; this is \(root.kindDescription)", at: root.range)
            return theme
        }
        // The layers: each an ordered list of token trees, with the context
        // to take from each modifier decided per state.
        var layers: [Layer] = []
        if let order = root["resolutionOrder"] {
            layers = resolverLayers(root, order: order)
        } else {
            layers = [.set([root])]
        }
        // Every state's merged tokens.
        var order: [String] = []
        var states: [Int: TokenMap] = [:]
        for state in ColorStates.all {
            var map: TokenMap = [:]
            for layer in layers {
                for tree in layer.trees(for: state) {
                    flatten(tree, path: [], type: nil, into: &map, order: &order)
                }
            }
            states[state.index] = map
        }
        let colorPaths = uniqued(order)
            .filter { path in
                states.values.contains { $0[path]?.type == "color" }
            }
        let names = Self.names(for: colorPaths)
        var pathNames: [String: String] = [:]
        for (path, name) in zip(colorPaths, names) { pathNames[path] = name }
        for (path, name) in zip(colorPaths, names) {
            let first = states[Appearance.light.index]?[path] ?? states.values.compactMap { $0[path] }.first!
            var color = ImportedColor(name: Located(name, at: first.node.range))
            for state in ColorStates.all {
                guard let definition = states[state.index]?[path], definition.type == "color",
                    let value = definition.node["$value"]
                else { continue }
                if let resolved = resolve(value, in: states[state.index]!, from: path) {
                    color.values[state.index] = resolved
                }
            }
            readExtensions(first.node, into: &color, names: pathNames)
            if let description = first.node["$description"]?.scalar {
                color.description = Located(description, at: first.node["$description"]!.range)
            }
            theme.colors.append(color)
        }
        if let extensions = swatchExtensions(of: sourceRoot(root)) { readThemeExtensions(extensions, into: &theme) }
        return theme
    }

    // MARK: Layers

    enum Layer {
        case set([YAMLValue])
        /// contexts by name, in file order, and the default's name.
        case modifier([(String, [YAMLValue])], defaultContext: String?)

        func trees(for state: Appearance) -> [YAMLValue] {
            switch self {
            case .set(let trees): return trees
            case .modifier(let contexts, let defaultContext):
                let chosen = DTCGImporter.context(for: state, among: contexts.map(\.0), defaultContext: defaultContext)
                return contexts.first { $0.0 == chosen }?.1 ?? []
            }
        }
    }

    /// The context of a modifier for a state: of those whose words agree
    /// with the state, the one that says the most about it; the default
    /// when none says anything.
    static func context(for state: Appearance, among names: [String], defaultContext: String?) -> String? {
        var best: (String, Int)?
        for name in names {
            let words = Set(ExportNames.words(name))
            var said = 0
            var agrees = true
            let dark = words.contains("dark")
            let light = words.contains("light")
            if dark || light {
                said += 1
                agrees = agrees && (dark == (state.colorScheme == .dark))
            }
            if words.contains("elevated") {
                said += 1
                agrees = agrees && state.level == .elevated
            }
            if !words.isDisjoint(with: ["increased", "high", "more", "hc"]) {
                said += 1
                agrees = agrees && state.contrast == .increased
            }
            guard agrees, said > 0, said > (best?.1 ?? 0) else { continue }
            best = (name, said)
        }
        return best?.0 ?? defaultContext ?? names.first
    }

    private mutating func resolverLayers(_ root: YAMLValue, order: YAMLValue) -> [Layer] {
        guard let items = order.items else {
            error(
                .themeType, "'resolutionOrder' is a list of sets and modifiers; this is \(order.kindDescription)",
                at: order.range)
            return []
        }
        return items.compactMap { item -> Layer? in
            var node = item
            if let reference = item["$ref"]?.scalar {
                let parts = reference.split(separator: "/").map(String.init)
                guard parts.count == 3, parts[0] == "#", ["sets", "modifiers"].contains(parts[1]),
                    let target = root[parts[1]]?[parts[2]]
                else {
                    error(
                        .themeReference,
                        "'\(reference)' names no set or modifier of this document; only references inside the file (#/sets/NAME, #/modifiers/NAME) are read",
                        at: item["$ref"]!.range)
                    return nil
                }
                node = target
            }
            if let contexts = node["contexts"]?.pairs {
                return .modifier(
                    contexts.compactMap { pair in pair.key.scalar.map { ($0, sources(pair.value)) } },
                    defaultContext: node["default"]?.scalar)
            }
            if let sourceList = node["sources"] { return .set(sources(sourceList)) }
            error(.themeMissing, "a set needs 'sources' and a modifier 'contexts'", at: node.range)
            return nil
        }
    }

    private mutating func sources(_ node: YAMLValue) -> [YAMLValue] {
        guard let items = node.items else {
            error(.themeType, "sources are a list of token objects; this is \(node.kindDescription)", at: node.range)
            return []
        }
        return items.filter { item in
            if let reference = item["$ref"] {
                error(
                    .themeReference,
                    "'\(reference.scalar ?? "")': tokens in other files are not read; put them inline in the sources",
                    at: reference.range)
                return false
            }
            return true
        }
    }

    /// The first inline source of the first set: where the exporter keeps the
    /// theme's own `$extensions`; for a plain token file, the root.
    private func sourceRoot(_ root: YAMLValue) -> YAMLValue {
        guard root["resolutionOrder"] != nil, let sets = root["sets"]?.pairs else { return root }
        for set in sets {
            if let source = set.value["sources"]?.items?.first(where: { $0["$ref"] == nil }) { return source }
        }
        return root
    }

    // MARK: Tokens

    private func flatten(
        _ node: YAMLValue, path: [String], type: String?, into map: inout TokenMap, order: inout [String]
    ) {
        guard let pairs = node.pairs else { return }
        let type = node["$type"]?.scalar ?? type
        if node["$value"] != nil {
            let key = path.joined(separator: ".")
            // A context that replaces a token's value need not repeat its type.
            map[key] = Definition(node: node, type: type ?? map[key]?.type)
            order.append(key)
            return
        }
        for pair in pairs {
            guard let key = pair.key.scalar, !key.hasPrefix("$") else { continue }
            flatten(pair.value, path: path + [key], type: type, into: &map, order: &order)
        }
    }

    /// A `$value`: a color object, a CSS string, or an alias `{path}` followed
    /// through the state's tokens: in a loop, and at most
    /// ``CompilerLimits/referenceDepth`` aliases, so a long chain neither
    /// overflows the stack nor takes long.
    private mutating func resolve(_ value: YAMLValue, in map: TokenMap, from path: String) -> Located<Color>? {
        var node = value
        var chain = [path]
        var seen: Set = [path]
        while let text = node.scalar, text.hasPrefix("{"), text.hasSuffix("}") {
            let target = String(text.dropFirst().dropLast())
            guard let definition = map[target], let next = definition.node["$value"] else {
                error(.themeReference, "the alias '\(text)' names no token", at: node.range)
                return nil
            }
            if seen.contains(target) {
                error(
                    .themeCycle,
                    "tokens alias each other in a circle: \((chain + [target]).joined(separator: " → "))",
                    at: node.range)
                return nil
            }
            if chain.count > maximumAliasDepth {
                error(
                    .themeCycle,
                    "the token '\(path)' follows more than \(maximumAliasDepth.grouped) aliases to reach a value, the limit; give a token along the chain a value of its own",
                    at: value.range)
                return nil
            }
            chain.append(target)
            seen.insert(target)
            node = next
        }
        guard let color = color(node) else { return nil }
        return Located(color, at: value.range)
    }

    /// A DTCG color value: `{colorSpace, components, alpha}` (or, as older
    /// files have it, a CSS color string).
    private mutating func color(_ node: YAMLValue) -> Color? {
        if let text = node.scalar {
            switch CSSColorParser.parse(text) {
            case .success(let color): return color
            case .failure(let problem):
                error(.themeLiteral, "'\(text)' is not a color: \(problem.message)", at: node.range)
                return nil
            }
        }
        guard let space = node["colorSpace"]?.scalar, let items = node["components"]?.items, items.count == 3 else {
            error(
                .themeType, "a color value is an object with 'colorSpace' and three 'components'",
                at: node["components"]?.range ?? node.range)
            return nil
        }
        let components = items.map { $0.scalar == "none" ? 0 : Double($0.scalar ?? "") }
        guard let c = components as? [Double], components.allSatisfy({ $0 != nil }) else {
            error(.themeType, "a color's components are numbers", at: node["components"]!.range)
            return nil
        }
        let alpha = node["alpha"]?.scalar.flatMap(Double.init) ?? 1
        switch space {
        case "srgb": return Color(red: c[0], green: c[1], blue: c[2], alpha: alpha)
        case "display-p3": return DisplayP3(red: c[0], green: c[1], blue: c[2], alpha: alpha).color
        default:
            // Every other space of the format has a CSS form; the CSS parser
            // is the one place its conversions live.
            let css: String
            switch space {
            case "hsl", "hwb", "lab", "lch", "oklab", "oklch":
                let percent = space == "hsl" || space == "hwb"
                css = "\(space)(\(c[0]) \(c[1])\(percent ? "%" : "") \(c[2])\(percent ? "%" : "") / \(alpha))"
            default:
                css = "color(\(space) \(c[0]) \(c[1]) \(c[2]) / \(alpha))"
            }
            if case .success(let color) = CSSColorParser.parse(css) { return color }
            error(
                .themeValue,
                "the color space '\(space)' is not one Swatch reads (srgb, display-p3, hsl, hwb, lab, lch, oklab, oklch, srgb-linear, xyz-d65, xyz-d50, a98-rgb, prophoto-rgb, rec2020)",
                at: node["colorSpace"]!.range)
            return nil
        }
    }

    // MARK: Extensions

    private func swatchExtensions(of node: YAMLValue) -> YAMLValue? {
        node["$extensions"]?[DTCGExporter.extensionKey]
    }

    private mutating func readExtensions(_ node: YAMLValue, into color: inout ImportedColor, names: [String: String]) {
        guard let fields = swatchExtensions(of: node) else { return }
        if let role = fields["role"], let text = role.scalar {
            if let value = ColorRoleName(rawValue: text) {
                color.role = Located(value, at: role.range)
            } else {
                error(
                    .themeValue,
                    "'\(text)' is not a role: use \(ColorRoleName.allCases.map(\.rawValue).joined(separator: ", "))",
                    at: role.range)
            }
        }
        if let text = fields["text"], let value = text.scalar {
            if let size = TextSize(rawValue: value) {
                color.text = Located(size, at: text.range)
            } else {
                error(.themeValue, "'\(value)' is not a text size: use small, large or bold", at: text.range)
            }
        }
        for entry in fields["on"]?.items.map(Array.init) ?? [] {
            guard let value = entry.scalar else { continue }
            // A reference to a token of this file, or a name (of a material,
            // or of the system palette when the file extends it).
            var name = value
            if value.hasPrefix("{"), value.hasSuffix("}") {
                let path = String(value.dropFirst().dropLast())
                name = names[path] ?? path
            }
            color.on.append(Located(name, at: entry.range))
        }
        color.targets = targets(fields["contrast"])
        if let exempt = fields["exempt"], let reason = exempt.scalar {
            color.exemption = Located(reason, at: exempt.range)
        }
    }

    private func targets(_ node: YAMLValue?) -> ContrastTargetOverrides {
        func number(_ key: String) -> Located<Double>? {
            guard let field = node?[key], let value = field.scalar.flatMap(Double.init) else { return nil }
            return Located(value, at: field.range)
        }
        return ContrastTargetOverrides(minimum: number("minimum"), aim: number("aim"))
    }

    private mutating func readThemeExtensions(_ fields: YAMLValue, into theme: inout ImportedTheme) {
        if let extends = fields["extends"], let value = extends.scalar {
            theme.extends = Located(value, at: extends.range)
        }
        if let platform = fields["platform"], let value = platform.scalar.flatMap(Platform.init(caseInsensitive:)) {
            theme.platform = Located(value, at: platform.range)
        }
        theme.targets = targets(fields["contrast"])
        let family = ThemeDecoder.materialFamily(for: theme.platform?.value ?? .iOS) ?? .iOS
        for pair in fields["materials"]?.pairs.map(Array.init) ?? [] {
            guard let name = pair.key.scalar, let materialNode = pair.value["material"] else { continue }
            guard
                let material = word(materialNode, "an \(family.rawValue) material", { Material.named($0, in: family) })
            else { continue }
            var declaration = MaterialDeclaration(
                name: Located(name, at: pair.key.range), material: Located(material, at: materialNode.range),
                range: pair.value.range)
            declaration.vibrancy = (pair.value["vibrancy"]?.pairs.map(Array.init) ?? [])
                .compactMap { binding in
                    guard let color = binding.key.scalar,
                        let style = word(binding.value, "a vibrancy style", { Vibrancy(rawValue: $0) })
                    else { return nil }
                    return VibrancyBinding(
                        color: Located(color, at: binding.key.range), style: Located(style, at: binding.value.range))
                }
            theme.materials.append(declaration)
        }
        for pair in fields["surfaces"]?.pairs.map(Array.init) ?? [] {
            guard let name = pair.key.scalar, let kindNode = pair.value["kind"],
                let kind = word(kindNode, "a kind of surface", { SurfaceKind(rawValue: $0) })
            else { continue }
            func located(_ key: String) -> Located<String>? {
                pair.value[key].flatMap { node in node.scalar.map { Located($0, at: node.range) } }
            }
            func list(_ key: String) -> [Located<String>] {
                (pair.value[key]?.items.map(Array.init) ?? [])
                    .compactMap { node in node.scalar.map { Located($0, at: node.range) } }
            }
            func typed<Word>(_ key: String, _ what: String, _ read: (String) -> Word?) -> Located<Word>? {
                pair.value[key].flatMap { node in word(node, what, read).map { Located($0, at: node.range) } }
            }
            var surface = SurfaceDeclaration(
                name: Located(name, at: pair.key.range), kind: Located(kind, at: kindNode.range),
                background: located("background"), range: pair.value.range)
            surface.content = list("content")
            surface.detents = (pair.value["detents"]?.items.map(Array.init) ?? [])
                .compactMap { node in
                    word(node, "a detent (medium, large or a percentage)", { Sheet.Detent($0) })
                        .map { Located($0, at: node.range) }
                }
            surface.grabber = typed("grabber", "a grabber setting") { Sheet.GrabberVisibility(rawValue: $0) }
            surface.blending = typed("blending", "a blending mode") { Material.Blending(rawValue: $0) }
            theme.surfaces.append(surface)
        }
    }

    // MARK: Names

    /// Token paths as color names: the paths without their common first
    /// group (`color.brand` → `brand`) when every color shares one.
    static func names(for paths: [String]) -> [String] {
        let firsts = Set(paths.map { $0.split(separator: ".").first.map(String.init) ?? $0 })
        guard firsts.count == 1, paths.allSatisfy({ $0.contains(".") }) else { return paths }
        return paths.map { String($0.drop { $0 != "." }.dropFirst()) }
    }

    private func uniqued(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    /// A word of the language in a token file's `$extensions`: read as the
    /// decoder reads it, a located error when it is not one.
    private mutating func word<Word>(_ node: YAMLValue, _ what: String, _ read: (String) -> Word?) -> Word? {
        guard let text = node.scalar, let word = read(text) else {
            error(.themeValue, "'\(node.scalar ?? "")' is not \(what)", at: node.range)
            return nil
        }
        return word
    }

    private mutating func error(_ rule: RuleID, _ message: String, at range: SourceRange) {
        // A token is read once per state; its problem is reported once.
        let diagnostic = Diagnostic(rule, message, at: range)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }
}
