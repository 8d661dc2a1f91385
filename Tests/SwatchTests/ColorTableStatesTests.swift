import Swatch
import Testing

/// `ColorTable(states:)`: the string of states generated code writes a color
/// in reads back as the table it stands for, in every shape of value.
@Suite struct ColorTableStatesTests {
    @Test func twoLinesAreTheLightAndDarkValues() {
        let table = ColorTable(
            states: """
                #1D1D1F  // light
                #F5F5F7  // dark
                """)
        #expect(table == ColorTable(light: Color(rgb: 0x1D1D1F), dark: Color(rgb: 0xF5F5F7)))
    }

    @Test func eightLinesAreTheStatesInTheOrderOfTheEightValueInitializer() {
        let table = ColorTable(
            states: """
                #FFFFFF  // light · base
                #1C1C1E  // dark · base
                #FFFFFF  // light · elevated
                #2C2C2E  // dark · elevated
                #F0F0F0  // light · base · increased contrast
                #000000  // dark · base · increased contrast
                #E0E0E0  // light · elevated · increased contrast
                #121214  // dark · elevated · increased contrast
                """)
        let expected = ColorTable(
            Color(rgb: 0xFFFFFF), Color(rgb: 0x1C1C1E), Color(rgb: 0xFFFFFF), Color(rgb: 0x2C2C2E),
            Color(rgb: 0xF0F0F0), Color(rgb: 0x000000), Color(rgb: 0xE0E0E0), Color(rgb: 0x121214))
        #expect(table == expected)
        #expect(table[Appearance(colorScheme: .dark, level: .elevated)] == Color(rgb: 0x2C2C2E))
        #expect(table[Appearance(colorScheme: .dark, contrast: .increased, transparency: .reduced)] == .black)
    }

    @Test func sixteenLinesAreEveryStateInIndexOrder() {
        let table = ColorTable(
            states: """
                #000000
                #000001
                #000002
                #000003
                #000004
                #000005
                #000006
                #000007
                #000008
                #000009
                #00000A
                #00000B
                #00000C
                #00000D
                #00000E
                #00000F
                """)
        for appearance in Appearance.all {
            #expect(table[appearance] == Color(rgb: UInt32(appearance.index)))
        }
    }

    @Test func everySpellingOfAValueReadsAsTheSameColorsInitializerGives() {
        let table = ColorTable(
            states: """
                #3C3C434A
                #0A66C2 0.12
                #FFFFFF
                1.0930663 -0.2267052 -0.1501249 0.5
                0.1877 0.2 0.21983401080119558
                1e-05 0 1
                #FFFFFF
                #FFFFFF
                """)
        let state = Appearance.all.filter { $0.transparency == .standard }
        #expect(table[state[0]] == Color(rgba: 0x3C3C_434A))
        #expect(table[state[1]] == Color(rgb: 0x0A66C2, alpha: 0.12))
        #expect(table[state[3]] == Color(red: 1.0930663, green: -0.2267052, blue: -0.1501249, alpha: 0.5))
        #expect(table[state[4]] == Color(red: 0.1877, green: 0.2, blue: 0.21983401080119558))
        #expect(table[state[5]] == Color(red: 0.00001, green: 0, blue: 1))
    }

    @Test func aThemeColorOfStatesIsItsTable() {
        let veil = ThemeColor<Fill>(
            "veil",
            states: """
                #0A66C2 0.12  // light
                #4DA3FF33  // dark
                """)
        #expect(veil.name == "veil")
        #expect(veil.resolved(in: .dark) == Color(rgba: 0x4DA3_FF33))
        #expect(veil.resolved(in: .light) == Color(rgb: 0x0A66C2, alpha: 0.12))
    }
}
