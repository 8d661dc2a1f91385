import Swatch

/// A theme's surface with its names followed: what it is drawn on, down to
/// an opaque layer, and what is drawn on it.
package struct ResolvedSurface: Sendable {
    /// What the surface is drawn on.
    package enum Background: Sendable {
        case color(ResolvedColor)
        case material(ResolvedMaterial)
    }

    /// One entry of `content:`.
    package enum Content: Sendable {
        case color(ResolvedColor, SourceRange)
        /// An image, by name; the image checks judge it.
        case image(String, SourceRange)
    }

    /// The declaration, for locations.
    package let declaration: SurfaceDeclaration
    package let swiftName: String
    package let kind: SurfaceKind
    /// Nil when the theme names none, or names nothing that exists.
    package let background: Background?
    /// Every stack the background can be, top first, down to an opaque
    /// layer or a material (a translucent color followed through its `on:`).
    package let backgroundStacks: [LayerStack]
    /// The content whose names exist, in file order.
    package let content: [Content]
    /// For a sheet: the detents written (or large) and the grabber.
    package let sheet: Sheet?
    /// How a material behind it blends on macOS: as written, else the
    /// material's own.
    package let blending: Material.Blending?

    package var name: String { declaration.name.value }
    /// The level the content is drawn at.
    package var level: Appearance.Level { kind.level }
    /// The content's colors.
    package var contentColors: [(ResolvedColor, SourceRange)] {
        content.compactMap { if case .color(let color, let range) = $0 { (color, range) } else { nil } }
    }
}

enum SurfaceResolver {
    static func resolve(
        _ theme: ThemeAST, color: (String) -> ResolvedColor?, material: (String) -> ResolvedMaterial?,
        isImage: (String) -> Bool
    ) -> [ResolvedSurface] {
        theme.surfaces.map { declaration in
            var background: ResolvedSurface.Background?
            var stacks: [LayerStack] = []
            if let name = declaration.background {
                if let found = material(name.value) {
                    background = .material(found)
                } else if let found = color(name.value) {
                    background = .color(found)
                }
                stacks = LayerStack.stacks(under: name, visited: [], color: color, material: material)
            }
            // An unknown name is THEME-reference's, reported by the name check.
            let content = declaration.content.compactMap { item -> ResolvedSurface.Content? in
                if let found = color(item.value) { return .color(found, item.range) }
                if isImage(item.value) { return .image(item.value, item.range) }
                return nil
            }
            let sheet =
                declaration.kind.value == .sheet
                ? Sheet(
                    detents: declaration.detents.isEmpty ? [.large] : declaration.detents.map(\.value),
                    grabber: declaration.grabber?.value ?? .automatic)
                : nil
            var blending = declaration.blending?.value
            if blending == nil, case .material(let found) = background { blending = found.material.blending }
            return ResolvedSurface(
                declaration: declaration, swiftName: SwiftIdentifier.escape(declaration.name.value),
                kind: declaration.kind.value, background: background, backgroundStacks: stacks, content: content,
                sheet: sheet, blending: blending)
        }
    }
}
