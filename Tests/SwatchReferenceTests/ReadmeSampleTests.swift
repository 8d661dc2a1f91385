import Foundation
import SwatchDiagnostics
import SwatchSupport
import Testing

@testable import SwatchPipeline
@testable import SwatchTestSupport

/// The README's first theme and the Swift shown under it: the Swift is what
/// the compiler writes for that theme, byte for byte, so the sample cannot
/// drift from the emitter.
@Suite struct ReadmeSampleTests {
    @Test func theReadmesSwiftIsWhatTheCompilerWritesForItsTheme() throws {
        let readme = try String(contentsOf: Toolchain.root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = Self.fencedBlocks(in: readme)
        let themeIndex = try #require(
            blocks.firstIndex { $0.language == "yaml" && $0.text.hasPrefix("# Sources/MyApp/Acme.theme.yaml") },
            "the README's first theme")
        let swift = try #require(
            blocks.dropFirst(themeIndex + 1).first, "the README shows the Swift after its first theme")
        #expect(swift.language == "swift generated")
        let result = ThemeCompiler().compile(ThemeSource(path: "Acme.theme.yaml", text: blocks[themeIndex].text))
        let generated = try #require(result.swift, "\(result.diagnostics.map(\.message))")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(swift.text == generated, "README.md's Swift sample is not what `swatch compile` writes:\n\(generated)")
    }

    /// Each ``` block: its language and its text, lines ending in newlines.
    static func fencedBlocks(in markdown: String) -> [(language: String, text: String)] {
        var blocks: [(language: String, text: String)] = []
        var current: (language: String, text: String)?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), "")
                }
            } else if current != nil {
                current!.text += line + "\n"
            }
        }
        return blocks
    }
}
