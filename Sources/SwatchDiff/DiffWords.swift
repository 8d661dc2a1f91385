import Swatch
import SwatchCheck
import SwatchDiagnostics
import SwatchEmit
import SwatchModel

/// The words of each change, shared by the text and Markdown renderers.
enum DiffWords {
    static func noun(_ kind: GeneratedDeclaration.Kind) -> String {
        switch kind {
        case .namespace: "namespace"
        case .color: "color"
        case .material: "material"
        case .surface: "surface"
        case .image: "image"
        case .brand: "brand"
        case .member: "member"
        }
    }

    /// "color 'accent' removed: Acme.accent is gone".
    static func describe(_ change: APIChange) -> String {
        let what = "\(noun(change.declaration)) '\(change.old?.name ?? change.name)'"
        let oldSymbol = change.old?.symbol ?? ""
        let newSymbol = change.new?.symbol ?? ""
        switch change.kind {
        case .added:
            return "\(what) added: \(newSymbol)"
        case .removed:
            return "\(what) removed: \(oldSymbol) is gone"
        case .renamed:
            return "\(what) renamed to '\(change.name)': \(oldSymbol) is now \(newSymbol)"
                + (change.declaration == .color ? " (the same role and values in all 16 states)" : "")
        case .typeChanged:
            let verb = change.declaration == .color ? "changed role" : "changed type"
            return "\(what) \(verb): \(change.old?.type ?? "") → \(change.new?.type ?? "")"
        case .symbolChanged:
            return "\(what) is now \(newSymbol) (was \(oldSymbol))"
        case .accessChanged:
            return
                "the theme's access changed: \(change.old?.access.rawValue ?? "") → \(change.new?.access.rawValue ?? "")"
        }
    }

    /// "every dark state": the checker's words for a set of states.
    static func states(_ states: [Appearance]) -> String {
        AppearanceSet(states: states).description
    }

    /// A value's hex, or `unknown`.
    static func hex(_ color: Color?) -> String { color?.hex ?? "unknown" }

    /// A deltaEOK to three decimals: "0.152".
    static func deltaE(_ value: Double) -> String { fixed(value, decimals: 3) }

    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((value * Double(scale)).rounded())
        let fraction = String(scaled % scale)
        return "\(scaled / scale).\(String(repeating: "0", count: decimals - fraction.count))\(fraction)"
    }

    /// "'label' in every dark state: #8E8E93 → #5A5A5F (ΔE OK 0.152)".
    static func describe(_ group: ValueChange.Group, of color: String) -> String {
        "'\(color)' in \(states(group.states)): \(hex(group.old)) → \(hex(group.new))"
            + (group.deltaEOK.map { " (ΔE OK \(deltaE($0)))" } ?? "")
    }

    /// What happened to a pair in some states, in words: "now fails its minimum 4.5:1".
    static func outcome(_ group: ContrastChange.Group) -> String {
        let minimum = ContrastRules.target(group.minimum)
        let aim = group.aim.map(ContrastRules.target)
        switch (group.old, group.new) {
        case (_, .fail):
            return "now fails its minimum \(minimum)"
        case (.pass, .aim):
            return "now misses its aim \(aim ?? minimum)"
        case (.fail, .aim):
            return "now reaches its minimum \(minimum) but misses its aim \(aim ?? minimum)"
        case (_, .pass):
            return "now passes (minimum \(minimum)\(aim.map { ", aim \($0)" } ?? ""))"
        case (.aim, .aim):
            return "still misses its aim \(aim ?? minimum)"
        }
    }

    /// "'label' on 'background' now fails its minimum 4.5:1 in dark · base · increased contrast: 5.12:1 → 4.31:1".
    static func describe(_ group: ContrastChange.Group, of change: ContrastChange) -> String {
        "'\(change.foreground)' on \(change.backing)\(change.context.map { " \($0)" } ?? "") \(outcome(group)) in "
            + "\(states(group.states)): \(ratio(group.oldRatio)) → \(ratio(group.newRatio))"
    }

    /// A ratio as the checker prints it: two decimals, rounded down.
    static func ratio(_ value: Double) -> String { ContrastRules.ratio(value) }

    static func describe(_ change: FindingChange) -> String {
        let verb = change.kind == .appeared ? "new \(change.diagnostic.severity.rawValue)" : "gone"
        return "\(verb): \(change.diagnostic.message) [\(change.diagnostic.rule.rawValue)]"
    }

    static func describe(_ change: RuleChange) -> String {
        let whose = change.color.map { "for '\($0)'" } ?? "for the whole theme"
        return change.kind == .silenced
            ? "rule \(change.rule.rawValue) silenced \(whose) (rules: off)"
            : "rule \(change.rule.rawValue) checked again \(whose) (its 'off' setting was removed)"
    }

    /// "3 source-breaking changes": a count and a noun, made plural.
    static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }

    /// What the verdict rests on: "2 source-breaking changes, 1 new error, 3 colors with new values".
    static func summary(of diff: ThemeDiff) -> String {
        var parts: [String] = []
        let breaking = diff.api.filter(\.isBreaking).count
        if breaking > 0 { parts.append(count(breaking, "source-breaking change")) }
        let added = diff.api.filter { $0.kind == .added }.count
        if added > 0 { parts.append(count(added, "addition")) }
        let other = diff.api.count - breaking - added
        if other > 0 { parts.append(count(other, "non-breaking API change")) }
        if !diff.values.isEmpty {
            parts.append(count(diff.values.count, "color with new values", "colors with new values"))
        }
        let regressions = diff.contrast.filter(\.isRegression).count
        if regressions > 0 { parts.append(count(regressions, "pair with worse contrast", "pairs with worse contrast")) }
        let improvements = diff.contrast.count - regressions
        if improvements > 0 {
            parts.append(count(improvements, "pair with better contrast", "pairs with better contrast"))
        }
        let appeared = diff.findings.filter { $0.kind == .appeared }
        let errors = appeared.filter { $0.diagnostic.severity == .error }.count
        if errors > 0 { parts.append(count(errors, "new error")) }
        if appeared.count > errors { parts.append(count(appeared.count - errors, "other new finding")) }
        let gone = diff.findings.count - appeared.count
        if gone > 0 { parts.append(count(gone, "finding gone", "findings gone")) }
        let silenced = diff.rules.filter { $0.kind == .silenced }.count
        if silenced > 0 { parts.append(count(silenced, "rule silenced", "rules silenced")) }
        if diff.rules.count > silenced {
            parts.append(count(diff.rules.count - silenced, "rule checked again", "rules checked again"))
        }
        return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
    }
}
