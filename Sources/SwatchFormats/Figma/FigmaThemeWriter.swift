import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport

/// A theme made of a Figma file as the theme language's YAML: each color
/// with a comment naming its variable, and the reason beside every guessed
/// role and pair, so a reviewer sees what to confirm (or fix in the mapping
/// file). A brand writes only the colors its mode changes.
enum FigmaThemeWriter {
    static func text(_ theme: FigmaTheme, base: FigmaTheme?, source: String) -> String {
        var lines = [
            "# Imported from \(source) by `swatch import figma`. Roles and pairs marked 'guessed' are",
            "# the importer's reading of scopes and names: confirm them, or say them in a mapping file",
            "# (docs/import.md) so that the next import makes the same theme.",
        ]
        if let description = theme.brandDescription {
            let modes = description.contains("; ") ? "modes" : "mode"
            lines.append("# The brand of the \(modes) \(YAMLText.comment(description)).")
        }
        lines.append("swatch: 1")
        if let extends = theme.extends { lines.append("extends: \(YAMLText.scalar(extends))") }
        let baseColors = Dictionary((base?.colors ?? []).map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let colors = theme.colors.filter { color in
            // What the checker reads is what is written: a color with no
            // declaration is in neither.
            guard color.declaration != nil else { return false }
            guard let inherited = baseColors[color.name] else { return true }
            return !sameValues(color, inherited)
        }
        lines.append(colors.isEmpty ? "colors: {}" : "colors:")
        for color in colors {
            lines += self.lines(color, brand: base != nil)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func lines(_ color: FigmaColor, brand: Bool) -> [String] {
        var lines = ["  \(YAMLText.scalar(color.name)):"]
        lines.append(
            "    # Figma: \(YAMLText.comment("'\(color.figmaName.value)' (\(color.figmaID)) in '\(color.collectionName)'"))"
        )
        for gap in color.gaps { lines.append("    # unknown: \(YAMLText.comment(gap))") }
        if let guess = color.roleGuess {
            lines.append("    role: \(color.role.value.rawValue)  # guessed from \(YAMLText.comment(guess.reason))")
        } else {
            lines.append("    role: \(color.role.value.rawValue)")
        }
        if let description = color.description {
            lines.append("    description: \(YAMLText.scalar(description.value))")
        }
        let shape = color.shape
        if let light = shape.light { lines.append("    light: \(text(light))") }
        if let dark = shape.dark { lines.append("    dark: \(text(dark))") }
        if shape.increasedLight != nil || shape.increasedDark != nil {
            lines.append("    increasedContrast:")
            if let light = shape.increasedLight { lines.append("      light: \(text(light))") }
            if let dark = shape.increasedDark { lines.append("      dark: \(text(dark))") }
        }
        if !color.on.isEmpty, !brand {
            let names = "[\(color.on.map { YAMLText.scalar($0.value) }.joined(separator: ", "))]"
            lines.append("    on: \(names)\(color.pairGuess.map { "  # guessed: \(YAMLText.comment($0))" } ?? "")")
        }
        if let primitive = color.primitive, !brand {
            lines.append("    exempt: \(YAMLText.scalar("a primitive: \(primitive)"))")
        }
        return lines
    }

    private static func sameValues(_ a: FigmaColor, _ b: FigmaColor) -> Bool {
        ColorStates.all.allSatisfy { state in
            switch (a.values[state.index], b.values[state.index]) {
            case (nil, nil): true
            case (let x?, let y?): x.means(y)
            default: false
            }
        }
    }

    private static func text(_ value: FigmaSchemeValue) -> String {
        guard let elevated = value.elevated else { return text(value.base) }
        return "{ base: \(text(value.base)), elevated: \(text(elevated)) }"
    }

    private static func text(_ value: FigmaStateValue) -> String {
        switch value {
        case .literal(let color, _): YAMLText.scalar(FigmaLiteral.text(color))
        case .reference(let name, _): "{ ref: \(YAMLText.scalar(name)) }"
        case .unknown: "unknown"
        }
    }
}
