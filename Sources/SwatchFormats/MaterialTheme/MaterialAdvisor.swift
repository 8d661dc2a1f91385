import SwatchDiagnostics
import SwatchModel

/// A Material Theme Builder export as advice sees it. The export is the
/// tool's output, made from a seed and core colors: a value is changed in
/// Material Theme Builder and exported again, not edited by hand (the next
/// export would undo it), and roles and pairs are Material's, not the
/// file's. So the advice names those places and offers no edit of the file.
struct MaterialAdvisor: FormatAdvisor {
    /// The file, where what the format cannot hold is said once.
    var file: String
    /// The export's `schemes`, where a scheme it lacks is said once.
    var schemes: SourceRange?

    func advice(for remedy: Diagnostic.Remedy, of diagnostic: Diagnostic) -> FormatAdvice {
        switch remedy.action {
        case .pair(let color, _):
            // Material's roles are paired by ``MaterialRoles``; an unpaired
            // color is a key Material does not name.
            return .written(
                advice: "'\(color)' is no Material color role, so nothing says what it is drawn on; check it in "
                    + "a theme written from this export, with 'on:'", fixIt: nil)
        case .elevatedValue:
            return .cannotHold(
                .noElevatedLevel(rule: diagnostic.rule, file: file) { colors in
                    "a Material scheme has no elevated level (Material raises a surface to a "
                        + "surfaceContainer role instead), so the background\(colors.count == 1 ? "" : "s") "
                        + "\(FormatLimit.names(colors)) look no different under sheets and popovers; "
                        + "elevated values can be given in a theme written from this export"
                })
        case .schemeValue(_, let scheme):
            // A scheme the export lacks leaves every color without its
            // values: one cause, said once at `schemes`.
            return .cannotHold(
                FormatLimit(
                    key: "scheme:" + scheme, rule: diagnostic.rule,
                    range: schemes ?? SourceRange(file: file, start: .start),
                    message: { colors in
                        "the export has no scheme '\(scheme)', so \(FormatLimit.names(colors)) "
                            + "\(colors.count == 1 ? "has" : "have") no \(scheme) value and do not adapt; export "
                            + "the theme again from Material Theme Builder, which writes 'light' and 'dark'"
                    }, weight: .full))
        case .softerWhite:
            // A scheme's value is Material's to compute: the message's advice holds.
            return .unchanged
        case .value(let css):
            return .instead(
                note: "\(css) would pass; change the seed or core color in Material Theme Builder and export "
                    + "again, as an edit of the export is undone by the next one")
        case .alias:
            // An export has no aliases: every value is a color.
            return .unchanged
        }
    }

    func howToState(role: ColorRoleName, of color: String) -> String {
        "in a theme written from this export ('\(color)': { role: \(role.rawValue) }): an export says no role "
            + "but Material's"
    }
}
