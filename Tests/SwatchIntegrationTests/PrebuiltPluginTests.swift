import Foundation
import Testing

@testable import SwatchTestSupport

/// The prebuilt plugin tool as a client meets it: `scripts/release` builds
/// `swatch-compile` into an artifact bundle and writes the swatch-prebuilt
/// package, and a client package built with it gets the Swift that the
/// from-source SwatchPlugin generates, byte for byte.
///
/// Everything is built in this run: the release (its scratch folder is the
/// script's own, `.build-release/build`, so a second run rebuilds only what
/// changed) and the clients, in `.build-prebuilt-client` at the root (kept
/// out of git). The suite runs its tests one at a time: they share the
/// release's scratch folder, which SwiftPM locks.
@Suite(.serialized, .tags(.integration))
struct PrebuiltPluginTests {
    static let workspace = Toolchain.root.appendingPathComponent(".build-prebuilt-client")
    static let scratch = workspace.appendingPathComponent("build")

    func release(_ arguments: [String]) throws -> Toolchain.Output {
        try Toolchain.run(Toolchain.root.appendingPathComponent("scripts/release"), arguments)
    }

    func build(_ package: URL, scratch: URL = Self.scratch) throws -> Toolchain.Output {
        try Toolchain.run(
            Toolchain.executable("swift"),
            ["build", "--package-path", package.path, "--scratch-path", scratch.path])
    }

    /// This machine's target triple, as swiftc reports it.
    func hostTriple() throws -> String {
        let info = try Toolchain.run(Toolchain.executable("swiftc"), ["-print-target-info"])
        let object = try JSONSerialization.jsonObject(with: Data(info.text.utf8)) as? [String: Any]
        return try #require((object?["target"] as? [String: Any])?["triple"] as? String, "\(info.text)")
    }

    func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    /// The bundle's info.json: schema 1.0, one executable artifact named as
    /// the plugin asks for it, a variant for this machine whose file exists.
    func checkBundle(_ bundle: URL, triple: String) throws {
        let data = try Data(contentsOf: bundle.appendingPathComponent("info.json"))
        let info = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(info["schemaVersion"] as? String == "1.0")
        let artifacts = try #require(info["artifacts"] as? [String: Any])
        #expect(Array(artifacts.keys) == ["swatch-compile"])
        let tool = try #require(artifacts["swatch-compile"] as? [String: Any])
        #expect(tool["type"] as? String == "executable")
        let variants = try #require(tool["variants"] as? [[String: Any]])
        #expect(variants.map { $0["supportedTriples"] as? [String] } == [[triple]])
        let path = try #require(variants.first?["path"] as? String)
        let executable = bundle.appendingPathComponent(path)
        #expect(FileManager.default.isExecutableFile(atPath: executable.path), "\(path)")

        // Runs on a machine without the Swift runtime, libyaml or zlib: it loads none of them.
        let dynamic = try Toolchain.run(Toolchain.executable("readelf"), ["-d", executable.path])
        let needed = dynamic.text.split(separator: "\n").filter { $0.contains("(NEEDED)") }
        #expect(needed.contains { $0.contains("libc.so") }, "\(dynamic.text)")
        for library in ["libyaml", "libz.", "libswift", "libdispatch", "libFoundation", "libBlocksRuntime"] {
            #expect(
                !needed.contains { $0.contains("[\(library)") }, "loads \(library):\n\(needed.joined(separator: "\n"))")
        }
    }

    @Test func aClientBuiltWithTheReleasedBundleGetsTheSourcePluginsSwiftByteForByte() throws {
        let output = Self.workspace.appendingPathComponent("release")
        let made = try release(["--output", output.path])
        try #require(made.status == 0, "scripts/release failed:\n\(made.text)")
        try checkBundle(output.appendingPathComponent("swatch-compile.artifactbundle"), triple: try hostTriple())

        // The checksum is the zip's SHA-256, what `swift package compute-checksum` gives and SwiftPM checks.
        let zip = output.appendingPathComponent("swatch-compile.artifactbundle.zip")
        let recorded = try String(contentsOf: zip.appendingPathExtension("checksum"), encoding: .utf8)
        let sha = try Toolchain.run(Toolchain.executable("sha256sum"), [zip.path])
        #expect(recorded.trimmingCharacters(in: .whitespacesAndNewlines) == sha.text.prefix(64).description)

        // One client, two targets with the same sources (Examples/AcmeApp: three themes, a brand family, images):
        // one compiles its themes with SwatchPlugin, the other with SwatchPrebuiltPlugin.
        let client = Self.workspace.appendingPathComponent("Client")
        try? FileManager.default.removeItem(at: client)
        let example = Toolchain.root.appendingPathComponent("Examples/AcmeApp/Sources/AcmeApp")
        for target in ["FromSource", "Prebuilt"] {
            try FileManager.default.createDirectory(
                at: client.appendingPathComponent("Sources"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: example, to: client.appendingPathComponent("Sources/\(target)"))
        }
        try write(
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "PrebuiltClient",
                dependencies: [
                    .package(name: "swatch", path: "\(Toolchain.root.path)"),
                    .package(path: "\(output.appendingPathComponent("swatch-prebuilt").path)"),
                ],
                targets: [
                    .executableTarget(
                        name: "FromSource", dependencies: [.product(name: "Swatch", package: "swatch")],
                        resources: [.copy("Images")], plugins: [.plugin(name: "SwatchPlugin", package: "swatch")]),
                    .executableTarget(
                        name: "Prebuilt", dependencies: [.product(name: "Swatch", package: "swatch")],
                        resources: [.copy("Images")],
                        plugins: [.plugin(name: "SwatchPrebuiltPlugin", package: "swatch-prebuilt")]),
                ]
            )

            """, to: client.appendingPathComponent("Package.swift"))
        // The themes' commands run in this build whatever an earlier run left, so that their findings are in its log.
        try? FileManager.default.removeItem(at: Self.scratch.appendingPathComponent("plugins/outputs"))
        let built = try build(client)
        try #require(built.status == 0, "swift build failed:\n\(built.text)")

        // The same findings at the same places (Acme's theme has warnings), one set per target.
        func findings(of target: String) -> [String] {
            built.text.split(separator: "\n").map(String.init)
                .filter { $0.contains("/Sources/\(target)/") && $0.contains(": warning: ") }
                .map { $0.replacingOccurrences(of: "/Sources/\(target)/", with: "/Sources/App/") }.sorted()
        }
        #expect(!findings(of: "FromSource").isEmpty, "\(built.text)")
        #expect(findings(of: "Prebuilt") == findings(of: "FromSource"))

        let outputs = Self.scratch.appendingPathComponent("plugins/outputs/client")
        let fromSource = outputs.appendingPathComponent("FromSource/destination/SwatchPlugin/GeneratedSources")
        let prebuilt = outputs.appendingPathComponent("Prebuilt/destination/SwatchPrebuiltPlugin/GeneratedSources")
        let files = try FileManager.default.contentsOfDirectory(atPath: fromSource.path).sorted()
        #expect(files == ["Acme.swift", "Forest.swift", "Ocean.swift"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: prebuilt.path).sorted() == files)
        for file in files {
            let source = try Data(contentsOf: fromSource.appendingPathComponent(file))
            #expect(!source.isEmpty)
            #expect(try Data(contentsOf: prebuilt.appendingPathComponent(file)) == source, "\(file) differs")
        }

        let runs = try ["FromSource", "Prebuilt"]
            .map { try Toolchain.run(Self.scratch.appendingPathComponent("debug/\($0)"), []) }
        #expect(runs.map(\.status) == [0, 0], "\(runs.map(\.text))")
        #expect(runs[1].text == runs[0].text)
        #expect(runs[1].text.contains("cardBackground"))
    }

    @Test func aReleaseWithAURLNamesTheZipByURLAndItsChecksum() throws {
        let output = Self.workspace.appendingPathComponent("release-url")
        let url = "https://example.com/swatch/0.1.0/swatch-compile.artifactbundle.zip"
        let made = try release(["--url", url, "--version", "0.1.0", "--output", output.path])
        try #require(made.status == 0, "scripts/release failed:\n\(made.text)")
        let package = output.appendingPathComponent("swatch-prebuilt")
        // The zip is published beside the package, not in it.
        #expect(
            !FileManager.default.fileExists(
                atPath: package.appendingPathComponent("swatch-compile.artifactbundle.zip").path))

        // Loading the manifest fetches nothing: what SwiftPM would download and check.
        let dump = try Toolchain.run(
            Toolchain.executable("swift"), ["package", "--package-path", package.path, "dump-package"])
        try #require(dump.status == 0, "\(dump.text)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(dump.text.utf8)) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        let binary = try #require(targets.first { $0["type"] as? String == "binary" })
        let zip = output.appendingPathComponent("swatch-compile.artifactbundle.zip")
        let checksum = try Toolchain.run(
            Toolchain.executable("swift"), ["package", "--package-path", package.path, "compute-checksum", zip.path])
        #expect(binary["url"] as? String == url)
        #expect(binary["checksum"] as? String == checksum.text.trimmingCharacters(in: .whitespacesAndNewlines))
        let info = try String(
            contentsOf: output.appendingPathComponent("swatch-compile.artifactbundle/info.json"), encoding: .utf8)
        #expect(info.contains("\"version\": \"0.1.0\""))
    }

    @Test func aVariantThatCannotBeBuiltOrRunHereIsAnError() throws {
        // Asked for a triple this machine does not build: the script stops before building anything.
        let foreign =
            "aarch64-unknown-linux-gnu" == (try hostTriple()) ? "x86_64-unknown-linux-gnu" : "aarch64-unknown-linux-gnu"
        let refused = try release([
            "--triple", foreign, "--output", Self.workspace.appendingPathComponent("release-foreign").path,
        ])
        #expect(refused.status != 0)
        #expect(refused.text.contains("error: cannot build the \(foreign) variant here"), "\(refused.text)")

        // A bundle without this machine's variant: the client's build stops with the plugin's message, which
        // names the variants the bundle has and the plugin that builds the tool from source.
        let output = Self.workspace.appendingPathComponent("release-other-triple")
        let made = try release(["--output", output.path])
        try #require(made.status == 0, "scripts/release failed:\n\(made.text)")
        let bundle = output.appendingPathComponent("swatch-compile.artifactbundle")
        let info = bundle.appendingPathComponent("info.json")
        let host = try hostTriple()
        try write(try String(contentsOf: info, encoding: .utf8).replacingOccurrences(of: host, with: foreign), to: info)
        let package = output.appendingPathComponent("swatch-prebuilt")
        let zip = package.appendingPathComponent("swatch-compile.artifactbundle.zip")
        try FileManager.default.removeItem(at: zip)
        let zipped = try Toolchain.run(
            Toolchain.executable("zip"), ["-qr", zip.path, "swatch-compile.artifactbundle"], in: output)
        try #require(zipped.status == 0, "\(zipped.text)")
        let tool = package.appendingPathComponent("Plugins/SwatchPrebuiltPlugin/PrebuiltTool.swift")
        try write(try String(contentsOf: tool, encoding: .utf8).replacingOccurrences(of: host, with: foreign), to: tool)

        let client = Self.workspace.appendingPathComponent("ForeignClient")
        try? FileManager.default.removeItem(at: client)
        try write(
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "ForeignClient",
                dependencies: [.package(path: "\(package.path)")],
                targets: [
                    .executableTarget(
                        name: "App", plugins: [.plugin(name: "SwatchPrebuiltPlugin", package: "swatch-prebuilt")])
                ]
            )

            """, to: client.appendingPathComponent("Package.swift"))
        try write("print(0)\n", to: client.appendingPathComponent("Sources/App/main.swift"))
        try FileManager.default.copyItem(
            at: Toolchain.root.appendingPathComponent("Themes/Acme.theme.yaml"),
            to: client.appendingPathComponent("Sources/App/Acme.theme.yaml"))
        let built = try build(client, scratch: Self.workspace.appendingPathComponent("build-foreign"))
        #expect(built.status != 0)
        #expect(built.text.contains("the prebuilt swatch-compile"), "\(built.text)")
        #expect(built.text.contains("has variants for \(foreign)"), "\(built.text)")
        #expect(built.text.contains("Use SwatchPlugin of the swatch package instead"), "\(built.text)")
    }
}
