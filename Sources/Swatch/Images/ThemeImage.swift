/// An image of a theme: its name, what kind of image it is, the text
/// VoiceOver reads for it, and its files for each appearance and scale.
///
/// Generated code declares these as `static let`s of a theme's `Images`
/// namespace (`Acme.Images.logo`). A file is named by its path relative to
/// the folder of the theme file, exactly as the compiler found it
/// (`Images/logo-dark@2x.png`); the app joins that path to wherever its
/// resources are (see docs/runtime-images.md). This type reads no files, so
/// that the runtime stays free of Foundation.
public struct ThemeImage: Hashable, Sendable {
    /// What an image is, which decides how it is drawn and which files it may have.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// Full-color raster art.
        case artwork
        case photo
        /// A single-color template image, colored where it is drawn.
        case glyph
        /// The app icon, chosen by pixel size rather than scale.
        case appIcon
    }

    /// Which appearances a file is drawn for. `any` is a file for every
    /// appearance: an image with a light file and no dark one.
    public enum Variant: String, CaseIterable, Hashable, Sendable {
        case any, light, dark, increasedContrastLight, increasedContrastDark

        /// The variants in the order ``ThemeImage/variant(for:)`` tries them
        /// for `appearance`. Every variant is listed, so that an image with
        /// any file at all has a file for every appearance; the tail is a
        /// last resort for an image whose theme left out the obvious files.
        public static func preference(for appearance: Appearance) -> [Variant] {
            switch (appearance.colorScheme, appearance.contrast) {
            case (.light, .standard): [.light, .any, .dark, .increasedContrastLight, .increasedContrastDark]
            case (.light, .increased): [.increasedContrastLight, .light, .any, .dark, .increasedContrastDark]
            case (.dark, .standard): [.dark, .any, .light, .increasedContrastDark, .increasedContrastLight]
            case (.dark, .increased): [.increasedContrastDark, .dark, .any, .light, .increasedContrastLight]
            }
        }
    }

    /// A size in points.
    public struct PointSize: Hashable, Sendable {
        /// The width in points.
        public var width: Double
        /// The height in points.
        public var height: Double

        /// A size of `width` × `height` points.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// One file of the image.
    public struct File: Hashable, Sendable {
        /// The appearances this file is drawn for.
        public let variant: Variant
        /// 1, 2 or 3 for a raster file (`@2x`, `@3x`); nil for a vector
        /// file, which serves every scale, and for an app icon file.
        public let scale: Int?
        /// The size in pixels of an app icon file, nil for any other.
        public let pixelSize: Int?
        /// Relative to the folder of the theme file.
        public let path: String

        /// A file of `variant` at `path`, relative to the folder of the theme file:
        /// `scale` for a raster file, `pixelSize` for an app icon file, both nil for a
        /// vector file. ``raster(_:scale:_:)``, ``vector(_:_:)`` and
        /// ``appIcon(pixelSize:_:)`` say which more plainly.
        public init(variant: Variant, scale: Int?, pixelSize: Int?, path: String) {
            self.variant = variant
            self.scale = scale
            self.pixelSize = pixelSize
            self.path = path
        }

        /// A PNG or JPEG file at a scale.
        public static func raster(_ variant: Variant, scale: Int, _ path: String) -> File {
            File(variant: variant, scale: scale, pixelSize: nil, path: path)
        }

        /// A PDF or SVG file, for every scale.
        public static func vector(_ variant: Variant, _ path: String) -> File {
            File(variant: variant, scale: nil, pixelSize: nil, path: path)
        }

        /// An app icon file of `pixelSize` × `pixelSize` pixels.
        public static func appIcon(pixelSize: Int, _ path: String) -> File {
            File(variant: .any, scale: nil, pixelSize: pixelSize, path: path)
        }

        var isVector: Bool { scale == nil && pixelSize == nil }
    }

    /// The image's name in its theme.
    public let name: String
    /// What the image is: artwork, a photo, a template glyph or the app icon.
    public let kind: Kind
    /// What VoiceOver reads; nil for a decorative image, which it skips.
    public let alt: String?
    /// True for an image that conveys nothing.
    public let isDecorative: Bool
    /// The size the image is drawn at, in points, when the theme gives it.
    public let pointSize: PointSize?
    /// Every file of the image, for every variant and scale, in the order of the
    /// theme file.
    public let files: [File]

    /// A decorative image has no alt text, whatever `alt` says: it is hidden
    /// from assistive technologies, which must not read it.
    public init(
        _ name: String, kind: Kind, alt: String?, isDecorative: Bool = false, pointSize: PointSize? = nil,
        files: [File]
    ) {
        self.name = name
        self.kind = kind
        self.alt = isDecorative ? nil : alt
        self.isDecorative = isDecorative
        self.pointSize = pointSize
        self.files = files
    }

    // MARK: Choosing a file

    /// The variants the image has files for, in ``Variant`` order.
    public var variants: [Variant] {
        Variant.allCases.filter { variant in files.contains { $0.variant == variant } }
    }

    /// The variant whose files serve `appearance`: with increased contrast
    /// the scheme's increased-contrast variant if there is one, else the
    /// scheme's own (`dark` in dark), else `any`, else the other scheme's;
    /// ``Variant/preference(for:)`` has the whole order. The level and
    /// transparency do not choose images. Nil only for an image without
    /// files.
    public func variant(for appearance: Appearance) -> Variant? {
        let present = variants
        return Variant.preference(for: appearance).first { present.contains($0) }
    }

    /// The file to draw in `appearance` on a screen of `scale` (1, 2 or 3),
    /// from the files of ``variant(for:)``, in this order:
    /// 1. the file at exactly `scale`;
    /// 2. a vector file (PDF or SVG), which draws sharp at every scale;
    /// 3. the file at the nearest scale above `scale`, drawn smaller;
    /// 4. the file at the largest scale below it, drawn larger.
    ///
    /// An app icon's files have no scale: for an icon this is its largest
    /// file (use ``path(forPixelSize:)`` to choose one). Nil only for an
    /// image without files.
    public func path(for appearance: Appearance, scale: Int) -> String? {
        guard let variant = variant(for: appearance) else { return nil }
        let candidates = files.filter { $0.variant == variant }
        let scaled = candidates.filter { $0.scale != nil }
        if let exact = scaled.first(where: { $0.scale == scale }) { return exact.path }
        if let vector = candidates.first(where: \.isVector) { return vector.path }
        if let larger = scaled.filter({ $0.scale! > scale }).min(by: { $0.scale! < $1.scale! }) { return larger.path }
        if let largest = scaled.max(by: { $0.scale! < $1.scale! }) { return largest.path }
        return candidates.filter { $0.pixelSize != nil }.max { $0.pixelSize! < $1.pixelSize! }?.path
    }

    /// The raster scales there are files for in `appearance`, ascending:
    /// `[2, 3]` for an image with `@2x` and `@3x` files. Empty for a vector
    /// image and for an app icon.
    public func scales(for appearance: Appearance) -> [Int] {
        guard let variant = variant(for: appearance) else { return [] }
        return files.compactMap { $0.variant == variant ? $0.scale : nil }.sorted()
    }

    /// The pixel sizes of an app icon's files, ascending; empty for any
    /// other image.
    public var pixelSizes: [Int] {
        files.compactMap(\.pixelSize).sorted()
    }

    /// The app icon file for a square of `pixelSize` pixels: the file of
    /// exactly that size, else the smallest larger one (scaled down), else
    /// the largest (scaled up). Nil for an image that is not an app icon.
    public func path(forPixelSize pixelSize: Int) -> String? {
        let icons = files.filter { $0.pixelSize != nil }
        if let exact = icons.first(where: { $0.pixelSize == pixelSize }) { return exact.path }
        if let larger = icons.filter({ $0.pixelSize! > pixelSize }).min(by: { $0.pixelSize! < $1.pixelSize! }) {
            return larger.path
        }
        return icons.max { $0.pixelSize! < $1.pixelSize! }?.path
    }
}
