import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel

extension ImageRules {
    /// IMG-glyph: a glyph, or template image, is one color with transparency
    /// and no shadow; the system colors it from context ("Design your icons
    /// as glyphs": Human Interface Guidelines › Icons and Images › Custom
    /// Icons, 2019). A raster glyph is checked pixel by pixel: its
    /// visible pixels share one color (see ``PixelSummary`` for the
    /// tolerance given to anti-aliased edges) and some pixels are transparent.
    /// A vector glyph would have to be rendered to be checked, and is not.
    package static func glyph(_ image: LoadedImage) -> [Diagnostic] {
        guard image.declaration.kind == .glyph else { return [] }
        var diagnostics: [Diagnostic] = []
        for variant in image.variants where !variant.info.isVector {
            let file = variant.fileName
            let template =
                "a glyph is one color on transparency, its shape in the alpha channel, and takes its color from the theme"
            if !variant.info.hasAlpha {
                diagnostics.append(
                    Diagnostic(
                        .imgGlyph, "\(file) has no transparency (\(variant.info.format) without alpha); \(template)",
                        at: variant.range))
                continue
            }
            switch variant.pixels {
            case .decoded(let summary):
                if summary.visibleCount == 0 {
                    diagnostics.append(
                        Diagnostic(
                            .imgGlyph, "\(file) is fully transparent; it draws nothing", at: variant.range))
                } else if summary.isOpaque {
                    diagnostics.append(
                        Diagnostic(
                            .imgGlyph, "\(file) has no transparent pixels; \(template)", at: variant.range))
                } else if let (first, second) = summary.colorConflict {
                    diagnostics.append(
                        Diagnostic(
                            .imgGlyph,
                            "\(file) has pixels of more than one color (\(first) and \(second)); \(template): flatten it to one color, without shadows",
                            at: variant.range))
                }
            case .notDecoded(let reason):
                diagnostics.append(
                    Diagnostic(
                        .imgGlyph, weight: .unverified, "cannot verify that \(file) is a template image: \(reason)",
                        at: variant.range))
            case .notNeeded, .failed:
                break
            }
        }
        return diagnostics
    }
}
