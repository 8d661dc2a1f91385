import SwatchDiagnostics
import SwatchModel

/// A Figma variables file as advice sees it. The file is Figma's answer, not
/// something to edit: values are changed in Figma (a mode per appearance,
/// named for it), and roles and pairs are said in the mapping file
/// (docs/import.md › Mapping file), so the advice names those places, by
/// the variables' Figma names.
struct FigmaAdvisor: FormatAdvisor {
    /// Each color's Figma name and collection, by color name.
    var variables: [String: (figmaName: String, collection: String)] = [:]
    /// Each collection's mode names, by collection name.
    var modes: [String: [String]] = [:]
    /// The mapping file given, where a pair's fix-it writes; nil when none is.
    var mapping: PairsFileEdits?

    func advice(for remedy: Diagnostic.Remedy, of diagnostic: Diagnostic) -> FormatAdvice {
        switch remedy.action {
        case .pair(let color, let background):
            let name = variables[color]?.figmaName ?? color
            let on = background.map { variables[$0]?.figmaName ?? $0 } ?? "…"
            let advice = "name what it is drawn on in the mapping file: pairs: { \(name): [\(on)] }"
            guard let mapping, background != nil else { return .written(advice: advice, fixIt: nil) }
            return .written(advice: advice, fixIt: mapping.pair(name, on: on))
        case .elevatedValue(let color):
            let collection = variables[color]?.collection ?? ""
            let elevated = (modes[collection] ?? [])
                .filter { FigmaModePlacement(modeName: $0).phrase.contains("elevated") }
            if elevated.isEmpty {
                // What the collection lacks is one mode, not a value per
                // background: said once per collection, for all of them.
                let variables = self.variables
                return .cannotHold(
                    FormatLimit(
                        key: "elevated-mode:" + collection, rule: diagnostic.rule, range: diagnostic.range,
                        message: { colors in
                            "the collection '\(collection)' has no mode for the elevated level, so the background\(colors.count == 1 ? "" : "s") \(FormatLimit.names(colors.map { variables[$0]?.figmaName ?? $0 })) look no different from the base level under sheets and popovers; add a mode named 'Dark elevated' to it in Figma and give \(colors.count == 1 ? "it a value" : "them values") there"
                        }, weight: .full))
            }
            return .written(
                advice: "give it a value of its own in the mode \(elevated.map { "'\($0)'" }.joined(separator: ", "))",
                fixIt: nil)
        case .schemeValue(let color, let scheme):
            let collection = variables[color]?.collection ?? ""
            return .written(
                advice: "give it a value in a mode of '\(collection)' whose name says '\(scheme)'", fixIt: nil)
        case .softerWhite:
            // A variable holds a value per mode: the message's advice holds.
            return .unchanged
        case .value(let css):
            // A Figma value is set in Figma, not written into its answer.
            if let fixIt = diagnostic.fixIt, fixIt.range != nil {
                // The edit of the variable an alias names: said, as Figma's to make.
                return .instead(note: "\(fixIt.message); set it in Figma")
            }
            return .written(advice: "set its value in Figma to \(css)", fixIt: nil)
        case .alias(let name):
            // An alias is set in Figma, not written into its answer.
            let variable = variables[name]?.figmaName ?? name
            return .instead(
                note: "\(diagnostic.fixIt?.message ?? "alias another variable"); alias '\(variable)' in Figma")
        }
    }

    func howToState(role: ColorRoleName, of color: String) -> String {
        "in the mapping file: roles: { \(variables[color]?.figmaName ?? color): \(role.rawValue) }"
    }
}
