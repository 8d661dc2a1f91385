import Foundation
import SwatchDiagnostics
import Testing

@testable import SwatchPipeline
@testable import SwatchTestSupport

/// Every fix-it of the fixtures that reproduce real systems' shapes (token
/// files and resolver documents, legacy token files, an asset catalog) and
/// of the bad themes, applied alone and checked again: the finding it was
/// for is gone and no finding appears that was not there before: no second
/// wave, and no other pair broken.
@Suite struct FixItOneAtATimeTests {
    /// A fixture folder and what `swatch check` is given in it.
    static let inputs: [(folder: String, arguments: [String])] = [
        ("tokens/ax-contexts", ["HIG.resolver.json"]),
        ("tokens/brands", ["App.resolver.json"]),
        ("tokens/four-files", ["App.resolver.json"]),
        ("tokens/named-pairs", ["App.resolver.json"]),
        ("tokens/root-tokens", ["Simple.tokens.json"]),
        ("tokens/unpaired", ["App.tokens.json"]),
        ("tokens/aliases", ["App.tokens.json"]),
        ("tokens/split", ["App.tokens.json"]),
        ("tokens/context-files", ["App.resolver.json"]),
        ("tokens/legacy", ["style-dictionary.json"]),
        ("tokens/legacy/single", ["tokens.json"]),
        ("tokens/legacy/studio", ["$themes.json"]),
        ("catalogs", ["Chat.xcassets"]),
        ("catalogs", ["Ramps.xcassets"]),
    ]

    /// A finding, as far as a fix elsewhere leaves it the same finding: its
    /// figures may change when a value it measures changes, its place and
    /// weight may not.
    struct Finding: Hashable, CustomStringConvertible {
        var rule: String
        var severity: String
        var file: String
        var line: Int
        var column: Int
        var message: String
        var description: String { "\(file):\(line):\(column): \(severity) [\(rule)] \(message)" }
        static func == (a: Self, b: Self) -> Bool { a.key == b.key }
        func hash(into hasher: inout Hasher) { hasher.combine(key) }
        private var key: [String] { [rule, severity, file, "\(line)", "\(column)"] }
    }

    /// One fix-it as the JSON output gives it.
    struct Fix {
        var finding: Finding
        var file: String
        var start: SwatchDiagnostics.SourceLocation
        var end: SwatchDiagnostics.SourceLocation
        var replacement: String
        var createsFile: Bool
        var message = ""
        /// The fix-it's other replacements (`otherEdits`), in the same file.
        var others:
            [(start: SwatchDiagnostics.SourceLocation, end: SwatchDiagnostics.SourceLocation, replacement: String)] =
                []

        /// Each replacement of the fix, first in the file first.
        var parts: [Fix] {
            let mine = Fix(
                finding: finding, file: file, start: start, end: end, replacement: replacement, createsFile: createsFile
            )
            let rest = others.map {
                Fix(
                    finding: finding, file: file, start: $0.start, end: $0.end, replacement: $0.replacement,
                    createsFile: false)
            }
            return ([mine] + rest).sorted { ($0.start.line, $0.start.column) < ($1.start.line, $1.start.column) }
        }
    }

    static func check(_ arguments: [String], in directory: URL) throws -> (findings: Set<Finding>, fixes: [Fix]) {
        let output = try SwatchExecutable.run(["check", "--diagnostics-format", "json"] + arguments, in: directory)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]],
            "\(arguments): \(output.stdout.prefix(400)) \(output.stderr.prefix(400))")
        var findings = Set<Finding>()
        var fixes: [Fix] = []
        for entry in json {
            let location = entry["location"] as? [String: Any] ?? [:]
            let finding = Finding(
                rule: entry["rule"] as? String ?? "", severity: entry["severity"] as? String ?? "",
                file: location["file"] as? String ?? "", line: location["line"] as? Int ?? 0,
                column: location["column"] as? Int ?? 0, message: entry["message"] as? String ?? "")
            findings.insert(finding)
            // A fix-it that writes a guess is the user's to take, in an
            // editor: confirming a pair is meant to make it judged.
            guard let fixIt = entry["fixIt"] as? [String: Any], fixIt["isGuess"] as? Bool != true else { continue }
            let place = fixIt["location"] as? [String: Any] ?? location
            func at(_ place: [String: Any], _ line: String, _ column: String) -> SwatchDiagnostics.SourceLocation {
                SwatchDiagnostics.SourceLocation(line: place[line] as? Int ?? 0, column: place[column] as? Int ?? 0)
            }
            let others = (fixIt["otherEdits"] as? [[String: Any]] ?? [])
                .map { edit in
                    let place = edit["location"] as? [String: Any] ?? [:]
                    return (
                        start: at(place, "line", "column"), end: at(place, "endLine", "endColumn"),
                        replacement: edit["replacement"] as? String ?? ""
                    )
                }
            fixes.append(
                Fix(
                    finding: finding, file: place["file"] as? String ?? "",
                    start: SwatchDiagnostics.SourceLocation(
                        line: place["line"] as? Int ?? 0, column: place["column"] as? Int ?? 0),
                    end: SwatchDiagnostics.SourceLocation(
                        line: place["endLine"] as? Int ?? 0, column: place["endColumn"] as? Int ?? 0),
                    replacement: fixIt["replacement"] as? String ?? "",
                    createsFile: fixIt["createsFile"] as? Bool ?? false, message: fixIt["message"] as? String ?? "",
                    others: others))
        }
        return (findings, fixes)
    }

    /// `fix` made in the copy at `directory`.
    static func apply(_ fix: Fix, in directory: URL) throws {
        let url = directory.appendingPathComponent(fix.file)
        if fix.createsFile {
            try Data(fix.replacement.utf8).write(to: url)
            return
        }
        var bytes = try [UInt8](Data(contentsOf: url))
        // The last replacement first, so that the offsets of the others stay true.
        let parts = try fix.parts.map { part in
            (
                start: try #require(FixItEdits.offset(of: part.start, in: bytes), "\(fix.finding)"),
                end: try #require(FixItEdits.offset(of: part.end, in: bytes), "\(fix.finding)"),
                replacement: part.replacement
            )
        }
        for part in parts.reversed() {
            bytes.replaceSubrange(part.start..<part.end, with: Array(part.replacement.utf8))
        }
        try Data(bytes).write(to: url)
    }

    /// The fix-its whose findings may rightly show what was hidden: a fix
    /// of how a file is read (its YAML, its keys, a misspelled word) lets
    /// what it says be judged for the first time. Not a second judgement of
    /// the same cause; any fix of a judgement is held to the full rule.
    static func revealsWhatWasUnread(_ fix: Fix) -> Bool {
        fix.finding.rule.hasPrefix("YAML-") || fix.finding.rule.hasPrefix("THEME-")
    }

    /// A fix-it that draws an unpaired color on a background is offered only
    /// where the color reaches every minimum there; on the best-named
    /// background it may still fall short of an aim, and then the fix-it's
    /// own message says so ("a warning once paired"): the pair's warnings,
    /// and nothing else, are announced, not a second wave. (Proposing a
    /// worse-named background because it reaches the aim would state a fact
    /// the names do not support.)
    static func announced(_ appeared: Set<Finding>, by fix: Fix) -> Bool {
        fix.finding.rule == "DM-unpaired" && fix.message.hasSuffix("a warning once paired")
            && appeared.allSatisfy { $0.rule == "DM-contrast" && $0.severity == "warning" }
    }

    /// `findings` of the file `fix` edited, placed as they were before it:
    /// lines after a replacement that spans a different number of lines
    /// move by the difference, and a finding inside the text written (a
    /// value split into levels, `{ base: "#…", elevated: "#…" }`, whose
    /// kept level's findings now point into it) is where the value was.
    static func unshifted(_ findings: Set<Finding>, by fix: Fix) -> Set<Finding> {
        guard !fix.createsFile else { return findings }
        // Several replacements: the first in the file is where it was once
        // all are made; undone first, it leaves the next where it was.
        guard fix.others.isEmpty else { return fix.parts.reduce(findings) { unshifted($0, by: $1) } }
        let lines = fix.replacement.split(separator: "\n", omittingEmptySubsequences: false)
        let written = lines.count - 1
        let endLine = fix.start.line + written
        let endColumn = (written == 0 ? fix.start.column : 1) + lines.last!.unicodeScalars.count
        let delta = (fix.end.line - fix.start.line) - written
        return Set(
            findings.map { finding in
                var moved = finding
                guard finding.file == fix.file else { return moved }
                let afterStart = (finding.line, finding.column) >= (fix.start.line, fix.start.column)
                let beforeEnd = (finding.line, finding.column) < (endLine, endColumn)
                if afterStart, beforeEnd {
                    moved.line = fix.start.line
                    moved.column = fix.start.column
                } else if finding.line > endLine {
                    moved.line += delta
                }
                return moved
            })
    }

    /// Applies each fix-it of `arguments` in `folder` alone; returns how many.
    static func applyEachAlone(_ folder: String, _ arguments: [String]) throws -> Int {
        let before = try check(arguments, in: FixCommandTests.copy(folder))
        for fix in before.fixes {
            let directory = try FixCommandTests.copy(folder)
            try apply(fix, in: directory)
            let after = unshifted(try check(arguments, in: directory).findings, by: fix)
            let appeared = after.subtracting(before.findings)
            if !revealsWhatWasUnread(fix), !announced(appeared, by: fix) {
                #expect(appeared.isEmpty, "\(folder): applying the fix-it of \(fix.finding)\ngave \(appeared)")
            }
            // A fix-it that names the states where no color reaches the aim
            // leaves the finding of those states alone.
            if let range = fix.message.range(of: "; in "),
                let end = fix.message.range(of: " no color reaches", range: range.upperBound..<fix.message.endIndex)
            {
                let states = fix.message[range.upperBound..<end.lowerBound]
                let left = after.first { $0 == fix.finding }
                #expect(
                    left == nil || left!.message.hasSuffix("in \(states)"),
                    "\(folder): the fix-it of \(fix.finding) left \(left!)")
            } else {
                #expect(!after.contains(fix.finding), "\(folder): the fix-it of \(fix.finding) left it")
            }
            try? FileManager.default.removeItem(at: directory)
        }
        return before.fixes.count
    }

    @Test(arguments: inputs.map(\.folder))
    func everyFixItOfARealShapeAppliedAloneBreaksNothing(folder: String) throws {
        let arguments = Self.inputs.first { $0.folder == folder }!.arguments
        _ = try Self.applyEachAlone(folder, arguments)
    }

    @Test func theRealShapesHaveFixItsToApply() throws {
        var total = 0
        for input in Self.inputs {
            total += try Self.check(input.arguments, in: FixCommandTests.copy(input.folder)).fixes.count
        }
        // Fix-its that write a guess are not counted: they are the user's to take.
        #expect(total >= 15, "\(total) fix-its")
    }

    /// Every contrast fix-it of a bad theme applied together, in one round,
    /// as `swatch fix` and an editor's "fix all" make them: none overlaps
    /// another (two fix-its of one color disagreeing, one left for a later
    /// round), and no contrast finding is left but those that had no
    /// fix-it: the fix-its of a color's values are written for each other.
    @Test func everyContrastFixItOfABadThemeAppliedInOneRoundLeavesNoneOfTheirFindings() throws {
        let themes = try FileManager.default
            .contentsOfDirectory(atPath: FixtureCorpus.root.appendingPathComponent("bad").path)
            .filter { $0.hasSuffix(".theme.yaml") }.sorted()
        let contrast: Set = ["DM-contrast", "SH-elevated"]
        var rounds = 0
        for theme in themes {
            let directory = try FixCommandTests.copy("bad")
            defer { try? FileManager.default.removeItem(at: directory) }
            let before = try Self.check([theme], in: directory)
            let fixes = before.fixes.filter { contrast.contains($0.finding.rule) && !$0.createsFile }
            guard !fixes.isEmpty else { continue }
            rounds += 1
            let url = directory.appendingPathComponent(theme)
            let bytes = try [UInt8](Data(contentsOf: url))
            func edit(_ fix: Fix) throws -> FixItEdits.Edit {
                FixItEdits.Edit(
                    file: theme, start: try #require(FixItEdits.offset(of: fix.start, in: bytes)),
                    end: try #require(FixItEdits.offset(of: fix.end, in: bytes)), replacement: fix.replacement,
                    createsFile: false, message: fix.message)
            }
            let edits = try fixes.map { fix in
                var made = try edit(fix)
                made.others = try fix.parts.filter { $0.start != fix.start }.map(edit)
                return made
            }
            let outcome = FixItEdits.apply(
                Array(
                    Set(
                        edits.map { edit in
                            var key = edit
                            key.message = ""
                            return key
                        })), to: [theme: bytes])
            #expect(outcome.overlapping.isEmpty, "\(theme): \(outcome.overlapping.map(\.replacement))")
            try Data(try #require(outcome.files[theme])).write(to: url)
            let withoutFixIt = before.findings.filter { finding in
                contrast.contains(finding.rule) && !fixes.contains { $0.finding == finding }
            }
            // A fix-it that says where no color reaches an aim leaves that shortfall.
            let shortOfReach = fixes.filter { $0.message.contains("no color reaches") }
            let after = try Self.check([theme], in: directory)
            let left = after.findings.filter { contrast.contains($0.rule) }
            #expect(
                left.count <= withoutFixIt.count + shortOfReach.count,
                "\(theme): left \(left.sorted { $0.description < $1.description })")
            // No second round: no finding left has a fix-it.
            let again = after.fixes.filter { contrast.contains($0.finding.rule) }
            #expect(again.isEmpty, "\(theme): a second round \(again.map(\.message))")
        }
        #expect(rounds > 20)
    }

    @Test func everyFixItOfTheBadThemesAppliedAloneBreaksNothing() throws {
        let themes = try FileManager.default
            .contentsOfDirectory(
                atPath: FixtureCorpus.root.appendingPathComponent("bad").path
            )
            .filter { $0.hasSuffix(".theme.yaml") }.sorted()
        var applied = 0
        for theme in themes { applied += try Self.applyEachAlone("bad", [theme]) }
        #expect(applied > 0)
    }
}
