import SwatchTerminal
import Testing

@testable import Swatch

@Suite struct TerminalTests {
    static let card = ThemeColor<Background>(
        "card", ColorTable(light: .white, dark: Color(rgb: 0x1C1C1E)))
    static let window = ThemeColor<Background>(
        "window", ColorTable(light: Color(rgb: 0xF2F2F7), dark: .black))
    static let headline = ThemeColor<Label>(
        "headline", ColorTable(light: Color(rgb: 0x1D1D1F), dark: Color(rgb: 0xF2F2F7)))
    static let divider = ThemeColor<Separator>(
        "divider", ColorTable(light: Color(rgb: 0xC6C6C8), dark: Color(rgb: 0x38383A)))
    static let brand = ThemeColor<Tint>("brand", ColorTable(light: Color(rgb: 0x0A66D8), dark: Color(rgb: 0x4C9BFF)))
    static let badge = ThemeColor<Fill>("badge", ColorTable(constant: Color(rgb: 0x000000, alpha: 0.5)))

    static let escape = "\u{1B}["

    @Test func textIsTheLabelOnTheBackgroundThenAReset() {
        let text = Terminal.text("Hi", color: Self.headline, on: Self.card, in: .light)
        #expect(text == "\(Self.escape)48;2;255;255;255m\(Self.escape)38;2;29;29;31mHi\(Self.escape)0m")
        let dark = Terminal.text("Hi", color: Self.headline, on: Self.card, in: .dark, attributes: .bold)
        #expect(dark == "\(Self.escape)1m\(Self.escape)48;2;28;28;30m\(Self.escape)38;2;242;242;247mHi\(Self.escape)0m")
    }

    @Test func aTranslucentLabelIsCompositedOntoItsBackground() {
        // secondaryLabel is #3C3C43 at 60%: on white it shows as #8A8A8E.
        let text = Terminal.text("x", color: System.secondaryLabel, on: System.systemBackground, in: .light)
        #expect(text.contains("\(Self.escape)38;2;138;138;142m"))
    }

    @Test func aTranslucentBackgroundLiesOnThePlainBackdropOfTheScheme() {
        let glass = ThemeColor<Background>("glass", ColorTable(constant: Color(rgb: 0x808080, alpha: 0.5)))
        #expect(TerminalSurface(glass, in: .light).color.rgba8 == RGBA8(red: 192, green: 192, blue: 192))
        #expect(TerminalSurface(glass, in: .dark).color.rgba8 == RGBA8(red: 64, green: 64, blue: 64))
        #expect(TerminalSurface(glass, in: .dark, over: .white).color.rgba8 == RGBA8(red: 192, green: 192, blue: 192))
    }

    @Test func layersFlattenOntoWhatLiesBeneath() {
        let window = TerminalSurface(Self.window, in: .light)
        let button = window.filled(with: Self.badge)
        // Black at 50% over #F2F2F7.
        #expect(button.color.rgba8 == RGBA8(red: 121, green: 121, blue: 124))
        #expect(window.fill(width: 2, color: Self.badge) == "\(Self.escape)48;2;121;121;124m  \(Self.escape)0m")
        #expect(window.layering(Self.card).color == .white)
    }

    @Test func rulesLinksAndAccents() {
        let rule = Terminal.rule(width: 3, color: Self.divider, on: Self.card, in: .dark)
        #expect(rule == "\(Self.escape)48;2;28;28;30m\(Self.escape)38;2;56;56;58m───\(Self.escape)0m")
        let link = Terminal.link("docs", color: Self.brand, on: Self.card, in: .dark)
        #expect(link.hasPrefix("\(Self.escape)4m\(Self.escape)48;2;28;28;30m\(Self.escape)38;2;76;155;255m"))
        #expect(Terminal.accent("!", color: Self.brand, on: Self.card, in: .light).contains("38;2;10;102;216m!"))
    }

    @Test func eachLineIsStyledOnItsOwn() {
        let text = Terminal.styled("a\n\nb", background: .black)
        #expect(text == "\(Self.escape)48;2;0;0;0ma\(Self.escape)0m\n\n\(Self.escape)48;2;0;0;0mb\(Self.escape)0m")
        #expect(Terminal.styled("plain") == "plain")
    }

    @Test func widthCountsWhatShows() {
        #expect(Terminal.width(of: Terminal.text("Héllo", color: Self.headline, on: Self.card, in: .light)) == 5)
        #expect(Terminal.width(of: TerminalSurface(Self.card, in: .light).rule(width: 4, color: Self.divider)) == 4)
        #expect(Terminal.width(of: "e\u{301}") == 1)
    }

    @Test func swatchesShowAnyRole() {
        let surface = TerminalSurface(Self.card, in: .light)
        #expect(
            surface.swatch(AnyThemeColor(Self.brand), width: 1) == "\(Self.escape)48;2;10;102;216m \(Self.escape)0m")
    }
}
