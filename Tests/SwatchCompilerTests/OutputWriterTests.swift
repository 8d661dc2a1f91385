import Foundation
import SwatchSupport
import Testing

@testable import SwatchFormats
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// The Write stage on the C library: an atomic write of changed bytes only,
/// folders made as `mkdir -p` makes them, stale exported entries removed,
/// and errors that name the path and the system's reason.
@Suite struct OutputWriterTests {
    /// A fresh folder in the temporary directory, removed after `body`.
    func inTemporaryFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("output-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder.path)
    }

    func contents(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    func entries(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func writesCreatingFoldersThenLeavesTheSameBytesAlone() throws {
        try inTemporaryFolder { folder throws in
            let path = folder + "/a/b/c/Theme.swift"
            #expect(try OutputWriter().write("let x = 1\n", to: path) == .written)
            #expect(try contents(path) == "let x = 1\n")
            // A date in the past, so that a rewrite shows without waiting for the clock to move.
            let before = Date(timeIntervalSince1970: 1_000_000)
            try FileManager.default.setAttributes([.modificationDate: before], ofItemAtPath: path)
            #expect(try OutputWriter().write("let x = 1\n", to: path) == .unchanged)
            #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == before)
            // Same length, other bytes; then longer; then empty.
            #expect(try OutputWriter().write("let y = 2\n", to: path) == .written)
            #expect(try contents(path) == "let y = 2\n")
            #expect(try OutputWriter().write("let y = 2\nlet z = 3\n", to: path) == .written)
            #expect(try OutputWriter().write("", to: path) == .written)
            #expect(try contents(path) == "")
            #expect(try OutputWriter().write("", to: path) == .unchanged)
            // No temporary file is left beside the output.
            #expect(try entries(folder + "/a/b/c") == ["Theme.swift"])
        }
    }

    @Test func largeOutputsAreComparedWhole() throws {
        try inTemporaryFolder { folder throws in
            let path = folder + "/Large.swift"
            let text = String(repeating: "// 0123456789abcdef\n", count: 20_000)
            #expect(try OutputWriter().write(text, to: path) == .written)
            #expect(try OutputWriter().write(text, to: path) == .unchanged)
            // One byte changed past the first 64 KiB chunk.
            let changed = String(text.dropLast(2)) + "g\n"
            #expect(try OutputWriter().write(changed, to: path) == .written)
            #expect(try contents(path) == changed)
        }
    }

    /// `text` through an ``OutputStream`` in chunks of `size` bytes, as the emitter hands it over.
    func stream(_ text: String, to path: String, chunk size: Int) throws -> OutputWriter.Outcome {
        let stream = try OutputStream(path: path)
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            for start in stride(from: 0, to: buffer.count, by: size) {
                stream.append(UnsafeBufferPointer(rebasing: buffer[start..<min(start + size, buffer.count)]))
            }
        }
        return try stream.finish()
    }

    @Test func aStreamComparesChunkByChunkAndCopiesTheMatchedPartWhenItDiffers() throws {
        try inTemporaryFolder { folder throws in
            let path = folder + "/Theme.swift"
            let text = (0..<5_000).map { "static let c\($0) = \($0)\n" }.joined()
            #expect(try stream(text, to: path, chunk: 7_000) == .written)
            #expect(try contents(path) == text)
            let before = Date(timeIntervalSince1970: 1_000_000)
            try FileManager.default.setAttributes([.modificationDate: before], ofItemAtPath: path)
            // The same bytes in other chunks: nothing written.
            #expect(try stream(text, to: path, chunk: 4_096) == .unchanged)
            #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == before)
            // A change in the middle: the matched part comes from the old file.
            let middle = text.replacingOccurrences(of: "c2500 = 2500", with: "c2500 = 9999")
            #expect(try stream(middle, to: path, chunk: 5_000) == .written)
            #expect(try contents(path) == middle)
            // The old file's start, shorter; then longer again.
            let start = String(middle.prefix(30_000))
            #expect(try stream(start, to: path, chunk: 1_000) == .written)
            #expect(try contents(path) == start)
            #expect(try stream(middle, to: path, chunk: 65_536) == .written)
            #expect(try contents(path) == middle)
            #expect(try entries(folder) == ["Theme.swift"])
        }
    }

    @Test func aStreamThatFailsLeavesTheOldFileAndNoTemporary() throws {
        try inTemporaryFolder { folder throws in
            let path = folder + "/Theme.swift"
            #expect(try OutputWriter().write("old\n", to: path) == .written)
            // A folder where the file should go: the rename fails, and says where.
            let blocked = folder + "/Blocked.swift"
            try FileManager.default.createDirectory(atPath: blocked + "/inside", withIntermediateDirectories: true)
            #expect(throws: FileSystemError.self) { try stream("new\n", to: blocked, chunk: 2) }
            #expect(try contents(path) == "old\n")
            #expect(try entries(folder) == ["Blocked.swift", "Theme.swift"])
        }
    }

    /// `swatch compile`'s path: the Swift made as it is written is the Swift `compile` returns.
    @Test func swiftWrittenAsItIsMadeIsTheSwiftCompileReturns() throws {
        try inTemporaryFolder { folder throws in
            let colors = (0..<2_000).map { "  c\($0): { role: label, light: \"#102030\", dark: \"#E0E0E0\" }\n" }
            let source = ThemeSource(
                path: folder + "/Big.theme.yaml", bytes: Array(("swatch: 1\ncolors:\n" + colors.joined()).utf8))
            let compiler = ThemeCompiler()
            let swift = try #require(compiler.compile(source).swift)
            let path = folder + "/out/Big.swift"
            let result = try compiler.compile(source, writingSwiftTo: path)
            #expect(result.succeeded && result.swift == nil)
            #expect(try contents(path) == swift)
            #expect(swift.utf8.count > 3 * 65_536)
            #expect(try compiler.compile(source, writingSwiftTo: path).succeeded)
            #expect(try entries(folder + "/out") == ["Big.swift"])
        }
    }

    @Test func keepsThePermissionsOfTheFileItReplaces() throws {
        try inTemporaryFolder { folder throws in
            let path = folder + "/Theme.swift"
            _ = try OutputWriter().write("a", to: path)
            chmod(path, 0o640)
            _ = try OutputWriter().write("b", to: path)
            let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(permissions == 0o640)
        }
    }

    @Test func errorsNameThePathAndTheReason() throws {
        try inTemporaryFolder { folder throws in
            // A file where a folder is needed.
            _ = try OutputWriter().write("x", to: folder + "/file")
            #expect {
                try OutputWriter().write("y", to: folder + "/file/Theme.swift")
            } throws: { error in
                "\(error)" == "cannot create the folder '\(folder)/file': Not a directory"
            }
            // A folder where the file should go.
            try FileManager.default.createDirectory(atPath: folder + "/Theme.swift", withIntermediateDirectories: true)
            #expect {
                try OutputWriter().write("y", to: folder + "/Theme.swift")
            } throws: { error in
                "\(error)" == "cannot replace '\(folder)/Theme.swift': Is a directory"
            }
            // The failed writes left no temporary file.
            #expect(try entries(folder) == ["Theme.swift", "file"])
        }
    }

    @Test func aFolderExportRemovesStaleEntriesOfItsKindsOnly() throws {
        try inTemporaryFolder { folder throws in
            let root = folder + "/App.xcassets"
            func export(_ names: [String]) -> ExportedFiles {
                ExportedFiles(
                    files: [.init(path: "Contents.json", contents: "{}\n")]
                        + names.map { .init(path: "\($0).colorset/Contents.json", contents: "{ \"\($0)\" }\n") },
                    notes: [])
            }
            #expect(try OutputWriter().write(export(["ink", "paper"]), to: root) == [.written, .written, .written])
            // Not of a kind the export writes: kept.
            try "notes".write(toFile: root + "/README.md", atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(
                atPath: root + "/old.colorset/nested", withIntermediateDirectories: true)
            try "x".write(toFile: root + "/old.colorset/nested/file", atomically: true, encoding: .utf8)

            let outcomes = try OutputWriter().write(export(["ink", "accent"]), to: root)
            #expect(outcomes == [.unchanged, .unchanged, .written])
            #expect(try entries(root) == ["Contents.json", "README.md", "accent.colorset", "ink.colorset"])
        }
    }

    @Test func aSingleFileExportIsWrittenAtThePath() throws {
        try inTemporaryFolder { folder throws in
            let export = ExportedFiles(files: [.init(path: "", contents: ":root {}\n")], notes: [])
            #expect(try OutputWriter().write(export, to: folder + "/css/theme.css") == [.written])
            #expect(try contents(folder + "/css/theme.css") == ":root {}\n")
        }
    }
}
