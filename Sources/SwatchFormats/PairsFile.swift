import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSyntax

/// A pairs file: roles and pairs for colors that come from a file with no
/// room for them (an asset catalog, a token file without Swatch's
/// `$extensions`). YAML, located like a theme:
///
/// ```yaml
/// colors:
///   headline: { role: label, text: small, on: [cardBackground, canvas] }
///   divider: { role: separator, on: [cardBackground] }
/// ```
///
/// What it says replaces what the imported file says of the same color. Its
/// `modifiers:` say what a resolver document's modifier is (`theme: brand`),
/// in place of what the document or the words of its contexts say.
struct PairsFile {
    private(set) var diagnostics: [Diagnostic] = []

    mutating func apply(_ root: YAMLValue, to theme: inout ImportedTheme, reportingPolicy: Bool = true) {
        // The system's own policy, as a theme states it: its targets and
        // its rules' severities replace the defaults for the file.
        if root["contrast"] != nil || root["rules"] != nil {
            let policy = ThemeDecoder().decodePolicy(contrast: root["contrast"], rules: root["rules"])
            theme.targets = policy.targets
            theme.rules = policy.rules
            if reportingPolicy { diagnostics += policy.diagnostics }
        }
        guard let colors = root["colors"] else {
            if root["modifiers"] == nil, root["contrast"] == nil, root["rules"] == nil {
                error(
                    .themeMissing,
                    "a pairs file has a 'colors' mapping: name → { role, text, on }, a 'modifiers' mapping: name → kind, or the theme language's 'contrast:' and 'rules:'",
                    at: root.range)
            }
            return
        }
        for pair in colors.pairs.map(Array.init) ?? [] {
            guard let name = pair.key.scalar else { continue }
            guard let index = theme.colors.firstIndex(where: { $0.name.value == name }) else {
                if let reason = theme.unchecked[name] {
                    error(.themeReference, "'\(name)' is not checked: \(reason)", at: pair.key.range)
                    continue
                }
                let names = theme.colors.map(\.name.value)
                let hint = Suggestions.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
                error(.themeReference, "'\(name)' is no color of the imported file\(hint)", at: pair.key.range)
                continue
            }
            for field in pair.value.pairs.map(Array.init) ?? [] {
                switch field.key.scalar {
                case "role":
                    if let value = field.value.scalar.flatMap(ColorRoleName.init(rawValue:)) {
                        theme.colors[index].role = Located(value, at: field.value.range)
                        theme.colors[index].roleOrigin = .written(place: "the pairs file", at: field.value.range)
                        theme.colors[index].isPrimitive = false
                        theme.colors[index].isInactive = false
                    } else {
                        error(
                            .themeValue,
                            "not a role: use \(ColorRoleName.allCases.map(\.rawValue).joined(separator: ", "))",
                            at: field.value.range)
                    }
                case "text":
                    if let value = field.value.scalar.flatMap(TextSize.init(rawValue:)) {
                        theme.colors[index].text = Located(value, at: field.value.range)
                    } else {
                        error(.themeValue, "not a text size: use small, large or bold", at: field.value.range)
                    }
                case "on":
                    let items = field.value.items.map(Array.init) ?? [field.value]
                    theme.colors[index].on = items.compactMap { item in item.scalar.map { Located($0, at: item.range) }
                    }
                    theme.colors[index].pairInferred = false
                    theme.colors[index].isPrimitive = false
                    theme.colors[index].isInactive = false
                default:
                    error(
                        .themeUnknownKey,
                        "'\(field.key.scalar ?? "")' is not a key of a pairs file: use role, text, on",
                        at: field.key.range)
                }
            }
        }
    }

    /// What the file's `modifiers:` say each modifier of a resolver
    /// document is (`theme: brand`, `size: default`); a located error for a
    /// word that is not a kind.
    mutating func modifierKinds(_ root: YAMLValue) -> [String: Located<ModifierKind>] {
        var kinds: [String: Located<ModifierKind>] = [:]
        for pair in root["modifiers"]?.pairs.map(Array.init) ?? [] {
            guard let name = pair.key.scalar else { continue }
            guard let kind = pair.value.scalar.flatMap(ModifierKind.init(rawValue:)) else {
                error(
                    .themeValue,
                    "not a kind of modifier: use \(ModifierKind.allCases.map(\.rawValue).joined(separator: ", "))",
                    at: pair.value.range)
                continue
            }
            kinds[name] = Located(kind, at: pair.value.range)
        }
        return kinds
    }

    private mutating func error(_ rule: RuleID, _ message: String, at range: SourceRange) {
        diagnostics.append(Diagnostic(rule, message, at: range))
    }
}
