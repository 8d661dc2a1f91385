import Swatch
import SwatchDiagnostics
import SwatchExport
import SwatchModel
import SwatchPipeline
@_spi(Stages) import SwatchSyntax

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
            for entry in entries {
                if let idiom = entry["idiom"]?.scalar, idiom != "universal" { continue }
                guard let states = states(of: entry) else { continue }
                guard let node = entry["color"], let value = self.color(node) else { continue }
                for state in states where color.values[state.index] == nil || entry["appearances"] != nil {
                    color.values[state.index] = Located(value, at: node.range)
                }
            }
            if color.values.isEmpty {
                error(.themeMissing, "'\(set.name)' has no universal color entry Swatch can read", at: fileStart)
                continue
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
            switch (kind, value) {
            case ("luminosity", "dark"): scheme = .dark
            case ("luminosity", "light"): scheme = .light
            case ("luminosity", "any"): break
            case ("contrast", "high"): contrast = .increased
            default:
                // Other traits (display gamut, vibrancy) are not appearance
                // states Swatch checks; such an entry is left out.
                return nil
            }
        }
        return [
            ColorStates.state(scheme ?? .light, .base, contrast),
            ColorStates.state(scheme ?? .light, .elevated, contrast),
        ]
    }

    private mutating func color(_ node: YAMLValue) -> Color? {
        if let reference = node["reference"]?.scalar {
            error(
                .themeValue, "'\(reference)' is a system color reference; Swatch checks literal values only",
                at: node.range)
            return nil
        }
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

    private mutating func error(_ rule: RuleID, _ message: String, at range: SourceRange) {
        // A token is read once per state; its problem is reported once.
        let diagnostic = Diagnostic(rule, message, at: range)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }
}
