import Testing

@testable import Swatch

@Suite struct MaterialCatalogTests {
    @Test func catalogHoldsEveryFamily() {
        #expect(Material.iOS.all.map(\.name) == ["ultraThin", "thin", "regular", "thick", "ultraThick", "chrome"])
        #expect(
            Material.macOS.all.map(\.name) == [
                "menu", "popover", "sidebar", "titlebar", "headerView", "sheet", "windowBackground", "hudWindow",
                "fullScreenUI", "toolTip", "contentBackground", "underWindowBackground", "underPageBackground",
                "selection",
            ])
        #expect(Material.tvOS.all.map(\.name) == ["prominent", "regular", "extraLight", "light", "extraDark", "dark"])
        #expect(Material.catalog.count == 26)
        #expect(Set(Material.catalog.map(\.identifier)).count == 26)
        #expect(Material.default == Material.iOS.regular)
    }

    /// The macOS material called `name`.
    func macOS(_ name: String) -> Material? { Material.macOS.all.first { $0.name == name } }

    /// macOS blending, per the HIG and AppKit.
    @Test func macOSBlendingModes() {
        let behind = [
            "menu", "popover", "sheet", "sidebar", "hudWindow", "fullScreenUI", "toolTip", "underWindowBackground",
        ]
        let within = [
            "titlebar", "headerView", "contentBackground", "underPageBackground", "selection", "windowBackground",
        ]
        for name in behind { #expect(macOS(name)?.blending == .behindWindow, "\(name)") }
        for name in within { #expect(macOS(name)?.blending == .withinWindow, "\(name)") }
        for material in Material.iOS.all + Material.tvOS.all { #expect(material.blending == nil) }
    }

    /// A purpose-named material blends the way its surface expects.
    @Test func purposeAndBlendingAgree() {
        for material in Material.macOS.all {
            guard let expected = material.surface?.expectedBlending else { continue }
            #expect(material.blending == expected, "\(material.name)")
        }
    }

    /// tvOS: prominent and regular adapt; the other four keep their scheme.
    @Test func tvOSSchemes() {
        let tv = Material.tvOS.self
        #expect(tv.prominent.model(in: .light) == tv.extraLight.model(in: .light))
        #expect(tv.prominent.model(in: .dark) == tv.extraDark.model(in: .dark))
        #expect(tv.regular.model(in: .light) == tv.light.model(in: .light))
        #expect(tv.regular.model(in: .dark) == tv.dark.model(in: .dark))
        for appearance in [Appearance.light, .dark] {
            #expect(tv.extraLight.colorScheme(in: appearance) == .light)
            #expect(tv.light.colorScheme(in: appearance) == .light)
            #expect(tv.extraDark.colorScheme(in: appearance) == .dark)
            #expect(tv.dark.colorScheme(in: appearance) == .dark)
            #expect(tv.regular.colorScheme(in: appearance) == appearance.colorScheme)
        }
        // Content on a dark material is drawn in dark-scheme colors, even in light mode.
        #expect(Vibrancy.label.color(on: tv.dark, in: .light) == .white)
        #expect(Vibrancy.label.color(on: Material.macOS.hudWindow, in: .light) == .white)
        #expect(Vibrancy.label.color(on: Material.iOS.regular, in: .light) == .black)
    }

    @Test func surfacesSuitTheirMaterials() {
        #expect(SurfaceKind.menu.suits(Material.macOS.menu))
        #expect(!SurfaceKind.menu.suits(Material.macOS.sidebar))
        #expect(SurfaceKind.sheet.suits(Material.iOS.thin))  // general purpose
        #expect(SurfaceKind.toolbar.suits(Material.iOS.chrome))
        #expect(!SurfaceKind.window.suits(Material.iOS.chrome))
        #expect(SurfaceKind.fullScreen.suits(Material.tvOS.prominent))
    }
}

/// The vibrancy styles and the system colors they are modelled on.
@Suite struct VibrancyTests {
    @Test func familiesAndLevels() {
        #expect(Vibrancy.allCases.filter { $0.family == .label }.count == 4)
        #expect(Vibrancy.allCases.filter { $0.family == .fill }.count == 3)
        #expect(Vibrancy.allCases.filter { $0.family == .separator } == [.separator])
        #expect(Vibrancy.quaternaryLabel.level == 4)
        #expect(Vibrancy.Family.separator.roleName == "separator")
        #expect(Vibrancy(rawValue: "secondaryFill") == .secondaryFill)
    }

    /// Apple's alphas as the published table of iOS 13's system colors gives
    /// them, rounded down to 8-bit steps (Flutter's `CupertinoColors`, the
    /// source of `Themes/System.theme.yaml`): label, secondaryLabel …
    /// separator; normal and high contrast; light and dark.
    @Test func alphasMatchTheSystemColorTable() {
        let table: [(Vibrancy, light: Int, dark: Int, lightHigh: Int, darkHigh: Int)] = [
            (.label, 255, 255, 255, 255),
            (.secondaryLabel, 153, 153, 173, 173),
            (.tertiaryLabel, 76, 76, 96, 96),
            (.quaternaryLabel, 45, 40, 66, 61),
            (.fill, 51, 91, 71, 112),
            (.secondaryFill, 40, 81, 61, 102),
            (.tertiaryFill, 30, 61, 51, 81),
            (.separator, 73, 153, 94, 173),
        ]
        func step(_ color: Color) -> Int { Int((color.alpha * 255 + 1e-9).rounded(.down)) }
        for row in table {
            #expect(step(row.0.color(.light, .standard)) == row.light, "\(row.0)")
            #expect(step(row.0.color(.dark, .standard)) == row.dark, "\(row.0)")
            #expect(step(row.0.color(.light, .increased)) == row.lightHigh, "\(row.0)")
            #expect(step(row.0.color(.dark, .increased)) == row.darkHigh, "\(row.0)")
        }
        let secondary = Vibrancy.secondaryLabel.color(.dark, .standard)
        #expect(secondary.red == 235.0 / 255 && secondary.blue == 245.0 / 255)
    }
}
