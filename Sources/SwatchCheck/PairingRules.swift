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

    static func check(_ theme: ResolvedTheme, metric: any ContrastMetric) -> [Diagnostic] {
        var paired = Set<String>()
        for surface in theme.surfaces { paired.formUnion(surface.contentColors.map(\.0.name)) }
        for material in theme.materials { paired.formUnion(material.bindings.map(\.color.name)) }
        let fallback = likelyBackground(in: theme)
        let backgrounds = BackgroundNames(
            theme.colors.filter { $0.role == .background && $0.unknownStates == 0 }
                .map { ($0.name, NameWords.subject($0.name)) })
        var tried = Backgrounds(theme)
        return theme.colors.compactMap { color -> Diagnostic? in
            guard foregroundRoles.contains(color.role), let source = color.source,
                source.on.isEmpty, source.exemption == nil, !paired.contains(color.name)
            else { return nil }
            let candidates = rankedBackgrounds(for: color.name, among: backgrounds, fallback: fallback)
            let advice = "name what it is drawn on with 'on:'"
            var message =
                "nothing pairs \(color.role.rawValue) '\(color.name)' with a background, so its contrast is never checked; \(advice)"
            guard !candidates.isEmpty else {
                message += " (the theme has no background color to suggest)"
                return Diagnostic(
                    .dmUnpaired, message, at: source.role.range, subject: color.name,
                    remedy: .init(.pair(color: color.name, background: nil), advice: advice))
            }
            // The suggestion is a fact only the team knows, guessed from the
            // names: it is made only where the pair it makes then passes, so
            // that taking it adds no error. The best-named background the
            // color reaches every minimum on; one it fails on is named, not
            // proposed.
            var chosen: (name: String, fit: BackgroundFit)?
            var notes: [Diagnostic.Note] = []
            let targets = BackgroundFit.targets(of: color, in: theme)
            for candidate in candidates {
                // Past the third, a background the color fails on is not
                // said: only whether it reaches the minima is asked.
                let fit = BackgroundFit(
                    color, on: tried.stacks(under: candidate, for: color), targets: targets, metric: metric,
                    memo: &tried.contrasts, untilShortOfMinimum: notes.count >= 3)
                if fit.reachesMinima {
                    chosen = (candidate, fit)
                    break
                }
                // The better-named backgrounds passed over, said (the first
                // three: a long list would be the same advice repeated).
                if notes.count < 3 {
                    notes.append(
                        .init(
                            "not drawn on '\(candidate)' by the fix-it: \(fit.shortfall(&tried) ?? "it cannot be judged there")"
                        ))
                }
            }
            guard let (background, fit) = chosen else {
                notes.append(
                    .init(
                        "no fix-it: '\(color.name)' fails on each background its name or the theme suggests; name the one it is drawn on, or change its value"
                    ))
                return Diagnostic(
                    .dmUnpaired, message, at: source.role.range, notes: notes, subject: color.name,
                    remedy: .init(.pair(color: color.name, background: nil), advice: advice))
            }
            var fixIt = onFixIt(for: source, background: background)
            // Reaching the minimum but not the aim: the warning the pair then
            // gets is said with the fix, not discovered after it.
            let caveat = fit.shortfall(&tried).map { "there \($0), a warning once paired" } ?? ""
            if !caveat.isEmpty { fixIt.message += "; \(caveat)" }
            return Diagnostic(
                .dmUnpaired, message, at: source.role.range, notes: notes, fixIt: fixIt, subject: color.name,
                remedy: .init(.pair(color: color.name, background: background), advice: advice, caveat: caveat))
        }
    }

    /// The backgrounds a foreground may be drawn on, best first: those whose
    /// names share the most words with its own, in its order (same group and
    /// words: `CTAPrimaryForeground` → `CTAPrimaryBackground`), then the
    /// theme's likely background.
    static func rankedBackgrounds(
        for name: String, among backgrounds: BackgroundNames, fallback: String?
    ) -> [String] {
        let own = NameWords.subject(name)
        var scored: [(name: String, score: Int)] = []
        if !own.isEmpty {
            // In the theme's order, as every background was read before the index.
            for (place, shared) in backgrounds.sharingWords(with: own) {
                let (background, subject) = backgrounds.backgrounds[place]
                guard background != name else { continue }
                let score = NameWords.affinity(own, subject, sharedWords: shared)
                if score > 0 { scored.append((background, score)) }
            }
        }
        // Stable: equally close names keep the theme's order.
        let ranked = scored.enumerated().sorted { ($0.element.score, -$0.offset) > ($1.element.score, -$1.offset) }
            .map(\.element.name)
        guard let fallback, fallback != name, !ranked.contains(fallback) else { return ranked }
        return ranked + [fallback]
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
        // The background is suggested by names: a guess the user takes in
        // an editor, which `swatch fix` never writes for them.
        var fixIt = Diagnostic.FixIt(replacement: replacement, message: "draw it on '\(background)': add '\(addition)'")
        fixIt.isGuess = true
        return fixIt
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
}
