import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel
import SwatchSupport

extension ImageRules {
    /// IMG-app-icon: an app icon is opaque, square (the system masks its
    /// corners), and comes in every size the platform needs ("Keep the
    /// background simple and avoid transparency", "Keep icon corners
    /// square", "App Icon Sizes": Human Interface Guidelines › Icons and
    /// Images › App Icon, 2019). The sizes are those of
    /// ``PlatformImageRequirements/appIconSizes(for:)`` unless the theme
    /// gives its own; every file the theme lists with a size is measured.
    ///
    /// Dark variants are not checked for opacity: the guidelines since iOS 18
    /// ask for a transparent background there, which the system fills.
    package static func appIcon(_ image: LoadedImage) -> [Diagnostic] {
        let declaration = image.declaration
        guard declaration.kind == .appIcon else { return [] }
        var diagnostics: [Diagnostic] = []
        let square = PlatformImageRequirements.appIconsAreSquare(on: declaration.platform)
        var provided: Set<Int> = []
        for variant in image.variants where !variant.info.isVector {
            let file = variant.fileName
            let (width, height) = (Int(variant.info.width), Int(variant.info.height))
            if square && width != height {
                diagnostics.append(
                    Diagnostic(
                        .imgAppIcon,
                        "\(file) is \(variant.info.sizeText); an app icon is square, with square corners that the system rounds",
                        at: variant.range))
            }
            if let claimed = variant.iconSize, claimed != width || claimed != height {
                diagnostics.append(
                    Diagnostic(
                        .imgAppIcon,
                        "\(file) is \(variant.info.sizeText), but the theme lists it as the \(claimed)×\(claimed) px icon",
                        at: variant.range))
            } else if width == height, !variant.appearance.isDark, variant.appearance != .increasedContrastLight {
                provided.insert(width)
            }
            if !variant.appearance.isDark, let problem = opacity(of: variant) {
                diagnostics.append(problem)
            }
        }
        let required =
            declaration.requiredIconSizes ?? PlatformImageRequirements.appIconSizes(for: declaration.platform)
        let missing = required.filter { !provided.contains($0) }
        // With no file read at all, the loader has said why; a list of every
        // size would only repeat it.
        if !missing.isEmpty, !image.variants.isEmpty {
            let whose =
                declaration.requiredIconSizes == nil
                ? "that \(declaration.platform.rawValue) needs" : "that the theme requires"
            let has = provided.isEmpty ? "" : " (it has \(listed(provided.sorted(by: >).map { "\($0)" })))"
            diagnostics.append(
                Diagnostic(
                    .imgAppIcon,
                    "app icon '\(declaration.name)' lacks the \(listed(missing.map { "\($0)×\($0) px" })) size\(missing.count == 1 ? "" : "s") \(whose)\(has); add a file for each",
                    at: declaration.requiredIconSizesRange ?? declaration.nameRange))
        }
        return diagnostics
    }

    private static func opacity(of variant: ImageVariant) -> Diagnostic? {
        let file = variant.fileName
        guard variant.info.hasAlpha else { return nil }
        switch variant.pixels {
        case .decoded(let summary) where !summary.isOpaque:
            let count = summary.translucentCount
            let first = summary.firstTranslucent.map { ", the first \($0)" } ?? ""
            return Diagnostic(
                .imgAppIcon,
                "\(file) has \(count.grouped) of \(summary.pixelCount.grouped) pixels not fully opaque\(first); an app icon is opaque: flatten it onto a background",
                at: variant.range)
        case .decoded:
            // Opaque, yet with an alpha channel: App Store Connect refuses
            // such an App Store icon, so say it before an upload does.
            let channels = variant.info.channels ?? 0
            let what = channels == 2 || channels == 4 ? "an alpha channel" : "transparency (a tRNS chunk)"
            return Diagnostic(
                .imgAppIcon, weight: .milder,
                "\(file) is opaque but has \(what), which App Store Connect refuses in an app icon; save it without alpha",
                at: variant.range)
        case .notDecoded(let reason):
            return Diagnostic(
                .imgAppIcon, weight: .unverified, "cannot verify that \(file) is opaque: \(reason)", at: variant.range)
        case .notNeeded, .failed:
            return nil
        }
    }
}
