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
        let fallback = likelyBackground(in: theme)
        let backgrounds = theme.colors.filter { $0.role == .background && $0.unknownStates == 0 }
            .map { ($0.name, NameWords.subject($0.name)) }
        return theme.colors.compactMap { color in
            guard foregroundRoles.contains(color.role), let source = color.source,
                source.on.isEmpty, source.exemption == nil, !paired.contains(color.name)
            else { return nil }
            let background = closestBackground(to: color.name, among: backgrounds) ?? fallback
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
    /// theme's default background (one named only by role words or
    /// `default`), else its first; one whose every value is known, when
    /// there is one.
    static func likelyBackground(in theme: ResolvedTheme, besides other: String? = nil) -> String? {
        if theme.extendsSystem { return "systemBackground" }
        let backgrounds = theme.colors.filter { $0.role == .background && $0.name != other }
        let known = backgrounds.filter { $0.unknownStates == 0 }
        let isDefault = { (color: ResolvedColor) in
            NameWords.words(color.name).allSatisfy { NameWords.roleWords.contains($0) || $0 == "default" }
        }
        return (known.first(where: isDefault) ?? known.first ?? backgrounds.first)?.name
    }

    /// The background whose name is closest to `name`'s (same group and
    /// words: `CTAPrimaryForeground` → `CTAPrimaryBackground`), the first of
    /// those as close; nil when no background shares a word with it.
    static func closestBackground(to name: String, among backgrounds: [(name: String, subject: [String])]) -> String? {
        let own = NameWords.subject(name)
        guard !own.isEmpty else { return nil }
        var best: (name: String, score: Int)?
        for (background, subject) in backgrounds where background != name {
            let score = NameWords.affinity(own, subject)
            if score > 0, score > best?.score ?? 0 { best = (background, score) }
        }
        return best?.name
    }
}
