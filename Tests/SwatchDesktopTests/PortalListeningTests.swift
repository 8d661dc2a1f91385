import Foundation
import Testing

@testable import Swatch
@testable import SwatchDesktop

/// `changes(every:)` where a portal is present: a fake `gdbus` answers `Read`
/// from a file and, as `monitor`, prints a `SettingChanged` line whenever the
/// test drops one into `signal`. The polling interval is an hour, so a change
/// that arrives at all arrived by listening.
@Suite struct PortalListeningTests {
    static let signalLine =
        "/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged "
        + "('org.freedesktop.appearance', 'color-scheme', <uint32 1>)"

    func fakePortal(_ fixture: AppearanceFixture, colorScheme: UInt32) throws {
        try fixture.write("\(colorScheme)", to: "color-scheme")
        let root = fixture.root
        try fixture.command(
            "gdbus",
            script: """
                case "$1" in
                  call)
                    echo "$*" >> '\(root)/calls'
                    case "$*" in
                      *org.freedesktop.appearance\\ color-scheme*) echo "(<<uint32 $(cat '\(root)/color-scheme')>>,)" ;;
                      *org.freedesktop.appearance\\ contrast*) echo '(<<uint32 0>>,)' ;;
                      *) exit 1 ;;
                    esac ;;
                  monitor)
                    echo $$ > '\(root)/monitor.pid'
                    echo 'Monitoring signals on object /org/freedesktop/portal/desktop owned by org.freedesktop.portal.Desktop'
                    while :; do
                      if mv '\(root)/signal' '\(root)/signal.sent' 2>/dev/null; then cat '\(root)/signal.sent'; fi
                      sleep 0.02
                    done ;;
                  *) exit 1 ;;
                esac
                """)
        // The wrapper script runs `sh`, which the fixture's PATH doesn't hold.
        try FileManager.default.createSymbolicLink(atPath: fixture.bin + "/sleep", withDestinationPath: "/bin/sleep")
        for tool in ["cat", "mv"] {
            try FileManager.default.createSymbolicLink(
                atPath: fixture.bin + "/" + tool, withDestinationPath: "/bin/" + tool)
        }
    }

    func calls(_ fixture: AppearanceFixture) -> Int {
        ((try? String(contentsOfFile: fixture.root + "/calls", encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    @Test func aSettingChangedSignalIsHeardWithoutPolling() async throws {
        let fixture = try AppearanceFixture()
        try fakePortal(fixture, colorScheme: 2)
        var iterator = fixture.detector().changes(every: .seconds(3600)).makeAsyncIterator()
        #expect(await iterator.next() == .light)

        // The monitor is up once it has written its pid; until a signal comes
        // the portal is not asked again.
        while !FileManager.default.fileExists(atPath: fixture.root + "/monitor.pid") {
            try await Task.sleep(for: .milliseconds(10))
        }
        let callsBefore = calls(fixture)
        try await Task.sleep(for: .milliseconds(200))
        #expect(calls(fixture) == callsBefore, "the portal was read again without a signal")

        try fixture.write("1", to: "color-scheme")
        try fixture.write(Self.signalLine + "\n", to: "signal")
        #expect(await iterator.next() == .dark)

        try fixture.write("2", to: "color-scheme")
        try fixture.write(Self.signalLine.replacingOccurrences(of: "uint32 1", with: "uint32 2") + "\n", to: "signal")
        #expect(await iterator.next() == .light)
    }

    @Test func theMonitorEndsWithTheStream() async throws {
        let fixture = try AppearanceFixture()
        try fakePortal(fixture, colorScheme: 1)
        let detector = fixture.detector()
        for await appearance in detector.changes(every: .seconds(3600)) {
            #expect(appearance == .dark)
            while !FileManager.default.fileExists(atPath: fixture.root + "/monitor.pid") {
                try await Task.sleep(for: .milliseconds(10))
            }
            break
        }
        let text = try String(contentsOfFile: fixture.root + "/monitor.pid", encoding: .utf8)
        let pid = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        // The stream's end stops the thread, which ends the monitor's process group.
        var alive = true
        for _ in 0..<500 where alive {
            alive = kill(pid, 0) == 0
            if alive { try await Task.sleep(for: .milliseconds(10)) }
        }
        #expect(!alive, "gdbus monitor (pid \(pid)) still runs after the stream ended")
    }

    @Test func withoutAPortalItPolls() async throws {
        // A session bus but no gdbus, so no portal: GNOME's settings, read
        // from a file the test changes, are asked again every 10 ms.
        let fixture = try AppearanceFixture()
        try fixture.write("'prefer-dark'", to: "gnome-scheme")
        try fixture.command(
            "gsettings",
            script: """
                case "$*" in
                  "get org.gnome.desktop.interface color-scheme") /bin/cat '\(fixture.root)/gnome-scheme' ;;
                  *) exit 1 ;;
                esac
                """)
        var iterator = fixture.detector().changes(every: .milliseconds(10)).makeAsyncIterator()
        #expect(await iterator.next() == .dark)
        try fixture.write("'default'", to: "gnome-scheme")
        #expect(await iterator.next() == .light)
    }

    @Test func writingTheOverrideFileSwitchesARunningStream() async throws {
        let fixture = try AppearanceFixture()
        try fakePortal(fixture, colorScheme: 2)
        try fixture.write("", to: "override")
        let detector = fixture.detector(["SWATCH_APPEARANCE_FILE": fixture.root + "/override"])
        var iterator = detector.changes(every: .seconds(3600)).makeAsyncIterator()
        #expect(await iterator.next() == .light)
        try fixture.write("dark,increased-contrast", to: "override")
        #expect(await iterator.next() == Appearance(colorScheme: .dark, contrast: .increased))
        try fixture.write("", to: "override")
        #expect(await iterator.next() == .light, "an emptied file hands the question back to the portal")
    }
}
