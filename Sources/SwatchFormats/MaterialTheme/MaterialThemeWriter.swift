import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport

/// A theme made of a Material Theme Builder export, in the theme language:
/// each role a color with the role and pairs Material's color roles give
/// it, its light and dark values, and the high-contrast schemes' as
/// `increasedContrast`. Nothing is guessed but the role of a key Material
/// does not name, which is marked so.
enum MaterialThemeWriter {
    static func text(_ theme: ImportedTheme, source: String) -> String {
        var lines = [
            "# Imported from \(YAMLText.comment(source)) by `swatch import material`. Roles and pairs are",
            "# Material's (Material Design 3, \"Color roles\"); the medium-contrast schemes are not",
            "# written, as Apple platforms have one Increase Contrast setting (docs/import.md).",
            "swatch: 1",
        ]
        let colors = theme.colors.filter { $0.declaration(defaultRole: .fill) != nil }
        lines.append(colors.isEmpty ? "colors: {}" : "colors:")
        for color in colors { lines += self.lines(color) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func lines(_ color: ImportedColor) -> [String] {
        var lines = ["  \(YAMLText.scalar(color.name.value)):"]
        let (role, origin) = color.roleAndOrigin
        if case .guessed(let word) = origin {
            let reason = word.map { "its name has the word '\($0)'" } ?? "its name says no role"
            lines.append("    role: \(role.rawValue)  # guessed: no Material role; \(YAMLText.comment(reason))")
        } else {
            lines.append("    role: \(role.rawValue)")
        }
        let light = value(color, .light, .standard)
        let dark = value(color, .dark, .standard)
        if let light { lines.append("    light: \(light)") }
        if let dark { lines.append("    dark: \(dark)") }
        let increasedLight = value(color, .light, .increased)
        let increasedDark = value(color, .dark, .increased)
        // Written only where a high-contrast scheme gives a value of its own.
        if (increasedLight.map { $0 != light } ?? false) || (increasedDark.map { $0 != dark } ?? false) {
            lines.append("    increasedContrast:")
            if let increasedLight { lines.append("      light: \(increasedLight)") }
            if let increasedDark { lines.append("      dark: \(increasedDark)") }
        }
        if !color.on.isEmpty {
            lines.append("    on: [\(color.on.map { YAMLText.scalar($0.value) }.joined(separator: ", "))]")
        }
        if let exemption = color.exemption { lines.append("    exempt: \(YAMLText.scalar(exemption.value))") }
        return lines
    }

    /// The value the export gives in one state, with no fallback: nil
    /// where its scheme has none.
    private static func value(
        _ color: ImportedColor, _ scheme: Appearance.ColorScheme, _ contrast: Appearance.Contrast
    ) -> String? {
        let index = ColorStates.state(scheme, .base, contrast).index
        if let value = color.values[index] { return YAMLText.scalar(FigmaLiteral.text(value.value)) }
        return color.unknown[index] != nil ? "unknown" : nil
    }
}
