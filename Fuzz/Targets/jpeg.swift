@testable import SwatchImages

// The JPEG marker walker, with its EXIF orientation reader.

func fuzz(_ bytes: [UInt8]) {
    _ = try? JPEGHeaderReader.read(bytes)
    _ = try? ImageHeaderReader.read(bytes)
}

func seeds() -> [String: [UInt8]] {
    var seeds: [String: [UInt8]] = ["plain.jpg": Fixture.jpeg(width: 40, height: 30)]
    for orientation in 1...8 {
        seeds["orientation-\(orientation).jpg"] = Fixture.jpeg(width: 40, height: 30, orientation: orientation)
    }
    seeds["gray.jpg"] = Fixture.jpeg(width: 8, height: 8, components: 1)
    seeds["cmyk-unterminated.jpg"] = Fixture.jpeg(width: 8, height: 8, components: 4, end: false)
    return seeds
}
