import Foundation
import Testing

private let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `docs/architecture.md` › Targets, held to Package.swift: the drawing
/// names every target and writes each one's dependencies before it, and
/// the table gives every target's direct dependencies. A target added, or
/// an edge changed, fails here until the document says so.
@Suite struct ArchitectureDocumentTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// What the document says differs from the manifest, one line each.
    static func differences(manifest: PackageManifestText, document: String) -> [String] {
        let targets = manifest.describedTargets
        let names = Set(targets.map(\.name))
        var found: [String] = []
        guard let section = document.range(of: "\n## Targets\n") else { return ["no ## Targets section"] }
        let targetsText = document[section.upperBound...]

        // The drawing: the first fenced block of the section.
        guard let open = targetsText.range(of: "```\n"),
            let close = targetsText.range(of: "\n```", range: open.upperBound..<targetsText.endIndex)
        else { return ["the Targets section has no drawing"] }
        let drawing = targetsText[open.upperBound..<close.lowerBound]
        let words = drawing.split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init)
        var firstPlace: [String: Int] = [:]
        for (place, word) in words.enumerated() where firstPlace[word] == nil { firstPlace[word] = place }
        for target in targets {
            guard let place = firstPlace[target.name] else {
                found.append("the drawing leaves out \(target.name)")
                continue
            }
            for dependency in target.dependencies where names.contains(dependency) {
                if let before = firstPlace[dependency], before > place {
                    found.append("the drawing writes \(dependency) after \(target.name), which depends on it")
                }
            }
        }
        for word in Set(words) where looksLikeTarget(word) && !names.contains(word) {
            found.append("the drawing names \(word), which Package.swift has no target of")
        }

        // The table: `target` | depends on | holds.
        var rows: [String: Set<String>] = [:]
        for line in targetsText.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3 else { continue }
            for target in codeSpans(cells[0]) { rows[target] = Set(codeSpans(cells[1])) }
        }
        for target in targets {
            guard let written = rows[target.name] else {
                found.append("the table has no row for \(target.name)")
                continue
            }
            let declared = Set(target.dependencies)
            if written != declared {
                let missing = declared.subtracting(written).sorted()
                let extra = written.subtracting(declared).sorted()
                found.append("the table's \(target.name) row: missing \(missing), not in Package.swift \(extra)")
            }
        }
        for target in rows.keys where !names.contains(target) {
            found.append("the table has a row for \(target), which Package.swift has no target of")
        }
        return found
    }

    /// A word shaped like one of the package's target names.
    static func looksLikeTarget(_ word: String) -> Bool {
        (word.hasPrefix("Swatch") && word.count > "Swatch".count && word.dropFirst(6).first!.isUppercase)
            || word.hasPrefix("CSwatch") || word.hasSuffix("-benchmark")
            || (word.hasSuffix("Support") && word != "Support")
    }

    /// The `code` spans of a table cell.
    static func codeSpans(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test func theTargetsSectionIsPackageSwifts() throws {
        let manifest = PackageManifestText(try Self.read("Package.swift"))
        #expect(manifest.describedTargets.count > 20, "Package.swift read as \(manifest.targets.map(\.name))")
        let differences = Self.differences(manifest: manifest, document: try Self.read("docs/architecture.md"))
        #expect(differences.isEmpty, "docs/architecture.md › Targets:\n\(differences.joined(separator: "\n"))")
    }

    /// The manifest reader gives what the manifest says of a target the
    /// document already describes.
    @Test func theManifestIsReadAsWritten() throws {
        let manifest = PackageManifestText(try Self.read("Package.swift"))
        let swatch = try #require(manifest.targets.first { $0.name == "swatch" })
        #expect(swatch.kind == "executableTarget")
        #expect(swatch.dependencies.contains("ArgumentParser"))
        #expect(!swatch.dependencies.contains("swift-argument-parser"))
        #expect(manifest.targets.first { $0.name == "SwatchTerminal" }?.dependencies == ["Swatch"])
        #expect(manifest.targets.first { $0.name == "CSwatchYAML" }?.kind == "systemLibrary")
        #expect(manifest.targets.first { $0.name == "SwatchTests" }?.kind == "testTarget")
    }

    /// A target added to the manifest, and an edge added or taken away, is a
    /// difference the test reports.
    @Test func aChangedManifestIsADifference() throws {
        let text = try Self.read("Package.swift")
        let document = try Self.read("docs/architecture.md")
        let added = text.replacingOccurrences(
            of: "        .target(name: \"SwatchProcess\"),",
            with:
                "        .target(name: \"SwatchProcess\"),\n        .target(name: \"SwatchExtra\", dependencies: [\"Swatch\"]),"
        )
        let addedDifferences = Self.differences(manifest: PackageManifestText(added), document: document)
        #expect(addedDifferences.contains("the drawing leaves out SwatchExtra"))
        #expect(addedDifferences.contains("the table has no row for SwatchExtra"))

        let edge = text.replacingOccurrences(
            of: ".target(name: \"SwatchTerminal\", dependencies: [\"Swatch\"])",
            with: ".target(name: \"SwatchTerminal\", dependencies: [\"Swatch\", \"SwatchProcess\"])")
        #expect(edge != text)
        let edgeDifferences = Self.differences(manifest: PackageManifestText(edge), document: document)
        #expect(
            edgeDifferences.contains { $0.hasPrefix("the table's SwatchTerminal row: missing [\"SwatchProcess\"]") })

        let removed = text.replacingOccurrences(
            of: ".target(name: \"SwatchTerminal\", dependencies: [\"Swatch\"])",
            with: ".target(name: \"SwatchTerminal\")")
        let removedDifferences = Self.differences(manifest: PackageManifestText(removed), document: document)
        #expect(removedDifferences.contains { $0.hasPrefix("the table's SwatchTerminal row") })
    }
}
