import Foundation
import Testing

@testable import SwatchTestSupport

/// The README gives two commands, each complete on a fresh machine; CI runs the second as it is. These tests fail
/// when the README, the scripts, CONTRIBUTING.md and `.ci/run` drift apart, and hold the installer's messages.
@Suite struct ReadmeCommandsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The one-line shell blocks of a Markdown page, in order.
    static func oneLineShellBlocks(_ markdown: String) -> [String] {
        markdown.components(separatedBy: "```sh\n").dropFirst()
            .compactMap { $0.components(separatedBy: "```").first }
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty && !$0.contains("\n") }
    }

    /// The last command line of a script: what it runs once its requirements are installed.
    static func lastCommand(of script: String) throws -> String {
        try #require(
            text(script).split(separator: "\n").last { !$0.isEmpty && !$0.hasPrefix("#") }.map(String.init))
    }

    @Test func theReadmeGivesTheTwoScriptsAndCIRunsTheTestOneItself() throws {
        let blocks = Self.oneLineShellBlocks(try Self.text("README.md"))
        #expect(Array(blocks.prefix(2)) == ["scripts/demo", "scripts/test"])
        let ci = try Self.text(".ci/run").split(separator: "\n").map(String.init)
        #expect(ci.contains("scripts/test"), ".ci/run must call the README's test command as it is")
        // Installs belong to the scripts, so that CI and a new user install the same; CI installs only what its
        // own extra steps need (the fuzzers' runtime).
        let installs = ci.filter { $0.contains("apt-get install") }
        #expect(installs.allSatisfy { $0.contains("libclang-rt") }, "\(installs)")
    }

    @Test func theScriptsRunWhatContributingGivesForAMachineAlreadySetUp() throws {
        let demo = try Self.lastCommand(of: "scripts/demo")
        let test = try Self.lastCommand(of: "scripts/test")
        #expect(demo == "swift run swatch compile Themes/*.theme.yaml --output .build/themes")
        #expect(test == #"swift test "$@""#)
        let contributing = Self.oneLineShellBlocks(try Self.text("CONTRIBUTING.md"))
        #expect(contributing.contains(demo))
        #expect(contributing.contains("swift test"))
    }

    /// Every package a test's failure message asks for is one the test script installs.
    @Test func everyPackageTheTestsAskForIsInstalledByTheTestScript() throws {
        let installed = try Set(
            (Self.text("scripts/test") + Self.text("scripts/lib/requirements.sh"))
                .split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("require ") }
                .flatMap { $0.split(separator: "'")[safe: 2]?.split(separator: " ").map(String.init) ?? [] })
        #expect(installed.isSuperset(of: ["libyaml-dev", "zlib1g-dev", "chromium", "xvfb", "imagemagick"]))
        let tests = Self.root.appendingPathComponent("Tests")
        var asked: Set<String> = []
        for case let file as URL in FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)!
        where file.pathExtension == "swift" && file.lastPathComponent != "ReadmeCommandsTests.swift" {
            let source = try String(contentsOf: file, encoding: .utf8)
            for part in source.components(separatedBy: "apt-get install ").dropFirst() {
                let words = part.prefix { $0 != ")" && $0 != "`" && $0 != "\"" }.split(separator: " ")
                asked.formUnion(words.map(String.init))
            }
        }
        #expect(asked.isSuperset(of: ["chromium", "xvfb", "imagemagick"]), "\(asked)")
        #expect(asked.subtracting(installed).isEmpty, "asked for but not installed by scripts/test: \(asked)")
    }

    /// Runs `install_requirements` of `scripts/lib/requirements.sh` with one package missing, in a shell whose
    /// PATH holds only `tools` (links to the real programs, or stand-ins written by the test).
    func install(missing package: String, tools: [String: String]) throws -> (status: Int32, output: String) {
        let bin = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bin) }
        for (name, body) in tools {
            let url = bin.appendingPathComponent(name)
            if body.hasPrefix("/") {
                try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: body)
            } else {
                try ("#!/bin/bash\n" + body + "\n").write(to: url, atomically: true, encoding: .utf8)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
            }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            "-c",
            """
            source scripts/lib/requirements.sh
            require false \(package) 'a test needs it'
            install_requirements
            """,
        ]
        process.currentDirectoryURL = Self.root
        process.environment = ["PATH": bin.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test func withoutAptTheInstallerSaysWhatToInstallAndFails() throws {
        let result = try install(missing: "swatch-test-package", tools: ["bash": "/bin/bash", "id": "/usr/bin/id"])
        #expect(result.status == 1)
        #expect(result.output.contains("swatch-test-package: a test needs it"))
        #expect(result.output.contains("error: apt-get was not found; install the packages above"))
    }

    @Test func neitherRootNorSudoIsAClearFailure() throws {
        let result = try install(
            missing: "swatch-test-package",
            tools: ["bash": "/bin/bash", "id": "echo 1000", "apt-get": "echo apt-get must not run; exit 3"])
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "error: installing needs root, and sudo was not found; run as root: apt-get install swatch-test-package"
            ))
        #expect(!result.output.contains("must not run"))
    }

    @Test func throughSudoItUpdatesThenInstallsOnlyWhatIsMissing() throws {
        let result = try install(
            missing: "swatch-test-package",
            tools: ["bash": "/bin/bash", "id": "echo 1000", "apt-get": "exit 9", "sudo": #"echo "sudo $*""#])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("sudo apt-get update -qq"))
        let install = result.output.split(separator: "\n").filter { $0.hasPrefix("sudo apt-get install") }
        #expect(install.count == 1 && install[0].hasSuffix(" swatch-test-package"), "\(result.output)")
    }

    @Test func nothingIsInstalledWhenNothingIsMissing() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            "-c", "source scripts/lib/requirements.sh; require true some-package 'why'; install_requirements",
        ]
        process.currentDirectoryURL = Self.root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output.isEmpty)
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
