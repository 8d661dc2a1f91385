import Testing

@testable import Swatch
@testable import SwatchColorTools

/// A color written back in a literal's notation reads back as that color.
@Suite struct CSSColorNotationTests {
    @Test func aLiteralsNotationIsFoundFromItsText() {
        let cases: [(String, CSSColorNotation?)] = [
            ("#FF8800", .hex), ("#f80a", .hex), ("rgb(1 2 3)", .rgb), ("RGBA(1, 2, 3, 0.5)", .rgb),
            ("hsl(30 100% 50%)", .hsl), ("hsla(30, 100%, 50%, 1)", .hsl), ("oklch(70% 0.15 250)", .oklch),
            ("color(display-p3 1 0 0)", .displayP3), ("color( display-p3 1 0 0)", .displayP3),
            ("color(srgb 1 0 0)", nil), ("lab(50% 20 30)", nil), ("rebeccapurple", nil), ("", nil), ("(", nil),
        ]
        for (text, notation) in cases {
            #expect(CSSColorNotation(of: text) == notation, "\(text)")
        }
    }

    @Test func eachNotationIsWrittenAsCSSWritesIt() {
        let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(CSSColorNotation.hex.text(for: orange) == "#FF8000")
        #expect(CSSColorNotation.rgb.text(for: orange) == "rgb(255 128 0)")
        #expect(CSSColorNotation.hsl.text(for: orange) == "hsl(30 100% 50%)")
        #expect(CSSColorNotation.oklch.text(for: orange) == "oklch(73.1143% 0.186114 52.776)")
        #expect(
            CSSColorNotation.hsl.text(for: Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
                == "hsl(0 0% 50% / 0.25)")
        // Alpha only when the color is not opaque.
        #expect(CSSColorNotation.hex.text(for: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5)) == "#FF800080")
        #expect(CSSColorNotation.oklch.text(for: .white) == "oklch(100% 0 0)")
    }

    /// The round-trip property over many colors, opaque and not: parsing
    /// the text gives the color back within the notation's precision: the
    /// same bytes for the 8-bit notations, within half an 8-bit step for
    /// `hsl()` and `oklch()`, six decimals for Display P3.
    @Test func parsingTheTextGivesTheColorBack() {
        var generator = NotationGenerator(state: 0x5EED)
        let halfStep = 0.5 / 255
        var worst: [CSSColorNotation: Double] = [:]
        for index in 0..<5_000 {
            let alpha = index % 3 == 0 ? Double.random(in: 0...1, using: &generator) : 1
            let color = Color(
                red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
                blue: .random(in: 0...1, using: &generator), alpha: alpha)
            for notation in CSSColorNotation.allCases {
                let text = notation.text(for: color)
                #expect(CSSColorNotation(of: text) == notation, "\(text)")
                let back = css(text)
                switch notation {
                case .hex, .rgb:
                    #expect(back.bytes == color.bytes, "\(text) reads as \(back.bytes), not \(color.bytes)")
                case .hsl, .oklch, .displayP3:
                    let error = zip(back.rgba, color.rgba).map { abs($0 - $1) }.max() ?? .infinity
                    worst[notation] = max(worst[notation] ?? 0, error)
                }
            }
        }
        #expect(worst[.hsl]! < halfStep / 4, "hsl() is off by \(worst[.hsl]!)")
        #expect(worst[.oklch]! < halfStep / 4, "oklch() is off by \(worst[.oklch]!)")
        #expect(worst[.displayP3]! < 0.00001, "color(display-p3 …) is off by \(worst[.displayP3]!)")
    }
}

/// A reproducible generator, so that a failure can be replayed.
private struct NotationGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
