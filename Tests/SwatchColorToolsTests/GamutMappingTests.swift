import Testing

@testable import Swatch
@testable import SwatchColorTools

/// CSS Color 4 gamut mapping (§ 13.2), checked against published results.
///
/// The expected figures are those of color.js, the reference implementation
/// the CSS Color 4 editors maintain, in its test suite `test/gamut.js`
/// ("P3 primaries to sRGB, CSS algorithm", "P3 to sRGB whites/blacks CSS
/// algorithm", "Maintains alpha"), which it checks to within 0.001 of each
/// component; so do these.
@Suite struct GamutMappingTests {
    /// color.js test/gamut.js, "P3 primaries to sRGB, CSS algorithm": percentages of sRGB.
    static let displayP3Primaries: [(String, [Double])] = [
        ("color(display-p3 1 0 0)", [100, 4.457, 4.5932]),
        ("color(display-p3 0 1 0)", [0, 98.576, 15.974]),
        ("color(display-p3 0 0 1)", [0, 0, 100]),
        ("color(display-p3 1 1 0)", [99.623, 99.901, 0]),
        ("color(display-p3 0 1 1)", [0, 99.645, 98.471]),
        ("color(display-p3 1 0 1)", [100, 16.736, 98.264]),
    ]

    @Test(arguments: displayP3Primaries)
    func displayP3PrimariesMapToThePublishedSRGBColors(_ source: String, _ percentages: [Double]) {
        let mapped = css(source).mapped(to: .sRGB)
        expectClose(mapped.rgb, percentages.map { $0 / 100 }, tolerance: 0.001, "\(source)")
        #expect(mapped.isInSRGBGamut)
    }

    /// color.js test/gamut.js, "P3 to sRGB whites/blacks CSS algorithm": past
    /// white or black in lightness, the result is white or black.
    @Test func lightnessBeyondWhiteOrBlackGivesWhiteOrBlack() {
        expectClose(css("color(display-p3 1 1 1)").mapped(to: .sRGB).rgb, [1, 1, 1], tolerance: 0.001)
        expectClose(css("color(display-p3 2 0 1)").mapped(to: .sRGB).rgb, [1, 1, 1], tolerance: 0.001)
        expectClose(css("color(display-p3 0 0 0)").mapped(to: .sRGB).rgb, [0, 0, 0], tolerance: 0.001)
        expectClose(css("color(display-p3 -1 0 0)").mapped(to: .sRGB).rgb, [0, 0, 0], tolerance: 0.001)
    }

    /// color.js test/gamut.js, "Maintains alpha".
    @Test func alphaIsKept() {
        for alpha in [1.0, 0.5, 0] {
            let mapped = css("color(display-p3 1 0 0 / \(alpha))").mapped(to: .sRGB)
            expectClose(mapped.rgba, [1, 0.04457, 0.045932, alpha], tolerance: 0.001)
        }
    }

    @Test func colorsInsideTheGamutAreUnchanged() {
        for text in ["#0A84FF", "rgb(242 242 247)", "hsl(0 50% 50%)", "white", "black"] {
            #expect(css(text).mapped(to: .sRGB) == css(text), "\(text)")
            #expect(css(text).mapped(to: .displayP3) == css(text), "\(text)")
        }
        // Inside P3 but not sRGB: mapped for sRGB only.
        let p3Red = css("color(display-p3 1 0 0)")
        expectClose(DisplayP3(p3Red.mapped(to: .displayP3)).values, [1, 0, 0], tolerance: 1e-9)
        #expect(!p3Red.mapped(to: .sRGB).rgb.contains { $0 < 0 || $0 > 1 })
    }

    /// The theme language's example: clipping gives #00FF00; mapping keeps a
    /// lighter green, which is what contrast must be judged on.
    @Test func mappingKeepsLightnessWhereClippingLosesIt() {
        let written = css("oklch(90% 0.4 140)")
        #expect(!written.isInSRGBGamut)
        let mapped = written.mapped(to: .sRGB)
        #expect(mapped.isInSRGBGamut)
        #expect(written.clipped(to: .sRGB).hex == "#00FF00")
        // The mapping keeps OKLCH lightness (to within the JND the search allows) and hue.
        let lch = OKLCH(mapped)
        #expect(abs(lch.lightness - 0.9) < 0.02)
        #expect(abs(lch.hue - 140) < 2)
        #expect(mapped.hex != "#00FF00")
        #expect(written.isInDisplayP3Gamut == false)
        #expect(written.mapped(to: .displayP3).isInDisplayP3Gamut)
    }

    @Test func nonFiniteComponentsClipInsteadOfSearching() {
        let broken = Color(red: .infinity, green: .nan, blue: -.infinity)
        #expect(broken.mapped(to: .sRGB).rgb == [1, 0, 0])
        #expect(broken.mapped(to: .displayP3).isInDisplayP3Gamut)
    }
}
