import Synchronization
import Testing

@testable import SwatchTestSupport

/// The property tests' seeds: CI draws the same inputs every run, `SWATCH_SEED` replays one, `SWATCH_SEED_EXPLORE`
/// draws new ones, and a failure names its seed, the command that replays it and the input.
@Suite struct PropertySeedsTests {
    /// What `PropertySeeds.check` ran its body on, and the issues it recorded, kept from failing this test.
    struct Run {
        var inputs: [UInt64]
        var issues: [Issue]
    }

    /// Runs `PropertySeeds.check` with `environment`, each input the first number its seed's generator draws;
    /// the body fails on the inputs in `failing` and records a warning on those in `warned`.
    static func run(
        count: Int, environment: [String: String], failing: Set<UInt64> = [], warned: Set<UInt64> = []
    ) async throws -> Run {
        let issues = Mutex<[Issue]>([])
        let capture = IssueHandlingTrait.compactMapIssues { issue in
            issues.withLock { $0.append(issue) }
            return nil
        }
        let inputs = Mutex<[UInt64]>([])
        let test = try #require(Test.current)
        try await capture.provideScope(for: test, testCase: Test.Case.current) {
            await PropertySeeds.check(count: count, environment: environment, draw: Self.draw) { input in
                inputs.withLock { $0.append(input) }
                #expect(!failing.contains(input), "input \(input)")
                if warned.contains(input) { Issue.record("warning at \(input)", severity: .warning) }
            }
        }
        return Run(inputs: inputs.withLock { $0 }, issues: issues.withLock { $0 })
    }

    /// An input: the generator's next number.
    static func draw(using generator: inout SeededGenerator) -> UInt64 { generator.next() }

    /// The input seed `seed` draws.
    static func drawn(_ seed: UInt64) -> UInt64 {
        var generator = SeededGenerator(state: seed)
        return draw(using: &generator)
    }

    @Test func aSeedDrawsTheSameThemeEveryTimeAndAnotherSeedAnother() {
        func theme(_ seed: UInt64) -> String {
            var generator = SeededGenerator(state: seed)
            return FixItRoundPropertyTests.drawTheme(using: &generator)
        }
        #expect(theme(12) == theme(12))
        #expect(theme(12) != theme(13))
        func spec(_ seed: UInt64) -> String {
            var generator = SeededGenerator(state: seed)
            return DerivePropertyTests.drawTheme(using: &generator).yaml
        }
        #expect(spec(12) == spec(12))
        #expect(spec(12) != spec(13))
    }

    @Test func withNothingSetTheSeedsAreTheRegressionSeedsThenOneToTheCount() throws {
        let seeds = try PropertySeeds.seeds(count: 150, environment: ["PATH": "/usr/bin"])
        #expect(seeds == PropertySeeds.regressionSeeds + Array(1...150))
        #expect(try PropertySeeds.seeds(count: 0, environment: [:]) == PropertySeeds.regressionSeeds)
    }

    @Test func swatchSeedReplaysThatSeedAloneInDecimalOrHexadecimal() throws {
        #expect(try PropertySeeds.seeds(count: 150, environment: ["SWATCH_SEED": "4021"]) == [4021])
        #expect(try PropertySeeds.seeds(count: 150, environment: ["SWATCH_SEED": "0x5EED"]) == [0x5EED])
        #expect(try PropertySeeds.seeds(count: 150, environment: ["SWATCH_SEED": " 18446744073709551615\n"]) == [.max])
        // A replay wins over an exploration left set in the shell.
        let both = ["SWATCH_SEED": "7", "SWATCH_SEED_EXPLORE": "99"]
        #expect(try PropertySeeds.seeds(count: 150, environment: both) == [7])
    }

    @Test func aSeedThatIsNotANumberIsAnError() {
        for text in ["", "seven", "-1", "0x", "18446744073709551616", "12abc"] {
            #expect(throws: PropertySeeds.InvalidSeed.self, "\(text)") {
                try PropertySeeds.seeds(count: 3, environment: ["SWATCH_SEED": text])
            }
        }
        #expect(throws: PropertySeeds.InvalidSeed.self) {
            try PropertySeeds.seeds(count: 3, environment: ["SWATCH_SEED_EXPLORE": "x"])
        }
    }

    @Test func anExplorationDrawsTheCountOfNewSeedsFromItsSeed() throws {
        let explored = try PropertySeeds.seeds(count: 150, environment: ["SWATCH_SEED_EXPLORE": "31337"])
        #expect(explored.count == 150)
        #expect(Set(explored).count == 150)
        #expect(Set(explored).isDisjoint(with: 1...150))
        #expect(try PropertySeeds.seeds(count: 150, environment: ["SWATCH_SEED_EXPLORE": "31337"]) == explored)
        #expect(try PropertySeeds.seeds(count: 150, environment: ["SWATCH_SEED_EXPLORE": "31338"]) != explored)
    }

    @Test func everySeedIsRunWhenNoneFails() async throws {
        let run = try await Self.run(count: 5, environment: [:])
        #expect(run.inputs == (PropertySeeds.regressionSeeds + Array(1...5)).map(Self.drawn))
        #expect(run.issues.isEmpty)
    }

    @Test func swatchSeedRunsTheBodyOnceOnThatSeedsInput() async throws {
        let run = try await Self.run(count: 150, environment: ["SWATCH_SEED": "77"])
        #expect(run.inputs == [Self.drawn(77)])
    }

    @Test func aFailureNamesItsSeedTheReplayCommandAndTheInputAndStopsTheRun() async throws {
        let failing = Self.drawn(3)
        let run = try await Self.run(count: 5, environment: [:], failing: [failing])
        // The seeds after the failing one are not run: the replay names one seed.
        #expect(run.inputs == (PropertySeeds.regressionSeeds + [1, 2, 3]).map(Self.drawn))
        try #require(run.issues.count == 1)
        let comments = run.issues[0].comments.map(\.rawValue)
        #expect(comments.first == "input \(failing)")
        #expect(
            comments.contains(
                """
                seed 3; replay it with: SWATCH_SEED=3 swift test --filter \
                'PropertySeedsTests/aFailureNamesItsSeedTheReplayCommandAndTheInputAndStopsTheRun'
                """), "\(comments)")
        #expect(comments.contains("the input seed 3 drew:\n\(failing)"), "\(comments)")
    }

    @Test func aWarningNeitherStopsTheRunNorNamesASeed() async throws {
        let run = try await Self.run(count: 5, environment: [:], warned: [Self.drawn(2)])
        #expect(run.inputs == (PropertySeeds.regressionSeeds + Array(1...5)).map(Self.drawn))
        try #require(run.issues.count == 1)
        #expect(run.issues[0].severity == .warning)
        #expect(run.issues[0].comments.map(\.rawValue) == ["warning at \(Self.drawn(2))"])
    }

    @Test func aSeedInTheEnvironmentThatIsNotANumberFailsTheTestWithoutRunningIt() async throws {
        let run = try await Self.run(count: 5, environment: ["SWATCH_SEED": "latest"])
        #expect(run.inputs.isEmpty)
        try #require(run.issues.count == 1)
        let comments = run.issues[0].comments.map(\.rawValue)
        #expect(comments.contains { $0.hasPrefix("SWATCH_SEED=latest is not a seed") }, "\(comments)")
    }
}
