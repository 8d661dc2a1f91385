import Foundation
import Synchronization
import Testing

/// The seeds of the property tests, and the loop that runs a property on the input each seed draws.
///
/// Each seed draws one input from a ``SeededGenerator`` started at it, so a seed names that input for as long as
/// the test's drawing code is unchanged. Which seeds a run takes depends on the environment
/// (``seeds(count:environment:)``):
///
/// - nothing set, as in CI: the fixed seeds, every seed in ``regressionSeeds`` and then 1 through the test's
///   count, so that every run draws the same inputs and a red run is the change's doing;
/// - `SWATCH_SEED=n`: seed `n` alone, to replay the one input a failure names;
/// - `SWATCH_SEED_EXPLORE=x`: the test's count of new seeds, drawn from `x` (`scripts/explore-seeds` passes a
///   fresh `x` each round), to look for inputs the fixed seeds miss.
///
/// A failure is annotated with its seed, the command that replays it, and the input the seed drew: the
/// generators draw text and plain values with no shrinker, so the drawn input is the smallest one there is.
enum PropertySeeds {
    /// Seeds that once made a property test fail, each with the test it broke. Every property test runs them before
    /// its own fixed seeds: a seed costs one input, and one that broke a test once is worth holding.
    ///
    /// A seed keeps its input only while the test draws the same way; when a change to the drawing code moves it,
    /// write the input it drew as a test of its own (as `DerivePropertyTests` does for the cases it found).
    static let regressionSeeds: [UInt64] = []

    /// The environment variable that replays one seed.
    static let replayVariable = "SWATCH_SEED"
    /// The environment variable that draws new seeds from the given one.
    static let exploreVariable = "SWATCH_SEED_EXPLORE"

    /// A seed in the environment that is not a number.
    struct InvalidSeed: Error, CustomStringConvertible {
        var variable: String
        var text: String

        var description: String {
            "\(variable)=\(text) is not a seed: write a number, in decimal or with 0x in hexadecimal"
        }
    }

    /// The seeds a property test of `count` inputs runs with `environment`: the one of `SWATCH_SEED` if set, else
    /// `count` seeds drawn from `SWATCH_SEED_EXPLORE` if set, else the fixed seeds.
    static func seeds(count: Int, environment: [String: String]) throws -> [UInt64] {
        if let text = environment[replayVariable] {
            return [try seed(text, variable: replayVariable)]
        }
        if let text = environment[exploreVariable] {
            var generator = SeededGenerator(state: try seed(text, variable: exploreVariable))
            return (0..<count).map { _ in generator.next() }
        }
        return regressionSeeds + (count > 0 ? Array(1...UInt64(count)) : [])
    }

    /// `text` read as a seed: decimal, or hexadecimal after `0x`.
    static func seed(_ text: String, variable: String) throws -> UInt64 {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let value =
            trimmed.lowercased().hasPrefix("0x") ? UInt64(trimmed.dropFirst(2), radix: 16) : UInt64(trimmed)
        guard let value else { throw InvalidSeed(variable: variable, text: text) }
        return value
    }

    /// The command that runs `test` on `seed` alone.
    static func replayCommand(seed: UInt64, test: Test.ID) -> String {
        // `--filter` takes a regular expression over the test's name; the parentheses of a function's name
        // would be read as a group, and what comes before them names the test already.
        let components = test.nameComponents.map { $0.prefix { $0 != "(" } }
        return "\(replayVariable)=\(seed) swift test --filter '\(components.joined(separator: "/"))'"
    }

    /// Runs `body` on the input `draw` makes of each seed of the run (``seeds(count:environment:)``) and stops at
    /// the first seed whose input fails. Every issue of that input says its seed and the command that replays
    /// it; the first also shows the input.
    static func check<Input>(
        count: Int,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        draw: (inout SeededGenerator) -> Input,
        sourceLocation: SourceLocation = #_sourceLocation,
        perform body: (Input) async throws -> Void
    ) async {
        guard let test = Test.current else {
            Issue.record("PropertySeeds.check runs inside a test", sourceLocation: sourceLocation)
            return
        }
        let seeds: [UInt64]
        do {
            seeds = try Self.seeds(count: count, environment: environment)
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
            return
        }
        // The issue handler's scope takes a sendable closure; `body` runs in it, on this task, before it returns.
        nonisolated(unsafe) let body = body
        for seed in seeds {
            var generator = SeededGenerator(state: seed)
            nonisolated(unsafe) let input = draw(&generator)
            let replay = replayCommand(seed: seed, test: test.id)
            let failed = Mutex(false)
            let annotate = IssueHandlingTrait.compactMapIssues { issue in
                // A warning or a known issue does not fail the test, so it neither stops the run nor takes the input.
                guard issue.isFailure else { return issue }
                var issue = issue
                let first = failed.withLock { failed in
                    defer { failed = true }
                    return !failed
                }
                issue.comments.append("seed \(seed); replay it with: \(replay)")
                if first { issue.comments.append("the input seed \(seed) drew:\n\(String(describing: input))") }
                return issue
            }
            do {
                try await annotate.provideScope(for: test, testCase: Test.Case.current) {
                    do {
                        try await body(input)
                    } catch is ExpectationFailedError {
                        // `#require` recorded its issue before it threw.
                    } catch {
                        Issue.record(error, sourceLocation: sourceLocation)
                    }
                }
            } catch {
                Issue.record(error, sourceLocation: sourceLocation)
            }
            if failed.withLock({ $0 }) { return }
        }
    }
}
