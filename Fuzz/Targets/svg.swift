@testable import SwatchImages

// The SVG root-element reader: declarations, comments, processing
// instructions, a DOCTYPE, then the attributes that give the size.

func fuzz(_ bytes: [UInt8]) {
    _ = try? SVGHeaderReader.read(bytes)
    _ = try? ImageHeaderReader.read(bytes)
}

func seeds() -> [String: [UInt8]] {
    let attributes = [
        #"width="24" height="24""#, #"viewBox="0 0 24 16""#, #"width="2em" height="10pt" viewBox="0,0,1,1""#,
        #"width='100%' viewBox=" 0 0 32e0 -1 ""#, #"width="1.5in" height="3cm""#, "",
    ]
    var seeds: [String: [UInt8]] = [:]
    for (index, attribute) in attributes.enumerated() { seeds["seed-\(index).svg"] = Fixture.svg(attribute) }
    seeds["doctype.svg"] = Array(#"<!DOCTYPE svg [ <!ENTITY a "b"> ]><?pi x?><svg width="4" height="4"/>"#.utf8)
    let utf16 = Array("<svg width=\"4\" height=\"4\"/>".utf16)
    seeds["utf16.svg"] = [0xFF, 0xFE] + utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    return seeds
}
