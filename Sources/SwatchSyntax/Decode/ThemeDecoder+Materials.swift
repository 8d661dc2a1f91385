import Swatch
import SwatchDiagnostics
import SwatchModel

/// `materials:`: the catalog material, vibrancy bindings, model overrides.
extension ThemeDecoder {
    package static let materialKeys = ["material", "vibrancy", "model"]
    /// The keys of a scheme's model (`model: { light: { tint: …, blur: … } }`).
    package static let modelKeys = ["tint", "opacity", "blur", "saturation"]

    /// The material `pair` declares; nil when it has any mistake in it. Its
    /// bindings and model are read past a missing or unknown catalog
    /// material, for their own mistakes and the colors they bind.
    func decodeMaterial(_ pair: YAMLValue.Pair, platform: Platform, _ context: inout DecodeContext)
        -> MaterialDeclaration?
    {
        let errors = context.diagnostics.count
        let what = { "material '\(pair.key.scalar ?? "")'" }
        guard let pairs = declarationPairs(pair, .material, what: what(), known: Self.materialKeys, &context) else {
            return nil
        }
        var material: Located<Material>?
        if let materialNode = requiredValue(
            "material", in: pairs, of: pair, what: what(), hint: "which catalog material it is, e.g. 'thin'", &context),
            let name = context.string(materialNode, what: "'material'")
        {
            material = catalogMaterial(name, platform: platform, &context)
        }
        var vibrancy: [VibrancyBinding] = []
        // Every color a binding names, its style read or not.
        var boundColors: [Located<String>] = []
        var model: MaterialModelOverride?
        for field in pairs {
            switch field.key.scalar {
            case "vibrancy":
                guard let bindings = field.value.pairs else {
                    context.error(.themeType, "'vibrancy' must map color names to vibrancy styles", at: field.value)
                    continue
                }
                for binding in bindings {
                    let color = Located(binding.key.scalar ?? "", at: binding.key.range)
                    boundColors.append(color)
                    guard let style = context.word(binding.value, what: "vibrancy style", as: Vibrancy.self) else {
                        continue
                    }
                    vibrancy.append(VibrancyBinding(color: color, style: style))
                }
            case "model": model = decodeModel(field.value, &context)
            default: continue
            }
        }
        guard let material, context.diagnostics.count == errors else {
            context.leaveUnread(UnreadDeclaration(name: name(pair), kind: .material, colors: boundColors))
            return nil
        }
        return MaterialDeclaration(
            name: name(pair), material: material, vibrancy: vibrancy, model: model, range: pair.key.range)
    }

    /// The catalog family a platform's materials come from; nil for watchOS,
    /// which has none (MAT-watchos reports a theme that declares one).
    package static func materialFamily(for platform: Platform) -> Material.Family? {
        switch platform {
        case .iOS, .visionOS: .iOS
        case .macOS: .macOS
        case .tvOS: .tvOS
        case .watchOS: nil
        }
    }

    /// The material a name gives in the platform's catalog. A watchOS theme,
    /// which has no materials, is read against iOS's catalog so that the rest
    /// of the theme can still be checked and MAT-watchos can speak.
    private func catalogMaterial(_ name: Located<String>, platform: Platform, _ context: inout DecodeContext)
        -> Located<Material>?
    {
        let family = Self.materialFamily(for: platform) ?? .iOS
        if let material = Material.named(name.value, in: family) { return Located(material, at: name.range) }
        let names = Material.catalog.filter { $0.family == family }.map(\.name)
        var message = "'\(name.value)' is not an \(family.rawValue) material"
        var fixIt: Diagnostic.FixIt?
        if let other = Material.named(name.value).first {
            message +=
                " (it is a \(other.family.rawValue) one); a \(platform.rawValue) theme has: \(names.joined(separator: ", "))"
        } else {
            message += Suggestions.hint(for: name.value, in: names, listing: true)
            fixIt = Suggestions.fixIt(for: name.value, in: names)
        }
        context.error(.themeValue, message, at: name.range, fixIt: fixIt)
        return nil
    }

    private func decodeModel(_ node: YAMLValue, _ context: inout DecodeContext) -> MaterialModelOverride? {
        var model = MaterialModelOverride()
        for scheme in context.mapping(node, what: "'model'", known: Self.schemeKeys) ?? [] {
            var values = MaterialModelOverride.Values()
            for field in context.mapping(
                scheme.value, what: "the \(scheme.key.scalar ?? "") model", known: Self.modelKeys) ?? []
            {
                switch field.key.scalar {
                case "tint": values.tint = ColorLiteral.read(field.value, what: "'tint'", context: &context)
                case "opacity":
                    values.opacity = context.number(field.value, what: "'opacity'", percent: true, in: 0...1)
                case "blur": values.blur = context.number(field.value, what: "'blur' (points)", in: 0...1000)
                default: values.saturation = context.number(field.value, what: "'saturation'", in: 0...10)
                }
            }
            if scheme.key.scalar == "light" { model.light = values } else { model.dark = values }
        }
        return model
    }
}
