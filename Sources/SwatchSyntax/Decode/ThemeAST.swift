import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchModel
import SwatchSupport

/// A theme as written: the decoder's output, before references are resolved.
/// Every value keeps its source range, so later stages can point at it.
public struct ThemeAST: Hashable, Sendable {
    package var file: String
    /// The namespace the generated code declares: the file name's stem
    /// (`Acme.theme.yaml` → `Acme`).
    package var namespace: String
    package var version: Located<Int>?
    /// `extends: system`: the system palette is in scope.
    package var extends: Located<String>?
    /// `extends: Base` or `extends: ./Base.theme.yaml`: the theme this one
    /// is a brand of, as written; the pipeline finds it among the themes it
    /// compiles together (`ThemeFamily`).
    package var base: Located<String>?
    package var access: Located<AccessLevel>?
    package var platform: Located<Platform>?
    /// `gamut:` — the gamut the theme's colors are shown in (sRGB when not
    /// given). Literals outside it are mapped into it (THEME-gamut).
    package var gamut: Located<Gamut>?
    package var colors: [ColorDeclaration] = []
    package var materials: [MaterialDeclaration] = []
    package var surfaces: [SurfaceDeclaration] = []
    package var images: [ImageDeclarationNode] = []
    /// Contrast targets that replace the defaults for the whole theme.
    package var targets: ContrastTargetOverrides = .init()
    /// `rules:` — severities set by rule id for the whole theme.
    package var rules: [RuleSetting] = []
    /// `derive:` — the values derived for every color that does not write them.
    package var derive: [Located<DerivedVariant>] = []
    /// Whether any color writes `auto`: Resolve looks for derived states
    /// only in a theme that has some.
    package var writesAuto = false
    /// Names declared in a section whose declaration could not be read (and
    /// was reported): later stages take them as existing, so that a use of
    /// one is not reported again as an unknown name.
    package var unreadNames: UnreadNames = .init()
    /// The declarations of `unreadNames` as far as they could be read, in
    /// the file's order: Resolve checks the names they use, and judges
    /// nothing else of them.
    package var unreadDeclarations: [UnreadDeclaration] = []

    package struct UnreadNames: Hashable, Sendable {
        package var colors: Set<String> = []
        package var materials: Set<String> = []
        package var surfaces: Set<String> = []
        package var images: Set<String> = []

        package init(
            colors: Set<String> = [], materials: Set<String> = [], surfaces: Set<String> = [],
            images: Set<String> = []
        ) {
            self.colors = colors
            self.materials = materials
            self.surfaces = surfaces
            self.images = images
        }
    }

    package init(file: String, namespace: String) {
        self.file = file
        self.namespace = namespace
    }
}

/// A color value as written, before references are followed.
package enum ColorExpression: Hashable, Sendable {
    /// A CSS literal, already parsed.
    case literal(Color, SourceRange)
    /// `{ ref: name, alpha: 0.6 }`: another color, in the same state.
    case reference(Located<String>, alpha: Located<Double>?)
    /// `{ base: …, elevated: … }`: a value per level; elevated falls back to base.
    /// (The only recursive case, and so the only boxed one.)
    indirect case levels(base: ColorExpression, elevated: ColorExpression?, SourceRange)
    /// A value the decoder could not read, and reported: the color is left
    /// unresolved, and nothing is judged on it, so one mistake is reported
    /// once rather than as the contrast findings that follow from it.
    case unknown(SourceRange)
    /// `unknown`: a value the theme says it does not know (an imported
    /// file's alias into a library it does not hold). The color's other
    /// states resolve; nothing is judged in the states it shows, and a
    /// compile refuses it until it is given.
    case declaredUnknown(SourceRange)
    /// `auto`: a value the compiler derives from the one it would otherwise
    /// fall back to (an increased-contrast value, or an elevated level).
    case auto(SourceRange)

    /// Whether the value is `auto`.
    package var isAuto: Bool {
        if case .auto = self { true } else { false }
    }

    package var range: SourceRange {
        switch self {
        case .literal(_, let range): range
        case .unknown(let range), .declaredUnknown(let range): range
        case .auto(let range): range
        case .reference(let name, _): name.range
        case .levels(_, _, let range): range
        }
    }
}

/// `light:` and `dark:` values, one of which may be missing (DM-variants).
package struct SchemeValues: Hashable, Sendable {
    package var light: ColorExpression?
    package var dark: ColorExpression?
    package var range: SourceRange

    package init(light: ColorExpression?, dark: ColorExpression?, range: SourceRange) {
        self.light = light
        self.dark = dark
        self.range = range
    }
}

/// A color of the `colors:` section.
///
/// Its fields are kept copy-on-write (`CopyOnWrite`): every later stage
/// keeps the declaration beside what it made of it (for locations and
/// settings), and with a theme of thousands of colors, copying the values
/// and source ranges each time would cost more than the stages' work. The settings
/// most colors leave out (`increasedContrast:`, `text:`, `contrast:`,
/// `rules:`, `exempt:`, `description:`) live in a second box, made only for
/// a color that gives one: inline, their room would be most of every
/// declaration's size, given or not (docs/benchmarks.md).
package struct ColorDeclaration: Hashable, Sendable {
    @inlinable package var name: Located<String> {
        _read { yield fields.name }
        _modify { yield &fields.name }
    }
    @inlinable package var role: Located<ColorRoleName> {
        _read { yield fields.role }
        _modify { yield &fields.role }
    }
    @inlinable package var standard: SchemeValues {
        _read { yield fields.standard }
        _modify { yield &fields.standard }
    }
    /// `increasedContrast:` — values for Increase Contrast; missing ones fall
    /// back to the standard values.
    @inlinable package var increasedContrast: SchemeValues? {
        get { fields.settings?.wrappedValue.increasedContrast }
        set { setting { $0.increasedContrast = newValue } }
    }
    /// `on:` — the names of what this color is drawn on: colors or materials.
    @inlinable package var on: [Located<String>] {
        _read { yield fields.on }
        _modify { yield &fields.on }
    }
    @inlinable package var text: Located<TextSize>? {
        get { fields.settings?.wrappedValue.text }
        set { setting { $0.text = newValue } }
    }
    @inlinable package var targets: ContrastTargetOverrides {
        get { fields.settings?.wrappedValue.targets ?? .init() }
        set { setting { $0.targets = newValue } }
    }
    @inlinable package var rules: [RuleSetting] {
        get { fields.settings?.wrappedValue.rules ?? [] }
        set { setting { $0.rules = newValue } }
    }
    /// `exempt:` — a documented reason why contrast targets do not apply.
    @inlinable package var exemption: Located<String>? {
        get { fields.settings?.wrappedValue.exemption }
        set { setting { $0.exemption = newValue } }
    }
    /// `description:` — what the color is for; the accessor's doc comment.
    @inlinable package var description: Located<String>? {
        get { fields.settings?.wrappedValue.description }
        set { setting { $0.description = newValue } }
    }
    /// For a literal an import resolved through an alias (a token's
    /// `"{color.blue.5}"`): where the value it resolves to is written (the
    /// aliased token's own value), by the state (`Appearance.index & 7`:
    /// one alias may lead to a value per context); empty in a theme, whose
    /// references say so themselves.
    @inlinable package var definitions: [Int: SourceRange] {
        get { fields.settings?.wrappedValue.definitions ?? [:] }
        set { setting { $0.definitions = newValue } }
    }
    /// Whether ``on`` was inferred from names by an import rather than
    /// said: a guess, whose pairs are asked about (their findings are
    /// warnings, with no fix-it that changes a value), never judged as said.
    @inlinable package var onGuessed: Bool {
        get { fields.settings?.wrappedValue.onGuessed ?? false }
        set { setting { $0.onGuessed = newValue } }
    }
    /// Whether an import took the color as a primitive: a palette's swatch
    /// that only other colors refer to, not drawn itself, which need not
    /// adapt (the colors that alias it do, by aliasing another swatch).
    @inlinable package var isPrimitive: Bool {
        get { fields.settings?.wrappedValue.isPrimitive ?? false }
        set { setting { $0.isPrimitive = newValue } }
    }
    /// The keys of the `increasedContrast:` mapping, when it is one: where a
    /// fix-it adds a scheme's value.
    @inlinable package var increasedContrastKeys: MappingKeys? {
        get { fields.settings?.wrappedValue.increasedContrastKeys }
        set { setting { $0.increasedContrastKeys = newValue } }
    }
    /// True when the color gives none of the settings most leave out (then
    /// what depends on them, such as its contrast targets, depends on its
    /// role alone).
    @inlinable package var hasNoSettings: Bool { fields.settings == nil }
    /// How the color's keys are laid out, so that a fix-it can add one.
    @inlinable package var layout: KeyLayout {
        _read { yield fields.layout }
        _modify { yield &fields.layout }
    }

    @CopyOnWrite @usableFromInline var fields: Fields

    package init(name: Located<String>, role: Located<ColorRoleName>, standard: SchemeValues) {
        fields = Fields(name: name, role: role, standard: standard)
    }

    /// Changes the settings, keeping none when all are left out, so that two
    /// declarations that say the same are equal however they were made.
    @inlinable mutating func setting(_ change: (inout Settings) -> Void) {
        var settings = fields.settings?.wrappedValue ?? Settings()
        change(&settings)
        fields.settings = settings == Settings() ? nil : CopyOnWrite(wrappedValue: settings)
    }

    @usableFromInline struct Fields: Hashable, Sendable {
        @usableFromInline var name: Located<String>
        @usableFromInline var role: Located<ColorRoleName>
        @usableFromInline var standard: SchemeValues
        @usableFromInline var on: [Located<String>] = []
        @usableFromInline var layout: KeyLayout = .flow
        @usableFromInline var settings: CopyOnWrite<Settings>?
    }

    /// What a color may add to its values; most give none of it.
    @usableFromInline struct Settings: Hashable, Sendable {
        @usableFromInline var increasedContrast: SchemeValues?
        @usableFromInline var increasedContrastKeys: MappingKeys?
        @usableFromInline var text: Located<TextSize>?
        @usableFromInline var targets: ContrastTargetOverrides = .init()
        @usableFromInline var rules: [RuleSetting] = []
        @usableFromInline var exemption: Located<String>?
        @usableFromInline var description: Located<String>?
        @usableFromInline var definitions: [Int: SourceRange] = [:]
        @usableFromInline var onGuessed = false
        @usableFromInline var isPrimitive = false
    }
}

/// A material of the `materials:` section and its vibrancy bindings.
package struct MaterialDeclaration: Hashable, Sendable {
    package var name: Located<String>
    /// The catalog material it is (`thin`, `sidebar`, `prominent` …), found
    /// in the catalog of the theme's platform.
    package var material: Located<Material>
    /// Color name → vibrancy style name, in file order.
    package var vibrancy: [VibrancyBinding] = []
    /// `model:` — overrides of the material's contrast model, by scheme.
    package var model: MaterialModelOverride?
    package var range: SourceRange

    package init(
        name: Located<String>, material: Located<Material>, vibrancy: [VibrancyBinding] = [],
        model: MaterialModelOverride? = nil, range: SourceRange
    ) {
        self.name = name
        self.material = material
        self.vibrancy = vibrancy
        self.model = model
        self.range = range
    }
}

/// One line of a material's `vibrancy:` mapping: a color and its style.
package struct VibrancyBinding: Hashable, Sendable {
    package var color: Located<String>
    package var style: Located<Vibrancy>

    package init(color: Located<String>, style: Located<Vibrancy>) {
        self.color = color
        self.style = style
    }
}

/// A surface of the `surfaces:` section: a window, sheet, popover …
package struct SurfaceDeclaration: Hashable, Sendable {
    package var name: Located<String>
    package var kind: Located<SurfaceKind>
    /// A color or material name.
    package var background: Located<String>?
    package var content: [Located<String>] = []
    package var detents: [Located<Sheet.Detent>] = []
    package var grabber: Located<Sheet.GrabberVisibility>?
    /// macOS: `behindWindow` or `withinWindow`.
    package var blending: Located<Material.Blending>?
    package var range: SourceRange

    package init(
        name: Located<String>, kind: Located<SurfaceKind>, background: Located<String>? = nil,
        content: [Located<String>] = [], detents: [Located<Sheet.Detent>] = [],
        grabber: Located<Sheet.GrabberVisibility>? = nil, blending: Located<Material.Blending>? = nil,
        range: SourceRange
    ) {
        self.name = name
        self.kind = kind
        self.background = background
        self.content = content
        self.detents = detents
        self.grabber = grabber
        self.blending = blending
        self.range = range
    }
}

/// An image of the `images:` section, as written.
package struct ImageDeclarationNode: Hashable, Sendable {
    package var name: Located<String>
    package var kind: Located<ImageKind>?
    package var alt: Located<String>?
    package var decorative: Located<Bool>?
    package var size: Located<PointSize>?
    package var light: Located<String>?
    package var dark: Located<String>?
    package var increasedContrastLight: Located<String>?
    package var increasedContrastDark: Located<String>?
    package var scales: [Located<Int>] = []
    /// `variants: required` — the image must come in light and dark.
    package var needsAppearanceVariants: Located<Bool>?
    /// `sizes:` of an app icon: the pixel sizes it provides, each a file.
    package var iconSizes: [IconSizeEntry] = []
    package var range: SourceRange
}

/// One entry of an app icon's `sizes:`: a pixel size and the file that has it.
package struct IconSizeEntry: Hashable, Sendable {
    package var size: Located<Int>
    package var file: Located<String>
}
