import Foundation
import Swatch
import SwatchSupport

@testable import SwatchDiagnostics
@testable import SwatchImages
@testable import SwatchModel
@testable import SwatchPipeline

// Image bytes made by the tests themselves: a small PNG encoder (stored
// deflate blocks, so no compressor is needed), JPEG marker streams, SVG text
// and minimal PDFs, plus a temporary package folder to put them in.

enum Fixture {
    // MARK: Checksums

    static let crcTable: [UInt32] = (0..<256)
        .map { n in
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            return c
        }

    // Loops over raw buffers: fixtures of icon size are megabytes, and a
    // debug build is slow at anything more abstract.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc = ~UInt32(0)
        crcTable.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { buffer in
                for byte in buffer { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
            }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer {
                a &+= UInt32(byte)
                if a >= 65521 { a -= 65521 }
                b &+= a
                if b >= 65521 { b -= 65521 }
            }
        }
        return b << 16 | a
    }

    static func be32(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    static func be16(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    static func zlibStored(_ data: [UInt8], blockSize: Int = 65535) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(blockSize, data.count - offset)
            let last: UInt8 = offset + count == data.count ? 1 : 0
            out.append(last)
            out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out.append(contentsOf: data[offset..<offset + count])
            offset += count
        } while offset < data.count
        return out + be32(adler32(data))
    }

    // MARK: PNG

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body))
    }

    struct PNG {
        var width: Int
        var height: Int
        var colorType: Int = 6
        var bitDepth: Int = 8
        /// Samples of each pixel, row-major: `pixels[y][x]` is one value per channel.
        var pixels: [[[Int]]]
        var palette: [UInt8]? = nil
        var transparency: [UInt8]? = nil
        var interlaced = false
        /// The filter of each row (cycled); every type is exercised by default.
        var filters: [UInt8] = [0]
        /// Split the compressed data into IDAT chunks of this size.
        var chunkSize = Int.max

        var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]! }

        func encode() -> [UInt8] {
            var header = be32(UInt32(width)) + be32(UInt32(height))
            header += [UInt8(bitDepth), UInt8(colorType), 0, 0, interlaced ? 1 : 0]
            var out = PNGFile.signature + Fixture.chunk("IHDR", header)
            if let palette { out += Fixture.chunk("PLTE", palette) }
            if let transparency { out += Fixture.chunk("tRNS", transparency) }
            let compressed = Fixture.zlibStored(rawData())
            var offset = 0
            while offset < compressed.count {
                let end = min(compressed.count, offset + min(chunkSize, compressed.count))
                out += Fixture.chunk("IDAT", Array(compressed[offset..<end]))
                offset = end
            }
            return out + Fixture.chunk("IEND", [])
        }

        func rawData() -> [UInt8] {
            let passes: [(Int, Int, Int, Int)] =
                interlaced
                ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
                : [(0, 0, 1, 1)]
            var out: [UInt8] = []
            var rowNumber = 0
            for (xs, ys, dx, dy) in passes {
                let xsIn = Array(stride(from: xs, to: width, by: dx))
                let ysIn = Array(stride(from: ys, to: height, by: dy))
                guard !xsIn.isEmpty, !ysIn.isEmpty else { continue }
                var previous = [UInt8](repeating: 0, count: packedCount(xsIn.count))
                for y in ysIn {
                    let row = pack(xsIn.map { pixels[y][$0] })
                    let filter = filters[rowNumber % filters.count]
                    out.append(filter)
                    out += Fixture.filter(
                        row, previous: previous, type: filter, stride: max(1, channels * bitDepth / 8))
                    previous = row
                    rowNumber += 1
                }
            }
            return out
        }

        func packedCount(_ pixelCount: Int) -> Int { (pixelCount * channels * bitDepth + 7) / 8 }

        func pack(_ row: [[Int]]) -> [UInt8] {
            let samples = row.flatMap { $0 }
            switch bitDepth {
            case 16: return samples.flatMap { Fixture.be16($0) }
            case 8: return samples.map { UInt8($0) }
            default:
                var out = [UInt8](repeating: 0, count: packedCount(row.count))
                for (index, sample) in samples.enumerated() {
                    let bit = index * bitDepth
                    out[bit / 8] |= UInt8(sample << (8 - bitDepth - bit % 8))
                }
                return out
            }
        }
    }

    static func filter(_ row: [UInt8], previous: [UInt8], type: UInt8, stride: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: row.count)
        row.withUnsafeBufferPointer { row in
            previous.withUnsafeBufferPointer { previous in
                out.withUnsafeMutableBufferPointer { out in
                    for i in 0..<row.count {
                        let a = i >= stride ? Int(row[i - stride]) : 0
                        let b = Int(previous[i])
                        let c = i >= stride ? Int(previous[i - stride]) : 0
                        var predictor = 0
                        switch type {
                        case 1: predictor = a
                        case 2: predictor = b
                        case 3: predictor = (a + b) / 2
                        case 4:
                            let p = a + b - c
                            let pa = abs(p - a)
                            let pb = abs(p - b)
                            let pc = abs(p - c)
                            predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                        default: break
                        }
                        out[i] = UInt8(truncatingIfNeeded: Int(row[i]) - predictor)
                    }
                }
            }
        }
        return out
    }

    /// An 8-bit RGBA PNG drawn by `color(x, y) -> [r, g, b, a]`, every
    /// filter type in turn. Built straight into bytes: the per-pixel arrays
    /// of ``PNG`` are too slow for icon-sized images in a debug build.
    static func rgba(
        _ width: Int, _ height: Int, interlaced: Bool = false, _ color: (Int, Int) -> [Int]
    ) -> [UInt8] {
        if interlaced {
            let pixels = (0..<height).map { y in (0..<width).map { x in color(x, y) } }
            return PNG(width: width, height: height, pixels: pixels, interlaced: true, filters: [0, 1, 2, 3, 4])
                .encode()
        }
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (width * 4 + 1))
        var previous = [UInt8](repeating: 0, count: width * 4)
        var row = [UInt8](repeating: 0, count: width * 4)
        for y in 0..<height {
            row.withUnsafeMutableBufferPointer { row in
                for x in 0..<width {
                    let value = color(x, y)
                    row[x * 4] = UInt8(value[0])
                    row[x * 4 + 1] = UInt8(value[1])
                    row[x * 4 + 2] = UInt8(value[2])
                    row[x * 4 + 3] = UInt8(value[3])
                }
            }
            let type = UInt8(y % 5)
            raw.append(type)
            raw += filter(row, previous: previous, type: type, stride: 4)
            swap(&row, &previous)
        }
        return encoded(width: width, height: height, colorType: 6, raw: raw)
    }

    /// An opaque 8-bit RGB PNG of one color.
    static func rgb(_ width: Int, _ height: Int, _ color: [Int] = [40, 120, 200]) -> [UInt8] {
        var row: [UInt8] = [0]
        for _ in 0..<width { row += color.map(UInt8.init) }
        var raw: [UInt8] = []
        raw.reserveCapacity(row.count * height)
        for _ in 0..<height { raw.append(contentsOf: row) }
        return encoded(width: width, height: height, colorType: 2, raw: raw)
    }

    static func encoded(width: Int, height: Int, colorType: UInt8, raw: [UInt8]) -> [UInt8] {
        let header = be32(UInt32(width)) + be32(UInt32(height)) + [8, colorType, 0, 0, 0]
        return PNGFile.signature + chunk("IHDR", header) + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    }

    /// A white disc on transparency, its edge anti-aliased as a premultiplying
    /// exporter leaves it: alpha falls off and the straight color drifts.
    static func glyph(_ size: Int, color: [Int] = [30, 60, 90]) -> [UInt8] {
        rgba(size, size) { x, y in
            let dx = Double(x) - Double(size) / 2 + 0.5
            let dy = Double(y) - Double(size) / 2 + 0.5
            let distance = (dx * dx + dy * dy).squareRoot()
            let alpha = max(0, min(255, Int(((Double(size) / 2 - distance) * 255).rounded())))
            guard alpha > 0 else { return [0, 0, 0, 0] }
            // Premultiply, round, divide back: what such exporters store.
            let a = Double(alpha) / 255
            return color.map { min(255, Int((Double(Int((Double($0) * a).rounded())) / a).rounded())) } + [alpha]
        }
    }

    // MARK: JPEG

    static func jpeg(width: Int, height: Int, components: Int = 3, orientation: Int? = nil, end: Bool = true) -> [UInt8]
    {
        func segment(_ marker: UInt8, _ data: [UInt8]) -> [UInt8] { [0xFF, marker] + be16(data.count + 2) + data }
        var out: [UInt8] = [0xFF, 0xD8]
        out += segment(0xE0, Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0])
        if let orientation {
            // Big-endian TIFF, IFD0 with one SHORT entry: 0x0112.
            let tiff: [UInt8] =
                Array("MM".utf8) + [0, 42] + be32(8) + be16(1)
                + be16(0x0112) + be16(3) + be32(1) + be16(orientation) + [0, 0] + be32(0)
            out += segment(0xE1, Array("Exif".utf8) + [0, 0] + tiff)
        }
        out += segment(0xDB, [0] + Array(repeating: 1, count: 64))
        var frame: [UInt8] = [8] + be16(height) + be16(width) + [UInt8(components)]
        for id in 1...components { frame += [UInt8(id), 0x11, 0] }
        out += [0xFF, 0xFF]  // a fill byte before the marker
        out += segment(0xC0, frame)
        out += segment(0xC4, [0] + Array(repeating: 0, count: 16))
        var scan: [UInt8] = [UInt8(components)]
        for id in 1...components { scan += [UInt8(id), 0] }
        out += segment(0xDA, scan + [0, 63, 0])
        out += [0x12, 0x34, 0xFF, 0x00, 0x56]  // entropy-coded data, with a stuffed 0xFF
        return end ? out + [0xFF, 0xD9] : out
    }

    // MARK: SVG and PDF

    static func svg(_ attributes: String) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- made by a test -->
            <svg xmlns="http://www.w3.org/2000/svg" \(attributes)><rect width="1" height="1"/></svg>
            """
            .utf8)
    }

    static func pdf(mediaBox: String = "[0 0 24 24]", pagesBox: String? = nil) -> [UInt8] {
        let pagesExtra = pagesBox.map { " /MediaBox \($0)" } ?? ""
        return Array(
            """
            %PDF-1.4
            1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
            2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1\(pagesExtra) >> endobj
            3 0 obj << /Type /Page /Parent 2 0 R /MediaBox \(mediaBox) /Resources << /Font << >> >> >> endobj
            trailer << /Root 1 0 R >>
            %%EOF

            """
            .utf8)
    }

    /// A PDF 1.5 whose page dictionary sits in a compressed object stream.
    static func pdfWithObjectStream(mediaBox: String = "[0 0 32 16]") -> [UInt8] {
        let objects = Array("3 0 << /Type /Page /Parent 2 0 R /MediaBox \(mediaBox) >>".utf8)
        let data = zlibStored(objects)
        var out = Array("%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n".utf8)
        out += Array("2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n".utf8)
        out += Array(
            "4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length \(data.count) >>\nstream\n".utf8)
        out += data
        out += Array("\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n".utf8)
        return out
    }
}

/// A package folder in the temporary directory, removed when released.
final class TemporaryPackage {
    let root: String
    let themeFile: String
    let yaml = "Sources/App/Acme.theme.yaml"

    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        // The resolved path, as the checks see it (/tmp may be a link).
        let made = base + "/swatch-images-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: made, withIntermediateDirectories: true)
        root = URL(fileURLWithPath: made).resolvingSymlinksInPath().path
        themeFile = root + "/Sources/App/Acme.theme.yaml"
        try write("Sources/App/Acme.theme.yaml", Array("images: {}\n".utf8))
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Writes `bytes` at `path`, relative to the theme's folder.
    func write(_ path: String, _ bytes: [UInt8]) throws {
        let full = themeDirectory + "/" + path
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
    }

    func symlink(_ path: String, to target: String) throws {
        let full = themeDirectory + "/" + path
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: target)
    }

    var themeDirectory: String { root + "/Sources/App" }

    var loader: ImageLoader { ImageLoader(packageRoot: root, themeFile: themeFile) }

    func load(_ declaration: ImageDeclaration) -> (image: LoadedImage, diagnostics: [Diagnostic]) {
        loader.load(declaration)
    }

    /// Loader problems and rule findings together, as the checker gives them.
    func check(_ declaration: ImageDeclaration) -> [Diagnostic] {
        ImageChecker(loader: loader).check([declaration])
    }
}

/// A range on `line` of the test theme, one per YAML value a test names.
func at(_ line: Int, _ column: Int = 5) -> SourceRange {
    SourceRange(file: "Acme.theme.yaml", start: SourceLocation(line: line, column: column))
}

extension ImageDeclaration {
    /// A declaration with alt text, so that tests of other rules see only theirs.
    static func test(
        _ kind: Kind, size: PointSize? = PointSize(width: 64, height: 64), platform: Platform = .iOS,
        files: [File]
    ) -> ImageDeclaration {
        ImageDeclaration(
            name: "logo", nameRange: at(2, 3), kind: kind, alt: "Acme logo", altRange: at(4),
            size: size, sizeRange: size == nil ? nil : at(5), platform: platform, files: files)
    }
}

extension PointSize {
    static func pt(_ width: Double, _ height: Double) -> Self { .init(width: width, height: height) }
}

extension Array where Element == Diagnostic {
    func with(_ rule: RuleID) -> [Diagnostic] { filter { $0.rule == rule } }
}

/// A reproducible generator (SplitMix64) for byte mutation tests and the property tests' seeds (`PropertySeeds`):
/// the same state draws the same numbers on every machine and every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
