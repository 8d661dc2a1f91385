import Testing

@testable import SwatchImages
@testable import SwatchTestSupport

@Suite struct PNGDecoderTests {
    func decode(_ png: Fixture.PNG) throws -> [[RGBA16]] {
        try PNGPixelDecoder.decodeImage(PNGFile(png.encode()))
    }

    func color(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) -> RGBA16 {
        RGBA16(red: UInt16(r * 257), green: UInt16(g * 257), blue: UInt16(b * 257), alpha: UInt16(a * 257))
    }

    @Test(arguments: [1, 2, 4, 8, 16])
    func grayAtEveryDepth(depth: Int) throws {
        let maximum = (1 << depth) - 1
        let pixels = (0..<5).map { y in (0..<11).map { x in [(x * 7 + y * 3) % (maximum + 1)] } }
        let png = Fixture.PNG(
            width: 11, height: 5, colorType: 0, bitDepth: depth, pixels: pixels, filters: [0, 1, 2, 3, 4])
        let image = try decode(png)
        for y in 0..<5 {
            for x in 0..<11 {
                let expected = UInt16(pixels[y][x][0] * 65535 / maximum)
                #expect(image[y][x] == RGBA16(red: expected, green: expected, blue: expected, alpha: .max))
            }
        }
    }

    @Test(arguments: [1, 2, 4, 8])
    func paletteAtEveryDepthWithTransparency(depth: Int) throws {
        let entries = min(1 << depth, 4)
        let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9].prefix(entries * 3).map { $0 }
        let pixels = (0..<3).map { y in (0..<9).map { x in [(x + y) % entries] } }
        var png = Fixture.PNG(width: 9, height: 3, colorType: 3, bitDepth: depth, pixels: pixels, filters: [1, 4, 2])
        png.palette = palette
        png.transparency = [0]  // entry 0 transparent, the rest opaque
        let image = try decode(png)
        for y in 0..<3 {
            for x in 0..<9 {
                let index = pixels[y][x][0]
                let expected = color(
                    Int(palette[index * 3]), Int(palette[index * 3 + 1]), Int(palette[index * 3 + 2]),
                    index == 0 ? 0 : 255)
                #expect(image[y][x] == expected)
            }
        }
    }

    @Test func rgbWithAColorKey() throws {
        let pixels = [[[10, 20, 30], [1, 2, 3]], [[1, 2, 3], [200, 100, 0]]]
        var png = Fixture.PNG(width: 2, height: 2, colorType: 2, bitDepth: 8, pixels: pixels)
        png.transparency = [0, 1, 0, 2, 0, 3]
        let image = try decode(png)
        #expect(image[0][0] == color(10, 20, 30))
        #expect(image[0][1].alpha == 0 && image[1][0].alpha == 0)
        #expect(image[1][1] == color(200, 100, 0))
    }

    @Test func sixteenBitChannelsKeepTheirPrecision() throws {
        let rgba = Fixture.PNG(
            width: 2, height: 1, colorType: 6, bitDepth: 16, pixels: [[[1, 65535, 300, 65534], [0, 0, 0, 0]]],
            filters: [3])
        let image = try decode(rgba)
        #expect(image[0][0] == RGBA16(red: 1, green: 65535, blue: 300, alpha: 65534))
        let grayAlpha = Fixture.PNG(
            width: 1, height: 2, colorType: 4, bitDepth: 16, pixels: [[[513, 1000]], [[7, 65535]]], filters: [2])
        let decoded = try decode(grayAlpha)
        #expect(decoded[0][0] == RGBA16(red: 513, green: 513, blue: 513, alpha: 1000))
        #expect(decoded[1][0] == RGBA16(red: 7, green: 7, blue: 7, alpha: 65535))
        let grayAlpha8 = Fixture.PNG(width: 1, height: 1, colorType: 4, bitDepth: 8, pixels: [[[128, 64]]])
        #expect(try decode(grayAlpha8)[0][0] == color(128, 128, 128, 64))
    }

    @Test(arguments: [UInt8(0), 1, 2, 3, 4])
    func eachFilterDecodes(filter: UInt8) throws {
        let pixels = (0..<6).map { y in (0..<7).map { x in [x * 37 % 256, y * 41 % 256, (x * y) % 256, 255 - x] } }
        let png = Fixture.PNG(width: 7, height: 6, pixels: pixels, filters: [filter])
        let image = try decode(png)
        #expect(image[5][6] == color(6 * 37 % 256, 5 * 41 % 256, 30, 249))
        #expect(
            image
                == (0..<6)
                .map { y in
                    (0..<7).map { x in color(pixels[y][x][0], pixels[y][x][1], pixels[y][x][2], pixels[y][x][3]) }
                })
    }

    @Test(arguments: [(1, 1), (3, 2), (8, 8), (13, 11), (2, 17)])
    func interlacedDecodesToTheSameImage(width: Int, height: Int) throws {
        let pixels = (0..<height)
            .map { y in (0..<width).map { x in [x * 19 % 256, y * 23 % 256, (x + y) % 256, 128 + x % 128] } }
        var png = Fixture.PNG(width: width, height: height, pixels: pixels, filters: [0, 1, 2, 3, 4])
        let plain = try decode(png)
        png.interlaced = true
        #expect(try decode(png) == plain)
        var gray = Fixture.PNG(
            width: width, height: height, colorType: 0, bitDepth: 2, pixels: pixels.map { $0.map { [$0[0] % 4] } })
        let grayPlain = try decode(gray)
        gray.interlaced = true
        #expect(try decode(gray) == grayPlain)
    }

    @Test func dataSplitAcrossManyChunksAndPastOneOutputBuffer() throws {
        // 200×60 RGBA is about 48 KB of rows: more than one inflate buffer.
        let pixels = (0..<60).map { y in (0..<200).map { x in [x % 256, y, 0, 255] } }
        var png = Fixture.PNG(width: 200, height: 60, pixels: pixels, filters: [0, 1, 2, 3, 4])
        let whole = try decode(png)
        png.chunkSize = 7
        #expect(try decode(png) == whole)
        #expect(whole[59][199] == color(199, 59, 0))
    }

    @Test func missingRowsAreTruncation() throws {
        let png = Fixture.PNG(
            width: 4, height: 4, colorType: 0, pixels: Array(repeating: Array(repeating: [1], count: 4), count: 4))
        // Rewrite the stream to hold two rows, not four.
        let short = Fixture.zlibStored(Array(png.rawData().prefix(10)))
        let bytes =
            PNGFile.signature + Fixture.chunk("IHDR", Fixture.be32(4) + Fixture.be32(4) + [8, 0, 0, 0, 0])
            + Fixture.chunk("IDAT", short) + Fixture.chunk("IEND", [])
        let error = try #require(throws: ImageReadError.self) { try PNGPixelDecoder.decodeImage(PNGFile(bytes)) }
        #expect(error.kind == .truncated)
        #expect(error.message.contains("row 2 of 4"))
    }

    @Test func badFilterPaletteIndexAndZlibAreCorrupt() throws {
        func withData(_ raw: [UInt8], colorType: UInt8 = 0, extra: [UInt8] = []) -> [UInt8] {
            PNGFile.signature + Fixture.chunk("IHDR", Fixture.be32(2) + Fixture.be32(1) + [8, colorType, 0, 0, 0])
                + extra
                + Fixture.chunk("IDAT", Fixture.zlibStored(raw)) + Fixture.chunk("IEND", [])
        }
        let badFilter = try #require(throws: ImageReadError.self) {
            try PNGPixelDecoder.decodeImage(PNGFile(withData([5, 0, 0])))
        }
        #expect(badFilter.message.contains("filter type 5"))
        let badIndex = try #require(throws: ImageReadError.self) {
            try PNGPixelDecoder.decodeImage(
                PNGFile(withData([0, 0, 3], colorType: 3, extra: Fixture.chunk("PLTE", [1, 2, 3]))))
        }
        #expect(badIndex.message.contains("palette entry 3"))
        let garbage =
            PNGFile.signature + Fixture.chunk("IHDR", Fixture.be32(2) + Fixture.be32(1) + [8, 0, 0, 0, 0])
            + Fixture.chunk("IDAT", [0x78, 0x01, 0xFF, 0xFF, 0xFF, 0xFF]) + Fixture.chunk("IEND", [])
        let zlib = try #require(throws: ImageReadError.self) { try PNGPixelDecoder.decodeImage(PNGFile(garbage)) }
        #expect(zlib.kind == .corrupt)
    }

    @Test func imagesPastTheLimitAreNotDecoded() throws {
        let header = Fixture.be32(9000) + Fixture.be32(1) + [8, 0, 0, 0, 0]
        let bytes =
            PNGFile.signature + Fixture.chunk("IHDR", header)
            + Fixture.chunk("IDAT", Fixture.zlibStored([0])) + Fixture.chunk("IEND", [])
        let png = try PNGFile(bytes)
        let error = try #require(throws: ImageReadError.self) { try PNGPixelDecoder.decodeImage(png) }
        #expect(error.kind == .tooLarge)
        #expect(error.message.contains("9000×1"))
    }

    @Test func aDecompressionBombStopsAtTheImage() throws {
        // Far more data than a 2×2 image holds: decoding stops at the image's end.
        let raw = [UInt8](repeating: 0, count: 1 << 20)
        let bytes =
            PNGFile.signature + Fixture.chunk("IHDR", Fixture.be32(2) + Fixture.be32(2) + [8, 0, 0, 0, 0])
            + Fixture.chunk("IDAT", Fixture.zlibStored(raw)) + Fixture.chunk("IEND", [])
        let image = try PNGPixelDecoder.decodeImage(PNGFile(bytes))
        #expect(image.count == 2 && image[0].count == 2)
    }
}

@Suite struct PixelSummaryTests {
    func summary(_ bytes: [UInt8]) throws -> PixelSummary { try PixelSummary.of(PNGFile(bytes)) }

    @Test func countsPixelsThatAreNotOpaque() throws {
        let result = try summary(Fixture.rgba(4, 4) { x, y in [0, 0, 0, x == 3 && y >= 2 ? 128 : 255] })
        #expect(result.translucentCount == 2)
        #expect(result.transparentCount == 0)
        #expect(
            result.firstTranslucent
                == PixelSummary.Pixel(x: 3, y: 2, color: RGBA16(red: 0, green: 0, blue: 0, alpha: 128 * 257)))
        #expect(try summary(Fixture.rgb(4, 4)).isOpaque)
    }

    @Test func antiAliasedEdgesOfOneColorAreOneColor() throws {
        let result = try summary(Fixture.glyph(24))
        #expect(result.isSingleColor)
        #expect(result.transparentCount > 0)
        #expect(!result.isOpaque)
    }

    @Test func aShadowIsASecondColor() throws {
        let result = try summary(
            Fixture.rgba(8, 8) { x, y in
                if (2...5).contains(x) && (2...5).contains(y) { return [255, 255, 255, 255] }
                if x == 6 && (3...6).contains(y) { return [0, 0, 0, 80] }  // a soft black shadow
                return [0, 0, 0, 0]
            })
        let (first, second) = try #require(result.colorConflict)
        #expect(Set([first.color.red, second.color.red]) == [0, 65535])
    }

    @Test func interlacedPixelsKeepTheirPositions() throws {
        let result = try summary(
            Fixture.rgba(9, 9, interlaced: true) { x, y in [0, 0, 0, x == 5 && y == 7 ? 0 : 255] })
        #expect(result.firstTranslucent?.x == 5 && result.firstTranslucent?.y == 7)
    }
}
