import Foundation
import Testing

@testable import Swatch
@testable import SwatchDesktop
@testable import SwatchProcess

@Suite struct CommandRunnerTests {
    private func run(
        _ fixture: AppearanceFixture, _ name: String, _ arguments: [String] = [],
        environment: [String: String] = [:], timeout: Duration = .seconds(5)
    ) -> CommandRunner.Output {
        CommandRunner.process(
            .init(
                executable: name, arguments: arguments, searchPath: fixture.bin, environment: environment,
                timeout: timeout))
    }

    @Test func capturesStandardOutputAndExitStatus() throws {
        let fixture = try AppearanceFixture()
        try fixture.command("hello", script: "echo \"hello $1\"; echo ignored >&2; exit 3")
        let output = run(fixture, "hello", ["world"])
        #expect(output.status == .exited(3))
        #expect(output.standardOutput == "hello world\n")
        #expect(!output.succeeded)
    }

    @Test func aHelperInheritsNoOtherDescriptorOfTheApp() throws {
        // A pipe another part of the app opened without close-on-exec: a
        // long-lived helper holding its write end would keep its reader
        // from ever seeing the end of the output.
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        let fixture = try AppearanceFixture()
        try fixture.command("descriptors", script: "ls /proc/$$/fd")
        let output = run(fixture, "descriptors")
        let open = Set(output.standardOutput.split(separator: "\n").compactMap { Int32($0) })
        #expect(open.isSuperset(of: [0, 1, 2]), "\(output.standardOutput)")
        #expect(!open.contains(ends[0]) && !open.contains(ends[1]), "the helper holds \(open)")
    }

    @Test func passesExtraEnvironment() throws {
        let fixture = try AppearanceFixture()
        try fixture.command("show", script: "echo \"$SWATCH_TEST_VALUE\"")
        let output = run(fixture, "show", environment: ["SWATCH_TEST_VALUE": "from the test"])
        #expect(output == .init(status: .exited(0), standardOutput: "from the test\n"))
    }

    @Test func reportsMissingCommands() throws {
        let fixture = try AppearanceFixture()
        #expect(run(fixture, "gdbus").status == .notFound)
        #expect(run(fixture, fixture.bin + "/nothing-here").status == .notFound)
        #expect(run(fixture, "").status == .notFound)
    }

    @Test func skipsFilesThatAreNotExecutable() throws {
        let fixture = try AppearanceFixture()
        try fixture.write("#!/bin/sh\necho no\n", to: "bin/plain")
        #expect(run(fixture, "plain").status == .notFound)
    }

    @Test func runsAPathDirectly() throws {
        let fixture = try AppearanceFixture()
        try fixture.command("direct", script: "echo yes")
        let output = CommandRunner.process(.init(executable: fixture.bin + "/direct", timeout: .seconds(5)))
        #expect(output.standardOutput == "yes\n")
        #expect(output.succeeded)
    }

    @Test func reportsSignals() throws {
        let fixture = try AppearanceFixture()
        try fixture.command("self-kill", script: "kill -TERM $$")
        #expect(run(fixture, "self-kill").status == .signaled(SIGTERM))
    }

    @Test func killsAHungCommandAndItsChildrenAtTheDeadline() throws {
        let fixture = try AppearanceFixture()
        let pidFile = fixture.root + "/sleeper.pid"
        try fixture.command("hang", script: "echo partial; sleep 10 & echo $! > '\(pidFile)'; wait")
        let clock = ContinuousClock()
        let start = clock.now
        let output = run(fixture, "hang", timeout: .milliseconds(300))
        let elapsed = clock.now - start
        #expect(output.status == .timedOut)
        #expect(output.standardOutput == "partial\n")
        #expect(elapsed >= .milliseconds(300))
        #expect(elapsed < .seconds(1))

        // The shell's own child, `sleep`, went down with it rather than living on.
        let pid = try #require(
            Int32(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        var gone = false
        for _ in 0..<100 where !gone {
            let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
            gone = stat == nil || stat!.split(separator: " ").dropFirst(2).first == "Z"
            if !gone { usleep(10_000) }
        }
        #expect(gone)
    }

    @Test func finishesWhenTheCommandExitsEvenIfAChildKeepsTheOutputOpen() throws {
        let fixture = try AppearanceFixture()
        try fixture.command("detach", script: "sleep 1 & echo done")
        let clock = ContinuousClock()
        let start = clock.now
        let output = run(fixture, "detach", timeout: .seconds(5))
        #expect(output == .init(status: .exited(0), standardOutput: "done\n"))
        #expect(clock.now - start < .seconds(1))
    }

    @Test func keepsAtMost64KiBOfOutput() throws {
        let fixture = try AppearanceFixture()
        try fixture.command("flood", script: "yes | head -c 200000")
        let output = run(fixture, "flood", environment: ["PATH": "/usr/bin:/bin"])
        #expect(output.succeeded)
        #expect(output.standardOutput.utf8.count == 64 * 1024)
    }

    @Test func endlessOutputStillStopsAtTheDeadline() throws {
        let fixture = try AppearanceFixture()
        try fixture.command("chatter", script: "exec yes")
        let clock = ContinuousClock()
        let start = clock.now
        let output = run(fixture, "chatter", environment: ["PATH": "/usr/bin:/bin"], timeout: .milliseconds(200))
        #expect(output.status == .timedOut)
        #expect(output.standardOutput.utf8.count == 64 * 1024)
        #expect(clock.now - start < .seconds(1))
    }

    @Test func aChildThatKeepsWritingAfterTheCommandExitsDoesNotHoldItUp() throws {
        let fixture = try AppearanceFixture()
        let pidFile = fixture.root + "/yes.pid"
        try fixture.command("spew", script: "yes & echo $! > '\(pidFile)'")
        let clock = ContinuousClock()
        let start = clock.now
        let output = run(fixture, "spew", environment: ["PATH": "/usr/bin:/bin"], timeout: .seconds(5))
        let elapsed = clock.now - start
        if let text = try? String(contentsOfFile: pidFile, encoding: .utf8),
            let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
        {
            kill(pid, SIGKILL)
        }
        #expect(output.status == .exited(0))
        #expect(output.standardOutput.utf8.count <= 64 * 1024)
        #expect(elapsed < .seconds(2))
    }
}
