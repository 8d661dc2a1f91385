import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel
import SwatchSupport

extension ImageRules {
    /// IMG-scales: every scale the platform needs is there, and each raster
    /// file's pixel size is the point size times its scale. ("Supply
    /// high-resolution images for all artwork in your app": Human Interface
    /// Guidelines › Icons and Images › Image Size and Resolution, 2019; a
    /// 100×100 px @1x image is 200×200 px at @2x and 300×300 px at @3x.)
    ///
    /// A vector file serves every scale; it is only checked to have the
    /// declared proportions. App icons are sized by IMG-app-icon instead.
    package static func scales(_ image: LoadedImage) -> [Diagnostic] {
        let declaration = image.declaration
        guard declaration.kind != .appIcon else { return [] }
        var diagnostics: [Diagnostic] = []
        let required = declaration.scales ?? PlatformImageRequirements.scales(for: declaration.platform)
        let sizing = image.pointSize

        if let sizing, sizing.declared {
            let uneven = required.filter { scale in
                let w = sizing.size.width * Double(scale)
                let h = sizing.size.height * Double(scale)
                return w != w.rounded() || h != h.rounded()
            }
            if !uneven.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .imgScales,
                        "\(sizing.size) pt is not a whole number of pixels at \(listed(uneven.map { "\($0)x" })); give a size that is",
                        at: declaration.sizeRange ?? declaration.nameRange))
            }
        }

        for variant in image.variants {
            if variant.info.isVector {
                if let sizing, let problem = proportions(of: variant, against: sizing.size) {
                    diagnostics.append(Diagnostic(.imgScales, weight: .milder, problem, at: variant.range))
                }
                continue
            }
            guard let scale = variant.scale, let sizing, sizing.source != variant else { continue }
            let expectedWidth = sizing.size.width * Double(scale)
            let expectedHeight = sizing.size.height * Double(scale)
            guard variant.info.width != expectedWidth || variant.info.height != expectedHeight else { continue }
            let needs = "\(expectedWidth.formatted)×\(expectedHeight.formatted) px"
            let basis: String
            if sizing.declared {
                basis = "at \(scale)x a \(sizing.size) pt image needs \(needs)"
            } else if let source = sizing.source {
                basis = "\(source.fileName) makes the image \(sizing.size) pt, so at \(scale)x it needs \(needs)"
            } else {
                basis = "at \(scale)x it needs \(needs)"
            }
            diagnostics.append(
                Diagnostic(
                    .imgScales, "\(variant.fileName) is \(variant.info.sizeText); \(basis)", at: variant.range))
        }

        for appearance in ImageDeclaration.Appearance.allCases {
            let variants = image.variants(for: appearance)
            // Nothing read (the loader said why), or vector: nothing to add.
            guard !variants.isEmpty, !variants.contains(where: \.info.isVector) else { continue }
            let present = Set(variants.compactMap(\.scale))
            let missing = required.filter { !present.contains($0) }
            guard !missing.isEmpty, let range = image.range(of: appearance) else { continue }
            let base = declaration.files.first { $0.appearance == appearance && $0.scale == nil && $0.iconSize == nil }
            let additions = missing.map { scale -> String in
                var text = base.map { "'\(ImagePath($0.path).variant(scale: scale))'" } ?? "a \(scale)x file"
                if let size = sizing?.size {
                    text += " (\((size.width * Double(scale)).formatted)×\((size.height * Double(scale)).formatted) px)"
                }
                return text
            }
            let name = base.map { "'\($0.path)'" } ?? "image '\(declaration.name)'"
            let needs =
                declaration.scales == nil
                ? "\(declaration.platform.rawValue) needs \(listed(required.map { "@\($0)x" }))"
                : "the theme asks for \(listed(required.map { "@\($0)x" }))"
            diagnostics.append(
                Diagnostic(
                    .imgScales,
                    "\(name) has no \(listed(missing.map { "@\($0)x" })) variant; \(needs): add \(listed(additions))",
                    at: range))
        }
        return diagnostics
    }

    /// A vector file whose proportions differ from the declared size by more
    /// than 1% is stretched when drawn at that size.
    private static func proportions(of variant: ImageVariant, against size: PointSize) -> String? {
        let fileRatio = variant.info.width / variant.info.height
        let declaredRatio = size.width / size.height
        guard abs(fileRatio / declaredRatio - 1) > 0.01 else { return nil }
        return
            "\(variant.fileName) is \(variant.info.sizeText), not in the proportions of the declared \(size) pt, so it will be stretched; "
            + "make its page or viewBox \(size.width.formatted):\(size.height.formatted)"
    }
}
