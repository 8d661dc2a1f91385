import Swatch
import SwatchProcess

/// Runs a helper program (`gdbus`, `gsettings`) and collects what it prints,
/// giving up after a deadline.
///
/// The system appearance is read on the way to drawing a window, so a helper
/// that hangs — a session bus that never answers, a portal backend that is
/// still starting — must cost a bounded delay and nothing more. ``process``
/// kills the helper (and anything it started) when its time runs out.
///
/// Not API: the tests give ``SystemAppearanceDetector`` a runner that
/// answers with canned output instead of starting processes.
package struct CommandRunner: Sendable {
    /// One helper to run.
    package typealias Invocation = ProcessInvocation

    /// How a helper ended, and what it printed on standard output.
    package struct Output: Hashable, Sendable {
        /// How the helper ended.
        package typealias Status = ProcessOutput.Status

        /// How the helper ended: exited with a code, killed by a signal or the
        /// deadline, or never started.
        package var status: Status
        /// What the helper printed on standard output, decoded as UTF-8 with invalid
        /// bytes repaired; at most 64 KiB when the helper ran as a real process.
        package var standardOutput: String

        /// An outcome with `status` and, by default, nothing printed: what a runner
        /// that answers with canned output returns.
        package init(status: Status, standardOutput: String = "") {
            self.status = status
            self.standardOutput = standardOutput
        }

        /// Whether the helper ran to completion and reported success.
        package var succeeded: Bool { status == .exited(0) }
    }

    private let body: @Sendable (Invocation) -> Output

    /// A runner that answers every invocation with `body`: for tests and tools
    /// that replace the helpers with canned output.
    package init(_ body: @escaping @Sendable (Invocation) -> Output) {
        self.body = body
    }

    /// Runs `invocation` and returns how it ended; `runner(invocation)`.
    package func callAsFunction(_ invocation: Invocation) -> Output {
        body(invocation)
    }
}

extension CommandRunner {
    /// The most a helper's output is read into: what the settings and the
    /// portal print is a few hundred bytes.
    static let outputLimit = 64 * 1024

    /// Starts real processes through ``ProcessLauncher``; standard input and
    /// error are `/dev/null`, standard output is captured (at most 64 KiB).
    package static let process = CommandRunner { invocation in
        var invocation = invocation
        invocation.outputLimit = invocation.outputLimit ?? outputLimit
        let output = ProcessLauncher.run(invocation)
        return .init(status: output.status, standardOutput: String(decoding: output.standardOutput, as: UTF8.self))
    }
}
