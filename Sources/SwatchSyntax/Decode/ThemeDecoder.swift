import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchModel
import SwatchSupport

/// The Decode stage: a located YAML tree → the theme's AST.
///
/// It checks the shape of the file (known keys, right kinds of values, valid
/// literals and words) and nothing that needs another declaration: whether a
/// name refers to something is the resolver's question.
package struct ThemeDecoder: Sendable {
    /// The language versions this compiler reads.
    package static let supportedVersions = 1...1

    package static let topLevelKeys = [
        "swatch", "extends", "access", "platform", "gamut", "contrast", "rules", "derive", "colors", "materials",
        "surfaces", "images",
    ]
    /// `contrast: { minimum: 4.5, aim: 7 }`, at the top level or in a color.
    package static let contrastKeys = ["minimum", "aim", "increasedContrast"]

    /// Declarations of `colors:` one file may hold (`CompilerLimits.colors`).
    package var maximumColors = CompilerLimits().colors

    /// The colors read from the file before, and its bytes: a color whose
    /// lines are as they were is taken from there (``DecodeMemo``).
    package var memo: (kept: DecodeMemo, bytes: [UInt8])?

    /// A decoder with the default limits.
    package init() {}

    /// The AST of the theme whose YAML tree is `root`, with the findings about
    /// its shape. `file` locates the findings; `namespace` names the theme (from
    /// its file name, `Acme.theme.yaml` → `Acme`). A theme with errors still
    /// gives the AST of what could be read.
    package func decode(_ root: YAMLValue, file: String, namespace: String) -> (ThemeAST, [Diagnostic]) {
        var context = DecodeContext()
        var theme = ThemeAST(file: file, namespace: namespace)
        guard let pairs = context.mapping(root, what: "a theme", known: Self.topLevelKeys) else {
            return (theme, context.diagnostics)
        }
        // Material names are words of the platform's catalog, so the platform
        // is read first, wherever the file puts it.
        if let platform = pairs.first(where: { $0.key.isScalar("platform") }) {
            theme.platform = decodePlatform(platform.value, &context)
        }
        let platform = theme.platform?.value ?? .iOS
        for pair in pairs {
            let value = pair.value
            switch pair.key.scalar {
            case "swatch": theme.version = decodeVersion(value, &context)
            case "extends":
                // `system`, or another theme of the set (by namespace or by a
                // path relative to this file), which the pipeline links.
                if let name = context.string(value, what: "'extends'") {
                    if name.value == "system" { theme.extends = name } else { theme.base = name }
                }
            case "access": theme.access = context.word(value, what: "access level", as: AccessLevel.self)
            case "platform": break
            case "gamut": theme.gamut = context.word(value, what: "gamut", as: Gamut.self)
            case "contrast": theme.targets = decodeTargets(value, &context)
            case "rules": theme.rules = decodeRules(value, &context)
            case "derive": theme.derive = decodeDerive(value, &context)
            case "colors":
                let entries = withinColorLimit(context.namedEntries(value, section: "colors"), &context)
                theme.colors = decodeColors(entries, file: file, &context)
            case "materials":
                // Each decoder reads a declaration to its last key and leaves one
                // with a mistake unread (`DecodeContext.leaveUnread`).
                theme.materials = context.namedEntries(value, section: "materials")
                    .compactMap { decodeMaterial($0, platform: platform, &context) }
            case "surfaces":
                theme.surfaces = context.namedEntries(value, section: "surfaces")
                    .compactMap { decodeSurface($0, &context) }
            case "images":
                theme.images = context.namedEntries(value, section: "images")
                    .compactMap { decodeImage($0, &context) }
            default: break
            }
        }
        if theme.version == nil, !pairs.contains(where: { $0.key.isScalar("swatch") }) {
            context.error(
                .themeVersion, "the theme does not say which language version it is written in",
                at: SourceRange(file: file, start: root.range.start),
                fixIt: .init(replacement: "swatch: 1\n", message: "add 'swatch: 1' as the first line"))
        }
        theme.writesAuto = context.writesAuto
        theme.unreadNames = context.unreadNames
        theme.unreadDeclarations = context.unreadDeclarations
        return (theme, context.diagnostics)
    }

    /// `derive: [increasedContrast, elevated]`; one word is a list of one.
    private func decodeDerive(_ node: YAMLValue, _ context: inout DecodeContext) -> [Located<DerivedVariant>] {
        if node.isScalar, !node.isNull {
            return context.word(node, what: "value to derive", as: DerivedVariant.self).map { [$0] } ?? []
        }
        guard let items = node.items else {
            context.error(
                .themeType, "'derive' must be a list of: increasedContrast, elevated; not \(node.kindDescription)",
                at: node)
            return []
        }
        return items.compactMap { context.word($0, what: "value to derive", as: DerivedVariant.self) }
    }

    private func decodePlatform(_ node: YAMLValue, _ context: inout DecodeContext) -> Located<Platform>? {
        guard let text = context.string(node, what: "'platform'") else { return nil }
        if let platform = Platform(caseInsensitive: text.value) { return Located(platform, at: text.range) }
        let names = Platform.allCases.map(\.rawValue)
        context.error(
            .themeValue,
            "'\(text.value)' is not a platform\(Suggestions.hint(for: text.value, in: names, listing: true))",
            at: node.range, fixIt: Suggestions.fixIt(for: text.value, in: names))
        return nil
    }

    private func decodeVersion(_ node: YAMLValue, _ context: inout DecodeContext) -> Located<Int>? {
        guard let version = context.integer(node, what: "'swatch' (the language version)") else { return nil }
        guard Self.supportedVersions.contains(version.value) else {
            context.error(
                .themeVersion,
                "language version \(version.value) is not supported; this compiler reads version \(Self.supportedVersions.upperBound)",
                at: node)
            return nil
        }
        return version
    }

    /// `contrast: 7` (the aim) or `contrast: { minimum: 4.5, aim: 7 }`, and
    /// inside the mapping `increasedContrast:` in either form, for the
    /// states with Increase Contrast on.
    func decodeTargets(_ node: YAMLValue, _ context: inout DecodeContext) -> ContrastTargetOverrides {
        let standard = decodeTargetPair(node, "'contrast'", keys: Self.contrastKeys, &context)
        var targets = ContrastTargetOverrides(minimum: standard.minimum, aim: standard.aim)
        if let increased = node.pairs?.first(where: { $0.key.scalar == "increasedContrast" })?.value {
            let pair = decodeTargetPair(increased, "'increasedContrast'", keys: ["minimum", "aim"], &context)
            (targets.increasedMinimum, targets.increasedAim) = (pair.minimum, pair.aim)
        }
        return targets
    }

    /// A number (the aim) or `{ minimum:, aim: }`, the aim not below the minimum.
    private func decodeTargetPair(
        _ node: YAMLValue, _ what: String, keys: [String], _ context: inout DecodeContext
    ) -> (minimum: Located<Double>?, aim: Located<Double>?) {
        let ratio = 1.0...21.0
        if node.isScalar { return (nil, context.number(node, what: "a contrast target", in: ratio)) }
        var found: (minimum: Located<Double>?, aim: Located<Double>?) = (nil, nil)
        for pair in context.mapping(node, what: what, known: keys) ?? [] {
            switch pair.key.scalar {
            case "minimum": found.minimum = context.number(pair.value, what: "a contrast ratio", in: ratio)
            case "aim": found.aim = context.number(pair.value, what: "a contrast ratio", in: ratio)
            default: break
            }
        }
        if let minimum = found.minimum, let aim = found.aim, aim.value < minimum.value {
            context.error(
                .themeValue,
                "the contrast aim (\(aim.value.formatted):1) is below the minimum (\(minimum.value.formatted):1)",
                at: aim.range)
        }
        return found
    }

    /// `rules: { MAT-quaternary-thin: off, DM-variants: error }`.
    func decodeRules(_ node: YAMLValue, _ context: inout DecodeContext) -> [RuleSetting] {
        guard let pairs = node.pairs else {
            context.error(
                .themeType, "'rules' must be a mapping from rule ids to off, note, warning or error", at: node)
            return []
        }
        return pairs.compactMap { pair in
            guard let id = pair.key.scalar else { return nil }
            guard let rule = RuleCatalog.description(of: RuleID(rawValue: id)) else {
                let ids = RuleCatalog.all.map(\.id.rawValue)
                context.error(
                    .themeRuleID,
                    "there is no rule '\(id)'\(Suggestions.hint(for: id, in: ids)) (docs/diagnostics.md lists every rule)",
                    at: pair.key.range, fixIt: Suggestions.fixIt(for: id, in: ids))
                return nil
            }
            guard rule.canBeSilenced else {
                context.error(
                    .themeRuleID, "'\(id)' reports a theme that cannot be read or compiled; it cannot be changed",
                    at: pair.key)
                return nil
            }
            guard let level = context.word(pair.value, what: "rule level", as: RuleSetting.Level.self) else {
                return nil
            }
            return RuleSetting(rule: Located(rule.id, at: pair.key.range), level: level)
        }
    }

    /// A declaration's name: its key, located.
    func name(_ pair: YAMLValue.Pair) -> Located<String> {
        Located(pair.key.scalar ?? "", at: pair.key.range)
    }

    /// The known keys of the declaration `pair`, a `kind`; nil when its value
    /// is no mapping, and then the declaration is left unread under its name,
    /// so that a use of it is no unknown name.
    func declarationPairs(
        _ pair: YAMLValue.Pair, _ kind: UnreadDeclaration.Kind, what: @autoclosure () -> String, known: [String],
        _ context: inout DecodeContext
    ) -> [YAMLValue.Pair]? {
        guard let pairs = context.mapping(pair.value, what: what(), known: known) else {
            context.leaveUnread(UnreadDeclaration(name: name(pair), kind: kind))
            return nil
        }
        return pairs
    }

    /// The value of `key` in a declaration's `pairs`, the key it cannot do
    /// without; nil when it has none, and then an error at the declaration's
    /// name says what the key gives (`hint`).
    func requiredValue(
        _ key: String, in pairs: [YAMLValue.Pair], of pair: YAMLValue.Pair, what: @autoclosure () -> String,
        hint: String, _ context: inout DecodeContext
    ) -> YAMLValue? {
        if let value = pairs.first(where: { $0.key.isScalar(key) })?.value { return value }
        context.error(.themeMissing, "\(what()) has no '\(key)' (\(hint))", at: pair.key)
        return nil
    }
}
