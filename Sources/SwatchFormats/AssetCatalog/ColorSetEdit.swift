import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import SwatchSyntax

/// A color set's `Contents.json` as a fix-it edits it: in place, every byte
/// but the values it changes kept, written in the file's own style
/// (``ColorSetStyle``), so that Xcode, opening the catalog, has nothing to
/// rewrite and a review shows only the values that changed.
struct ColorSetEdit {
    var path: String
    var bytes: [UInt8]
    var root: YAMLValue

    /// Read when an edit is written, not for every color set a check reads.
    var style: ColorSetStyle { ColorSetStyle(of: bytes, root: root) }

    /// The entry of `colors` whose `color` object is at `range`.
    func entry(withColorAt range: SourceRange) -> YAMLValue? {
        root["colors"]?.items?.first { $0["color"]?.range == range }
    }

    /// The text of `entry`'s color object with `color` in it: the
    /// components' values replaced where the color space stays and each is
    /// written, else the whole object as the file writes one.
    func replacingColor(of entry: YAMLValue, with color: Color) -> String? {
        guard let node = entry["color"], let start = node.range.start.offset(in: bytes),
            let end = node.range.end.offset(in: bytes), start <= end
        else { return nil }
        let style = self.style
        let (space, values) = ExportModel.components(of: color)
        let written = node["color-space"]?.scalar
        let keeps = written == space || (written == "extended-srgb" && space == "srgb")
        let keys = ["red", "green", "blue"]
        let texts = values.map { style.text($0, space: space) } + [style.alphaText(color.alpha)]
        var places: [(start: Int, end: Int, text: String)] = []
        for (key, text) in zip(keys + ["alpha"], texts) {
            guard let field = node["components"]?[key], field.isScalar,
                let from = field.range.start.offset(in: bytes), let to = field.range.end.offset(in: bytes),
                start <= from, to <= end
            else {
                // An alpha left out is 1: it stays out while the color is opaque.
                if key == "alpha", color.alpha == 1, node["components"]?["alpha"] == nil { continue }
                places = []
                break
            }
            places.append((from, to, field.style == .plain ? text : JSONText.quoted(text)))
        }
        guard keeps, places.count >= keys.count else {
            return indented(AssetCatalogExporter.color(color, style: style), like: node, style: style)
        }
        var text = Array(bytes[start..<end])
        for place in places.sorted(by: { $0.start > $1.start }) {
            text.replaceSubrange((place.start - start)..<(place.end - start), with: Array(place.text.utf8))
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// An entry like `entry` for the increased-contrast states of each of
    /// `schemes` ("light", "dark"), holding `color`: where it goes (an empty
    /// range, which inserts) and its text. The entry's other keys (its
    /// idiom, a display gamut) are kept; its luminosity is, for its own
    /// scheme. It goes after the last entry, where Xcode writes the
    /// high-contrast entries (after the standard ones, light before dark).
    func addingHighContrast(like entry: YAMLValue, schemes: [String], color: Color) -> (SourceRange, String)? {
        guard let last = root["colors"]?.items?.last, last.range.end.offset(in: bytes) != nil else { return nil }
        let luminosity = entry["appearances"]?.items?.first { $0["appearance"]?.scalar == "luminosity" }?["value"]?
            .scalar
        let style = self.style
        var text = ""
        for scheme in schemes {
            var fields: [(String, JSONText)] = []
            for pair in entry.pairs.map(Array.init) ?? [] {
                guard let key = pair.key.scalar else { continue }
                let value = pair.value
                if key == "color" {
                    fields.append((key, AssetCatalogExporter.color(color, style: style)))
                } else if key != "appearances", let scalar = value.scalar {
                    fields.append((key, .string(scalar)))
                }
            }
            let appearances = AssetCatalogExporter.appearances(
                luminosity: scheme == "dark" ? "dark" : luminosity, highContrast: true)
            fields.insert(("appearances", .array(appearances)), at: 0)
            text += ",\n" + indentation(of: last) + indented(.object(fields), like: last, style: style)
        }
        return (SourceRange(file: path, start: last.range.end), text)
    }

    /// Whether `entry` is an increased-contrast one already.
    static func isHighContrast(_ entry: YAMLValue) -> Bool {
        entry["appearances"]?.items?.contains { $0["appearance"]?.scalar == "contrast" } == true
    }

    /// `json` laid out as the file lays out a value at `node`'s place: its
    /// lines after the first indented as `node`'s line is.
    private func indented(_ json: JSONText, like node: YAMLValue, style: ColorSetStyle) -> String {
        let indent = indentation(of: node)
        return json.rendered(style.layout).dropLast().split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated().map { $0 == 0 ? String($1) : indent + $1 }.joined(separator: "\n")
    }

    /// The spaces that start the line `node` starts on.
    private func indentation(of node: YAMLValue) -> String {
        guard let lineStart = SourceLocation(line: node.range.start.line, column: 1).offset(in: bytes) else {
            return ""
        }
        return String(decoding: bytes[lineStart...].prefix { $0 == UInt8(ascii: " ") || $0 == 9 }, as: UTF8.self)
    }
}
