import Swatch
import SwatchDiagnostics
import SwatchModel
import SwatchSupport

/// The decoder's working state: the diagnostics found so far and the small
/// readers every section uses. Readers return nil after reporting a problem,
/// so a section can skip what it could not read and go on.
struct DecodeContext {
    var diagnostics: [Diagnostic] = []
    /// Declarations that could not be read, by section.
    var unreadNames = ThemeAST.UnreadNames()
    /// What those declarations could be read of, for the names they use.
    var unreadDeclarations: [UnreadDeclaration] = []
    /// Whether an `auto` value was read.
    var writesAuto = false
    /// Texts too long to be stored inline in a `String` (more than 15
    /// bytes), made once: a name every color gives (`on: [systemBackground]`)
    /// is then one allocation, not one per color.
    private var longTexts: Set<String> = []
    /// The last of them: the next color usually gives it again, and bytes
    /// compared with it make neither a `String` nor a hash.
    private var lastLongText: String?

    /// Notes a declaration with a mistake in it: its name is kept (a use of
    /// it is no unknown name), and the names it uses are still checked.
    mutating func leaveUnread(_ declaration: UnreadDeclaration) {
        let name = declaration.name.value
        switch declaration.kind {
        case .color: unreadNames.colors.insert(name)
        case .material: unreadNames.materials.insert(name)
        case .surface: unreadNames.surfaces.insert(name)
        case .image: unreadNames.images.insert(name)
        }
        unreadDeclarations.append(declaration)
    }

    mutating func error(_ rule: RuleID, _ message: String, at node: YAMLValue, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(rule, message, at: node.range, notes: notes))
    }

    mutating func error(_ rule: RuleID, _ message: String, at range: SourceRange, fixIt: Diagnostic.FixIt? = nil) {
        diagnostics.append(Diagnostic(rule, message, at: range, fixIt: fixIt))
    }

    /// The pairs of a mapping whose keys are all in `known`; other keys are
    /// reported (with a suggestion) and left out.
    mutating func mapping(_ node: YAMLValue, what: @autoclosure () -> String, known: [String]) -> [YAMLValue.Pair]? {
        guard let pairs = node.pairs else {
            error(.themeType, "\(what()) must be a mapping, not \(node.kindDescription)", at: node)
            return nil
        }
        // Keys are compared as bytes: no `String` is made for a known key.
        func isKnown(_ key: YAMLValue) -> Bool { known.contains { key.isScalar($0) } }
        if pairs.allSatisfy({ isKnown($0.key) }) { return Array(pairs) }
        return pairs.filter { pair in
            if isKnown(pair.key) { return true }
            unknownKey(pair.key, in: what(), known: known, besides: pairs)
            return false
        }
    }

    /// THEME-unknown-key at `key`, with the nearest of `known` as a
    /// suggestion; a fix-it writes it, unless the mapping (`besides`) has
    /// that key already, where the fix would make a duplicate key.
    mutating func unknownKey(_ key: YAMLValue, in what: String, known: [String], besides pairs: YAMLValue.Pairs) {
        let text = key.scalar ?? ""
        var fixIt = Suggestions.fixIt(for: text, in: known)
        if let replacement = fixIt?.replacement, pairs.contains(where: { $0.key.isScalar(replacement) }) {
            fixIt = nil
        }
        error(
            .themeUnknownKey,
            "unknown key '\(text)' in \(what)\(Suggestions.hint(for: text, in: known, listing: true))",
            at: key.range, fixIt: fixIt)
    }

    /// A mapping from names to declarations (`colors:`, `materials:` …): any
    /// keys allowed, each a name.
    mutating func namedEntries(_ node: YAMLValue, section: String) -> [YAMLValue.Pair] {
        if node.isNull { return [] }
        guard let pairs = node.pairs else {
            error(
                .themeType, "'\(section)' must be a mapping from names to declarations, not \(node.kindDescription)",
                at: node)
            return []
        }
        return Array(pairs)
    }

    /// A scalar's text, located; a collection is an error.
    mutating func string(_ node: YAMLValue, what: @autoclosure () -> String) -> Located<String>? {
        if let last = lastLongText, node.isScalar(last) { return Located(last, at: node.range) }
        guard let text = node.scalar, !node.isNull else {
            error(.themeType, "\(what()) must be text, not \(node.kindDescription)", at: node)
            return nil
        }
        guard text.utf8.count > 15 else { return Located(text, at: node.range) }
        let shared = longTexts.insert(text).memberAfterInsert
        lastLongText = shared
        return Located(shared, at: node.range)
    }

    /// One of a fixed set of words.
    mutating func word<Word: RawRepresentable & CaseIterable & Hashable & Sendable>(
        _ node: YAMLValue, what: @autoclosure () -> String, as type: Word.Type
    ) -> Located<Word>? where Word.RawValue == String {
        // A word found by its bytes, before a `String` is made of the text
        // and compared with each word by `init(rawValue:)`, as for every
        // color's role.
        for word in Word.allCases where node.isScalar(word.rawValue) { return Located(word, at: node.range) }
        guard let text = string(node, what: what()) else { return nil }
        if let word = Word(rawValue: text.value) { return Located(word, at: node.range) }
        let options = Word.allCases.map(\.rawValue)
        error(
            .themeValue,
            "'\(text.value)' is not a valid \(what())\(Suggestions.hint(for: text.value, in: options, listing: true))",
            at: node.range, fixIt: Suggestions.fixIt(for: text.value, in: options))
        return nil
    }

    /// A number; `percent` also accepts `60%` as 0.6.
    mutating func number(
        _ node: YAMLValue, what: @autoclosure () -> String, percent: Bool = false, in bounds: ClosedRange<Double>? = nil
    )
        -> Located<Double>?
    {
        guard let text = node.scalar, !node.isNull else {
            error(.themeType, "\(what()) must be a number, not \(node.kindDescription)", at: node)
            return nil
        }
        var value: Double?
        if percent, text.hasSuffix("%"), let number = Double(text.dropLast()) {
            value = number / 100
        } else {
            value = Double(text)
        }
        guard let value, value.isFinite else {
            error(
                .themeType, "\(what()) must be a number\(percent ? " (or a percentage)" : ""), not '\(text)'", at: node)
            return nil
        }
        if let bounds, !bounds.contains(value) {
            error(
                .themeValue,
                "\(what()) must be between \(bounds.lowerBound.formatted) and \(bounds.upperBound.formatted); it is \(value.formatted)",
                at: node)
            return nil
        }
        return Located(value, at: node.range)
    }

    /// A whole number.
    mutating func integer(_ node: YAMLValue, what: @autoclosure () -> String) -> Located<Int>? {
        guard let text = node.scalar, !node.isNull, let value = Int(text) else {
            error(.themeType, "\(what()) must be a whole number, not \(node.kindDescription)", at: node)
            return nil
        }
        return Located(value, at: node.range)
    }

    /// `true`/`false` (and YAML 1.1's yes/no, on/off).
    mutating func bool(_ node: YAMLValue, what: @autoclosure () -> String) -> Located<Bool>? {
        switch node.scalar?.lowercased() {
        case "true", "yes", "on": return Located(true, at: node.range)
        case "false", "no", "off": return Located(false, at: node.range)
        default:
            error(.themeType, "\(what()) must be true or false, not \(node.kindDescription)", at: node)
            return nil
        }
    }

    /// A list of names; a single name is taken as a list of one.
    mutating func names(_ node: YAMLValue, what: @autoclosure () -> String) -> [Located<String>] {
        if node.isScalar, !node.isNull {
            return string(node, what: what()).map { [$0] } ?? []
        }
        guard let items = node.items else {
            error(.themeType, "\(what()) must be a list of names, not \(node.kindDescription)", at: node)
            return []
        }
        return items.compactMap { string($0, what: "each entry of \(what())") }
    }
}
