/// The identifier of a diagnostic's rule, printed in brackets after the
/// message. Rules drawn from the Human Interface Guidelines are named by page
/// (`DM-` Dark Mode, `MAT-` Materials, `SH-` Sheets, `IMG-` Icons and Images:
/// `MAT-semantic`); the compiler's own checks use the `YAML-` and `THEME-` families.
///
/// Every identifier is listed in ``RuleCatalog/all`` and documented in
/// `docs/diagnostics.md`; a theme can silence or promote a rule by it.
public struct RuleID: RawRepresentable, Hashable, Sendable, Comparable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension RuleID {
    // MARK: Reading the file
    public static let yamlSyntax: RuleID = "YAML-syntax"
    public static let yamlEmpty: RuleID = "YAML-empty"
    public static let yamlEncoding: RuleID = "YAML-encoding"
    public static let yamlTab: RuleID = "YAML-tab"
    public static let yamlDuplicateKey: RuleID = "YAML-duplicate-key"
    public static let yamlMultiDocument: RuleID = "YAML-multi-document"
    public static let yamlAlias: RuleID = "YAML-alias"
    public static let yamlComplexKey: RuleID = "YAML-complex-key"

    // MARK: The theme language
    public static let themeVersion: RuleID = "THEME-version"
    public static let themeUnknownKey: RuleID = "THEME-unknown-key"
    public static let themeType: RuleID = "THEME-type"
    public static let themeMissing: RuleID = "THEME-missing"
    public static let themeValue: RuleID = "THEME-value"
    public static let themeLiteral: RuleID = "THEME-literal"
    public static let themeGamut: RuleID = "THEME-gamut"
    public static let themeReference: RuleID = "THEME-reference"
    public static let themeCycle: RuleID = "THEME-cycle"
    public static let themeCollision: RuleID = "THEME-collision"
    public static let themeRuleID: RuleID = "THEME-rule-id"
    public static let themeExtends: RuleID = "THEME-extends"

    // MARK: Appearance and colors (Dark Mode)
    public static let dmVariants: RuleID = "DM-variants"
    public static let dmElevation: RuleID = "DM-elevation"
    public static let dmContrast: RuleID = "DM-contrast"
    public static let dmSoftWhite: RuleID = "DM-soft-white"
    public static let dmSystemFirst: RuleID = "DM-system-first"
    public static let dmUnpaired: RuleID = "DM-unpaired"

    // MARK: Materials and vibrancy
    public static let matPurpose: RuleID = "MAT-purpose"
    public static let matVibrantOnly: RuleID = "MAT-vibrant-only"
    public static let matSemantic: RuleID = "MAT-semantic"
    public static let matQuaternaryThin: RuleID = "MAT-quaternary-thin"
    public static let matIOSSystemColors: RuleID = "MAT-ios-system-colors"
    public static let matImages: RuleID = "MAT-images"
    public static let matBlending: RuleID = "MAT-blending"
    public static let matTVOS: RuleID = "MAT-tvos"
    public static let matWatchOS: RuleID = "MAT-watchos"
    public static let matThickness: RuleID = "MAT-thickness"

    // MARK: Sheets
    public static let shElevated: RuleID = "SH-elevated"
    public static let shGrabber: RuleID = "SH-grabber"
    public static let shDetents: RuleID = "SH-detents"

    // MARK: Icons and images
    public static let imgScales: RuleID = "IMG-scales"
    public static let imgGrid: RuleID = "IMG-grid"
    public static let imgFormat: RuleID = "IMG-format"
    public static let imgAlt: RuleID = "IMG-alt"
    public static let imgAppearance: RuleID = "IMG-appearance"
    public static let imgGlyph: RuleID = "IMG-glyph"
    public static let imgAppIcon: RuleID = "IMG-app-icon"
    public static let imgLaunch: RuleID = "IMG-launch"
    public static let imgPath: RuleID = "IMG-path"
    public static let imgFile: RuleID = "IMG-file"
}
