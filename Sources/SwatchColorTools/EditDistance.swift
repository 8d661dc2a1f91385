import Swatch

/// Closest-word suggestions for misspelled names ("did you mean …?"), for
/// the CSS parser here and for the compiler's messages (hence `package`).
package enum EditDistance {
    /// The optimal-string-alignment distance: insertions, deletions,
    /// substitutions and swaps of adjacent characters each cost 1. Swaps
    /// count once because "rbg" for "rgb" is the typo people make.
    package static func distance(_ source: String, _ target: String) -> Int {
        let a = Array(source.unicodeScalars)
        let b = Array(target.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    best = min(best, previousPrevious[j - 2] + 1)
                }
                current[j] = best
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }

    /// The candidate closest to `word`, if it is close enough to be a likely
    /// typo: within 1 edit for words up to 5 characters, 2 up to 8, else 3.
    /// Ties go to the candidate closest in length (a swap beats a deletion:
    /// "rgab" suggests "rgba", not "rgb"), then to the earliest.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        let length = word.unicodeScalars.count
        let limit = length <= 5 ? 1 : length <= 8 ? 2 : 3
        var best: (word: String, rank: (Int, Int))?
        for candidate in candidates {
            let distance = distance(word, candidate)
            guard distance <= limit else { continue }
            let rank = (distance, abs(candidate.unicodeScalars.count - length))
            if best == nil || rank < best!.rank {
                best = (candidate, rank)
            }
        }
        return best?.word
    }
}
