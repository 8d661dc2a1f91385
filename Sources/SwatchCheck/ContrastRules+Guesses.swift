import Swatch
import SwatchDiagnostics
import SwatchModel

extension ContrastRules {
    /// Whether a pair rests on a guess rather than on what the file says:
    /// its foreground's `on:` was inferred from names by an import, or a
    /// translucent layer of it was put on a background by its name.
    static func restsOnGuess(_ pair: ContrastPairs.Pair) -> Bool {
        (pair.surface == nil && pair.color.source?.onGuessed == true)
            || pair.backing.colors.dropLast().contains { $0.source?.onGuessed == true }
    }

    /// The findings of a pair inferred from names: a question, not a
    /// verdict. Each written value below its minimum is one warning that
    /// says the pair is a guess and how to state it; no value fix-it, since
    /// changing a color for a pair the system may never draw is how a fix
    /// makes a system worse. Aims are not asked about: the minimum is the
    /// question worth a look. Stated (an `on:` in the pairs or mapping file,
    /// a token's `$extensions`), the pair is judged as any other, with errors
    /// and fix-its. The fix-it offered states the pair, which is the user's
    /// act in an editor and never made by `swatch fix`.
    func guessedFindings(
        _ color: ResolvedColor, on backing: Backing, judged: [Judged], source: ColorSource, rule: RuleID
    ) -> [Diagnostic] {
        let below = judged.filter { $0.measurement.contrast < $0.target.minimum }
        var values: [SourceRange] = []
        var failingAt: [SourceRange: [Judged]] = [:]
        for entry in below {
            let range = source.value(in: entry.state).range
            if failingAt[range] == nil { values.append(range) }
            failingAt[range, default: []].append(entry)
        }
        let foregroundGuessed = source.onGuessed
        let layer = backing.colors.dropLast().first { $0.source?.onGuessed == true }
        return values.map { range in
            let failing = failingAt[range]!
            let worst = failing.min { $0.measurement.contrast < $1.measurement.contrast }!
            let states = AppearanceSet(states: failing.map(\.state)).description
            let guess =
                foregroundGuessed
                ? "the pair is guessed from the names, not stated"
                : "'\(layer?.name ?? "")' is put on what it is drawn over by its name, not by the file"
            let advice = "name what it is drawn on with 'on:'"
            var message =
                "'\(color.name)' on \(backing.description): \(Self.ratio(worst.measurement.contrast)) < \(Self.target(worst.target.minimum)) (the minimum for \(worst.target.purpose)) in \(states), if it is drawn there: \(guess); \(advice)"
            if let backdrop = worst.measurement.backdrop {
                message += "; judged over a \(backdrop.hex) backdrop, the worst that can show through"
            }
            var diagnostic = Diagnostic(
                rule, weight: .milder, message, at: range,
                notes: [
                    .init("drawn on \(backing.description) here, by a guess", at: backing.entry.range),
                    .init(
                        "a guess is asked about, not judged: no error and no fix-it that changes a value until the pair is stated (docs/import.md › Pairs from names); if it is not drawn there, state what it is drawn on"
                    ),
                ],
                subject: color.name, about: backing.colors.map(\.name) + [backing.material?.name].compactMap { $0 },
                remedy: foregroundGuessed
                    ? .init(.pair(color: color.name, background: backing.entry.value), advice: advice) : nil)
            if foregroundGuessed {
                var fixIt = PairingRules.onFixIt(for: source, background: backing.entry.value)
                fixIt.message = "confirm the guess: \(fixIt.message)"
                fixIt.isGuess = true
                diagnostic.fixIt = fixIt
            }
            diagnostic.restsOnGuess = true
            return diagnostic
        }
    }
}
