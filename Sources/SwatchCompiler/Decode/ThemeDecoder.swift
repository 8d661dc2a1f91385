/// The Decode stage: a located YAML tree → the theme's AST.
///
/// It checks the shape of the file (known keys, right kinds of values, valid
/// literals and words) and nothing that needs another declaration: whether a
/// name refers to something is the resolver's question.
public struct ThemeDecoder: Sendable {
    /// The language versions this compiler reads.
    public static let supportedVersions = 1...1

    public static let topLevelKeys = [
        "swatch", "extends", "access", "platform", "contrast", "rules", "colors", "materials", "surfaces", "images",
    ]

    public init() {}

    public func decode(_ root: YAMLNode, file: String, namespace: String) -> (ThemeAST, [Diagnostic]) {
        var context = DecodeContext()
        var theme = ThemeAST(file: file, namespace: namespace)
        guard let pairs = context.mapping(root, what: "a theme", known: Self.topLevelKeys) else {
            return (theme, context.diagnostics)
        }
        for pair in pairs {
            let value = pair.value
            switch pair.key.scalar {
            case "swatch": theme.version = decodeVersion(value, &context)
            case "extends":
                if let name = context.string(value, what: "'extends'") {
                    if name.value == "system" {
                        theme.extends = name
                    } else {
                        context.error(.themeValue, "'extends' takes 'system' (the system palette), not '\(name.value)'", at: value)
                    }
                }
            case "access": theme.access = context.word(value, what: "access level", as: AccessLevel.self)
            case "platform":
                if let text = context.string(value, what: "'platform'") {
                    if let platform = Platform(caseInsensitive: text.value) {
                        theme.platform = Located(platform, at: text.range)
                    } else {
                        let names = Platform.allCases.map(\.rawValue)
                        context.error(
                            .themeValue, "'\(text.value)' is not a platform\(Suggestions.hint(for: text.value, in: names, listing: true))",
                            at: value)
                    }
                }
            case "contrast": theme.targets = decodeTargets(value, &context)
            case "rules": theme.rules = decodeRules(value, &context)
            case "colors":
                theme.colors = context.namedEntries(value, section: "colors").compactMap { decodeColor($0, &context) }
            case "materials":
                theme.materials = context.namedEntries(value, section: "materials").compactMap { decodeMaterial($0, &context) }
            case "surfaces":
                theme.surfaces = context.namedEntries(value, section: "surfaces").compactMap { decodeSurface($0, &context) }
            case "images":
                theme.images = context.namedEntries(value, section: "images").compactMap { decodeImage($0, &context) }
            default: break
            }
        }
        if theme.version == nil, !pairs.contains(where: { $0.key.scalar == "swatch" }) {
            context.error(
                .themeVersion, "the theme does not say which language version it is written in",
                at: SourceRange(file: file, start: root.range.start),
                fixIt: .init(replacement: "swatch: 1\n", message: "add 'swatch: 1' as the first line"))
        }
        return (theme, context.diagnostics)
    }

    private func decodeVersion(_ node: YAMLNode, _ context: inout DecodeContext) -> Located<Int>? {
        guard let version = context.integer(node, what: "'swatch' (the language version)") else { return nil }
        guard Self.supportedVersions.contains(version.value) else {
            context.error(
                .themeVersion,
                "language version \(version.value) is not supported; this compiler reads version \(Self.supportedVersions.upperBound)",
                at: node)
            return nil
        }
        return version
    }

    /// `contrast: 7` (the aim) or `contrast: { minimum: 4.5, aim: 7 }`.
    func decodeTargets(_ node: YAMLNode, _ context: inout DecodeContext) -> ContrastTargetOverrides {
        let ratio = 1.0...21.0
        if node.scalar != nil {
            return ContrastTargetOverrides(aim: context.number(node, what: "a contrast target", in: ratio))
        }
        var targets = ContrastTargetOverrides()
        for pair in context.mapping(node, what: "'contrast'", known: ["minimum", "aim"]) ?? [] {
            let value = context.number(pair.value, what: "a contrast ratio", in: ratio)
            if pair.key.scalar == "minimum" { targets.minimum = value } else { targets.aim = value }
        }
        if let minimum = targets.minimum, let aim = targets.aim, aim.value < minimum.value {
            context.error(
                .themeValue, "the contrast aim (\(aim.value.formatted):1) is below the minimum (\(minimum.value.formatted):1)",
                at: aim.range)
        }
        return targets
    }

    /// `rules: { MAT-quaternary-thin: off, DM-variants: error }`.
    func decodeRules(_ node: YAMLNode, _ context: inout DecodeContext) -> [RuleSetting] {
        guard let pairs = node.pairs else {
            context.error(.themeType, "'rules' must be a mapping from rule ids to off, note, warning or error", at: node)
            return []
        }
        return pairs.compactMap { pair in
            guard let id = pair.key.scalar else { return nil }
            guard let rule = RuleCatalog.description(of: RuleID(rawValue: id)) else {
                let hint = Suggestions.hint(for: id, in: RuleCatalog.all.map(\.id.rawValue))
                context.error(.themeRuleID, "there is no rule '\(id)'\(hint) (docs/diagnostics.md lists every rule)", at: pair.key)
                return nil
            }
            guard rule.canBeSilenced else {
                context.error(.themeRuleID, "'\(id)' reports a theme that cannot be read or compiled; it cannot be changed", at: pair.key)
                return nil
            }
            guard let level = context.word(pair.value, what: "rule level", as: RuleSetting.Level.self) else { return nil }
            return RuleSetting(rule: Located(rule.id, at: pair.key.range), level: level)
        }
    }

    private func name(_ pair: YAMLNode.Pair) -> Located<String> {
        Located(pair.key.scalar ?? "", at: pair.key.range)
    }

    // MARK: Sections

    static let colorKeys = [
        "role", "light", "dark", "increasedContrast", "on", "text", "contrast", "rules", "exempt", "description",
    ]

    func decodeColor(_ pair: YAMLNode.Pair, _ context: inout DecodeContext) -> ColorDeclaration? {
        let what = { "color '\(pair.key.scalar ?? "")'" }
        guard let pairs = context.mapping(pair.value, what: what(), known: Self.colorKeys) else { return nil }
        // A handful of keys: a linear search beats building a dictionary.
        func field(_ key: String) -> YAMLNode.Pair? { pairs.first { $0.key.scalar == key } }
        guard let roleNode = field("role")?.value else {
            context.error(
                .themeMissing,
                "\(what()) has no 'role'; add one of: \(ColorRoleName.allCases.map(\.rawValue).joined(separator: ", "))",
                at: pair.key)
            return nil
        }
        guard let role = context.word(roleNode, what: "role", as: ColorRoleName.self) else { return nil }
        guard let standard = decodeSchemes(pairs, owner: pair, what: what(), &context) else { return nil }
        var color = ColorDeclaration(name: name(pair), role: role, standard: standard)
        if let node = field("increasedContrast")?.value {
            let inner = context.mapping(node, what: "'increasedContrast' of \(what())", known: ["light", "dark"]) ?? []
            color.increasedContrast = decodeSchemes(inner, owner: field("increasedContrast")!, what: what(), &context, required: false)
        }
        if let node = field("on")?.value { color.on = context.names(node, what: "'on'") }
        if let node = field("text")?.value { color.text = context.word(node, what: "text size", as: TextSize.self) }
        if let node = field("contrast")?.value { color.targets = decodeTargets(node, &context) }
        if let node = field("rules")?.value { color.rules = decodeRules(node, &context) }
        if let node = field("exempt")?.value { color.exemption = context.string(node, what: "'exempt' (the reason)") }
        if let node = field("description")?.value { color.description = context.string(node, what: "'description'") }
        return color
    }

    /// The `light:` and `dark:` values among `pairs`.
    private func decodeSchemes(
        _ pairs: [YAMLNode.Pair], owner: YAMLNode.Pair, what: @autoclosure () -> String, _ context: inout DecodeContext, required: Bool = true
    ) -> SchemeValues? {
        var values = SchemeValues(light: nil, dark: nil, range: owner.key.range)
        var failed = false
        for pair in pairs {
            switch pair.key.scalar {
            case "light", "dark":
                guard let expression = decodeExpression(pair.value, what: "the \(pair.key.scalar!) value of \(what())", nested: false, &context) else {
                    failed = true
                    continue
                }
                if pair.key.scalar == "light" { values.light = expression } else { values.dark = expression }
            default: continue
            }
        }
        if failed { return nil }
        if required, values.light == nil, values.dark == nil {
            context.error(.themeMissing, "\(what()) has no value; give it 'light:' and 'dark:'", at: owner.key)
            return nil
        }
        return values
    }

    /// A literal, `{ ref: name, alpha: 0.6 }`, or `{ base: …, elevated: … }`.
    func decodeExpression(_ node: YAMLNode, what: @autoclosure () -> String, nested: Bool, _ context: inout DecodeContext) -> ColorExpression? {
        if node.scalar != nil, !node.isNull {
            return ColorLiteral.read(node, what: what(), context: &context).map { .literal($0.value, $0.range) }
        }
        guard let pairs = node.pairs else {
            context.error(
                .themeType,
                "\(what()) must be a color literal, { ref: name }, or { base: …, elevated: … }; not \(node.kindDescription)",
                at: node)
            return nil
        }
        let keys = pairs.compactMap(\.key.scalar)
        if keys.contains("ref") {
            guard let fields = context.mapping(node, what: "a reference", known: ["ref", "alpha"]) else { return nil }
            var name: Located<String>?
            var alpha: Located<Double>?
            for field in fields {
                if field.key.scalar == "ref" {
                    name = context.string(field.value, what: "'ref' (a color's name)")
                } else {
                    alpha = context.number(field.value, what: "'alpha'", percent: true, in: 0...1)
                }
            }
            return name.map { .reference($0, alpha: alpha) }
        }
        if nested {
            context.error(.themeType, "\(what()) must be a color literal or { ref: name }; levels do not nest", at: node)
            return nil
        }
        guard let fields = context.mapping(node, what: what(), known: ["base", "elevated"]) else { return nil }
        var base: ColorExpression?
        var elevated: ColorExpression?
        for field in fields {
            let level = field.key.scalar ?? ""
            let value = decodeExpression(field.value, what: "the \(level) value of \(what())", nested: true, &context)
            if level == "base" { base = value } else { elevated = value }
        }
        guard let base else {
            if fields.contains(where: { $0.key.scalar == "base" }) { return nil }
            context.error(.themeMissing, "\(what()) gives levels but no 'base' value", at: node)
            return nil
        }
        return .levels(base: base, elevated: elevated, node.range)
    }

    static let materialKeys = ["material", "vibrancy", "model"]

    func decodeMaterial(_ pair: YAMLNode.Pair, _ context: inout DecodeContext) -> MaterialDeclaration? {
        let what = { "material '\(pair.key.scalar ?? "")'" }
        guard let pairs = context.mapping(pair.value, what: what(), known: Self.materialKeys) else { return nil }
        guard let materialNode = pairs.first(where: { $0.key.scalar == "material" })?.value else {
            context.error(.themeMissing, "\(what()) has no 'material' (which catalog material it is, e.g. 'thin')", at: pair.key)
            return nil
        }
        guard let material = context.string(materialNode, what: "'material'") else { return nil }
        var declaration = MaterialDeclaration(name: name(pair), material: material, range: pair.key.range)
        for field in pairs {
            switch field.key.scalar {
            case "vibrancy":
                guard let bindings = field.value.pairs else {
                    context.error(.themeType, "'vibrancy' must map color names to vibrancy styles", at: field.value)
                    continue
                }
                for binding in bindings {
                    guard let style = context.string(binding.value, what: "a vibrancy style") else { continue }
                    declaration.vibrancy.append(
                        VibrancyBinding(color: Located(binding.key.scalar ?? "", at: binding.key.range), style: style))
                }
            case "model": declaration.model = decodeModel(field.value, &context)
            default: continue
            }
        }
        return declaration
    }

    private func decodeModel(_ node: YAMLNode, _ context: inout DecodeContext) -> MaterialModelOverride? {
        var model = MaterialModelOverride()
        for scheme in context.mapping(node, what: "'model'", known: ["light", "dark"]) ?? [] {
            var values = MaterialModelOverride.Values()
            let known = ["tint", "opacity", "blur", "saturation"]
            for field in context.mapping(scheme.value, what: "the \(scheme.key.scalar ?? "") model", known: known) ?? [] {
                switch field.key.scalar {
                case "tint": values.tint = ColorLiteral.read(field.value, what: "'tint'", context: &context)
                case "opacity": values.opacity = context.number(field.value, what: "'opacity'", percent: true, in: 0...1)
                case "blur": values.blur = context.number(field.value, what: "'blur' (points)", in: 0...1000)
                default: values.saturation = context.number(field.value, what: "'saturation'", in: 0...10)
                }
            }
            if scheme.key.scalar == "light" { model.light = values } else { model.dark = values }
        }
        return model
    }

    static let surfaceKeys = ["kind", "background", "content", "detents", "grabber", "blending"]

    func decodeSurface(_ pair: YAMLNode.Pair, _ context: inout DecodeContext) -> SurfaceDeclaration? {
        let what = { "surface '\(pair.key.scalar ?? "")'" }
        guard let pairs = context.mapping(pair.value, what: what(), known: Self.surfaceKeys) else { return nil }
        guard let kindNode = pairs.first(where: { $0.key.scalar == "kind" })?.value else {
            context.error(.themeMissing, "\(what()) has no 'kind' (window, sheet, popover, sidebar …)", at: pair.key)
            return nil
        }
        guard let kind = context.string(kindNode, what: "'kind'") else { return nil }
        var surface = SurfaceDeclaration(name: name(pair), kind: kind, range: pair.key.range)
        for field in pairs {
            switch field.key.scalar {
            case "background": surface.background = context.string(field.value, what: "'background'")
            case "content": surface.content = context.names(field.value, what: "'content'")
            case "detents": surface.detents = context.names(field.value, what: "'detents'")
            case "grabber": surface.grabber = context.string(field.value, what: "'grabber'")
            case "blending": surface.blending = context.string(field.value, what: "'blending'")
            default: continue
            }
        }
        return surface
    }

    static let imageKeys = [
        "kind", "alt", "decorative", "size", "light", "dark", "increasedContrast", "scales", "variants", "sizes",
    ]

    func decodeImage(_ pair: YAMLNode.Pair, _ context: inout DecodeContext) -> ImageDeclarationNode? {
        let what = { "image '\(pair.key.scalar ?? "")'" }
        guard let pairs = context.mapping(pair.value, what: what(), known: Self.imageKeys) else { return nil }
        var image = ImageDeclarationNode(name: name(pair), range: pair.key.range)
        for field in pairs {
            let value = field.value
            switch field.key.scalar {
            case "kind": image.kind = context.string(value, what: "'kind'")
            case "alt": image.alt = context.string(value, what: "'alt' (the alternative text)")
            case "decorative": image.decorative = context.bool(value, what: "'decorative'")
            case "size": image.size = decodePointSize(value, &context)
            case "light": image.light = context.string(value, what: "'light' (a file path)")
            case "dark": image.dark = context.string(value, what: "'dark' (a file path)")
            case "increasedContrast":
                for variant in context.mapping(value, what: "'increasedContrast'", known: ["light", "dark"]) ?? [] {
                    let path = context.string(variant.value, what: "a file path")
                    if variant.key.scalar == "light" { image.increasedContrastLight = path } else { image.increasedContrastDark = path }
                }
            case "scales":
                image.scales = (value.items ?? [value]).compactMap { context.integer($0, what: "a scale (1, 2 or 3)") }
            case "variants":
                if let word = context.string(value, what: "'variants'") {
                    if word.value == "required" || word.value == "optional" {
                        image.needsAppearanceVariants = Located(word.value == "required", at: word.range)
                    } else {
                        context.error(.themeValue, "'variants' takes 'required' or 'optional', not '\(word.value)'", at: value)
                    }
                }
            case "sizes":
                guard let entries = value.pairs else {
                    context.error(.themeType, "'sizes' must map pixel sizes to files (1024: Icon-1024.png)", at: value)
                    continue
                }
                for entry in entries {
                    guard let size = context.integer(entry.key, what: "an icon size in pixels"),
                        let file = context.string(entry.value, what: "a file path")
                    else { continue }
                    image.iconSizes.append(IconSizeEntry(size: size, file: file))
                }
            default: continue
            }
        }
        return image
    }

    /// `64x64`, or `64` for a square.
    private func decodePointSize(_ node: YAMLNode, _ context: inout DecodeContext) -> Located<PointSize>? {
        guard let text = node.scalar else {
            context.error(.themeType, "'size' must be written WIDTHxHEIGHT in points, e.g. 64x64", at: node)
            return nil
        }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Double($0.filter { $0 != " " }) }
        guard numbers.count == parts.count, (1...2).contains(numbers.count), numbers.allSatisfy({ $0 > 0 && $0.isFinite }) else {
            context.error(.themeValue, "'size' must be written WIDTHxHEIGHT in points, e.g. 64x64; '\(text)' is not", at: node)
            return nil
        }
        return Located(PointSize(width: numbers[0], height: numbers.last!), at: node.range)
    }
}
