import Testing

@testable import Swatch
@testable import SwatchDesktop

@Suite struct TerminalColorsTests {
    @Test(arguments: ["15;0", "7;0", "15;default;0", "0;8", "15;4", " 15 ; 6 "])
    func darkBackgrounds(_ value: String) {
        #expect(TerminalColors.preference(colorFGBG: value) == .init(colorScheme: .dark))
    }

    @Test(arguments: ["0;15", "0;7", "0;9", "0;default;11", "12"])
    func lightBackgrounds(_ value: String) {
        #expect(TerminalColors.preference(colorFGBG: value) == .init(colorScheme: .light))
    }

    @Test(arguments: ["default;default", "15;16", "15;-1", "", "15;", "blue;black"])
    func unknownBackgrounds(_ value: String) {
        #expect(TerminalColors.preference(colorFGBG: value) == nil)
    }

    @Test func terminalDecidesWhenTheDesktopIsSilent() throws {
        let fixture = try AppearanceFixture()
        let detection = fixture.detector(["COLORFGBG": "15;0"], runner: AppearanceCommandLog().runner()).detect()
        #expect(detection.appearance == .dark)
        #expect(detection.source == .terminalColors)
        #expect(detection.contrastSource == .fallback)
    }
}
