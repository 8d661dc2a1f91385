import Testing

@testable import Swatch

@Suite struct CompositingTests {
    let wcag = WCAGContrast()

    func close(_ a: Color, _ b: Color, _ tolerance: Double = 1e-12) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
            && abs(a.alpha - b.alpha) <= tolerance
    }

    /// Source-over in gamma-encoded sRGB, as browsers and the WCAG tools do:
    /// half of 0 and half of 1 is 0.5 encoded, #808080 to the nearest step.
    @Test func halfBlackOverWhiteIsMidGrayEncoded() {
        let seen = Color.black.opacity(0.5).composited(over: .white)
        #expect(seen == Color(red: 0.5, green: 0.5, blue: 0.5))
        #expect((seen.red * 255).rounded() == 128)
        // And the ratio is that of the gray: the metric sees the composite.
        let ratio = wcag.contrast(of: Color(red: 0, green: 0, blue: 0, alpha: 0.5), on: .white)
        #expect(ratio == WCAGContrast.ratio(Color(red: 0.5, green: 0.5, blue: 0.5), .white))
    }

    @Test func opaqueForegroundHidesTheBackgroundAndClearShowsIt() {
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(red.composited(over: .white) == red)
        #expect(Color.clear.composited(over: red) == red)
        #expect(Color.clear.composited(over: .clear) == .clear)
    }

    @Test func translucentOverTranslucentFollowsPorterDuff() {
        let top = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        let bottom = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        // α = 0.5 + 0.5 × 0.5 = 0.75; red = 0.5 / 0.75, blue = 0.25 / 0.75.
        #expect(close(top.composited(over: bottom), Color(red: 2.0 / 3, green: 0, blue: 1.0 / 3, alpha: 0.75)))
    }

    /// Flattening is associative with drawing each layer in turn.
    @Test func flatteningMatchesDrawingInTurn() {
        let window = Color(red8: 242, green8: 242, blue8: 247)
        let card = Color(red: 1, green: 1, blue: 1, alpha: 0.7)
        let tint = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.3)
        let stepwise = tint.composited(over: card.composited(over: window))
        #expect(close(Color.flattening([window, card, tint]), stepwise))
        // A translucent stack flattened first, then drawn on a backdrop.
        let floating = Color.flattening([card, tint])
        #expect(close(floating.composited(over: .black), tint.composited(over: card.composited(over: .black))))
        #expect(Color.flattening([Color]()) == .clear)
    }

    /// A 60% label on a translucent card on a window background.
    @Test func labelOnTranslucentCardOnWindow() {
        let window = Color(red8: 242, green8: 242, blue8: 247)
        let card = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
        let label = Color(red8: 60, green8: 60, blue8: 67, alpha: 0.6)

        let measured = wcag.worstContrast(of: label, on: [window, card])
        // By hand: card over window, then the label over that.
        let background = Color(
            red: 0.5 + 0.5 * 242 / 255, green: 0.5 + 0.5 * 242 / 255, blue: 0.5 + 0.5 * 247 / 255)
        let foreground = Color(
            red: 0.6 * 60 / 255 + 0.4 * background.red, green: 0.6 * 60 / 255 + 0.4 * background.green,
            blue: 0.6 * 67 / 255 + 0.4 * background.blue)
        #expect(close(measured.background, background))
        #expect(close(measured.foreground, foreground))
        #expect(abs(measured.contrast - WCAGContrast.ratio(foreground, background)) < 1e-12)
        #expect(measured.backdrop == nil)  // the window is opaque: nothing shows through
    }

    @Test func translucentBackgroundOnAStatedBackdrop() {
        let card = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
        let onBlack = wcag.worstContrast(of: .black, on: card, over: .color(.black))
        #expect(onBlack.background == Color(red: 0.5, green: 0.5, blue: 0.5))
        #expect(onBlack.backdrop == .black)
        let onWhite = wcag.worstContrast(of: .black, on: card, over: .color(.white))
        #expect(onWhite.contrast == 21)
    }

    /// With nothing behind it, a translucent background is judged by its worst
    /// backdrop: black text on half-white is worst over black.
    @Test func translucentBackgroundWorstOverBlackAndWhite() {
        let card = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
        let extremes = wcag.worstContrast(of: .black, on: card, over: .blackAndWhite)
        #expect(extremes.backdrop == .black)
        #expect(extremes.contrast == WCAGContrast.ratio(.black, Color(red: 0.5, green: 0.5, blue: 0.5)))
        let any = wcag.worstContrast(of: .black, on: card, over: .any)
        #expect(abs(any.contrast - extremes.contrast) < 1e-9)
    }

    /// A mid-gray label on a translucent white card can vanish over a gray
    /// backdrop, which black and white alone would miss.
    @Test func anyBackdropFindsTheCamouflagingGray() {
        let card = Color(red: 1, green: 1, blue: 1, alpha: 0.3)
        let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
        let extremes = wcag.worstContrast(of: gray, on: card, over: .blackAndWhite)
        let any = wcag.worstContrast(of: gray, on: card, over: .any)
        #expect(extremes.contrast > 2)
        #expect(any.contrast < 1.000_001)
        // Behind the card: (0.5 − 0.3) / 0.7 makes the background 0.5 exactly.
        #expect(abs(any.backdrop!.red - 2.0 / 7) < 1e-6)
        // And the plain form agrees with the worst case.
        #expect(wcag.contrast(of: gray, on: card) == any.contrast)
    }

    @Test func listedBackdropsReportTheWorstOne() {
        let card = Color(red: 0, green: 0, blue: 0, alpha: 0.4)
        let yellow = Color(red: 1, green: 1, blue: 0)
        let blue = Color(red: 0, green: 0, blue: 1)
        let measured = wcag.worstContrast(of: .white, on: card, over: .colors([blue, yellow]))
        #expect(measured.backdrop == yellow)
    }
}
