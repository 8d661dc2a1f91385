import SwatchDiagnostics
import SwatchModel

/// A kind of file `swatch check` imports (an asset catalog, a token file…),
/// as far as advice on its findings goes: what it can hold, and how a fix
/// is written in it. The checker says what fixes a finding in the theme
/// language's terms (``Diagnostic/Remedy``); ``ImportAdvice`` asks the
/// format of the file to say it in its own, or to say once that it cannot.
/// Each format's advisor is in its folder, beside its reader and writer.
protocol FormatAdvisor {
    /// How `remedy`, which fixes `diagnostic`, is written in this format.
    func advice(for remedy: Diagnostic.Remedy, of diagnostic: Diagnostic) -> FormatAdvice

    /// How to state `role` for `color` in this format, as a phrase that
    /// follows "state it" ("in the pairs file 'A.pairs.yaml': headline: { role: label }").
    func howToState(role: ColorRoleName, of color: String) -> String
}

/// What a format makes of a finding's remedy.
enum FormatAdvice {
    /// The theme language's words and fix-it hold in this format too.
    case unchanged
    /// The format's own words in place of the rule's advice, and the edit
    /// of its file that fixes the finding (nil: none can be given).
    case written(advice: String, fixIt: Diagnostic.FixIt?)
    /// No edit in place: the theme's fix-it would do harm here (replace an
    /// alias with a literal); `note` says what to do instead.
    case instead(note: String)
    /// The format cannot hold the fix: no edit silences the finding, so it
    /// is said once per file for all the colors it concerns, as a note
    /// saying what Swatch assumed.
    case cannotHold(FormatLimit)
}

/// Something a format cannot say, and the one note per file that replaces
/// the findings it would cause.
struct FormatLimit {
    /// Names the limit: findings with the same key in one file share a note.
    var key: String
    /// The rule whose findings the note replaces.
    var rule: RuleID
    /// Where the note points: the file as a whole.
    var range: SourceRange
    /// The note's message, given the colors it concerns in finding order.
    var message: @Sendable ([String]) -> String
    /// How much the one finding weighs: a note (`unverified`) for what the
    /// format cannot hold; the rule's own weight for a fix the document can
    /// make once for all the colors (a context or mode it lacks).
    var weight: Diagnostic.Weight = .unverified

    /// `'a', 'b', 'c'`, or the first `shown` and how many more: one finding
    /// for hundreds of colors stays one line a person reads.
    static func names(_ colors: [String], shown: Int = 8) -> String {
        let listed = colors.prefix(shown).map { "'\($0)'" }.joined(separator: ", ")
        return colors.count > shown ? "\(listed) and \(colors.count - shown) more" : listed
    }

    /// The note of a file that has no elevated level to hold a background's
    /// elevated value, at the file's start: one for all its backgrounds.
    static func noElevatedLevel(
        rule: RuleID, file: String, message: @escaping @Sendable (_ colors: [String]) -> String
    ) -> FormatLimit {
        FormatLimit(key: "elevated", rule: rule, range: SourceRange(file: file, start: .start), message: message)
    }

    /// `background 'a'`, `backgrounds 'a', 'b'`: every one named.
    static func backgrounds(_ colors: [String]) -> String {
        "background\(colors.count == 1 ? "" : "s") " + colors.map { "'\($0)'" }.joined(separator: ", ")
    }
}
