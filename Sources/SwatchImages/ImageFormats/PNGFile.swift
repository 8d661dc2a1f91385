/// A PNG's chunk structure: the header fields, the palette and transparency
/// chunks the pixel decoder needs, and where the compressed image data lies.
///
/// Every chunk's length is checked against the bytes that remain and its
/// CRC is verified, so a truncated or altered file is an error here, before
/// anything trusts its numbers.
struct PNGFile: Sendable {
    enum ColorType: Int, Sendable {
        case gray = 0
        case rgb = 2
        case palette = 3
        case grayAlpha = 4
        case rgba = 6

        var channels: Int {
            switch self {
            case .gray, .palette: 1
            case .grayAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }

        var allowedBitDepths: [Int] {
            switch self {
            case .gray: [1, 2, 4, 8, 16]
            case .palette: [1, 2, 4, 8]
            case .rgb, .grayAlpha, .rgba: [8, 16]
            }
        }
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    let bytes: [UInt8]
    var width = 0
    var height = 0
    var bitDepth = 0
    var colorType = ColorType.gray
    var isInterlaced = false
    /// RGB triples of the `PLTE` chunk.
    var palette: ArraySlice<UInt8> = []
    /// The `tRNS` chunk's data, if any.
    var transparency: ArraySlice<UInt8>?
    /// The `IDAT` chunks' data, in order; together one zlib stream.
    var dataChunks: [Range<Int>] = []

    var info: ImageInfo {
        ImageInfo(
            format: .png, width: Double(width), height: Double(height),
            hasAlpha: colorType == .grayAlpha || colorType == .rgba || transparency != nil,
            bitDepth: bitDepth, channels: colorType.channels, isInterlaced: isInterlaced)
    }

    package init(_ bytes: [UInt8]) throws(ImageReadError) {
        self.bytes = bytes
        guard bytes.hasBytes(Self.signature) else {
            if bytes.count < Self.signature.count && Self.signature.starts(with: bytes) {
                throw .truncated("the file ends inside the PNG signature")
            }
            throw ImageReadError(.unrecognized, "is not a PNG file")
        }
        var reader = ByteReader(bytes, offset: Self.signature.count)
        var sawHeader = false
        var sawEnd = false
        while !sawEnd {
            guard let length = reader.u32BE(), let typeRange = reader.take(4) else {
                throw .truncated(
                    sawHeader ? "the file ends before the IEND chunk" : "the file ends before the IHDR chunk")
            }
            let type = String(decoding: bytes[typeRange], as: UTF8.self)
            guard bytes[typeRange].allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw .corrupt("a chunk at byte \(typeRange.lowerBound) has an invalid type")
            }
            guard length <= 0x7FFF_FFFF else { throw .corrupt("chunk \(type) claims \(length) bytes") }
            guard let dataRange = reader.take(Int(length)) else {
                throw .truncated("chunk \(type) claims \(length) bytes but only \(reader.remaining) remain")
            }
            guard let storedCRC = reader.u32BE() else { throw .truncated("the file ends inside chunk \(type)") }
            guard crc32Checksum(bytes[typeRange.lowerBound..<dataRange.upperBound]) == storedCRC else {
                throw .corrupt("chunk \(type) fails its CRC check")
            }
            let data = bytes[dataRange]
            if !sawHeader {
                if type == "CgBI" {
                    throw ImageReadError(
                        .unsupported("Apple-optimized PNG"),
                        "is an Apple-optimized PNG (CgBI), which only Apple's tools read; keep the original PNG in the package"
                    )
                }
                guard type == "IHDR" else { throw .corrupt("the first chunk is \(type), not IHDR") }
                try readHeader(data)
                sawHeader = true
                continue
            }
            switch type {
            case "IHDR":
                throw .corrupt("there is a second IHDR chunk")
            case "PLTE":
                guard length % 3 == 0, length > 0, length / 3 <= 256 else {
                    throw .corrupt("the PLTE chunk has \(length) bytes, not 3 to 768 in threes")
                }
                guard dataChunks.isEmpty else { throw .corrupt("the PLTE chunk comes after image data") }
                palette = data
            case "tRNS":
                try readTransparency(data)
            case "IDAT":
                dataChunks.append(dataRange)
            case "IEND":
                sawEnd = true
            default:
                // An unknown chunk whose first letter is upper case is
                // critical: the image cannot be shown without it.
                if (0x41...0x5A).contains(bytes[typeRange.lowerBound]) {
                    throw ImageReadError(
                        .unsupported("PNG chunk \(type)"), "has a critical chunk \(type) that PNG readers do not know")
                }
            }
        }
        guard !dataChunks.isEmpty else { throw .corrupt("there is no IDAT chunk") }
        if colorType == .palette {
            guard !palette.isEmpty else { throw .corrupt("a palette image has no PLTE chunk") }
            if let transparency, transparency.count > palette.count / 3 {
                throw .corrupt("the tRNS chunk has more entries than the palette")
            }
        }
    }

    private mutating func readHeader(_ data: ArraySlice<UInt8>) throws(ImageReadError) {
        guard data.count == 13 else { throw .corrupt("the IHDR chunk has \(data.count) bytes, not 13") }
        var reader = ByteReader(Array(data))
        let width = reader.u32BE()!
        let height = reader.u32BE()!
        let depth = reader.u8()!
        let type = reader.u8()!
        let compression = reader.u8()!
        let filter = reader.u8()!
        let interlace = reader.u8()!
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw .corrupt("the size \(width)×\(height) is not allowed")
        }
        guard let colorType = ColorType(rawValue: Int(type)) else {
            throw .corrupt("color type \(type) does not exist")
        }
        guard colorType.allowedBitDepths.contains(Int(depth)) else {
            throw .corrupt("bit depth \(depth) is not allowed with color type \(type)")
        }
        guard compression == 0, filter == 0 else { throw .corrupt("unknown compression or filter method") }
        guard interlace <= 1 else { throw .corrupt("interlace method \(interlace) does not exist") }
        self.width = Int(width)
        self.height = Int(height)
        self.bitDepth = Int(depth)
        self.colorType = colorType
        self.isInterlaced = interlace == 1
    }

    private mutating func readTransparency(_ data: ArraySlice<UInt8>) throws(ImageReadError) {
        guard dataChunks.isEmpty else { throw .corrupt("the tRNS chunk comes after image data") }
        switch colorType {
        case .gray:
            guard data.count == 2 else { throw .corrupt("a grayscale tRNS chunk has \(data.count) bytes, not 2") }
        case .rgb:
            guard data.count == 6 else { throw .corrupt("an RGB tRNS chunk has \(data.count) bytes, not 6") }
        case .palette:
            guard data.count <= 256 else { throw .corrupt("the tRNS chunk has more than 256 entries") }
        case .grayAlpha, .rgba:
            // Forbidden with an alpha channel; decoders ignore it, and so
            // does this one, as it changes nothing.
            return
        }
        transparency = data
    }
}
