import Foundation
import SwatchDiagnostics
import SwatchSupport
import Testing

@testable import SwatchPipeline
@testable import SwatchTestSupport

/// What each good fixture theme and each bundled theme generates, byte for
/// byte, against `Tests/Golden/swift/`: a change to the emitter shows as a
/// diff of these files in review. After an intended change:
/// `SWATCH_UPDATE_GOLDEN=1 swift test --filter GeneratedSwiftGoldenTests`, then
/// review the diff.
@Suite struct GeneratedSwiftGoldenTests {
    static let golden = FixtureCorpus.root.deletingLastPathComponent().appendingPathComponent("Golden/swift")
    static let themes =
        FixtureCorpus.files(in: "good")
        + ["Acme", "Studio", "Dusk"].map { Toolchain.root.appendingPathComponent("Themes/\($0).theme.yaml") }

    @Test(arguments: themes)
    func generatedSwiftMatchesItsGoldenFile(_ url: URL) throws {
        let name = url.lastPathComponent.replacingOccurrences(of: ".theme.yaml", with: "")
        let source = ThemeSource(path: url.path, bytes: Array(try Data(contentsOf: url)))
        var options = ThemeCompiler.Options()
        options.packageRoot = url.deletingLastPathComponent().path
        let result = ThemeCompiler(options: options).compile(source)
        let swift = try #require(result.swift, "\(name): \(result.diagnostics.map(\.message))")
        let file = Self.golden.appendingPathComponent("\(name).swift")
        if ProcessInfo.processInfo.environment["SWATCH_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.golden, withIntermediateDirectories: true)
            try Data(swift.utf8).write(to: file)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(swift == expected, "\(name).swift differs from Tests/Golden/swift/\(name).swift")
    }

    /// The shapes one theme alone does not show, each a folder of
    /// `Tests/Fixtures/golden` compiled together as a build compiles a
    /// target's themes: a base with two brands (the `Theme` type and a value
    /// of it per brand), images of every kind with their files, and every
    /// kind of surface with the materials of macOS and visionOS (the other
    /// platforms' materials are in the good fixtures).
    static let families = ["Brands", "Gallery", "Surfaces"]

    @Test(arguments: families)
    func familyMatchesItsGoldenFiles(_ family: String) throws {
        let folder = FixtureCorpus.root.appendingPathComponent("golden/\(family)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".theme.yaml") }.sorted()
        #expect(!names.isEmpty)
        let sources = try names.map { name in
            let url = folder.appendingPathComponent(name)
            return ThemeSource(path: url.path, bytes: Array(try Data(contentsOf: url)))
        }
        var options = ThemeCompiler.Options()
        options.packageRoot = folder.path
        let results = ThemeCompiler(options: options).compile(sources)
        let goldenFolder = Self.golden.appendingPathComponent(family)
        for (name, result) in zip(names, results) {
            let swiftName = name.replacingOccurrences(of: ".theme.yaml", with: ".swift")
            let swift = try #require(result.swift, "\(name): \(result.diagnostics.map(\.message))")
            #expect(!result.diagnostics.hasErrors, "\(name): \(result.diagnostics.map(\.message))")
            let file = goldenFolder.appendingPathComponent(swiftName)
            if ProcessInfo.processInfo.environment["SWATCH_UPDATE_GOLDEN"] == "1" {
                try FileManager.default.createDirectory(at: goldenFolder, withIntermediateDirectories: true)
                try Data(swift.utf8).write(to: file)
            }
            let expected = try String(contentsOf: file, encoding: .utf8)
            #expect(swift == expected, "\(swiftName) differs from Tests/Golden/swift/\(family)/\(swiftName)")
        }
    }

    @Test func everyGoldenFileHasItsTheme() throws {
        let names = Set(
            Self.themes.map { $0.lastPathComponent.replacingOccurrences(of: ".theme.yaml", with: ".swift") })
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.golden.path)
            .filter { $0.hasSuffix(".swift") }
        #expect(Set(files) == names, "Tests/Golden/swift holds files for themes that are gone")
    }
}
