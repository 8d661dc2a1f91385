import CSwatchZlib

/// A zlib stream inflated piece by piece, so that a PNG can be decoded one
/// row at a time and a PDF stream read only as far as needed: memory stays
/// bounded by the caller, whatever the compressed data claims to expand to.
final class Inflater {
    // zlib keeps a pointer back to its z_stream and refuses calls made through
    // another address, so the stream lives at a fixed heap address rather than
    // in a Swift variable that inout could copy.
    private let stream: UnsafeMutablePointer<z_stream>
    private var output: [UInt8]
    private(set) var isFinished = false

    package init(outputChunk: Int = 32 * 1024) throws(ImageReadError) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        output = [UInt8](repeating: 0, count: outputChunk)
        guard swatch_inflateInit(stream) == Z_OK else {
            stream.deallocate()
            throw ImageReadError(.tooLarge, "cannot be decompressed: zlib could not start")
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
    }

    /// Inflates `input`, handing each piece of output to `sink`, which returns
    /// false once it wants no more. Returns false when the stream is over (its
    /// end was reached or the sink stopped), true when it wants more input.
    func feed(
        _ input: UnsafeBufferPointer<UInt8>,
        sink: (UnsafeBufferPointer<UInt8>) throws(ImageReadError) -> Bool
    ) throws(ImageReadError) -> Bool {
        guard !isFinished else { return false }
        guard let base = input.baseAddress, !input.isEmpty else { return true }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: base)
        stream.pointee.avail_in = UInt32(clamping: input.count)
        defer {
            stream.pointee.next_in = nil
            stream.pointee.avail_in = 0
        }
        while true {
            let capacity = output.count
            let (status, produced) = output.withUnsafeMutableBufferPointer { buffer in
                stream.pointee.next_out = buffer.baseAddress
                stream.pointee.avail_out = UInt32(buffer.count)
                let status = inflate(stream, Z_NO_FLUSH)
                let produced = buffer.count - Int(stream.pointee.avail_out)
                stream.pointee.next_out = nil
                stream.pointee.avail_out = 0
                return (status, produced)
            }
            if produced > 0 {
                var wantsMore = true
                var failure: ImageReadError?
                output.withUnsafeBufferPointer { buffer in
                    do throws(ImageReadError) {
                        wantsMore = try sink(UnsafeBufferPointer(rebasing: buffer[0..<produced]))
                    } catch { failure = error }
                }
                if let failure { throw failure }
                if !wantsMore {
                    isFinished = true
                    return false
                }
            }
            switch status {
            case Z_STREAM_END:
                isFinished = true
                return false
            case Z_OK:
                // Input used up and output not full: all that this input
                // holds has come out. A full output may hide more, so loop.
                if stream.pointee.avail_in == 0 && produced < capacity { return true }
            case Z_BUF_ERROR:
                // No progress was possible: zlib needs input it has not had.
                if stream.pointee.avail_in == 0 { return true }
                throw .corrupt("the compressed data cannot be decompressed")
            case Z_MEM_ERROR:
                throw ImageReadError(.tooLarge, "cannot be decompressed: out of memory")
            default:
                let reason = stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(status)"
                throw .corrupt("the compressed data is invalid (\(reason))")
            }
        }
    }
}

/// The CRC-32 that PNG chunks carry, from zlib.
func crc32Checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
        UInt32(truncatingIfNeeded: crc32(0, buffer.baseAddress, UInt32(buffer.count)))
    }
}
