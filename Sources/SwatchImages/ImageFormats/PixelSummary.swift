/// What the image rules need to know about a raster image's pixels, gathered
/// in one pass over the rows: how many are not fully opaque, and whether the
/// visible ones share a single color.
package struct PixelSummary: Hashable, Sendable {
    /// A pixel and where it is, for messages that point at one.
    package struct Pixel: Hashable, Sendable, CustomStringConvertible {
        package var x: Int
        package var y: Int
        package var color: RGBA16

        package var description: String { "\(color.hex) at (\(x), \(y))" }
    }

    package var width: Int
    package var height: Int
    /// Pixels whose alpha is below full scale.
    package var translucentCount = 0
    /// Pixels whose alpha is zero.
    package var transparentCount = 0
    /// The first pixel, in decoding order, that is not fully opaque.
    package var firstTranslucent: Pixel?
    /// Two visible pixels whose colors differ, if there are such; nil when
    /// every visible pixel has one color (see `accumulate(_:)`).
    package var colorConflict: (Pixel, Pixel)? {
        conflict.map { ($0.first, $0.second) }
    }

    package var pixelCount: Int { width * height }
    package var isOpaque: Bool { translucentCount == 0 }
    package var visibleCount: Int { pixelCount - transparentCount }
    package var isSingleColor: Bool { conflict == nil }

    private struct Conflict: Hashable, Sendable {
        var first: Pixel
        var second: Pixel
    }

    private struct Bound: Hashable, Sendable {
        var value: Double
        var pixel: Pixel
    }

    private var conflict: Conflict?
    // Per channel (red, green, blue), the interval every visible pixel's
    // color allows for the one color of the image, and the pixels that set
    // its two ends.
    private var lower: [Bound?] = [nil, nil, nil]
    private var upper: [Bound?] = [nil, nil, nil]
    // Runs of one color are the rule in icons; a repeat changes no bound.
    private var lastColor: RGBA16?

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// How far, in 8-bit units of premultiplied color, a pixel may stray from
    /// the image's one color and still count as that color. Exporters that
    /// keep colors premultiplied round each edge pixel's color to its alpha,
    /// and dividing it back out at low alpha moves the straight color a long
    /// way: compared straight, almost no anti-aliased glyph would be single
    /// color. Compared premultiplied, rounding moves it by at most one unit,
    /// while a shadow or a second color moves it by far more.
    static let premultipliedTolerance = 1.5

    mutating func accumulate(_ pixel: Pixel) {
        let alpha = pixel.color.alpha
        if alpha != .max {
            translucentCount += 1
            if firstTranslucent == nil { firstTranslucent = pixel }
            if alpha == 0 {
                transparentCount += 1
                return
            }
        }
        guard conflict == nil, pixel.color != lastColor else { return }
        lastColor = pixel.color
        // |c − C| · a ≤ tolerance, in 16-bit units: C lies within c ± slack.
        let slack = Self.premultipliedTolerance * 257 * 65535 / Double(alpha)
        let channels = [pixel.color.red, pixel.color.green, pixel.color.blue]
        for channel in 0..<3 {
            let value = Double(channels[channel])
            if lower[channel].map({ value - slack > $0.value }) ?? true {
                lower[channel] = Bound(value: value - slack, pixel: pixel)
            }
            if upper[channel].map({ value + slack < $0.value }) ?? true {
                upper[channel] = Bound(value: value + slack, pixel: pixel)
            }
            if let low = lower[channel], let high = upper[channel], low.value > high.value {
                conflict = Conflict(first: high.pixel, second: low.pixel)
                return
            }
        }
    }

    mutating func accumulate(_ row: PixelRow) {
        row.pixels.withUnsafeBufferPointer { pixels in
            for index in 0..<pixels.count {
                let color = pixels[index]
                // An opaque pixel that changes no color bound changes nothing.
                if color.alpha == .max && (conflict != nil || color == lastColor) { continue }
                accumulate(Pixel(x: row.xStart + index * row.xStep, y: row.y, color: color))
            }
        }
    }
}

extension PixelSummary {
    /// Decodes `png` and summarizes its pixels.
    static func of(_ png: PNGFile) throws(ImageReadError) -> PixelSummary {
        var summary = PixelSummary(width: png.width, height: png.height)
        try PNGPixelDecoder.decode(png) { row in summary.accumulate(row) }
        return summary
    }
}
