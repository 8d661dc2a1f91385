@testable import SwatchImages

// The PNG pixel decoder and the inflater behind it, past the chunk reader:
// each input is made into a well-formed PNG. Its first five bytes choose the
// header (color type, bit depth, width and height up to 32, interlacing) and
// the extras (a transparency chunk, IDAT split points); the rest is either
// the scanlines themselves, stored in a valid zlib stream, so the fuzzer
// drives the filters and the sample unpacking, or (flag bit 1) the zlib
// stream as is, so it drives the inflater with broken streams.

let colorTypes = [(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16])]

func fuzz(_ bytes: [UInt8]) {
    guard bytes.count >= 5 else { return }
    let (colorType, depths) = colorTypes[Int(bytes[0]) % colorTypes.count]
    let depth = depths[Int(bytes[1]) % depths.count]
    let width = Int(bytes[2]) % 32 + 1
    let height = Int(bytes[3]) % 32 + 1
    let flags = bytes[4]
    let payload = Array(bytes[5...])
    let stream = flags & 2 != 0 ? payload : Fixture.zlibStored(payload)

    var header = Fixture.be32(UInt32(width)) + Fixture.be32(UInt32(height))
    header += [UInt8(depth), UInt8(colorType), 0, 0, flags & 1]
    var file = PNGFile.signature + Fixture.chunk("IHDR", header)
    if colorType == 3 {
        file += Fixture.chunk("PLTE", (0..<(1 << depth) * 3).map { UInt8(truncatingIfNeeded: $0 &* 37) })
    }
    if flags & 4 != 0 {
        let transparency: [UInt8] =
            switch colorType {
            case 0: [0, 1]
            case 2: [0, 1, 0, 2, 0, 3]
            default: [0, 128, 255]
            }
        file += Fixture.chunk("tRNS", transparency)
    }
    // Bits 3–7: where the data is split between IDAT chunks (0: one chunk).
    let split = Int(flags >> 3)
    if split > 0 && split < stream.count {
        file += Fixture.chunk("IDAT", Array(stream[..<split])) + Fixture.chunk("IDAT", Array(stream[split...]))
    } else {
        file += Fixture.chunk("IDAT", stream)
    }
    file += Fixture.chunk("IEND", [])

    guard let png = try? PNGFile(file) else { return }
    _ = try? PNGPixelDecoder.decodeImage(png)
}

func seeds() -> [String: [UInt8]] {
    var seeds: [String: [UInt8]] = [:]
    for (index, (colorType, depths)) in colorTypes.enumerated() {
        for (depthIndex, depth) in depths.enumerated() {
            let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]!
            let rowBytes = (4 * channels * depth + 7) / 8
            var raw: [UInt8] = []
            for y in 0..<4 { raw += [UInt8(y % 5)] + (0..<rowBytes).map { UInt8(truncatingIfNeeded: $0 * 29 + y) } }
            seeds["type\(colorType)-\(depth)"] = [UInt8(index), UInt8(depthIndex), 3, 3, 0] + raw
            seeds["type\(colorType)-\(depth)-zlib"] =
                [UInt8(index), UInt8(depthIndex), 3, 3, 2] + Fixture.zlibStored(raw)
        }
    }
    return seeds
}
