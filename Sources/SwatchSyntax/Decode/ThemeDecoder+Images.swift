import Swatch
import SwatchDiagnostics
import SwatchModel

/// `images:`: kinds, alt text, sizes, files per appearance, icon sizes.
extension ThemeDecoder {
    package static let imageKeys = [
        "kind", "alt", "decorative", "size", "light", "dark", "increasedContrast", "scales", "variants", "sizes",
    ]

    /// The image `pair` declares; nil, left unread, when it has any mistake
    /// in it. Every key is read past a mistake in another.
    func decodeImage(_ pair: YAMLValue.Pair, _ context: inout DecodeContext) -> ImageDeclarationNode? {
        let errors = context.diagnostics.count
        let what = { "image '\(pair.key.scalar ?? "")'" }
        guard let pairs = declarationPairs(pair, .image, what: what(), known: Self.imageKeys, &context) else {
            return nil
        }
        var image = ImageDeclarationNode(name: name(pair), range: pair.key.range)
        for field in pairs {
            let value = field.value
            switch field.key.scalar {
            case "kind": image.kind = context.word(value, what: "kind of image", as: ImageKind.self)
            case "alt": image.alt = context.string(value, what: "'alt' (the alternative text)")
            case "decorative": image.decorative = context.bool(value, what: "'decorative'")
            case "size": image.size = decodePointSize(value, &context)
            case "light": image.light = context.string(value, what: "'light' (a file path)")
            case "dark": image.dark = context.string(value, what: "'dark' (a file path)")
            case "increasedContrast":
                for variant in context.mapping(value, what: "'increasedContrast'", known: Self.schemeKeys) ?? [] {
                    let path = context.string(variant.value, what: "a file path")
                    if variant.key.scalar == "light" {
                        image.increasedContrastLight = path
                    } else {
                        image.increasedContrastDark = path
                    }
                }
            case "scales":
                image.scales = (value.items.map(Array.init) ?? [value])
                    .compactMap { node in
                        guard let scale = context.integer(node, what: "a scale (1, 2 or 3)") else { return nil }
                        guard (1...3).contains(scale.value) else {
                            context.error(.themeValue, "a scale is 1, 2 or 3, not \(scale.value)", at: node)
                            return nil
                        }
                        return scale
                    }
            case "variants":
                if let word = context.string(value, what: "'variants'") {
                    if word.value == "required" || word.value == "optional" {
                        image.needsAppearanceVariants = Located(word.value == "required", at: word.range)
                    } else {
                        context.error(
                            .themeValue, "'variants' takes 'required' or 'optional', not '\(word.value)'", at: value)
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
                    guard size.value > 0 else {
                        context.error(.themeValue, "an icon size is a positive number of pixels", at: entry.key)
                        continue
                    }
                    image.iconSizes.append(IconSizeEntry(size: size, file: file))
                }
            default: continue
            }
        }
        guard context.diagnostics.count == errors else {
            context.leaveUnread(UnreadDeclaration(name: image.name, kind: .image, image: image))
            return nil
        }
        return image
    }

    /// `64x64`, or `64` for a square.
    private func decodePointSize(_ node: YAMLValue, _ context: inout DecodeContext) -> Located<PointSize>? {
        guard let text = node.scalar else {
            context.error(.themeType, "'size' must be written WIDTHxHEIGHT in points, e.g. 64x64", at: node)
            return nil
        }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Double($0.filter { $0 != " " }) }
        guard numbers.count == parts.count, (1...2).contains(numbers.count),
            numbers.allSatisfy({ $0 > 0 && $0.isFinite })
        else {
            context.error(
                .themeValue, "'size' must be written WIDTHxHEIGHT in points, e.g. 64x64; '\(text)' is not", at: node)
            return nil
        }
        return Located(PointSize(width: numbers[0], height: numbers.last!), at: node.range)
    }
}
