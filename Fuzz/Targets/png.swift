@testable import SwatchImages

// The PNG chunk reader, then the pixel decoder on what it accepted. Random
// bytes rarely carry valid CRCs, so each input is also tried with every
// chunk's CRC recomputed: the reader then gets past its checksum test and
// the fuzzer reaches the header, palette, transparency and pixel code.

func fuzz(_ bytes: [UInt8]) {
    read(bytes)
    let repaired = withCorrectCRCs(bytes)
    if repaired != bytes { read(repaired) }
}

private func read(_ bytes: [UInt8]) {
    _ = try? ImageHeaderReader.read(bytes)
    guard let png = try? PNGFile(bytes), png.width * png.height <= 1 << 16 else { return }
    try? PNGPixelDecoder.decode(png) { _ in }
}

/// The bytes with the CRC of each whole chunk set to the right value.
private func withCorrectCRCs(_ bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let end = offset + 8 + length
        guard length <= bytes.count, end + 4 <= bytes.count else { break }
        let crc = Fixture.crc32(Array(bytes[offset + 4..<end]))
        bytes.replaceSubrange(end..<end + 4, with: Fixture.be32(crc))
        offset = end + 4
    }
    return bytes
}

func seeds() -> [String: [UInt8]] {
    var seeds: [String: [UInt8]] = [
        "rgb.png": Fixture.rgb(3, 2),
        "glyph.png": Fixture.glyph(8),
        "rgba.png": Fixture.rgba(4, 4) { x, y in [x * 60, y * 60, 90, (x + y) * 30] },
    ]
    // Every color type and bit depth, interlaced or not.
    let depthsByColorType = [(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16])]
    for (colorType, depths) in depthsByColorType {
        for depth in depths {
            for interlaced in [false, true] {
                let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]!
                let maximum = colorType == 3 ? 1 : (1 << depth) - 1
                var png = Fixture.PNG(
                    width: 5, height: 3, colorType: colorType, bitDepth: depth,
                    pixels: (0..<3)
                        .map { y in
                            (0..<5).map { x in (0..<channels).map { c in (x + y + c) % (maximum + 1) } }
                        },
                    interlaced: interlaced, filters: [0, 1, 2, 3, 4])
                if colorType == 3 {
                    png.palette = [0, 0, 0, 255, 255, 255]
                    png.transparency = [128]
                }
                if colorType == 0 && depth == 8 { png.transparency = [0, 7] }
                seeds["type\(colorType)-\(depth)\(interlaced ? "-interlaced" : "").png"] = png.encode()
            }
        }
    }
    return seeds
}
