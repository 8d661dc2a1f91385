import SwatchColorTools
import SwatchDiagnostics
import SwatchModel
import SwatchSupport

/// A Design Tokens file as advice sees it. Roles and pairs go in each
/// token's `$extensions` → `dev.swatch`, as `swatch export --format dtcg`
/// writes them; values per appearance go in a resolver document's contexts,
/// and a plain token file has one value per token (docs/import.md › What
/// each format cannot say).
struct TokenFileAdvisor: FormatAdvisor {
    /// What reading the document found of its shape.
    struct Shape {
        /// The file given: where its file-wide notes point.
        var file: String
        /// Whether it is a resolver document (a plain token file has one value per token).
        var isResolver = false
        /// Whether it is a Style Dictionary configuration, whose values for
        /// another appearance are another configuration's (`config.dark.json`).
        var isConfiguration = false
        /// The names of its appearance modifiers' contexts.
        var appearanceContexts: [String] = []
        /// Whether some color of the base theme has a dark value written
        /// apart from its light one: else Dark Mode shows the light values.
        var givesDarkValues = true
        /// Where each color's token and its `$extensions` are, by color name.
        var sites: [String: TokenSite] = [:]
        /// Each color's token path (`color.canvas`), by color name.
        var paths: [String: String] = [:]
        /// The token path each alias value names, by where the value is.
        var aliases: [SourceRange: String] = [:]
        /// The values written as color objects (`{ "colorSpace": …,
        /// "components": … }`), which a fix writes again as one.
        var objectValues: Set<SourceRange> = []
        /// The tokens whose value is an alias of a token, by that token's path.
        var aliasUsers: [String: [String]] = [:]
    }

    var shape: Shape

    func advice(for remedy: Diagnostic.Remedy, of diagnostic: Diagnostic) -> FormatAdvice {
        switch remedy.action {
        case .pair(let color, let background):
            let advice =
                "name what it is drawn on in its \"$extensions\": { \"\(DTCGExporter.extensionKey)\": { \"on\": […] } }"
            guard let background, let site = shape.sites[color] else { return .written(advice: advice, fixIt: nil) }
            // A token of the file is named by reference; anything else
            // (the system palette's colors) by name.
            let reference = shape.paths[background].map { "{\($0)}" } ?? background
            let fixIt = TokenExtensionEdits.pair(
                site, adding: reference, message: "draw it on '\(background)': add \"\(reference)\" to its \"on\"")
            return .written(advice: advice, fixIt: fixIt)
        case .elevatedValue:
            guard shape.isResolver else {
                return .cannotHold(
                    .noElevatedLevel(rule: diagnostic.rule, file: shape.file) { colors in
                        "a token file holds one value per token, so Swatch checks every appearance with it: the \(FormatLimit.backgrounds(colors)) cannot differ at the elevated level; to give elevated values, write a resolver document with a context per appearance (as 'swatch export --format dtcg' does)"
                    })
            }
            let elevated = shape.appearanceContexts.filter { ExportNames.words($0).contains("elevated") }
            if elevated.isEmpty {
                // What the document lacks is one context, not a value per
                // background: said once, for all of them.
                return .cannotHold(
                    FormatLimit(
                        // At the first background: where the context is
                        // missing is nowhere in particular.
                        key: "elevated-context", rule: diagnostic.rule, range: diagnostic.range,
                        message: { colors in
                            "the document has no context for the elevated level, so the background\(colors.count == 1 ? "" : "s") \(FormatLimit.names(colors)) look no different from the base level under sheets and popovers; add a context whose name says 'elevated' and 'dark' (as 'dark-elevated') and give \(colors.count == 1 ? "it a value" : "them values") there"
                        }, weight: .full))
            }
            let names = elevated.map { "'\($0)'" }.joined(separator: ", ")
            return .written(advice: "give it a value of its own in the context \(names)", fixIt: nil)
        case .schemeValue(_, let scheme):
            return .written(advice: "give it a value in a context whose name says '\(scheme)'", fixIt: nil)
        case .softerWhite:
            guard !shape.givesDarkValues else { return .unchanged }
            // A document that gives no color a dark value of its own shows
            // its light values in Dark Mode: every white background glows
            // there for that one cause, said once for all of them.
            let (isResolver, isConfiguration) = (shape.isResolver, shape.isConfiguration)
            @Sendable func add(_ count: Int) -> String {
                let them =
                    "give \(count == 1 ? "it a dark value" : "them dark values") there (a slightly darker white, such as #F2F2F7, where one must stay light)"
                if isResolver { return "add a context whose name says 'dark' and \(them)" }
                if isConfiguration {
                    return
                        "check it together with the configuration that gives the dark values, which Swatch reads with it as one system"
                }
                return
                    "write a resolver document with a context per appearance (as 'swatch export --format dtcg' does) and \(them)"
            }
            return .cannotHold(
                FormatLimit(
                    key: "dark-values", rule: diagnostic.rule, range: diagnostic.range,
                    message: { colors in
                        "the document gives no color a dark value of its own, so Dark Mode shows the light ones: the background\(colors.count == 1 ? "" : "s") \(FormatLimit.names(colors)) \(colors.count == 1 ? "is" : "are") pure white there, where \(colors.count == 1 ? "it glows" : "they glow") against the dark interface; \(add(colors.count))"
                    }, weight: .full))
        case .value(let css):
            // The aliased token's own value, edited where it is written: the
            // checker chose it so that every token showing it passes.
            if diagnostic.fixIt?.range != nil { return .unchanged }
            // An alias is not replaced by a literal: that would cut the token
            // from its palette. Where no edit of the aliased token passes for
            // all its users, the finding names it and what else uses it.
            if let target = shape.aliases[diagnostic.range] {
                let others = (shape.aliasUsers[target] ?? []).filter { $0 != shape.paths[diagnostic.subject ?? ""] }
                let change =
                    others.isEmpty
                    ? "no other token uses it: change '\(target)'"
                    : "\(others.count) other token\(others.count == 1 ? " uses" : "s use") it too (\(FormatLimit.names(others, shown: 5))): change '\(target)' only where every one of them still passes"
                return .instead(
                    note:
                        "this value is the alias '{\(target)}'; \(change), or refer to another token (\(css) would pass here)"
                )
            }
            // A value written as a color object is written again as one, in
            // the format's shape (a string would change what the file is).
            if shape.objectValues.contains(diagnostic.range), var fixIt = diagnostic.fixIt,
                case .success(let color) = CSSColorParser.parse(css)
            {
                fixIt.replacement = DTCGExporter.value(color).rendered(.standard)
                    .split(separator: "\n").map { $0.drop(while: \.isWhitespace) }.joined(separator: " ")
                return .written(advice: "", fixIt: fixIt)
            }
            // A CSS color string is a token's value: the theme's fix-it holds.
            return .unchanged
        case .alias(let name):
            // The alias written again, naming the other token by its path.
            guard let path = shape.paths[name], var fixIt = diagnostic.fixIt else { return .unchanged }
            fixIt.replacement = "\"{\(path)}\""
            return .written(advice: "", fixIt: fixIt)
        }
    }

    func howToState(role: ColorRoleName, of color: String) -> String {
        "in its \"$extensions\": { \"\(DTCGExporter.extensionKey)\": { \"role\": \"\(role.rawValue)\" } }"
    }
}
