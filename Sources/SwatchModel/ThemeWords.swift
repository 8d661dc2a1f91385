import Swatch
import SwatchDiagnostics
import SwatchSupport

// The words of the theme language, typed once where they are decoded and read
// as these types by every later stage: the AST holds them as written (with
// their ranges), the resolved model as they apply.

/// The access level of the generated declarations.
package enum AccessLevel: String, CaseIterable, Hashable, Sendable {
    case `public`, package, `internal`
}

/// The platform whose rule set applies (MAT-ios-system-colors, MAT-watchos …).
package enum Platform: String, CaseIterable, Hashable, Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS

    /// Case-insensitive lookup: `ios`, `iOS` and `IOS` are one platform.
    package init?(caseInsensitive text: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
            return nil
        }
        self = match
    }
}

/// A `rules:` entry: a rule id and the severity it takes, or `off`.
package struct RuleSetting: Hashable, Sendable {
    package enum Level: String, CaseIterable, Hashable, Sendable { case off, note, warning, error }
    package var rule: Located<RuleID>
    package var level: Located<Level>

    package init(rule: Located<RuleID>, level: Located<Level>) {
        self.rule = rule
        self.level = level
    }
}

/// `contrast:` — targets that replace the defaults (theme-wide or per color).
package struct ContrastTargetOverrides: Hashable, Sendable {
    /// The minimum: below it is an error.
    package var minimum: Located<Double>?
    /// The aim: below it is a warning.
    package var aim: Located<Double>?
    /// `increasedContrast:` inside `contrast:`: the targets with Increase
    /// Contrast on, where they differ (a system's "7:1 in high contrast").
    package var increasedMinimum: Located<Double>?
    package var increasedAim: Located<Double>?
    package init(
        minimum: Located<Double>? = nil, aim: Located<Double>? = nil, increasedMinimum: Located<Double>? = nil,
        increasedAim: Located<Double>? = nil
    ) {
        self.minimum = minimum
        self.aim = aim
        self.increasedMinimum = increasedMinimum
        self.increasedAim = increasedAim
    }

    /// `self`'s targets where it sets them, else `fallback`'s.
    package func over(_ fallback: Self) -> Self {
        Self(
            minimum: minimum ?? fallback.minimum, aim: aim ?? fallback.aim,
            increasedMinimum: increasedMinimum ?? fallback.increasedMinimum,
            increasedAim: increasedAim ?? fallback.increasedAim)
    }
}

/// What a color is for; decides its Swift type and which rules apply.
package enum ColorRoleName: String, CaseIterable, Hashable, Sendable {
    case label, fill, separator, background, tint

    /// The Swift role type in the `Swatch` module.
    package var swiftType: String {
        switch self {
        case .label: "Label"
        case .fill: "Fill"
        case .separator: "Separator"
        case .background: "Background"
        case .tint: "Tint"
        }
    }
}

/// The size class of text drawn in a label color: decides its contrast target.
package enum TextSize: String, CaseIterable, Hashable, Sendable {
    /// Up to 17 pt: 4.5:1 minimum; custom colors aim for 7:1.
    case small
    /// 18 pt and up: 3:1 minimum, 4.5:1 aim.
    case large
    /// Bold at any size: as large.
    case bold
}

/// How a mapping's keys are written: one per line from a column, or in
/// braces on one line; a fix-it that adds a key follows it.
package enum KeyLayout: Hashable, Sendable {
    case block(column: Int)
    case flow
}

/// A nested mapping's first key as written and how its keys are laid out: a
/// fix-it adds a key to the mapping by writing it before that key. No first
/// key when the mapping has none, or writes it quoted: then none is added.
package struct MappingKeys: Hashable, Sendable {
    package var first: Located<String>?
    package var layout: KeyLayout

    package init(first: Located<String>?, layout: KeyLayout) {
        self.first = first
        self.layout = layout
    }
}

/// `model:` of a material: tint, opacity, blur and saturation per scheme.
package struct MaterialModelOverride: Hashable, Sendable {
    package struct Values: Hashable, Sendable {
        package var tint: Located<Color>?
        package var opacity: Located<Double>?
        package var blur: Located<Double>?
        package var saturation: Located<Double>?

        package init(
            tint: Located<Color>? = nil, opacity: Located<Double>? = nil, blur: Located<Double>? = nil,
            saturation: Located<Double>? = nil
        ) {
            self.tint = tint
            self.opacity = opacity
            self.blur = blur
            self.saturation = saturation
        }
    }
    package var light: Values?
    package var dark: Values?

    package init(light: Values? = nil, dark: Values? = nil) {
        self.light = light
        self.dark = dark
    }
}

/// What an image is: artwork, photo, glyph or app icon.
package typealias ImageKind = ThemeImage.Kind

/// A size in points: `64x64` in a theme.
package typealias PointSize = ThemeImage.PointSize

extension ThemeImage.PointSize: CustomStringConvertible {
    /// `64×64`, as messages print it.
    public var description: String { "\(width.formatted)×\(height.formatted)" }
}

extension ThemeImage.Kind {
    /// Artwork, photos and app icons carry their own colors; a glyph takes
    /// its color from where it is drawn.
    package var isFullColor: Bool { self != .glyph }
}

// The words a theme names a runtime value by. They are read by the compiler
// alone, so they live here rather than in the runtime every app links.

extension Sheet.Detent {
    /// A detent from its name in a theme file: `medium`, `large`, a
    /// fraction (`0.3`) or a percentage (`30%`); `nil` if it is none of
    /// these or out of range.
    package init?(_ text: String) {
        if let named = Self.named.first(where: { $0.word == text }) {
            self = named.detent
            return
        }
        let percent = text.hasSuffix("%")
        guard let number = Double(percent ? String(text.dropLast()) : text) else { return nil }
        let fraction = percent ? number / 100 : number
        guard fraction > 0, fraction <= 1 else { return nil }
        self = fraction == 1 ? .large : fraction == 0.5 ? .medium : .fraction(fraction)
    }

    /// The detents a theme names by a word, smallest first: what
    /// ``init(_:)`` reads and an editor offers.
    package static let named: [(word: String, detent: Sheet.Detent)] = [("medium", .medium), ("large", .large)]
}

extension Material {
    /// The catalog material of `family` called `name` in a theme file, if any.
    package static func named(_ name: String, in family: Family) -> Material? {
        catalog.first { $0.family == family && $0.name == name }
    }

    /// Every catalog material called `name`, whatever its family: `regular`
    /// is both iOS's default and a tvOS overlay, so a name alone may match two.
    package static func named(_ name: String) -> [Material] {
        catalog.filter { $0.name == name }
    }
}
