import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport

/// `colors:`: roles, light and dark values, levels, references, and the
/// settings a color carries.
extension ThemeDecoder {
    /// The keys of each mapping a color is written with: what Decode reads,
    /// and what an editor offers where a key is typed.
    package static let colorKeys = ColorKey.allCases.map(\.name)
    /// `increasedContrast:`'s keys, and a material model's.
    package static let schemeKeys = ["light", "dark"]
    /// A value in levels: `{ base: …, elevated: … }`.
    package static let levelKeys = ["base", "elevated"]
    /// A reference: `{ ref: name, alpha: 0.5 }`.
    package static let referenceKeys = ["ref", "alpha"]
    /// The value the compiler derives: `increasedContrast: auto`, `elevated: auto`.
    package static let autoWord = "auto"
    static let colorKeywords = YAMLKeywords(colorKeys)
    static let schemeKeywords = YAMLKeywords(schemeKeys)
    static let referenceKeywords = YAMLKeywords(referenceKeys)

    /// A position for each `ColorKey` (a test holds the two to the same count).
    typealias KeyPositions = InlineArray<10, Int>

    /// The keys of a color, in `colorKeys` order.
    enum ColorKey: Int, CaseIterable {
        case role, light, dark, increasedContrast, on, text, contrast, rules, exempt, description

        var name: String { "\(self)" }
    }

    /// Each entry of `colors:`, in the file's order; with a ``memo``, each
    /// whose lines are as they were taken from it.
    func decodeColors(_ entries: [YAMLValue.Pair], file: String, _ context: inout DecodeContext)
        -> [ColorDeclaration]
    {
        var colors: [ColorDeclaration] = []
        colors.reserveCapacity(entries.count)
        guard let (memo, bytes) = memo else {
            for pair in entries {
                if let color = decodeColor(pair, &context) { colors.append(color) }
            }
            return colors
        }
        guard !(entries.first?.key.documentHasAliases ?? true) else {
            memo.forget(file)
            for pair in entries {
                if let color = decodeColor(pair, &context) { colors.append(color) }
            }
            return colors
        }
        let lineStarts = LineStarts.of(bytes)
        let spans = entries.map { $0.key.range.start.line...max($0.key.range.start.line, $0.value.range.end.line) }
        let last = memo.lastReading(of: file, spans: spans)
        var kept: [DecodeMemo.Kept?] = []
        kept.reserveCapacity(entries.count)
        for (index, pair) in entries.enumerated() {
            if let last, let known = memo.kept(index, of: last, bytes: bytes, lineStarts: lineStarts) {
                colors.append(known.declaration)
                if known.writesAuto { context.writesAuto = true }
                kept.append(known)
                continue
            }
            let findings = context.diagnostics.count
            let unread = context.unreadDeclarations.count
            let writesAuto = context.writesAuto
            context.writesAuto = false
            let color = decodeColor(pair, &context)
            let wroteAuto = context.writesAuto
            context.writesAuto = writesAuto || wroteAuto
            if let color { colors.append(color) }
            let clean =
                color != nil && context.diagnostics.count == findings && context.unreadDeclarations.count == unread
            kept.append(clean ? DecodeMemo.Kept(declaration: color!, writesAuto: wroteAuto) : nil)
        }
        memo.keep(.init(bytes: bytes, lineStarts: lineStarts, spans: spans, colors: kept), as: file)
        return colors
    }

    /// The color `pair` declares; nil when it has any mistake in it. Every
    /// key is read past a mistake, so that each is reported in one run; a
    /// color with a mistake is left unread, its name kept and the names it
    /// uses left for Resolve to check: what else is checked of it would
    /// follow from the mistake (a misspelled `ligth:` is no missing light
    /// value).
    func decodeColor(_ pair: YAMLValue.Pair, _ context: inout DecodeContext) -> ColorDeclaration? {
        let errors = context.diagnostics.count
        let what = { "color '\(pair.key.scalar ?? "")'" }
        guard let pairs = pair.value.pairs else {
            context.error(.themeType, "\(what()) must be a mapping, not \(pair.value.kindDescription)", at: pair.value)
            context.leaveUnread(UnreadDeclaration(name: name(pair), kind: .color))
            return nil
        }
        // Each key found in one pass over the handful of pairs (the first of
        // a name, as a search would find it), the common ones tried first,
        // and an unknown one reported in the same pass: a search per key
        // compares every key with every name, and a list of the known pairs
        // made first (`DecodeContext.mapping`) is an array made and freed for
        // each color. Positions, not pairs: an array of optional pairs is
        // filled and freed element by element (each holds a reference).
        // Inline, not an array made and freed for each color.
        var positions = KeyPositions(repeating: -1)
        for (offset, field) in pairs.enumerated() {
            guard let key = field.key.keyword(in: Self.colorKeywords) else {
                context.unknownKey(field.key, in: what(), known: Self.colorKeys, besides: pairs)
                continue
            }
            if positions[key] < 0 { positions[key] = offset }
        }
        func field(_ key: ColorKey) -> YAMLValue.Pair? {
            let offset = positions[key.rawValue]
            return offset < 0 ? nil : pairs[offset]
        }
        var role: Located<ColorRoleName>?
        if let roleNode = field(.role)?.value {
            role = context.word(roleNode, what: "role", as: ColorRoleName.self)
        } else {
            context.error(
                .themeMissing,
                "\(what()) has no 'role'; add one of: \(ColorRoleName.allCases.map(\.rawValue).joined(separator: ", "))",
                at: pair.key)
        }
        // A missing or misspelled role, or no value, leaves nothing to make
        // the color of; the keys after it are still read, for their own
        // mistakes and the names they use.
        let standard = decodeSchemes(light: field(.light), dark: field(.dark), owner: pair, what: what(), &context)
        var increasedContrast: SchemeValues?
        var increasedContrastKeys: MappingKeys?
        if let node = field(.increasedContrast)?.value {
            if node.isScalar(Self.autoWord) {
                // `increasedContrast: auto`: both schemes derived.
                context.writesAuto = true
                let owner = field(.increasedContrast)!.key.range
                increasedContrast = SchemeValues(light: .auto(node.range), dark: .auto(node.range), range: owner)
            } else {
                let inner =
                    context.mapping(node, what: "'increasedContrast' of \(what())", known: Self.schemeKeys) ?? []
                increasedContrast = decodeSchemes(
                    light: inner.first { $0.key.keyword(in: Self.schemeKeywords) == 0 },
                    dark: inner.first { $0.key.keyword(in: Self.schemeKeywords) == 1 },
                    owner: field(.increasedContrast)!, what: what(), &context, required: false)
                let first = inner.first
                increasedContrastKeys = MappingKeys(
                    first: first.flatMap { first in
                        first.key.style == .plain ? first.key.scalar.map { Located($0, at: first.key.range) } : nil
                    },
                    layout: first.map { $0.key.range.start == node.range.start } == true
                        ? .block(column: first!.key.range.start.column) : .flow)
            }
        }
        let on = field(.on).map { context.names($0.value, what: "'on'") } ?? []
        let text = field(.text).flatMap { context.word($0.value, what: "text size", as: TextSize.self) }
        let targets = field(.contrast).map { decodeTargets($0.value, &context) }
        let rules = field(.rules).map { decodeRules($0.value, &context) }
        let exemption = field(.exempt).flatMap { context.string($0.value, what: "'exempt' (the reason)") }
        let description = field(.description).flatMap { context.string($0.value, what: "'description'") }
        guard let role, let standard, context.diagnostics.count == errors else {
            let references = (standard?.references ?? []) + (increasedContrast?.references ?? [])
            context.leaveUnread(
                UnreadDeclaration(name: name(pair), kind: .color, role: role, colors: references, on: on))
            return nil
        }
        var color = ColorDeclaration(name: name(pair), role: role, standard: standard)
        // A block mapping starts at its first key; a flow mapping at its brace.
        if let first = pairs.first, first.key.range.start == pair.value.range.start {
            color.layout = .block(column: first.key.range.start.column)
        }
        color.on = on
        // Each setting set only when given: most colors give none, and
        // setting one makes the box that holds them.
        if let increasedContrast { color.increasedContrast = increasedContrast }
        if let increasedContrastKeys { color.increasedContrastKeys = increasedContrastKeys }
        if let text { color.text = text }
        if let targets { color.targets = targets }
        if let rules { color.rules = rules }
        if let exemption { color.exemption = exemption }
        if let description { color.description = description }
        return color
    }

    /// The `light:` and `dark:` values, read in the file's order.
    private func decodeSchemes(
        light: YAMLValue.Pair?, dark: YAMLValue.Pair?, owner: YAMLValue.Pair, what: @autoclosure () -> String,
        _ context: inout DecodeContext, required: Bool = true
    ) -> SchemeValues? {
        var values = SchemeValues(light: nil, dark: nil, range: owner.key.range)
        if required, light == nil, dark == nil {
            context.error(.themeMissing, "\(what()) has no value; give it 'light:' and 'dark:'", at: owner.key)
            return nil
        }
        // A value that cannot be read is unknown, not missing: the color
        // keeps its other values and its name.
        func read(_ pair: YAMLValue.Pair, _ scheme: String) -> ColorExpression {
            // An increased-contrast value may be `auto`; a standard one is
            // what the others are derived from.
            if pair.value.isScalar(Self.autoWord) {
                if !required {
                    context.writesAuto = true
                    return .auto(pair.value.range)
                }
                context.error(
                    .themeValue,
                    "the \(scheme) value of \(what()) cannot be 'auto': the other values are derived from it; "
                        + "write a color ('auto' is for 'increasedContrast' and 'elevated' values)",
                    at: pair.value)
                return .unknown(pair.value.range)
            }
            return decodeExpression(pair.value, what: "the \(scheme) value of \(what())", nested: false, &context)
                ?? .unknown(pair.value.range)
        }
        let darkFirst = if let light, let dark { dark.key.location < light.key.location } else { false }
        if darkFirst, let dark { values.dark = read(dark, "dark") }
        if let light { values.light = read(light, "light") }
        if !darkFirst, let dark { values.dark = read(dark, "dark") }
        return values
    }

    /// The value a theme writes for one it does not know (``ColorExpression/declaredUnknown(_:)``).
    package static let unknownKeyword = "unknown"

    /// A literal, `unknown`, `{ ref: name, alpha: 0.6 }`, or `{ base: …, elevated: … }`.
    func decodeExpression(
        _ node: YAMLValue, what: @autoclosure () -> String, nested: Bool, _ context: inout DecodeContext
    ) -> ColorExpression? {
        if node.isScalar, !node.isNull {
            if node.style == .plain, node.scalar == Self.unknownKeyword { return .declaredUnknown(node.range) }
            return ColorLiteral.read(node, what: what(), context: &context).map { .literal($0.value, $0.range) }
        }
        guard let pairs = node.pairs else {
            context.error(
                .themeType,
                "\(what()) must be a color literal, { ref: name }, or { base: …, elevated: … }; not \(node.kindDescription)",
                at: node)
            return nil
        }
        if pairs.contains(where: { $0.key.keyword(in: Self.referenceKeywords) == 0 }) {
            // The pairs read in place, an unknown key reported as it is met:
            // a list of the known pairs made first would be an array made and
            // freed for each reference.
            var name: Located<String>?
            var alpha: Located<Double>?
            for field in pairs {
                switch field.key.keyword(in: Self.referenceKeywords) {
                case 0: name = context.string(field.value, what: "'ref' (a color's name)")
                case 1: alpha = context.number(field.value, what: "'alpha'", percent: true, in: 0...1)
                default:
                    context.unknownKey(
                        field.key, in: "a reference", known: Self.referenceKeywords.words, besides: pairs)
                }
            }
            return name.map { .reference($0, alpha: alpha) }
        }
        if nested {
            context.error(
                .themeType, "\(what()) must be a color literal or { ref: name }; levels do not nest", at: node)
            return nil
        }
        guard let fields = context.mapping(node, what: what(), known: Self.levelKeys) else { return nil }
        var base: ColorExpression?
        var elevated: ColorExpression?
        for field in fields {
            let level = field.key.scalar ?? ""
            if field.value.isScalar(Self.autoWord) {
                if level == "elevated" {
                    context.writesAuto = true
                    elevated = .auto(field.value.range)
                } else {
                    context.error(
                        .themeValue,
                        "the base value of \(what()) cannot be 'auto': the elevated value is derived from it; "
                            + "write a color",
                        at: field.value)
                    base = .unknown(field.value.range)
                }
                continue
            }
            let value =
                decodeExpression(field.value, what: "the \(level) value of \(what())", nested: true, &context)
                ?? .unknown(field.value.range)
            if level == "base" { base = value } else { elevated = value }
        }
        guard let base else {
            context.error(.themeMissing, "\(what()) gives levels but no 'base' value", at: node)
            // Unknown, not missing: the elevated value's reference is still
            // one to check.
            return .levels(base: .unknown(node.range), elevated: elevated, node.range)
        }
        // A block mapping's range runs on to the next key; the levels end
        // with their last value, so that a fix-it can write them again.
        var range = node.range
        if let first = fields.first, first.key.range.start == node.range.start, let last = fields.last {
            range.end = last.value.range.end
        }
        return .levels(base: base, elevated: elevated, range)
    }
}
