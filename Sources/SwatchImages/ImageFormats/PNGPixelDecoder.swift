/// A row of decoded pixels and where they lie: pixel `i` is at
/// `(xStart + i * xStep, y)`. The step is 1 except in the passes of an
/// interlaced image, which each hold every 2nd, 4th or 8th pixel of a row.
struct PixelRow {
    let y: Int
    let xStart: Int
    let xStep: Int
    let pixels: ArraySlice<RGBA16>

    func x(at index: Int) -> Int { xStart + (index - pixels.startIndex) * xStep }
}

/// Decodes a PNG's image data, row by row, without keeping the image: it
/// holds two scanlines at a time, so memory is bounded by the width alone.
///
/// Every color type and bit depth of the PNG specification is read (gray 1 to
/// 16 bits, palette 1 to 8, RGB, gray and alpha, RGBA at 8 and 16), with
/// `tRNS` transparency, all five filters, and Adam7 interlacing: interlaced
/// images are decoded, not skipped, because the checks that need pixels (app
/// icon opacity, glyph color) look at every pixel and would otherwise have
/// nothing to say about them.
enum PNGPixelDecoder {
    /// The largest width or height decoded. Past it a check that needs pixels
    /// says it could not verify the image, rather than spend the time.
    static let maximumDimension = 8192

    static func decode(_ png: PNGFile, visit: (PixelRow) throws(ImageReadError) -> Void) throws(ImageReadError) {
        guard png.width <= maximumDimension, png.height <= maximumDimension else {
            throw ImageReadError(
                .tooLarge,
                "is \(png.width)×\(png.height) px, larger than the \(maximumDimension)×\(maximumDimension) px whose pixels are checked"
            )
        }
        var assembler = ScanlineAssembler(png: png)
        let inflater = try Inflater()
        var wantsMore = true
        var failure: ImageReadError?
        png.bytes.withUnsafeBufferPointer { buffer in
            do throws(ImageReadError) {
                for chunk in png.dataChunks where wantsMore {
                    let input = UnsafeBufferPointer(rebasing: buffer[chunk])
                    wantsMore = try inflater.feed(input) { output throws(ImageReadError) in
                        try assembler.consume(output, visit: visit)
                    }
                }
            } catch { failure = error }
        }
        if let failure { throw failure }
        guard assembler.isComplete else {
            throw .truncated("the image data ends at row \(assembler.rowsDone) of \(assembler.totalRows)")
        }
    }

    /// Collects the whole image, top to bottom; for tests and small images.
    static func decodeImage(_ png: PNGFile) throws(ImageReadError) -> [[RGBA16]] {
        let clear = RGBA16(red: 0, green: 0, blue: 0, alpha: 0)
        var image = Array(repeating: Array(repeating: clear, count: png.width), count: png.height)
        try decode(png) { row in
            for index in row.pixels.indices { image[row.y][row.x(at: index)] = row.pixels[index] }
        }
        return image
    }
}

/// Turns the inflated byte stream into unfiltered scanlines, pass by pass,
/// and those into pixels.
private struct ScanlineAssembler {
    struct Pass {
        let xStart, yStart, xStep, yStep: Int
        var width = 0, height = 0
    }

    // Adam7: where each of the seven passes starts and how far it steps.
    static let adam7 = [
        Pass(xStart: 0, yStart: 0, xStep: 8, yStep: 8), Pass(xStart: 4, yStart: 0, xStep: 8, yStep: 8),
        Pass(xStart: 0, yStart: 4, xStep: 4, yStep: 8), Pass(xStart: 2, yStart: 0, xStep: 4, yStep: 4),
        Pass(xStart: 0, yStart: 2, xStep: 2, yStep: 4), Pass(xStart: 1, yStart: 0, xStep: 2, yStep: 2),
        Pass(xStart: 0, yStart: 1, xStep: 1, yStep: 2),
    ]

    let png: PNGFile
    let bitsPerPixel: Int
    let filterStride: Int
    var passes: [Pass]
    var passIndex = 0
    var rowInPass = 0
    var rowBytes = 0
    var current: [UInt8] = []
    var previous: [UInt8] = []
    var filled = 0
    var pixels: [RGBA16]
    var rowsDone = 0
    let totalRows: Int
    /// The palette's entries with their `tRNS` alpha, looked up per pixel.
    let paletteColors: [RGBA16]
    /// The `tRNS` key of a gray or RGB image: the one value (per sample, so
    /// three for RGB) drawn fully transparent.
    let transparentKey: [Int]?

    package init(png: PNGFile) {
        self.png = png
        bitsPerPixel = png.colorType.channels * png.bitDepth
        filterStride = max(1, bitsPerPixel / 8)
        let layout = png.isInterlaced ? Self.adam7 : [Pass(xStart: 0, yStart: 0, xStep: 1, yStep: 1)]
        passes =
            layout.map { pass in
                var pass = pass
                pass.width = png.width > pass.xStart ? (png.width - pass.xStart + pass.xStep - 1) / pass.xStep : 0
                pass.height = png.height > pass.yStart ? (png.height - pass.yStart + pass.yStep - 1) / pass.yStep : 0
                return pass
            }
            .filter { $0.width > 0 && $0.height > 0 }
        totalRows = passes.reduce(0) { $0 + $1.height }
        pixels = Array(repeating: RGBA16(red: 0, green: 0, blue: 0, alpha: 0), count: png.width)
        let palette = Array(png.palette)
        let transparency = png.transparency.map(Array.init)
        paletteColors = stride(from: 0, to: palette.count - 2, by: 3)
            .map { offset in
                let entry = offset / 3
                let alpha = transparency.map { entry < $0.count ? UInt16($0[entry]) * 257 : .max } ?? .max
                return RGBA16(
                    red: UInt16(palette[offset]) * 257, green: UInt16(palette[offset + 1]) * 257,
                    blue: UInt16(palette[offset + 2]) * 257, alpha: alpha)
            }
        if png.colorType == .gray || png.colorType == .rgb, let transparency {
            // Only the low bits are meaningful below 16 bits a sample.
            let mask = (1 << png.bitDepth) - 1
            transparentKey = stride(from: 0, to: transparency.count - 1, by: 2)
                .map {
                    (Int(transparency[$0]) << 8 | Int(transparency[$0 + 1])) & mask
                }
        } else {
            transparentKey = nil
        }
        startPass()
    }

    var isComplete: Bool { passIndex >= passes.count }

    mutating func startPass() {
        guard passIndex < passes.count else { return }
        rowInPass = 0
        rowBytes = (passes[passIndex].width * bitsPerPixel + 7) / 8
        // Both lines keep the filter byte at 0, so that they can be swapped
        // after each row instead of reallocated; each pass starts from zeros.
        current = Array(repeating: 0, count: rowBytes + 1)
        previous = Array(repeating: 0, count: rowBytes + 1)
        filled = 0
    }

    /// Takes inflated bytes; returns false once every row is done, so that
    /// data past the image is neither inflated nor trusted.
    mutating func consume(
        _ bytes: UnsafeBufferPointer<UInt8>, visit: (PixelRow) throws(ImageReadError) -> Void
    ) throws(ImageReadError) -> Bool {
        var index = 0
        while index < bytes.count {
            guard !isComplete else { return false }
            let count = min(current.count - filled, bytes.count - index)
            let start = filled
            current.withUnsafeMutableBufferPointer { line in
                _ = UnsafeMutableBufferPointer(rebasing: line[start..<start + count])
                    .initialize(from: UnsafeBufferPointer(rebasing: bytes[index..<index + count]))
            }
            filled += count
            index += count
            if filled == current.count {
                try finishRow(visit: visit)
            }
        }
        return !isComplete
    }

    private mutating func finishRow(visit: (PixelRow) throws(ImageReadError) -> Void) throws(ImageReadError) {
        let pass = passes[passIndex]
        let y = pass.yStart + rowInPass * pass.yStep
        try unfilter(y: y)
        try convert(width: pass.width)
        try visit(PixelRow(y: y, xStart: pass.xStart, xStep: pass.xStep, pixels: pixels[0..<pass.width]))
        swap(&current, &previous)
        filled = 0
        rowsDone += 1
        rowInPass += 1
        if rowInPass == pass.height {
            passIndex += 1
            startPass()
        }
    }

    private mutating func unfilter(y: Int) throws(ImageReadError) {
        let filter = current[0]
        guard filter <= 4 else { throw .corrupt("row \(y) has filter type \(filter), which does not exist") }
        let stride = filterStride
        current.withUnsafeMutableBufferPointer { row in
            previous.withUnsafeBufferPointer { above in
                // Index 0 of both is the filter byte; the line is 1...count.
                let count = row.count
                switch filter {
                case 1:
                    var i = 1 + stride
                    while i < count {
                        row[i] &+= row[i - stride]
                        i += 1
                    }
                case 2:
                    for i in 1..<count { row[i] &+= above[i] }
                case 3:
                    for i in 1..<count {
                        let left = i > stride ? Int(row[i - stride]) : 0
                        row[i] &+= UInt8((left + Int(above[i])) / 2)
                    }
                case 4:
                    for i in 1..<count {
                        let a = i > stride ? Int(row[i - stride]) : 0
                        let b = Int(above[i])
                        let c = i > stride ? Int(above[i - stride]) : 0
                        let p = a + b - c
                        let pa = abs(p - a)
                        let pb = abs(p - b)
                        let pc = abs(p - c)
                        row[i] &+= UInt8(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
                    }
                default:
                    break
                }
            }
        }
    }

    private mutating func convert(width: Int) throws(ImageReadError) {
        let depth = png.bitDepth
        let maximum = (1 << depth) - 1
        let colorType = png.colorType
        let key = transparentKey ?? [-1, -1, -1]
        let colors = paletteColors
        var badIndex: Int?
        current.withUnsafeBufferPointer { line in
            pixels.withUnsafeMutableBufferPointer { out in
                // A sample of the line, by sample index: packed, byte or big-endian pair.
                func sample(_ index: Int) -> Int {
                    switch depth {
                    case 8: return Int(line[1 + index])
                    case 16: return Int(line[1 + index * 2]) << 8 | Int(line[2 + index * 2])
                    default:
                        let bit = index * depth
                        return Int(line[1 + bit / 8] >> (8 - depth - bit % 8)) & maximum
                    }
                }
                func scale(_ value: Int) -> UInt16 {
                    depth == 8 ? UInt16(value) &* 257 : UInt16(value * 65535 / maximum)
                }
                let full = UInt16.max
                switch colorType {
                // The common cases, without the general sample reader:
                // noticeably faster in the debug builds plugins run.
                case .rgba where depth == 8:
                    for x in 0..<width {
                        let o = 1 + x * 4
                        out[x] = RGBA16(
                            red: UInt16(line[o]) &* 257, green: UInt16(line[o + 1]) &* 257,
                            blue: UInt16(line[o + 2]) &* 257, alpha: UInt16(line[o + 3]) &* 257)
                    }
                case .rgb where depth == 8 && transparentKey == nil:
                    for x in 0..<width {
                        let o = 1 + x * 3
                        out[x] = RGBA16(
                            red: UInt16(line[o]) &* 257, green: UInt16(line[o + 1]) &* 257,
                            blue: UInt16(line[o + 2]) &* 257, alpha: full)
                    }
                case .gray:
                    for x in 0..<width {
                        let value = sample(x)
                        let gray = scale(value)
                        out[x] = RGBA16(red: gray, green: gray, blue: gray, alpha: value == key[0] ? 0 : full)
                    }
                case .grayAlpha:
                    for x in 0..<width {
                        let gray = scale(sample(x * 2))
                        out[x] = RGBA16(red: gray, green: gray, blue: gray, alpha: scale(sample(x * 2 + 1)))
                    }
                case .rgb:
                    for x in 0..<width {
                        let r = sample(x * 3)
                        let g = sample(x * 3 + 1)
                        let b = sample(x * 3 + 2)
                        let alpha = r == key[0] && g == key[1] && b == key[2] ? 0 : full
                        out[x] = RGBA16(red: scale(r), green: scale(g), blue: scale(b), alpha: alpha)
                    }
                case .rgba:
                    for x in 0..<width {
                        out[x] = RGBA16(
                            red: scale(sample(x * 4)), green: scale(sample(x * 4 + 1)),
                            blue: scale(sample(x * 4 + 2)), alpha: scale(sample(x * 4 + 3)))
                    }
                case .palette:
                    for x in 0..<width {
                        let index = sample(x)
                        guard index < colors.count else {
                            badIndex = index
                            return
                        }
                        out[x] = colors[index]
                    }
                }
            }
        }
        if let badIndex {
            throw .corrupt("a pixel uses palette entry \(badIndex), but the palette has \(colors.count)")
        }
    }
}
