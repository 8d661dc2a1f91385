import SwatchSupport

/// A theme's image path taken apart by Apple's naming convention for scale
/// variants: `Images/logo-light@2x.png` is folder `Images/`, stem
/// `logo-light`, scale 2, extension `png`; its siblings are
/// `logo-light.png` (1x) and `logo-light@3x.png`.
package struct ImagePath: Hashable, Sendable {
    var directory: String
    var stem: String
    var scale: Int?
    package var fileExtension: String

    /// The scales looked for next to a base path.
    static let conventionScales = [1, 2, 3]

    package init(_ path: String) {
        var name = FilePath.name(of: path)
        // The folder with its `/`, empty for a bare name: a path is `directory` + a file name.
        directory = String(path.dropLast(name.count))
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            fileExtension = String(name[name.index(after: dot)...])
            name = String(name[..<dot])
        } else {
            fileExtension = ""
        }
        if let at = name.lastIndex(of: "@"), name.hasSuffix("x") {
            let digits = name[name.index(after: at)..<name.index(before: name.endIndex)]
            if !digits.isEmpty, digits.count <= 2, digits.allSatisfy(\.isASCII), let value = Int(digits), value > 0 {
                scale = value
                name = String(name[..<at])
            }
        }
        stem = name
    }

    /// The path of the variant at `scale`: the plain name for 1x.
    package func variant(scale: Int) -> String {
        let suffix = scale == 1 ? "" : "@\(scale)x"
        let dotted = fileExtension.isEmpty ? "" : "." + fileExtension
        return directory + stem + suffix + dotted
    }

    /// The format the extension names.
    var format: ImageInfo.Format? {
        switch fileExtension.lowercased() {
        case "png": .png
        case "jpg", "jpeg": .jpeg
        case "svg": .svg
        case "pdf": .pdf
        default: nil
        }
    }
}
