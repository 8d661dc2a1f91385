import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

/// Turns the `images:` section as written into the image checker's input:
/// files listed with the appearance each serves,
/// and each image's placement on a material (from `surfaces:`).
package enum ImageResolver {
    static func resolve(_ theme: ThemeAST) -> ([ImageDeclaration], [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let materials = Set(theme.materials.map(\.name.value))
        let declarations = theme.images.map { declaration(of: $0, in: theme, materials: materials) }
        // An image with a mistake in it still takes its Swift name.
        let unread = theme.unreadDeclarations.filter { $0.kind == .image }.map(\.name)
        diagnostics += checkSwiftNames(theme.images.map(\.name) + unread)
        return (declarations, diagnostics)
    }

    /// The images declared with a mistake in them, as far as they could be
    /// read: what the pipeline looks their files up from (IMG-path,
    /// IMG-file), and judges nothing else of.
    package static func unreadImages(_ theme: ThemeAST) -> [ImageDeclaration] {
        let materials = Set(theme.materials.map(\.name.value))
        return theme.unreadDeclarations.compactMap {
            $0.image.map { declaration(of: $0, in: theme, materials: materials) }
        }
    }

    /// The checker's input for one image as written; `materials` are the
    /// theme's material names, for the image's placement on one.
    private static func declaration(of node: ImageDeclarationNode, in theme: ThemeAST, materials: Set<String>)
        -> ImageDeclaration
    {
        let platform = theme.platform?.value ?? .iOS
        let kind = node.kind?.value ?? .artwork
        var files: [ImageDeclaration.File] = []
        let variants: [(Located<String>?, ImageDeclaration.Appearance)] = [
            (node.light, node.dark == nil ? .any : .light), (node.dark, .dark),
            (node.increasedContrastLight, .increasedContrastLight),
            (node.increasedContrastDark, .increasedContrastDark),
        ]
        for case let (path?, appearance) in variants {
            files.append(ImageDeclaration.File(path: path.value, range: path.range, appearance: appearance))
        }
        for entry in node.iconSizes {
            files.append(
                ImageDeclaration.File(path: entry.file.value, range: entry.file.range, iconSize: entry.size.value))
        }
        let placement = theme.surfaces.lazy
            .compactMap { surface -> ImageDeclaration.MaterialPlacement? in
                guard let background = surface.background, materials.contains(background.value),
                    let item = surface.content.first(where: { $0.value == node.name.value })
                else { return nil }
                return ImageDeclaration.MaterialPlacement(material: background.value, range: item.range)
            }
            .first
        return ImageDeclaration(
            name: node.name.value, swiftName: GeneratedNames.identifier(node.name.value), nameRange: node.name.range,
            kind: kind, kindRange: node.kind?.range,
            alt: node.alt?.value, altRange: node.alt?.range, isDecorative: node.decorative?.value ?? false,
            size: node.size?.value,
            sizeRange: node.size?.range, platform: platform, files: files,
            scales: node.scales.isEmpty ? nil : node.scales.map(\.value), scalesRange: node.scales.first?.range,
            appearanceVariantsRange: node.needsAppearanceVariants?.value == true
                ? node.needsAppearanceVariants?.range : nil,
            requiredIconSizes: nil, requiredIconSizesRange: nil, material: placement)
    }

    /// Names the generated `Images` namespace declares itself.
    static let reservedSwiftNames: Set<String> = ["all"]

    /// Two images whose names become one Swift identifier would declare the
    /// same `static let` of `Images`.
    static func checkSwiftNames(_ images: [Located<String>]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen: [String: Located<String>] = [:]
        for name in images {
            let swiftName = GeneratedNames.identifier(name.value)
            if let other = seen[swiftName] {
                diagnostics.append(ThemeResolver.collision(name, with: other, swiftName: swiftName, kind: "images "))
                continue
            }
            seen[swiftName] = name
            if reservedSwiftNames.contains(swiftName) {
                diagnostics.append(
                    Diagnostic(
                        .themeCollision,
                        "image '\(name.value)' would clash with the generated 'Images.\(swiftName)' member; rename it",
                        at: name.range))
            } else if swiftName == GeneratedNames.module {
                // Each image is `static let name = Swatch.ThemeImage(…)`.
                diagnostics.append(GeneratedNames.reserved(name, swiftName: swiftName, in: "Images"))
            }
        }
        return diagnostics
    }
}
