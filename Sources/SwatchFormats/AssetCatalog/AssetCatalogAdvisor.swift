import Swatch
import SwatchColorTools
import SwatchDiagnostics
import SwatchModel
import SwatchSupport

/// An Xcode asset catalog as advice sees it. Its color sets hold values in
/// light, dark and high contrast; roles and pairs are not in it but in its
/// pairs file; it has no elevated level at all (docs/import.md › What each
/// format cannot say).
struct AssetCatalogAdvisor: FormatAdvisor {
    /// The catalog folder, where its file-wide notes point.
    var catalog: String
    var pairs: PairsFileEdits
    /// Each color set's file, by path: what a value's fix-it edits.
    var colorSets: [String: ColorSetEdit] = [:]

    func advice(for remedy: Diagnostic.Remedy, of diagnostic: Diagnostic) -> FormatAdvice {
        switch remedy.action {
        case .pair(let color, let background):
            let advice = "name what it is drawn on in the pairs file '\(pairs.path)'"
            guard let background else {
                return .written(
                    advice: advice + " (\(PairsFileEdits.entry(color, "on: [BACKGROUND]")) under 'colors:')",
                    fixIt: nil)
            }
            return .written(advice: advice, fixIt: pairs.pair(color, on: background))
        case .elevatedValue:
            return .cannotHold(
                .noElevatedLevel(rule: diagnostic.rule, file: catalog) { colors in
                    "an asset catalog has no elevated level, so Swatch checks the elevated states with the base values: sheets and popovers over the \(FormatLimit.backgrounds(colors)) look no different from the base level; give elevated values in code, or check the theme the catalog comes from"
                })
        case .schemeValue(_, let scheme):
            let entry =
                scheme == "dark"
                ? "an entry with the appearance 'luminosity: dark'" : "an entry without appearances (Any)"
            return .written(advice: "add \(entry) to its Contents.json", fixIt: nil)
        case .softerWhite:
            // A color set holds a dark entry of its own: the message's advice holds.
            return .unchanged
        case .value(let css):
            // The finding points at the entry's `color` object: the fix is
            // an edit of its color set, as the file writes one.
            guard case .success(let color) = CSSColorParser.parse(css), var fixIt = diagnostic.fixIt,
                let file = colorSets[diagnostic.range.file], let entry = file.entry(withColorAt: diagnostic.range)
            else { return .written(advice: remedy.advice, fixIt: nil) }
            fixIt.otherEdits = []
            if !remedy.increasedContrastOnly.isEmpty, !ColorSetEdit.isHighContrast(entry),
                let (place, text) = file.addingHighContrast(
                    like: entry, schemes: remedy.increasedContrastOnly, color: color)
            {
                // Only Increase Contrast fails: the value goes in an entry
                // of its own, and the standard one stays as designed.
                let appearances = remedy.increasedContrastOnly.map {
                    $0 == "dark"
                        ? "the appearances 'luminosity: dark' and 'contrast: high'" : "the appearance 'contrast: high'"
                }
                fixIt.range = place
                fixIt.replacement = text
                // The value found, without what the check says of replacing
                // the standard value, which this edit does not.
                let found = fixIt.message.split(separator: "; ", maxSplits: 1).first.map(String.init) ?? ""
                fixIt.message =
                    found
                    + "; written in a new entry with \(appearances.joined(separator: ", and one with ")) after the standard ones, so the standard value stays"
                return .written(advice: remedy.advice, fixIt: fixIt)
            }
            guard let text = file.replacingColor(of: entry, with: color) else {
                return .written(advice: remedy.advice, fixIt: nil)
            }
            fixIt.range = nil
            fixIt.replacement = text
            return .written(advice: remedy.advice, fixIt: fixIt)
        case .alias:
            // A catalog's colors alias none of each other's.
            return .unchanged
        }
    }

    func howToState(role: ColorRoleName, of color: String) -> String {
        "in the pairs file '\(pairs.path)': \(PairsFileEdits.entry(color, "role: \(role.rawValue)"))"
    }
}
