import SwatchResolve
import SwatchSyntax

/// What the stages keep from one check of a theme for the next: the
/// colors Decode read and Resolve made, each taken again where an edit
/// left it as it was (``DecodeMemo``, ``ResolveMemo``). The language server
/// holds one between edits; a command checks once and holds none.
package final class StageMemos: @unchecked Sendable {
    let decoded = DecodeMemo()
    let resolved = ResolveMemo()

    package init() {}

    /// How many colors were taken from Decode's and Resolve's memos: for tests.
    package var reused: (decoded: Int, resolved: Int) { (decoded.reused, resolved.reused) }
}
