import Testing

@testable import Swatch
@testable import SwatchDesktop

@Suite struct GNOMESettingsTests {
    @Test func parsesColorSchemeValues() {
        #expect(GNOMESettings.colorScheme("'prefer-dark'\n") == .dark)
        #expect(GNOMESettings.colorScheme("'prefer-light'\n") == .light)
        #expect(GNOMESettings.colorScheme("'default'\n") == nil)
        #expect(GNOMESettings.colorScheme("'something-new'") == nil)
        #expect(GNOMESettings.colorScheme("") == nil)
    }

    @Test func parsesHighContrast() {
        #expect(GNOMESettings.contrast("true\n") == .increased)
        #expect(GNOMESettings.contrast("false\n") == nil)
        #expect(GNOMESettings.contrast("") == nil)
    }

    @Test func readsGsettings() throws {
        let fixture = try AppearanceFixture()
        try fixture.gnome(colorScheme: "prefer-dark", highContrast: true)
        let detection = fixture.detector().detect()
        #expect(detection.appearance == Appearance(colorScheme: .dark, contrast: .increased))
        #expect(detection.colorSchemeSource == .gnomeSettings)
        #expect(detection.contrastSource == .gnomeSettings)
    }

    @Test func answersWithoutASessionBus() throws {
        let fixture = try AppearanceFixture()
        try fixture.gnome(colorScheme: "prefer-light")
        let detection = fixture.detector(["COLORFGBG": "15;0"], sessionBus: false).detect()
        #expect(detection.appearance == .light)
        #expect(detection.source == .gnomeSettings)
    }

    @Test func defaultPassesTheQuestionOn() throws {
        let fixture = try AppearanceFixture()
        try fixture.gnome(colorScheme: "default", highContrast: false)
        try fixture.write("[Settings]\ngtk-application-prefer-dark-theme=1\n", to: "home/.config/gtk-3.0/settings.ini")
        let detection = fixture.detector().detect()
        #expect(detection.appearance == .dark)
        #expect(detection.colorSchemeSource == .gtkSettings)
        #expect(detection.contrastSource == .fallback)
    }

    @Test func missingSchemaIsSilent() throws {
        let fixture = try AppearanceFixture()
        try fixture.gnome(colorScheme: nil, highContrast: nil)
        let detection = fixture.detector().detect()
        #expect(detection.appearance == .light)
        #expect(detection.source == .fallback)
    }

    @Test func hungGsettingsIsKilledAtTheTimeout() throws {
        let fixture = try AppearanceFixture()
        try fixture.command("gsettings", script: "sleep 10")
        let clock = ContinuousClock()
        let start = clock.now
        let detection = fixture.detector(["GTK_THEME": "Adwaita:dark"], timeout: .milliseconds(300)).detect()
        #expect(clock.now - start < .seconds(1))
        #expect(detection.source == .gtkSettings)
    }
}
