import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel

extension ImageRules {
    /// IMG-format: each kind of image in the format made for it ("Use the
    /// appropriate format for your artwork": Human Interface Guidelines ›
    /// Icons and Images › Image Size and Resolution, 2019): PNG for artwork and
    /// app icons, JPEG for photos, PDF or SVG for glyphs; PNG de-interlaced.
    /// Also a file whose extension names another format than its bytes hold.
    package static func format(_ image: LoadedImage) -> [Diagnostic] {
        let kind = image.declaration.kind
        let preferred = PlatformImageRequirements.preferredFormats(for: kind)
        var diagnostics: [Diagnostic] = []
        var reported: Set<String> = []
        for variant in image.variants {
            let format = variant.info.format
            if let named = variant.extensionFormat, named != format {
                diagnostics.append(
                    Diagnostic(
                        .imgFormat,
                        "\(variant.fileName) holds \(format) data but is named .\(ImagePath(variant.path).fileExtension); "
                            + "rename it or convert it to \(named), as tools go by the name",
                        at: variant.range))
            }
            // One warning per path in the theme, not one per scale found from it.
            if !preferred.contains(format), reported.insert("\(variant.range)|\(format)").inserted {
                diagnostics.append(
                    Diagnostic(
                        .imgFormat,
                        "\(variant.fileName) is \(format); \(advice(for: kind, instead: format))", at: variant.range))
            }
            if variant.info.isInterlaced {
                diagnostics.append(
                    Diagnostic(
                        .imgFormat,
                        "\(variant.fileName) is an interlaced PNG; save it de-interlaced, as the guidelines ask: it is smaller and decodes in one pass",
                        at: variant.range))
            }
        }
        return diagnostics
    }

    private static func advice(for kind: ImageDeclaration.Kind, instead format: ImageInfo.Format) -> String {
        switch kind {
        case .artwork:
            "use PNG for artwork (or PDF or SVG for flat vector art): it is lossless and keeps transparency, so details stay sharp and colors true"
        case .photo:
            format == .png
                ? "use JPEG for photos: it makes them far smaller, with artifacts that are hard to see in a photo"
                : "use JPEG for photos"
        case .glyph:
            "use PDF or SVG for glyphs: a vector glyph scales to every resolution from one file"
        case .appIcon:
            "use PNG for app icons"
        }
    }
}
