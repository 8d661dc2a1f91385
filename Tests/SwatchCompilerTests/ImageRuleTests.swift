import Swatch
import SwatchSupport
import Testing

@testable import SwatchCheck
@testable import SwatchDiagnostics
@testable import SwatchImages
@testable import SwatchModel
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// Each rule on files written to a temporary package, through the loader, so
/// that what is checked is what a build would see.
@Suite struct ImageScalesRuleTests {
    @Test func aMissingScaleIsAnErrorAtThePath() throws {
        let package = try TemporaryPackage()
        try package.write("Images/logo@2x.png", Fixture.rgb(128, 128))
        let declaration = ImageDeclaration.test(
            .artwork, files: [.init(path: "Images/logo.png", range: at(6), appearance: .any)])
        let diagnostics = package.check(declaration).with(.imgScales)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.range == at(6))
        #expect(
            diagnostics.first?.message
                == "'Images/logo.png' has no @3x variant; iOS needs @2x and @3x: add 'Images/logo@3x.png' (192×192 px)")
    }

    @Test func aWrongPixelSizeIsMeasuredInTheMessage() throws {
        let package = try TemporaryPackage()
        try package.write("Images/logo@2x.png", Fixture.rgb(120, 128))
        try package.write("Images/logo@3x.png", Fixture.rgb(192, 192))
        let declaration = ImageDeclaration.test(
            .artwork, files: [.init(path: "Images/logo.png", range: at(7), appearance: .light)])
        let diagnostics = package.check(declaration).with(.imgScales)
        #expect(diagnostics.map(\.message) == ["logo@2x.png is 120×128 px; at 2x a 64×64 pt image needs 128×128 px"])
        #expect(diagnostics.first?.range == at(7))
    }

    @Test func macOSNeedsOneXAndTwoX() throws {
        let package = try TemporaryPackage()
        try package.write("Images/logo@2x.png", Fixture.rgb(128, 128))
        try package.write("Images/logo@3x.png", Fixture.rgb(192, 192))
        let declaration = ImageDeclaration.test(
            .artwork, platform: .macOS, files: [.init(path: "Images/logo.png", range: at(6))])
        let diagnostics = package.check(declaration).with(.imgScales)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("no @1x variant; macOS needs @1x and @2x") == true)
    }

    @Test func theThemeCanListItsScales() throws {
        let package = try TemporaryPackage()
        try package.write("Images/logo@2x.png", Fixture.rgb(128, 128))
        var declaration = ImageDeclaration.test(.artwork, files: [.init(path: "Images/logo.png", range: at(6))])
        declaration.scales = [2]
        declaration.scalesRange = at(9)
        #expect(package.check(declaration).with(.imgScales).isEmpty)
    }

    @Test func withoutADeclaredSizeTheFilesMustAgree() throws {
        let package = try TemporaryPackage()
        try package.write("Images/logo@2x.png", Fixture.rgb(100, 100))
        try package.write("Images/logo@3x.png", Fixture.rgb(160, 150))
        let declaration = ImageDeclaration.test(
            .photo, size: nil, files: [.init(path: "Images/logo.png", range: at(6))])
        let diagnostics = package.check(declaration).with(.imgScales)
        #expect(
            diagnostics.map(\.message) == [
                "logo@3x.png is 160×150 px; logo@2x.png makes the image 50×50 pt, so at 3x it needs 150×150 px"
            ])
    }

    @Test func eachAppearanceNeedsItsScales() throws {
        let package = try TemporaryPackage()
        for name in ["light@2x", "light@3x", "dark@2x"] {
            try package.write(
                "Images/\(name).png", Fixture.rgb(name.hasSuffix("3x") ? 192 : 128, name.hasSuffix("3x") ? 192 : 128))
        }
        let declaration = ImageDeclaration.test(
            .artwork,
            files: [
                .init(path: "Images/light.png", range: at(6), appearance: .light),
                .init(path: "Images/dark.png", range: at(7), appearance: .dark),
            ])
        let diagnostics = package.check(declaration).with(.imgScales)
        #expect(diagnostics.map(\.range) == [at(7)])
    }

    @Test func aVectorFileNeedsNoScalesButTheRightProportions() throws {
        let package = try TemporaryPackage()
        try package.write("Images/logo.pdf", Fixture.pdf(mediaBox: "[0 0 64 64]"))
        try package.write("Images/wide.svg", Fixture.svg(#"viewBox="0 0 64 32""#))
        let square = ImageDeclaration.test(.artwork, files: [.init(path: "Images/logo.pdf", range: at(6))])
        #expect(package.check(square).with(.imgScales).isEmpty)
        let wide = ImageDeclaration.test(.artwork, files: [.init(path: "Images/wide.svg", range: at(8))])
        let diagnostics = package.check(wide).with(.imgScales)
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.range == at(8))
        #expect(diagnostics.first?.message.contains("wide.svg is 64×32 pt") == true)
    }

    @Test func aSizeThatIsNoWholeNumberOfPixels() throws {
        let package = try TemporaryPackage()
        try package.write("Images/logo.pdf", Fixture.pdf())
        let declaration = ImageDeclaration.test(
            .artwork, size: .pt(10.5, 10.5), files: [.init(path: "Images/logo.pdf", range: at(6))])
        let diagnostics = package.check(declaration).with(.imgScales)
        #expect(diagnostics.map(\.range) == [at(5)])
        #expect(diagnostics.first?.message.contains("at 3x") == true)
    }
}

@Suite struct ImageGridAndFormatRuleTests {
    @Test func artworkOffTheGridIsANoteAtTheSize() throws {
        let package = try TemporaryPackage()
        try package.write("Images/logo.pdf", Fixture.pdf(mediaBox: "[0 0 60 64]"))
        let declaration = ImageDeclaration.test(
            .artwork, size: .pt(60, 64), files: [.init(path: "Images/logo.pdf", range: at(6))])
        let diagnostics = package.check(declaration).with(.imgGrid)
        #expect(diagnostics.map(\.severity) == [.note])
        #expect(diagnostics.first?.range == at(5))
        #expect(diagnostics.first?.message.contains("56 or 64 pt wide") == true)
        let onGrid = ImageDeclaration.test(
            .artwork, size: .pt(64, 64), files: [.init(path: "Images/logo.pdf", range: at(6))])
        #expect(package.check(onGrid).with(.imgGrid).isEmpty)
        let photo = ImageDeclaration.test(.photo, size: .pt(60, 64), files: [])
        #expect(ImageRules.grid(LoadedImage(declaration: photo, variants: [])).isEmpty)
    }

    @Test func eachKindHasItsFormat() throws {
        let package = try TemporaryPackage()
        try package.write("Images/art@2x.jpg", Fixture.jpeg(width: 128, height: 128))
        try package.write("Images/art@3x.jpg", Fixture.jpeg(width: 192, height: 192))
        let jpegArtwork = ImageDeclaration.test(.artwork, files: [.init(path: "Images/art.jpg", range: at(6))])
        let artwork = package.check(jpegArtwork).with(.imgFormat)
        // One warning for the path, not one per scale found from it.
        #expect(artwork.map(\.range) == [at(6)])
        #expect(artwork.first?.severity == .warning)
        #expect(artwork.first?.message.contains("use PNG for artwork") == true)

        try package.write("Images/photo@2x.png", Fixture.rgb(128, 128))
        try package.write("Images/photo@3x.png", Fixture.rgb(192, 192))
        let pngPhoto = ImageDeclaration.test(.photo, files: [.init(path: "Images/photo.png", range: at(7))])
        #expect(package.check(pngPhoto).with(.imgFormat).first?.message.contains("use JPEG for photos") == true)

        try package.write("Images/glyph@2x.png", Fixture.glyph(128))
        try package.write("Images/glyph@3x.png", Fixture.glyph(192))
        let pngGlyph = ImageDeclaration.test(.glyph, files: [.init(path: "Images/glyph.png", range: at(8))])
        #expect(package.check(pngGlyph).with(.imgFormat).map(\.range) == [at(8)])

        try package.write("Images/glyph.pdf", Fixture.pdf(mediaBox: "[0 0 64 64]"))
        let pdfGlyph = ImageDeclaration.test(.glyph, files: [.init(path: "Images/glyph.pdf", range: at(9))])
        #expect(package.check(pdfGlyph).isEmpty)
    }

    @Test func anExtensionThatLiesIsAWarning() throws {
        let package = try TemporaryPackage()
        try package.write("Images/photo@2x.png", Fixture.jpeg(width: 128, height: 128))
        try package.write("Images/photo@3x.png", Fixture.jpeg(width: 192, height: 192))
        let declaration = ImageDeclaration.test(.photo, files: [.init(path: "Images/photo.png", range: at(6))])
        let diagnostics = package.check(declaration).with(.imgFormat)
        #expect(diagnostics.count == 2)
        #expect(
            diagnostics.allSatisfy { $0.message.contains("holds JPEG data but is named .png") && $0.range == at(6) })
    }

    @Test func anInterlacedPNGIsAWarning() throws {
        let package = try TemporaryPackage()
        let pixels = Array(repeating: Array(repeating: [9, 9, 9], count: 64), count: 64)
        try package.write(
            "Images/logo.png",
            Fixture.PNG(width: 64, height: 64, colorType: 2, pixels: pixels, interlaced: true).encode())
        var declaration = ImageDeclaration.test(
            .artwork, files: [.init(path: "Images/logo.png", range: at(6), scale: 1)])
        declaration.scales = [1]
        let diagnostics = package.check(declaration).with(.imgFormat)
        #expect(diagnostics.map(\.range) == [at(6)])
        #expect(diagnostics.first?.message.contains("interlaced") == true)
    }

    @Test func anUnsupportedFormatIsAFormatWarning() throws {
        let package = try TemporaryPackage()
        try package.write("Images/logo.gif", Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8))
        let declaration = ImageDeclaration.test(
            .artwork, files: [.init(path: "Images/logo.gif", range: at(6), scale: 2)])
        let diagnostics = package.check(declaration)
        #expect(diagnostics.map(\.rule) == [.imgFormat])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.range == at(6))
    }
}

@Suite struct ImageAltAndAppearanceRuleTests {
    func image(_ declaration: ImageDeclaration) -> LoadedImage { LoadedImage(declaration: declaration, variants: []) }

    @Test func missingAltTextIsAnErrorAtTheName() {
        var declaration = ImageDeclaration.test(.artwork, files: [])
        declaration.alt = nil
        declaration.altRange = nil
        let diagnostics = ImageRules.alt(image(declaration))
        #expect(diagnostics.map(\.rule) == [.imgAlt])
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.range == at(2, 3))
        #expect(diagnostics.first?.message.contains("decorative") == true)
    }

    @Test func emptyAltTextIsAnErrorAtTheAlt() {
        var declaration = ImageDeclaration.test(.photo, files: [])
        declaration.alt = "  "
        let diagnostics = ImageRules.alt(image(declaration))
        #expect(diagnostics.map(\.range) == [at(4)])
        #expect(diagnostics.first?.severity == .error)
    }

    @Test func aFileNameIsNotADescription() {
        var declaration = ImageDeclaration.test(.artwork, files: [])
        declaration.alt = "logo-light.png"
        let diagnostics = ImageRules.alt(image(declaration))
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.range == at(4))
    }

    @Test func decorativeImagesNeedNoAltButAppIconsCannotBeDecorative() {
        var glyph = ImageDeclaration.test(.glyph, files: [])
        glyph.alt = nil
        glyph.isDecorative = true
        #expect(ImageRules.alt(image(glyph)).isEmpty)
        var icon = ImageDeclaration.test(.appIcon, files: [])
        icon.isDecorative = true
        let diagnostics = ImageRules.alt(image(icon))
        #expect(diagnostics.map(\.rule) == [.imgAlt])
        #expect(diagnostics.first?.message.contains("cannot be decorative") == true)
    }

    @Test func aMarkedImageWithOnlyALightVariantIsAWarningAtThatPath() {
        var declaration = ImageDeclaration.test(
            .artwork, files: [.init(path: "Images/l.png", range: at(6), appearance: .light)])
        #expect(ImageRules.appearance(image(declaration)).isEmpty)
        declaration.appearanceVariantsRange = at(10)
        let diagnostics = ImageRules.appearance(image(declaration))
        #expect(diagnostics.map(\.rule) == [.imgAppearance])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.range == at(6))
        #expect(diagnostics.first?.message.contains("no dark one") == true)
    }

    @Test func aMarkedImageWithOneUniversalFileIsAWarningAtTheMark() {
        var declaration = ImageDeclaration.test(.artwork, files: [.init(path: "Images/l.png", range: at(6))])
        declaration.appearanceVariantsRange = at(10)
        #expect(ImageRules.appearance(image(declaration)).map(\.range) == [at(10)])
    }

    @Test func highContrastVariantsComeInPairs() {
        var declaration = ImageDeclaration.test(
            .artwork,
            files: [
                .init(path: "l.png", range: at(6), appearance: .light),
                .init(path: "d.png", range: at(7), appearance: .dark),
                .init(path: "hl.png", range: at(8), appearance: .increasedContrastLight),
            ])
        declaration.appearanceVariantsRange = at(10)
        let diagnostics = ImageRules.appearance(image(declaration))
        #expect(diagnostics.map(\.range) == [at(8)])
    }
}

@Suite struct ImageGlyphRuleTests {
    func check(_ bytes: [UInt8], name: String = "Images/glyph.png") throws -> [Diagnostic] {
        let package = try TemporaryPackage()
        try package.write(name, bytes)
        var declaration = ImageDeclaration.test(.glyph, size: nil, files: [.init(path: name, range: at(6), scale: 2)])
        declaration.scales = [2]
        return package.check(declaration).with(.imgGlyph)
    }

    @Test func aOneColorGlyphWithAntiAliasedEdgesPasses() throws {
        #expect(try check(Fixture.glyph(32)).isEmpty)
    }

    @Test func twoColorsAreAWarningThatNamesThem() throws {
        let bytes = Fixture.rgba(16, 16) { x, _ in
            x < 4 ? [0, 0, 0, 0] : (x < 10 ? [255, 0, 0, 255] : [0, 0, 255, 255])
        }
        let diagnostics = try check(bytes)
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.range == at(6))
        #expect(diagnostics.first?.message.contains("#FF0000 at (4, 0)") == true)
        #expect(diagnostics.first?.message.contains("#0000FF at (10, 0)") == true)
    }

    @Test func aGlyphWithNoTransparencyIsAWarning() throws {
        let opaqueRGBA = Fixture.rgba(8, 8) { _, _ in [0, 0, 0, 255] }
        #expect(try check(opaqueRGBA).first?.message.contains("no transparent pixels") == true)
        #expect(try check(Fixture.rgb(8, 8)).first?.message.contains("no transparency") == true)
        #expect(try check(Fixture.jpeg(width: 8, height: 8), name: "Images/glyph.jpg").map(\.rule) == [.imgGlyph])
    }

    @Test func aFullyTransparentGlyphDrawsNothing() throws {
        #expect(
            try check(Fixture.rgba(8, 8) { _, _ in [0, 0, 0, 0] }).first?.message.contains("fully transparent") == true)
    }

    @Test func aVectorGlyphIsNotJudged() throws {
        #expect(try check(Fixture.svg(#"viewBox="0 0 24 24""#), name: "Images/glyph.svg").isEmpty)
    }

    @Test func aGlyphTooLargeToDecodeGetsANote() {
        let declaration = ImageDeclaration.test(.glyph, files: [])
        let variant = ImageVariant(
            appearance: .any, scale: 2, path: "g.png", range: at(6),
            info: ImageInfo(format: .png, width: 9000, height: 9000, hasAlpha: true),
            pixels: .notDecoded("is too large"))
        let diagnostics = ImageRules.glyph(LoadedImage(declaration: declaration, variants: [variant]))
        #expect(diagnostics.map(\.severity) == [.note])
        #expect(diagnostics.first?.range == at(6))
    }
}

@Suite struct ImageAppIconRuleTests {
    let sizes = [1024, 180, 167, 152, 120]

    func iconSet(_ package: TemporaryPackage, transparentAt transparent: Int? = nil) throws -> [ImageDeclaration.File] {
        try sizes.enumerated()
            .map { index, size in
                let path = "Icons/AppIcon-\(size).png"
                let bytes =
                    size == transparent
                    ? Fixture.rgba(size, size) { x, y in [10, 20, 30, x == 0 && y == 0 ? 0 : 255] }
                    : Fixture.rgb(size, size)
                try package.write(path, bytes)
                return .init(path: path, range: at(10 + index), appearance: .any, iconSize: size)
            }
    }

    func icon(_ files: [ImageDeclaration.File]) -> ImageDeclaration {
        var declaration = ImageDeclaration.test(.appIcon, size: nil, files: files)
        declaration.requiredIconSizesRange = at(9)
        return declaration
    }

    @Test func aCompleteOpaqueSetPasses() throws {
        let package = try TemporaryPackage()
        #expect(package.check(icon(try iconSet(package))).isEmpty)
    }

    @Test func aTransparentPixelIsAnErrorAtThatFile() throws {
        let package = try TemporaryPackage()
        let diagnostics = package.check(icon(try iconSet(package, transparentAt: 180))).with(.imgAppIcon)
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(diagnostics.first?.range == at(11))
        #expect(
            diagnostics.first?.message
                == "AppIcon-180.png has 1 of 32,400 pixels not fully opaque, the first #0A141E at 0% alpha at (0, 0); an app icon is opaque: flatten it onto a background"
        )
    }

    @Test func anAlphaChannelOnAnOpaqueIconIsAWarning() throws {
        let package = try TemporaryPackage()
        var files = try iconSet(package)
        try package.write("Icons/AppIcon-1024.png", Fixture.rgba(1024, 1024) { _, _ in [1, 2, 3, 255] })
        files[0].range = at(10)
        let diagnostics = package.check(icon(files)).with(.imgAppIcon)
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.message.contains("alpha channel") == true)
    }

    @Test func missingSizesAreOneErrorAtTheSizesKey() throws {
        let package = try TemporaryPackage()
        let files = try iconSet(package).filter { $0.iconSize != 167 && $0.iconSize != 152 }
        let diagnostics = package.check(icon(files)).with(.imgAppIcon)
        #expect(diagnostics.map(\.range) == [at(9)])
        #expect(diagnostics.first?.message.contains("lacks the 167×167 px and 152×152 px sizes that iOS needs") == true)
    }

    @Test func theThemeCanNameTheSizesItNeeds() throws {
        let package = try TemporaryPackage()
        var declaration = icon(try iconSet(package).filter { $0.iconSize != 167 && $0.iconSize != 152 })
        declaration.requiredIconSizes = [1024, 180, 120]
        #expect(package.check(declaration).isEmpty)
    }

    @Test func aFileOfTheWrongSizeOrShapeIsAnError() throws {
        let package = try TemporaryPackage()
        var files = try iconSet(package)
        try package.write("Icons/AppIcon-180.png", Fixture.rgb(120, 120))
        try package.write("Icons/AppIcon-1024.png", Fixture.rgb(1024, 1000))
        files[0].range = at(10)
        let diagnostics = package.check(icon(files)).with(.imgAppIcon)
        #expect(
            diagnostics.contains {
                $0.range == at(11)
                    && $0.message.contains("is 120×120 px, but the theme lists it as the 180×180 px icon")
            })
        #expect(diagnostics.contains { $0.range == at(10) && $0.message.contains("an app icon is square") })
    }

    @Test func aDarkVariantMayBeTransparent() throws {
        let package = try TemporaryPackage()
        var files = try iconSet(package)
        try package.write("Icons/AppIcon-dark.png", Fixture.rgba(1024, 1024) { _, _ in [0, 0, 0, 0] })
        files.append(.init(path: "Icons/AppIcon-dark.png", range: at(20), appearance: .dark, iconSize: 1024))
        #expect(package.check(icon(files)).isEmpty)
    }
}

@Suite struct MaterialImageRuleTests {
    @Test func fullColorArtworkOnAMaterialIsAWarningAtThePlacement() {
        var declaration = ImageDeclaration.test(.artwork, files: [])
        declaration.material = .init(material: "sidebarGlass", range: at(12))
        let diagnostics = ImageRules.material(LoadedImage(declaration: declaration, variants: []))
        #expect(diagnostics.map(\.rule) == [.matImages])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.range == at(12))
        #expect(diagnostics.first?.message.contains("sidebarGlass") == true)
    }

    @Test func aGlyphOnAMaterialIsWhatTheGuidelinesAskFor() {
        var declaration = ImageDeclaration.test(.glyph, files: [])
        declaration.material = .init(material: "sidebarGlass", range: at(12))
        #expect(ImageRules.material(LoadedImage(declaration: declaration, variants: [])).isEmpty)
    }
}

@Suite struct ImageCheckerTests {
    @Test func aWellMadeThemeHasNothingToSay() throws {
        let package = try TemporaryPackage()
        for (name, size) in [
            ("logo-light@2x", 128), ("logo-light@3x", 192), ("logo-dark@2x", 128), ("logo-dark@3x", 192),
        ] {
            try package.write("Images/\(name).png", Fixture.rgb(size, size))
        }
        try package.write("Images/star.pdf", Fixture.pdf(mediaBox: "[0 0 24 24]"))
        var logo = ImageDeclaration.test(
            .artwork,
            files: [
                .init(path: "Images/logo-light.png", range: at(6), appearance: .light),
                .init(path: "Images/logo-dark.png", range: at(7), appearance: .dark),
            ])
        logo.appearanceVariantsRange = at(8)
        var star = ImageDeclaration.test(
            .glyph, size: .pt(24, 24), files: [.init(path: "Images/star.pdf", range: at(14))])
        star.material = .init(material: "sidebarGlass", range: at(15))
        #expect(ImageChecker(packageRoot: package.root, themeFile: package.themeFile).check([logo, star]).isEmpty)
    }

    @Test func findingsComeInReadingOrder() throws {
        let package = try TemporaryPackage()
        var bad = ImageDeclaration.test(
            .artwork, size: .pt(60, 60), files: [.init(path: "../../../x.png", range: at(6))])
        bad.alt = nil
        let diagnostics = package.check(bad)
        #expect(diagnostics.map(\.rule) == [.imgAlt, .imgGrid, .imgPath])
        #expect(diagnostics.map(\.line) == [2, 5, 6])
    }
}
