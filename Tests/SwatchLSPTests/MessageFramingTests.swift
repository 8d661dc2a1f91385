import SwatchLSPProtocol
import Testing

@testable import SwatchLSP

/// The base protocol's framing: a frame split across reads, headers in any
/// case and order, and every way the headers can be wrong.
@Suite struct MessageFramingTests {
    func frames(_ text: String, chunkSize: Int = .max) -> [Frame] {
        var reader = FrameReader(BytesSource(Array(text.utf8), chunkSize: chunkSize))
        var frames: [Frame] = []
        while let frame = reader.next() { frames.append(frame) }
        return frames
    }

    @Test func readsFramesSplitAcrossReads() {
        let text = "Content-Length: 2\r\n\r\n{}content-length:3\r\nContent-Type: application/vscode-jsonrpc\r\n\r\n[1]"
        for chunkSize in [1, 2, 7, 1000] {
            #expect(frames(text, chunkSize: chunkSize) == [.body(Array("{}".utf8)), .body(Array("[1]".utf8))])
        }
    }

    @Test func aMissingContentLengthLosesOnlyItsMessage() {
        let text = "Content-Type: x\r\n\r\n{}Content-Length: 2\r\n\r\n[]"
        let read = frames(text)
        #expect(read.count == 2)
        guard case .malformed(let reason) = read.first else {
            Issue.record("expected a malformed frame first")
            return
        }
        #expect(reason.contains("without Content-Length"))
        #expect(read.last == .body(Array("[]".utf8)))
    }

    @Test func aContentLengthThatIsNoNumberIsSkipped() {
        let read = frames("Content-Length: lots\r\n\r\n{}Content-Length: 2\r\n\r\n[]")
        #expect(read.count == 2)
        #expect(read.last == .body(Array("[]".utf8)))
    }

    @Test func garbageBeforeAHeaderIsSkipped() {
        let read = frames("hello there\r\n\r\nContent-Length: 2\r\n\r\n[]")
        #expect(read.last == .body(Array("[]".utf8)))
    }

    @Test func aLengthOverTheLimitIsRefusedWithoutReadingIt() {
        let read = frames("Content-Length: 999999999999\r\n\r\n{}Content-Length: 2\r\n\r\n[]")
        guard case .malformed(let reason) = read.first else {
            Issue.record("expected a malformed frame first")
            return
        }
        #expect(reason.contains("over the limit"))
        #expect(read.last == .body(Array("[]".utf8)))
    }

    @Test func aBodyCutOffByTheEndOfInputIsTheEnd() {
        #expect(frames("Content-Length: 10\r\n\r\n{}") == [])
        #expect(frames("") == [])
        #expect(frames("Content-Len") == [])
    }

    @Test func framedWritesTheLengthInBytes() {
        #expect(framed(Array("é".utf8)) == Array("Content-Length: 2\r\n\r\né".utf8))
    }
}
