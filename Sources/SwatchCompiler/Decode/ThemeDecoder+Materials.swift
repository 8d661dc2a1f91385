/// `materials:`: the catalog material, vibrancy bindings, model overrides.
extension ThemeDecoder {
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
}
