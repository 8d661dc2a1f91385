import Foundation
import Swatch
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchModel
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// Tokens Studio's color modifiers (`$extensions["studio.tokens"].modify`),
/// computed as the plugin computes them: every type in every space, the
/// modified color taken by the tokens that alias it, and what Swatch cannot
/// compute said at its place and left unknown.
@Suite struct TokensStudioModifyTests {
    typealias Shapes = DesignSystemShapesTests

    static func theme(_ path: String) throws -> (ResolvedTheme, [Diagnostic]) {
        let (document, diagnostics) = try Shapes.check(path)
        return (try JSON5TokenTests.theme(document), diagnostics)
    }

    static func hex(_ theme: ResolvedTheme, _ name: String, _ state: Appearance = .light) throws -> String {
        try #require(theme.colors.first { $0.name == name }, "\(theme.colors.map(\.name))")[state].hex
    }

    /// The colors the plugin gives the tokens of `modify/spaces.tokens.json`,
    /// computed apart from Swatch by `modify/expected-values.py` (coloraide's
    /// conversions, colorjs 0.4.5's rounding: see the script).
    static let expected: KeyValuePairs<String, String> = [
        "lighten.srgb": "#EB4D9E",
        "lighten.hsl": "#FF389F",
        "lighten.lch": "#F2719B",
        "lighten.p3": "#EF62A0",
        "darken.srgb": "#234B29",
        "darken.hsl": "#234B29",
        "darken.lch": "#274A2B",
        "darken.p3": "#244B28",
        "mix.srgb": "#B1147F",
        "mix.hsl": "#D009CD",
        "mix.lch": "#C12694",
        "mix.p3": "#B42980",
        "mix.white": "#9CBD9E",
        // Outside sRGB: far (chroma searched, CIEDE2000) and just (clipped).
        "mix.vivid": "#CB7800",
        "lighten.blue": "#8180FF",
        "alpha.srgb": "#3A7D4466",
        "alpha.hsl": "#E20075A6",
        "alpha.lch": "#1C50A01A",
        "alpha.p3": "#E1007480",
    ]

    @Test func everyTypeInEverySpaceGivesThePluginsColor() throws {
        let (theme, diagnostics) = try Self.theme("modify/spaces.tokens.json")
        #expect(
            !diagnostics.contains { $0.rule == .themeUnread || $0.severity == .error },
            "\(diagnostics.map(Shapes.brief))")
        for (name, hex) in Self.expected {
            #expect(try Self.hex(theme, name) == hex, "\(name)")
        }
    }

    @Test func colorJSRoundsAsJavaScriptWritesNumbers() {
        typealias Coordinates = ColorJSCoordinates
        // Below 1, `precision - 1` decimals: the integer part's "0" counts.
        #expect(Coordinates.toPrecision(0.8126, 3) == 0.81)
        #expect(Coordinates.toPrecision(44.313, 3) == 44.3)
        #expect(Coordinates.toPrecision(329.5, 3) == 330)
        #expect(Coordinates.toPrecision(1234.5, 3) == 1230)
        // `toFixed` rounds the exact binary value: 1.005 is below the half, 0.125 a tie away from zero.
        #expect(Coordinates.toPrecision(1.005, 3) == 1)
        #expect(Coordinates.toPrecision(0.125, 3) == 0.13)
        // The minus sign is an integer digit (`"-1"`), and `toFixed` rounds a tie of a negative away from zero.
        #expect(Coordinates.toPrecision(-0.25, 3) == -0.3)
    }

    @Test func aTokenAliasingAModifiedTokenTakesTheModifiedColorInEveryState() throws {
        let (theme, _) = try Self.theme("modify/telekom.tokens.json")
        // `Text & Icon.Additional` is black (white in dark) at Tokens Studio's 0.65: 166 of 255.
        let light = Appearance.all.filter { $0.colorScheme == .light }
        let dark = Appearance.all.filter { $0.colorScheme == .dark }
        for state in light { #expect(try Self.hex(theme, "Text & Icon.Additional", state) == "#000000A6") }
        for state in dark { #expect(try Self.hex(theme, "Text & Icon.Additional", state) == "#FFFFFFA6") }
        // `Ghost` aliases `None`, Light's black made fully transparent, Dark's white.
        let (transparent, _) = try Self.theme("modify/transparent.tokens.json")
        for state in light { #expect(try Self.hex(transparent, "Background.Ghost", state) == "#00000000") }
        for state in dark { #expect(try Self.hex(transparent, "Background.Ghost", state) == "#FFFFFF00") }
    }

    @Test func aBackgroundMadeTransparentIsNotJudgedOpaque() throws {
        let (_, diagnostics) = try Self.theme("modify/transparent.tokens.json")
        // Judged unmodified, black text on opaque black (white on white in dark) was 1.00:1;
        // on the transparent `Ghost` over `Canvas`, it is black on white (white on #1C1C1E).
        #expect(!diagnostics.contains { $0.rule == .dmContrast }, "\(diagnostics.map(Shapes.brief))")
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(Shapes.brief))")
    }

    @Test func aModifierOfAnUnknownTypeIsSaidOnceAtItAndTheTokenIsUnknown() throws {
        let (document, diagnostics) = try Shapes.check("modify/transparent.tokens.json")
        let unknown = diagnostics.filter { $0.message.contains("'shade' is not a modifier type Swatch computes") }
        #expect(unknown.count == 1, "\(diagnostics.map(Shapes.brief))")
        #expect(unknown.first.map { "\($0.line):\($0.column)" } == "24:65")
        // What goes unjudged there is a note of that one finding, not a finding of its own.
        #expect(!diagnostics.contains { $0.message.contains("'Background.Hover' has no known value") })
        #expect(unknown.first?.severity == .warning)
        // Neither `Hover` nor `Pressed`, which aliases it, is judged in light with the unmodified white.
        let theme = try JSON5TokenTests.theme(document)
        for name in ["Background.Hover", "Background.Pressed"] {
            let color = try #require(theme.colors.first { $0.name == name })
            #expect(color[.light].hex != "#FFFFFF", "\(name)")
            #expect(color[.dark].hex == "#1A1A1A", "\(name)")
        }
        let noted = diagnostics.filter { $0.message.contains("'{Background.Hover}', which is not read") }
        #expect(noted.map(\.line) == [26], "\(diagnostics.map(Shapes.brief))")
    }

    @Test func aModifierWithoutASpaceOrWithAValueThatIsNoNumberIsSaidAtIt() throws {
        let tokens = ##"""
            { "global": {
                "paper": { "value": "#FFFFFF", "type": "color" },
                "ink": { "value": "#000000", "type": "color",
                  "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": "0.2" } } } },
                "mist": { "value": "#000000", "type": "color",
                  "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": "{global.nothing}", "space": "srgb" } } } },
                "fog": { "value": "#000000", "type": "color",
                  "$extensions": { "studio.tokens": { "modify": { "type": "tint", "value": "half", "space": "oklch" } } } } },
              "$metadata": { "tokenSetOrder": ["global"] } }
            """##
        let document = ThemeImporter.tokenDocument(ThemeSource(path: "T/tokens.json", text: tokens), files: .none)
        let diagnostics = document.check(with: ThemeCompiler()).diagnostics
        let said = diagnostics.filter { $0.rule == .themeUnread || $0.rule == .themeValue }
        #expect(said.map(\.line) == [4, 6, 8, 8, 8], "\(diagnostics.map(Shapes.brief))")
        #expect(said.first?.message.hasPrefix("a 'modify' without a 'space' is not computed") == true)
        #expect(said[1].message.hasPrefix("a modifier's 'value' is a number") == true)
        #expect(said[1].severity == .error)
        // Each of a modifier's mistakes in one run, at each: its type, its value, its space.
        #expect(said.dropFirst(2).map(\.column) == [63, 80, 97], "\(diagnostics.map(Shapes.brief))")
    }

    @Test func aMixWhoseColorMixesItselfIsACircle() throws {
        let tokens = ##"""
            { "global": {
                "a": { "value": "#102030", "type": "color",
                  "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "0.5", "space": "srgb", "color": "{a}" } } } } },
              "$metadata": { "tokenSetOrder": ["global"] } }
            """##
        let document = ThemeImporter.tokenDocument(ThemeSource(path: "T/tokens.json", text: tokens), files: .none)
        let diagnostics = document.check(with: ThemeCompiler()).diagnostics
        let circles = diagnostics.filter { $0.rule == .themeCycle }
        #expect(circles.count == 1, "\(diagnostics.map(Shapes.brief))")
        #expect(circles.first?.message == "tokens mix each other in a circle: a → a")
    }

    @Test func theArithmeticOfAValueIsTokensStudios() {
        let numbers = ["a": 0.1, "b": 2.0]
        func evaluate(_ text: String) -> Double? { TokenArithmetic.evaluate(text) { numbers[$0] } }
        #expect(evaluate("0.10") == 0.1)
        #expect(evaluate(" {a} ") == 0.1)
        #expect(evaluate("{a} * {b}") == 0.2)
        #expect(evaluate("1 - ({a} + .4) / 2") == 0.75)
        #expect(evaluate("-{a}") == -0.1)
        #expect(evaluate("{missing}") == nil)
        #expect(evaluate("50%") == nil)
        #expect(evaluate("(0.5") == nil)
        #expect(evaluate(String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40)) == nil)
    }

    /// Telekom publishes its colors twice: Tokens Studio's file, its alphas
    /// as `modify`, and JSON5 sources, its alphas as `{ color, alpha }`;
    /// the fixtures copy both shapes, and the two give the same colors.
    @Test func telekomsTwoShapesGiveTheSameColorsInLightAndDark() throws {
        let (studio, _) = try Self.theme("modify/telekom.tokens.json")
        let (sources, _) = try Self.theme("modify/telekom.tokens.json5")
        let names = [
            "Text & Icon.Standard": "color.text-&-icon.standard",
            "Text & Icon.Additional": "color.text-&-icon.additional",
            "Text & Icon.Disabled": "color.text-&-icon.disabled",
            "Background.Canvas": "color.background.canvas",
            "Background.Scrim": "color.background.scrim",
        ]
        for (studioName, sourceName) in names {
            for state in [Appearance.light, .dark] {
                #expect(
                    try Self.hex(studio, studioName, state) == (try Self.hex(sources, sourceName, state)),
                    "\(studioName)")
            }
        }
    }
}
