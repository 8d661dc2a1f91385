import Swatch
import SwatchDiagnostics

/// How a theme's color was written, as far as the stages after Resolve need
/// it: where its name, role and each state's value are, what it is drawn on,
/// and its settings. Resolve makes it from the declaration, so a rule, an
/// emitter or an editor points at the theme without reading the AST.
///
/// One shared, immutable object: the checker and the emitters pass colors
/// around by the thousand, and a copy of this is a reference count. Where
/// each state's value is written, and the names it refers to, are worked out
/// when asked (for a finding, most colors have none) by the functions Resolve
/// gives.
package struct ColorSource: Hashable, Sendable {
    /// The settings most colors leave out.
    package struct Settings: Hashable, Sendable {
        package var text: Located<TextSize>?
        package var targets: ContrastTargetOverrides = .init()
        package var rules: [RuleSetting] = []
        package var exemption: Located<String>?
        package var description: Located<String>?
        /// Whether `on:` was inferred from names by an import (a guess).
        package var onGuessed = false
        /// Whether an import took it as a primitive (a palette's swatch).
        package var isPrimitive = false

        package init(
            text: Located<TextSize>?, targets: ContrastTargetOverrides, rules: [RuleSetting],
            exemption: Located<String>?, description: Located<String>?, onGuessed: Bool = false,
            isPrimitive: Bool = false
        ) {
            self.text = text
            self.targets = targets
            self.rules = rules
            self.exemption = exemption
            self.description = description
            self.onGuessed = onGuessed
            self.isPrimitive = isPrimitive
        }
    }

    private let storage: Storage

    /// `written` answers where each state's value is written, and the
    /// ``Details``, when asked. Nil `settings` for a color that gives none
    /// (most of a theme's): none are made only to be found empty.
    package init(
        name: Located<String>, role: Located<ColorRoleName>, on: [Located<String>], settings: Settings?,
        written: any WrittenValues, derived: DerivedStates = .none
    ) {
        let empty =
            settings.map { settings in
                settings.text == nil && settings.targets == .init() && settings.rules.isEmpty
                    && settings.exemption == nil && settings.description == nil && !settings.onGuessed
                    && !settings.isPrimitive
            } ?? true
        storage = Storage(
            name: name, role: role, on: on, settings: empty ? nil : settings, written: written, derived: derived)
    }

    package var name: Located<String> { storage.name }
    package var role: Located<ColorRoleName> { storage.role }
    /// `on:` — what the color is drawn on: colors or materials, by name.
    package var on: [Located<String>] { storage.on }
    /// How the color's keys are laid out, so that a fix-it can add one.
    package var layout: KeyLayout { storage.written.layout }
    /// The keys of the `increasedContrast:` mapping, so that a fix-it can add one.
    package var increasedContrastKeys: MappingKeys? { storage.written.increasedContrastKeys }
    /// Whether `light:` is given (one of `light:` and `dark:` may be missing: DM-variants).
    package var writesLight: Bool { storage.written.writesLight }
    /// Whether `dark:` is given.
    package var writesDark: Bool { storage.written.writesDark }
    /// Whether the standard dark value tells base from elevated, or refers to
    /// a color that may (DM-elevation).
    package var hasElevatedVariant: Bool { storage.written.hasElevatedVariant }
    /// The color another is under a new name: every value written is a
    /// reference to it, without `alpha:`.
    package var alias: String? { storage.written.alias }
    /// The literals Resolve mapped into the theme's gamut, as written
    /// (THEME-gamut); empty for most colors.
    package var literalsOutsideGamut: [WrittenLiteral] { storage.written.literalsOutsideGamut }

    /// Where the value `state` shows is written, and the name it refers to.
    package func value(in state: Appearance) -> WrittenValue { storage.written.value(atStateIndex: state.index & 7) }
    /// ``value(in:)`` without ``WrittenValue/levels``.
    package func valueWithoutLevels(in state: Appearance) -> WrittenValue {
        storage.written.valueWithoutLevels(atStateIndex: state.index & 7)
    }
    /// The bits of a state's index (`& 7`) the written values vary by:
    /// states that agree in these bits show a value written in one place.
    package var writtenStateMask: Int { storage.written.stateMask }
    /// The names the color's values refer to, in file order.
    package var references: [Located<String>] { storage.written.references }
    /// The states whose value is `auto`: derived by the compiler rather than written.
    package var derived: DerivedStates { storage.derived }

    /// `text:` — the size of the text drawn in it.
    package var text: Located<TextSize>? { storage.settings?.text }
    /// `contrast:` — targets that replace the defaults for this color.
    package var targets: ContrastTargetOverrides { storage.settings?.targets ?? .init() }
    /// `rules:` — severities set for findings about this color.
    package var rules: [RuleSetting] { storage.settings?.rules ?? [] }
    /// `exempt:` — a documented reason why contrast targets do not apply.
    package var exemption: Located<String>? { storage.settings?.exemption }
    /// `description:` — what the color is for; the accessor's doc comment.
    package var description: Located<String>? { storage.settings?.description }
    /// Whether ``on`` was inferred from names by an import rather than said:
    /// its pairs are questions, judged as warnings with no value fix-it.
    package var onGuessed: Bool { storage.settings?.onGuessed ?? false }
    /// Whether an import took it as a primitive: a palette's swatch only
    /// other colors refer to, which need not adapt itself.
    package var isPrimitive: Bool { storage.settings?.isPrimitive ?? false }
    /// True when the color gives none of the settings above (then its
    /// contrast targets depend on its role alone).
    package var hasNoSettings: Bool { storage.settings == nil }

    /// The same object, or the same name, role, `on:`, settings and written values.
    package static func == (lhs: ColorSource, rhs: ColorSource) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.name == rhs.name && lhs.role == rhs.role && lhs.on == rhs.on
                && lhs.storage.settings == rhs.storage.settings && lhs.storage.derived == rhs.storage.derived
                && (0..<8)
                    .allSatisfy {
                        lhs.storage.written.value(atStateIndex: $0) == rhs.storage.written.value(atStateIndex: $0)
                    })
    }

    /// Hashes the name and role.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(role)
    }

    private final class Storage: Sendable {
        let name: Located<String>
        let role: Located<ColorRoleName>
        let on: [Located<String>]
        /// Nil for the colors that give no settings: most of them.
        let settings: Settings?
        let written: any WrittenValues
        let derived: DerivedStates

        init(
            name: Located<String>, role: Located<ColorRoleName>, on: [Located<String>], settings: Settings?,
            written: any WrittenValues, derived: DerivedStates
        ) {
            self.derived = derived
            self.name = name
            self.role = role
            self.on = on
            self.settings = settings
            self.written = written
        }
    }
}

/// How a color's values are written, worked out when a rule, an exporter or
/// an editor asks (most colors are asked little): Resolve's answer holds the
/// declaration, which no later stage can name. ``ColorSource`` documents each.
package protocol WrittenValues: Sendable {
    /// Where the value of the state with this index (0..<8, `Appearance.index & 7`:
    /// transparency never changes a color) is written, and the name it refers to.
    func value(atStateIndex index: Int) -> WrittenValue
    /// ``value(atStateIndex:)`` without ``WrittenValue/levels``: what a walk
    /// along every color's references reads, where finding the levels a
    /// value is one of was most of the read.
    func valueWithoutLevels(atStateIndex index: Int) -> WrittenValue
    var stateMask: Int { get }
    /// The names the color's values refer to, in file order.
    var references: [Located<String>] { get }
    var layout: KeyLayout { get }
    var increasedContrastKeys: MappingKeys? { get }
    var writesLight: Bool { get }
    var writesDark: Bool { get }
    var hasElevatedVariant: Bool { get }
    var alias: String? { get }
    var literalsOutsideGamut: [WrittenLiteral] { get }
}

/// Where one state's value is written (the place a finding points at and a
/// fix-it replaces) and, for a reference, the name.
package struct WrittenValue: Hashable, Sendable {
    package var range: SourceRange
    /// The name, when the value is `{ ref: name }`.
    package var reference: Located<String>?
    /// Where the value is written when not at ``range``: an imported alias
    /// (`"{color.blue.5}"`) is at ``range``, the aliased token's value here.
    /// Nil for a theme's values (a reference names its color instead).
    package var definedAt: SourceRange?
    /// Where the `{ base: …, elevated: … }` the value is one level of is
    /// written; nil for a value that is no level. Levels do not nest, so a
    /// fix-it that splits a level rewrites these levels whole.
    package var levels: SourceRange?
    /// Whether the value is one level of `{ base: …, elevated: … }`.
    package var isLevel: Bool { levels != nil }

    package init(
        range: SourceRange, reference: Located<String>?, definedAt: SourceRange? = nil, levels: SourceRange? = nil
    ) {
        self.range = range
        self.reference = reference
        self.definedAt = definedAt
        self.levels = levels
    }
}

/// A literal as written, and which of the color's values it is.
package struct WrittenLiteral: Hashable, Sendable {
    package var color: Color
    package var range: SourceRange
    /// "the light value", "the increased-contrast dark value (elevated)".
    package var place: String

    package init(color: Color, range: SourceRange, place: String) {
        self.color = color
        self.range = range
        self.place = place
    }
}
