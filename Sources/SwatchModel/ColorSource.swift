import Swatch
import SwatchDiagnostics

/// How a theme's color was written, as far as the stages after Resolve need
/// it: where its name, role and each state's value are, what it is drawn on,
/// and its settings. Resolve makes it from the declaration, so a rule, an
/// emitter or an editor points at the theme without reading the AST.
package struct ColorSource: Hashable, Sendable {
    package var name: Located<String>
    package var role: Located<ColorRoleName>
    /// `on:` — what the color is drawn on: colors or materials, by name.
    package var on: [Located<String>]
    /// How the color's keys are laid out, so that a fix-it can add one.
    package var layout: KeyLayout
    /// Where each state's value is written, and what it is.
    package var values: WrittenValues
    /// Whether `light:` and `dark:` are given (one may be missing: DM-variants).
    package var writesLight: Bool
    package var writesDark: Bool
    /// Whether the standard dark value tells base from elevated, or refers to
    /// a color that may (DM-elevation).
    package var hasElevatedVariant: Bool
    /// The names the color's values refer to, in file order.
    package var references: [Located<String>]
    /// The color another is under a new name: every value written is a
    /// reference to it, without `alpha:`.
    package var alias: String?
    /// The literals Resolve mapped into the theme's gamut, as written
    /// (THEME-gamut); empty for most colors.
    package var literalsOutsideGamut: [WrittenLiteral]

    /// The settings most colors leave out, boxed: inline, their room would be
    /// most of every color's size, given or not.
    @CopyOnWrite private var settings: Settings

    package init(
        name: Located<String>, role: Located<ColorRoleName>, on: [Located<String>], layout: KeyLayout,
        values: WrittenValues, writesLight: Bool, writesDark: Bool, hasElevatedVariant: Bool,
        references: [Located<String>], alias: String?, literalsOutsideGamut: [WrittenLiteral], text: Located<TextSize>?,
        targets: ContrastTargetOverrides, rules: [RuleSetting], exemption: Located<String>?,
        description: Located<String>?
    ) {
        self.name = name
        self.role = role
        self.on = on
        self.layout = layout
        self.values = values
        self.writesLight = writesLight
        self.writesDark = writesDark
        self.hasElevatedVariant = hasElevatedVariant
        self.references = references
        self.alias = alias
        self.literalsOutsideGamut = literalsOutsideGamut
        let settings = Settings(
            text: text, targets: targets, rules: rules, exemption: exemption, description: description)
        _settings = settings == Settings() ? Self.noSettings : CopyOnWrite(wrappedValue: settings)
    }

    /// `text:` — the size of the text drawn in it.
    package var text: Located<TextSize>? { settings.text }
    /// `contrast:` — targets that replace the defaults for this color.
    package var targets: ContrastTargetOverrides { settings.targets }
    /// `rules:` — severities set for findings about this color.
    package var rules: [RuleSetting] { settings.rules }
    /// `exempt:` — a documented reason why contrast targets do not apply.
    package var exemption: Located<String>? { settings.exemption }
    /// `description:` — what the color is for; the accessor's doc comment.
    package var description: Located<String>? { settings.description }
    /// True when the color gives none of the settings above (then its
    /// contrast targets depend on its role alone).
    package var hasNoSettings: Bool { settings == Settings() }

    /// One box shared by every color without settings.
    private static let noSettings = CopyOnWrite(wrappedValue: Settings())

    private struct Settings: Hashable, Sendable {
        var text: Located<TextSize>?
        var targets: ContrastTargetOverrides = .init()
        var rules: [RuleSetting] = []
        var exemption: Located<String>?
        var description: Located<String>?
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

/// What a color's value in each state is, as written: where (the place a
/// finding points at and a fix-it replaces) and, for a reference, the name.
/// Transparency never changes a color, so 8 states are kept: the distinct
/// values, and a 4-bit index into them per state.
package struct WrittenValues: Hashable, Sendable {
    /// One state's value as written.
    package struct Value: Hashable, Sendable {
        package var range: SourceRange
        /// The name, when the value is `{ ref: name }`.
        package var reference: Located<String>?

        package init(range: SourceRange, reference: Located<String>?) {
            self.range = range
            self.reference = reference
        }
    }

    private var distinct: [Value]
    private var indexes: UInt32

    /// The values of the 8 states that transparency does not change, by
    /// state index (`Appearance.index & 7`).
    package init(_ value: (Int) -> Value) {
        var distinct: [Value] = []
        var indexes: UInt32 = 0
        for state in 0..<8 {
            let next = value(state)
            let index =
                distinct.firstIndex(of: next)
                ?? {
                    distinct.append(next)
                    return distinct.count - 1
                }()
            indexes |= UInt32(index) << (4 * UInt32(state))
        }
        self.distinct = distinct
        self.indexes = indexes
    }

    /// The value `state` shows, as written.
    package subscript(state: Appearance) -> Value {
        distinct[Int(indexes >> (4 * UInt32(state.index & 7)) & 0xF)]
    }
}
