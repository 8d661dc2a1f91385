import Foundation
import FoundationEssentials
import Testing

@testable import SwatchDiagnostics
@testable import SwatchPipeline

/// The diff `swatch fix` prints, and the edits it makes.
@Suite struct TextDiffTests {
    @Test func aChangedLineIsOneHunkWithThreeLinesOfContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(
            TextDiff.unified(old: old, new: new, path: "T.yaml")
                == """
                --- a/T.yaml
                +++ b/T.yaml
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
    }

    @Test func changesFarApartAreTwoHunksAndANewFileComesFromNothing() {
        let old = (1...30).map { "\($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n")
            .replacingOccurrences(
                of: "\n28\n", with: "\n28\nadded\n")
        let diff = TextDiff.unified(old: old, new: new, path: "T.yaml")
        #expect(diff.components(separatedBy: "\n@@ ").count == 3, "\(diff)")
        #expect(diff.contains("@@ -1,5 +1,5 @@\n 1\n-2\n+two\n"), "\(diff)")
        #expect(diff.contains("+added\n"))
        #expect(TextDiff.unified(old: old, new: old, path: "T.yaml").isEmpty)
        let made = TextDiff.unified(old: "", new: "a\nb\n", path: "N.yaml", isNew: true)
        #expect(made == "--- /dev/null\n+++ b/N.yaml\n@@ -0,0 +1,2 @@\n+a\n+b\n")
    }

    @Test func fixItsAreMadeAtTheirScalarsAndOverlappingOnesAreLeftOut() {
        let text = Array("é: \"#FFF\"\nb: 1\n".utf8)
        let range = SourceRange(
            file: "F", start: SourceLocation(line: 1, column: 4), end: SourceLocation(line: 1, column: 10))
        let fix = Diagnostic(
            .dmContrast, "m", at: range, fixIt: .init(replacement: "\"#000\"", message: "darker"))
        let inside = Diagnostic(
            .dmContrast, "m",
            at: SourceRange(
                file: "F", start: SourceLocation(line: 1, column: 5), end: SourceLocation(line: 1, column: 6)),
            fixIt: .init(replacement: "x", message: "other"))
        let edits = FixItEdits.edits(of: [fix, fix, inside], in: ["F": text])
        #expect(edits.count == 2)
        let outcome = FixItEdits.apply(edits, to: ["F": text])
        #expect(String(decoding: outcome.files["F"]!, as: UTF8.self) == "é: \"#000\"\nb: 1\n")
        #expect(outcome.overlapping.map(\.message) == ["other"])
    }

    @Test func aFixItOfTwoReplacementsIsMadeWholeOrNotAtAll() {
        let text = Array("a: 1\nb: 2\nc: 3\n".utf8)
        func range(_ line: Int) -> SourceRange {
            SourceRange(
                file: "F", start: SourceLocation(line: line, column: 4), end: SourceLocation(line: line, column: 5))
        }
        var both = Diagnostic.FixIt(replacement: "10", message: "both", at: range(1))
        both.otherEdits = [.init(range: range(3), replacement: "30")]
        let pair = Diagnostic(.dmContrast, "m", at: range(1), fixIt: both)
        let made = FixItEdits.apply(FixItEdits.edits(of: [pair], in: ["F": text]), to: ["F": text])
        #expect(String(decoding: made.files["F"]!, as: UTF8.self) == "a: 10\nb: 2\nc: 30\n")
        #expect(made.applied.count == 1)
        // Another fix-it, earlier in the file, replaces the first line whole:
        // the pair is left out whole, its third line as it was.
        let line = SourceRange(
            file: "F", start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: 1, column: 5))
        let first = Diagnostic(.dmContrast, "m", at: line, fixIt: .init(replacement: "a: 11", message: "first"))
        let clash = FixItEdits.apply(FixItEdits.edits(of: [pair, first], in: ["F": text]), to: ["F": text])
        #expect(String(decoding: clash.files["F"]!, as: UTF8.self) == "a: 11\nb: 2\nc: 3\n")
        #expect(clash.overlapping.map(\.message) == ["both"])
    }
}
