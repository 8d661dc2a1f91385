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
}
