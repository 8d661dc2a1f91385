import SwatchDiagnostics
import SwatchModel
import SwatchSupport
import SwatchSyntax

/// What a document holds that is not read, said: tokens that look like
/// colors but have no type, contexts no state takes, color tokens with no
/// light value.
extension DTCGImporter {
    /// One warning for the tokens that look like colors but have no type in
    /// any context, group or alias: they are not read, and would otherwise
    /// go unchecked in silence.
    mutating func warnUntyped(
        _ paths: [String], states: [Int: TokenMap], types: [Int: [String: String]], into theme: inout ImportedTheme
    ) {
        var untyped: [(path: String, node: YAMLValue)] = []
        for path in paths where !types.values.contains(where: { $0[path] != nil }) {
            guard let definition = Self.first(path, in: states),
                let value = value(of: definition.node), Self.looksLikeColor(value)
            else { continue }
            untyped.append((path, definition.origin))
            theme.unchecked[path] = "it has no \"$type\""
        }
        guard let first = untyped.first else { return }
        let count = untyped.count == 1 ? "a token has" : "\(untyped.count.grouped) tokens have"
        unread(
            "\(count) no \"$type\" in any context, group or alias, so \(untyped.count == 1 ? "it is" : "they are") not read as colors: '\(first.path)'\(untyped.count == 1 ? "" : " the first"); give \"$type\": \"color\" to the token or its group",
            at: first.node.range)
    }

    /// A warning at each context of an appearance modifier that no state
    /// takes: its tokens are not read, and nothing else would say so.
    mutating func warnUnplaced(_ modifier: ResolverModifier) {
        for context in modifier.unplaced {
            let traits = AppearanceWords.traits(of: modifier.placements[context.name] ?? context.name)
            let why =
                traits.count == 0
                ? "its name says no appearance Swatch checks (light, dark, elevated, increased contrast)"
                : "another context says the same appearance and is taken for it"
            unread(
                "the context '\(context.name)' of the modifier '\(modifier.name)' is not read: \(why); place it with \"$extensions\": { \"\(DTCGExporter.extensionKey)\": { \"contexts\": { \"\(context.name)\": \"dark increased\" } } } on the modifier, or make the modifier a set of brands (\"kind\": \"brand\")",
                at: context.range)
        }
    }

    /// Color tokens with no value in the light context, said: each one
    /// a token of its own; those other tokens alias, the swatches of another
    /// appearance's palette (`global.dark.background.color.100`, which only
    /// the dark context defines and its tokens alias), once, at the first.
    mutating func warnWithoutLight(_ tokens: [(name: String, path: String, range: SourceRange)]) {
        let swatches = tokens.filter { aliased.contains($0.name) }
        for token in tokens where !aliased.contains(token.name) {
            unread(
                "the color token '\(token.path)' has no value in the light context, so it is not checked; give it one",
                at: token.range)
        }
        guard let first = swatches.first else { return }
        let more = swatches.count == 1 ? "" : " (and \(swatches.count - 1) more, which other tokens alias too)"
        unread(
            "the color token '\(first.path)'\(more) has no value in the light context: only other tokens alias it, in the contexts that define it, and it is checked there through them",
            at: first.range)
    }
}
