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

    /// The fake portal answers `Read` from files: `color-scheme`, `contrast`
    /// and `high-contrast` (GNOME's key) under the fixture's root, a missing
    /// file being a key it doesn't know; while a file `gone` exists, no
    /// portal answers at all.
    func fakePortal(
        _ fixture: AppearanceFixture, colorScheme: UInt32, contrast: UInt32? = 0, highContrast: Bool? = nil
    ) throws {
        try fixture.write("\(colorScheme)", to: "color-scheme")
        if let contrast { try fixture.write("\(contrast)", to: "contrast") }
        if let highContrast { try fixture.write("\(highContrast)", to: "high-contrast") }
        let root = fixture.root
        try fixture.command(
            "gdbus",
            script: """
                case "$1" in
                  call)
                    echo "$*" >> '\(root)/calls'
                    if [ -e '\(root)/gone' ]; then echo 'Error: ServiceUnknown' >&2; exit 1; fi
                    case "$*" in
                      *org.freedesktop.appearance\\ color-scheme*) key=color-scheme type='uint32 ' ;;
                      *org.freedesktop.appearance\\ contrast*) key=contrast type='uint32 ' ;;
                      *org.gnome.desktop.a11y.interface\\ high-contrast*) key=high-contrast type= ;;
                      *) exit 1 ;;
                    esac
                    if [ ! -e "\(root)/$key" ]; then echo 'Error: NotFound' >&2; exit 1; fi
                    echo "(<<$type$(cat "\(root)/$key")>>,)" ;;
                  monitor)
                    echo $$ > '\(root)/monitor.pid'
                    echo 'Monitoring signals on object /org/freedesktop/portal/desktop owned by org.freedesktop.portal.Desktop'
                    echo 'The name org.freedesktop.portal.Desktop is owned by :1.2'
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

    /// Waits until the fake monitor runs.
    func monitorStarted(_ fixture: AppearanceFixture) async throws {
        while !FileManager.default.fileExists(atPath: fixture.root + "/monitor.pid") {
            try await Task.sleep(for: .milliseconds(10))
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
        try await monitorStarted(fixture)
        let callsBefore = calls(fixture)
        try await Task.sleep(for: .milliseconds(200))
        #expect(calls(fixture) == callsBefore, "the portal was read again without a signal")

        try fixture.write("1", to: "color-scheme")
        try fixture.write(Self.signalLine + "\n", to: "signal")
        #expect(await iterator.next() == .dark)

        try fixture.write("2", to: "color-scheme")
        try fixture.write(Self.signalLine.replacingOccurrences(of: "uint32 1", with: "uint32 2") + "\n", to: "signal")
        #expect(await iterator.next() == .light)
        #expect(calls(fixture) == callsBefore, "the signal carries the value; the portal need not be asked")
    }

    @Test func highContrastIsHeardThroughGNOMEsKeyWithoutPolling() async throws {
        // As xdg-desktop-portal 1.16 with the GTK backend: no `contrast` key.
        let fixture = try AppearanceFixture()
        try fakePortal(fixture, colorScheme: 1, contrast: nil, highContrast: false)
        var iterator = fixture.detector().changes(every: .seconds(3600)).makeAsyncIterator()
        #expect(await iterator.next() == .dark)
        try await monitorStarted(fixture)
        let callsBefore = calls(fixture)

        try fixture.write("true", to: "high-contrast")
        try fixture.write(
            Self.signalLine.replacingOccurrences(
                of: "'org.freedesktop.appearance', 'color-scheme', <uint32 1>",
                with: "'org.gnome.desktop.a11y.interface', 'high-contrast', <true>") + "\n", to: "signal")
        #expect(await iterator.next() == Appearance(colorScheme: .dark, contrast: .increased))
        #expect(calls(fixture) == callsBefore, "the signal carries the value; the portal need not be asked")
    }

    @Test func aSignalItCannotReadMakesItAskThePortal() async throws {
        let fixture = try AppearanceFixture()
        try fakePortal(fixture, colorScheme: 2)
        var iterator = fixture.detector().changes(every: .seconds(3600)).makeAsyncIterator()
        #expect(await iterator.next() == .light)
        try await monitorStarted(fixture)
        let callsBefore = calls(fixture)

        try fixture.write("1", to: "color-scheme")
        try fixture.write(
            Self.signalLine.replacingOccurrences(of: "<uint32 1>", with: "<'garbled'>") + "\n", to: "signal")
        #expect(await iterator.next() == .dark)
        #expect(calls(fixture) > callsBefore)
    }

    @Test func aTraitNothingListensToIsPolledWithoutAskingThePortal() async throws {
        // The portal says no preference, so GTK's settings file decides, and
        // is read again every 10 ms; the portal's answer is kept meanwhile.
        let fixture = try AppearanceFixture()
        try fakePortal(fixture, colorScheme: 0)
        var iterator = fixture.detector().changes(every: .milliseconds(10)).makeAsyncIterator()
        #expect(await iterator.next() == .light)
        try await monitorStarted(fixture)
        let callsBefore = calls(fixture)

        try fixture.write("[Settings]\ngtk-application-prefer-dark-theme=1\n", to: "home/.config/gtk-4.0/settings.ini")
        #expect(await iterator.next() == .dark)
        #expect(calls(fixture) == callsBefore, "a poll asked the portal, which had sent no signal")
    }

    @Test func aPortalThatGoesAwayHandsOverToGsettings() async throws {
        let fixture = try AppearanceFixture()
        try fakePortal(fixture, colorScheme: 2)
        try fixture.gnome(colorScheme: "prefer-dark")
        var iterator = fixture.detector().changes(every: .milliseconds(10)).makeAsyncIterator()
        #expect(await iterator.next() == .light)
        try await monitorStarted(fixture)

        try fixture.write("", to: "gone")
        try fixture.write("The name org.freedesktop.portal.Desktop does not have an owner\n", to: "signal")
        #expect(await iterator.next() == .dark)
    }

    @Test func theMonitorEndsWithTheStream() async throws {
        let fixture = try AppearanceFixture()
        try fakePortal(fixture, colorScheme: 1)
        let detector = fixture.detector()
        for await appearance in detector.changes(every: .seconds(3600)) {
            #expect(appearance == .dark)
            try await monitorStarted(fixture)
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
