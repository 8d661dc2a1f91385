import SwatchTerminal
import Testing

@testable import Swatch
@testable import SwatchColorTools

@Suite struct ColorOutputTests {
    static let systemGray6 = Color(red8: 0xF2, green8: 0xF2, blue8: 0xF7)

    @Test func hexIsUppercaseRRGGBB() {
        #expect(Self.systemGray6.hex == "#F2F2F7")
        #expect(Color.black.hex == "#000000")
        #expect(Color.white.hex == "#FFFFFF")
    }

    @Test func hexAddsAlphaOnlyWhenTranslucent() {
        #expect(Self.systemGray6.withAlpha(0.5).hex == "#F2F2F780")
        #expect(Color.clear.hex == "#00000000")
        // 0.999 still rounds to the byte FF: the text says what a renderer gets.
        #expect(Self.systemGray6.withAlpha(0.999).hex == "#F2F2F7")
    }

    @Test func bytesRoundHalfUpAndClamp() {
        // WPT css/css-color/parsing/color-valid-hwb.html: a channel of exactly
        // 127.5 "should be rounded UP to 128, not down to 127".
        #expect(RGBA8.quantize(0.5) == 128)
        #expect(Color(red: 1.2, green: -0.3, blue: .nan).bytes == [255, 0, 0, 255])
        #expect(Color(RGBA8(red: 1, green: 2, blue: 3, alpha: 4)).rgba8 == RGBA8(red: 1, green: 2, blue: 3, alpha: 4))
    }

    @Test func cssUsesModernRGBInsideSRGB() {
        #expect(Self.systemGray6.css == "rgb(242 242 247)")
        #expect(Self.systemGray6.withAlpha(0.5).css == "rgb(242 242 247 / 0.5)")
        #expect(Color.clear.css == "rgb(0 0 0 / 0)")
    }

    // CSS Color 4 §15.2 "Serializing alpha values": an 8-bit alpha is written
    // as the smallest two-decimal value that maps back to the same byte, else
    // to three decimals. 0.2 → byte 51 → "0.2"; 0.499 → byte 127, which no
    // integer percentage reaches (49% → 125, 50% → 128), → 127/255 → "0.498".
    @Test func cssAlphaFollowsTheEightBitSerializationRule() {
        #expect(Color.black.withAlpha(0.2).css == "rgb(0 0 0 / 0.2)")
        #expect(Color.black.withAlpha(0.499).css == "rgb(0 0 0 / 0.498)")
        #expect(Color.black.withAlpha(0.8).css == "rgb(0 0 0 / 0.8)")
    }

    @Test func cssUsesDisplayP3OutsideSRGB() {
        let p3Red = DisplayP3(red: 1, green: 0, blue: 0).color
        #expect(!p3Red.isInSRGBGamut)
        #expect(p3Red.css == "color(display-p3 1 0 0)")
        #expect(p3Red.withAlpha(0.25).css == "color(display-p3 1 0 0 / 0.25)")
        let p3Green = DisplayP3(red: 0.25, green: 0.9, blue: 0.125).color
        #expect(!p3Green.isInSRGBGamut)
        #expect(p3Green.css == "color(display-p3 0.25 0.9 0.125)")
        // A P3 color that sRGB can show is written in rgb().
        #expect(DisplayP3(red: 0.2, green: 0.4, blue: 0.95).color.css.hasPrefix("rgb("))
    }

    @Test func gamutChecks() {
        #expect(Self.systemGray6.isInSRGBGamut)
        #expect(Self.systemGray6.isInDisplayP3Gamut)
        // Conversion noise must not push a color out of the gamut.
        #expect(DisplayP3(Color.white).color.isInSRGBGamut)
        let p3Red = DisplayP3(red: 1, green: 0, blue: 0).color
        #expect(!p3Red.isInSRGBGamut)
        #expect(p3Red.isInDisplayP3Gamut)
        // lab(50% -150 150) is outside even P3 (sass-spec lab/srgb.hrx keeps
        // such colors unclipped, and so do we).
        #expect(!Lab(lightness: 50, a: -150, b: 150).color.isInDisplayP3Gamut)
    }

    // ITU-T T.416 / ECMA-48 SGR 38;2 and 48;2 direct-color selectors, as
    // xterm's ctlseqs documents them: ESC [ 38 ; 2 ; R ; G ; B m.
    @Test func ansiTruecolorEscapes() {
        let orange = Color(red8: 255, green8: 136, blue8: 0)
        #expect(orange.ansiForeground == "\u{1B}[38;2;255;136;0m")
        #expect(orange.ansiBackground == "\u{1B}[48;2;255;136;0m")
        #expect(Color.ansiReset == "\u{1B}[0m")
    }

    @Test func decimalFormattingHasNoFloatingPointNoise() {
        #expect(DecimalFormatting.string(0.1 + 0.2, fractionDigits: 6) == "0.3")
        #expect(DecimalFormatting.string(-0.0000001, fractionDigits: 6) == "0")
        #expect(DecimalFormatting.string(-1.25, fractionDigits: 6) == "-1.25")
        #expect(DecimalFormatting.string(0.0000105, fractionDigits: 6) == "0.000011")
        #expect(DecimalFormatting.string(12, fractionDigits: 2) == "12")
    }
}

@Suite struct ColorOpacityTests {
    @Test func withAlphaReplacesAndClamps() {
        let color = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.8)
        #expect(color.withAlpha(0.5).alpha == 0.5)
        #expect(color.withAlpha(0.5).rgb == color.rgb)
        #expect(color.withAlpha(2).alpha == 1)
        #expect(color.withAlpha(-1).alpha == 0)
    }

    @Test func opacityMultiplies() {
        let color = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.8)
        #expect(abs(color.opacity(0.5).alpha - 0.4) < 1e-15)
        #expect(color.opacity(0.5).opacity(0.5).alpha == color.opacity(0.25).alpha)
        #expect(color.opacity(3).alpha == 1)
    }
}
