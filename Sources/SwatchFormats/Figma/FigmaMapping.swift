import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

/// A mapping file for `swatch import figma` and `swatch check` (`--mapping`):
/// what a team decided where the importer would guess, so that a rerun makes
/// the same theme. YAML, its mistakes located like a theme's:
///
/// ```yaml
/// modes:
///   Color:                      # a collection, by name
///     Dark dimmed: brand dark   # light, dark, … increased, elevated; brand …; skip
/// roles:
///   fgColor/muted: label        # a variable, by its Figma name
/// pairs:
///   fgColor/muted: [bgColor/muted, bgColor/default]
/// ```
struct FigmaMapping {
    /// Collection name → mode name → placement.
    var modes: [String: [String: Located<FigmaModePlacement>]] = [:]
    var roles: [String: Located<ColorRoleName>] = [:]
    var pairs: [String: [Located<String>]] = [:]
    /// The system's policy, as a theme states it (`contrast:`, `rules:`).
    var targets = ContrastTargetOverrides()
    var rules: [RuleSetting] = []
    /// Every name the file gives, for the importer to report those it has not.
    var collectionNames: [Located<String>] = []
    var modeNames: [(collection: String, mode: Located<String>)] = []
    var variableNames: [Located<String>] = []
    private(set) var diagnostics: [Diagnostic] = []

    init() {}

    init(_ root: YAMLValue) {
        guard let sections = root.pairs else {
            diagnostics.append(
                Diagnostic(
                    .themeType,
                    "a mapping file is a mapping of 'modes', 'roles' and 'pairs'; this is \(root.kindDescription)",
                    at: root.range))
            return
        }
        for section in sections {
            switch section.key.scalar {
            case "modes": readModes(section.value)
            case "roles": readRoles(section.value)
            case "pairs": readPairs(section.value)
            case "contrast", "rules": break
            default:
                let key = section.key.scalar ?? ""
                let hint = Suggestions.closest(to: key, in: ["modes", "roles", "pairs", "contrast", "rules"])
                    .map { "; did you mean '\($0)'?" }
                diagnostics.append(
                    Diagnostic(
                        .themeUnknownKey,
                        "'\(key)' is not a section of a mapping file (modes, roles, pairs, contrast, rules)\(hint ?? "")",
                        at: section.key.range))
            }
        }
        let policy = ThemeDecoder().decodePolicy(contrast: root["contrast"], rules: root["rules"])
        (targets, rules) = (policy.targets, policy.rules)
        diagnostics += policy.diagnostics
    }

    private mutating func readModes(_ node: YAMLValue) {
        for collection in entries(node, "'modes' maps a collection's name to its modes") {
            guard let name = collection.key.scalar else { continue }
            collectionNames.append(Located(name, at: collection.key.range))
            for mode in entries(collection.value, "a collection under 'modes' maps a mode's name to where it goes") {
                guard let modeName = mode.key.scalar else { continue }
                modeNames.append((name, Located(modeName, at: mode.key.range)))
                guard let phrase = mode.value.scalar, let placement = FigmaModePlacement(phrase: phrase) else {
                    diagnostics.append(
                        Diagnostic(
                            .themeValue,
                            "'\(mode.value.scalar ?? "")' is not where a mode can go: use appearance words (light, dark, elevated, increased), 'brand' with or without them, or 'skip'",
                            at: mode.value.range))
                    continue
                }
                modes[name, default: [:]][modeName] = Located(placement, at: mode.value.range)
            }
        }
    }

    private mutating func readRoles(_ node: YAMLValue) {
        for entry in entries(node, "'roles' maps a variable's name to a role") {
            guard let name = entry.key.scalar else { continue }
            variableNames.append(Located(name, at: entry.key.range))
            guard let word = entry.value.scalar, let role = ColorRoleName(rawValue: word) else {
                diagnostics.append(
                    Diagnostic(
                        .themeValue,
                        "'\(entry.value.scalar ?? "")' is not a role: use \(ColorRoleName.allCases.map(\.rawValue).joined(separator: ", "))",
                        at: entry.value.range))
                continue
            }
            roles[name] = Located(role, at: entry.value.range)
        }
    }

    private mutating func readPairs(_ node: YAMLValue) {
        for entry in entries(node, "'pairs' maps a variable's name to the variables it is drawn on") {
            guard let name = entry.key.scalar else { continue }
            variableNames.append(Located(name, at: entry.key.range))
            guard let items = entry.value.items else {
                diagnostics.append(
                    Diagnostic(
                        .themeType,
                        "the pairs of '\(name)' are a list of variable names; this is \(entry.value.kindDescription)",
                        at: entry.value.range))
                continue
            }
            pairs[name] = items.compactMap { item in
                guard let text = item.scalar else { return nil }
                let located = Located(text, at: item.range)
                variableNames.append(located)
                return located
            }
        }
    }

    private mutating func entries(_ node: YAMLValue, _ what: String) -> [YAMLValue.Pair] {
        guard let pairs = node.pairs else {
            diagnostics.append(Diagnostic(.themeType, "\(what); this is \(node.kindDescription)", at: node.range))
            return []
        }
        return Array(pairs)
    }
}
