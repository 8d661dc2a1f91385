import Foundation
import SwatchSupport
import Testing

@testable import SwatchPipeline
@testable import SwatchTestSupport

/// The generated Swift as its readers and the tools of an app's package see
/// it: the package's own lint, and the version handshake with the runtime.
@Suite struct GeneratedSwiftFormTests {
    /// Every golden file passes `swift format lint --strict` with the
    /// package's `.swift-format` (120 columns), read without the line that
    /// tells swift-format to leave it alone: the layout is held to the lint
    /// an app's own code meets, though the lint is told to skip it.
    @Test(.tags(.integration)) func goldenFilesPassThePackagesLint() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = GeneratedSwiftGoldenTests.golden
        var files: [String] = []
        let names = try FileManager.default.subpathsOfDirectory(atPath: golden.path).filter { $0.hasSuffix(".swift") }
        for name in names {
            let text = try String(contentsOf: golden.appendingPathComponent(name), encoding: .utf8)
            #expect(text.contains("// swift-format-ignore-file\n"), "\(name) lacks the header line for swift-format")
            #expect(text.contains("// swiftlint:disable all\n"), "\(name) lacks the header line for SwiftLint")
            let linted = folder.appendingPathComponent(name.replacingOccurrences(of: "/", with: "-"))
            try text.replacingOccurrences(of: "// swift-format-ignore-file\n", with: "")
                .write(to: linted, atomically: true, encoding: .utf8)
            files.append(linted.path)
        }
        #expect(files.count >= 12)
        let configuration = Toolchain.root.appendingPathComponent(".swift-format").path
        let result = try Toolchain.run(
            Toolchain.executable("swift"), ["format", "lint", "--strict", "--configuration", configuration] + files)
        #expect(result.status == 0, "\(result.text)")
        #expect(!result.text.contains("error"), "\(result.text)")
    }

    /// Every golden file compiles against this runtime: a single theme alone,
    /// a family's files together (a brand's file names its base's types), as
    /// a target compiles them. A change to the runtime's API that the emitter
    /// does not follow fails here, not in an app's build.
    @Test(.tags(.integration)) func goldenFilesTypecheckAgainstTheRuntime() throws {
        let golden = GeneratedSwiftGoldenTests.golden
        let entries = try FileManager.default.contentsOfDirectory(atPath: golden.path).sorted()
        var units: [[String]] = []
        for entry in entries {
            let url = golden.appendingPathComponent(entry)
            if entry.hasSuffix(".swift") {
                units.append([url.path])
            } else if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                let files = try FileManager.default.contentsOfDirectory(atPath: url.path)
                    .filter { $0.hasSuffix(".swift") }.sorted().map { url.appendingPathComponent($0).path }
                units.append(files)
            }
        }
        #expect(units.count >= 11)
        for files in units {
            let result = try Toolchain.run(
                Toolchain.executable("swiftc"),
                [
                    "-typecheck", "-swift-version", "6", "-package-name", "Goldens", "-I",
                    Toolchain.swatchModules().path,
                ] + files)
            #expect(result.status == 0, "\(files.map { ($0 as NSString).lastPathComponent }): \(result.text)")
        }
    }

    /// Generated code names the version of the code it holds; a runtime
    /// that does not read that version stops the build at that line with
    /// both numbers.
    @Test(.tags(.integration)) func aRuntimeThatCannotReadTheCodeStopsTheBuildNamingBothVersions() throws {
        let theme = """
            swatch: 1
            colors:
              ink: { role: label, light: "#1D1D1F", dark: "#F5F5F7" }
            """
        let result = ThemeCompiler().compile(ThemeSource(path: "Ink.theme.yaml", text: theme))
        let swift = try #require(result.swift)
        let current = "Swatch.GeneratedCodeVersion<2>.readable"
        #expect(swift.contains(current))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swatch-handshake-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Ink.swift")
        func typecheck(_ text: String) throws -> Toolchain.Output {
            try text.write(to: file, atomically: true, encoding: .utf8)
            return try Toolchain.run(
                Toolchain.executable("swiftc"),
                ["-typecheck", "-swift-version", "6", "-I", Toolchain.swatchModules().path, file.path])
        }
        let accepted = try typecheck(swift)
        #expect(accepted.status == 0, "\(accepted.text)")
        // Code of version 1 (its colors' `ColorTable` and `light:`/`dark:` forms) still reads.
        let older = try typecheck(
            swift.replacingOccurrences(of: current, with: "Swatch.GeneratedCodeVersion<1>.readable"))
        #expect(older.status == 0, "\(older.text)")
        // Code of a later version than this runtime reads.
        let refused = try typecheck(
            swift.replacingOccurrences(of: current, with: "Swatch.GeneratedCodeVersion<3>.readable"))
        #expect(refused.status != 0)
        // This runtime reads two versions: swiftc names each in a note beside the file's.
        #expect(refused.text.contains("the types '3' and '1' be equivalent"), "\(refused.text)")
        #expect(refused.text.contains("the types '3' and '2' be equivalent"), "\(refused.text)")
        #expect(refused.text.contains("docs/runtime.md › Versions"), "the line shown with the error says where to read")
    }
}
