import SwatchDiagnostics

/// Where an imported color's role came from. A theme writes each color's
/// role beside it; an imported file may say it somewhere else or not at all,
/// and a finding that depends on the role says which, so that a wrong guess
/// is seen and corrected where it can be.
enum RoleOrigin: Hashable, Sendable {
    /// Said in the file or beside it: `place` is how the advice names it
    /// ("the pairs file", "the token's $extensions"), `range` where.
    case written(place: String, at: SourceRange)
    /// Guessed from the color's name: the word that decided it, or nil when
    /// no word did (a fill).
    case guessed(word: String?)
}
