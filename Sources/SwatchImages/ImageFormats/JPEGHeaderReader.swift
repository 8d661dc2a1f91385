/// Reads a JPEG's size from its frame header (SOFn) by walking the marker
/// segments, each by its declared length; no entropy-coded data is decoded.
///
/// The displayed size applies the EXIF orientation: a portrait photo from a
/// phone is often stored landscape with orientation 6, and the system shows
/// it turned, so its stored width is its displayed height.
enum JPEGHeaderReader {
    static func read(_ bytes: [UInt8]) throws(ImageReadError) -> ImageInfo {
        guard bytes.hasBytes([0xFF, 0xD8]) else { throw ImageReadError(.unrecognized, "is not a JPEG file") }
        var reader = ByteReader(bytes, offset: 2)
        var orientation = 1
        var frame: (width: Int, height: Int, precision: Int, components: Int)?
        while true {
            let markerOffset = reader.offset
            guard let lead = reader.u8() else {
                throw .truncated(
                    frame == nil ? "the file ends before the frame header" : "the file ends before the image data")
            }
            guard lead == 0xFF else {
                throw .corrupt(
                    "expected a marker at byte \(markerOffset), found 0x\(String(lead, radix: 16, uppercase: true))")
            }
            var marker: UInt8 = 0xFF
            // Any number of 0xFF fill bytes may precede a marker.
            while marker == 0xFF {
                guard let next = reader.u8() else { throw .truncated("the file ends inside a marker") }
                marker = next
            }
            switch marker {
            case 0x01, 0xD0...0xD7:
                continue  // markers without a segment
            case 0x00, 0xD8:
                throw .corrupt(
                    "unexpected marker 0x\(String(marker, radix: 16, uppercase: true)) at byte \(markerOffset)")
            case 0xD9:
                throw .corrupt("the image ends (EOI) before any image data")
            default:
                break
            }
            guard let length = reader.u16BE() else { throw .truncated("the file ends inside a segment header") }
            guard length >= 2 else { throw .corrupt("a segment at byte \(markerOffset) has length \(length)") }
            guard let segment = reader.take(Int(length) - 2) else {
                throw .truncated(
                    "a segment at byte \(markerOffset) claims \(length) bytes but only \(reader.remaining + 2) remain")
            }
            switch marker {
            case 0xC0...0xCF where marker != 0xC4 && marker != 0xC8 && marker != 0xCC:
                guard frame == nil else { throw .corrupt("there is a second frame header") }
                frame = try frameHeader(bytes[segment])
            case 0xE1:
                if let value = exifOrientation(bytes[segment]) { orientation = value }
            case 0xDA:
                guard let frame else { throw .corrupt("image data starts before the frame header") }
                // A file cut short loses its end marker; a camera's trailer
                // after it is harmless, so the marker is looked for anywhere after.
                guard bytes.firstIndex(of: [0xFF, 0xD9], from: segment.upperBound) != nil else {
                    throw .truncated("the image data has no end marker (EOI)")
                }
                let turned = (5...8).contains(orientation)
                return ImageInfo(
                    format: .jpeg,
                    width: Double(turned ? frame.height : frame.width),
                    height: Double(turned ? frame.width : frame.height),
                    hasAlpha: false, bitDepth: frame.precision, channels: frame.components)
            default:
                break
            }
        }
    }

    private static func frameHeader(_ data: ArraySlice<UInt8>) throws(ImageReadError) -> (Int, Int, Int, Int) {
        var reader = ByteReader(Array(data))
        guard let precision = reader.u8(), let height = reader.u16BE(), let width = reader.u16BE(),
            let components = reader.u8()
        else { throw .corrupt("the frame header is too short") }
        guard height > 0 else {
            throw ImageReadError(
                .unsupported("JPEG with DNL"), "gives its height only after the image data (DNL), which is not read")
        }
        guard width > 0, components > 0 else {
            throw .corrupt("the frame header gives \(width)×\(height) px, \(components) components")
        }
        return (Int(width), Int(height), Int(precision), Int(components))
    }

    /// The orientation tag (0x0112) of IFD0 in an APP1 Exif segment, if one
    /// is there and well formed; anything odd is ignored, not an error,
    /// because the size is still right for orientation 1.
    static func exifOrientation(_ segment: ArraySlice<UInt8>) -> Int? {
        let data = Array(segment)
        guard data.hasBytes([0x45, 0x78, 0x69, 0x66, 0, 0]) else { return nil }  // "Exif\0\0"
        let tiff = Array(data[6...])
        let little: Bool
        if tiff.hasBytes([0x49, 0x49, 0x2A, 0x00]) {
            little = true
        } else if tiff.hasBytes([0x4D, 0x4D, 0x00, 0x2A]) {
            little = false
        } else {
            return nil
        }
        func u16(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 2 <= tiff.count else { return nil }
            let a = Int(tiff[offset])
            let b = Int(tiff[offset + 1])
            return little ? b << 8 | a : a << 8 | b
        }
        func u32(_ offset: Int) -> Int? {
            guard let first = u16(offset), let second = u16(offset + 2) else { return nil }
            return little ? second << 16 | first : first << 16 | second
        }
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<min(count, 512) {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            if tag == 0x0112 {
                guard u16(at + 2) == 3, let value = u16(at + 8), (1...8).contains(value) else { return nil }
                return value
            }
        }
        return nil
    }
}
