import Testing

@testable import Swatch

/// Figures published for WCAG 2.x contrast (the WCAG 2.x definitions of
/// relative luminance and contrast ratio; the same values the WebAIM Contrast
/// Checker, webaim.org/resources/contrastchecker, reports).
@Suite struct WCAGContrastTests {
    let wcag = WCAGContrast()

    func gray(_ level: UInt8) -> Color { Color(red8: level, green8: level, blue8: level) }

    func rounded(_ value: Double, places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded() / scale
    }

    @Test func gray88OnWhiteIs3_5449() {
        #expect(rounded(wcag.contrast(of: gray(0x88), on: .white), places: 4) == 3.5449)
    }

    /// Quoted as 4.478:1 (WebAIM shows 4.47:1); the formula gives 4.47809.
    @Test func gray77OnWhiteIs4_478() {
        let ratio = wcag.contrast(of: gray(0x77), on: .white)
        #expect(rounded(ratio, places: 3) == 4.478)
        #expect(rounded(ratio, places: 4) == 4.4781)
    }

    /// #767676 is the lightest gray that passes 4.5:1 on white; #777777 fails.
    @Test func gray76OnWhiteIs4_5422AndPassesAA() {
        let ratio = wcag.contrast(of: gray(0x76), on: .white)
        #expect(rounded(ratio, places: 4) == 4.5422)
        #expect(ratio >= 4.5)
        #expect(wcag.contrast(of: gray(0x77), on: .white) < 4.5)
    }

    @Test func blackOnWhiteIs21AndSameOnSameIs1() {
        #expect(wcag.contrast(of: .black, on: .white) == 21)
        #expect(wcag.contrast(of: .white, on: .black) == 21)
        for color in [Color.black, .white, gray(0x88), Color(red: 0.2, green: 0.6, blue: 0.9)] {
            #expect(wcag.contrast(of: color, on: color) == 1)
        }
    }

    @Test func relativeLuminanceFollowsTheFormula() {
        #expect(WCAGContrast.relativeLuminance(of: .white) == 1)
        #expect(WCAGContrast.relativeLuminance(of: .black) == 0)
        // Pure primaries weigh in with the formula's coefficients.
        #expect(abs(WCAGContrast.relativeLuminance(of: Color(red: 1, green: 0, blue: 0)) - 0.2126) < 1e-12)
        #expect(abs(WCAGContrast.relativeLuminance(of: Color(red: 0, green: 1, blue: 0)) - 0.7152) < 1e-12)
        #expect(abs(WCAGContrast.relativeLuminance(of: Color(red: 0, green: 0, blue: 1)) - 0.0722) < 1e-12)
        // Below the 0.04045 threshold the curve is linear: 10/255 ÷ 12.92.
        let dark = gray(10)
        #expect(abs(WCAGContrast.relativeLuminance(of: dark) - (10.0 / 255) / 12.92) < 1e-15)
    }

    @Test func ratioIsSymmetric() {
        let blue = Color(red8: 0, green8: 122, blue8: 255)
        #expect(wcag.contrast(of: blue, on: .white) == wcag.contrast(of: .white, on: blue))
        #expect(WCAGContrast.ratio(blue, .white) == WCAGContrast.ratio(.white, blue))
    }

    @Test func metricIsNamedAndReachableAsDotWCAG() {
        func name(of metric: some ContrastMetric) -> String { metric.name }
        #expect(name(of: .wcag) == "WCAG 2.x")
    }
}
