import Testing

@testable import SwatchProcess

/// The one process starter: what the command line's `git` needs of it (every byte, the exit code, an argument
/// passed as one word whatever it holds) beside what the desktop's helpers need (a limit, a deadline).
@Suite struct ProcessLauncherTests {
    func run(_ arguments: [String], limit: Int? = nil, timeout: Duration? = nil) -> ProcessOutput {
        ProcessLauncher.run(
            ProcessInvocation(executable: "/bin/sh", arguments: arguments, timeout: timeout, outputLimit: limit))
    }

    @Test func keepsEveryByteUnlessALimitIsAsked() {
        // More than a pipe holds and more than the desktop's 64 KiB.
        let all = run(["-c", "head -c 200000 /dev/zero"])
        #expect(all.status == .exited(0))
        #expect(all.standardOutput.count == 200_000)
        let limited = run(["-c", "head -c 200000 /dev/zero"], limit: 1000)
        #expect(limited.status == .exited(0))
        #expect(limited.standardOutput.count == 1000)
    }

    @Test func anArgumentIsOneWordWhateverItHolds() {
        let printed = run(["-c", "printf '%s|' \"$@\"", "sh", "it's", "a b", "$HOME", "-x"])
        #expect(String(decoding: printed.standardOutput, as: UTF8.self) == "it's|a b|$HOME|-x|")
    }

    @Test func saysHowTheProgramEnded() {
        #expect(run(["-c", "exit 3"]).status == .exited(3))
        #expect(run(["-c", "sleep 5"], timeout: .milliseconds(100)).status == .timedOut)
        let missing = ProcessLauncher.run(
            ProcessInvocation(executable: "swatch-no-such-program", searchPath: "/nonexistent", timeout: nil))
        #expect(missing.status == .notFound)
        #expect(missing.usage == nil)
    }

    /// What a benchmark needs of it: a failing compiler's errors, and the program's own CPU time and peak memory.
    @Test func capturesStandardErrorWhenAskedAndSaysWhatTheProgramUsed() throws {
        let script = ["-c", "echo out; echo err >&2; i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done"]
        let both = ProcessLauncher.run(
            ProcessInvocation(executable: "/bin/sh", arguments: script, timeout: nil, capturesStandardError: true))
        #expect(String(decoding: both.standardOutput, as: UTF8.self) == "out\nerr\n")
        #expect(String(decoding: run(script).standardOutput, as: UTF8.self) == "out\n")
        let usage = try #require(both.usage)
        #expect(usage.cpuSeconds > 0 && usage.peakBytes > 0, "\(usage)")
    }
}
