import Testing

@testable import Swatch

/// The default material model, calibrated against the HIG: thicker materials
/// give better contrast (MAT-thickness), quaternary label is too faint on
/// ultra-thin and poor on thin (MAT-quaternary-thin), and label reads on the
/// default material in both schemes.
@Suite struct MaterialContrastTests {
    let wcag = WCAGContrast()
    let schemes: [Appearance] = [.light, .dark]
    let thicknesses = [Material.iOS.ultraThin, .iOS.thin, .iOS.regular, .iOS.thick, .iOS.ultraThick]

    func worst(_ vibrancy: Vibrancy, _ material: Material, _ appearance: Appearance) -> Double {
        wcag.worstContrast(of: vibrancy, on: material, in: appearance).contrast
    }

    @Test(arguments: [Appearance.light, .dark])
    func quaternaryLabelOnUltraThinFailsTheNonTextMinimumByFar(in appearance: Appearance) {
        let ratio = worst(.quaternaryLabel, .iOS.ultraThin, appearance)
        #expect(ratio < 3)
        #expect(ratio < 1.5)
        // And it is the worst place for it: thin does better, regular better still.
        #expect(ratio < worst(.quaternaryLabel, .iOS.thin, appearance))
        #expect(worst(.quaternaryLabel, .iOS.thin, appearance) < worst(.quaternaryLabel, .iOS.regular, appearance))
    }

    @Test(arguments: [Appearance.light, .dark])
    func quaternaryLabelOnThinIsPoor(in appearance: Appearance) {
        #expect(worst(.quaternaryLabel, .iOS.thin, appearance) < 3)
    }

    @Test(arguments: [Appearance.light, .dark])
    func labelOnRegularPassesTextContrast(in appearance: Appearance) {
        #expect(worst(.label, .iOS.regular, appearance) >= 4.5)
        // Increase Contrast only helps.
        var increased = appearance
        increased.contrast = .increased
        #expect(worst(.label, .iOS.regular, increased) >= worst(.label, .iOS.regular, appearance))
    }

    /// Label passes 4.5:1 from thin up, and 3:1 (large text) even on ultra-thin.
    @Test(arguments: [Appearance.light, .dark])
    func labelOnEveryThickness(in appearance: Appearance) {
        #expect(worst(.label, .iOS.ultraThin, appearance) >= 3)
        for material in thicknesses.dropFirst() { #expect(worst(.label, material, appearance) >= 4.5) }
    }

    @Test func thickerIsNeverWorse() {
        for appearance in Appearance.all where appearance.transparency == .standard {
            for vibrancy in Vibrancy.allCases {
                let ratios = thicknesses.map { worst(vibrancy, $0, appearance) }
                for (thinner, thicker) in zip(ratios, ratios.dropFirst()) {
                    #expect(thinner <= thicker + 1e-9, "\(vibrancy) in \(appearance)")
                }
            }
        }
    }

    @Test func worstBackdropIsTheOppositeExtreme() {
        // Dark ink suffers most over black; light ink over white.
        #expect(wcag.worstContrast(of: .label, on: .iOS.regular, in: .light).backdrop == .black)
        #expect(wcag.worstContrast(of: .label, on: .iOS.regular, in: .dark).backdrop == .white)
    }

    /// Label on light regular over black: white at 70% over black is 0.7 gray.
    @Test func labelOnRegularMatchesTheModelByHand() {
        let measured = wcag.worstContrast(of: .label, on: .iOS.regular, in: .light)
        #expect(abs(measured.background.red - 0.7) < 1e-12)
        #expect(abs(measured.contrast - WCAGContrast.ratio(.black, Color(red: 0.7, green: 0.7, blue: 0.7))) < 1e-12)
    }

    /// A gray that some backdrop reproduces is invisible on a thin material.
    @Test func arbitraryColorCanVanishOnAThinMaterial() {
        let gray = Color(red: 0.6, green: 0.6, blue: 0.6)
        let measured = Material.iOS.ultraThin.worstContrast(of: gray, in: .light)
        #expect(measured.contrast < 1.000_001)
        #expect(measured.backdrop != nil)
        // Over black and white alone it would look fine.
        let extremes = wcag.worstContrast(of: gray, on: .iOS.ultraThin, in: .light, over: .blackAndWhite)
        #expect(extremes.contrast > 1.5)
    }

    @Test func statedBackdropIsSaturatedThenTinted() {
        let model = Material.iOS.regular.model(in: .light)
        let red = Color(red: 0.8, green: 0.3, blue: 0.3)
        let measured = wcag.worstContrast(of: .black, on: .iOS.regular, in: .light, over: .color(red))
        let saturated = MaterialModel.saturate(red, by: model.saturation)
        #expect(measured.background == model.tintLayer.composited(over: saturated))
        #expect(saturated.red == 1)  // 1.8× saturation pushes red out of range, clamped
    }

    @Test func contentLayersSitBetweenMaterialAndForeground() {
        let fill = Vibrancy.fill.color(on: .iOS.regular, in: .light)
        let label = Vibrancy.label.color(on: .iOS.regular, in: .light)
        let measured = wcag.worstContrast(of: label, on: .iOS.regular, in: .light, layers: [fill], over: .color(.black))
        let expected = fill.composited(over: Material.iOS.regular.background(over: .black, in: .light))
        #expect(measured.background == expected)
    }

    /// Under Reduce Transparency every material is opaque: one background,
    /// no backdrop, the model's opaque color.
    @Test func reducedTransparencyMakesEveryMaterialOpaque() {
        for material in Material.catalog {
            for appearance in Appearance.all where appearance.transparency == .reduced {
                let model = material.model(in: appearance)
                #expect(model.isOpaque, "\(material.identifier) in \(appearance)")
                #expect(model.blurRadius == 0)
                let measured = wcag.worstContrast(of: .label, on: material, in: appearance)
                #expect(measured.backdrop == nil)
                #expect(measured.background == model.opaqueColor)
            }
        }
    }

    @Test func opaqueColorDefaultsToTheTintAtFullOpacity() {
        let reduced = Appearance(colorScheme: .dark, transparency: .reduced)
        #expect(Material.iOS.thin.model(in: reduced).opaqueColor == Color(red8: 28, green8: 28, blue8: 30))
        #expect(Material.iOS.thin.model(in: Appearance(transparency: .reduced)).opaqueColor == .white)
        let custom = MaterialModel(
            tint: .white, tintOpacity: 0.5, blurRadius: 10, saturation: 1,
            opaqueColor: Color(red: 0.9, green: 0.9, blue: 0.9, alpha: 0.3))
        #expect(custom.opaqueColor.alpha == 1)
    }

    @Test func translucentMaterialsAreTranslucentWithStandardTransparency() {
        for material in Material.iOS.all {
            #expect(!material.isOpaque(in: .light))
            #expect(!material.isOpaque(in: .dark))
        }
        #expect(Material.macOS.windowBackground.isOpaque(in: .light))
        #expect(Material.macOS.contentBackground.isOpaque(in: .dark))
    }

    /// A theme overrides a scheme's model; the derived states follow.
    @Test func themeCanOverrideAModel() {
        let solid = Material.iOS.ultraThin.overriding(.light) { $0.tintOpacity = 1 }
        #expect(solid.isOpaque(in: .light))
        #expect(!solid.isOpaque(in: .dark))
        // Quaternary label on opaque white: its best case anywhere, still below 3:1.
        #expect(abs(worst(.quaternaryLabel, solid, .light) - 1.37) < 0.01)
        #expect(solid != Material.iOS.ultraThin)
        // An explicit Increase Contrast model wins over the derived one.
        var set = Material.iOS.thin.models
        set.lightIncreasedContrast = MaterialModel(tint: .white, tintOpacity: 0.6, blurRadius: 15, saturation: 1.8)
        #expect(set.model(.light, .increased).tintOpacity == 0.6)
        #expect(set.model(.dark, .increased).tintOpacity == 0.62 + 0.38 / 2)
    }
}
