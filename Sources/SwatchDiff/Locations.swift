import SwatchDiagnostics
import SwatchEmit
import SwatchModel

/// Where a theme writes a declaration: where the diff's lines point.
enum Locations {
    static func range(of kind: GeneratedDeclaration.Kind, named name: String, in theme: ResolvedTheme) -> SourceRange? {
        switch kind {
        case .namespace, .brand:
            return nil
        case .color:
            return theme.color(named: name)?.source?.name.range
        case .material:
            return theme.material(named: name)?.source.name.range
        case .surface:
            return theme.surfaces.first { $0.name == name }?.source.name.range
        case .image:
            return theme.images.first { $0.name == name }?.nameRange
        case .member:
            // `glass.headline`: the material's or surface's line.
            let owner = String(name.prefix { $0 != "." })
            return range(of: .material, named: owner, in: theme) ?? range(of: .surface, named: owner, in: theme)
        }
    }
}
