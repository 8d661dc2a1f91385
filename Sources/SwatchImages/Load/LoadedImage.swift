import Swatch
import SwatchDiagnostics
import SwatchModel

/// An image declaration with the files found for it and what was read from
/// them: the input of the image rules, which read no files themselves.
package struct LoadedImage: Hashable, Sendable {
    package var declaration: ImageDeclaration
    package var variants: [ImageVariant]
    /// Files that exist but whose header could not be read, such as a GIF
    /// (IMG-format warns about it): no rule can judge them, yet they are
    /// files of the image, which generated code must still name.
    package var unreadFiles: [UnreadFile] = []

    package func variants(for appearance: ImageDeclaration.Appearance) -> [ImageVariant] {
        variants.filter { $0.appearance == appearance }
    }

    /// The appearances the theme names files for, whether or not they were read.
    package var declaredAppearances: Set<ImageDeclaration.Appearance> {
        Set(declaration.files.map(\.appearance))
    }
}

/// A file that exists but could not be read as an image.
package struct UnreadFile: Hashable, Sendable {
    package var appearance: ImageDeclaration.Appearance
    /// From the `@2x` name or the theme's explicit list, or 1.
    package var scale: Int?
    package var iconSize: Int?
    /// As the theme would write it; see ``ImageVariant/path``.
    package var path: String
}

/// One image file that exists and was read.
package struct ImageVariant: Hashable, Sendable {
    /// What the pixel checks found, when a rule needs pixels.
    package enum Pixels: Hashable, Sendable {
        /// No rule needs this image's pixels (or its header settles them:
        /// a PNG without alpha or tRNS is opaque).
        case notNeeded
        case decoded(PixelSummary)
        /// The pixels were not looked at; the reason says why.
        case notDecoded(String)
        /// Decoding failed; the loader has reported it (IMG-file).
        case failed
    }

    package var appearance: ImageDeclaration.Appearance
    /// The scale factor: from the `@2x` name, from the theme's explicit
    /// list, or 1 for a plain name; nil for a vector image, which serves
    /// every scale.
    package var scale: Int?
    /// For an app icon file, the pixel size the theme claims for it.
    package var iconSize: Int?
    /// The path as the theme would write it (a found `@2x` variant gets the
    /// folder of the path it was found from).
    package var path: String
    /// Where the theme names it; for a variant found by name, the range of
    /// the base path it was found from.
    package var range: SourceRange
    /// False for a variant found by the `@2x`/`@3x` naming convention.
    package var isNamedInTheme = true
    package var info: ImageInfo
    package var pixels = Pixels.notNeeded

    /// The last component of the path, for messages.
    package var fileName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The format the file's extension claims, if it names one.
    package var extensionFormat: ImageInfo.Format? { ImagePath(path).format }
}
