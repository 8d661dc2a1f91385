/// Reads an image's header from its bytes, whatever the format: the format
/// is told by the bytes, not by the file's extension, so a JPEG named `.png`
/// is read as the JPEG it is (and the format rule can say so).
package enum ImageHeaderReader {
    package static func read(_ bytes: [UInt8]) throws(ImageReadError) -> ImageInfo {
        switch sniff(bytes) {
        case .png: return try PNGFile(bytes).info
        case .jpeg: return try JPEGHeaderReader.read(bytes)
        case .svg: return try SVGHeaderReader.read(bytes)
        case .pdf: return try PDFHeaderReader.read(bytes)
        case nil:
            if let other = otherFormat(bytes) {
                throw ImageReadError(
                    .unsupported(other), "is a \(other) image, which is not read; use PNG, JPEG, PDF or SVG")
            }
            if bytes.isEmpty { throw .truncated("the file is empty") }
            throw ImageReadError(.unrecognized, "is not a PNG, JPEG, PDF or SVG file")
        }
    }

    /// The format the first bytes announce.
    package static func sniff(_ bytes: [UInt8]) -> ImageInfo.Format? {
        if bytes.hasBytes(Array(PNGFile.signature.prefix(4))) { return .png }
        if bytes.hasBytes([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.firstIndex(of: Array("%PDF-".utf8), before: 1024 + 5) != nil { return .pdf }
        var start = bytes.hasBytes([0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        if bytes.hasBytes("<", at: start), bytes.firstIndex(of: Array("<svg".utf8), from: start) != nil {
            return .svg
        }
        let svgInUTF16LE: [UInt8] = [0x3C, 0, 0x73, 0, 0x76, 0, 0x67, 0]
        if bytes.hasBytes([0xFF, 0xFE]) || bytes.hasBytes([0xFE, 0xFF]),
            bytes.firstIndex(of: svgInUTF16LE, from: 0, before: 4096) != nil
                || bytes.firstIndex(of: [0] + svgInUTF16LE.dropLast(), from: 0, before: 4096) != nil
        {
            return .svg
        }
        return nil
    }

    /// Formats known by their magic numbers but not read.
    static func otherFormat(_ bytes: [UInt8]) -> String? {
        if bytes.hasBytes("GIF87a") || bytes.hasBytes("GIF89a") { return "GIF" }
        if bytes.hasBytes("RIFF") && bytes.hasBytes("WEBP", at: 8) { return "WebP" }
        if bytes.hasBytes("ftyp", at: 4) {
            for brand in ["heic", "heix", "hevc", "mif1", "msf1"] where bytes.hasBytes(brand, at: 8) { return "HEIF" }
            if bytes.hasBytes("avif", at: 8) { return "AVIF" }
        }
        if bytes.hasBytes([0x49, 0x49, 0x2A, 0x00]) || bytes.hasBytes([0x4D, 0x4D, 0x00, 0x2A]) { return "TIFF" }
        if bytes.hasBytes("BM") && bytes.count > 14 { return "BMP" }
        if bytes.hasBytes("icns") { return "ICNS" }
        return nil
    }
}
