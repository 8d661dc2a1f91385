import Foundation
import Testing

@testable import SwatchTestSupport

/// Every file the repository's documents and comments name is in the repository: a reader can follow each one.
@Suite struct FileReferenceTests {
    /// The repository's root: this file is `Tests/SwatchReferenceTests/FileReferenceTests.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The repository's files, relative to the root, without what builds and tools leave beside them.
    static func repositoryFiles() throws -> [String] {
        let skipped: Set<String> = [".git", ".swiftpm", ".build"]
        let rootPath = root.standardizedFileURL.path
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey]
            )
        else { throw CocoaError(.fileReadUnknown) }
        var files: [String] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            let values = try url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            if values.isDirectory == true {
                if skipped.contains(name) || name.hasPrefix(".build") { enumerator.skipDescendants() }
                continue
            }
            if values.isSymbolicLink == true { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(rootPath + "/") else { continue }
            files.append(String(path.dropFirst(rootPath.count + 1)))
        }
        return files.sorted()
    }

    @Test func everyFileTheRepositoryNamesExists() throws {
        let files = try Self.repositoryFiles()
        let topLevel = Set(
            try FileManager.default.contentsOfDirectory(atPath: Self.root.path).filter { !$0.hasPrefix(".build") }
        )
        var packageFolders: [String: Set<String>] = [:]
        for folder in FileReferenceScanner.packageFolderNames {
            let entries = try? FileManager.default.contentsOfDirectory(
                atPath: Self.root.appendingPathComponent(folder).path)
            packageFolders[folder] = Set(entries ?? [])
        }
        let scanner = FileReferenceScanner(topLevel: topLevel, packageFolders: packageFolders)
        var references: [FileReferenceScanner.Reference] = []
        for file in files {
            guard let text = try? String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8) else {
                continue
            }
            references += scanner.references(in: text, of: file)
        }
        let fileNames = Set(files.map { String($0.split(separator: "/").last!) })
        let dangling = FileReferenceScanner.dangling(
            references,
            exists: { path in
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(
                    atPath: Self.root.appendingPathComponent(path).path, isDirectory: &isDirectory)
                return exists && (!path.hasSuffix("/") || isDirectory.boolValue)
            },
            fileNames: fileNames
        )
        // The scan found the references it should: the README's links to docs/ at least.
        #expect(references.contains { $0.file == "README.md" && $0.text == "docs/language.md" })
        #expect(dangling.isEmpty, "\(dangling.map(\.description).joined(separator: "\n"))")
    }

    @Test func scannerReportsEachKindOfReferenceToAMissingFile() {
        let scanner = FileReferenceScanner(
            topLevel: ["docs", "Sources", "Examples", "README.md"], packageFolders: ["Sources": ["Swatch"]])
        let page = """
            # A page

            See [the language](language.md), [a gone page](gone.md#section), [the site](https://example.com/a.md),
            [an anchor](#a-page), and `docs/missing.md`; the rules of hig-rules.md; Sources/Swatch/Gone.swift.
            Not the repository's: `Acme.theme.yaml`, `Acme.swift`, `docs/rules/…`, `Sources/*/x.swift`,
            `Sources/AcmeApp/Acme.theme.yaml`, `Examples/AcmeApp/.build`.

            ```yaml
            # docs/inside-a-code-block.md is not a reference
            ```
            """
        let references = scanner.references(in: page, of: "docs/page.md")
        #expect(
            Set(references.map(\.text))
                == ["language.md", "gone.md#section", "docs/missing.md", "hig-rules.md", "Sources/Swatch/Gone.swift"]
        )
        let dangling = FileReferenceScanner.dangling(
            references, exists: { $0 == "docs/language.md" }, fileNames: ["language.md"])
        #expect(
            dangling.map(\.description) == [
                "docs/page.md:3: 'gone.md#section' names docs/gone.md, which does not exist",
                "docs/page.md:4: 'docs/missing.md' names docs/missing.md, which does not exist",
                "docs/page.md:4: 'Sources/Swatch/Gone.swift' names Sources/Swatch/Gone.swift, which does not exist",
                "docs/page.md:4: 'hig-rules.md' names no file of the repository",
            ]
        )
    }

    @Test func scannerReadsOnlyCommentsInSwiftAndYAML() {
        let scanner = FileReferenceScanner(topLevel: ["docs", "Themes"])
        let swift = """
            /// Values from ios-system-colors.csv, see docs/gone.md.
            let path = "docs/not-a-comment.md"
            """
        #expect(
            scanner.references(in: swift, of: "Sources/A.swift").map(\.text) == [
                "docs/gone.md", "ios-system-colors.csv",
            ]
        )
        let yaml = """
            # Compiled into Themes/Gone.swift.
            colors: { a: "Themes/value.md" }
            """
        #expect(scanner.references(in: yaml, of: "Themes/A.theme.yaml").map(\.text) == ["Themes/Gone.swift"])
        #expect(scanner.references(in: "docs/x.md", of: "schema/a.json").isEmpty)
    }

    @Test func aLinkThatLeavesTheRepositoryLeadsNowhere() {
        let scanner = FileReferenceScanner(topLevel: ["docs"])
        let references = scanner.references(in: "[shared](../../notes/x.md) [up](../README.md)", of: "docs/a.md")
        #expect(references.map(\.kind) == [.path("../../../notes/x.md"), .path("README.md")])
    }
}
