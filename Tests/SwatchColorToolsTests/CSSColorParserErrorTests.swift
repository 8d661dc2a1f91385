import Testing

@testable import Swatch
@testable import SwatchColorTools

/// Rejected literals: each must say what is wrong and where it starts (a
/// 0-based offset in Unicode scalars, which the compiler adds to the YAML
/// scalar's column).
@Suite struct CSSColorParserErrorTests {
    func error(_ text: String) -> CSSColorError? {
        if case .failure(let error) = CSSColorParser.parse(text) { return error }
        return nil
    }

    typealias Case = (text: String, offset: Int, message: String)

    /// Each message in full, so that a reworded message is a deliberate change.
    static let cases: [Case] = [
        ("", 0, "the color is empty: write one such as '#FF8800', 'rebeccapurple' or 'oklch(70% 0.15 250)'"),
        // Missing ')': the offset is just past the last token, where ')' belongs.
        ("rgb(255 0 0", 11, "missing ')' at the end of rgb(): add ')'"),
        ("oklch(70% 0.1 250   ", 17, "missing ')' at the end of oklch(): add ')'"),
        // Mixing commas and spaces: at the first separator that breaks the pattern.
        (
            "rgb(255, 0 0)", 11,
            "rgb() mixes commas and spaces: separate all values with commas, as in 'rgb(255, 136, 0, 0.5)', or all with spaces, as in 'rgb(255 136 0 / 0.5)'"
        ),
        (
            "hsl(120 50% 50%, 1)", 15,
            "hsl() mixes commas and spaces: separate all values with commas, as in 'hsl(32, 100%, 50%, 0.5)', or all with spaces, as in 'hsl(32 100% 50% / 0.5)'"
        ),
        (
            "rgb(1, 2, 3 / 0.5)", 12,
            "'/' doesn't go with commas: with commas the alpha is a fourth value, as in 'rgb(255, 136, 0, 0.5)'; with spaces it follows '/', as in 'rgb(255 136 0 / 0.5)'"
        ),
        ("hwb(120, 30%, 50%)", 7, "hwb() separates its values with spaces, not commas, as in 'hwb(32 0% 0% / 0.5)'"),
        // Hex of the wrong length, and a bad digit.
        ("#12345", 0, "'#12345' has 5 hex digits; a hex color has 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)"),
        (
            "#1234567", 0,
            "'#1234567' has 7 hex digits; a hex color has 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)"
        ),
        ("#12G456", 3, "'G' is not a hexadecimal digit: hex colors use only 0-9 and A-F"),
        ("#", 0, "'#' must be followed by hex digits, as in '#FF8800'"),
        // Unknown names, with the closest named color.
        ("rebbecapurple", 0, "unknown color name 'rebbecapurple'; did you mean 'rebeccapurple'?"),
        ("  lightgrren", 2, "unknown color name 'lightgrren'; did you mean 'lightgreen'?"),
        ("Bleu", 0, "unknown color name 'Bleu'; did you mean 'blue'?"),
        ("transparant", 0, "unknown color name 'transparant'; did you mean 'transparent'?"),
        (
            "brandprimary", 0,
            "unknown color name 'brandprimary': use one of the 148 CSS named colors, a hex color such as '#FF8800', or a function such as 'oklch(70% 0.15 250)'"
        ),
        (
            "FF8800", 0,
            "unknown color name 'FF8800' (if you meant the hex color '#FF8800', include the '#' and quote the value, since YAML reads an unquoted '#' as a comment)"
        ),
        (
            "currentColor", 0,
            "'currentcolor' takes the color of the element it is used on; a theme needs a concrete color"
        ),
        // Unknown functions.
        ("rbg(1 2 3)", 0, "unknown color function 'rbg()'; did you mean 'rgb()'?"),
        ("rgab(1 2 3)", 0, "unknown color function 'rgab()'; did you mean 'rgba()'?"),
        (
            "okhsl(1 2 3)", 0,
            "unknown color function 'okhsl()': use rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color()"
        ),
        (
            "cmyk(0 0 0 0)", 0,
            "unknown color function 'cmyk()': use rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color()"
        ),
        (
            "display-p3(1 0 0)", 0,
            "'display-p3' is a color space, not a function: write 'color(display-p3 …)', as in 'color(display-p3 1 0.55 0 / 0.5)'"
        ),
        (
            "color-mix(in oklab, red, blue)", 0,
            "color-mix() is not supported: a theme needs one concrete color; write the resulting color"
        ),
        // Wrong number of components.
        ("rgb(1 2)", 7, "rgb() needs 3 components (red, green, blue), found 2, as in 'rgb(255 136 0 / 0.5)'"),
        (
            "oklch()", 6,
            "oklch() needs 3 components (lightness, chroma, hue), found 0, as in 'oklch(75% 0.18 60 / 0.5)'"
        ),
        (
            "rgb(1 2 3 0.5)", 10,
            "rgb() takes 3 components (red, green, blue), found 4; to give an alpha, put it after a slash, as in 'rgb(255 136 0 / 0.5)'"
        ),
        ("lab(1 2 3 4 5)", 10, "lab() takes 3 components (lightness, a, b), found 5: remove the extra values"),
        ("rgba(1, 2, 3, 4, 5)", 17, "rgba() takes at most 4 comma-separated values: red, green, blue and alpha"),
        ("rgb(1 2 3 / )", 12, "expected an alpha after '/', as in 'rgb(255 136 0 / 0.5)'"),
        ("rgb(1 2 3 / 0.5 0.5)", 16, "only one alpha may follow '/': remove the extra value"),
        ("rgb(1, 2, 3,)", 11, "a ',' with no value after it: remove it or add the missing value"),
        // Bad numbers and units.
        ("rgb(1.2.3 0 0)", 4, "'1.2.3' is not a number: use one decimal point, as in '0.5'"),
        ("rgb(10px 0 0)", 6, "unexpected unit 'px': red takes a number, a percentage or 'none'"),
        ("oklch(70% 0.1 250dge)", 17, "unknown angle unit 'dge'; did you mean 'deg'?"),
        ("lch(50% 40 10px)", 13, "unknown angle unit 'px': use deg, rad, grad or turn"),
        (
            "hsl(10% 50% 50%)", 4,
            "hue takes a number of degrees, an angle (deg, rad, grad, turn) or 'none', not a percentage"
        ),
        ("rgb(red 0 0)", 4, "expected red as a number, a percentage or 'none', found 'red'"),
        (
            "rgb(1e999 0 0)", 4,
            "'1e999' is too large to be a color component: write the value you mean, such as 255 or 0.5"
        ),
        // Rules of the comma-separated syntax.
        (
            "rgb(none, 0, 0)", 4,
            "'none' is not allowed in the comma-separated syntax: separate the values with spaces, as in 'rgb(255 136 0 / 0.5)'"
        ),
        (
            "rgb(50%, 0, 0)", 9,
            "rgb() with commas takes all numbers or all percentages: make them alike, or separate the values with spaces, where mixing is allowed"
        ),
        ("hsl(120, 50, 50%)", 9, "saturation must be a percentage in the comma-separated syntax: write '50%'"),
        // color() spaces.
        (
            "color(rec2020 1 0 0)", 6,
            "the color space 'rec2020' is not supported: use srgb, srgb-linear, display-p3, xyz-d65 or xyz-d50"
        ),
        ("color(display-p4 1 0 0)", 6, "unknown color space 'display-p4'; did you mean 'display-p3'?"),
        (
            "color(1 0 0)", 6,
            "color() starts with a color space (srgb, srgb-linear, display-p3, xyz-d65 or xyz-d50), as in 'color(display-p3 1 0.55 0 / 0.5)'"
        ),
        // Features that need a document to resolve.
        ("rgb(calc(1) 2 3)", 4, "calc() can't be used inside a color here: write the value it computes"),
        ("rgb(from red r g b)", 4, "relative colors ('rgb(from …)') are not supported: write the resulting color"),
        // Anything after the color.
        ("rgb(1 2 3) red", 11, "unexpected 'red' after the color: a value holds exactly one color"),
        ("#FFF !important", 5, "unexpected '!important' after the color: a value holds exactly one color"),
        ("rgb(1 2 3 /* unterminated", 10, "unterminated comment: close it with '*/'"),
        ("rgb(1 2 / 3 / 4)", 12, "only one '/' is allowed, before the alpha: remove the extra '/'"),
        ("rgb(1,, 2, 3)", 6, "expected a value before ',': remove the extra ','"),
        // Characters pasted from documents that look like CSS but are not.
        ("rgb(1\u{A0}2 3)", 5, "a special space (U+00A0) is not CSS whitespace: replace it with a plain space"),
        ("lab(50% \u{2212}20 30)", 8, "'\u{2212}' (U+2212) is not a minus sign in CSS: type '-' instead"),
        (
            "\u{201C}#FF8800\u{201D}", 0,
            "curly quotes (U+201C) are not part of a color: remove them, or quote the YAML value with straight quotes"
        ),
    ]

    @Test(arguments: cases)
    func rejectsWithMessageAndOffset(text: String, offset: Int, message: String) {
        guard let error = error(text) else {
            Issue.record("'\(text)' parsed but should have failed")
            return
        }
        #expect(error.message == message, "\(text)")
        #expect(error.offset == offset, "\(text): \(error.message)")
    }

    @Test func offsetsCountUnicodeScalars() {
        // "e\u{301}" is one Character but two scalars, as libyaml counts columns.
        // The fourth component starts at scalar 19 (Character 18).
        let text = "rgb(1 2 3 /* e\u{301} */ 0.5 0.5)"
        #expect(error(text)?.offset == 19)
        #expect(Array(text.unicodeScalars)[19] == "0")
        #expect(Array(text)[18] == "0")
        // A non-ASCII character inside a hex color is reported where it is.
        #expect(error("#ＦF0000")?.offset == 1)
        #expect(error("#ＦF0000")?.message == "'Ｆ' is not a hexadecimal digit: hex colors use only 0-9 and A-F")
    }

    @Test func suggestionsAreOnlyMadeForLikelyTypos() {
        #expect(EditDistance.distance("rbg", "rgb") == 1)
        #expect(EditDistance.distance("kitten", "sitting") == 3)
        #expect(EditDistance.closest(to: "xyzzy", in: CSSColorParser.namedColorNames) == nil)
        #expect(EditDistance.closest(to: "grean", in: CSSColorParser.namedColorNames) == "green")
    }
}
