import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

/// A color's value in one state, as the theme gets it: a literal, a
/// reference to another imported color (a Figma alias), or unknown (an
/// alias into a library the file does not hold), at the alias.
enum FigmaStateValue: Hashable {
    case literal(Color, SourceRange)
    case reference(String, SourceRange)
    case unknown(SourceRange)

    var range: SourceRange {
        switch self {
        case .literal(_, let range), .reference(_, let range), .unknown(let range): range
        }
    }

    /// The same value, wherever it is written.
    func means(_ other: FigmaStateValue) -> Bool {
        switch (self, other) {
        case (.literal(let a, _), .literal(let b, _)): a == b
        case (.reference(let a, _), .reference(let b, _)): a == b
        case (.unknown, .unknown): true
        default: false
        }
    }

    var expression: ColorExpression {
        switch self {
        case .literal(let color, let range): .literal(color, range)
        case .reference(let name, let range): .reference(Located(name, at: range), alpha: nil)
        case .unknown(let range): .declaredUnknown(range)
        }
    }
}

/// A scheme's value as a theme writes it: one value, or one per level.
struct FigmaSchemeValue: Hashable {
    var base: FigmaStateValue
    var elevated: FigmaStateValue?

    func means(_ other: FigmaSchemeValue?) -> Bool {
        guard let other, base.means(other.base) else { return false }
        switch (elevated, other.elevated) {
        case (nil, nil): return true
        case (let a?, let b?): return a.means(b)
        default: return false
        }
    }

    var expression: ColorExpression {
        guard let elevated else { return base.expression }
        return .levels(base: base.expression, elevated: elevated.expression, base.range)
    }
}

/// One imported color: where it came from in Figma, what was guessed of it,
/// and its value in each of the eight states colors differ in.
struct FigmaColor {
    var name: String
    var figmaName: Located<String>
    var figmaID: String
    var collectionName: String
    /// A library's variable the file uses, not the file's own.
    var remote = false
    var role: Located<ColorRoleName>
    /// Why the role was chosen, when it was guessed rather than mapped.
    var roleGuess: FigmaRoleGuess?
    var on: [Located<String>] = []
    /// Why `on` was inferred, when it was.
    var pairGuess: String?
    /// Why it is a primitive, not judged as drawn (hidden from publishing,
    /// offered in no picker, only other variables alias it), when it is.
    var primitive: String?
    /// Taken by its name as drawn for a disabled or inactive component
    /// (``ImportInference/isInactive(_:role:)``): exempt.
    var inactive = false
    var description: Located<String>?
    /// By ``Appearance/index`` (standard transparency).
    var values: [Int: FigmaStateValue] = [:]
    /// States with no value, and why (an alias to another library …), for
    /// the written theme's comments.
    var gaps: [String] = []

    /// A value in `state`, falling back as the language does: elevated to
    /// base, increased contrast to standard.
    func value(_ state: Appearance) -> FigmaStateValue? {
        ColorStates.fallbacks(of: state).lazy.compactMap { values[$0.index] }.first
    }

    func scheme(_ scheme: Appearance.ColorScheme, _ contrast: Appearance.Contrast) -> FigmaSchemeValue? {
        let base = value(ColorStates.state(scheme, .base, contrast))
        let elevated = value(ColorStates.state(scheme, .elevated, contrast))
        guard let base = base ?? elevated else { return nil }
        guard let elevated, !elevated.means(base) else { return FigmaSchemeValue(base: base) }
        return FigmaSchemeValue(base: base, elevated: elevated)
    }

    /// `light`, `dark` and the `increasedContrast` values that differ from them.
    var shape:
        (
            light: FigmaSchemeValue?, dark: FigmaSchemeValue?, increasedLight: FigmaSchemeValue?,
            increasedDark: FigmaSchemeValue?
        )
    {
        var light = scheme(.light, .standard)
        var dark = scheme(.dark, .standard)
        var increasedLight = scheme(.light, .increased)
        var increasedDark = scheme(.dark, .increased)
        if light == nil, dark == nil {
            // Values in the high-contrast modes alone: a theme needs light
            // or dark, so they are the color's values in every contrast.
            (light, dark) = (increasedLight, increasedDark)
        }
        if increasedLight?.means(light) ?? true { increasedLight = nil }
        if increasedDark?.means(dark) ?? true { increasedDark = nil }
        return (light, dark, increasedLight, increasedDark)
    }

    var hasValue: Bool { !values.isEmpty }

    var declaration: ColorDeclaration? {
        let shape = shape
        guard shape.light != nil || shape.dark != nil else { return nil }
        let name = Located(self.name, at: figmaName.range)
        var declaration = ColorDeclaration(
            name: name, role: role,
            standard: SchemeValues(light: shape.light?.expression, dark: shape.dark?.expression, range: name.range))
        if shape.increasedLight != nil || shape.increasedDark != nil {
            declaration.increasedContrast = SchemeValues(
                light: shape.increasedLight?.expression, dark: shape.increasedDark?.expression, range: name.range)
        }
        declaration.on = on
        declaration.onGuessed = pairGuess != nil && !on.isEmpty
        if let primitive {
            declaration.exemption = Located("a primitive: \(primitive)", at: name.range)
            declaration.isPrimitive = true
        }
        if inactive { declaration.exemption = Located(ImportInference.inactiveReason, at: name.range) }
        declaration.description = description
        return declaration
    }
}

/// A theme made of a Figma file: the base, or a brand extending it.
struct FigmaTheme {
    var file: String
    var namespace: String
    var colors: [FigmaColor] = []
    /// For a brand: the base's namespace, what makes the brand, and where.
    var extends: String?
    var brandDescription: String?
    var brandRanges: [SourceRange] = []
    /// The mapping file's policy (`contrast:`, `rules:`).
    var targets = ContrastTargetOverrides()
    var rules: [RuleSetting] = []

    /// The theme as the resolver and checker read it (a brand whole, with
    /// its base's colors), located in the Figma file.
    var ast: ThemeAST {
        var ast = ThemeAST(file: file, namespace: namespace)
        ast.version = Located(1, at: SourceRange(file: file, start: .start))
        ast.targets = targets
        ast.rules = rules
        ast.colors = colors.compactMap(\.declaration)
        return ast
    }
}
