import Swatch
import Testing

@testable import SwatchFormats
@testable import SwatchModel

/// The table of pairs read from names, which every format shares: each rule
/// that keeps it from pairing a foreground with a background the system
/// never draws it on, in the shapes real systems name them.
@Suite struct NamePairsTests {
    /// What the table pairs among `names`, each with the role its name says
    /// (`translucent`: the names of translucent backgrounds).
    static func pairs(_ names: [String], translucent: Set<String> = []) -> [String: [String]] {
        let colors = names.map { name in
            NamePairs.Color(
                name: name, written: name, role: ImportedColor.guessedRole(for: name).role,
                translucent: translucent.contains(name))
        }
        return Dictionary(NamePairs.infer(colors).map { ($0.foreground, $0.backgrounds) }) { first, _ in first }
    }

    @Test func figmaNamesAreReadAsTokenNamesAre() {
        let dotted = Self.pairs(["fgColor.accent", "bgColor.accent", "bgColor.default"])
        let slashed = Self.pairs(["fgColor/accent", "bgColor/accent", "bgColor/default"])
        #expect(dotted["fgColor.accent"] == ["bgColor.accent"])
        #expect(slashed["fgColor/accent"] == ["bgColor/accent"])
    }

    @Test func aFixedColorIsPairedWithNothing() {
        // Primer: `fgColor.white` is white in every mode; on `bgColor.white`
        // it would be 1.00:1, and in dark the default background is not
        // where it is drawn.
        let pairs = Self.pairs(["fgColor.white", "fgColor.black", "bgColor.white", "bgColor.black", "bgColor.default"])
        #expect(pairs["fgColor.white"] == nil)
        #expect(pairs["fgColor.black"] == nil)
    }

    @Test func anOnInsideAForegroundsNameIsItsBackgroundAlone() {
        let pairs = Self.pairs([
            "fgColor.onEmphasis", "bgColor.emphasis", "bgColor.default",
            "color.text.brand.on-brand-secondary", "color.background.brand.secondary", "color.background.default",
        ])
        #expect(pairs["fgColor.onEmphasis"] == ["bgColor.emphasis"])
        #expect(pairs["color.text.brand.on-brand-secondary"] == ["color.background.brand.secondary"])
        // With no such background, nothing: never the default one.
        #expect(Self.pairs(["fgColor.onInverse", "bgColor.default"])["fgColor.onInverse"] == nil)
    }

    @Test func aBackgroundWithItsOwnOnForegroundIsNotTheGroupsPlainForegrounds() {
        // Figma's Simple Design System: `text.brand` is brand-colored text
        // for the page; `background.brand` is the fill `text.brand.on-brand` is for.
        let pairs = Self.pairs([
            "color.text.brand", "color.text.brand.on-brand", "color.background.brand", "color.background.default",
            "color.text.default.secondary", "color.background.default.secondary",
        ])
        #expect(pairs["color.text.brand"] == ["color.background.default"])
        #expect(pairs["color.text.brand.on-brand"] == ["color.background.brand"])
        // A background no `on` foreground names keeps its namesake, and the
        // foreground goes on it alone, not also on the default.
        #expect(pairs["color.text.default.secondary"] == ["color.background.default.secondary"])
    }

    @Test func likeStepsOfTwoRampsAreNoPair() {
        // PatternFly: `text.color.300` and `background.color.300` are steps of
        // two ramps, never drawn one on the other (1.32:1 in its light config).
        let pairs = Self.pairs(["text.color.300", "background.color.300", "background.color.default"])
        #expect(pairs["text.color.300"] == nil)
        // A translucent step, or a backdrop, is not drawn on the default background.
        let layers = Self.pairs(
            ["background.color.500", "background.color.backdrop", "background.color.default"],
            translucent: ["background.color.500", "background.color.backdrop"])
        #expect(layers.isEmpty)
    }

    @Test func aVariantsTextGoesOnItsVariantsBackgroundNotTheDefaultVariants() {
        // Astro: borderless and secondary buttons' text is not drawn on the
        // primary button's background, the group's one `default`.
        let pairs = Self.pairs(
            [
                "button.color.text.borderless.default", "button.color.text.secondary.hover",
                "button.color.text.primary.default", "button.color.background.primary.default",
                "button.color.background.borderless", "button.color.background.secondary",
            ], translucent: ["button.color.background.borderless"])
        #expect(pairs["button.color.text.borderless.default"] == ["button.color.background.borderless"])
        #expect(pairs["button.color.text.secondary.hover"] == nil)
        #expect(pairs["button.color.text.primary.default"] == ["button.color.background.primary.default"])
        // A translucent variant is not drawn on another variant.
        #expect(pairs["button.color.background.borderless"] == nil)
    }

    @Test func aTranslucentStateLayerIsNotDrawnOnTheDefault() {
        // MetaMask: `background.hover` (#00000005) is a state layer for
        // components with no background of their own.
        let pairs = Self.pairs(
            ["colors.background.hover", "colors.background.pressed", "colors.background.default"],
            translucent: ["colors.background.hover", "colors.background.pressed"])
        #expect(pairs.isEmpty)
        let primer = Self.pairs(["bgColor.accent.muted", "bgColor.default"], translucent: ["bgColor.accent.muted"])
        #expect(primer["bgColor.accent.muted"] == ["bgColor.default"])
    }

    @Test func onXGoesOnXOnlyWhenXIsDrawnOn() {
        // PatternFly: `icon.color.on-disabled` is not drawn on the icon `icon.color.disabled`.
        let pairs = Self.pairs(["icon.color.on-disabled", "icon.color.disabled", "on-primary", "primary"])
        #expect(pairs["icon.color.on-disabled"] == nil)
        #expect(pairs["on-primary"] == ["primary"])
    }

    @Test func aForegroundForAnotherBackgroundIsNotDrawnOnTheDefaultOne() {
        // SEED: `fg/neutral-inverted` on `bg/neutral-inverted`;
        // `fg/brand-contrast` on the solid brand fill, which its name does not name.
        let pairs = Self.pairs(["fg/neutral-inverted", "bg/neutral-inverted", "fg/brand-contrast", "bg/layer-default"])
        #expect(pairs["fg/neutral-inverted"] == ["bg/neutral-inverted"])
        #expect(pairs["fg/brand-contrast"] == nil)
    }

    @Test func aForegroundInAStateIsDrawnOnTheBackgroundInThatState() {
        // Fluent: disabled text is drawn on the disabled button, not on the
        // button at rest; hovered input text on the input's one background.
        let pairs = Self.pairs([
            "primaryButtonTextDisabled", "primaryButtonBackgroundDisabled", "primaryButtonBackground",
            "primaryButtonText", "inputTextHovered", "inputBackground",
        ])
        #expect(pairs["primaryButtonTextDisabled"] == ["primaryButtonBackgroundDisabled"])
        #expect(pairs["primaryButtonText"] == ["primaryButtonBackground"])
        #expect(pairs["inputTextHovered"] == ["inputBackground"])
    }

    @Test func theDefaultBackgroundIsTheGroupsOneNameEndingInDefault() {
        // SEED names its page `bg/layer-default`.
        let pairs = Self.pairs(["fg/neutral", "bg/layer-default", "bg/layer-default-pressed", "bg/brand-solid"])
        #expect(pairs["fg/neutral"] == ["bg/layer-default"])
        // Two such: which is meant, the name does not say.
        let two = Self.pairs(["fg/neutral", "bg/layer-default", "bg/surface-default"])
        #expect(two["fg/neutral"] == nil)
        // `bgColor.default` belongs to the group `bgColor`, not `bg`.
        #expect(Self.pairs(["text.primary", "background", "bgColor.default"])["text.primary"] == ["background"])
    }

    @Test func aTranslucentBackgroundIsDrawnOnItsGroupsDefault() {
        let names = ["bgColor.accent-muted", "bgColor.inset", "bgColor.default"]
        let pairs = Self.pairs(names, translucent: ["bgColor.accent-muted"])
        #expect(pairs["bgColor.accent-muted"] == ["bgColor.default"])
        #expect(pairs["bgColor.inset"] == nil)
    }

    @Test func aTranslucentBackgroundInAStateIsNotDrawnOnItsElementAtRest() {
        // Mastodon: the pressed back button's translucent background is
        // drawn in place of the button's background, not over it.
        let names = ["navigation.button.background.highlighted", "navigation.button.background"]
        let pairs = Self.pairs(names, translucent: ["navigation.button.background.highlighted"])
        #expect(pairs["navigation.button.background.highlighted"] == nil)
        // A page's default is what it is drawn on (SEED's `bg/transparent-pressed`).
        let page = Self.pairs(
            ["bg/transparent-pressed", "bg/layer-default"], translucent: ["bg/transparent-pressed"])
        #expect(page["bg/transparent-pressed"] == ["bg/layer-default"])
    }

    /// A background clear in every state (an invisible button's, a
    /// `background.none`) shows whatever is under it, which no name says:
    /// nothing is paired on it by name, and it is drawn on nothing by name.
    @Test func aClearBackgroundIsNoPartOfAPairByName() {
        let clear = Swatch.Color(red: 1, green: 1, blue: 1, alpha: 0)
        let blue = Swatch.Color(red: 0, green: 0.28, blue: 0.73)
        let white = Swatch.Color(red: 1, green: 1, blue: 1)
        func color(_ name: String, _ value: Swatch.Color, translucent: Bool = false) -> NamePairs.Color {
            NamePairs.Color(
                name: name, written: name, role: ImportedColor.guessedRole(for: name).role,
                translucent: translucent, values: Array(repeating: value, count: 8))
        }
        let colors = [
            color("button.invisible.fgColor.rest", blue), color("button.invisible.bgColor.rest", clear),
            color("bgColor.transparent", clear, translucent: true), color("bgColor.default", white),
            color("button.primary.fgColor.rest", white), color("button.primary.bgColor.rest", blue),
        ]
        let pairs = Dictionary(NamePairs.infer(colors).map { ($0.foreground, $0.backgrounds) }) { first, _ in first }
        #expect(pairs["button.invisible.fgColor.rest"] == nil)
        #expect(pairs["bgColor.transparent"] == nil)
        #expect(pairs["button.primary.fgColor.rest"] == ["button.primary.bgColor.rest"])
    }

    /// Overlays are drawn over whatever the content is, in the plural too
    /// (Gestalt's `background.wash.scrims.default`).
    @Test func anOverlayNamedInThePluralIsNotDrawnOnThePage() {
        let names = ["sema.color.background.wash.scrims.default", "sema.color.background.default"]
        let pairs = Self.pairs(names, translucent: ["sema.color.background.wash.scrims.default"])
        #expect(pairs["sema.color.background.wash.scrims.default"] == nil)
    }
}
