/// Turns the `images:` section as written into the image checker's input:
/// kinds and scales checked, files listed with the appearance each serves,
/// and each image's placement on a material (from `surfaces:`).
enum ImageResolver {
    static func resolve(_ theme: ThemeAST) -> ([ImageDeclaration], [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let platform = ImageDeclaration.Platform(rawValue: (theme.platform?.value ?? .iOS).rawValue) ?? .iOS
        let materials = Set(theme.materials.map(\.name.value))
        let declarations = theme.images.compactMap { node -> ImageDeclaration? in
            var kind = ImageDeclaration.Kind.artwork
            if let written = node.kind {
                guard let known = ImageDeclaration.Kind(rawValue: written.value) else {
                    let names = ImageDeclaration.Kind.allCases.map(\.rawValue)
                    diagnostics.append(
                        Diagnostic(
                            .themeValue,
                            "'\(written.value)' is not a kind of image\(Suggestions.hint(for: written.value, in: names, listing: true))",
                            at: written.range))
                    return nil
                }
                kind = known
            }
            for scale in node.scales where !(1...3).contains(scale.value) {
                diagnostics.append(Diagnostic(.themeValue, "a scale is 1, 2 or 3, not \(scale.value)", at: scale.range))
            }
            for entry in node.iconSizes where entry.size.value <= 0 {
                diagnostics.append(Diagnostic(.themeValue, "an icon size is a positive number of pixels", at: entry.size.range))
            }
            var files: [ImageDeclaration.File] = []
            let variants: [(Located<String>?, ImageDeclaration.Appearance)] = [
                (node.light, node.dark == nil ? .any : .light), (node.dark, .dark),
                (node.increasedContrastLight, .increasedContrastLight), (node.increasedContrastDark, .increasedContrastDark),
            ]
            for case let (path?, appearance) in variants {
                files.append(ImageDeclaration.File(path: path.value, range: path.range, appearance: appearance))
            }
            for entry in node.iconSizes {
                files.append(ImageDeclaration.File(path: entry.file.value, range: entry.file.range, iconSize: entry.size.value))
            }
            let placement = theme.surfaces.lazy.compactMap { surface -> ImageDeclaration.MaterialPlacement? in
                guard let background = surface.background, materials.contains(background.value),
                    let item = surface.content.first(where: { $0.value == node.name.value })
                else { return nil }
                return ImageDeclaration.MaterialPlacement(material: background.value, range: item.range)
            }.first
            return ImageDeclaration(
                name: node.name.value, nameRange: node.name.range, kind: kind, kindRange: node.kind?.range,
                alt: node.alt?.value, altRange: node.alt?.range, isDecorative: node.decorative?.value ?? false,
                size: node.size.map { ImageDeclaration.PointSize(width: $0.value.width, height: $0.value.height) },
                sizeRange: node.size?.range, platform: platform, files: files,
                scales: node.scales.isEmpty ? nil : node.scales.map(\.value), scalesRange: node.scales.first?.range,
                appearanceVariantsRange: node.needsAppearanceVariants?.value == true ? node.needsAppearanceVariants?.range : nil,
                requiredIconSizes: nil, requiredIconSizesRange: nil, material: placement)
        }
        diagnostics += checkSwiftNames(theme.images)
        return (declarations, diagnostics)
    }

    /// Names the generated `Images` namespace declares itself.
    static let reservedSwiftNames: Set<String> = ["all"]

    /// Two images whose names become one Swift identifier would declare the
    /// same `static let` of `Images`.
    static func checkSwiftNames(_ images: [ImageDeclarationNode]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen: [String: Located<String>] = [:]
        for node in images {
            let name = node.name
            let swiftName = SwiftIdentifier.escape(name.value)
            if let other = seen[swiftName] {
                diagnostics.append(
                    Diagnostic(
                        .themeCollision,
                        "images '\(name.value)' and '\(other.value)' both become the Swift name '\(swiftName)'; rename one of them",
                        at: name.range, notes: [.init("'\(other.value)' is declared here", at: other.range)]))
                continue
            }
            seen[swiftName] = name
            if reservedSwiftNames.contains(swiftName) {
                diagnostics.append(
                    Diagnostic(
                        .themeCollision,
                        "image '\(name.value)' would clash with the generated 'Images.\(swiftName)' member; rename it",
                        at: name.range))
            }
        }
        return diagnostics
    }
}
