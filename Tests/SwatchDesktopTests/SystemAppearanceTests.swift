import Testing

@testable import Swatch
@testable import SwatchDesktop

/// The documented order: override, portal, GNOME, GTK, COLORFGBG, light.
@Suite struct SystemAppearancePrecedenceTests {
    /// Every source present, each giving a different answer where it can.
    private func everySource(_ fixture: AppearanceFixture) throws {
        try fixture.portal(colorScheme: 2, contrast: 1)  // light, increased
        try fixture.gnome(colorScheme: "prefer-dark", highContrast: false)
        try fixture.write("[Settings]\ngtk-application-prefer-dark-theme=1\n", to: "home/.config/gtk-4.0/settings.ini")
    }

    @Test func overrideBeatsPortal() throws {
        let fixture = try AppearanceFixture()
        try everySource(fixture)
        let detection = fixture.detector(["SWATCH_APPEARANCE": "dark", "COLORFGBG": "0;15"]).detect()
        #expect(detection.appearance == Appearance(colorScheme: .dark, contrast: .increased))
        #expect(detection.colorSchemeSource == .override)
        #expect(detection.contrastSource == .desktopPortal)
    }

    @Test func portalBeatsGNOME() throws {
        let fixture = try AppearanceFixture()
        try everySource(fixture)
        let detection = fixture.detector(["COLORFGBG": "15;0"]).detect()
        #expect(detection.appearance == Appearance(colorScheme: .light, contrast: .increased))
        #expect(detection.source == .desktopPortal)
    }

    @Test func gnomeBeatsGTK() throws {
        let fixture = try AppearanceFixture()
        try fixture.gnome(colorScheme: "prefer-light")
        try fixture.write("[Settings]\ngtk-application-prefer-dark-theme=1\n", to: "home/.config/gtk-4.0/settings.ini")
        let detection = fixture.detector(["GTK_THEME": "Adwaita:dark", "COLORFGBG": "15;0"]).detect()
        #expect(detection.appearance == .light)
        #expect(detection.source == .gnomeSettings)
    }

    @Test func gtkBeatsTerminal() throws {
        let fixture = try AppearanceFixture()
        let detection = fixture.detector(["GTK_THEME": "Adwaita:dark", "COLORFGBG": "0;15"]).detect()
        #expect(detection.appearance == .dark)
        #expect(detection.source == .gtkSettings)
    }

    @Test func terminalBeatsFallback() throws {
        let fixture = try AppearanceFixture()
        let detection = fixture.detector(["COLORFGBG": "15;0"]).detect()
        #expect(detection.appearance == .dark)
        #expect(detection.source == .terminalColors)
    }

    @Test func nothingMeansLightStandard() throws {
        let fixture = try AppearanceFixture()
        let detection = fixture.detector().detect()
        #expect(detection == SystemAppearance.Detection(appearance: .light))
        #expect(detection.appearance.level == .base)
        #expect(detection.description == "light · base (color scheme: default, contrast: default)")
    }

    @Test func traitsComeFromDifferentSources() throws {
        // No portal: GNOME's settings are asked, and know no color scheme.
        let fixture = try AppearanceFixture()
        try fixture.gnome(colorScheme: nil, highContrast: true)
        let detection = fixture.detector(["SWATCH_APPEARANCE": "reduced-transparency", "GTK_THEME": "Adwaita:dark"])
            .detect()
        #expect(detection.appearance == Appearance(colorScheme: .dark, contrast: .increased, transparency: .reduced))
        #expect(detection.colorSchemeSource == .gtkSettings)
        #expect(detection.contrastSource == .gnomeSettings)
        #expect(detection.transparencySource == .override)
        #expect(
            detection.description
                == "dark · base · increased contrast · reduced transparency (color scheme: GTK settings, contrast: GNOME settings, transparency: SWATCH_APPEARANCE)"
        )
    }

    @Test func gsettingsIsNotAskedWhereAPortalAnswers() throws {
        // The portal says no preference for either trait; GNOME's settings,
        // which would say otherwise, are left alone.
        let fixture = try AppearanceFixture()
        try fixture.portal(colorScheme: 0, contrast: 0)
        try fixture.gnome(colorScheme: "prefer-dark", highContrast: true)
        let detection = fixture.detector().detect()
        #expect(detection == SystemAppearance.Detection(appearance: .light))
    }

    @Test func levelIsBaseUnlessOverridden() throws {
        let fixture = try AppearanceFixture()
        try fixture.portal(colorScheme: 1, contrast: 1)
        #expect(fixture.detector().detect().appearance.level == .base)
        #expect(fixture.detector(["SWATCH_APPEARANCE": "elevated"]).detect().appearance.level == .elevated)
    }

    @Test func systemUsesTheGivenDetector() throws {
        let fixture = try AppearanceFixture()
        #expect(Appearance.system(using: fixture.detector(["SWATCH_APPEARANCE": "dark"])) == .dark)
    }
}
