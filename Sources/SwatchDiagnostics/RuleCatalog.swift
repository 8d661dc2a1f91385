/// Every rule the compiler knows: its default severity and what it checks.
/// `rules:` settings and `--werror` act on these. The catalog owns each
/// rule's id, severities and summary: the rule tables of `docs/diagnostics.md`
/// and `docs/language.md` and the rule entries of the theme's JSON Schema are
/// written from it (`scripts/rule-tables`), and `docs/rules/` has a page for each.
package struct RuleDescription: Hashable, Sendable {
    package var id: RuleID
    /// The severity of the rule's findings.
    package var severity: Diagnostic.Severity
    /// The severity of the findings the rule weighs less (``Diagnostic/Weight/milder``),
    /// for the rules that have two levels; nil for the others.
    package var milderSeverity: Diagnostic.Severity?
    /// Which findings get the milder severity, as the rule tables say it
    /// after that severity (`below the aim`); nil for a rule of one level.
    package var milderWhen: String?
    package var summary: String
    /// Rules of the file format and the language cannot be silenced: a theme
    /// that does not parse has no meaning to check.
    package var canBeSilenced: Bool

    /// The rule's page, relative to the repository's root.
    package var documentationPage: String { "docs/rules/\(id.rawValue).md" }
}

package enum RuleCatalog {
    package static let all: [RuleDescription] = [
        fixed(.yamlSyntax, "the file is not well-formed YAML, or is past the limit of size or nesting"),
        fixed(.yamlEmpty, "the file holds no theme"),
        fixed(.yamlEncoding, "the file is not UTF-8"),
        fixed(.yamlTab, "a tab in indentation"),
        fixed(.yamlDuplicateKey, "a key given twice in one mapping"),
        fixed(.yamlMultiDocument, "more than one YAML document in a file"),
        fixed(.yamlAlias, "an alias to nothing, a bad merge key, or aliases that expand without bound"),
        fixed(.yamlComplexKey, "a key that is a list or mapping"),
        fixed(.themeVersion, "a missing or unsupported `swatch:` language version"),
        fixed(.themeUnknownKey, "a key the language does not have"),
        fixed(.themeType, "a value of the wrong kind (text for a list, a list for a number …)"),
        fixed(.themeMissing, "a required key is missing"),
        fixed(.themeValue, "a value outside the allowed set or range"),
        fixed(.themeLiteral, "a color literal that is not valid CSS Color 4"),
        rule(.themeGamut, .warning, "a color literal outside the theme's gamut, shown gamut-mapped"),
        // A warning no `rules:` can change: it is about an imported file, which has no `rules:`, and what it
        // reports is a gap in what was checked, which silencing would hide.
        RuleDescription(
            id: .themeUnread, severity: .warning,
            summary:
                "what an imported file holds that Swatch cannot read or reach (an alias to another library, a field it does not know), so it is not imported or not checked",
            canBeSilenced: false),
        fixed(.themeReference, "a name that refers to nothing"),
        fixed(.themeCycle, "colors that refer to each other in a circle, or a chain of references past the limit"),
        fixed(.themeCollision, "two names that become the same Swift identifier, or one the generated code needs"),
        fixed(.themeRuleID, "a rule id in `rules:` that does not exist or cannot be changed"),
        fixed(
            .themeExtends,
            "an `extends:` that names no theme compiled with it, themes that extend each other in a circle, or an override that changes its declaration's role"
        ),
        rule(.dmVariants, .warning, "a custom color with no dark (or no light) value does not adapt"),
        rule(.dmElevation, .warning, "a custom background with no elevated value makes elevation invisible"),
        rule(
            .dmDepth, .warning,
            "a background whose elevated dark value is not lighter than its base by 0.03 in OKLCH lightness recedes instead of advancing"
        ),
        rule(
            .dmContrast, .error, milder: .warning, when: "below the aim",
            "foreground below its contrast minimum (error) or its aim (warning) against what it is drawn on"),
        rule(.dmSoftWhite, .warning, "a background that is pure white in Dark Mode glows"),
        rule(.dmSystemFirst, .note, "a custom color equal to a system color in every state"),
        rule(
            .dmUnpaired, .warning,
            "a label, fill or separator that nothing pairs with a background, so no contrast is checked"),
        rule(.matPurpose, .warning, "a surface's material chosen against its purpose"),
        rule(.matVibrantOnly, .error, "a non-vibrant color drawn on a material"),
        rule(.matSemantic, .error, "a vibrancy style whose family does not fit the color's role"),
        rule(
            .matQuaternaryThin, .error, milder: .warning, when: "on thin",
            "quaternary label vibrancy on ultra-thin (error) or thin (warning) material"),
        rule(.matIOSSystemColors, .error, "an iOS system color bound to vibrancy on iOS"),
        rule(.matImages, .warning, "a full-color image placed on a material"),
        rule(.matBlending, .warning, "macOS: a surface's blending mode against its kind"),
        rule(.matTVOS, .warning, "tvOS: a material used against its purpose or fixed scheme"),
        rule(.matWatchOS, .error, "a material in a watchOS theme"),
        rule(.matThickness, .error, "vibrant content on a material below its contrast target over some backdrop"),
        rule(
            .shElevated, .error, milder: .warning, when: "below the aim",
            "content of a sheet or popover below its minimum (error) or aim (warning) at the elevated level"),
        rule(.shGrabber, .warning, "a resizable sheet without a grabber"),
        rule(.shDetents, .warning, "detents that do not make sense"),
        rule(
            .imgScales, .error, milder: .warning, when: "for a vector in other proportions",
            "a missing scale, or pixel size not point size × scale"),
        rule(.imgGrid, .note, "artwork not on the 8-point grid"),
        rule(.imgFormat, .warning, "a file format that does not suit the image's kind"),
        rule(
            .imgAlt, .error, milder: .warning, when: "for alt text that reads as a name",
            "an image without alternative text"),
        rule(.imgAppearance, .warning, "an image that needs light and dark variants lacks one"),
        rule(.imgGlyph, .warning, "a glyph that is not a template image"),
        rule(
            .imgAppIcon, .error, milder: .warning, when: "for an opaque icon saved with alpha",
            "an app icon with transparency or a missing size"),
        rule(.imgLaunch, .note, "a launch image carries text or branding"),
        fixed(.imgPath, "an image path outside the package"),
        fixed(.imgFile, "an image file that is missing or unreadable"),
    ]

    /// What a rule says when it could not check something (an image it cannot
    /// decode): a note, whatever the rule's own severity.
    package static let unverifiedSeverity = Diagnostic.Severity.note

    private static let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    package static func description(of id: RuleID) -> RuleDescription? { byID[id] }

    /// The severity of a finding of `id` with `weight`. Every rule a stage
    /// reports is in the catalog, and only two-level rules report milder
    /// findings; either mistake is the compiler's, caught by its tests.
    package static func severity(of id: RuleID, _ weight: Diagnostic.Weight = .full) -> Diagnostic.Severity {
        guard let rule = byID[id] else { preconditionFailure("rule \(id) is not in the catalog") }
        switch weight {
        case .full: return rule.severity
        case .milder:
            guard let milder = rule.milderSeverity else { preconditionFailure("rule \(id) has one severity") }
            return milder
        case .unverified: return unverifiedSeverity
        }
    }

    private static func fixed(_ id: RuleID, _ summary: String) -> RuleDescription {
        RuleDescription(id: id, severity: .error, summary: summary, canBeSilenced: false)
    }

    private static func rule(
        _ id: RuleID, _ severity: Diagnostic.Severity, milder: Diagnostic.Severity? = nil, when: String? = nil,
        _ summary: String
    ) -> RuleDescription {
        RuleDescription(
            id: id, severity: severity, milderSeverity: milder, milderWhen: when, summary: summary,
            canBeSilenced: true)
    }
}
