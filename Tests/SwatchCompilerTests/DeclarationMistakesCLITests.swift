import Foundation
import Testing

@testable import SwatchTestSupport

/// `swatch check` reports every independent mistake of a declaration in one
/// run, and nothing that follows from them: fixing what it printed leaves
/// no second wave.
@Suite struct DeclarationMistakesCLITests {
    /// The corpus's color with a misspelled role, two bad literals and an
    /// unknown background.
    static let fixture = FixtureCorpus.root.appendingPathComponent("bad/declaration-color-four-mistakes.theme.yaml")

    /// The `file:line:column: error:` lines of a check's output.
    static func errorLines(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
    }

    @Test func theFourMistakeColorPrintsFourErrors() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        let name = Self.fixture.lastPathComponent
        try FileManager.default.copyItem(at: Self.fixture, to: directory.appendingPathComponent(name))
        let result = try SwatchExecutable.run(["check", name], in: directory)
        #expect(result.status == 1)
        let errors = Self.errorLines(result.stderr)
        #expect(errors.count == 4, "\(result.stderr)")
        let expected = [
            "\(name):13:11: error: 'lable' is not a valid role; did you mean 'label'? [THEME-value]",
            "\(name):14:19: error: the light value of color 'headline': 'Q' is not a hexadecimal digit",
            "\(name):15:13: error: the dark value of color 'headline': 'G' is not a hexadecimal digit",
            "\(name):16:10: error: no color or material is named 'borad'; did you mean 'board'? [THEME-reference]",
        ]
        for (line, prefix) in zip(errors, expected) { #expect(line.hasPrefix(prefix), "\(line)") }
        #expect(result.stderr.contains("4 errors, 0 warnings in 1 theme"))
    }

    @Test func fixingTheFourLeavesNoSecondWave() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        var text = try String(contentsOf: Self.fixture, encoding: .utf8)
        // The role and the name as the messages suggest; the literals as
        // their messages describe (hex digits only).
        for (wrong, right) in [
            ("role: lable", "role: label"), ("\"#12345Q\"", "\"#1D1D1F\""), ("\"#GGGGGG\"", "\"#F2F2F7\""),
            ("on: [borad]", "on: [board]"),
        ] {
            #expect(text.contains(wrong))
            text = text.replacingOccurrences(of: wrong, with: right)
        }
        try text.write(to: directory.appendingPathComponent("Fixed.theme.yaml"), atomically: true, encoding: .utf8)
        let result = try SwatchExecutable.run(["check", "Fixed.theme.yaml"], in: directory)
        #expect(Self.errorLines(result.stderr).isEmpty, "\(result.stderr)")
        #expect(result.status == 0)
    }
}
