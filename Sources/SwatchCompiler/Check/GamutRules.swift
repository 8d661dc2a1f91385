import Swatch

/// THEME-gamut: a literal outside the theme's gamut. Resolve has already
/// mapped it into the gamut (CSS Color 4 gamut mapping), so every check and
/// the generated code see what a display shows; this says so at the literal,
/// with the displayed value as the fix-it, so the file states what is shown.
enum GamutRules {
    static func check(_ theme: ResolvedTheme) -> [Diagnostic] {
        let gamut = theme.gamut
        var diagnostics: [Diagnostic] = []
        // `what` is made only for a finding: most literals are in the gamut,
        // and a theme of 30,000 colors spent a tenth of Check on the words.
        func visit(_ expression: ColorExpression?, _ what: @autoclosure () -> String, subject: String) {
            switch expression {
            case .literal(let color, let range):
                if let finding = finding(color, at: range, what: what(), gamut: gamut, subject: subject) {
                    diagnostics.append(finding)
                }
            case .levels(let base, let elevated, _):
                visit(base, what() + " (base)", subject: subject)
                visit(elevated, what() + " (elevated)", subject: subject)
            case .reference, .unknown, nil:
                break
            }
        }
        for resolved in theme.colors {
            guard let color = resolved.declaration else { continue }
            let name = color.name.value
            visit(color.standard.light, "the light value of color '\(name)'", subject: name)
            visit(color.standard.dark, "the dark value of color '\(name)'", subject: name)
            if let increased = color.increasedContrast {
                visit(increased.light, "the increased-contrast light value of color '\(name)'", subject: name)
                visit(increased.dark, "the increased-contrast dark value of color '\(name)'", subject: name)
            }
        }
        for material in theme.materials.map(\.declaration) {
            let name = material.name.value
            for (scheme, values) in [("light", material.model?.light), ("dark", material.model?.dark)] {
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
        let shown = color.mapped(to: gamut)
        // sRGB as the hex the doc comments use; P3 in the one form that holds it.
        let text = gamut == .sRGB ? shown.hex : shown.cssDisplayP3
        var message =
            "\(what()) is outside the \(gamut.title) gamut; a display shows it as \(text) (CSS Color 4 gamut mapping), "
            + "which is what is checked and generated"
        if gamut == .sRGB, color.isInDisplayP3Gamut {
            message += "; for wide-color displays, state 'gamut: display-p3'"
        }
        return Diagnostic(
            .themeGamut, message, at: range,
            fixIt: .init(replacement: "\"\(text)\"", message: "write the color that is shown"), subject: subject)
    }
}

extension Gamut {
    /// How messages name the gamut: "sRGB", "Display P3".
    var title: String {
        switch self {
        case .sRGB: "sRGB"
        case .displayP3: "Display P3"
        }
    }
}
