import Swatch
import SwatchCheck
import SwatchDiagnostics
import SwatchEmit
import SwatchImages
import SwatchModel
import SwatchResolve
import SwatchSupport
import SwatchSyntax

/// The image checks of one theme: load each declared image's files, then run
/// the rules over what was found.
///
/// ```swift
/// let checker = ImageChecker(packageRoot: "/src/App", themeFile: "/src/App/Sources/App/Acme.theme.yaml")
/// let diagnostics = checker.check(declarations)
/// ```
///
/// The layers, each usable alone:
/// - ``ImageFileAccess`` is the only code that touches the file system; it
///   refuses absolute paths, `..` above the package root and symbolic links
///   that lead out of it (IMG-path).
/// - ``ImageLoader`` finds `@2x`/`@3x` variants by name, reads headers
///   (``ImageHeaderReader``: PNG, JPEG, SVG, PDF, from bytes, no image
///   library) and decodes PNG pixels where a rule needs them (IMG-file for
///   what cannot be read).
/// - ``ImageRules`` are pure functions of the ``LoadedImage`` it returns.
///
/// Decisions worth knowing:
/// - Interlaced PNGs are decoded like any other (the pixel checks look at
///   every pixel, wherever a pass puts it), and warned about (IMG-format):
///   the guidelines ask for de-interlaced PNG.
/// - Pixels are decoded only for app icons whose header allows transparency
///   and for raster glyphs, and only up to 8192×8192; past that the rule
///   notes that it could not verify the image. Decoding keeps two rows in
///   memory, whatever the image's size. Files over 64 MiB are not read.
/// - A base path whose 1x file is absent is fine when a `@2x` or `@3x`
///   variant exists (iOS needs no 1x); a base path with no file at any scale
///   is IMG-file.
/// - An image marked `decorative` needs no alt text (it is hidden from
///   VoiceOver); an app icon cannot be decorative.
/// - The scale and app icon size tables are in ``PlatformImageRequirements``,
///   with their sources.
/// - A glyph's colors are compared premultiplied, so that anti-aliased edges
///   written by premultiplying exporters count as one color (see
///   ``PixelSummary``); a vector glyph is not judged, as that takes rendering.
/// - Dark app icon variants may be transparent (iOS 18 asks for that).
package struct ImageChecker: Sendable {
    package var loader: ImageLoader

    package init(packageRoot: String, themeFile: String) {
        loader = ImageLoader(packageRoot: packageRoot, themeFile: themeFile)
    }

    package init(loader: ImageLoader) {
        self.loader = loader
    }

    /// The file problems (IMG-path, IMG-file) and rule findings of every image,
    /// in reading order.
    package func check(_ declarations: [ImageDeclaration]) -> [Diagnostic] {
        loadAndCheck(declarations).diagnostics
    }

    /// What ``check(_:)`` finds, and the images as loaded, one per
    /// declaration in the same order: the files found are what generated
    /// code names, so the compiler keeps them rather than read the files
    /// again.
    package func loadAndCheck(_ declarations: [ImageDeclaration]) -> (images: [LoadedImage], diagnostics: [Diagnostic])
    {
        var images: [LoadedImage] = []
        var diagnostics: [Diagnostic] = []
        for declaration in declarations {
            let (image, problems) = loader.load(declaration)
            images.append(image)
            diagnostics += problems
            diagnostics += ImageRules.check(image)
        }
        return (images, diagnostics.sortedForOutput())
    }
}
