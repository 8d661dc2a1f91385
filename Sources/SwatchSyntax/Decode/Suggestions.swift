import Swatch
import SwatchColorTools
import SwatchDiagnostics

/// "Did you mean …?" for misspelt keys and names.
package enum Suggestions {
    /// The candidate closest to `word`, if it is close enough to be a likely
    /// typo: within a third of the word's length in edits (at least one), or
    /// the same apart from case.
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = EditDistance.distance(lowered, candidate.lowercased())
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let allowed = max(1, word.count / 3)
        return best.distance <= allowed ? best.candidate : nil
    }

    /// "; did you mean 'x'?", or nothing; with `listing`, the whole list
    /// when nothing is close ("; use one of: a, b, c").
    package static func hint(for word: String, in candidates: [String], listing: Bool = false) -> String {
        if let match = closest(to: word, in: candidates) { return "; did you mean '\(match)'?" }
        return listing ? "; use one of: \(candidates.joined(separator: ", "))" : ""
    }

    /// The fix-it that writes the candidate `hint` suggests in place of
    /// `word`, when it suggests one: what an editor applies as a quick fix.
    package static func fixIt(for word: String, in candidates: [String]) -> Diagnostic.FixIt? {
        closest(to: word, in: candidates).map { .init(replacement: $0, message: "use '\($0)'") }
    }
}
