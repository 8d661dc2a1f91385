import Testing

@testable import Swatch

/// Mixing against WPT css/css-color/parsing/color-computed-color-mix-function.html,
/// whose expectations follow CSS Color 5 color-mix() with premultiplied alpha.
/// `color-mix(in X, A p%, B)` is `A.mixed(with: B, amount: 1 - p)`.
@Suite struct ColorMixingTests {
    // "color-mix(in srgb, color(srgb .1 .2 .3 / .5), color(srgb .5 .6 .7 / .8))"
    // → color(srgb 0.3461539 0.4461539 0.5461539 / 0.65), and the same numbers
    // for srgb-linear, display-p3, xyz-d65 and xyz-d50 in their own space.
    @Test(arguments: [
        Color.InterpolationSpace.srgb, .linearSRGB, .displayP3, .xyzD65, .xyzD50,
    ])
    func premultipliedAlphaInRectangularSpaces(space: Color.InterpolationSpace) {
        func make(_ c: [Double], _ alpha: Double) -> Color {
            switch space {
            case .linearSRGB: LinearSRGB(red: c[0], green: c[1], blue: c[2], alpha: alpha).color
            case .displayP3: DisplayP3(red: c[0], green: c[1], blue: c[2], alpha: alpha).color
            case .xyzD65: XYZ(x: c[0], y: c[1], z: c[2], alpha: alpha).color
            case .xyzD50: XYZ(x: c[0], y: c[1], z: c[2], alpha: alpha, whitePoint: .d50).color
            default: Color(red: c[0], green: c[1], blue: c[2], alpha: alpha)
            }
        }
        func components(_ color: Color) -> [Double] {
            switch space {
            case .linearSRGB: LinearSRGB(color).values + [color.alpha]
            case .displayP3: DisplayP3(color).values + [color.alpha]
            case .xyzD65: XYZ(color).values + [color.alpha]
            case .xyzD50: XYZ(color, whitePoint: .d50).values + [color.alpha]
            default: color.rgba
            }
        }
        let mixed = make([0.1, 0.2, 0.3], 0.5).mixed(with: make([0.5, 0.6, 0.7], 0.8), in: space)
        expectClose(components(mixed), [0.3461539, 0.4461539, 0.5461539, 0.65], tolerance: 1e-7)
        // "… / .4) 25%, … / .8))" → 0.44285715 0.54285717 0.64285713 / 0.7 (float32 digits).
        let weighted = make([0.1, 0.2, 0.3], 0.4).mixed(with: make([0.5, 0.6, 0.7], 0.8), amount: 0.75, in: space)
        expectClose(components(weighted), [0.44285715, 0.54285717, 0.64285713, 0.7], tolerance: 1e-7)
        // "color-mix(in X, transparent, color(X 0.3 0.4 0.5))" → 0.3 0.4 0.5 / 0.5:
        // a transparent color fades the other without tinting it.
        let faded = Color.clear.mixed(with: make([0.3, 0.4, 0.5], 1), in: space)
        expectClose(components(faded), [0.3, 0.4, 0.5, 0.5], tolerance: 1e-9)
    }

    // "color-mix(in oklab, white, blue)" → oklab(0.726 -0.016 -0.156) (three decimals).
    @Test func oklabIsTheDefaultSpace() {
        let white = Color.white
        let blue = Color(red: 0, green: 0, blue: 1)
        expectClose(OKLab(white.mixed(with: blue)).values, [0.726, -0.016, -0.156], tolerance: 5e-4)
        #expect(white.mixed(with: blue) == white.mixed(with: blue, in: .oklab))
    }

    // "color-mix(in oklch, white, blue)" → oklch(0.72600686 0.15660719 264.05202262):
    // white's hue is powerless, so the mix keeps blue's hue.
    @Test func oklchTakesTheHueOfTheChromaticColor() {
        let mix = Color.white.mixed(with: Color(red: 0, green: 0, blue: 1), in: .oklch)
        expectClose(OKLCH(mix).values, [0.72600686, 0.15660719, 264.05202262], tolerance: 1e-7)
    }

    // "color-mix(in oklch <method> hue, red, white)" → shorter/increasing/
    // decreasing: oklch(0.81397768 0.12884165 29.23388028); longer: hue 209.23388028.
    // "…, red, transparent)" → oklch(0.62795536 0.2576833 29.23388028 / 0.5).
    @Test func oklchHueInterpolationMethods() {
        let red = Color(red: 1, green: 0, blue: 0)
        for method in [Color.HueInterpolation.shorter, .increasing, .decreasing] {
            let mix = red.mixed(with: .white, in: .oklch, hue: method)
            expectClose(OKLCH(mix).values, [0.81397768, 0.12884165, 29.23388028], tolerance: 1e-7, "\(method)")
        }
        let longer = red.mixed(with: .white, in: .oklch, hue: .longer)
        expectClose(OKLCH(longer).values, [0.81397768, 0.12884165, 209.23388028], tolerance: 1e-7)
        let faded = red.mixed(with: .clear, in: .oklch)
        expectClose(OKLCH(faded).values + [faded.alpha], [0.62795536, 0.2576833, 29.23388028, 0.5], tolerance: 1e-7)
    }

    // "color-mix(in oklch, oklch(0.1 0.2 30deg / .4), oklch(0.5 0.6 70deg / .8))"
    // → oklch(0.36666667 0.46666667 50 / 0.6): hue is interpolated but never premultiplied.
    // "color-mix(in oklch, oklch(0.1 20 120deg / 0), oklch(0.3 40 30deg))" → oklch(0.3 40 75 / 0.5).
    @Test func oklchPremultipliesAllButHue() {
        let a = OKLCH(lightness: 0.1, chroma: 0.2, hue: 30, alpha: 0.4).color
        let b = OKLCH(lightness: 0.5, chroma: 0.6, hue: 70, alpha: 0.8).color
        let mix = a.mixed(with: b, in: .oklch)
        expectClose(OKLCH(mix).values + [mix.alpha], [0.36666667, 0.46666667, 50, 0.6], tolerance: 1e-7)
        let c = OKLCH(lightness: 0.1, chroma: 20, hue: 120, alpha: 0).color
        let d = OKLCH(lightness: 0.3, chroma: 40, hue: 30).color
        let mix2 = c.mixed(with: d, in: .oklch)
        expectClose(OKLCH(mix2).values + [mix2.alpha], [0.3, 40, 75, 0.5], tolerance: 1e-7)
    }

    // "color-mix(in lab, white, blue)" → lab(64.78415099 34.1436823 -56.01485476);
    // "color-mix(in lch, lch(10 20 30deg), lch(50 60 70deg))" is in the same file as lch(30 40 50).
    @Test func labAndLCH() {
        let mix = Color.white.mixed(with: Color(red: 0, green: 0, blue: 1), in: .lab)
        expectClose(Lab(mix).values, [64.78415099, 34.1436823, -56.01485476], tolerance: 1e-7)
        let lch = LCH(lightness: 10, chroma: 20, hue: 30).color
            .mixed(with: LCH(lightness: 50, chroma: 60, hue: 70).color, in: .lch)
        expectClose(LCH(lch).values, [30, 40, 50], tolerance: 1e-9)
    }

    // hsl() and hwb() sections of the same file.
    @Test func hslAndHWB() {
        let hslA = HSL(hue: 120, saturation: 0.1, lightness: 0.2).color
        let hslB = HSL(hue: 30, saturation: 0.3, lightness: 0.4).color
        // "color-mix(in hsl, hsl(120deg 10% 20%), hsl(30deg 30% 40%))" → color(srgb 0.33 0.36 0.24).
        expectClose(hslA.mixed(with: hslB, in: .hsl).rgb, [0.33, 0.36, 0.24], tolerance: 1e-9)
        // "… hsl(120deg 10% 20% / .4), hsl(30deg 30% 40% / .8))" → 0.37222222 0.41111111 0.25555556 / 0.6.
        let translucent = hslA.withAlpha(0.4).mixed(with: hslB.withAlpha(0.8), in: .hsl)
        expectClose(translucent.rgba, [0.37222222, 0.41111111, 0.25555556, 0.6], tolerance: 1e-8)
        let red = Color(red: 1, green: 0, blue: 0)
        // "color-mix(in hsl shorter hue, red, white)" → 0.875 0.625 0.625; longer → 0.625 0.875 0.875.
        expectClose(red.mixed(with: .white, in: .hsl).rgb, [0.875, 0.625, 0.625], tolerance: 1e-9)
        expectClose(red.mixed(with: .white, in: .hsl, hue: .longer).rgb, [0.625, 0.875, 0.875], tolerance: 1e-9)
        // "color-mix(in hsl longer hue, hsl(60deg 50% 50%), hsl(60deg 50% 50%))" → 0.25 0.25 0.75.
        let yellowish = HSL(hue: 60, saturation: 0.5, lightness: 0.5).color
        expectClose(yellowish.mixed(with: yellowish, in: .hsl, hue: .longer).rgb, [0.25, 0.25, 0.75], tolerance: 1e-9)
        // "color-mix(in hsl increasing hue, hsl(60deg 50% 50%), hsl(40deg 50% 50%))" → 0.25 0.33333333 0.75.
        let orange = HSL(hue: 40, saturation: 0.5, lightness: 0.5).color
        expectClose(
            yellowish.mixed(with: orange, in: .hsl, hue: .increasing).rgb, [0.25, 1.0 / 3, 0.75], tolerance: 1e-9)
        // "color-mix(in hwb, hwb(120deg 10% 20%), hwb(30deg 30% 40%))" → color(srgb 0.575 0.7 0.2).
        let hwbA = HWB(hue: 120, whiteness: 0.1, blackness: 0.2).color
        let hwbB = HWB(hue: 30, whiteness: 0.3, blackness: 0.4).color
        expectClose(hwbA.mixed(with: hwbB, in: .hwb).rgb, [0.575, 0.7, 0.2], tolerance: 1e-9)
        // "color-mix(in hwb, white, blue)" → 0.5 0.5 1.
        expectClose(
            Color.white.mixed(with: Color(red: 0, green: 0, blue: 1), in: .hwb).rgb, [0.5, 0.5, 1], tolerance: 1e-9)
    }

    @Test func amountIsTheShareOfTheOtherColorAndIsClamped() {
        let a = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.7)
        let b = Color(red: 0.9, green: 0.1, blue: 0.3)
        for space in Color.InterpolationSpace.allCases {
            expectClose(a.mixed(with: b, amount: 0, in: space).rgba, a.rgba, tolerance: 1e-9, "\(space)")
            expectClose(a.mixed(with: b, amount: 1, in: space).rgba, b.rgba, tolerance: 1e-9, "\(space)")
            expectClose(a.mixed(with: b, amount: -3, in: space).rgba, a.rgba, tolerance: 1e-9, "\(space)")
            expectClose(a.mixed(with: b, amount: 7, in: space).rgba, b.rgba, tolerance: 1e-9, "\(space)")
        }
    }

    @Test func linearSRGBMixIsLighterThanGammaMix() {
        let black = Color.black
        let white = Color.white
        expectClose(black.mixed(with: white, in: .srgb).rgb, [0.5, 0.5, 0.5], tolerance: 1e-12)
        // Half the light is 0.5 linear, which encodes to 0.7353569830524495.
        expectClose(
            black.mixed(with: white, in: .linearSRGB).rgb,
            [SRGBTransfer.encode(0.5), SRGBTransfer.encode(0.5), SRGBTransfer.encode(0.5)], tolerance: 1e-12)
    }
}
