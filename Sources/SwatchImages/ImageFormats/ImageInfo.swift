/// What the header of an image file says: enough to check sizes, scales and
/// formats without decoding a pixel.
package struct ImageInfo: Hashable, Sendable {
    package enum Format: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        case png, jpeg, svg, pdf

        package var isVector: Bool { self == .svg || self == .pdf }
        package var description: String {
            switch self {
            case .png: "PNG"
            case .jpeg: "JPEG"
            case .svg: "SVG"
            case .pdf: "PDF"
            }
        }
    }

    package var format: Format
    /// Pixels for a raster image, points for a vector one. A JPEG's size is
    /// the displayed one: its EXIF orientation is applied, as the system
    /// applies it when it loads the image.
    package var width: Double
    package var height: Double
    /// True when the file can hold transparency: an alpha channel or a PNG
    /// `tRNS` chunk. Vector images are taken to have a transparent canvas.
    /// Whether any pixel actually is transparent takes decoding: see
    /// ``PixelSummary``.
    package var hasAlpha: Bool
    /// Bits per sample, for raster images.
    package var bitDepth: Int?
    /// Samples per pixel as stored: 1 gray, 2 gray and alpha, 3 color, 4 color
    /// and alpha (PNG) or CMYK (JPEG); 1 for a PNG palette index.
    package var channels: Int?
    /// Only PNG has interlacing here (progressive JPEG is not interlacing).
    package var isInterlaced: Bool

    package var isVector: Bool { format.isVector }

    /// The size in whole pixels, for a raster image.
    package var pixelSize: (width: Int, height: Int)? {
        isVector ? nil : (Int(width), Int(height))
    }

    package init(
        format: Format, width: Double, height: Double, hasAlpha: Bool,
        bitDepth: Int? = nil, channels: Int? = nil, isInterlaced: Bool = false
    ) {
        self.format = format
        self.width = width
        self.height = height
        self.hasAlpha = hasAlpha
        self.bitDepth = bitDepth
        self.channels = channels
        self.isInterlaced = isInterlaced
    }
}

/// Why bytes could not be read as an image. The description is a sentence
/// fragment meant to follow the file's name in a diagnostic.
package struct ImageReadError: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Kind: Hashable, Sendable {
        /// The bytes are not any format the compiler knows.
        case unrecognized
        /// A format the compiler recognizes but does not read (GIF, WebP …).
        case unsupported(String)
        /// The file ends before its structure does.
        case truncated
        /// The structure is wrong: a bad length, a bad checksum, bad values.
        case corrupt
        /// Well formed, but past the limits the compiler sets itself.
        case tooLarge
    }

    package var kind: Kind
    package var message: String

    package init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    package var description: String { message }

    static func truncated(_ what: String) -> ImageReadError { .init(.truncated, "is truncated: \(what)") }
    static func corrupt(_ what: String) -> ImageReadError { .init(.corrupt, "is corrupt: \(what)") }
}
