import Swatch

/// DM-variants, DM-elevation and DM-soft-white: whether a color adapts.
enum VariantRules {
    static func check(_ theme: ResolvedTheme) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for color in theme.colors {
            guard let declaration = color.declaration else { continue }
            let standard = declaration.standard
            if standard.light == nil || standard.dark == nil {
                let missing = standard.light == nil ? "light" : "dark"
                let present = missing == "light" ? "dark" : "light"
                diagnostics.append(
                    Diagnostic(
                        .warning, .dmVariants,
                        "'\(color.name)' has no \(missing) value, so it shows its \(present) value in \(missing) mode and does not adapt; add '\(missing):'",
                        at: declaration.name.range, subject: color.name))
            }
            if color.role == .background, !hasElevatedVariant(declaration) {
                diagnostics.append(
                    Diagnostic(
                        .warning, .dmElevation,
                        "background '\(color.name)' has no elevated value, so sheets and popovers drawn on it look no different from the base level; give its dark value { base: …, elevated: … }",
                        at: declaration.name.range, subject: color.name))
            }
            if color.role == .background {
                let glowing = Appearance.all.filter { $0.colorScheme == .dark && color.table[$0] == .white }
                if let first = glowing.first {
                    diagnostics.append(
                        Diagnostic(
                            .warning, .dmSoftWhite,
                            "background '\(color.name)' is pure white in dark mode (\(first)), where it glows against the dark interface; soften it to a slightly darker white such as #F2F2F7",
                            at: declaration.standard.dark?.range ?? declaration.name.range, subject: color.name))
                }
            }
        }
        return diagnostics
    }

    /// True when some dark value distinguishes base from elevated (or the
    /// background refers to a color that does).
    private static func hasElevatedVariant(_ color: ColorDeclaration) -> Bool {
        func elevated(_ expression: ColorExpression?) -> Bool {
            switch expression {
            case .levels(_, let elevated, _): return elevated != nil
            case .reference: return true  // judged by the referenced color
            default: return false
            }
        }
        return elevated(color.standard.dark) || elevated(color.increasedContrast?.dark)
            || (color.standard.dark == nil && elevated(color.standard.light))
    }
}
