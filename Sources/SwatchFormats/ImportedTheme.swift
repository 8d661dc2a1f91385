import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

/// What an importer found of one color: its value in each of the eight
/// states it can differ in (colors never change with transparency), each
/// with the place in the file it came from, and what the file says of its
/// role and pairs. ``ImportedTheme/ast`` turns these into the theme
/// language's model, so imported colors go through the same resolver and
/// checker as a theme's.
struct ImportedColor {
    var name: Located<String>
    /// The role its name suggests (``guessedRole(for:)``), once found for
    /// the theme (``ImportedTheme/guessRoles()``): inference, the AST and
    /// the advice each ask it of every color, and splitting a name into
    /// words is most of it.
    var nameGuess: (role: ColorRoleName, word: String?)?
    /// Values by ``Appearance/index`` of the state (standard transparency).
    var values: [Int: Located<Color>] = [:]
    var role: Located<ColorRoleName>?
    /// Where ``role`` was said (nil: the file says no role, and one is
    /// guessed from the name).
    var roleOrigin: RoleOrigin?
    var text: Located<TextSize>?
    var on: [Located<String>] = []
    /// Whether ``on`` was read from the names (``NamePairs``) rather than
    /// said by the file.
    var pairInferred = false
    /// Taken as a primitive (``ImportInference``): not judged as drawn,
    /// until the pairs file gives it a role or pairs.
    var isPrimitive = false
    /// Taken as a disabled or inactive component by its name
    /// (``ImportInference``): exempt, as WCAG 1.4.3 exempts inactive
    /// components, until the pairs file gives it a role or pairs.
    var isInactive = false
    var targets = ContrastTargetOverrides()
    var exemption: Located<String>?
    var description: Located<String>?

    /// Values that are a system palette color, by state, as ``values``:
    /// read as a reference to it (an asset catalog's `"reference":
    /// "systemBackgroundColor"`), so findings name the system color.
    var references: [Int: Located<String>] = [:]
    /// Values read through an alias, by state, as ``values``: where the
    /// value the alias resolves to is written (``ColorDeclaration/definitions``).
    var definitions: [Int: SourceRange] = [:]
    /// States whose value the file gives and Swatch could not read, by
    /// state as ``values``, each at that value: `unknown` there (nothing is
    /// judged), never filled in from another state.
    var unknown: [Int: SourceRange] = [:]

    /// The value in `state`, falling back as the theme language does: a
    /// missing elevated value is the base one, a missing increased-contrast
    /// value the standard one, (a missing scheme is left to the resolver).
    func value(_ state: Appearance) -> Located<Color>? {
        // A scheme with no value at all stays missing: the resolver's
        // fallback and DM-variants deal with it as they do in a theme.
        ColorStates.fallbacks(of: state).lazy.compactMap { values[$0.index] }.first
    }

    /// The expression for `state`: its literal or system color reference,
    /// with the same fallback as ``value(_:)``.
    func expression(_ state: Appearance) -> ColorExpression? {
        for candidate in ColorStates.fallbacks(of: state) {
            if let value = values[candidate.index] { return .literal(value.value, value.range) }
            if let name = references[candidate.index] { return .reference(name, alpha: nil) }
            if let range = unknown[candidate.index] { return .declaredUnknown(range) }
        }
        return nil
    }

    /// The declaration the resolver reads: `levels` where elevated differs,
    /// `increasedContrast` where Increase Contrast does.
    func declaration(defaultRole: ColorRoleName) -> ColorDeclaration? {
        func expression(_ scheme: Appearance.ColorScheme, _ contrast: Appearance.Contrast) -> ColorExpression? {
            let base = self.expression(ColorStates.state(scheme, .base, contrast))
            let elevated = self.expression(ColorStates.state(scheme, .elevated, contrast))
            guard let base else { return nil }
            switch (base, elevated) {
            case (_, nil): return base
            case (.literal(let value, _), .literal(let other, _)) where value == other: return base
            case (.reference(let value, _), .reference(let other, _)) where value.value == other.value: return base
            case (.literal(_, let range), let elevated?): return .levels(base: base, elevated: elevated, range)
            case (.reference(let value, _), let elevated?):
                return .levels(base: base, elevated: elevated, value.range)
            default: return base
            }
        }
        guard let light = expression(.light, .standard) else { return nil }
        let dark = expression(.dark, .standard)
        var declaration = ColorDeclaration(
            name: name, role: role ?? Located(defaultRole, at: name.range),
            standard: SchemeValues(light: light, dark: dark, range: name.range))
        let increasedLight = expression(.light, .increased)
        let increasedDark = expression(.dark, .increased)
        if increasedLight != light || increasedDark != dark {
            declaration.increasedContrast = SchemeValues(light: increasedLight, dark: increasedDark, range: name.range)
        }
        // Each setting is written only when given: a declaration's settings
        // are compared and boxed again at every write, and most imported
        // colors give none but their pairs (a tenth of Primer's import).
        if let text { declaration.text = text }
        declaration.on = on
        if pairInferred && !on.isEmpty { declaration.onGuessed = true }
        if isPrimitive { declaration.isPrimitive = true }
        if targets != ContrastTargetOverrides() { declaration.targets = targets }
        let exemption =
            exemption
            ?? (isPrimitive
                ? Located("a primitive: only other colors refer to it", at: name.range)
                : isInactive ? Located(ImportInference.inactiveReason, at: name.range) : nil)
        if let exemption { declaration.exemption = exemption }
        if let description { declaration.description = description }
        if !definitions.isEmpty {
            // Each state's, as ``value(_:)`` falls back; written at once.
            var shownDefinitions: [Int: SourceRange] = [:]
            for index in 0..<8 {
                guard
                    let shown = ColorStates.fallbacks(of: Appearance(index: index))
                        .first(where: { values[$0.index] != nil })
                else { continue }
                if let definition = definitions[shown.index] { shownDefinitions[index] = definition }
            }
            if !shownDefinitions.isEmpty { declaration.definitions = shownDefinitions }
        }
        return declaration
    }

    /// The role the file gives, or the one guessed from the name, and where it came from.
    var roleAndOrigin: (role: ColorRoleName, origin: RoleOrigin) {
        if let role, let roleOrigin { return (role.value, roleOrigin) }
        let guess = nameGuess ?? Self.guessedRole(for: name.value)
        return (role?.value ?? guess.role, roleOrigin ?? .guessed(word: guess.word))
    }

    /// The words that say a role, in the order ``guessedRole(for:)`` asks
    /// them: made once, not for every color it is asked of.
    private static let roleWords: [(ColorRoleName, Set<String>)] = [
        (.background, ["background", "bg", "surface", "canvas", "backdrop"]),
        (.separator, ["border", "divider", "separator", "outline", "stroke"]),
        (.label, ["text", "label", "foreground", "fg", "title", "body", "caption", "headline", "content"]),
        (.tint, ["accent", "tint", "brand", "primary", "link"]),
    ]

    /// A role guessed from the name, for files that say none: `…Background`
    /// is a background, `…Border`/`…Divider`/`…Separator` a separator,
    /// `…Text`/`…Label`/`…Foreground` a label, `…Accent`/`…Tint`/`…Brand` a
    /// tint; anything else a fill (docs/import.md). With the word of the name
    /// that decided it (nil for a fill).
    static func guessedRole(for name: String) -> (role: ColorRoleName, word: String?) {
        let words = ExportNames.words(name)
        let table = roleWords
        // `onPrimary`, `on-surface`: what is drawn on a color is its text
        // (Material's `onX` roles are text and icons), not a tint or a
        // background by the color's word; an icon or a border on something
        // keeps its role.
        let onSomething =
            words.firstIndex(of: "on").map { $0 + 1 < words.count } ?? false
            && !words.contains(where: { table[1].1.contains($0) || $0 == "icon" })
        if onSomething, words.first == "on" { return (.label, "on") }
        if let word = words.first(where: table[0].1.contains) { return (.background, word) }
        if onSomething { return (.label, "on") }
        for (role, known) in table.dropFirst() {
            if let word = words.first(where: known.contains) { return (role, word) }
        }
        return (.fill, nil)
    }
}

/// An imported file turned into the theme language's model.
struct ImportedTheme {
    var file: String
    var namespace: String
    var colors: [ImportedColor] = []
    /// Colors of the file that are not checked, by name, with why: a pairs
    /// file that names one says so there.
    var unchecked: [String: String] = [:]
    var extends: Located<String>?
    var platform: Located<Platform>?
    var targets = ContrastTargetOverrides()
    /// The pairs file's `rules:`.
    var rules: [RuleSetting] = []
    var materials: [MaterialDeclaration] = []
    var surfaces: [SurfaceDeclaration] = []

    /// Each color's role and where it came from, by name, for the advice
    /// on its findings.
    /// Finds the role each color's name suggests, once (``ImportedColor/nameGuess``).
    mutating func guessRoles() {
        for index in colors.indices where colors[index].nameGuess == nil {
            colors[index].nameGuess = ImportedColor.guessedRole(for: colors[index].name.value)
        }
    }

    var roles: [String: (role: ColorRoleName, origin: RoleOrigin)] {
        var roles: [String: (role: ColorRoleName, origin: RoleOrigin)] = [:]
        for color in colors where roles[color.name.value] == nil { roles[color.name.value] = color.roleAndOrigin }
        return roles
    }

    var ast: ThemeAST {
        var ast = ThemeAST(file: file, namespace: namespace)
        ast.version = Located(1, at: SourceRange(file: file, start: .start))
        ast.extends = extends
        ast.platform = platform
        ast.targets = targets
        ast.rules = rules
        ast.colors = colors.compactMap {
            $0.declaration(defaultRole: ($0.nameGuess ?? ImportedColor.guessedRole(for: $0.name.value)).role)
        }
        // A token file or catalog that gives a color outside sRGB means it
        // for wide-color displays: check it as Display P3 shows it, rather
        // than as sRGB would clip it.
        if ast.colors.contains(where: Self.hasWideLiteral) {
            ast.gamut = Located(.displayP3, at: SourceRange(file: file, start: .start))
        }
        ast.materials = materials
        ast.surfaces = surfaces
        return ast
    }

    private static func hasWideLiteral(_ color: ColorDeclaration) -> Bool {
        func wide(_ expression: ColorExpression?) -> Bool {
            switch expression {
            case .literal(let value, _): !value.isInGamut(.sRGB)
            case .levels(let base, let elevated, _): wide(base) || wide(elevated)
            case .reference, .unknown, .declaredUnknown, .auto, nil: false
            }
        }
        return [
            color.standard.light, color.standard.dark, color.increasedContrast?.light, color.increasedContrast?.dark,
        ]
        .contains(where: wide)
    }
}
