import Foundation
import Swatch
import SwatchDesktop
import Synchronization
import Testing

@testable import SwatchTestSupport

/// The runtime against Debian's own `xdg-desktop-portal` and
/// `xdg-desktop-portal-gtk` on a private session bus (``PortalSession``):
/// GNOME's color scheme and High Contrast are switched with `gsettings`, as
/// the Settings app does, and a running `Appearance.changes()` must see each
/// within 500 ms. The polling interval is a minute, so a change seen in time
/// was heard from the portal. The latencies are printed.
///
/// What a real portal cannot be made to do (vanish mid-stream, answer
/// garbage) is tested with a stand-in `gdbus` in `SwatchDesktopTests`.
@Suite(.tags(.integration), .serialized)
struct RealPortalTests {
    static let interface = "org.gnome.desktop.interface"
    static let accessibility = "org.gnome.desktop.a11y.interface"
    static let deadline = Duration.milliseconds(500)

    /// A detector that sees the session and nothing of the machine's desktop.
    func detector(in session: PortalSession) -> SystemAppearanceDetector {
        var environment = session.environment
        environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
        return SystemAppearanceDetector(environment: environment)
    }

    /// The portal's version, for the printed figures.
    func portalVersions() -> String {
        ["xdg-desktop-portal", "xdg-desktop-portal-gtk"]
            .map { package in
                let query = try? Toolchain.run(
                    Toolchain.executable("dpkg-query"), ["-W", "-f", "${Version}", package])
                return "\(package) \(query.map(\.text) ?? "?")"
            }
            .joined(separator: ", ")
    }

    @Test func detectionNamesThePortalForBothTraits() throws {
        let session = try PortalSession()
        try session.startPortal()
        try session.set(Self.interface, "color-scheme", "prefer-dark")
        try session.set(Self.accessibility, "high-contrast", "true")
        let detection = detector(in: session).detect()
        #expect(detection.appearance == Appearance(colorScheme: .dark, contrast: .increased), "\(session.log)")
        #expect(detection.colorSchemeSource == .desktopPortal)
        #expect(detection.contrastSource == .desktopPortal, "High Contrast must be read through the portal")
        #expect(
            detection.description
                == "dark · base · increased contrast (color scheme: XDG desktop portal, contrast: XDG desktop portal)")
    }

    @Test func aRunningStreamSeesEachSwitchWithin500Milliseconds() async throws {
        // On a thread of its own: on the cooperative pool, beside tests that
        // block its threads, the stream's elements were seen seconds late.
        try await withTaskExecutorPreference(DedicatedThreadExecutor.shared) {
            try await seeEachSwitch()
        }
    }

    private func seeEachSwitch() async throws {
        let session = try PortalSession()
        try session.startPortal()
        let seen = Arrivals()
        let stream = Appearance.changes(every: .seconds(60), using: detector(in: session))
        let listener = Task(executorPreference: DedicatedThreadExecutor.shared) {
            for await appearance in stream {
                let now = ContinuousClock.now
                seen.list.withLock { $0.append((appearance, now)) }
            }
        }
        defer { listener.cancel() }

        /// The element after the first `count`, and when it came.
        func next(after count: Int, within timeout: Duration = .seconds(5)) async throws
            -> (appearance: Appearance, at: ContinuousClock.Instant)?
        {
            let clock = ContinuousClock()
            let start = clock.now
            while clock.now - start < timeout {
                if let element = seen.list.withLock({ $0.count > count ? $0[count] : nil }) { return element }
                try await Task.sleep(for: .milliseconds(2))
            }
            return nil
        }
        let first = try await next(after: 0)
        #expect(first?.appearance == .light, "GNOME's defaults are light, standard contrast")

        let switches: [(schema: String, key: String, value: String, expected: Appearance)] = [
            (Self.interface, "color-scheme", "prefer-dark", .dark),
            (Self.accessibility, "high-contrast", "true", Appearance(colorScheme: .dark, contrast: .increased)),
            (Self.interface, "color-scheme", "default", Appearance(colorScheme: .light, contrast: .increased)),
            (Self.accessibility, "high-contrast", "false", .light),
        ]
        var figures: [String] = []
        for (index, change) in switches.enumerated() {
            // From before gsettings starts: the figure includes its own run.
            let start = ContinuousClock.now
            try session.set(change.schema, change.key, change.value)
            let name = "\(change.key) \(change.value)"
            guard let element = try await next(after: index + 1) else {
                Issue.record("\(name): the running stream saw nothing within 5 s\n\(session.log)")
                return
            }
            let latency = element.at - start
            #expect(element.appearance == change.expected, "\(name)")
            #expect(latency < Self.deadline, "\(name) took \(latency)")
            let milliseconds = Double(latency.components.seconds) * 1000 + Double(latency.components.attoseconds) / 1e15
            figures.append("\(name): \(String(format: "%.0f", milliseconds)) ms")
        }
        print("real portal (\(portalVersions())), gsettings set → Appearance.changes():")
        for figure in figures { print("  " + figure) }
    }
}

/// The appearances a stream yielded, and when each came.
private final class Arrivals: Sendable {
    let list = Mutex<[(appearance: Appearance, at: ContinuousClock.Instant)]>([])
}
