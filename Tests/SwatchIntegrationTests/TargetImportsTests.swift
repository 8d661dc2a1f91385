import Foundation
import Testing

@testable import SwatchTestSupport

/// Each target imports only the modules it declares as direct dependencies in Package.swift (what
/// docs/architecture.md says each declares, `ArchitectureDocumentTests` holds to the manifest).
///
/// SwiftPM's `--explicit-target-dependency-import-check` accepts a module that comes in through another
/// dependency, so a target could lean on its dependencies' dependencies and the graph drawn in the
/// documentation would stop being the one the compiler enforces. This reads the declared graph from
/// `swift package describe` and every source file's `import` lines.
@Suite(.tags(.integration)) struct TargetImportsTests {
    struct PackageDescription: Decodable {
        struct Target: Decodable {
            var name: String
            var path: String
            var type: String
            var target_dependencies: [String]?
            var product_dependencies: [String]?

            var declared: Set<String> { Set((target_dependencies ?? []) + (product_dependencies ?? [])) }
        }
        var targets: [Target]
    }

    /// Modules of the platform and the toolchain, which no target declares.
    static let platformModules: Set<String> = [
        "Glibc", "Musl", "Darwin", "Foundation", "FoundationEssentials", "Synchronization", "Dispatch", "Testing",
        "XCTest", "PackagePlugin",
    ]

    static func describe() throws -> PackageDescription {
        // A scratch path of its own: `swift test`, which runs this, holds the lock of the package's own.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("describe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = try Toolchain.run(
            try Toolchain.executable("swift"),
            ["package", "--scratch-path", scratch.path, "describe", "--type", "json"], in: Toolchain.root)
        #expect(output.status == 0, "swift package describe failed:\n\(output.text)")
        // Anything printed before the JSON (resolution progress, on standard error) is skipped.
        let text = output.text
        let start = try #require(text.firstIndex(of: "{"), "no JSON in `swift package describe`'s output")
        return try JSONDecoder().decode(PackageDescription.self, from: Data(text[start...].utf8))
    }

    @Test func everyImportIsADeclaredDependency() throws {
        let package = try Self.describe()
        var undeclared: [String] = []
        for target in package.targets where target.type != "system-target" && target.type != "plugin" {
            let folder = Toolchain.root.appendingPathComponent(target.path)
            for file in Self.swiftFiles(in: folder) {
                let text = try String(contentsOf: file, encoding: .utf8)
                for (line, module) in Self.imports(in: text)
                where module != target.name && !target.declared.contains(module)
                    && !Self.platformModules.contains(module)
                {
                    let path = file.path.replacingOccurrences(of: Toolchain.root.path + "/", with: "")
                    undeclared.append(
                        "\(path):\(line): imports \(module), which target \(target.name) does not declare")
                }
            }
        }
        #expect(undeclared.isEmpty, "\(undeclared.joined(separator: "\n"))")
    }

    /// The formats, the report and the diff read what the pipeline makes, through the model; they do not run it:
    /// none of them depends on the pipeline, or on Resolve and Derive, even through another target.
    @Test func theFormatsTheReportAndTheDiffSitBesideThePipeline() throws {
        let package = try Self.describe()
        var dependencies: [String: Set<String>] = [:]
        for target in package.targets { dependencies[target.name] = target.declared }
        func closure(of name: String) -> Set<String> {
            var reached: Set<String> = []
            var pending = Array(dependencies[name] ?? [])
            while let next = pending.popLast() {
                if reached.insert(next).inserted { pending += dependencies[next] ?? [] }
            }
            return reached
        }
        #expect(closure(of: "SwatchCompiler").contains("SwatchPipeline"), "the graph is read: the library has all")
        for target in ["SwatchFormats", "SwatchReport", "SwatchDiff"] {
            let reached = closure(of: target)
            #expect(dependencies[target] != nil, "Package.swift declares \(target)")
            for stage in ["SwatchPipeline", "SwatchResolve", "SwatchDerive"] {
                #expect(!reached.contains(stage), "\(target) depends on \(stage)")
            }
        }
    }

    /// A format's writer shares its folder and target with the format's reader, which makes an AST, so the
    /// target's dependencies cannot keep the writer off the syntax; its imports do: a writer (`*Exporter.swift`)
    /// reads the resolved theme through the model alone, as the report does.
    @Test func aFormatsWriterImportsOnlyTheModel() throws {
        let allowed: Set<String> = ["Swatch", "SwatchColorTools", "SwatchSupport", "SwatchDiagnostics", "SwatchModel"]
        let folder = Toolchain.root.appendingPathComponent("Sources/SwatchFormats")
        let writers = Self.swiftFiles(in: folder).filter { $0.lastPathComponent.hasSuffix("Exporter.swift") }
        #expect(writers.count >= 5, "the writers of CSS, DTCG, the asset catalog, GTK and Figma")
        for file in writers {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (line, module) in Self.imports(in: text) where !allowed.contains(module) {
                Issue.record("\(file.lastPathComponent):\(line): a writer imports \(module); it reads only the model")
            }
        }
    }

    /// The `import` lines of a Swift file, with their line numbers: top-level ones, outside multi-line string
    /// literals (a test's Swift source in a string is not an import of the test).
    static func imports(in text: String) -> [(line: Int, module: String)] {
        var result: [(Int, String)] = []
        var inString = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let quotes = line.components(separatedBy: "\"\"\"").count - 1
            if inString {
                if quotes % 2 == 1 { inString = false }
                continue
            }
            if quotes % 2 == 1 {
                inString = true
                continue
            }
            var words = line.split(separator: " ").map(String.init)
            // Attributes (`@testable`, `@_spi(…)`, `@_exported`) and an access level come before `import`.
            while let first = words.first, first.hasPrefix("@") || ["public", "package", "internal"].contains(first) {
                words.removeFirst()
            }
            guard words.first == "import", words.count >= 2 else { continue }
            // `import func Glibc.pow`, `import struct A.B`: the module is the path's first part.
            let path = words.count >= 3 ? words[2] : words[1]
            let module = String(path.split(separator: ".").first ?? "")
            result.append((index + 1, module))
        }
        return result
    }

    static func swiftFiles(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "swift" }
    }
}
