import SwatchProcess
import Testing

@testable import Swatch
@testable import SwatchDesktop

@Suite struct AppearanceOverrideTests {
    @Test func readsOneWordPerTrait() {
        #expect(AppearanceOverride.parse("dark") == .init(colorScheme: .dark))
        #expect(AppearanceOverride.parse("light") == .init(colorScheme: .light))
        #expect(
            AppearanceOverride.parse("dark,increased-contrast") == .init(colorScheme: .dark, contrast: .increased))
        #expect(
            AppearanceOverride.parse("light,reduced-transparency,elevated")
                == .init(colorScheme: .light, level: .elevated, transparency: .reduced))
        #expect(
            AppearanceOverride.parse("base,standard-contrast,standard-transparency")
                == .init(level: .base, contrast: .standard, transparency: .standard))
        #expect(AppearanceOverride.parse("high-contrast") == .init(contrast: .increased))
    }

    @Test func ignoresCaseSpacesAndEmptyItems() {
        #expect(
            AppearanceOverride.parse("  Dark , INCREASED-contrast ,") == .init(colorScheme: .dark, contrast: .increased)
        )
        #expect(AppearanceOverride.parse("dark,dark") == .init(colorScheme: .dark))
    }

    @Test(arguments: [
        "", " ", ",", "darker", "dark,sepia", "light,dark", "increased-contrast,standard-contrast",
        "dark;increased-contrast", "dark increased-contrast",
    ])
    func rejectsEmptyUnknownOrContradictoryValues(_ text: String) {
        #expect(AppearanceOverride.parse(text) == nil)
    }

    @Test func overrideDecidesOnlyTheTraitsItNames() throws {
        let fixture = try AppearanceFixture()
        let log = AppearanceCommandLog()
        let detection =
            fixture.detector(
                ["SWATCH_APPEARANCE": "dark,reduced-transparency,elevated"], runner: log.runner()
            )
            .detect()
        #expect(
            detection.appearance
                == Appearance(colorScheme: .dark, level: .elevated, contrast: .standard, transparency: .reduced))
        #expect(detection.colorSchemeSource == .override)
        #expect(detection.levelSource == .override)
        #expect(detection.transparencySource == .override)
        // Contrast was left open, so the desktop was still asked about it, and only about it.
        #expect(detection.contrastSource == .fallback)
        #expect(log.invocations.map(\.arguments.last) == ["contrast", "high-contrast"])
    }

    @Test func completeOverrideStartsNoHelper() throws {
        let fixture = try AppearanceFixture()
        let log = AppearanceCommandLog()
        let detection =
            fixture.detector(
                ["SWATCH_APPEARANCE": "light,standard-contrast"], runner: log.runner()
            )
            .detect()
        #expect(detection.appearance == .light)
        #expect(detection.source == .override)
        #expect(log.invocations.isEmpty)
    }

    @Test func invalidOverrideIsIgnored() throws {
        let fixture = try AppearanceFixture()
        let detection =
            fixture.detector(
                ["SWATCH_APPEARANCE": "dark,purple", "COLORFGBG": "0;15"], runner: AppearanceCommandLog().runner()
            )
            .detect()
        #expect(detection.appearance == .light)
        #expect(detection.source == .terminalColors)
    }
}

@Suite struct AppearanceOverrideFileTests {
    @Test func theFileIsAnOverrideReadAtEveryDetection() throws {
        let fixture = try AppearanceFixture()
        try fixture.portal(colorScheme: 2)
        let detector = fixture.detector(["SWATCH_APPEARANCE_FILE": fixture.root + "/appearance"])
        #expect(detector.detect().appearance == .light, "no file yet: the portal decides")

        try fixture.write("dark, increased-contrast\n", to: "appearance")
        let detection = detector.detect()
        #expect(detection.appearance == Appearance(colorScheme: .dark, contrast: .increased))
        #expect(detection.colorSchemeSource == .override)
        #expect(detection.contrastSource == .override)

        try fixture.write("sepia", to: "appearance")
        #expect(detector.detect().appearance == .light, "an invalid file is no override")
    }

    @Test func theVariableBeatsTheFileTraitByTrait() throws {
        let fixture = try AppearanceFixture()
        try fixture.write("dark,increased-contrast", to: "appearance")
        let detector = fixture.detector(
            ["SWATCH_APPEARANCE": "light", "SWATCH_APPEARANCE_FILE": fixture.root + "/appearance"],
            runner: AppearanceCommandLog().runner())
        #expect(detector.detect().appearance == Appearance(colorScheme: .light, contrast: .increased))
    }
}
