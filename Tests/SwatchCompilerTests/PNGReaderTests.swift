import Testing

@testable import SwatchImages
@testable import SwatchTestSupport

@Suite struct PNGReaderTests {
    func gray(_ width: Int, _ height: Int, depth: Int = 8) -> Fixture.PNG {
        let pixels = (0..<height).map { y in (0..<width).map { x in [(x + y) % (1 << depth)] } }
        return Fixture.PNG(width: width, height: height, colorType: 0, bitDepth: depth, pixels: pixels)
    }

    @Test func readsTheHeaderOfEachColorType() throws {
        let rgb = try ImageHeaderReader.read(Fixture.rgb(3, 2))
        #expect(rgb == ImageInfo(format: .png, width: 3, height: 2, hasAlpha: false, bitDepth: 8, channels: 3))
        let rgba = try ImageHeaderReader.read(Fixture.rgba(5, 7) { _, _ in [1, 2, 3, 4] })
        #expect(rgba.width == 5 && rgba.height == 7 && rgba.hasAlpha && rgba.channels == 4)
        var keyed = gray(4, 4)
        keyed.transparency = [0, 3]
        #expect(try ImageHeaderReader.read(keyed.encode()).hasAlpha)
        #expect(try !ImageHeaderReader.read(gray(4, 4).encode()).hasAlpha)
        var interlaced = gray(9, 9)
        interlaced.interlaced = true
        #expect(try ImageHeaderReader.read(interlaced.encode()).isInterlaced)
    }

    @Test func everyTruncationIsAnErrorNotACrash() {
        let bytes = Fixture.rgba(4, 4) { x, y in [x * 60, y * 60, 0, 255] }
        for length in 0..<bytes.count {
            #expect(throws: ImageReadError.self) { _ = try ImageHeaderReader.read(Array(bytes.prefix(length))) }
        }
    }

    @Test func aCutInsideAChunkIsNamedAsTruncation() throws {
        let bytes = Fixture.rgb(8, 8)
        let error = try #require(throws: ImageReadError.self) { try PNGFile(Array(bytes.prefix(60))) }
        #expect(error.kind == .truncated)
        #expect(error.message.contains("IDAT"))
    }

    @Test func aChangedByteFailsTheCRC() throws {
        var bytes = Fixture.rgb(8, 8)
        bytes[20] ^= 0x01  // inside IHDR's width
        let error = try #require(throws: ImageReadError.self) { try PNGFile(bytes) }
        #expect(error.kind == .corrupt)
        #expect(error.message.contains("CRC"))
    }

    @Test func aChunkLengthBeyondTheFileIsCaught() throws {
        var bytes = Fixture.rgb(2, 2)
        // The IDAT length field sits after the signature and IHDR (8 + 25).
        bytes.replaceSubrange(33..<37, with: [0x7F, 0xFF, 0xFF, 0xF0])
        let error = try #require(throws: ImageReadError.self) { try PNGFile(bytes) }
        #expect(error.kind == .truncated)
    }

    @Test func impossibleHeadersAreRefused() throws {
        var sixteenBitPalette = gray(2, 2, depth: 8)
        sixteenBitPalette.colorType = 3
        sixteenBitPalette.bitDepth = 16
        sixteenBitPalette.palette = [0, 0, 0]
        #expect(throws: ImageReadError.self) { try PNGFile(sixteenBitPalette.encode()) }

        let zeroWidth =
            PNGFile.signature
            + Fixture.chunk("IHDR", Fixture.be32(0) + Fixture.be32(1) + [8, 2, 0, 0, 0]) + Fixture.chunk("IEND", [])
        #expect(throws: ImageReadError.self) { try PNGFile(zeroWidth) }

        let paletteWithoutPLTE = Fixture.PNG(width: 1, height: 1, colorType: 3, bitDepth: 8, pixels: [[[0]]])
        let error = try #require(throws: ImageReadError.self) { try PNGFile(paletteWithoutPLTE.encode()) }
        #expect(error.message.contains("PLTE"))
    }

    @Test func appleOptimizedPNGIsNamed() throws {
        let crushed =
            PNGFile.signature + Fixture.chunk("CgBI", [0x50, 0, 0x20, 2]) + Array(Fixture.rgb(1, 1).dropFirst(8))
        let error = try #require(throws: ImageReadError.self) { try ImageHeaderReader.read(crushed) }
        #expect(error.message.contains("CgBI"))
        if case .unsupported = error.kind {} else { Issue.record("expected unsupported, got \(error.kind)") }
    }

    @Test func mutatedBytesNeverCrashTheReaderOrTheDecoder() {
        let original = Fixture.rgba(9, 7, interlaced: true) { x, y in [x * 20, y * 30, 7, (x * y * 13) % 256] }
        var generator = SeededGenerator(state: 42)
        for _ in 0..<400 {
            var bytes = original
            for _ in 0...Int.random(in: 0..<4, using: &generator) {
                bytes[Int.random(in: 8..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            // Outcomes vary; what matters is that each call returns.
            if let png = try? PNGFile(bytes) { _ = try? PNGPixelDecoder.decodeImage(png) }
            _ = try? ImageHeaderReader.read(Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &generator))))
        }
    }
}
