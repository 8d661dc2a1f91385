import Foundation
import Swatch
import SwatchModel
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// `swatch fix`: every fix-it made in the file it targets, the diff printed,
/// nothing left to fix, and a second run changes nothing.
@Suite struct FixCommandTests {
    /// A copy of a fixture folder, for the fixes to write into.
    static func copy(_ folder: String) throws -> URL {
        let directory = try SwatchExecutable.temporaryDirectory()
        let source = FixtureCorpus.root.appendingPathComponent(folder)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(
                at: source.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        return directory
    }

    /// The findings of `swatch check` on `arguments` that carry a fix-it
    /// `swatch fix` makes (`guesses`: also those that write a guess).
    static func fixable(_ arguments: [String], in directory: URL, guesses: Bool = false) throws -> [String] {
        let output = try SwatchExecutable.run(["check", "--diagnostics-format", "json"] + arguments, in: directory)
        let json = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]] ?? []
        return
            json.filter { entry in
                guard let fixIt = entry["fixIt"] as? [String: Any] else { return false }
                return guesses || fixIt["isGuess"] as? Bool != true
            }
            .map { "\($0["rule"] ?? "") \($0["message"] ?? "")" }
    }

    static func contents(_ directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let url = directory.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    @Test func everyFixableBadFixtureLeavesNoFixableFindingAndASecondRunChangesNothing() throws {
        let directory = try Self.copy("bad")
        let themes = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".theme.yaml") }.sorted()
        var fixed = 0
        for theme in themes where try !Self.fixable([theme], in: directory).isEmpty {
            fixed += 1
            // A dry run shows every round `fix` makes: the same diff, before what is left.
            let dry = try SwatchExecutable.run(["fix", "--dry-run", theme], in: directory)
            let first = try SwatchExecutable.run(["fix", theme], in: directory)
            #expect(first.stdout.hasPrefix("--- a/\(theme)\n+++ b/\(theme)\n@@ "), "\(theme): \(first.stdout)")
            #expect(!dry.stdout.isEmpty && first.stdout.hasPrefix(dry.stdout), "\(theme): \(dry.stdout)")
            // What is left had a fix-it that would have made the file worse
            // (a name written where the mapping has it already): left out, and said.
            let left = try Self.fixable([theme], in: directory)
            #expect(left.isEmpty || first.stderr.contains("a fix-it was left out"), "\(theme): \(left)")
            let before = try Self.contents(directory)
            let second = try SwatchExecutable.run(["fix", theme], in: directory)
            #expect(second.stdout.isEmpty, "\(theme): \(second.stdout)")
            #expect(second.stderr.contains("0 fix-its applied; 0 files changed"), "\(theme): \(second.stderr)")
            #expect(try Self.contents(directory) == before, "\(theme)")
        }
        #expect(fixed > 40)
    }

    /// A label drawn on a misspelled background: the first round writes the
    /// name meant (`on: [paper]`), and only the check of that round finds
    /// its contrast short, which a second round's fix-its mend. A dry run
    /// makes both rounds in memory and prints the diff `fix` prints.
    @Test func dryRunPrintsTheDiffOfEveryRoundAndWritesNothing() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        let theme = """
            swatch: 1
            colors:
              paper:
                role: background
                light: "#FFFFFF"
                dark: "#1C1C1E"
              hint:
                role: label
                on: [papr]
                light: "#C7C7CC"
                dark: "#48484A"

            """
        try theme.write(to: directory.appendingPathComponent("Two.theme.yaml"), atomically: true, encoding: .utf8)
        let before = try Self.contents(directory)
        let run = try SwatchExecutable.run(["fix", "--dry-run", "Two.theme.yaml"], in: directory)
        // The name of the background, then the values it finds short: both rounds, as one diff.
        #expect(
            run.stdout.contains(
                "-    on: [papr]\n-    light: \"#C7C7CC\"\n-    dark: \"#48484A\"\n+    on: [paper]\n+    light: \""),
            "\(run.stdout)")
        #expect(run.stderr.contains("3 fix-its applied; 1 file would change"), "\(run.stderr)")
        #expect(try Self.contents(directory) == before)
        // What it printed is what `fix` does; `check --fix` is `fix`: on a second copy, the same.
        let other = try SwatchExecutable.temporaryDirectory()
        try theme.write(to: other.appendingPathComponent("Two.theme.yaml"), atomically: true, encoding: .utf8)
        let fixed = try SwatchExecutable.run(["fix", "Two.theme.yaml"], in: directory)
        #expect(fixed.stdout.hasPrefix(run.stdout), "\(fixed.stdout)")
        #expect(fixed.stderr.contains("3 fix-its applied; 1 file changed"), "\(fixed.stderr)")
        let checked = try SwatchExecutable.run(["check", "--fix", "Two.theme.yaml"], in: other)
        #expect(checked.stdout == fixed.stdout)
        #expect(try Self.contents(other) == Self.contents(directory))
    }

    /// A token file with a stated pair that fails and two colors nothing
    /// pairs: the stated pair is fixed in the file's own format, keeping its
    /// formatting; the pairs its names suggest are offered (an editor's
    /// fix-its) and never written by `swatch fix`; a dry run exits as the fix does.
    @Test func aTokenFileIsFixedInItsOwnFormatAndNoGuessIsWritten() throws {
        let directory = try Self.copy("tokens/unpaired")
        let before = try Self.contents(directory)
        let files = before.keys.filter { $0.hasSuffix(".json") }.sorted()
        let token = try #require(files.first)
        let guesses = try Self.fixable([token], in: directory, guesses: true).filter { $0.hasPrefix("DM-unpaired") }
        try #require(!guesses.isEmpty)
        try #require(!(try Self.fixable([token], in: directory)).isEmpty)
        let dry = try SwatchExecutable.run(["fix", "--dry-run", token], in: directory)
        let run = try SwatchExecutable.run(["fix", token], in: directory)
        #expect(dry.status == run.status)
        #expect(run.stdout.contains("+++ b/"), "\(run.stderr)")
        let pairsWritten = { (text: Data?) in
            String(decoding: text ?? Data(), as: UTF8.self).components(separatedBy: "\"on\"").count
        }
        #expect(try Self.fixable([token], in: directory).isEmpty)
        #expect(
            try Self.fixable([token], in: directory, guesses: true).filter { $0.hasPrefix("DM-unpaired") } == guesses)
        let after = try Self.contents(directory)
        #expect(pairsWritten(after[token]) == pairsWritten(before[token]))
        // Only the lines the fixes touch changed: every other line is as it was.
        let old = String(decoding: before[token]!, as: UTF8.self).split(separator: "\n")
        let new = String(decoding: after[token]!, as: UTF8.self).split(separator: "\n")
        #expect(Set(old).subtracting(new).count <= run.stdout.split(separator: "\n").count { $0.hasPrefix("-") })
        let second = try SwatchExecutable.run(["fix", token], in: directory)
        #expect(second.stdout.isEmpty)
    }

    /// Two contexts of a brand modifier, each a file of its own that writes
    /// the same failing value (Microsoft Fluent's `default` and `inverted`):
    /// each file's value is a place to fix, and a token's pairs, written
    /// once where the base reads them, hold in every brand. One run fixes
    /// both files; a second changes nothing.
    @Test func aValueEachContextWritesIsFixedInEachFileInOneRun() throws {
        let directory = try Self.copy("tokens/context-files")
        let document = "App.resolver.json"
        let fixable = try Self.fixable([document], in: directory)
        #expect(fixable.count { $0.hasPrefix("DM-contrast ") } == 2, "\(fixable)")
        // The icon's pair is suggested by names: a guess, not made.
        #expect(fixable.count { $0.hasPrefix("DM-unpaired ") } == 0, "\(fixable)")
        let run = try SwatchExecutable.run(["fix", document], in: directory)
        #expect(!run.stderr.contains("undone"), "\(run.stderr)")
        #expect(run.stdout.contains("+++ b/theme-default.tokens.json"), "\(run.stdout)")
        #expect(run.stdout.contains("+++ b/theme-inverted.tokens.json"), "\(run.stdout)")
        #expect(run.stderr.contains("0 errors"), "\(run.stderr)")
        // The pair written in the default context's file holds in the inverted one too.
        let left = try SwatchExecutable.run(["check", "--diagnostics-format", "json", document], in: directory)
        let findings = try JSONSerialization.jsonObject(with: Data(left.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(!findings.isEmpty)
        #expect(try Self.fixable([document], in: directory).isEmpty)
        let before = try Self.contents(directory)
        let second = try SwatchExecutable.run(["fix", document], in: directory)
        #expect(second.stdout.isEmpty, "\(second.stdout)")
        #expect(try Self.contents(directory) == before)
    }

    @Test func materializeWritesTheDerivedValuesAndTheThemeStaysTheSame() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        let theme = """
            swatch: 1
            colors:
              paper:
                role: background
                light: "#FFFFFF"
                dark: { base: "#1C1C1E", elevated: auto }
                increasedContrast: auto
              ink:
                role: label
                light: "#57575C"
                dark: "#B3B3B8"
                increasedContrast: auto
                on: paper

            """
        let url = directory.appendingPathComponent("Dusk.theme.yaml")
        try theme.write(to: url, atomically: true, encoding: .utf8)
        let compiler = ThemeCompiler()
        let derived = try #require(compiler.check(ThemeSource(path: "Dusk.theme.yaml", text: theme)).theme)
        let run = try SwatchExecutable.run(["fix", "--materialize", "Dusk.theme.yaml"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let written = try String(contentsOf: url, encoding: .utf8)
        #expect(!written.contains("auto"), "\(written)")
        let literal = try #require(compiler.check(ThemeSource(path: "Dusk.theme.yaml", text: written)).theme)
        for name in ["paper", "ink"] {
            #expect(literal.color(named: name)?.table == derived.color(named: name)?.table, "\(name)\n\(written)")
        }
        #expect(literal.derivations.isEmpty)
        let second = try SwatchExecutable.run(["fix", "--materialize", "Dusk.theme.yaml"], in: directory)
        #expect(second.stderr.contains("0 fix-its applied; 0 files changed"), "\(second.stderr)")
    }

    /// `fix --materialize` on `text` (a theme file of its own): the theme
    /// as written after it, its tables and the derived theme's before it.
    static func materialize(_ text: String) throws -> (written: String, before: ResolvedTheme, after: ResolvedTheme) {
        let directory = try SwatchExecutable.temporaryDirectory()
        let url = directory.appendingPathComponent("M.theme.yaml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        let compiler = ThemeCompiler()
        let before = try #require(compiler.check(ThemeSource(path: "M.theme.yaml", text: text)).theme)
        let run = try SwatchExecutable.run(["fix", "--materialize", "M.theme.yaml"], in: directory)
        #expect(run.status == 0 && !run.stderr.contains("does not edit"), "\(run.stderr)")
        let written = try String(contentsOf: url, encoding: .utf8)
        let after = try #require(compiler.check(ThemeSource(path: "M.theme.yaml", text: written)).theme)
        for color in before.colors where !color.isSystem {
            #expect(after.color(named: color.name)?.table == color.table, "\(color.name)\n\(written)")
        }
        let second = try SwatchExecutable.run(["fix", "--materialize", "M.theme.yaml"], in: directory)
        #expect(second.stderr.contains("0 fix-its applied; 0 files changed"), "\(second.stderr)")
        #expect(try String(contentsOf: url, encoding: .utf8) == written)
        return (written, before, after)
    }

    /// The bundled Dusk writes light and dark values and `derive:`s the
    /// rest: each value that moved is added to its color, in its layout.
    @Test func materializeAddsTheValuesTheThemesDeriveAsksFor() throws {
        let dusk = Toolchain.root.appendingPathComponent("Themes/Dusk.theme.yaml")
        let text = try String(contentsOf: dusk, encoding: .utf8)
        let (written, before, _) = try Self.materialize(text)
        // The backgrounds' lifted elevated level, in place of their dark value.
        let card = try #require(before.color(named: "card"))
        let lifted = card.table[Appearance(colorScheme: .dark, level: .elevated)].hex
        #expect(written.contains("    dark: { base: \"#232127\", elevated: \"\(lifted)\" }\n"), "\(written)")
        // The divider's increased-contrast values, a key after its dark value.
        let divider = try #require(before.color(named: "divider"))
        let increased = divider.table[Appearance(colorScheme: .light, contrast: .increased)].hex
        #expect(written.contains(" }\n    increasedContrast: { light: \"\(increased)\", dark: { base: "), "\(written)")
        // Nothing else changed: every line of the file is still there.
        let lines = Set(written.split(separator: "\n", omittingEmptySubsequences: false))
        let kept = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !lines.contains($0) }
        #expect(kept.allSatisfy { $0.contains("dark:") }, "\(kept)")
    }
}

/// A system split by appearance (a Style Dictionary configuration per
/// appearance, as PatternFly keeps them) is one system: checked with every
/// pair in every appearance, and fixed with every configuration read.
extension FixCommandTests {
    @Test func configurationsSplitByAppearanceAreOneSystem() throws {
        let directory = try Self.copy("tokens/split-configs")
        let together = try SwatchExecutable.run(
            ["check", "config.default.json", "config.dark.json", "--pairs", "App.pairs.yaml"], in: directory)
        // The text is dark gray on white in light, gray on near-black in dark:
        // it fails in dark alone, in one input.
        #expect(together.stderr.contains("3.68:1 < 4.5:1 (the minimum for small text) in every dark state"))
        #expect(together.stderr.hasSuffix("1 error, 1 warning in 1 token file (6 colors)\n"), "\(together.stderr)")
        // A configuration whose globs match nothing reads nothing, says so, and
        // costs the others nothing: Increase Contrast falls back to light's files.
        let withEmpty = try SwatchExecutable.run(
            [
                "check", "config.default.json", "config.dark.json", "config.highcontrast.json", "--pairs",
                "App.pairs.yaml",
            ],
            in: directory)
        #expect(withEmpty.stderr.contains("'tokens/highcontrast/*.json' matches no file"), "\(withEmpty.stderr)")
        #expect(withEmpty.stderr.hasSuffix("in 1 token file (6 colors)\n"), "\(withEmpty.stderr)")
        // Read alone, the dark configuration is taken for every appearance.
        let alone = try SwatchExecutable.run(["check", "config.dark.json", "--pairs", "App.pairs.yaml"], in: directory)
        #expect(alone.stderr.contains("in every state"), "\(alone.stderr)")
        let before = try Self.contents(directory)
        let run = try SwatchExecutable.run(
            ["fix", "config.default.json", "config.dark.json", "--pairs", "App.pairs.yaml"], in: directory)
        #expect(run.stderr.contains("1 fix-it applied; 1 file changed"), "\(run.stderr)")
        let after = try Self.contents(directory)
        // The dark token is pointed at another swatch; no palette value changes.
        #expect(Set(after.keys.filter { after[$0] != before[$0] }) == ["tokens/dark/semantic.json"])
        #expect(String(decoding: after["tokens/dark/semantic.json"]!, as: UTF8.self).contains("{color.gray.10}"))
        let second = try SwatchExecutable.run(
            ["fix", "config.default.json", "config.dark.json", "--pairs", "App.pairs.yaml"], in: directory)
        #expect(second.stdout.isEmpty && second.stderr.contains("0 fix-its applied; 0 files changed"))
    }

    @Test func configurationsArePlacedByTheirNames() {
        func groups(_ names: [String]) -> [[String]] {
            let bytes = Array(#"{ "source": ["tokens/*.json"] }"#.utf8)
            return ConfigAppearances.groups(names.map { ($0, bytes) }).map { $0.map { names[$0] } }
        }
        #expect(
            groups([
                "m/config.highcontrast.dark.json", "m/config.dark.json", "m/config.default.json", "m/config.glass.json",
            ])
                == [["m/config.default.json", "m/config.dark.json", "m/config.highcontrast.dark.json"]])
        // Two systems of one folder, each with its appearances; a lone configuration is read alone.
        #expect(
            groups([
                "config.json", "config.dark.json", "config.glass.json", "config.glass.dark.json", "config.charts.json",
            ])
                == [["config.json", "config.dark.json"], ["config.glass.json", "config.glass.dark.json"]])
        #expect(groups(["a/config.json", "b/config.dark.json"]).isEmpty)
    }
}
