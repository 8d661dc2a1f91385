import Foundation
import Swatch
import SwatchDiagnostics
import SwatchSupport
import Testing

@testable import SwatchImages
@testable import SwatchModel

#if canImport(Glibc)
import Glibc
@testable import SwatchTestSupport
#endif

@Suite struct ImagePathTests {
    func declaration(_ path: String, line: Int = 6) -> ImageDeclaration {
        .test(.artwork, files: [.init(path: path, range: at(line), appearance: .light)])
    }

    @Test func aPathInsideThePackageLoads() throws {
        let package = try TemporaryPackage()
        try package.write("Images/logo@2x.png", Fixture.rgb(128, 128))
        try package.write("Images/logo@3x.png", Fixture.rgb(192, 192))
        let (image, diagnostics) = package.load(declaration("Images/logo.png"))
        #expect(diagnostics.isEmpty)
        #expect(image.variants.map(\.scale) == [2, 3])
        #expect(image.variants.map(\.path) == ["Images/logo@2x.png", "Images/logo@3x.png"])
        #expect(image.variants.allSatisfy { $0.range == at(6) && !$0.isNamedInTheme })
    }

    @Test func climbingOutOfThePackageIsAnError() throws {
        let package = try TemporaryPackage()
        let diagnostics = package.load(declaration("../../../../../../etc/passwd", line: 7)).diagnostics
        #expect(diagnostics.map(\.rule) == [.imgPath])
        #expect(diagnostics.first?.range == at(7))
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.message.contains("outside the package root") == true)
    }

    @Test func climbingOutIsRefusedEvenWhenTheFileIsMissing() throws {
        let package = try TemporaryPackage()
        let diagnostics = package.load(declaration("../../../elsewhere/logo.png")).diagnostics
        #expect(diagnostics.map(\.rule) == [.imgPath])
    }

    @Test func climbingWithinThePackageIsFine() throws {
        let package = try TemporaryPackage()
        try package.write("../../Shared/logo.png", Fixture.rgb(64, 64))
        try package.write("../../Shared/logo@2x.png", Fixture.rgb(128, 128))
        try package.write("../../Shared/logo@3x.png", Fixture.rgb(192, 192))
        let diagnostics = package.check(declaration("../../Shared/logo.png"))
        #expect(diagnostics.isEmpty)
    }

    @Test func anAbsolutePathIsAnError() throws {
        let package = try TemporaryPackage()
        try package.write("Images/logo.png", Fixture.rgb(64, 64))
        for path in [package.themeDirectory + "/Images/logo.png", "/etc/passwd", "~/logo.png"] {
            let diagnostics = package.load(declaration(path, line: 9)).diagnostics
            #expect(diagnostics.map(\.rule) == [.imgPath])
            #expect(diagnostics.first?.range == at(9))
            #expect(diagnostics.first?.message.contains("absolute") == true)
        }
    }

    @Test func aSymbolicLinkOutOfThePackageIsAnError() throws {
        let package = try TemporaryPackage()
        let outside = try TemporaryPackage()
        try outside.write("secret.png", Fixture.rgb(64, 64))
        try package.symlink("Images/logo.png", to: outside.themeDirectory + "/secret.png")
        let diagnostics = package.load(declaration("Images/logo.png", line: 8)).diagnostics
        #expect(diagnostics.map(\.rule) == [.imgPath])
        #expect(diagnostics.first?.range == at(8))
        #expect(diagnostics.first?.message.contains("symbolic link") == true)
    }

    @Test func aLinkedFolderOutOfThePackageIsAnError() throws {
        let package = try TemporaryPackage()
        let outside = try TemporaryPackage()
        try outside.write("Art/logo.png", Fixture.rgb(64, 64))
        try package.symlink("Images", to: outside.themeDirectory + "/Art")
        #expect(package.load(declaration("Images/logo.png")).diagnostics.map(\.rule) == [.imgPath])
    }

    @Test func aVariantFoundByNameIsCheckedToo() throws {
        let package = try TemporaryPackage()
        let outside = try TemporaryPackage()
        try outside.write("big.png", Fixture.rgb(128, 128))
        try package.write("Images/logo.png", Fixture.rgb(64, 64))
        try package.symlink("Images/logo@2x.png", to: outside.themeDirectory + "/big.png")
        let diagnostics = package.load(declaration("Images/logo.png", line: 6)).diagnostics
        #expect(diagnostics.map(\.rule) == [.imgPath])
        #expect(diagnostics.first?.range == at(6))
        #expect(diagnostics.first?.message.contains("logo@2x.png") == true)
    }

    @Test func aSymbolicLinkWithinThePackageIsFine() throws {
        let package = try TemporaryPackage()
        try package.write("Art/real@2x.png", Fixture.rgb(128, 128))
        try package.symlink("Images/logo@2x.png", to: package.themeDirectory + "/Art/real@2x.png")
        let (image, diagnostics) = package.load(declaration("Images/logo.png"))
        #expect(diagnostics.isEmpty)
        #expect(image.variants.count == 1)
    }

    @Test func aMissingFileSaysWhatWasLookedFor() throws {
        let package = try TemporaryPackage()
        let diagnostics = package.load(declaration("Images/nope.png", line: 11)).diagnostics
        #expect(diagnostics.map(\.rule) == [.imgFile])
        #expect(diagnostics.first?.range == at(11))
        #expect(diagnostics.first?.message.contains("nope@2x.png") == true)
    }

    @Test func aNamedScaleThatIsMissingIsAnError() throws {
        let package = try TemporaryPackage()
        try package.write("Images/logo.png", Fixture.rgb(64, 64))
        let diagnostics = package.load(declaration("Images/logo@2x.png")).diagnostics
        #expect(diagnostics.map(\.rule) == [.imgFile])
        #expect(diagnostics.first?.message.contains("logo@2x.png") == true)
    }

    @Test func explicitScalesAreLoadedAsListed() throws {
        let package = try TemporaryPackage()
        try package.write("Images/small.png", Fixture.rgb(64, 64))
        try package.write("Images/big.png", Fixture.rgb(128, 128))
        let files: [ImageDeclaration.File] = [
            .init(path: "Images/small.png", range: at(6), appearance: .light, scale: 1),
            .init(path: "Images/big.png", range: at(7), appearance: .light, scale: 2),
        ]
        let (image, diagnostics) = package.load(.test(.artwork, platform: .macOS, files: files))
        #expect(diagnostics.isEmpty)
        #expect(image.variants.map(\.scale) == [1, 2])
        #expect(image.variants.map(\.range) == [at(6), at(7)])
    }

    @Test func aFolderOrAnUnreadableFileIsAnError() throws {
        let package = try TemporaryPackage()
        try package.write("Images/logo.png/inside", [1])
        #expect(package.load(declaration("Images/logo.png")).diagnostics.map(\.rule) == [.imgFile])

        try package.write("Images/locked.png", Fixture.rgb(64, 64))
        let locked = package.themeDirectory + "/Images/locked.png"
        chmod(locked, 0)
        defer { chmod(locked, 0o644) }
        // Root reads any file; the check only means something for others.
        if getuid() != 0 {
            let diagnostics = package.load(declaration("Images/locked.png", line: 12)).diagnostics
            #expect(diagnostics.map(\.rule) == [.imgFile])
            #expect(diagnostics.first?.range == at(12))
            #expect(diagnostics.first?.message.contains("cannot be read") == true)
        }
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let package = try TemporaryPackage()
        try package.write("Images/keep", [])
        #expect(mkfifo(package.themeDirectory + "/Images/pipe.png", 0o644) == 0)
        let diagnostics = package.load(declaration("Images/pipe.png")).diagnostics
        #expect(diagnostics.map(\.rule) == [.imgFile])
        #expect(diagnostics.first?.message.contains("not a regular file") == true)
    }

    @Test func aFileOverTheSizeLimitIsNotRead() throws {
        let package = try TemporaryPackage()
        try package.write("Images/logo.png", Fixture.rgb(64, 64))
        var access = ImageFileAccess(packageRoot: package.root, themeFile: package.themeFile)
        access.maximumFileSize = 32
        let diagnostics = ImageLoader(files: access).load(declaration("Images/logo.png")).diagnostics
        #expect(diagnostics.map(\.rule) == [.imgFile])
        #expect(diagnostics.first?.message.contains("was not read") == true)
    }

    @Test func aCorruptFileIsAnErrorAtItsPath() throws {
        let package = try TemporaryPackage()
        try package.write("Images/logo.png", Array(Fixture.rgb(64, 64).prefix(50)))
        let diagnostics = package.load(declaration("Images/logo.png", line: 13)).diagnostics
        #expect(diagnostics.map(\.rule) == [.imgFile])
        #expect(diagnostics.first?.range == at(13))
        #expect(diagnostics.first?.message.contains("truncated") == true)
    }

    @Test func aLinkLoopIsAnErrorNotAHang() throws {
        let package = try TemporaryPackage()
        try package.symlink("Images/a.png", to: package.themeDirectory + "/Images/b.png")
        try package.symlink("Images/b.png", to: package.themeDirectory + "/Images/a.png")
        let diagnostics = package.load(declaration("Images/a.png")).diagnostics
        #expect(diagnostics.map(\.rule) == [.imgFile])
        #expect(diagnostics.first?.message.contains("cannot be read") == true)
    }

    @Test func aThemeOutsideTheRootCannotBeChecked() throws {
        let package = try TemporaryPackage()
        let elsewhere = try TemporaryPackage()
        try package.write("Images/logo.png", Fixture.rgb(64, 64))
        let loader = ImageLoader(packageRoot: elsewhere.root, themeFile: package.themeFile)
        let diagnostics = loader.load(declaration("Images/logo.png")).diagnostics
        #expect(diagnostics.map(\.rule) == [.imgPath])
    }

    @Test func anEmptyPathIsAnError() throws {
        let package = try TemporaryPackage()
        #expect(package.load(declaration("")).diagnostics.map(\.rule) == [.imgPath])
    }

    @Test func pathsAreTakenApartByTheScaleConvention() {
        let path = ImagePath("Images/logo-light@2x.png")
        #expect(path.directory == "Images/" && path.stem == "logo-light" && path.scale == 2 && path.format == .png)
        #expect(path.variant(scale: 1) == "Images/logo-light.png")
        #expect(path.variant(scale: 3) == "Images/logo-light@3x.png")
        #expect(ImagePath("a@b.jpeg").scale == nil)
        #expect(ImagePath("a@b.jpeg").format == .jpeg)
        #expect(ImagePath(".hidden").fileExtension == "")
    }
}
