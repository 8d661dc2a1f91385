import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel

/// What each platform asks of images: the scales to provide and the app icon
/// sizes. The figures are data, kept here in one table, each with its source.
package enum PlatformImageRequirements {
    /// The scale factors a raster image must come in.
    ///
    /// From Human Interface Guidelines › Icons and Images › Image Size and
    /// Resolution (iOS, 2019: @3x for the Plus-size iPhones and iPhone X, @2x
    /// for every other high-resolution iOS device; no iOS device in use is
    /// @1x any more). macOS and tvOS have standard and high-resolution
    /// displays (Apple TV HD @1x, Apple TV 4K @2x); every Apple Watch and
    /// Apple Vision Pro display is @2x.
    package static func scales(for platform: Platform) -> [Int] {
        switch platform {
        case .iOS: [2, 3]
        case .macOS, .tvOS: [1, 2]
        case .watchOS, .visionOS: [2]
        }
    }

    /// The app icon sizes, in pixels, that an app provides.
    ///
    /// From Human Interface Guidelines › Icons and Images › App Icon › App Icon
    /// Sizes (2019). Kept to the home screen and App Store sizes:
    /// - iOS: iPhone 180 (60 pt @3x) and 120 (60 pt @2x), iPad Pro 167
    ///   (83.5 pt @2x), iPad and iPad mini 152 (76 pt @2x), App Store 1024.
    /// - macOS: 16, 32, 64, 128, 256, 512 and 1024 (16 to 512 pt at @1x and @2x).
    /// - watchOS: home screen 80 (38 mm), 88 (40 mm) and 100 (44 mm); App Store 1024.
    /// - visionOS: 1024 (2023 guidelines).
    /// - tvOS: none checked. Its icons are layered and not square (400×240 pt),
    ///   which this table of square sizes cannot describe.
    ///
    /// A theme can give its own list (`requiredIconSizes`), for an app that
    /// runs on fewer devices.
    package static func appIconSizes(for platform: Platform) -> [Int] {
        switch platform {
        case .iOS: [1024, 180, 167, 152, 120]
        case .macOS: [1024, 512, 256, 128, 64, 32, 16]
        case .watchOS: [1024, 100, 88, 80]
        case .visionOS: [1024]
        case .tvOS: []
        }
    }

    /// Whether app icons on the platform are square (and so checked to be).
    package static func appIconsAreSquare(on platform: Platform) -> Bool {
        platform != .tvOS
    }

    /// The formats each kind of image should use ("Use the appropriate
    /// format for your artwork": Human Interface Guidelines › Icons and Images
    /// › Image Size and Resolution, 2019): PNG for raster artwork and app
    /// icons, JPEG for photos, PDF for glyphs and other flat vector artwork
    /// (SVG too, which asset catalogs accept).
    package static func preferredFormats(for kind: ImageDeclaration.Kind) -> [ImageInfo.Format] {
        switch kind {
        case .artwork: [.png, .pdf, .svg]
        case .photo: [.jpeg]
        case .glyph: [.pdf, .svg]
        case .appIcon: [.png]
        }
    }

    /// The grid artwork snaps to ("Use an 8x8 pixel grid": Human Interface
    /// Guidelines › Icons and Images › Image Size and Resolution, 2019).
    package static let artworkGrid = 8.0
}
