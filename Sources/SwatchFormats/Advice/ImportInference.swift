import Swatch
import SwatchDiagnostics
import SwatchModel

/// What an import took from names and from the way colors refer to each
/// other rather than from what the file says: the pairs its names say
/// (``NamePairs``) and the primitives (palette swatches only other colors
/// refer to, which need no pair). Said once per document, so that a clean
/// run is never taken for a check that did not happen, and a guess can be
/// corrected in the pairs or mapping file.
struct ImportInference: Sendable {
    /// A foreground paired by its name: where its name is, how the file
    /// writes it, and what it is drawn on as the file writes those.
    struct InferredPair: Sendable {
        var foreground: Located<String>
        var backgrounds: [String]
    }

    var pairs: [InferredPair] = []
    /// Colors taken as primitives, by name as the file writes them.
    var primitives: [String] = []
    /// Why they are primitives, as the format says it (nil: only other
    /// colors refer to them).
    var primitiveReason: String?
    /// Foregrounds taken as disabled or inactive components by their
    /// names, as the file writes them.
    var inactive: [String] = []

    /// The exemption of a foreground named disabled or inactive.
    static let inactiveReason =
        "a disabled or inactive component, by its name: WCAG 1.4.3 (Contrast (Minimum)) exempts inactive components"
    /// Words of a foreground that is drawn for a component no one can use.
    static let inactiveWords: Set = ["disabled", "inactive"]

    /// Whether a foreground's name says it is drawn for a disabled or
    /// inactive component.
    static func isInactive(_ written: String, role: ColorRoleName) -> Bool {
        role != .background && role != .tint && NameWords.words(written).contains(where: inactiveWords.contains)
    }

    /// Whether a color no name pairs is a primitive, which needs no pair: one
    /// other colors refer to (`referenced`), or a palette's swatch by its
    /// name, when neither the file (`roleSaid`) nor its name says a role.
    static func isPrimitive(_ written: String, referenced: Bool, roleSaid: Bool, palettes: Bool) -> Bool {
        guard !roleSaid, referenced || (palettes && ImportedTheme.isPaletteSwatch(written)) else { return false }
        // A numbered step other colors alias is a ramp's swatch whatever
        // its group's words (`global.background.color.100`, which a
        // semantic background aliases).
        let steps = referenced && NameWords.words(written).last?.allSatisfy(\.isNumber) == true
        return steps || ImportedColor.guessedRole(for: written).word == nil
    }

    /// The note that says what was inferred, at the top of `file`; nil when
    /// nothing was. Each inferred pair is a note of its own in JSON (a tool
    /// lists them); text says how many.
    func findings(file: String) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let top = SourceRange(file: file, start: .start)
        if !pairs.isEmpty {
            let count = pairs.reduce(0) { $0 + $1.backgrounds.count }
            var diagnostic = Diagnostic(
                .dmUnpaired, weight: .unverified,
                "\(count) contrast pair\(count == 1 ? "" : "s") of \(pairs.count) foreground\(pairs.count == 1 ? "" : "s") inferred from names (docs/import.md › Pairs from names), and checked; an 'on:' in the pairs or mapping file confirms or replaces them",
                at: top)
            diagnostic.notes = pairs.map { pair in
                var note = Diagnostic.Note(
                    "'\(pair.foreground.value)' on \(pair.backgrounds.map { "'\($0)'" }.joined(separator: ", "))",
                    at: pair.foreground.range)
                note.isDetail = true
                return note
            }
            findings.append(diagnostic)
        }
        if !inactive.isEmpty {
            findings.append(
                Diagnostic(
                    .dmUnpaired, weight: .unverified,
                    "\(inactive.count) foreground\(inactive.count == 1 ? " is" : "s are") not judged, taken by \(inactive.count == 1 ? "its name" : "their names") as drawn for disabled or inactive components, which WCAG 1.4.3 exempts (\(Self.listed(inactive))); give one an 'on:' in the pairs or mapping file to judge it",
                    at: top))
        }
        if !primitives.isEmpty {
            findings.append(
                Diagnostic(
                    .dmUnpaired, weight: .unverified,
                    "\(primitives.count) color\(primitives.count == 1 ? " was" : "s were") taken as primitives, which need no pair: \(primitiveReason ?? "only other colors refer to \(primitives.count == 1 ? "it" : "them")") (\(Self.listed(primitives))); give one a role to check it as drawn",
                    at: top))
        }
        return findings
    }

    /// The first five names, quoted, and how many more.
    private static func listed(_ names: [String]) -> String {
        let shown = names.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
        return shown + (names.count > 5 ? " and \(names.count - 5) more" : "")
    }
}

extension ImportedTheme {
    /// Pairs from names for the colors the file gives none (``NamePairs``),
    /// and primitives among `referenced` (colors another color refers to)
    /// that neither the file nor their name gives a role: they are not
    /// judged as drawn. `written`: each color's name as the file writes it.
    mutating func infer(
        written: [String: String], referenced: Set<String> = [], palettes: PaletteNames = .swatches
    ) -> ImportInference {
        var inference = ImportInference()
        guessRoles()
        let ramps = palettes == .ramps ? Self.rampSteps(colors.map { written[$0.name.value] ?? $0.name.value }) : []
        let table = colors.map { color in
            NamePairs.Color(
                name: color.name.value, written: written[color.name.value] ?? color.name.value,
                role: color.roleAndOrigin.role, translucent: color.values.values.contains { $0.value.alpha < 1 },
                values: (0..<8).map { color.value(Appearance(index: $0))?.value })
        }
        let pairs = Dictionary(
            NamePairs.infer(table).map { ($0.foreground, $0.backgrounds) }, uniquingKeysWith: { first, _ in first })
        for index in colors.indices {
            let color = colors[index]
            let name = color.name.value
            guard color.on.isEmpty, color.exemption == nil else { continue }
            if ImportInference.isInactive(written[name] ?? name, role: color.roleAndOrigin.role) {
                colors[index].isInactive = true
                inference.inactive.append(written[name] ?? name)
            } else if let backgrounds = pairs[name] {
                colors[index].on = backgrounds.map { Located($0, at: color.name.range) }
                colors[index].pairInferred = true
                inference.pairs.append(
                    .init(
                        foreground: Located(written[name] ?? name, at: color.name.range),
                        backgrounds: backgrounds.map { written[$0] ?? $0 }))
            } else if ImportInference.isPrimitive(
                written[name] ?? name, referenced: referenced.contains(name), roleSaid: color.roleOrigin != nil,
                palettes: palettes == .swatches || ramps.contains(written[name] ?? name))
            {
                colors[index].isPrimitive = true
                inference.primitives.append(written[name] ?? name)
            }
        }
        return inference
    }

    /// Which colors a format takes as a palette's by their names alone.
    enum PaletteNames {
        /// Any palette swatch (``isPaletteSwatch(_:)``): a token file's or
        /// Figma file's names are paths, and a palette's group says what
        /// it is.
        case swatches
        /// The steps of a ramp of at least ``minimumRampSteps`` steps
        /// (``rampSteps(_:)``): an asset catalog's names are the app's
        /// colors (`ink`, `Brand Blue`), and only a numbered ramp says it
        /// is a palette.
        case ramps
    }

    /// The steps a ramp needs in a catalog to be taken as one: a lone
    /// `Level 2` is a name, `Yellow 100`…`Yellow 900` a palette.
    static let minimumRampSteps = 3

    /// A ramp's step by its name: the words of its ramp, and its number
    /// (`color.blue.60`, `gray/100`, `Yellow 900`, `blue-500`, and a number
    /// glued to a hue, `Gray100`, `alphaBlue100`); nil for any other name.
    /// What a token file's palette swatches and a catalog's ramps share.
    static func rampStep(_ written: String) -> (ramp: [String], step: String)? {
        let words = NameWords.words(written).filter { !paletteGroupWords.contains($0) }
        guard let last = words.last else { return nil }
        if last.allSatisfy(\.isNumber) { return words.count > 1 ? (Array(words.dropLast()), last) : nil }
        // Words keep digits with the letters before them (`gray100`): a
        // hue's, they are its step.
        let digits = last.reversed().prefix(while: \.isNumber).count
        guard digits > 0, hueWords.contains(String(last.dropLast(digits))) else { return nil }
        return (Array(words.dropLast()) + [String(last.dropLast(digits))], String(last.suffix(digits)))
    }

    /// The names of `written` that are steps of a ramp with at least
    /// ``minimumRampSteps`` steps.
    static func rampSteps(_ written: [String]) -> Set<String> {
        var ramps: [[String]: Set<String>] = [:]
        for name in written {
            if let step = rampStep(name) { ramps[step.ramp, default: []].insert(name) }
        }
        return Set(ramps.values.filter { $0.count >= minimumRampSteps }.joined())
    }

    /// A palette's swatch by its name: a step of a scale (``rampStep(_:)``),
    /// or a hue with shade words (`color.blueLighter`, `ink`).
    /// A palette a file gives without semantic tokens (IBM Carbon's, Shopify
    /// Polaris's) is primitives nothing refers to yet.
    static func isPaletteSwatch(_ written: String) -> Bool {
        let words = NameWords.words(written).filter { !paletteGroupWords.contains($0) }
        guard !words.isEmpty else { return false }
        if rampStep(written) != nil { return true }
        let hues = words.filter { !shadeWords.contains($0) && !$0.allSatisfy(\.isNumber) }
        return !hues.isEmpty && hues.allSatisfy(hueWords.contains)
    }

    static let paletteGroupWords: Set = [
        "color", "colors", "base", "palette", "primitive", "primitives", "core", "ref", "scale",
    ]
    static let shadeWords: Set = [
        "light", "lighter", "lightest", "dark", "darker", "darkest", "pale", "deep", "bright", "alpha",
    ]
    static let hueWords: Set = [
        "black", "white", "gray", "grey", "neutral", "red", "orange", "amber", "yellow", "lime", "green", "emerald",
        "teal", "cyan", "sky", "blue", "indigo", "violet", "purple", "fuchsia", "magenta", "pink", "rose", "coral",
        "brown", "ink", "slate", "zinc", "stone", "sand", "gold", "olive", "mint", "navy", "lemon", "cool", "warm",
    ]

    /// `inference` without the pairs of colors whose `on:` the pairs or
    /// mapping file has since said (it confirms or replaces them).
    func keepingUnstated(_ inference: ImportInference, written: [String: String] = [:]) -> ImportInference {
        var kept = inference
        let stillInferred = Set(colors.filter(\.pairInferred).map(\.name.range))
        kept.pairs = inference.pairs.filter { stillInferred.contains($0.foreground.range) }
        kept.primitives = colors.filter(\.isPrimitive).map { written[$0.name.value] ?? $0.name.value }
        kept.inactive = colors.filter(\.isInactive).map { written[$0.name.value] ?? $0.name.value }
        return kept
    }
}
