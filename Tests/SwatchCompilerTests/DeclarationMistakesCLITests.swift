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

    /// `text` with each fix-it of a `--diagnostics-format json` report
    /// applied: its replacement in place of its diagnostic's range (one
    /// line, columns in Unicode scalars, the end excluded), the last first.
    static func applyingFixIts(_ report: String, to text: String) throws -> (text: String, applied: [String]) {
        let items = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [[String: Any]])
        var edits: [(line: Int, column: Int, end: Int, replacement: String, rule: String)] = []
        for item in items {
            guard let fixIt = item["fixIt"] as? [String: Any] else { continue }
            let location = try #require(item["location"] as? [String: Any])
            let line = try #require(location["line"] as? Int)
            #expect(location["endLine"] as? Int == line)
            edits.append(
                (
                    line, try #require(location["column"] as? Int), try #require(location["endColumn"] as? Int),
                    try #require(fixIt["replacement"] as? String), try #require(item["rule"] as? String)
                ))
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        for edit in edits.sorted(by: { ($0.line, $0.column) > ($1.line, $1.column) }) {
            lines[edit.line - 1]
                .replaceSubrange(
                    (edit.column - 1)..<(edit.end - 1), with: Array(edit.replacement.unicodeScalars))
        }
        let fixed = lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
        return (fixed, edits.map(\.rule))
    }

    @Test func theSuggestionsAreFixItsThatWork() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        let text = try String(contentsOf: Self.fixture, encoding: .utf8)
        try text.write(to: directory.appendingPathComponent("Four.theme.yaml"), atomically: true, encoding: .utf8)
        let report = try SwatchExecutable.run(
            ["check", "Four.theme.yaml", "--diagnostics-format", "json"], in: directory)
        // The role and the name have a fix-it each; what a bad literal was
        // meant to be is not guessed.
        let (fixed, applied) = try Self.applyingFixIts(report.stdout, to: text)
        #expect(applied.sorted() == ["THEME-reference", "THEME-value"])
        #expect(fixed.contains("role: label\n") && fixed.contains("on: [board]\n"))
        try fixed.write(to: directory.appendingPathComponent("Four.theme.yaml"), atomically: true, encoding: .utf8)
        let result = try SwatchExecutable.run(["check", "Four.theme.yaml"], in: directory)
        let errors = Self.errorLines(result.stderr)
        #expect(errors.count == 2, "\(result.stderr)")
        #expect(errors.allSatisfy { $0.hasSuffix("[THEME-literal]") }, "\(errors)")
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
