import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel

extension ImageRules {
    /// MAT-images: on a translucent material, prefer symbols and template
    /// glyphs, which take the material's vibrancy, over full-color images,
    /// which cannot (Human Interface Guidelines › Materials › Best practices, and the 2019 Materials page).
    package static func material(_ image: LoadedImage) -> [Diagnostic] {
        let declaration = image.declaration
        guard let placement = declaration.material, declaration.kind.isFullColor else { return [] }
        let what: String
        switch declaration.kind {
        case .photo: what = "photo"
        case .appIcon: what = "app icon"
        case .artwork, .glyph: what = "artwork"
        }
        return [
            Diagnostic(
                .matImages,
                "full-color \(what) '\(declaration.name)' is placed on the material '\(placement.material)'; prefer a template glyph or a symbol there, which takes the material's vibrancy",
                at: placement.range)
        ]
    }
}
