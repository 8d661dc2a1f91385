import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport

/// The theme as CSS custom properties.
///
/// | theme | CSS |
/// |---|---|
/// | light / dark | `light-dark(L, D)`, following `color-scheme` (set to `light dark` on `:root`) |
/// | increased contrast | the same properties again inside `@media (prefers-contrast: more)` |
/// | elevated level | the properties that differ, on `[data-swatch-level="elevated"]` |
/// | reduce transparency | materials turn opaque inside `@media (prefers-reduced-transparency: reduce)` |
///
/// A property is `--NAMESPACE-COLOR` in kebab case: `--acme-card-background`.
/// Only what differs from the rule that would otherwise apply is written
/// again, so each block reads as the list of what that trait changes.
enum CSSExporter {
    static let baseSelector = ":root, [data-swatch-level=\"base\"]"
    static let elevatedSelector = "[data-swatch-level=\"elevated\"]"

    static func export(_ model: ExportModel, sourceFileName: String) -> String {
        let prefix = "--" + ExportNames.kebab(model.namespace) + "-"
        var css = """
            /* \(model.namespace): the colors of \(sourceFileName) as CSS custom properties, written by `swatch export`.
             * Light and dark: light-dark(), which follows color-scheme (the system's, or the page's own).
             * Increase Contrast: @media (prefers-contrast: more).
             * Elevated level (sheets, popovers): put data-swatch-level="elevated" on the sheet's element;
             * data-swatch-level="base" returns to the base level inside it.
             * Reduce Transparency: @media (prefers-reduced-transparency: reduce) makes materials opaque. */

            """
        func property(_ name: String, _ color: ColorEntryValues) -> String {
            "  \(prefix)\(ExportNames.kebab(name)): \(color.css);\n"
        }
        func block(_ selector: String, _ lines: [String], indent: String = "") -> String {
            guard !lines.isEmpty else { return "" }
            return "\(indent)\(selector) {\n" + lines.map { indent + $0 }.joined() + "\(indent)}\n"
        }
        let values = model.colors.map { color in
            (
                color.name,
                { (level: Appearance.Level, contrast: Appearance.Contrast) in
                    ColorEntryValues(
                        light: color.table[ColorStates.state(.light, level, contrast)],
                        dark: color.table[ColorStates.state(.dark, level, contrast)])
                }
            )
        }
        // Base level, standard contrast: every color.
        var root = ["  color-scheme: light dark;\n"]
        root += values.map { property($0.0, $0.1(.base, .standard)) }
        root += model.materials.flatMap {
            materialLines($0, prefix: prefix, contrast: .standard, transparency: .standard)
        }
        css += block(baseSelector, root)
        // Elevated level: the colors whose elevated value differs in either
        // contrast, so that an element inside inherits nothing stale.
        let elevated = values.filter { entry in
            [.standard, .increased].contains { entry.1(.elevated, $0) != entry.1(.base, $0) }
        }
        css += block(elevatedSelector, elevated.map { property($0.0, $0.1(.elevated, .standard)) })
        // Increased contrast.
        var increasedRoot = values.filter { $0.1(.base, .increased) != $0.1(.base, .standard) }
            .map { property($0.0, $0.1(.base, .increased)) }
        let standardMaterials = model.materials.flatMap {
            materialLines($0, prefix: prefix, contrast: .standard, transparency: .standard)
        }
        increasedRoot += model.materials
            .flatMap {
                materialLines($0, prefix: prefix, contrast: .increased, transparency: .standard)
            }
            .filter { !standardMaterials.contains($0) }
        let increasedElevated = elevated.filter { $0.1(.elevated, .increased) != $0.1(.elevated, .standard) }
            .map { property($0.0, $0.1(.elevated, .increased)) }
        let increased =
            block(baseSelector, increasedRoot, indent: "  ")
            + block(elevatedSelector, increasedElevated, indent: "  ")
        if !increased.isEmpty { css += "@media (prefers-contrast: more) {\n" + increased + "}\n" }
        // Reduced transparency: materials only (colors never change with it).
        if !model.materials.isEmpty {
            let reduced = model.materials.flatMap {
                materialLines($0, prefix: prefix, contrast: .standard, transparency: .reduced)
            }
            css +=
                "@media (prefers-reduced-transparency: reduce) {\n" + block(baseSelector, reduced, indent: "  ") + "}\n"
            let both = model.materials.flatMap {
                materialLines($0, prefix: prefix, contrast: .increased, transparency: .reduced)
            }
            // With both on, the opaque color of the increased-contrast model;
            // written only where it differs from the one above.
            let changed = both.filter { !reduced.contains($0) }
            if !changed.isEmpty {
                css +=
                    "@media (prefers-contrast: more) and (prefers-reduced-transparency: reduce) {\n"
                    + block(baseSelector, changed, indent: "  ") + "}\n"
            }
        }
        return css
    }

    /// A material's background (its tint layer: what covers the backdrop)
    /// and the backdrop filter that stands for its blur and saturation.
    static func materialLines(
        _ entry: ExportModel.MaterialEntry, prefix: String, contrast: Appearance.Contrast,
        transparency: Appearance.Transparency
    ) -> [String] {
        let name = prefix + ExportNames.kebab(entry.name)
        func model(_ scheme: Appearance.ColorScheme) -> MaterialModel {
            entry.material.model(in: Appearance(colorScheme: scheme, contrast: contrast, transparency: transparency))
        }
        let light = model(.light)
        let dark = model(.dark)
        let background = ColorEntryValues(light: light.tintLayer, dark: dark.tintLayer)
        // light-dark() takes colors only: a filter that differs by scheme
        // gets a second property for dark.
        var lines = ["  \(name): \(background.css);\n", "  \(name)-backdrop-filter: \(filter(light));\n"]
        if filter(dark) != filter(light) { lines.append("  \(name)-backdrop-filter-dark: \(filter(dark));\n") }
        return lines
    }

    static func filter(_ model: MaterialModel) -> String {
        if model.isOpaque { return "none" }
        return "blur(\(model.blurRadius.formatted)px) saturate(\(model.saturation.formatted))"
    }
}

/// A color's light and dark value in one state of the other traits.
struct ColorEntryValues: Equatable {
    var light: Color
    var dark: Color

    /// `light-dark(L, D)`, or the one value when both are the same.
    var css: String { Self.lightDark(light.css, dark.css) }

    static func lightDark(_ light: String, _ dark: String) -> String {
        light == dark ? light : "light-dark(\(light), \(dark))"
    }
}

extension ExportFormat {
    /// One CSS file of custom properties.
    public static let css = ExportFormat(writer: CSSExporter.self)
}

extension CSSExporter: FormatWriter {
    static let name = "css"
    static let writesFolder = false
    static let outputSuffix = ".css"
    static let summary = "one file of custom properties."

    static func write(_ model: ExportModel, options: ExportOptions) -> ExportedFiles {
        .single(export(model, sourceFileName: options.sourceFileName))
    }
}
