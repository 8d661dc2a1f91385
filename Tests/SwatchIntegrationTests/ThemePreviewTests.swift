import Foundation
import Testing

@testable import SwatchTestSupport

extension ExampleAppTests {
    /// Builds Examples/ThemePreview with `swift build`, as ExampleAppTests
    /// builds AcmeApp, then reads the preview it prints.
    ///
    /// The preview has a scratch folder of its own. Sharing AcmeApp's would
    /// save compiling the dependencies twice, but SwiftPM keys parts of a
    /// scratch folder's state to one package root: after building AcmeApp
    /// there, it reported ThemePreview up to date without linking it. Nested in
    /// ExampleAppTests, whose `.serialized` reaches nested suites, so that no
    /// two example builds compete for the machine's cores.
    @Suite struct ThemePreviewTests {
        static let example = Toolchain.root.appendingPathComponent("Examples/ThemePreview")
        static let scratch = Toolchain.root.appendingPathComponent(".build-example-preview")
        static let escape = "\u{1B}["

        /// One build for the suite's tests: a static is initialized once, by
        /// whichever test comes first, and the others wait for it.
        static let build = Result {
            try Toolchain.run(
                Toolchain.executable("swift"),
                ["build", "--package-path", example.path, "--scratch-path", Self.scratch.path])
        }

        /// The preview with its escapes, and the same text as it reads.
        func preview(_ arguments: [String] = []) throws -> (status: Int32, styled: String, lines: [Substring]) {
            let build = try Self.build.get()
            try #require(build.status == 0, "swift build failed:\n\(build.text)")
            // The override decides both traits a desktop could, so no helper
            // program is asked and the current appearance is known.
            let preview = Self.scratch.appendingPathComponent("debug/ThemePreview")
            try #require(
                FileManager.default.isExecutableFile(atPath: preview.path),
                "swift build reported success but made no \(preview.path):\n\(build.text)")
            let run = try Toolchain.run(
                Toolchain.executable("env"), ["SWATCH_APPEARANCE=dark,standard-contrast", preview.path] + arguments)
            let plain = run.text.replacingOccurrences(of: #"\x{1B}\[[0-9;]*m"#, with: "", options: .regularExpression)
            return (run.status, run.text, plain.split(separator: "\n"))
        }

        @Test func showsTheThemeInTwentyFourBitColorWithTheCheckersFigures() throws {
            let output = try preview()
            try #require(output.status == 0, "ThemePreview failed:\n\(output.styled)")
            func line(_ start: String) -> Substring? { output.lines.first { $0.hasPrefix(start) } }

            // Text is the label on its background, both 24-bit, then a reset:
            // title (#1D1D1F) on cardBackground (#FFFFFF) in light.
            let e = Self.escape
            #expect(output.styled.contains("\(e)48;2;255;255;255m\(e)38;2;29;29;31m Aa \(e)0m"))
            // A link is underlined: accent (#8CBBF9) in dark on #1C1C1E.
            #expect(output.styled.contains("\(e)4m\(e)48;2;28;28;30m\(e)38;2;140;187;249mAa\(e)0m"))

            // The figure agrees with `swatch contrast`, cut to two decimals as the
            // checker prints it: subtitle (#6E6E73) on windowBackground (#F2F2F7).
            let tool = try SwatchExecutable.run(["contrast", "#6E6E73", "#F2F2F7"])
            #expect(tool.stdout.hasPrefix("4.54"), "\(tool.stdout)")
            let subtitle = try #require(line("  subtitle on windowBackground"), "\(output.lines)")
            #expect(subtitle.contains("4.54:1 AA ") && subtitle.hasSuffix("9.49:1 AAA"), "\(subtitle)")

            // Vibrancy over its worst backdrop on ultra-thick material.
            let vibrant = try #require(line("  subtitle: secondaryLabel"))
            #expect(
                vibrant.contains("3.20:1 AA large over #000000") && vibrant.hasSuffix("5.27:1 AA over #FFFFFF"),
                "\(vibrant)")

            // The sheet's content is elevated: on #2C2C2E in dark, where the same
            // pair at the base level is on #1C1C1E.
            let titleOnCard = output.lines.filter { $0.hasPrefix("  title on cardBackground") }
            try #require(titleOnCard.count == 2, "\(output.lines)")
            #expect(titleOnCard[0].hasSuffix("15.62:1 AAA"), "\(titleOnCard[0])")
            #expect(titleOnCard[1].hasSuffix("12.79:1 AAA"), "\(titleOnCard[1])")
            #expect(line("  windowBackground, dimmed")?.hasSuffix("veil #00000066") == true)

            // The dark column is marked current; the system palette closes.
            #expect(line("COLORS")?.hasSuffix("dark  ◀ current") == true, "\(output.lines)")
            let secondaryLabel = try #require(output.lines.first { $0.split(separator: " ").first == "secondaryLabel" })
            #expect(secondaryLabel.contains("#3C3C4399") && secondaryLabel.hasSuffix("#EBEBF599"))
        }

        @Test func anUnknownTraitIsAnErrorWithTheUsage() throws {
            let output = try preview(["--appearance", "dak"])
            #expect(output.status == 2)
            #expect(output.styled.contains("error: 'dak' is not a list of appearance traits"), "\(output.styled)")
            #expect(output.styled.contains("USAGE: ThemePreview [--appearance TRAITS]"))
        }
    }
}
