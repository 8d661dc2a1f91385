import Testing

@testable import SwatchImages
@testable import SwatchTestSupport

@Suite struct JPEGReaderTests {
    @Test func readsTheFrameHeader() throws {
        let info = try ImageHeaderReader.read(Fixture.jpeg(width: 640, height: 480))
        #expect(info == ImageInfo(format: .jpeg, width: 640, height: 480, hasAlpha: false, bitDepth: 8, channels: 3))
        #expect(try ImageHeaderReader.read(Fixture.jpeg(width: 3, height: 5, components: 1)).channels == 1)
    }

    @Test func exifOrientationTurnsTheSize() throws {
        let turned = try ImageHeaderReader.read(Fixture.jpeg(width: 640, height: 480, orientation: 6))
        #expect(turned.width == 480 && turned.height == 640)
        let upright = try ImageHeaderReader.read(Fixture.jpeg(width: 640, height: 480, orientation: 3))
        #expect(upright.width == 640 && upright.height == 480)
    }

    @Test func everyTruncationIsAnError() {
        let bytes = Fixture.jpeg(width: 64, height: 64, orientation: 8)
        for length in 0..<bytes.count {
            #expect(throws: ImageReadError.self) { _ = try ImageHeaderReader.read(Array(bytes.prefix(length))) }
        }
    }

    @Test func aFileWithoutItsEndIsTruncated() throws {
        let error = try #require(throws: ImageReadError.self) {
            try ImageHeaderReader.read(Fixture.jpeg(width: 8, height: 8, end: false))
        }
        #expect(error.kind == .truncated)
        #expect(error.message.contains("EOI"))
    }

    @Test func aSegmentLengthPastTheEndIsCaught() throws {
        var bytes = Fixture.jpeg(width: 8, height: 8)
        bytes.replaceSubrange(4..<6, with: [0xFF, 0xF0])  // the APP0 length
        let error = try #require(throws: ImageReadError.self) { try ImageHeaderReader.read(bytes) }
        #expect(error.kind == .truncated)
        var tooShort = Fixture.jpeg(width: 8, height: 8)
        tooShort.replaceSubrange(4..<6, with: [0, 1])
        #expect(throws: ImageReadError.self) { try ImageHeaderReader.read(tooShort) }
    }

    @Test func scanBeforeFrameIsCorrupt() throws {
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xDA, 0, 8, 1, 1, 0, 0, 63, 0, 0xFF, 0xD9]
        let error = try #require(throws: ImageReadError.self) { try ImageHeaderReader.read(bytes) }
        #expect(error.message.contains("frame header"))
    }

    @Test func mutatedBytesNeverCrash() {
        let original = Fixture.jpeg(width: 100, height: 50, orientation: 6)
        var generator = SeededGenerator(state: 7)
        for _ in 0..<500 {
            var bytes = original
            for _ in 0...Int.random(in: 0..<3, using: &generator) {
                bytes[Int.random(in: 2..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            _ = try? ImageHeaderReader.read(bytes)
        }
    }
}

@Suite struct SVGReaderTests {
    func size(_ attributes: String) throws -> (Double, Double) {
        let info = try ImageHeaderReader.read(Fixture.svg(attributes))
        #expect(info.format == .svg && info.isVector)
        return (info.width, info.height)
    }

    @Test func widthAndHeightInPxPtOrPlain() throws {
        #expect(try size(#"width="24px" height="32px""#) == (24, 32))
        #expect(try size(#"width='24pt' height='16'"#) == (24, 16))
        #expect(try size(#"width = "12.5" height="1e1""#) == (12.5, 10))
    }

    @Test func viewBoxGivesTheSizeOrTheProportions() throws {
        #expect(try size(#"viewBox="0 0 48 24""#) == (48, 24))
        #expect(try size(#"viewBox="0,0,48,24" width="24""#) == (24, 12))
        #expect(try size(#"width="100%" height="100%" viewBox="-4 -4 20 10""#) == (20, 10))
        #expect(try size(#"width="10mm" height="4mm" viewBox="0 0 30 12""#) == (30, 12))
    }

    @Test func skipsDoctypeWithAnInternalSubsetAndABOM() throws {
        let text = """
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd" [ <!ENTITY ns "a>b"> ]>
            <?pi stuff?>
            <svg:svg xmlns:svg="http://www.w3.org/2000/svg" width="8" height="9"/>
            """
        let info = try ImageHeaderReader.read([0xEF, 0xBB, 0xBF] + Array(text.utf8))
        #expect(info.width == 8 && info.height == 9)
    }

    @Test func noUsableSizeIsAnErrorThatSaysWhatItFound() throws {
        let error = try #require(throws: ImageReadError.self) {
            try ImageHeaderReader.read(Fixture.svg(#"width="2em""#))
        }
        #expect(error.message.contains(#"width="2em""#))
        #expect(error.message.contains("viewBox"))
    }

    @Test func malformedStartTagsAreErrors() throws {
        for text in [
            "<svg width=\"3", "<svg width=3 height=4>", "<svg width", "<!-- never closed <svg>",
            "<html><svg width=\"1\" height=\"1\"/></html>", "hello <svg width=\"1\" height=\"1\"/>",
        ] {
            #expect(throws: ImageReadError.self) { try SVGHeaderReader.read(Array(text.utf8)) }
        }
        let truncated = try #require(throws: ImageReadError.self) {
            try SVGHeaderReader.read(Array("<svg width=\"3".utf8))
        }
        #expect(truncated.kind == .truncated)
    }

    @Test func utf16IsNamed() throws {
        let text: [UInt8] = [0xFF, 0xFE] + "<svg width=\"1\" height=\"1\"/>".utf8.flatMap { [$0, UInt8(0)] }
        let error = try #require(throws: ImageReadError.self) { try ImageHeaderReader.read(text) }
        #expect(error.message.contains("UTF-8"))
    }

    @Test func everyTruncationEndsWithoutCrashing() {
        let bytes = Fixture.svg(#"width="24" height="24""#)
        for length in 0..<bytes.count { _ = try? SVGHeaderReader.read(Array(bytes.prefix(length))) }
    }
}

@Suite struct PDFReaderTests {
    @Test func readsThePageMediaBox() throws {
        let info = try ImageHeaderReader.read(Fixture.pdf(mediaBox: "[0 0 24.5 30]"))
        #expect(info == ImageInfo(format: .pdf, width: 24.5, height: 30, hasAlpha: true))
        #expect(try ImageHeaderReader.read(Fixture.pdf(mediaBox: "[ 10 20 34 -4 ]")).height == 24)
    }

    @Test func thePageBoxWinsOverTheInheritedOne() throws {
        let info = try ImageHeaderReader.read(Fixture.pdf(mediaBox: "[0 0 16 16]", pagesBox: "[0 0 612 792]"))
        #expect(info.width == 16)
    }

    @Test func anInheritedBoxIsUsedWhenThePageHasNone() throws {
        let info = try ImageHeaderReader.read(Fixture.pdf(mediaBox: "5 0 R", pagesBox: "[0 0 40 20]"))
        #expect(info.width == 40 && info.height == 20)
    }

    @Test func readsABoxInACompressedObjectStream() throws {
        let info = try ImageHeaderReader.read(Fixture.pdfWithObjectStream(mediaBox: "[0 0 32 16]"))
        #expect(info.width == 32 && info.height == 16)
    }

    @Test func aPDFWithoutItsEndIsTruncated() throws {
        let bytes = Fixture.pdf()
        let error = try #require(throws: ImageReadError.self) {
            try ImageHeaderReader.read(Array(bytes.prefix(bytes.count - 8)))
        }
        #expect(error.kind == .truncated)
    }

    @Test func noBoxIsAnError() throws {
        let error = try #require(throws: ImageReadError.self) {
            try ImageHeaderReader.read(Array("%PDF-1.4\n1 0 obj << /Type /Page >> endobj\n%%EOF\n".utf8))
        }
        #expect(error.message.contains("MediaBox"))
    }

    @Test func mutatedAndCutBytesNeverCrash() {
        let original = Fixture.pdfWithObjectStream()
        var generator = SeededGenerator(state: 99)
        for _ in 0..<300 {
            var bytes = original
            bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            _ = try? ImageHeaderReader.read(Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator))))
        }
    }
}

@Suite struct FormatSniffingTests {
    @Test func otherFormatsAreNamedAndRefused() throws {
        let gif = try #require(throws: ImageReadError.self) {
            try ImageHeaderReader.read(Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8))
        }
        #expect(gif.kind == .unsupported("GIF"))
        let webp = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8 ".utf8)
        #expect(
            throws: ImageReadError(
                .unsupported("WebP"), "is a WebP image, which is not read; use PNG, JPEG, PDF or SVG")
        ) {
            try ImageHeaderReader.read(webp)
        }
    }

    @Test func emptyAndUnknownBytes() throws {
        let empty = try #require(throws: ImageReadError.self) { try ImageHeaderReader.read([]) }
        #expect(empty.kind == .truncated)
        let text = try #require(throws: ImageReadError.self) { try ImageHeaderReader.read(Array("hello".utf8)) }
        #expect(text.kind == .unrecognized)
    }
}
