import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel

/// DM-unpaired: a foreground whose contrast nothing checks. A label, fill or
/// separator is judged against what it is drawn on, and the theme says that
/// with `on:`, a surface's `content:` or a material's `vibrancy:`; one named
/// in none of them is never judged, which the author should hear rather than
/// take a clean run for a passing one.
enum PairingRules {
    static let foregroundRoles: Set<ColorRoleName> = [.label, .fill, .separator]

    static func check(_ theme: ResolvedTheme) -> [Diagnostic] {
        var paired = Set<String>()
        for surface in theme.surfaces { paired.formUnion(surface.contentColors.map(\.0.name)) }
        for material in theme.materials { paired.formUnion(material.bindings.map(\.color.name)) }
        let background = likelyBackground(in: theme)
        return theme.colors.compactMap { color in
            guard foregroundRoles.contains(color.role), let source = color.source,
                source.on.isEmpty, source.exemption == nil, !paired.contains(color.name)
            else { return nil }
            let advice = "name what it is drawn on with 'on:'"
            var message =
                "nothing pairs \(color.role.rawValue) '\(color.name)' with a background, so its contrast is never checked; \(advice)"
            let remedy = Diagnostic.Remedy(.pair(color: color.name, background: background), advice: advice)
            if let background {
                return Diagnostic(
                    .dmUnpaired, message, at: source.role.range, fixIt: onFixIt(for: source, background: background),
                    subject: color.name, remedy: remedy)
            }
            message += " (the theme has no background color to suggest)"
            return Diagnostic(.dmUnpaired, message, at: source.role.range, subject: color.name, remedy: remedy)
        }
    }

    /// `on: [background]` added after the color's role, as its keys are laid out.
    static func onFixIt(for source: ColorSource, background: String) -> Diagnostic.FixIt {
        let role = source.role
        let addition = "on: [\(background)]"
        let replacement: String
        switch source.layout {
        case .block(let column):
            replacement = "\(role.value.rawValue)\n\(String(repeating: " ", count: column - 1))\(addition)"
        case .flow: replacement = "\(role.value.rawValue), \(addition)"
        }
        return Diagnostic.FixIt(replacement: replacement, message: "draw it on '\(background)': add '\(addition)'")
    }

    /// The background a foreground is most likely drawn on: the system
    /// background when the theme extends the system palette, else the
    /// theme's first background color.
    static func likelyBackground(in theme: ResolvedTheme, besides other: String? = nil) -> String? {
        if theme.extendsSystem { return "systemBackground" }
        // One whose every value is known, when there is one.
        let backgrounds = theme.colors.filter { $0.role == .background && $0.name != other }
        return (backgrounds.first { $0.unknownStates == 0 } ?? backgrounds.first)?.name
    }
}
