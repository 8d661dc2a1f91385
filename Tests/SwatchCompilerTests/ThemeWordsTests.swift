import Swatch
import Testing

@testable import SwatchModel

/// The words a theme names a sheet's detents and a catalog material by.
@Suite struct ThemeWordsTests {
    @Test func detentsParseFromThemeText() {
        #expect(Sheet.Detent("medium") == .medium)
        #expect(Sheet.Detent("large") == .large)
        #expect(Sheet.Detent("0.3") == .fraction(0.3))
        #expect(Sheet.Detent("30%") == .fraction(0.3))
        #expect(Sheet.Detent("50%") == .medium)
        #expect(Sheet.Detent("1") == .large)
        #expect(Sheet.Detent("1.5") == nil)
        #expect(Sheet.Detent("0") == nil)
        #expect(Sheet.Detent("tall") == nil)
    }

    @Test func lookUpByName() {
        #expect(Material.named("regular").map(\.identifier) == ["iOS.regular", "tvOS.regular"])
        #expect(Material.named("sidebar", in: .macOS) == Material.macOS.sidebar)
        #expect(Material.named("sidebar", in: .iOS) == nil)
        #expect(Material.named("frosted").isEmpty)
    }
}
