import Swatch
import SwatchProcess

#if canImport(Glibc)
import Glibc

/// A long-running `gdbus monitor` on the desktop portal, whose lines tell
/// ``SystemAppearanceDetector/changes(every:)`` the moment a key the color
/// scheme or the contrast is read from changes.
///
/// The runtime speaks no D-Bus of its own (it links the standard library and
/// Glibc only), so it listens through the helper it already reads the portal
/// with. `gdbus` runs under a small `sh` script that holds the other end of a
/// pipe from this process: when this process goes away, even by a crash, the
/// pipe closes and the script ends the monitor, so none is left behind.
final class PortalMonitor {
    /// What a read of the monitor's output found.
    enum Reading: Equatable {
        /// Complete lines were read, with what they announced, in order.
        case lines([Event])
        /// The monitor has ended (no bus, the portal's bus went away).
        case ended
    }

    /// What one line announced.
    enum Event: Equatable {
        /// A key the appearance is read from changed; its new value, `nil`
        /// when the line's could not be decoded.
        case settingChanged(DesktopPortal.Key, SystemAppearance.Preference?)
        /// The portal's name changed hands: it went away or came back, and
        /// its settings with it.
        case ownerChanged
    }

    /// The monitor's standard output, to wait on with `poll`.
    let output: Int32
    private let processGroup: pid_t
    /// Our end of the script's standard input; closing it ends the script.
    private let lifeline: Int32
    private var partialLine: [UInt8] = []
    private var stopped = false
    /// Whether `gdbus` has said whom the portal's name belongs to, which it
    /// does only once its signal subscription is in place.
    private(set) var isSubscribed = false
    /// Whether `gdbus` has ended on its own (no bus, or the bus went away).
    private(set) var hasEnded = false

    /// Runs `gdbus "$@"` in the background, ends it when standard input (fd 3
    /// by then) reaches its end, and exits when it exits.
    static let script = """
        exec 3<&0
        "$@" 3<&- </dev/null &
        monitor=$!
        (read -r _ <&3; kill -9 "$monitor" 2>/dev/null) >/dev/null 2>&1 &
        exec 3<&-
        wait "$monitor"
        """

    private init(processGroup: pid_t, output: Int32, lifeline: Int32) {
        self.processGroup = processGroup
        self.output = output
        self.lifeline = lifeline
    }

    /// Starts `gdbus monitor` through the detector's `PATH` and on the given
    /// bus, or `nil` when `gdbus` or `sh` can't be found or started.
    static func start(using detector: SystemAppearanceDetector, busEnvironment: [String: String])
        -> PortalMonitor?
    {
        let searchPath = detector.nonEmpty("PATH") ?? ProcessLauncher.defaultSearchPath
        guard let gdbus = ProcessLauncher.resolve("gdbus", in: searchPath),
            let shell = ProcessLauncher.resolve("/bin/sh", in: searchPath),
            let (lifelineRead, lifelineWrite) = ProcessLauncher.makePipe()
        else { return nil }
        let invocation = CommandRunner.Invocation(
            executable: shell,
            arguments: ["-c", script, "swatch-portal-monitor", gdbus] + DesktopPortal.monitorArguments,
            environment: busEnvironment, timeout: .zero)
        let started = ProcessLauncher.spawn(path: shell, invocation: invocation, standardInput: lifelineRead)
        close(lifelineRead)
        guard let (pid, output) = started else {
            close(lifelineWrite)
            return nil
        }
        return PortalMonitor(processGroup: pid, output: output, lifeline: lifelineWrite)
    }

    /// Reads what the monitor printed; call when ``output`` is readable.
    func read() -> Reading {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(output, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { return .lines([]) }
        guard count > 0 else {
            hasEnded = true
            return .ended
        }
        var events: [Event] = []
        for byte in buffer[0..<count] {
            if byte == UInt8(ascii: "\n") {
                let line = String(decoding: partialLine, as: UTF8.self)
                if let change = DesktopPortal.settingChange(line) {
                    events.append(.settingChanged(change.key, change.value))
                }
                if DesktopPortal.isSubscriptionLine(line) {
                    // The first says the subscription is in place; any later one, that the owner changed.
                    if isSubscribed { events.append(.ownerChanged) }
                    isSubscribed = true
                }
                partialLine.removeAll(keepingCapacity: true)
            } else if partialLine.count < 64 * 1024 {
                // A line past this length is no signal of ours; keep the memory bounded.
                partialLine.append(byte)
            }
        }
        return .lines(events)
    }

    /// Reads the monitor's output until it is subscribed, for at most
    /// `timeout`; `false` when it ended or the time ran out first. A signal
    /// sent before the subscription would be lost, so the first detection
    /// waits for it.
    func waitUntilSubscribed(within timeout: Duration) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while !isSubscribed {
            let remaining = deadline - clock.now
            guard remaining > .zero else { return false }
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let (seconds, attoseconds) = remaining.components
            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0 && errno != EINTR { return false }
            if ready > 0, read() == .ended { return false }
        }
        return true
    }

    /// Ends the monitor and its script, and reaps the script. SIGKILL, since
    /// an app may run with SIGTERM ignored, which its children inherit, and
    /// the monitor has nothing to clean up.
    func stop() {
        guard !stopped else { return }
        stopped = true
        close(lifeline)
        kill(-processGroup, SIGKILL)
        var status: Int32 = 0
        while waitpid(processGroup, &status, 0) < 0 && errno == EINTR {}
        close(output)
    }

    deinit { stop() }
}
#endif
