import Swatch
import SwatchDiagnostics

/// One entry of a theme's `images:` section, as the image rules need it:
/// Resolve makes it from the AST's `ImageDeclarationNode` (`ImageResolver`),
/// keeping the range of every value a diagnostic may point at.
///
/// ```yaml
/// images:
///   logo:
///     kind: artwork
///     alt: "Acme logo"
///     size: 64x64
///     light: Images/logo-light.png     # @2x/@3x found by name
///     dark:  Images/logo-dark.png
/// ```
package struct ImageDeclaration: Hashable, Sendable {
    package typealias Kind = ImageKind

    /// Which appearance a file is for: the runtime's own variants, which the
    /// generated code names (`any` is a file for every appearance, as a glyph
    /// usually is).
    package typealias Appearance = ThemeImage.Variant

    /// A file the theme names, relative to the theme file.
    package struct File: Hashable, Sendable {
        package var path: String
        /// Where the YAML names the path.
        package var range: SourceRange
        package var appearance: Appearance
        /// The scale when the theme lists variants explicitly (`2x: …`); nil
        /// for a base path whose `@2x`/`@3x` variants are found by name.
        package var scale: Int?
        /// For an app icon, the pixel size the theme says this file has.
        package var iconSize: Int?

        package init(
            path: String, range: SourceRange, appearance: Appearance = .any, scale: Int? = nil, iconSize: Int? = nil
        ) {
            self.path = path
            self.range = range
            self.appearance = appearance
            self.scale = scale
            self.iconSize = iconSize
        }
    }

    /// Where the theme puts the image on a material.
    package struct MaterialPlacement: Hashable, Sendable {
        package var material: String
        package var range: SourceRange

        package init(material: String, range: SourceRange) {
            self.material = material
            self.range = range
        }
    }

    package var name: String
    /// The Swift name of its accessor in the generated `Images`.
    package var swiftName: String
    /// The key that names the image: where problems with the image as a whole go.
    package var nameRange: SourceRange
    package var kind: Kind
    package var kindRange: SourceRange?
    package var alt: String?
    package var altRange: SourceRange?
    /// Marks an image that conveys nothing, so VoiceOver skips it and it
    /// needs no alt text. App icons cannot be decorative.
    package var isDecorative: Bool
    package var size: PointSize?
    package var sizeRange: SourceRange?
    package var platform: Platform
    package var files: [File]
    /// The scales to provide, overriding the platform's list.
    package var scales: [Int]?
    package var scalesRange: SourceRange?
    /// Where the theme marks the image as needing both a light and a dark
    /// variant (a full-color image that looks right in only one appearance);
    /// nil when it does not.
    package var appearanceVariantsRange: SourceRange?
    /// For an app icon, the pixel sizes the app must provide, overriding the
    /// platform's list (an iPhone-only app needs no iPad sizes).
    package var requiredIconSizes: [Int]?
    package var requiredIconSizesRange: SourceRange?
    package var material: MaterialPlacement?

    package init(
        name: String, swiftName: String? = nil, nameRange: SourceRange, kind: Kind, kindRange: SourceRange? = nil,
        alt: String? = nil, altRange: SourceRange? = nil, isDecorative: Bool = false,
        size: PointSize? = nil, sizeRange: SourceRange? = nil, platform: Platform = .iOS,
        files: [File] = [], scales: [Int]? = nil, scalesRange: SourceRange? = nil,
        appearanceVariantsRange: SourceRange? = nil,
        requiredIconSizes: [Int]? = nil, requiredIconSizesRange: SourceRange? = nil,
        material: MaterialPlacement? = nil
    ) {
        self.name = name
        self.swiftName = swiftName ?? GeneratedNames.identifier(name)
        self.nameRange = nameRange
        self.kind = kind
        self.kindRange = kindRange
        self.alt = alt
        self.altRange = altRange
        self.isDecorative = isDecorative
        self.size = size
        self.sizeRange = sizeRange
        self.platform = platform
        self.files = files
        self.scales = scales
        self.scalesRange = scalesRange
        self.appearanceVariantsRange = appearanceVariantsRange
        self.requiredIconSizes = requiredIconSizes
        self.requiredIconSizesRange = requiredIconSizesRange
        self.material = material
    }

    package var needsAppearanceVariants: Bool { appearanceVariantsRange != nil }
}

extension ThemeImage.Variant {
    /// Whether the file is for a dark appearance.
    package var isDark: Bool { self == .dark || self == .increasedContrastDark }

    /// The variant's place in the order a theme lists them (any, light, dark,
    /// then the increased-contrast ones), which diagnostics and the generated
    /// code follow.
    package var order: Int { Self.allCases.firstIndex(of: self)! }
}
