import Testing

@testable import Swatch
@testable import SwatchDesktop

@Suite struct GTKSettingsTests {
    /// A detector with no portal and no GNOME, so only GTK and later sources answer.
    private func detect(_ fixture: AppearanceFixture, _ variables: [String: String] = [:]) -> SystemAppearance.Detection
    {
        fixture.detector(variables, runner: AppearanceCommandLog().runner()).detect()
    }

    @Test(arguments: ["1", "true", "TRUE", " 1 "])
    func preferDarkThemeInGTK4Settings(_ value: String) throws {
        let fixture = try AppearanceFixture()
        try fixture.write(
            "[Settings]\ngtk-application-prefer-dark-theme=\(value)\n", to: "home/.config/gtk-4.0/settings.ini")
        let detection = detect(fixture)
        #expect(detection.appearance == .dark)
        #expect(detection.source == .gtkSettings)
    }

    @Test func fallsBackToGTK3Settings() throws {
        let fixture = try AppearanceFixture()
        try fixture.write("[Settings]\ngtk-font-name=Cantarell 11\n", to: "home/.config/gtk-4.0/settings.ini")
        try fixture.write(
            "# written by a settings tool\n[Settings]\r\ngtk-application-prefer-dark-theme = true\r\n",
            to: "home/.config/gtk-3.0/settings.ini")
        #expect(detect(fixture).appearance == .dark)
    }

    @Test func gtk4SettingHidesGTK3Setting() throws {
        let fixture = try AppearanceFixture()
        try fixture.write("[Settings]\ngtk-application-prefer-dark-theme=0\n", to: "home/.config/gtk-4.0/settings.ini")
        try fixture.write("[Settings]\ngtk-application-prefer-dark-theme=1\n", to: "home/.config/gtk-3.0/settings.ini")
        let detection = detect(fixture)
        #expect(detection.appearance == .light)
        #expect(detection.source == .fallback)
    }

    @Test func onlyTheSettingsGroupCounts() throws {
        let fixture = try AppearanceFixture()
        try fixture.write("[Other]\ngtk-application-prefer-dark-theme=1\n", to: "home/.config/gtk-4.0/settings.ini")
        #expect(detect(fixture).source == .fallback)
    }

    @Test func honorsXDGConfigHome() throws {
        let fixture = try AppearanceFixture()
        try fixture.write("[Settings]\ngtk-application-prefer-dark-theme=1\n", to: "config/gtk-4.0/settings.ini")
        #expect(detect(fixture, ["XDG_CONFIG_HOME": fixture.root + "/config"]).appearance == .dark)
        #expect(detect(fixture).appearance == .light)
    }

    @Test func ignoresRelativeXDGConfigHome() throws {
        let fixture = try AppearanceFixture()
        try fixture.write("[Settings]\ngtk-application-prefer-dark-theme=1\n", to: "home/.config/gtk-3.0/settings.ini")
        #expect(detect(fixture, ["XDG_CONFIG_HOME": "relative/config"]).appearance == .dark)
    }

    @Test func darkThemeNameInSettings() throws {
        let fixture = try AppearanceFixture()
        try fixture.write("[Settings]\ngtk-theme-name=Adwaita-dark\n", to: "home/.config/gtk-3.0/settings.ini")
        #expect(detect(fixture).appearance == .dark)
    }

    @Test(arguments: [
        "Adwaita:dark", "Adwaita-dark", "Breeze-Dark", "Materia-dark-compact", "Yaru_dark", "Some:Theme:dark",
    ])
    func darkGTKTheme(_ theme: String) throws {
        let fixture = try AppearanceFixture()
        let detection = detect(fixture, ["GTK_THEME": theme])
        #expect(detection.appearance == .dark)
        #expect(detection.source == .gtkSettings)
    }

    @Test(arguments: ["Adwaita", "Arc-Darker", "Darkness", "Adwaita:light", "Adwaita:hc"])
    func otherGTKThemesAreNoPreference(_ theme: String) throws {
        let fixture = try AppearanceFixture()
        #expect(detect(fixture, ["GTK_THEME": theme]).source == .fallback)
    }

    @Test func gtkThemeVariableHidesSettingsFile() throws {
        // As in GTK: with GTK_THEME set, settings.ini's preference is not used.
        let fixture = try AppearanceFixture()
        try fixture.write("[Settings]\ngtk-application-prefer-dark-theme=1\n", to: "home/.config/gtk-4.0/settings.ini")
        #expect(detect(fixture, ["GTK_THEME": "Adwaita"]).appearance == .light)
    }

    @Test func parsesKeyFiles() {
        let settings = GTKSettings.parseSettings(
            """
            [Settings]
            # comment=1
            gtk-theme-name = "Adwaita-dark"
            gtk-application-prefer-dark-theme=0
            gtk-application-prefer-dark-theme=1
            [Later]
            gtk-theme-name=Other
            """)
        #expect(settings == ["gtk-theme-name": "Adwaita-dark", "gtk-application-prefer-dark-theme": "1"])
    }
}
