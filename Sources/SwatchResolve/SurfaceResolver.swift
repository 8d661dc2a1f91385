import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

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
                if isImage(item.value) {
                    return .image(item.value, swiftName: GeneratedNames.identifier(item.value), item.range)
                }
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
            let source = SurfaceSource(
                name: declaration.name, background: declaration.background, content: declaration.content,
                detents: declaration.detents, grabber: declaration.grabber, blending: declaration.blending)
            return ResolvedSurface(
                source: source, swiftName: GeneratedNames.identifier(declaration.name.value),
                kind: declaration.kind.value, background: background, backgroundStacks: stacks, content: content,
                sheet: sheet, blending: blending)
        }
    }
}
