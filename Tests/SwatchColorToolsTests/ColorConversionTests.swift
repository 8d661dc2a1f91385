import Testing

@testable import Swatch
@testable import SwatchColorTools

/// Conversions against published reference values. Sources:
/// - colorjs.io `test/conversions.js` (color-js/color.js), which uses the same
///   CSS Color 4 matrices; values quoted to full precision are checked to 1e-9,
///   six-decimal ones to 1e-6 (their last digit is rounded).
/// - CSS Color 4 `conversions.js` for the white points.
@Suite struct ColorConversionTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let lime = Color(red: 0, green: 1, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    // colorjs.io test/conversions.js, "sRGB to (D65) XYZ": white.
    @Test func whiteInXYZD65IsTheD65WhitePoint() {
        expectClose(XYZ(Color.white).values, [0.9504559270516717, 1, 1.0890577507598784], tolerance: 1e-12)
    }

    // CSS Color 4 conversions.js: D50 = [0.3457 / 0.3585, 1.00000, (1.0 - 0.3457 - 0.3585) / 0.3585].
    // Bradford-adapting D65 white must land on it.
    @Test func whiteAdaptedToD50IsTheD50WhitePoint() {
        let white = XYZ(Color.white, whitePoint: .d50)
        expectClose(white.values, [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585], tolerance: 1e-9)
        #expect(white.whitePoint == .d50)
        expectClose(white.adapted(to: .d65).values, XYZ(Color.white).values, tolerance: 1e-12)
    }

    // colorjs.io test/conversions.js, "Linear-light sRGB": white and rgb(50% 50% 50%).
    @Test func linearSRGB() {
        expectClose(LinearSRGB(Color.white).values, [1, 1, 1], tolerance: 1e-15)
        expectClose(
            LinearSRGB(Color(red: 0.5, green: 0.5, blue: 0.5)).values, [0.21404114, 0.21404114, 0.21404114],
            tolerance: 1e-8)
    }

    // colorjs.io test/conversions.js, "sRGB to LCH" (CIE LCH, D50).
    @Test func lchOfNamedColors() {
        expectClose(
            LCH(css("slategray")).values, [52.69734985816035, 11.234156441150068, 253.00263766910288], tolerance: 1e-9)
        expectClose(
            LCH(css("papayawhip")).values, [95.22890204788412, 14.894161408435306, 80.18569512775224], tolerance: 1e-9)
        let white = LCH(Color.white)
        expectClose([white.lightness, white.chroma], [100, 0], tolerance: 1e-9)
        let black = LCH(Color.black)
        expectClose([black.lightness, black.chroma], [0, 0], tolerance: 1e-12)
    }

    // colorjs.io test/conversions.js, "OKLab": the sRGB primaries and secondaries
    // (six decimals, from Ottosson's published C++ with the 2021 matrices).
    static let oklabReferences: [(String, [Double])] = [
        ("white", [1.000000, 0.000000, 0.000000]),
        ("red", [0.627955, 0.224863, 0.125846]),
        ("lime", [0.86644, -0.233888, 0.179498]),
        ("blue", [0.452014, -0.032457, -0.311528]),
        ("cyan", [0.905399, -0.149444, -0.039398]),
        ("magenta", [0.701674, 0.274566, -0.169156]),
        ("yellow", [0.967983, -0.071369, 0.198570]),
        ("black", [0.000000, 0.000000, 0.000000]),
    ]

    @Test(arguments: oklabReferences)
    func oklabOfPrimaries(name: String, expected: [Double]) {
        expectClose(OKLab(css(name)).values, expected, tolerance: 1e-6, "\(name)")
    }

    // colorjs.io test/conversions.js, "OKLCh" (full precision).
    @Test func oklchOfPrimaries() {
        expectClose(
            OKLCH(Self.red).values, [0.6279553639214311, 0.2576833038053608, 29.23388027962784], tolerance: 1e-9)
        expectClose(
            OKLCH(Self.lime).values, [0.8664396175234368, 0.2948272245426958, 142.4953450414439], tolerance: 1e-9)
        expectClose(
            OKLCH(Self.blue).values, [0.45201371817442365, 0.3132143886344849, 264.0520226163699], tolerance: 1e-9)
        let white = OKLCH(Color.white)
        expectClose([white.lightness, white.chroma], [1, 0], tolerance: 1e-7)
    }

    // colorjs.io test/conversions.js, "P3 to sRGB": the cases it quotes exactly.
    // (Its six-digit cases predate CSS's rational P3 matrices and differ from
    // them by up to 8e-5, within that suite's 1e-4 epsilon; sass-spec below has
    // current ten-digit values.)
    @Test func displayP3ToSRGBExactCases() {
        expectClose(DisplayP3(red: 0.47, green: 0.47, blue: 0.47).color.rgb, [0.47, 0.47, 0.47], tolerance: 1e-12)
        expectClose(DisplayP3(red: 1, green: 1, blue: 1).color.rgb, [1, 1, 1], tolerance: 1e-12)
        expectClose(DisplayP3(red: -0.1, green: -0.1, blue: -0.1).color.rgb, [-0.1, -0.1, -0.1], tolerance: 1e-12)
        expectClose(DisplayP3(red: 0, green: 0, blue: 1).color.rgb, [0, 0, 1.0420216193529395], tolerance: 1e-12)
    }

    // sass-spec spec/core_functions/color/to_space/display_p3/srgb.hrx
    // (color.to-space(color(display-p3 …), srgb), ten decimals).
    @Test func displayP3ToSRGB() {
        expectClose(
            DisplayP3(red: 0.2, green: 0.4, blue: 0.8).color.rgb, [0.1040564965, 0.4059324741, 0.8278254695],
            tolerance: 1e-9)
        expectClose(
            DisplayP3(red: -1, green: 0.4, blue: 2).color.rgb, [-1.1046559278, 0.4619691673, 2.0833556096],
            tolerance: 1e-9)
        let partial = DisplayP3(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).color
        expectClose(partial.rgba, [0.0593560814, 0.2030894066, 0.3087304098, 0.4], tolerance: 1e-9)
    }

    // sass-spec spec/core_functions/color/to_space/srgb/xyz_d50.hrx.
    @Test func srgbToXYZD50() {
        expectClose(XYZ(Color.white, whitePoint: .d50).values, [0.9642956764, 1, 0.8251046025], tolerance: 1e-9)
        expectClose(
            XYZ(Color(red: 0.5, green: 0.5, blue: 0.5), whitePoint: .d50).values,
            [0.2063989463, 0.2140411405, 0.1766063301], tolerance: 1e-9)
        expectClose(
            XYZ(Color(red: 0.2, green: 0.4, blue: 0.8), whitePoint: .d50).values,
            [0.152004951, 0.1392210573, 0.4445526951], tolerance: 1e-9)
        expectClose(
            XYZ(Color(red: -1, green: 0.4, blue: 2), whitePoint: .d50).values,
            [0.3238971106, 0.1730595843, 3.5365131761], tolerance: 1e-9)
    }

    // sass-spec spec/core_functions/color/to_space/lab/srgb.hrx.
    @Test func labToSRGB() {
        expectClose(
            Lab(lightness: 50, a: 0, b: 0).color.rgb, [0.4663266093, 0.4663266093, 0.4663266093], tolerance: 1e-9)
        expectClose(
            Lab(lightness: 50, a: 50, b: -75).color.rgb, [0.5529242775, 0.3381978942, 0.9794902605], tolerance: 1e-9)
        expectClose(
            Lab(lightness: 10, a: 20, b: 30).color.rgb, [0.2232025148, 0.0502398339, -0.1048943521], tolerance: 1e-9)
        expectClose(Lab(lightness: 100, a: 0, b: 0).color.rgb, [1, 1, 1], tolerance: 1e-9)
    }

    // sass-spec spec/core_functions/color/to_space/oklch/srgb.hrx and
    // srgb/oklab.hrx. Sass composes Ottosson's original matrices rather than
    // CSS's 64-bit recomputation, which moves results by up to ~4e-8 (its
    // OKLab white is L = 0.999999993), hence 1e-7 here.
    @Test func oklabAndOKLCHAgainstSass() {
        expectClose(
            OKLCH(lightness: 0.5, chroma: 0, hue: 0).color.rgb, [0.388572859, 0.388572859, 0.388572859], tolerance: 1e-7
        )
        expectClose(
            OKLCH(lightness: 0.1, chroma: 0.1, hue: 30).color.rgb, [0.1013537496, -0.0274561828, -0.00582092],
            tolerance: 1e-7)
        expectClose(
            OKLCH(lightness: 0.10123456789, chroma: 0.198765432, hue: 30.192837465).color.rgb,
            [0.1786875178, -0.0832582876, -0.0062638361], tolerance: 1e-7)
        expectClose(
            OKLab(Color(red: 0.2, green: 0.4, blue: 0.8)).values, [0.53248255955, -0.0225118457, -0.1663491641],
            tolerance: 1e-7)
        expectClose(
            OKLab(Color(red: -1, green: 0.4, blue: 2)).values, [0.490997083563, -2.0235857478, -0.6049594977],
            tolerance: 1e-7)
    }

    // colorjs.io test/conversions.js, "HWB to sRGB" (inputs as in the test, via the parser).
    static let hwbReferences: [(String, [Double])] = [
        ("hwb(0 20% 40%)", [0.6, 0.2, 0.2]),
        ("hwb(90 30% 5%)", [0.625, 0.950, 0.300]),
        ("hwb(30 0% 80%)", [0.2, 0.1, 0]),
        ("hwb(720 20% 40%)", [0.6, 0.2, 0.2]),
        ("hwb(-270 30% 5%)", [0.625, 0.950, 0.300]),
        ("hwb(0 40% 80%)", [1.0 / 3, 1.0 / 3, 1.0 / 3]),
        ("hwb(0 50% 50%)", [0.5, 0.5, 0.5]),
    ]

    @Test(arguments: hwbReferences)
    func hwbToSRGB(text: String, expected: [Double]) {
        expectClose(css(text).rgb, expected, tolerance: 1e-12, "\(text)")
    }

    // colorjs.io test/conversions.js, "sRGB to HWB" and "sRGB to HSL" (HWB/HSL
    // percentages as fractions here; colorjs's NaN hue for grays is 0 here).
    @Test func srgbToHWBAndHSL() {
        expectClose(HWB(Color(red: 0.6, green: 0.2, blue: 0.2)).values, [0, 0.2, 0.4], tolerance: 1e-12)
        expectClose([HWB(Color.black).whiteness, HWB(Color.black).blackness], [0, 1], tolerance: 0)
        expectClose([HWB(Color.white).whiteness, HWB(Color.white).blackness], [1, 0], tolerance: 0)
        expectClose([HSL(Color.black).saturation, HSL(Color.black).lightness], [0, 0], tolerance: 0)
        expectClose([HSL(Color.white).saturation, HSL(Color.white).lightness], [0, 1], tolerance: 0)
    }

    // WPT css/css-color/parsing/color-computed-color-mix-function.html:
    // color-mix(in lab, white, blue) is lab(64.78415099 34.1436823 -56.01485476),
    // the mean of white (100 0 0) and blue, so blue is twice that minus white.
    @Test func labOfBlue() {
        expectClose(Lab(Self.blue).values, [29.56830198, 68.2873646, -112.02970952], tolerance: 1e-7)
        expectClose(Lab(Color.white).values, [100, 0, 0], tolerance: 1e-9)
    }

    // Round trips: every space must give back the color it was made from, to
    // 1e-9, including colors outside the sRGB gamut and translucent ones.
    static let roundTripColors: [Color] = [
        Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5), Color(red8: 0xF2, green8: 0xF2, blue8: 0xF7),
        .white, .black, red, lime, blue, Color(red: 0.001, green: 0.002, blue: 0.0005),
        Color(red: 1.09299, green: -0.226745, blue: -0.150155),  // Display P3 red
        Color(red: -0.511567, green: 1.018276, blue: -0.310711),  // Display P3 green
        Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0),
    ]

    @Test(arguments: roundTripColors)
    func roundTripsThroughEverySpace(color: Color) {
        func check<R: ColorRepresentation>(_ type: R.Type) {
            let back = Color(color.converted(to: type))
            expectClose(back.rgba, color.rgba, tolerance: 1e-9, "\(type)")
        }
        check(LinearSRGB.self)
        check(XYZ.self)
        check(DisplayP3.self)
        check(Lab.self)
        check(LCH.self)
        check(OKLab.self)
        check(OKLCH.self)
        expectClose(XYZ(color, whitePoint: .d50).color.rgba, color.rgba, tolerance: 1e-9, "XYZ D50")
        // HSL and HWB are defined on the sRGB cube; inside it they round-trip.
        if color.isInSRGBGamut {
            check(HSL.self)
            check(HWB.self)
        }
    }

    @Test func hslRoundTripsOutsideTheGamutToo() {
        // better-rgbToHsl.js (csswg-drafts#9222): negative saturation becomes
        // the opposite hue with positive saturation; the color is unchanged.
        let p3Green = Color(red: -0.511567, green: 1.018276, blue: -0.310711)
        let hsl = HSL(p3Green)
        #expect(hsl.saturation >= 0)
        expectClose(hsl.color.rgb, p3Green.rgb, tolerance: 1e-9)
    }

    @Test func hueIsInDegreesWithinOneTurn() {
        // atan2 of a tiny negative b is a tiny negative angle, and that plus
        // 360 rounds to exactly 360 in floating point.
        #expect(Hue.polar(a: 1, b: -1e-17).hue == 0)
        for color in Self.roundTripColors {
            for hue in [LCH(color).hue, OKLCH(color).hue, HSL(color).hue, HWB(color).hue] {
                #expect(hue >= 0 && hue < 360)
            }
        }
    }
}
