/// The identifier of a diagnostic's rule, printed in brackets after the
/// message. Rules drawn from the Human Interface Guidelines are named by page
/// (`DM-` Dark Mode, `MAT-` Materials, `SH-` Sheets, `IMG-` Icons and Images:
/// `MAT-semantic`); the compiler's own checks use the `YAML-` and `THEME-` families.
///
/// Every identifier is listed in `RuleCatalog.all` and documented in
/// `docs/diagnostics.md`; a theme can silence or promote a rule by it.
public struct RuleID: RawRepresentable, Hashable, Sendable, Comparable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The identifier as printed and as written in a theme's `rules:`: `DM-contrast`.
    public let rawValue: String
    /// The rule named `rawValue`, whether or not the catalog has it.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The rule named by a string literal: `let rule: RuleID = "DM-contrast"`.
    public init(stringLiteral value: String) { self.rawValue = value }
    /// The identifier as printed: ``rawValue``.
    public var description: String { rawValue }
    /// Orders identifiers by their text, so diagnostics and listings sort stably.
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension RuleID {
    // MARK: Reading the file
    /// `YAML-syntax`: the file is not well-formed YAML, or is past the limit of size or nesting.
    public static let yamlSyntax: RuleID = "YAML-syntax"
    /// `YAML-empty`: the file holds no theme.
    public static let yamlEmpty: RuleID = "YAML-empty"
    /// `YAML-encoding`: the file is not UTF-8.
    public static let yamlEncoding: RuleID = "YAML-encoding"
    /// `YAML-tab`: a tab in indentation.
    public static let yamlTab: RuleID = "YAML-tab"
    /// `YAML-duplicate-key`: a key given twice in one mapping.
    public static let yamlDuplicateKey: RuleID = "YAML-duplicate-key"
    /// `YAML-multi-document`: more than one YAML document in a file.
    public static let yamlMultiDocument: RuleID = "YAML-multi-document"
    /// `YAML-alias`: an alias to nothing, a bad merge key, or aliases that expand without bound.
    public static let yamlAlias: RuleID = "YAML-alias"
    /// `YAML-complex-key`: a key that is a list or mapping.
    public static let yamlComplexKey: RuleID = "YAML-complex-key"

    // MARK: The theme language
    /// `THEME-version`: a missing or unsupported `swatch:` language version.
    public static let themeVersion: RuleID = "THEME-version"
    /// `THEME-unknown-key`: a key the language does not have.
    public static let themeUnknownKey: RuleID = "THEME-unknown-key"
    /// `THEME-type`: a value of the wrong kind (text for a list, a list for a number …).
    public static let themeType: RuleID = "THEME-type"
    /// `THEME-missing`: a required key is missing.
    public static let themeMissing: RuleID = "THEME-missing"
    /// `THEME-value`: a value outside the allowed set or range.
    public static let themeValue: RuleID = "THEME-value"
    /// `THEME-literal`: a color literal that is not valid CSS Color 4.
    public static let themeLiteral: RuleID = "THEME-literal"
    /// `THEME-gamut`: a color literal outside the theme's gamut, shown gamut-mapped.
    public static let themeGamut: RuleID = "THEME-gamut"
    /// `THEME-unread`: what an imported file holds that Swatch cannot read or reach (an alias to another library, a
    /// field it does not know), so it is not imported or not checked.
    public static let themeUnread: RuleID = "THEME-unread"
    /// `THEME-reference`: a name that refers to nothing.
    public static let themeReference: RuleID = "THEME-reference"
    /// `THEME-cycle`: colors that refer to each other in a circle, or a chain of references past the limit.
    public static let themeCycle: RuleID = "THEME-cycle"
    /// `THEME-collision`: two names that become the same Swift identifier, or one the generated code needs.
    public static let themeCollision: RuleID = "THEME-collision"
    /// `THEME-rule-id`: a rule id in `rules:` that does not exist or cannot be changed.
    public static let themeRuleID: RuleID = "THEME-rule-id"
    /// `THEME-extends`: an `extends:` that names no theme compiled with it, themes that extend each other in a circle,
    /// or an override that changes its declaration's role.
    public static let themeExtends: RuleID = "THEME-extends"

    // MARK: Appearance and colors (Dark Mode)
    /// `DM-variants`: a custom color with no dark (or no light) value does not adapt.
    public static let dmVariants: RuleID = "DM-variants"
    /// `DM-elevation`: a custom background with no elevated value makes elevation invisible.
    public static let dmElevation: RuleID = "DM-elevation"
    /// `DM-depth`: a background whose elevated dark value is not lighter than its base by 0.03 in OKLCH lightness
    /// recedes instead of advancing.
    public static let dmDepth: RuleID = "DM-depth"
    /// `DM-contrast`: foreground below its contrast minimum (error) or its aim (warning) against what it is drawn on.
    public static let dmContrast: RuleID = "DM-contrast"
    /// `DM-soft-white`: a background that is pure white in Dark Mode glows.
    public static let dmSoftWhite: RuleID = "DM-soft-white"
    /// `DM-system-first`: a custom color equal to a system color in every state.
    public static let dmSystemFirst: RuleID = "DM-system-first"
    /// `DM-unpaired`: a label, fill or separator that nothing pairs with a background, so no contrast is checked.
    public static let dmUnpaired: RuleID = "DM-unpaired"

    // MARK: Materials and vibrancy
    /// `MAT-purpose`: a surface's material chosen against its purpose.
    public static let matPurpose: RuleID = "MAT-purpose"
    /// `MAT-vibrant-only`: a non-vibrant color drawn on a material.
    public static let matVibrantOnly: RuleID = "MAT-vibrant-only"
    /// `MAT-semantic`: a vibrancy style whose family does not fit the color's role.
    public static let matSemantic: RuleID = "MAT-semantic"
    /// `MAT-quaternary-thin`: quaternary label vibrancy on ultra-thin (error) or thin (warning) material.
    public static let matQuaternaryThin: RuleID = "MAT-quaternary-thin"
    /// `MAT-ios-system-colors`: an iOS system color bound to vibrancy on iOS.
    public static let matIOSSystemColors: RuleID = "MAT-ios-system-colors"
    /// `MAT-images`: a full-color image placed on a material.
    public static let matImages: RuleID = "MAT-images"
    /// `MAT-blending`: macOS: a surface's blending mode against its kind.
    public static let matBlending: RuleID = "MAT-blending"
    /// `MAT-tvos`: tvOS: a material used against its purpose or fixed scheme.
    public static let matTVOS: RuleID = "MAT-tvos"
    /// `MAT-watchos`: a material in a watchOS theme.
    public static let matWatchOS: RuleID = "MAT-watchos"
    /// `MAT-thickness`: vibrant content on a material below its contrast target over some backdrop.
    public static let matThickness: RuleID = "MAT-thickness"

    // MARK: Sheets
    /// `SH-elevated`: content of a sheet or popover below its minimum (error) or aim (warning) at the elevated level.
    public static let shElevated: RuleID = "SH-elevated"
    /// `SH-grabber`: a resizable sheet without a grabber.
    public static let shGrabber: RuleID = "SH-grabber"
    /// `SH-detents`: detents that do not make sense.
    public static let shDetents: RuleID = "SH-detents"

    // MARK: Icons and images
    /// `IMG-scales`: a missing scale, or pixel size not point size × scale.
    public static let imgScales: RuleID = "IMG-scales"
    /// `IMG-grid`: artwork not on the 8-point grid.
    public static let imgGrid: RuleID = "IMG-grid"
    /// `IMG-format`: a file format that does not suit the image's kind.
    public static let imgFormat: RuleID = "IMG-format"
    /// `IMG-alt`: an image without alternative text.
    public static let imgAlt: RuleID = "IMG-alt"
    /// `IMG-appearance`: an image that needs light and dark variants lacks one.
    public static let imgAppearance: RuleID = "IMG-appearance"
    /// `IMG-glyph`: a glyph that is not a template image.
    public static let imgGlyph: RuleID = "IMG-glyph"
    /// `IMG-app-icon`: an app icon with transparency or a missing size.
    public static let imgAppIcon: RuleID = "IMG-app-icon"
    /// `IMG-launch`: a launch image carries text or branding.
    public static let imgLaunch: RuleID = "IMG-launch"
    /// `IMG-path`: an image path outside the package.
    public static let imgPath: RuleID = "IMG-path"
    /// `IMG-file`: an image file that is missing or unreadable.
    public static let imgFile: RuleID = "IMG-file"
}
