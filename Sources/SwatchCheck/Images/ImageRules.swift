import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel
import SwatchSupport

/// The image rules (IMG-*, from Human Interface Guidelines › Icons and Images,
/// and MAT-images, from › Materials), as pure
/// functions of a ``LoadedImage``: no file is read here, so each rule can be
/// tested on a hand-made value and runs the same in every stage.
package enum ImageRules {
    /// Every image rule, in the order `docs/diagnostics.md` lists them.
    package static func check(_ image: LoadedImage) -> [Diagnostic] {
        all.flatMap { $0(image) }
    }

    package static let all: [@Sendable (LoadedImage) -> [Diagnostic]] = [
        scales, grid, format, alt, appearance, glyph, appIcon, material,
    ]

    /// The rules of every image.
    package static func check(_ images: [LoadedImage]) -> [Diagnostic] {
        images.flatMap { check($0) }
    }
}

// MARK: Shared by the rules

extension LoadedImage {
    /// The image's size in points: as declared, or else as its raster files
    /// show it (the lowest scale's pixels over its scale), with where that
    /// comes from. Nil when neither says.
    var pointSize: (size: PointSize, declared: Bool, source: ImageVariant?)? {
        if let size = declaration.size { return (size, true, nil) }
        let raster = variants.filter { !$0.info.isVector && $0.scale != nil }
        guard let lowest = raster.min(by: { ($0.appearance.order, $0.scale!) < ($1.appearance.order, $1.scale!) })
        else {
            return nil
        }
        let scale = Double(lowest.scale!)
        return (.init(width: lowest.info.width / scale, height: lowest.info.height / scale), false, lowest)
    }

    /// The range of the first file the theme names for `appearance`.
    func range(of appearance: ImageDeclaration.Appearance) -> SourceRange? {
        declaration.files.first { $0.appearance == appearance }?.range
    }
}

extension ImageInfo {
    /// `120×128 px`, or `24×24 pt` for a vector image.
    var sizeText: String {
        "\(width.formatted)×\(height.formatted) \(isVector ? "pt" : "px")"
    }
}
