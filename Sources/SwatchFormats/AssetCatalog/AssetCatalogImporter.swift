import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the color sets of an Xcode asset catalog into the theme language's
/// model: one color per `NAME.colorset`, its entries placed by their
/// appearances (none: light; `luminosity: dark`; `contrast: high`). The
/// catalog has no elevated level, so elevated states take the base values.
/// Roles and pairs are not in a catalog; a pairs file gives them
/// (``PairsFile``), or roles are guessed from names (docs/import.md).
struct AssetCatalogImporter {
    var catalogPath: String
    var namespace: String
    private(set) var diagnostics: [Diagnostic] = []

    init(catalogPath: String, namespace: String) {
        self.catalogPath = catalogPath
        self.namespace = namespace
    }

    /// `colorSets`: each color set's name and its `Contents.json`, already read.
    mutating func read(_ colorSets: [(name: String, path: String, root: YAMLValue)]) -> ImportedTheme {
        var theme = ImportedTheme(file: catalogPath, namespace: namespace)
        for set in colorSets {
            let fileStart = SourceRange(file: set.path, start: .start)
            guard let entries = set.root["colors"]?.items else {
                error(.themeMissing, "a color set's Contents.json needs a 'colors' list", at: set.root.range)
                continue
            }
            var color = ImportedColor(name: Located(set.name, at: entries.first?.range ?? fileStart))
            var unreadable = false
            // States an entry with appearances gave: "Any" does not replace them.
            var explicit: Set<Int> = []
            for entry in entries {
                if let idiom = entry["idiom"]?.scalar, idiom != "universal" { continue }
                guard let states = states(of: entry) else { continue }
                guard let node = entry["color"] else {
                    error(.themeMissing, "a color entry needs a 'color'", at: entry.range)
                    unreadable = true
                    continue
                }
                guard let value = self.color(node) else {
                    unreadable = true
                    continue
                }
                switch value {
                case .literal(let literal):
                    for state in states where !explicit.contains(state.index) || entry["appearances"] != nil {
                        color.values[state.index] = Located(literal, at: node.range)
                        color.references[state.index] = nil
                    }
                case .system(let name):
                    // A system color adapts by itself: a reference stands for
                    // every state its entry's appearances do not narrow.
                    for state in Self.widened(states, by: entry)
                    where !explicit.contains(state.index) || entry["appearances"] != nil {
                        color.references[state.index] = Located(name, at: node["reference"]?.range ?? node.range)
                        color.values[state.index] = nil
                    }
                }
                if entry["appearances"] != nil { explicit.formUnion(states.map(\.index)) }
            }
            // An entry that could not be read leaves its states unknown:
            // the set is not checked at all rather than judged with
            // another entry's value in them. (Said at the entry.)
            if unreadable { continue }
            if color.values.isEmpty && color.references.isEmpty {
                error(.themeMissing, "'\(set.name)' has no universal color entry Swatch can read", at: fileStart)
                continue
            }
            if !color.references.isEmpty, theme.extends == nil {
                theme.extends = Located("system", at: SourceRange(file: catalogPath, start: .start))
            }
            theme.colors.append(color)
        }
        return theme
    }

    /// The states an entry stands for: an entry without appearances is the
    /// "Any" value, used for light (unless a light entry says otherwise).
    private mutating func states(of entry: YAMLValue) -> [Appearance]? {
        var scheme: Appearance.ColorScheme?
        var contrast = Appearance.Contrast.standard
        for appearance in entry["appearances"]?.items.map(Array.init) ?? [] {
            let kind = appearance["appearance"]?.scalar
            let value = appearance["value"]?.scalar
            // Values are read through the words every format shares, so
            // that a catalog written by a tool other than Xcode reads alike.
            let traits = AppearanceWords.traits(of: value ?? "")
            switch kind {
            case "luminosity" where value == "any": break
            case "luminosity" where traits.scheme != nil && traits.count == 1: scheme = traits.scheme
            case "contrast" where traits.increased && traits.count == 1: contrast = .increased
            case "contrast" where AppearanceWords.filler.contains(value ?? ""): break
            default:
                // Other traits (vibrancy, a contrast Swatch has no state
                // for) are not appearance states Swatch checks.
                let place = appearance["value"]?.range ?? appearance.range
                unread(
                    "the appearance '\(kind ?? "")': '\(value ?? "")' is not a state Swatch checks (luminosity: light, dark, any; contrast: high); this entry is not read",
                    at: place)
                return nil
            }
        }
        return [
            ColorStates.state(scheme ?? .light, .base, contrast),
            ColorStates.state(scheme ?? .light, .elevated, contrast),
        ]
    }

    /// An entry's color: a literal, or a system color Xcode names by its
    /// UIKit/AppKit name (`systemRedColor`, `labelColor`).
    enum EntryColor {
        case literal(Color)
        case system(String)
    }

    private mutating func color(_ node: YAMLValue) -> EntryColor? {
        if let reference = node["reference"] {
            guard let name = reference.scalar, let system = Self.systemColor(named: name) else {
                unread(
                    "'\(reference.scalar ?? "")' is not a system color Swatch's palette holds (\(Self.paletteNames.prefix(3).map { $0 + "Color" }.joined(separator: ", ")), …); this color set is not checked. Give the entry a literal value",
                    at: reference.range)
                return nil
            }
            return .system(system)
        }
        return literal(node).map(EntryColor.literal)
    }

    /// `states` with the scheme and contrast the entry does not say both
    /// taken: a reference in the "Any" entry is the system color everywhere.
    static func widened(_ states: [Appearance], by entry: YAMLValue) -> [Appearance] {
        let said = Set((entry["appearances"]?.items.map(Array.init) ?? []).compactMap { $0["appearance"]?.scalar })
        return ColorStates.all.filter { state in
            states.contains { chosen in
                (said.contains("luminosity") ? chosen.colorScheme == state.colorScheme : true)
                    && (said.contains("contrast") ? chosen.contrast == state.contrast : true)
                    && chosen.level == state.level
            }
        }
    }

    /// The system palette's colors, by name (`systemRed`).
    static let paletteNames = System.allColors.map(\.name)

    /// The palette color Xcode's reference names: `systemRedColor` is
    /// `systemRed`; nil when the palette has none such.
    static func systemColor(named reference: String) -> String? {
        let name = reference.hasSuffix("Color") ? String(reference.dropLast("Color".count)) : reference
        return paletteNames.contains(name) ? name : nil
    }

    private mutating func literal(_ node: YAMLValue) -> Color? {
        guard let space = node["color-space"]?.scalar, let components = node["components"] else {
            error(.themeMissing, "a color needs 'color-space' and 'components'", at: node.range)
            return nil
        }
        func component(_ key: String) -> Double? {
            guard let field = components[key], let text = field.scalar else { return nil }
            if text.hasPrefix("0x") || text.hasPrefix("0X") {
                return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
            }
            guard let value = Double(text) else { return nil }
            // Xcode's "8-bit (0-255)" input writes whole numbers without a point.
            return !text.contains(".") && value > 1 ? value / 255 : value
        }
        let alpha = component("alpha") ?? 1
        switch space {
        case "srgb", "extended-srgb":
            guard let red = component("red"), let green = component("green"), let blue = component("blue") else {
                break
            }
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        case "display-p3":
            guard let red = component("red"), let green = component("green"), let blue = component("blue") else {
                break
            }
            return DisplayP3(red: red, green: green, blue: blue, alpha: alpha).color
        case "gray-gamma-22", "extended-gray":
            guard let white = component("white") else { break }
            // Gamma 2.2 gray, re-encoded with sRGB's curve.
            let linear = pow(white, 2.2)
            let encoded = SRGBTransfer.encode(linear)
            return Color(red: encoded, green: encoded, blue: encoded, alpha: alpha)
        default:
            error(
                .themeValue,
                "the color space '\(space)' is not read: use srgb, extended-srgb, display-p3 or gray-gamma-22",
                at: node["color-space"]!.range)
            return nil
        }
        error(.themeType, "a color's components are numbers, 0x hex bytes or 0–255 values", at: components.range)
        return nil
    }

    /// What the catalog holds that is not read (THEME-unread, a warning): said once.
    private mutating func unread(_ message: String, at range: SourceRange) {
        let diagnostic = Diagnostic(.themeUnread, message, at: range)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    private mutating func error(_ rule: RuleID, _ message: String, at range: SourceRange) {
        // A token is read once per state; its problem is reported once.
        let diagnostic = Diagnostic(rule, message, at: range)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }
}
