import SwatchDiagnostics
import SwatchModel

/// A kind of file `swatch check` imports (an asset catalog, a token file…),
/// as far as advice on its findings goes: what it can hold, and how a fix
/// is written in it. The checker says what fixes a finding in the theme
/// language's terms (``Diagnostic/Remedy``); ``ImportAdvice`` asks the
/// format of the file to say it in its own, or to say once that it cannot.
protocol ImportFormat {
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
}
