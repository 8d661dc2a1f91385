@testable import SwatchImages

// The PDF page-size reader: MediaBox in a page dictionary, or in a
// compressed object stream it inflates.

func fuzz(_ bytes: [UInt8]) {
    _ = try? PDFHeaderReader.read(bytes)
    _ = try? ImageHeaderReader.read(bytes)
}

func seeds() -> [String: [UInt8]] {
    [
        "page.pdf": Fixture.pdf(),
        "inherited.pdf": Fixture.pdf(mediaBox: "[0 0 1 1]", pagesBox: "[0 0 612 792]"),
        "negative.pdf": Fixture.pdf(mediaBox: "[-10.5 -.5 +24 2e1]"),
        "object-stream.pdf": Fixture.pdfWithObjectStream(),
    ]
}
