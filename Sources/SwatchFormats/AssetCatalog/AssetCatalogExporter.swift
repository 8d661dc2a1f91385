import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport

/// The theme as an Xcode asset catalog: `Contents.json` and one
/// `NAME.colorset/Contents.json` per color.
///
/// | theme state | color set entry |
/// |---|---|
/// | light, standard contrast | no `appearances` (the "Any" entry) |
/// | dark | `luminosity: dark` |
/// | light, increased contrast | `contrast: high` |
/// | dark, increased contrast | `luminosity: dark` and `contrast: high` |
/// | elevated level | nothing: the catalog has no trait for it (a note says so) |
///
/// Components are sRGB, written as Xcode writes 8-bit values (`0x0A`) when
/// they are whole bytes and in decimals otherwise; a value outside sRGB is
/// written in `display-p3`.
package enum AssetCatalogExporter {
    static let info: JSONText = .object([("author", .string("xcode")), ("version", .number("1"))])

    static func export(_ model: ExportModel) -> ExportedFiles {
        var files = [
            ExportedFiles.File(path: "Contents.json", contents: JSONText.object([("info", info)]).rendered(.xcode))
        ]
        for color in model.colors {
            files.append(
                .init(path: "\(color.name).colorset/Contents.json", contents: colorSet(color.table).rendered(.xcode)))
        }
        var notes: [String] = []
        let elevated = model.colors.filter { color in
            ColorStates.all.contains { $0.level == .elevated && color.table[$0] != color.table[base(of: $0)] }
        }
        if !elevated.isEmpty {
            notes.append(
                "an asset catalog has no elevated level: the elevated values of \(elevated.map { "'\($0.name)'" }.joined(separator: ", ")) are not in it (UIKit and SwiftUI derive elevated system backgrounds themselves; custom ones need code)"
            )
        }
        if !model.materials.isEmpty || !model.surfaces.isEmpty {
            notes.append("an asset catalog holds colors only: materials and surfaces are not in it")
        }
        if model.colors.contains(where: { !$0.on.isEmpty || $0.role != .background }) {
            notes.append("roles and `on:` pairs are not in the catalog: they are in the pairs file written beside it")
        }
        return ExportedFiles(files: files, notes: notes)
    }

    /// The pairs file of the exported catalog (`NAME.pairs.yaml` beside it,
    /// which `swatch check` reads): each color's role, text size and `on:`
    /// pairs, and the theme's targets, so that checking the catalog judges
    /// what the theme judged. Names are the color sets' names.
    package static func pairsFile(_ model: ExportModel, catalog: String) -> String {
        // Names as the pairs file reads them back: the one rule for a YAML scalar, which quotes and escapes
        // what a plain scalar cannot hold.
        let word = YAMLText.scalar
        var lines = [
            "# The roles and pairs of the colors of \(YAMLText.comment(catalog)), which an asset catalog cannot "
                + "hold; written by",
            "# swatch export from the theme, read by swatch check beside the catalog.",
        ]
        func targets(_ minimum: Double?, _ aim: Double?) -> [String] {
            [minimum.map { "minimum: \($0.formatted)" }, aim.map { "aim: \($0.formatted)" }].compactMap { $0 }
        }
        var contrast = targets(model.minimum, model.aim)
        let increased = targets(model.increasedMinimum, model.increasedAim)
        if !increased.isEmpty { contrast.append("increasedContrast: { \(increased.joined(separator: ", ")) }") }
        if !contrast.isEmpty { lines.append("contrast: { \(contrast.joined(separator: ", ")) }") }
        lines.append("colors:")
        for color in model.colors {
            var fields = ["role: \(color.role.rawValue)"]
            if let text = color.text { fields.append("text: \(text.rawValue)") }
            if !color.on.isEmpty { fields.append("on: [\(color.on.map(word).joined(separator: ", "))]") }
            lines.append("  \(word(color.name)): { \(fields.joined(separator: ", ")) }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func base(of state: Appearance) -> Appearance {
        var copy = state
        copy.level = .base
        return copy
    }

    static func colorSet(_ table: ColorTable) -> JSONText {
        var entries: [JSONText] = []
        for contrast in Appearance.Contrast.allCases {
            for scheme in Appearance.ColorScheme.allCases {
                let appearances = self.appearances(
                    luminosity: scheme == .dark ? "dark" : nil, highContrast: contrast == .increased)
                var entry: [(String, JSONText)] = [
                    ("color", color(table[ColorStates.state(scheme, .base, contrast)])),
                    ("idiom", .string("universal")),
                ]
                if !appearances.isEmpty { entry.append(("appearances", .array(appearances))) }
                entries.append(.object(entry))
            }
        }
        return .object([("colors", .array(entries)), ("info", info)])
    }

    /// An entry's `appearances` as Xcode writes them: the luminosity
    /// (nil: Any), then `contrast: high`; empty for the "Any" entry.
    static func appearances(luminosity: String?, highContrast: Bool) -> [JSONText] {
        var appearances: [JSONText] = []
        if let luminosity {
            appearances.append(.object([("appearance", .string("luminosity")), ("value", .string(luminosity))]))
        }
        if highContrast {
            appearances.append(.object([("appearance", .string("contrast")), ("value", .string("high"))]))
        }
        return appearances
    }

    /// A color object, its components written in `style`: `swatch export`'s,
    /// or that of the color set a fix-it edits (the one writer of both).
    package static func color(_ color: Color) -> JSONText { self.color(color, style: .exported) }

    static func color(_ color: Color, style: ColorSetStyle) -> JSONText {
        let (space, components) = ExportModel.components(of: color)
        let text = components.map { style.text($0, space: space) }
        return .object([
            ("color-space", .string(space)),
            (
                "components",
                .object([
                    ("alpha", .string(style.alphaText(color.alpha))), ("blue", .string(text[2])),
                    ("green", .string(text[1])), ("red", .string(text[0])),
                ])
            ),
        ])
    }
}

extension ExportFormat {
    /// An Xcode asset catalog folder with a color set per color, and its pairs file beside it.
    public static let xcassets = ExportFormat(writer: AssetCatalogExporter.self)
}

extension AssetCatalogExporter: FormatWriter {
    static let name = "xcassets"
    static let writesFolder = true
    static let outputSuffix = ".xcassets"
    static let summary = "an asset catalog folder."

    /// The catalog, and beside it (when the output is named) its pairs file:
    /// a catalog cannot hold roles and pairs, so they go where `swatch check`
    /// reads them, and the export is judged as the theme was.
    static func write(_ model: ExportModel, options: ExportOptions) -> ExportedFiles {
        var exported = export(model)
        if !options.outputName.isEmpty {
            let pairs = AssetCatalogPaths.pairsFile(forCatalog: options.outputName)
            exported.beside = [.init(path: pairs, contents: pairsFile(model, catalog: options.outputName))]
        }
        return exported
    }
}
