import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchImages
import SwatchModel

/// THEME-gamut: a literal outside the theme's gamut. Resolve has already
/// mapped it into the gamut (CSS Color 4 gamut mapping), so every check and
/// the generated code see what a display shows; this says so at the literal,
/// with the displayed value as the fix-it, so the file states what is shown.
enum GamutRules {
    static func check(_ theme: ResolvedTheme, metric _: any ContrastMetric) -> [Diagnostic] {
        let gamut = theme.gamut
        var diagnostics: [Diagnostic] = []
        // Resolve keeps the literals it mapped, with the words that say
        // which value each is: most colors have none.
        for color in theme.colors {
            for literal in color.source?.literalsOutsideGamut ?? [] {
                if let finding = finding(
                    literal.color, at: literal.range, what: literal.place, gamut: gamut, subject: color.name)
                {
                    diagnostics.append(finding)
                }
            }
        }
        for material in theme.materials {
            let name = material.name
            for (scheme, values) in [("light", material.source.model?.light), ("dark", material.source.model?.dark)] {
                guard let tint = values?.tint else { continue }
                let what = "the \(scheme) tint of material '\(name)'"
                if let finding = finding(tint.value, at: tint.range, what: what, gamut: gamut, subject: name) {
                    diagnostics.append(finding)
                }
            }
        }
        return diagnostics
    }

    private static func finding(
        _ color: Color, at range: SourceRange, what: @autoclosure () -> String, gamut: Gamut, subject: String
    ) -> Diagnostic? {
        guard !color.isInGamut(gamut) else { return nil }
        let text = color.shown(in: gamut)
        var message =
            "\(what()) is outside the \(gamut.title) gamut; a display shows it as \(text) (CSS Color 4 gamut mapping), "
            + "which is what is checked and generated"
        if gamut == .sRGB, color.isInDisplayP3Gamut {
            message += "; for wide-color displays, state 'gamut: display-p3'"
        }
        return Diagnostic(
            .themeGamut, message, at: range,
            fixIt: .init(replacement: "\"\(text)\"", message: "write the color that is shown"), subject: subject,
            remedy: .init(.value(css: text)))
    }
}
