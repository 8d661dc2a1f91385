import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

/// What the `$extensions` under `dev.swatch` say: a token's role, text
/// size, pairs, contrast targets and exemption; the theme's platform,
/// materials and surfaces.
extension DTCGImporter {
    func swatchExtensions(of node: YAMLValue) -> YAMLValue? {
        node["$extensions"]?[DTCGExporter.extensionKey]
    }

    mutating func readExtensions(_ node: YAMLValue, into color: inout ImportedColor, names: [String: String]) {
        guard let fields = swatchExtensions(of: node) else { return }
        if let role = fields["role"], let text = role.scalar {
            if let value = ColorRoleName(rawValue: text) {
                color.role = Located(value, at: role.range)
                color.roleOrigin = .written(place: "the token's \"$extensions\"", at: role.range)
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
                let path = tokenPath(alias: value)
                name = names[path] ?? path
            }
            color.on.append(Located(name, at: entry.range))
        }
        color.targets = targets(fields["contrast"])
        if let exempt = fields["exempt"], let reason = exempt.scalar {
            color.exemption = Located(reason, at: exempt.range)
        }
    }

    func targets(_ node: YAMLValue?) -> ContrastTargetOverrides {
        func number(_ key: String) -> Located<Double>? {
            guard let field = node?[key], let value = field.scalar.flatMap(Double.init) else { return nil }
            return Located(value, at: field.range)
        }
        func increased(_ key: String) -> Located<Double>? {
            guard let field = node?["increasedContrast"]?[key], let value = field.scalar.flatMap(Double.init) else {
                return nil
            }
            return Located(value, at: field.range)
        }
        return ContrastTargetOverrides(
            minimum: number("minimum"), aim: number("aim"), increasedMinimum: increased("minimum"),
            increasedAim: increased("aim"))
    }

    mutating func readThemeExtensions(_ fields: YAMLValue, into theme: inout ImportedTheme) {
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

    /// A word of the language in a token file's `$extensions`: read as the
    /// decoder reads it, a located error when it is not one.
    mutating func word<Word>(_ node: YAMLValue, _ what: String, _ read: (String) -> Word?) -> Word? {
        guard let text = node.scalar, let word = read(text) else {
            error(.themeValue, "'\(node.scalar ?? "")' is not \(what)", at: node.range)
            return nil
        }
        return word
    }
}
