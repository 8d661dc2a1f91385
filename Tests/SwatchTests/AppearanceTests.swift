import Testing

@testable import Swatch

@Suite struct AppearanceTests {
    @Test func indexRoundTripsThroughAllSixteenStates() {
        #expect(Appearance.all.count == 16)
        #expect(Set(Appearance.all).count == 16)
        for index in 0..<16 { #expect(Appearance(index: index).index == index) }
    }

    @Test func describesStatesInWords() {
        let state = Appearance(colorScheme: .dark, level: .elevated, contrast: .increased)
        #expect(state.description == "dark · elevated · increased contrast")
        #expect(Appearance.light.description == "light · base")
    }

    @Test func colorTableResolvesEachStateToItsOwnEntry() {
        let table = ColorTable { Color(red: Double($0.index) / 15, green: 0, blue: 0) }
        for state in Appearance.all { #expect(table[state].red == Double(state.index) / 15) }
    }
}

@Suite struct AppearanceToolkitTests {
    @Test func twoSwitchesGiveTheSchemeAndTheContrast() {
        #expect(Appearance(dark: false) == .light)
        #expect(Appearance(dark: true) == .dark)
        #expect(Appearance(dark: true, highContrast: true) == Appearance(colorScheme: .dark, contrast: .increased))
        #expect(Appearance(dark: false, highContrast: true).level == .base)
        #expect(Appearance(dark: false, highContrast: true).transparency == .standard)
    }
}
