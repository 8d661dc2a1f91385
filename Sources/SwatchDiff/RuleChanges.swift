import SwatchDiagnostics
import SwatchModel

/// `rules:` settings that turn a rule off, the theme's and each color's:
/// rules newly silenced, and rules silenced before and checked again.
enum RuleChanges {
    struct Key: Hashable {
        var color: String?
        var rule: RuleID
    }

    static func changes(old: ResolvedTheme?, new: ResolvedTheme?, renames: APIChanges.Renames) -> [RuleChange] {
        let before = silenced(in: old) { renames[$0] ?? $0 }
        let after = silenced(in: new) { $0 }
        var changes: [RuleChange] = []
        for (key, range) in after.ordered where before.ranges[key] == nil {
            changes.append(RuleChange(kind: .silenced, rule: key.rule, color: key.color, range: range))
        }
        for (key, _) in before.ordered where after.ranges[key] == nil {
            changes.append(RuleChange(kind: .restored, rule: key.rule, color: key.color, range: nil))
        }
        return changes
    }

    /// The settings that turn a rule off, in file order, with where each is.
    private static func silenced(in theme: ResolvedTheme?, renamed: (String) -> String) -> (
        ordered: [(Key, SourceRange)], ranges: [Key: SourceRange]
    ) {
        guard let theme else { return ([], [:]) }
        var ordered: [(Key, SourceRange)] = []
        var ranges: [Key: SourceRange] = [:]
        func add(_ settings: [RuleSetting], color: String?) {
            // The last setting of a rule is the one that holds.
            var levels: [RuleID: RuleSetting] = [:]
            for setting in settings { levels[setting.rule.value] = setting }
            for setting in settings where levels[setting.rule.value] == setting && setting.level.value == .off {
                let key = Key(color: color, rule: setting.rule.value)
                guard ranges[key] == nil else { continue }
                ranges[key] = setting.rule.range
                ordered.append((key, setting.rule.range))
            }
        }
        add(theme.rules, color: nil)
        for color in theme.colors {
            guard let source = color.source, !source.rules.isEmpty else { continue }
            add(source.rules, color: renamed(color.name))
        }
        return (ordered, ranges)
    }
}
