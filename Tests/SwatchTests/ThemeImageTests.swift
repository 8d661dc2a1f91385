import Swatch
import Testing

@Suite struct ThemeImageTests {
    static let logo = ThemeImage(
        "logo", kind: .artwork, alt: "Acme logo", pointSize: .init(width: 16, height: 16),
        files: [
            .raster(.light, scale: 2, "Images/logo-light@2x.png"),
            .raster(.light, scale: 3, "Images/logo-light@3x.png"),
            .raster(.dark, scale: 2, "Images/logo-dark@2x.png"),
            .raster(.dark, scale: 3, "Images/logo-dark@3x.png"),
            .raster(.increasedContrastDark, scale: 2, "Images/logo-dark-hc@2x.png"),
        ])

    static let increasedLight = Appearance(colorScheme: .light, contrast: .increased)
    static let increasedDark = Appearance(colorScheme: .dark, contrast: .increased)

    @Test func theSchemeChoosesItsVariant() {
        #expect(Self.logo.path(for: .light, scale: 2) == "Images/logo-light@2x.png")
        #expect(Self.logo.path(for: .dark, scale: 3) == "Images/logo-dark@3x.png")
    }

    @Test func increasedContrastUsesItsVariantOnlyWhereThereIsOne() {
        #expect(Self.logo.variant(for: Self.increasedDark) == .increasedContrastDark)
        #expect(Self.logo.path(for: Self.increasedDark, scale: 2) == "Images/logo-dark-hc@2x.png")
        // No increased-contrast light file: the light one, not the dark one's.
        #expect(Self.logo.variant(for: Self.increasedLight) == .light)
        #expect(Self.logo.path(for: Self.increasedLight, scale: 2) == "Images/logo-light@2x.png")
    }

    @Test func theVariantsScalesAreItsOwn() {
        // The increased-contrast variant has only @2x: the @3x request gets
        // it drawn larger, not the standard variant's @3x.
        #expect(Self.logo.path(for: Self.increasedDark, scale: 3) == "Images/logo-dark-hc@2x.png")
        #expect(Self.logo.scales(for: Self.increasedDark) == [2])
        #expect(Self.logo.scales(for: .dark) == [2, 3])
    }

    @Test func levelAndTransparencyDoNotChooseImages() {
        for appearance in Appearance.all {
            var plain = appearance
            plain.level = .base
            plain.transparency = .standard
            #expect(Self.logo.path(for: appearance, scale: 2) == Self.logo.path(for: plain, scale: 2))
        }
    }

    @Test func aSingleFileServesEveryAppearance() {
        let image = ThemeImage(
            "flourish", kind: .artwork, alt: nil, isDecorative: true,
            files: [.raster(.any, scale: 2, "Images/flourish@2x.png")])
        for appearance in Appearance.all {
            #expect(image.variant(for: appearance) == .any)
            #expect(image.path(for: appearance, scale: 2) == "Images/flourish@2x.png")
        }
    }

    @Test func anyIsPreferredToTheOtherScheme() {
        let image = ThemeImage(
            "mark", kind: .artwork, alt: "Mark",
            files: [.raster(.any, scale: 1, "a.png"), .raster(.dark, scale: 1, "d.png")])
        #expect(image.path(for: .light, scale: 1) == "a.png")
        #expect(image.path(for: .dark, scale: 1) == "d.png")
        // A dark file alone still shows in light, as a last resort.
        let darkOnly = ThemeImage("mark", kind: .artwork, alt: "Mark", files: [.raster(.dark, scale: 1, "d.png")])
        #expect(darkOnly.path(for: .light, scale: 1) == "d.png")
    }

    @Test func scalesFallBackToTheNearestLargerThenTheLargest() {
        let image = ThemeImage(
            "hero", kind: .photo, alt: "The workshop",
            files: [
                .raster(.any, scale: 1, "hero.jpg"),
                .raster(.any, scale: 3, "hero@3x.jpg"),
            ])
        #expect(image.path(for: .light, scale: 1) == "hero.jpg")
        #expect(image.path(for: .light, scale: 2) == "hero@3x.jpg")
        #expect(image.path(for: .light, scale: 3) == "hero@3x.jpg")
        #expect(image.path(for: .light, scale: 4) == "hero@3x.jpg")
        #expect(image.path(for: .light, scale: 0) == "hero.jpg")
        #expect(image.scales(for: .dark) == [1, 3])
    }

    @Test func anExactRasterScaleWinsOverAVectorWhichWinsOverOtherScales() {
        let image = ThemeImage(
            "chevron", kind: .glyph, alt: "Next",
            files: [.vector(.any, "chevron.pdf"), .raster(.any, scale: 2, "chevron@2x.png")])
        #expect(image.path(for: .light, scale: 2) == "chevron@2x.png")
        #expect(image.path(for: .light, scale: 1) == "chevron.pdf")
        #expect(image.path(for: .light, scale: 3) == "chevron.pdf")
        let vector = ThemeImage("chevron", kind: .glyph, alt: "Next", files: [.vector(.any, "chevron.svg")])
        #expect(vector.path(for: .dark, scale: 3) == "chevron.svg")
        #expect(vector.scales(for: .dark) == [])
    }

    @Test func appIconsAreChosenByPixelSize() {
        let icon = ThemeImage(
            "appIcon", kind: .appIcon, alt: "Acme",
            files: [
                .appIcon(pixelSize: 1024, "AppIcon-1024.png"),
                .appIcon(pixelSize: 120, "AppIcon-120.png"),
                .appIcon(pixelSize: 180, "AppIcon-180.png"),
            ])
        #expect(icon.pixelSizes == [120, 180, 1024])
        #expect(icon.path(forPixelSize: 180) == "AppIcon-180.png")
        #expect(icon.path(forPixelSize: 152) == "AppIcon-180.png")
        #expect(icon.path(forPixelSize: 60) == "AppIcon-120.png")
        #expect(icon.path(forPixelSize: 2048) == "AppIcon-1024.png")
        // By scale, an icon is its largest file.
        #expect(icon.path(for: .dark, scale: 2) == "AppIcon-1024.png")
        #expect(icon.scales(for: .light) == [])
        #expect(Self.logo.path(forPixelSize: 64) == nil)
        #expect(Self.logo.pixelSizes == [])
    }

    @Test func aDecorativeImageHasNoAltText() {
        let image = ThemeImage("rule", kind: .artwork, alt: "A line", isDecorative: true, files: [])
        #expect(image.alt == nil)
        #expect(image.isDecorative)
        #expect(Self.logo.alt == "Acme logo")
        #expect(!Self.logo.isDecorative)
    }

    @Test func anImageWithoutFilesHasNoPath() {
        let image = ThemeImage("empty", kind: .artwork, alt: "Nothing", files: [])
        #expect(image.variant(for: .light) == nil)
        #expect(image.path(for: .light, scale: 2) == nil)
        #expect(image.scales(for: .light) == [])
    }

    @Test func everyAppearanceHasAPreferenceForEveryVariant() {
        for appearance in Appearance.all {
            #expect(Set(ThemeImage.Variant.preference(for: appearance)) == Set(ThemeImage.Variant.allCases))
        }
    }

    @Test func variantsAreListedInTheOrderOfTheEnum() {
        #expect(Self.logo.variants == [.light, .dark, .increasedContrastDark])
    }
}
