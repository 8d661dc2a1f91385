import Synchronization
import Testing

@testable import Swatch
@testable import SwatchDesktop
@testable import SwatchProcess

@Suite struct DesktopPortalTests {
    @Test func parsesReadAndReadOneReplies() {
        #expect(DesktopPortal.parseReply("(<<uint32 1>>,)\n") == 1)
        #expect(DesktopPortal.parseReply("(<uint32 2>,)") == 2)
        #expect(DesktopPortal.parseReply("(<<uint32 0>>,)") == 0)
        #expect(DesktopPortal.parseReply("  (<<1>>,)  ") == 1)
    }

    @Test(arguments: [
        "", "()", "(<<'prefer-dark'>>,)", "(<<uint32 1>>, <<uint32 2>>)", "uint32 1", "(<<uint32 -1>>,)",
        "(<<string 1>>,)",
    ])
    func rejectsOtherReplies(_ reply: String) {
        #expect(DesktopPortal.parseReply(reply) == nil)
    }

    @Test func readsTheValueOfAReplyAsText() {
        #expect(DesktopPortal.replyText("(<<'prefer-dark'>>,)\n") == "'prefer-dark'")
        #expect(DesktopPortal.replyText("(<true>,)") == "true")
        #expect(DesktopPortal.replyText("(<<uint32 1>>,)") == "uint32 1")
    }

    @Test(arguments: ["", "()", "('prefer-dark',)", "(<<true>>, <<false>>,)", "<<true>>", "(<<true>>)"])
    func rejectsOtherRepliesAsText(_ reply: String) {
        #expect(DesktopPortal.replyText(reply) == nil)
    }

    @Test func decodesGNOMEsKeysReadThroughThePortal() throws {
        let keys = DesktopPortal.keys.filter { $0.encoding == .gnome }
        let scheme = try #require(keys.first { $0.trait == .colorScheme })
        let contrast = try #require(keys.first { $0.trait == .contrast })
        #expect(DesktopPortal.decode("(<<'prefer-dark'>>,)", as: scheme) == .init(colorScheme: .dark))
        #expect(DesktopPortal.decode("(<<'default'>>,)", as: scheme) == .init())
        #expect(DesktopPortal.decode("(<<uint32 1>>,)", as: scheme) == nil)
        #expect(DesktopPortal.decode("(<<true>>,)", as: contrast) == .init(contrast: .increased))
        #expect(DesktopPortal.decode("(<<false>>,)", as: contrast) == .init())
        #expect(DesktopPortal.decode("(<<'true'>>,)", as: contrast) == nil)
    }

    @Test func mapsColorSchemeAndContrastValues() {
        #expect(DesktopPortal.colorScheme(0) == nil)
        #expect(DesktopPortal.colorScheme(1) == .dark)
        #expect(DesktopPortal.colorScheme(2) == .light)
        #expect(DesktopPortal.colorScheme(3) == nil)
        #expect(DesktopPortal.contrast(0) == nil)
        #expect(DesktopPortal.contrast(1) == .increased)
    }

    @Test func readsThePortalThroughGdbus() throws {
        let fixture = try AppearanceFixture()
        try fixture.portal(colorScheme: 1, contrast: 1)
        let detection = fixture.detector().detect()
        #expect(detection.appearance == Appearance(colorScheme: .dark, contrast: .increased))
        #expect(detection.colorSchemeSource == .desktopPortal)
        #expect(detection.contrastSource == .desktopPortal)
    }

    @Test func asksWithSettingsReadOnTheSessionBus() throws {
        let fixture = try AppearanceFixture()
        let log = AppearanceCommandLog()
        _ =
            fixture.detector(
                ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/tmp/test-bus"],
                runner: log.runner {
                    $0.executable == "gdbus"
                        ? .init(status: .exited(0), standardOutput: "(<<uint32 1>>,)\n") : .init(status: .notFound)
                }
            )
            .detect()
        let first = try #require(log.invocations.first)
        #expect(first.executable == "gdbus")
        #expect(
            first.arguments == [
                "call", "--session", "--dest", "org.freedesktop.portal.Desktop",
                "--object-path", "/org/freedesktop/portal/desktop",
                "--method", "org.freedesktop.portal.Settings.Read", "org.freedesktop.appearance", "color-scheme",
            ])
        #expect(first.environment == ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/tmp/test-bus"])
        #expect(first.searchPath == fixture.bin)
    }

    @Test func noPreferencePassesTheQuestionOn() throws {
        let fixture = try AppearanceFixture()
        try fixture.portal(colorScheme: 0, contrast: 0)
        let detection = fixture.detector(["COLORFGBG": "15;0"]).detect()
        #expect(detection.appearance == .dark)
        #expect(detection.colorSchemeSource == .terminalColors)
        #expect(detection.contrastSource == .fallback)
    }

    @Test func portalThatLacksAKeyStillAnswersTheOther() throws {
        let fixture = try AppearanceFixture()
        try fixture.portal(colorScheme: 2, contrast: nil)
        let detection = fixture.detector(["COLORFGBG": "15;0"]).detect()
        #expect(detection.appearance == .light)
        #expect(detection.colorSchemeSource == .desktopPortal)
    }

    @Test func highContrastComesFromGNOMEsKeyWhereTheAppearanceKeyIsMissing() throws {
        // xdg-desktop-portal 1.16 with the GTK backend: no `contrast`, but GNOME's `high-contrast`.
        let fixture = try AppearanceFixture()
        try fixture.portal(colorScheme: 1, contrast: nil, gnomeColorScheme: "prefer-light", highContrast: true)
        try fixture.gnome(colorScheme: nil, highContrast: false)
        let detection = fixture.detector().detect()
        #expect(detection.appearance == Appearance(colorScheme: .dark, contrast: .increased))
        #expect(detection.colorSchemeSource == .desktopPortal, "the appearance key, not GNOME's, decides")
        #expect(detection.contrastSource == .desktopPortal)
    }

    @Test func theColorSchemeComesFromGNOMEsKeyWhereTheAppearanceKeyIsMissing() throws {
        let fixture = try AppearanceFixture()
        try fixture.portal(colorScheme: nil, contrast: nil, gnomeColorScheme: "prefer-dark", highContrast: false)
        let detection = fixture.detector(["COLORFGBG": "0;15"]).detect()
        #expect(detection.appearance == .dark)
        #expect(detection.colorSchemeSource == .desktopPortal)
        #expect(detection.contrastSource == .fallback)
    }

    @Test func theAppearanceKeyDecidesAloneWhereThePortalHasIt() throws {
        let fixture = try AppearanceFixture()
        let log = AppearanceCommandLog()
        _ =
            fixture.detector(
                runner: log.runner { _ in .init(status: .exited(0), standardOutput: "(<<uint32 0>>,)\n") }
            )
            .detect()
        #expect(
            log.invocations.map { $0.arguments.suffix(2).joined(separator: " ") } == [
                "org.freedesktop.appearance color-scheme", "org.freedesktop.appearance contrast",
            ])
    }

    @Test func aPortalThatKnowsNoKeyIsNoPortal() throws {
        // Every Read fails (a bus with no portal on it): GNOME's settings are asked.
        let fixture = try AppearanceFixture()
        try fixture.portal(colorScheme: nil)
        try fixture.gnome(colorScheme: "prefer-dark", highContrast: true)
        let detection = fixture.detector().detect()
        #expect(detection.appearance == Appearance(colorScheme: .dark, contrast: .increased))
        #expect(detection.colorSchemeSource == .gnomeSettings)
        #expect(detection.contrastSource == .gnomeSettings)
    }

    @Test func garbageFromThePortalIsNoAnswer() throws {
        let fixture = try AppearanceFixture()
        try fixture.command("gdbus", script: "echo '(<<uint32 1>>, <<uint32 2>>)'")
        try fixture.gnome(colorScheme: "prefer-dark")
        let detection = fixture.detector().detect()
        #expect(detection.appearance == .dark)
        #expect(detection.colorSchemeSource == .gnomeSettings)
    }

    @Test func missingGdbusFallsThrough() throws {
        let fixture = try AppearanceFixture()
        let detection = fixture.detector(["COLORFGBG": "15;0"]).detect()
        #expect(detection.appearance == .dark)
        #expect(detection.source == .terminalColors)
    }

    @Test func hungPortalIsKilledAtTheTimeout() throws {
        let fixture = try AppearanceFixture()
        try fixture.command("gdbus", script: "sleep 10")
        try fixture.gnome(colorScheme: "prefer-dark")
        let clock = ContinuousClock()
        let start = clock.now
        let detection = fixture.detector(timeout: .milliseconds(300)).detect()
        let elapsed = clock.now - start
        #expect(elapsed < .seconds(1))
        // The portal is not asked its second key after timing out, and GNOME still answers.
        #expect(detection.appearance == .dark)
        #expect(detection.source == .gnomeSettings)
    }

    @Test func skipsThePortalWithoutASessionBus() throws {
        let fixture = try AppearanceFixture()
        let log = AppearanceCommandLog()
        _ = fixture.detector(sessionBus: false, runner: log.runner()).detect()
        #expect(!log.invocations.contains { $0.executable == "gdbus" })
        #expect(log.invocations.contains { $0.executable == "gsettings" })
    }

    @Test func findsTheBusSocketInTheRuntimeDirectory() throws {
        let fixture = try AppearanceFixture()
        try fixture.write("", to: "run/bus")
        let detector = fixture.detector(["XDG_RUNTIME_DIR": fixture.root + "/run"], sessionBus: false)
        #expect(
            DesktopPortal.sessionBusEnvironment(using: detector)
                == ["DBUS_SESSION_BUS_ADDRESS": "unix:path=\(fixture.root)/run/bus"])
    }

    @Test func findsTheBusSocketUnderRunUser() throws {
        let seen = Mutex<[String]>([])
        let detector = SystemAppearanceDetector(
            environment: [:], readFile: { _ in nil },
            fileExists: { path in
                seen.withLock { $0.append(path) }
                return path == "/run/user/1234/bus"
            },
            runCommand: AppearanceCommandLog().runner(), userID: 1234)
        #expect(
            DesktopPortal.sessionBusEnvironment(using: detector)
                == ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1234/bus"])
        #expect(seen.withLock { $0 } == ["/run/user/1234/bus"])
    }

    @Test func noBusAnywhereMeansNoPortal() throws {
        let detector = SystemAppearanceDetector(
            environment: ["XDG_RUNTIME_DIR": "/nonexistent"], readFile: { _ in nil }, fileExists: { _ in false },
            runCommand: AppearanceCommandLog().runner(), userID: 1234)
        #expect(DesktopPortal.sessionBusEnvironment(using: detector) == nil)
    }
}

@Suite struct DesktopPortalSignalTests {
    @Test func recognisesTheAppearanceSignalsGdbusMonitorPrints() {
        let prefix = "/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged "
        #expect(DesktopPortal.isAppearanceChange(prefix + "('org.freedesktop.appearance', 'color-scheme', <uint32 1>)"))
        #expect(DesktopPortal.isAppearanceChange(prefix + "('org.freedesktop.appearance', 'contrast', <uint32 0>)"))
        #expect(
            DesktopPortal.isAppearanceChange(prefix + "('org.gnome.desktop.a11y.interface', 'high-contrast', <true>)"))
        #expect(
            DesktopPortal.isAppearanceChange(
                prefix + "('org.gnome.desktop.interface', 'color-scheme', <'prefer-dark'>)"))
    }

    @Test func decodesTheNewValueASignalCarries() throws {
        let prefix = "/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged "
        let contrast = try #require(
            DesktopPortal.settingChange(prefix + "('org.gnome.desktop.a11y.interface', 'high-contrast', <true>)"))
        #expect(contrast.key.name == "high-contrast")
        #expect(contrast.value == .init(contrast: .increased))
        let scheme = try #require(
            DesktopPortal.settingChange(prefix + "('org.freedesktop.appearance', 'color-scheme', <uint32 2>)"))
        #expect(scheme.key.namespace == "org.freedesktop.appearance")
        #expect(scheme.value == .init(colorScheme: .light))
        let garbled = try #require(
            DesktopPortal.settingChange(prefix + "('org.gnome.desktop.interface', 'color-scheme', <uint32 2>)"))
        #expect(garbled.value == nil, "GNOME's color scheme is a string")
    }

    @Test func aSignalUpdatesTheKeptAnswerOnlyForTheKeyThatAnswered() throws {
        // As xdg-desktop-portal 1.16: color-scheme from the appearance key, contrast from GNOME's.
        let keys = DesktopPortal.keys
        var answer = DesktopPortal.Answer(preference: .init(colorScheme: .dark), isPresent: true)
        answer.answeringKeys = [.colorScheme: keys[0], .contrast: keys[3]]

        let contrast = try #require(answer.updated(keys[3], to: .init(contrast: .increased)))
        #expect(contrast.preference == .init(colorScheme: .dark, contrast: .increased))
        // GNOME's color-scheme comes after the appearance key, which decides: no change.
        #expect(answer.updated(keys[1], to: .init(colorScheme: .light)) == answer)
        // The appearance key for contrast, which didn't answer before: ask again.
        #expect(answer.updated(keys[2], to: .init(contrast: .increased)) == nil)
        // A value the signal's line didn't give: ask again.
        #expect(answer.updated(keys[0], to: nil) == nil)
        #expect(DesktopPortal.Answer().updated(keys[0], to: .init(colorScheme: .dark)) == nil)
    }

    @Test(arguments: [
        "/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged ('org.freedesktop.appearance', 'accent-color', <(0.1, 0.2, 0.3)>)",
        "/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged ('org.gnome.desktop.interface', 'gtk-theme', <'Adwaita-dark'>)",
        "/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged ('org.gnome.desktop.a11y.interface', 'show-status-shapes', <true>)",
        "/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.OtherSignal ('org.freedesktop.appearance', 'color-scheme', <uint32 1>)",
        "Monitoring signals on object /org/freedesktop/portal/desktop owned by org.freedesktop.portal.Desktop",
        "The name org.freedesktop.portal.Desktop does not have an owner",
        "",
    ])
    func ignoresEveryOtherLine(_ line: String) {
        #expect(!DesktopPortal.isAppearanceChange(line))
    }
}
