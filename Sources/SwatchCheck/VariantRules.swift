import Swatch
import SwatchDiagnostics
import SwatchImages
import SwatchModel

/// DM-variants, DM-elevation and DM-soft-white: whether a color adapts.
enum VariantRules {
    static func check(_ theme: ResolvedTheme, metric _: any ContrastMetric) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = systemFirst(theme)
        for color in theme.colors {
            guard let source = color.source else { continue }
            let hasLight = source.writesLight
            /// A value the color does not write, said at its name with how to add it.
            func lacking(_ rule: RuleID, _ problem: String, _ action: Diagnostic.Remedy.Action, advice: String)
                -> Diagnostic
            {
                Diagnostic(
                    rule, "\(problem); \(advice)", at: source.name.range, subject: color.name,
                    remedy: .init(action, advice: advice))
            }
            // A palette's swatch need not adapt: the tokens that alias it do,
            // by aliasing another swatch in the other scheme.
            if !hasLight || !source.writesDark, !source.isPrimitive {
                let missing = hasLight ? "dark" : "light"
                let present = missing == "light" ? "dark" : "light"
                diagnostics.append(
                    lacking(
                        .dmVariants,
                        "'\(color.name)' has no \(missing) value, so it shows its \(present) value in \(missing) mode and does not adapt",
                        .schemeValue(color: color.name, scheme: missing), advice: "add '\(missing):'"))
            }
            if color.role == .background, !source.hasElevatedVariant {
                diagnostics.append(
                    lacking(
                        .dmElevation,
                        "background '\(color.name)' has no elevated value, so sheets and popovers drawn on it look no different from the base level",
                        .elevatedValue(color: color.name), advice: "give its dark value { base: …, elevated: … }"))
            }
            if color.role == .background {
                let glowing = Appearance.all.filter { $0.colorScheme == .dark && color[$0] == .white }
                if let first = glowing.first {
                    diagnostics.append(
                        Diagnostic(
                            .dmSoftWhite,
                            "background '\(color.name)' is pure white in \(AppearanceSet(states: glowing).description), where it glows against the dark interface; soften it to a slightly darker white such as #F2F2F7",
                            at: source.value(in: first).range, subject: color.name,
                            remedy: .init(.softerWhite(color: color.name))))
                }
            }
        }
        return diagnostics
    }

    /// DM-system-first: a custom color that is a system color in every state
    /// would follow the system better by naming it. Only for themes that
    /// extend the system palette, where the system color can be named.
    static func systemFirst(_ theme: ResolvedTheme) -> [Diagnostic] {
        guard theme.extendsSystem else { return [] }
        // Found by light value first, then the whole table compared: hashing
        // every color's 16 states would cost more than the rest of the rule.
        var systemByLight: [Color: [ResolvedColor]] = [:]
        for color in theme.systemColors { systemByLight[color[.light], default: []].append(color) }
        return theme.colors.compactMap { color in
            guard let source = color.source,
                let system = systemByLight[color[.light]]?.first(where: { $0.table == color.table })?.name,
                // A reference to the system color is what the rule asks for.
                !source.references.contains(where: { $0.value == system })
            else { return nil }
            return Diagnostic(
                .dmSystemFirst,
                "'\(color.name)' is the system color '\(system)' in every appearance; write { ref: \(system) } so it follows the system if Apple changes it",
                at: source.name.range, subject: color.name)
        }
    }

}
