import Foundation

/// Running the toolchain's own commands (`swift build`, `swiftc`) from tests
/// that check what a user of the package would see.
enum Toolchain {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    struct Output {
        var status: Int32
        /// Standard output and standard error interleaved, as a terminal shows them.
        var text: String
    }

    /// The repository's root folder: this file is Tests/SwatchTestSupport/Toolchain.swift.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `name` in the first folder of PATH that has it, as a shell finds it.
    static func executable(_ name: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure(description: "no '\(name)' on PATH (\(path))")
    }

    static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read before waiting: a child that fills the pipe would otherwise
        // block on its write while this process blocks on its exit.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
    }

    /// The folder holding the `Swatch` module that this test run was built
    /// against: beside the test binary (`.build/<triple>/debug/Modules`),
    /// whatever scratch path `swift test` was given.
    static func swatchModules() throws -> URL {
        var starts = [URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath(), Bundle.main.bundleURL]
        starts.append(root.appendingPathComponent(".build/debug/placeholder"))
        for start in starts {
            var folder = start.deletingLastPathComponent()
            for _ in 0..<5 {
                for candidate in [folder.appendingPathComponent("Modules"), folder] {
                    if FileManager.default.fileExists(
                        atPath: candidate.appendingPathComponent("Swatch.swiftmodule").path)
                    {
                        return candidate
                    }
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        throw Failure(description: "no Swatch.swiftmodule near \(starts.map(\.path))")
    }
}
