import Testing

@testable import Swatch
@testable import SwatchColorTools

/// Valid literals. Byte expectations come from WPT css/css-color/parsing/
/// (browsers' serialized computed values), component expectations from the
/// files named at each test.
@Suite struct CSSColorParserTests {
    typealias ByteCase = (text: String, bytes: [Int])

    // WPT css/css-color/parsing/color-computed.html (CSS Color 3 forms, hex).
    static let legacyCases: [ByteCase] = [
        ("#234", [34, 51, 68, 255]),
        ("#FEDCBA", [254, 220, 186, 255]),
        ("rgb(2, 3, 4)", [2, 3, 4, 255]),
        ("rgb(100%, 0%, 0%)", [255, 0, 0, 255]),
        ("rgba(2, 3, 4, 0.5)", [2, 3, 4, 128]),
        ("rgba(2, 3, 4, 50%)", [2, 3, 4, 128]),
        ("hsl(120, 100%, 50%)", [0, 255, 0, 255]),
        ("hsla(120, 100%, 50%, 0.25)", [0, 255, 0, 64]),
        ("rgb(-2, 3, 4)", [0, 3, 4, 255]),
        ("rgb(100, 200, 300)", [100, 200, 255, 255]),
        ("rgb(20, 10, 0, -10)", [20, 10, 0, 0]),
        ("rgb(100%, 200%, 300%)", [255, 255, 255, 255]),
        ("red", [255, 0, 0, 255]),
        ("magenta", [255, 0, 255, 255]),
    ]

    // WPT css/css-color/parsing/color-valid-rgb.html: modern syntax, none, clamping.
    static let rgbCases: [ByteCase] = [
        ("rgb(none none none)", [0, 0, 0, 255]),
        ("rgb(none none none / none)", [0, 0, 0, 0]),
        ("rgb(128 none none)", [128, 0, 0, 255]),
        ("rgb(none none none / .5)", [0, 0, 0, 128]),
        ("rgb(20% none none)", [51, 0, 0, 255]),
        ("rgba(20% none none / none)", [51, 0, 0, 0]),
        ("rgb(none none none / 50%)", [0, 0, 0, 128]),
        ("rgb(-2 3 4)", [0, 3, 4, 255]),
        ("rgb(-20% 20% 40%)", [0, 51, 102, 255]),
        ("rgb(257 30 40)", [255, 30, 40, 255]),
        ("rgb(250% 20% 40%)", [255, 51, 102, 255]),
        ("rgba(-2 3 4 / .5)", [0, 3, 4, 128]),
        ("rgba(257 30 40 / 50%)", [255, 30, 40, 128]),
    ]

    // WPT css/css-color/parsing/color-valid-hsl.html.
    static let hslCases: [ByteCase] = [
        ("hsl(120 30% 50%)", [89, 166, 89, 255]),
        ("hsl(120 30% 50% / 0.5)", [89, 166, 89, 128]),
        ("hsl(0 0% 0%)", [0, 0, 0, 255]),
        ("hsl(120 0% 50%)", [128, 128, 128, 255]),
        ("hsl(120 100% 50% / 0)", [0, 255, 0, 0]),
        ("hsl(0 100% 50%)", [255, 0, 0, 255]),
        // "G = 42.5, this should be rounded UP to 43, not down to 42."
        ("hsl(10 100% 50%)", [255, 43, 0, 255]),
        ("hsl(0 0% 49.99999%)", [127, 127, 127, 255]),
        ("hsl(120 30 50)", [89, 166, 89, 255]),
        ("hsl(120 30% 50 / 0.5)", [89, 166, 89, 128]),
        ("hsl(120 30 50%)", [89, 166, 89, 255]),
        ("hsla(0 0% 0% / 0)", [0, 0, 0, 0]),
        // "Test parse-time clamp of negative saturation to zero"
        ("hsl(0 -50% 40%)", [102, 102, 102, 255]),
        ("hsl(30 -50% 60)", [153, 153, 153, 255]),
        ("hsl(0 -50 40%)", [102, 102, 102, 255]),
        ("hsl(30 -50 60)", [153, 153, 153, 255]),
    ]

    // WPT css/css-color/parsing/color-valid-hwb.html.
    static let hwbCases: [ByteCase] = [
        ("hwb(120 30% 50%)", [77, 128, 77, 255]),
        ("hwb(120 30% 50% / 0.5)", [77, 128, 77, 128]),
        ("hwb(0 0% 0%)", [255, 0, 0, 255]),
        ("hwb(0 0% 0% / 0)", [255, 0, 0, 0]),
        ("hwb(120 0% 0%)", [0, 255, 0, 255]),
        ("hwb(120 80% 0%)", [204, 255, 204, 255]),
        ("hwb(120 0% 50%)", [0, 128, 0, 255]),
        ("hwb(0 100% 50% / 0)", [170, 170, 170, 0]),
        ("hwb(120 30 50)", [77, 128, 77, 255]),
        ("hwb(120 30% 50 / 0.5)", [77, 128, 77, 128]),
        // "hwb(320deg 30% 40%) in sRGB has a blue channel of exactly one-half …
        // This value should be rounded UP to 128, not down to 127."
        ("hwb(320deg 30% 40%)", [153, 77, 128, 255]),
        ("hwb(0deg 10% 50%)", [128, 26, 26, 255]),
        ("hwb(120deg 10% 50%)", [26, 128, 26, 255]),
        ("hwb(0 20% 100%)", [43, 43, 43, 255]),
    ]

    // WPT css/css-color/parsing/color-computed-named-color.html.
    static let namedCases: [ByteCase] = [
        ("/**/transparent", [0, 0, 0, 0]),
        ("transparent", [0, 0, 0, 0]),
        (" transparent\n", [0, 0, 0, 0]),
        ("TransParent", [0, 0, 0, 0]),
        ("black", [0, 0, 0, 255]),
        ("white", [255, 255, 255, 255]),
        ("fuchsia", [255, 0, 255, 255]),
        ("cyan", [0, 255, 255, 255]),
        ("CyAn", [0, 255, 255, 255]),
    ]

    @Test(arguments: legacyCases + rgbCases + hslCases + hwbCases + namedCases)
    func parsesToBrowserBytes(text: String, bytes: [Int]) {
        #expect(css(text).bytes == bytes, "\(text)")
    }

    // CSS Color 4 §5.2: #RGB and #RGBA double each digit; #RRGGBBAA's last
    // pair is alpha. (Bytes, so exact.)
    @Test func hexForms() {
        #expect(css("#f80").bytes == [0xFF, 0x88, 0x00, 255])
        #expect(css("#F808").bytes == [0xFF, 0x88, 0x00, 0x88])
        #expect(css("#ff8800").bytes == [0xFF, 0x88, 0x00, 255])
        #expect(css("#0000FFCC").bytes == [0, 0, 255, 0xCC])
        #expect(css("#0000FFCC").alpha == 0xCC / 255.0)
        #expect(css("#F2F2F7") == Color(red8: 0xF2, green8: 0xF2, blue8: 0xF7))
    }

    @Test func allNamedColorsParse() {
        #expect(CSSColorParser.namedColorNames.count == 148)
        for name in CSSColorParser.namedColorNames {
            #expect(CSSColorParser.namedColor(name) != nil)
            #expect(css(name.uppercased()) == CSSColorParser.namedColor(name))
        }
        // CSS Color 4 §6.1: rebeccapurple is #663399.
        #expect(css("RebeccaPurple").hex == "#663399")
        #expect(css("grey") == css("gray"))
    }

    typealias Equivalence = (text: String, same: String)

    // WPT css/css-color/parsing/color-valid-lab.html: parse-time clamping and
    // hue normalization (each pair serializes identically in browsers).
    static let labEquivalences: [Equivalence] = [
        ("lab(400 0 10/50%)", "lab(100 0 10 / 0.5)"),
        ("lab(0 0 0 / -10%)", "lab(0 0 0 / 0)"),
        ("lab(0 0 0 / 110%)", "lab(0 0 0)"),
        ("lab(-40 0 0)", "lab(0 0 0)"),
        ("oklab(4 0 0.1/50%)", "oklab(1 0 0.1 / 0.5)"),
        ("oklab(-0.4 0 0)", "oklab(0 0 0)"),
        ("lch(10 20 380deg)", "lch(10 20 20)"),
        ("lch(10 20 -340deg)", "lch(10 20 20)"),
        ("lch(10 20 740deg)", "lch(10 20 20)"),
        ("lch(10 20 -700)", "lch(10 20 20)"),
        ("lch(-40 0 0)", "lch(0 0 0)"),
        ("lch(20 -20 0)", "lch(20 0 0)"),
        ("oklch(0.1 0.2 380deg)", "oklch(0.1 0.2 20)"),
        ("oklch(-4 0 0)", "oklch(0 0 0)"),
        ("oklch(0.2 -0.2 0)", "oklch(0.2 0 0)"),
        ("oklch(0.1 0.2 20 / 110%)", "oklch(0.1 0.2 20)"),
    ]

    // CSS Color 4 §8 reference ranges: lab L 100% = 100, a/b 100% = 125;
    // lch C 100% = 150; oklab L 100% = 1, a/b 100% = 0.4; oklch C 100% = 0.4.
    // Angles (CSS Values 4 §7.1): 1turn = 400grad = 360deg = 2π rad.
    static let unitEquivalences: [Equivalence] = [
        ("lab(50% 100% -100%)", "lab(50 125 -125)"),
        ("lab(25% 40% 0%)", "lab(25 50 0)"),
        ("lch(50% 100% 30)", "lch(50 150 30)"),
        ("oklab(50% 100% -50%)", "oklab(0.5 0.4 -0.2)"),
        ("oklch(100% 100% 30)", "oklch(1 0.4 30)"),
        ("oklch(70% 25% 250deg)", "oklch(0.7 0.1 250)"),
        ("hsl(0.5turn 100% 50%)", "hsl(180 100% 50%)"),
        ("hsl(200grad 100% 50%)", "hsl(180deg 100% 50%)"),
        ("hsl(3.141592653589793rad 100% 50%)", "hsl(180 100% 50%)"),
        ("HSL(180DEG 100% 50%)", "hsl(180 100% 50%)"),
        ("color(srgb 50% 25% 100% / 50%)", "color(srgb 0.5 0.25 1 / 0.5)"),
        ("color(xyz 0.5 0.4 0.3)", "color(xyz-d65 0.5 0.4 0.3)"),
        ("rgb(255 128 0 / 50%)", "rgba(255, 128, 0, .5)"),
        ("  rgb(  1   ,2,3  )  ", "rgb(1 2 3)"),
        ("\trgb(\n1\n2\n3/\n0.5)", "rgb(1 2 3 / 0.5)"),
        ("rgb(1e2 +50 .5e1)", "rgb(100 50 5)"),
        ("oklch(none none none / none)", "oklch(0 0 0 / 0)"),
    ]

    @Test(arguments: labEquivalences + unitEquivalences)
    func parsesToTheSameColor(text: String, same: String) {
        expectClose(css(text).rgba, css(same).rgba, tolerance: 1e-12, "\(text) vs \(same)")
    }

    // WPT color-valid-lab.html: lch(10 20 1.28rad) serializes as lch(10 20 73.3386).
    @Test func radiansToDegrees() {
        expectClose(LCH(css("lch(10 20 1.28rad)")).values, [10, 20, 73.3386], tolerance: 1e-4)
    }

    // sass-spec spec/core_functions/color/to_space/lab/srgb.hrx,
    // display_p3/srgb.hrx and srgb/xyz_d50.hrx: wide-gamut literals stay
    // unclipped in extended sRGB.
    @Test func wideGamutLiteralsAreNotClipped() {
        expectClose(
            css("lab(10% 20 30 / 0.4)").rgba, [0.2232025148, 0.0502398339, -0.1048943521, 0.4], tolerance: 1e-9)
        expectClose(css("lab(50% 50 -75)").rgb, [0.5529242775, 0.3381978942, 0.9794902605], tolerance: 1e-9)
        expectClose(
            css("color(display-p3 -1 0.4 2)").rgb, [-1.1046559278, 0.4619691673, 2.0833556096], tolerance: 1e-9)
        expectClose(css("color(xyz-d50 0.9642956764 1 0.8251046025)").rgb, [1, 1, 1], tolerance: 1e-9)
        // colorjs.io test/conversions.js: sRGB white is XYZ-D65 (0.95046, 1, 1.08906).
        expectClose(css("color(xyz-d65 0.9504559270516717 1 1.0890577507598784)").rgb, [1, 1, 1], tolerance: 1e-12)
        #expect(!css("color(display-p3 1 0 0)").isInSRGBGamut)
        expectClose(css("color(display-p3 1 0 0)").rgb, DisplayP3(red: 1, green: 0, blue: 0).color.rgb, tolerance: 0)
        // colorjs.io test/conversions.js, "Linear-light sRGB": 50% gray is 0.21404114 linear.
        expectClose(css("color(srgb-linear 0.21404114 0.21404114 0.21404114)").rgb, [0.5, 0.5, 0.5], tolerance: 1e-8)
    }

    @Test func colorInitializerThrowsTypedErrors() throws {
        #expect(try Color(css: "oklch(70% 0.1 250)").isInSRGBGamut)
        #expect(throws: CSSColorError.self) { try Color(css: "nope") }
    }
}
