import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport

/// The theme as libadwaita stylesheets: the four files an `AdwApplication`
/// loads from its resource base path on its own — `style.css`,
/// `style-dark.css`, `style-hc.css` and `style-hc-dark.css` — each defining
/// every theme color with `@define-color` and then libadwaita's named colors
/// from them (``mapping``).
enum GTKExporter {
    /// A libadwaita named color and how the theme's color for it is chosen.
    struct Mapping {
        var names: [String]
        var rule: Rule
    }

    enum Rule {
        /// The first color of a role whose name holds one of the words, else
        /// (when `fallback`) the first color of that role.
        case role(ColorRoleName, words: [String], fallback: Bool)
        /// The background of the theme's first surface of a kind, at the
        /// elevated level where the kind sits there.
        case surface(SurfaceKind)
    }

    /// The mapping, in the order written (documented in docs/export.md).
    static let mapping: [Mapping] = [
        Mapping(
            names: ["accent_bg_color", "accent_color"], rule: .role(.tint, words: ["accent", "brand"], fallback: true)),
        Mapping(
            names: ["window_bg_color"], rule: .role(.background, words: ["window", "canvas", "page"], fallback: true)),
        Mapping(names: ["view_bg_color"], rule: .role(.background, words: ["view", "content"], fallback: false)),
        Mapping(names: ["card_bg_color"], rule: .role(.background, words: ["card"], fallback: false)),
        Mapping(
            names: ["headerbar_bg_color"], rule: .role(.background, words: ["header", "toolbar"], fallback: false)),
        Mapping(names: ["sidebar_bg_color"], rule: .role(.background, words: ["sidebar"], fallback: false)),
        Mapping(names: ["dialog_bg_color"], rule: .surface(.sheet)),
        Mapping(names: ["popover_bg_color"], rule: .surface(.popover)),
        Mapping(
            names: [
                "window_fg_color", "view_fg_color", "card_fg_color", "headerbar_fg_color", "sidebar_fg_color",
                "dialog_fg_color", "popover_fg_color",
            ], rule: .role(.label, words: ["primary", "headline", "text"], fallback: true)),
        Mapping(
            names: ["headerbar_border_color", "sidebar_border_color"],
            rule: .role(.separator, words: ["border", "divider", "separator"], fallback: true)),
    ]

    /// The four files: (name, color scheme, contrast).
    static let files: [(String, Appearance.ColorScheme, Appearance.Contrast)] = [
        ("style.css", .light, .standard), ("style-dark.css", .dark, .standard),
        ("style-hc.css", .light, .increased), ("style-hc-dark.css", .dark, .increased),
    ]

    static func export(_ model: ExportModel, sourceFileName: String) -> ExportedFiles {
        let prefix = ExportNames.snake(model.namespace) + "_"
        var notes: [String] = []
        let elevatedColors = model.colors.filter { color in
            ColorStates.all.contains {
                $0.level == .elevated && color.table[$0] != color.table[AssetCatalogExporter.base(of: $0)]
            }
        }
        if !elevatedColors.isEmpty {
            notes.append(
                "GTK has no elevated level: each color's base value is defined; dialog_bg_color and popover_bg_color take the elevated value of the sheet's and popover's background"
            )
        }
        let chosen = mapping.flatMap { entry in
            resolve(entry.rule, in: model).map { source in entry.names.map { ($0, source) } } ?? []
        }
        let output = files.map { (file, scheme, contrast) -> ExportedFiles.File in
            var text = """
                /* \(model.namespace): the colors of \(sourceFileName) for GTK 4 and libadwaita, \
                \(scheme == .light ? "light" : "dark")\(contrast == .increased ? ", high contrast" : ""). \
                Written by `swatch export --format gtk`. */

                """
            for color in model.colors {
                text +=
                    "@define-color \(prefix)\(ExportNames.snake(color.name)) \(gtk(color.table[ColorStates.state(scheme, .base, contrast)]));\n"
            }
            if !chosen.isEmpty { text += "\n/* libadwaita's named colors (docs/export.md has the mapping). */\n" }
            for (name, source) in chosen {
                switch source {
                case .color(let colorName):
                    text += "@define-color \(name) @\(prefix)\(ExportNames.snake(colorName));\n"
                case .value(let table):
                    text += "@define-color \(name) \(gtk(table[ColorStates.state(scheme, .elevated, contrast)]));\n"
                }
            }
            return .init(path: file, contents: text)
        }
        return ExportedFiles(files: output, notes: notes)
    }

    enum Source {
        case color(String)
        /// An elevated value, written as a literal.
        case value(ColorTable)
    }

    static func resolve(_ rule: Rule, in model: ExportModel) -> Source? {
        switch rule {
        case .role(let role, let words, let fallback):
            let candidates = model.colors.filter { $0.role == role }
            let named = candidates.first { color in
                let nameWords = ExportNames.words(color.name)
                return words.contains { nameWords.contains($0) }
            }
            return (named ?? (fallback ? candidates.first : nil)).map { .color($0.name) }
        case .surface(let kind):
            guard let surface = model.surfaces.first(where: { $0.kind == kind }),
                let background = surface.background, let color = model.color(named: background)
            else { return nil }
            return .value(color.table)
        }
    }

    /// GTK's CSS: `#RRGGBB`, or `rgba(r, g, b, a)` for a translucent color.
    /// GTK draws in sRGB, so a wider value is clamped to it.
    static func gtk(_ color: Color) -> String {
        let bytes = color.rgba8
        guard bytes.alpha < 255 else { return color.hex }
        let alpha = (Double(bytes.alpha) / 255 * 1000).rounded() / 1000
        return "rgba(\(bytes.red), \(bytes.green), \(bytes.blue), \(alpha.formatted))"
    }
}

extension ExportFormat {
    /// A folder of libadwaita stylesheets: style.css, style-dark.css, style-hc.css, style-hc-dark.css.
    public static let gtk = ExportFormat(writer: GTKExporter.self)
}

extension GTKExporter: FormatWriter {
    static let name = "gtk"
    static let writesFolder = true
    /// A folder of stylesheets, named for the theme.
    static let outputSuffix = ""
    static let summary = "a folder with libadwaita's style.css, style-dark.css, style-hc.css and style-hc-dark.css."

    static func write(_ model: ExportModel, options: ExportOptions) -> ExportedFiles {
        export(model, sourceFileName: options.sourceFileName)
    }
}
