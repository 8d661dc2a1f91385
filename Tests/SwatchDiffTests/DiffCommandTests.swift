import Foundation
import Testing

@testable import SwatchTestSupport

/// `swatch diff` as a user runs it: the fixture pair's outputs, the exit
/// codes, `--against` in a git repository made for the test, and the JSON
/// held to its schema by a real validator.
@Suite(.serialized) struct DiffCommandTests {
    typealias Output = SwatchExecutable.Output

    static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Output {
        try SwatchExecutable.run(executable, arguments, in: directory)
    }

    static func swatch(_ arguments: [String], in directory: URL = DiffFixtures.repository) throws -> Output {
        try SwatchExecutable.run(["diff"] + arguments, in: directory)
    }

    static let pair = [DiffFixtures.path("done-means", "old"), DiffFixtures.path("done-means", "new")]

    static func golden(_ name: String, _ file: String) throws -> String {
        try String(
            contentsOf: DiffFixtures.repository.appendingPathComponent("Tests/Golden/diff/\(name)/\(file)"),
            encoding: .utf8)
    }

    @Test func theDoneMeansPairPrintsItsGoldenOutputsAndFailsOnRegression() throws {
        let text = try Self.swatch(Self.pair + ["--fail-on", "regression"])
        #expect(text.status == 1)
        #expect(text.stdout == (try Self.golden("done-means", "diff.txt")))
        let markdown = try Self.swatch(Self.pair + ["--format", "markdown"])
        #expect(markdown.status == 0)
        #expect(markdown.stdout == (try Self.golden("done-means", "diff.md")))
        let json = try Self.swatch(Self.pair + ["--format", "json", "--fail-on", "breaking"])
        #expect(json.status == 1)
        #expect(json.stdout == (try Self.golden("done-means", "diff.json")))
    }

    @Test func additionsPassTheBreakingAndRegressionGates() throws {
        let pair = [DiffFixtures.path("additions", "old"), DiffFixtures.path("additions", "new")]
        #expect(try Self.swatch(pair + ["--fail-on", "breaking"]).status == 0)
        #expect(try Self.swatch(pair + ["--fail-on", "regression"]).status == 0)
        #expect(try Self.swatch(pair + ["--fail-on", "any"]).status == 1)
        let same = [DiffFixtures.path("additions", "new"), DiffFixtures.path("additions", "new")]
        let none = try Self.swatch(same + ["--fail-on", "any"])
        #expect(none.status == 0)
        #expect(none.stdout.hasSuffix("verdict: none\n"))
    }

    @Test func aMissingFileIsExitTwo() throws {
        let output = try Self.swatch([Self.pair[0], "Nowhere/Acme.theme.yaml"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("cannot read theme 'Nowhere/Acme.theme.yaml': no such file"))
        let one = try Self.swatch([Self.pair[0]])
        #expect(one.status == 2)
        #expect(one.stderr.contains("give two theme files, OLD NEW"))
    }

    @Test func aThemeWithAMistakeIsExitThreeWithItsDiagnostics() throws {
        let folder = try Self.temporaryFolder()
        let broken = folder.appendingPathComponent("Acme.theme.yaml")
        try Data("swatch: 1\ncolors:\n  ink: { role: lable, light: \"#000000\", dark: \"#FFFFFF\" }\n".utf8)
            .write(
                to: broken)
        let new = DiffFixtures.repository.appendingPathComponent(Self.pair[1]).path
        let output = try Self.swatch([broken.path, new])
        #expect(output.status == 3)
        #expect(output.stderr.contains("\(broken.path):3:"))
        #expect(output.stderr.contains("cannot diff: the old version of 'Acme' has errors in the file"))
        #expect(output.stdout.isEmpty)
    }

    @Test func againstARevisionInAGitRepository() throws {
        let folder = try Self.temporaryFolder()
        func git(_ arguments: [String]) throws {
            let git = try Self.run(
                URL(fileURLWithPath: "/usr/bin/env"),
                ["git", "-c", "user.name=Swatch", "-c", "user.email=swatch@example.invalid"] + arguments, in: folder)
            try #require(git.status == 0, "git \(arguments): \(git.stderr)")
        }
        let theme = folder.appendingPathComponent("Themes/Acme.theme.yaml")
        try FileManager.default.createDirectory(
            at: theme.deletingLastPathComponent(), withIntermediateDirectories: true)
        let old = try Data(contentsOf: DiffFixtures.repository.appendingPathComponent(Self.pair[0]))
        let new = try Data(contentsOf: DiffFixtures.repository.appendingPathComponent(Self.pair[1]))
        try git(["init", "-q", "-b", "main"])
        try old.write(to: theme)
        try git(["add", "Themes/Acme.theme.yaml"])
        try git(["commit", "-q", "-m", "old"])
        try new.write(to: theme)

        let diffed = try Self.swatch(
            ["Themes/Acme.theme.yaml", "--against", "main", "--fail-on", "regression"], in: folder)
        #expect(diffed.status == 1, "\(diffed.stderr)")
        // The same diff as the two files give, at the working copy's path.
        let expected = try Self.golden("done-means", "diff.txt")
            .replacingOccurrences(of: Self.pair[1], with: "Themes/Acme.theme.yaml")
        #expect(diffed.stdout == expected)

        // From a folder below, the path is the user's, the revision the repository's.
        let below = try Self.swatch(["Acme.theme.yaml", "--against", "HEAD"], in: theme.deletingLastPathComponent())
        #expect(below.status == 0)
        #expect(below.stdout.hasSuffix("verdict: major\n"))

        // A theme the revision does not have is new: its declarations are additions.
        let added = folder.appendingPathComponent("Themes/Extra.theme.yaml")
        try new.write(to: added)
        let fresh = try Self.swatch(["Themes/Extra.theme.yaml", "--against", "main"], in: folder)
        #expect(fresh.status == 0)
        #expect(fresh.stdout.contains("the theme is new"))
        #expect(fresh.stdout.hasSuffix("verdict: minor\n"))

        let unknown = try Self.swatch(["Themes/Acme.theme.yaml", "--against", "no-such-branch"], in: folder)
        #expect(unknown.status == 4)
        #expect(unknown.stderr.contains("unknown revision 'no-such-branch'"))
        let option = try Self.swatch(["Themes/Acme.theme.yaml", "--against=--output=x"], in: folder)
        #expect(option.status == 4)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x").path))

        let outside = try Self.temporaryFolder()
        try new.write(to: outside.appendingPathComponent("Acme.theme.yaml"))
        let notGit = try Self.swatch(["Acme.theme.yaml", "--against", "main"], in: outside)
        #expect(notGit.status == 4)
        #expect(notGit.stderr.contains("is not in a git repository"))
    }

    /// A base and its brand against a revision: the base's change is
    /// reported under the base and under the brand it reaches.
    @Test func aBaseAndItsBrandAgainstARevision() throws {
        let folder = try Self.temporaryFolder()
        func git(_ arguments: [String]) throws {
            let git = try Self.run(
                URL(fileURLWithPath: "/usr/bin/env"),
                ["git", "-c", "user.name=Swatch", "-c", "user.email=swatch@example.invalid"] + arguments, in: folder)
            try #require(git.status == 0, "git \(arguments): \(git.stderr)")
        }
        func base(_ dark: String) -> String {
            """
            swatch: 1
            access: public
            colors:
              canvas: { role: background, light: "#FFFFFF", dark: "#1C1C1E" }
              headline: { role: label, light: "#1D1D1F", dark: "\(dark)", on: [canvas] }

            """
        }
        let brand = """
            swatch: 1
            extends: Base
            colors:
              canvas: { role: background, light: "#E6F0FA", dark: "#0B1E33" }

            """
        try Data(base("#F2F2F7").utf8).write(to: folder.appendingPathComponent("Base.theme.yaml"))
        try Data(brand.utf8).write(to: folder.appendingPathComponent("Ocean.theme.yaml"))
        try git(["init", "-q", "-b", "main"])
        try git(["add", "."])
        try git(["commit", "-q", "-m", "v1"])
        try Data(base("#C7C7CC").utf8).write(to: folder.appendingPathComponent("Base.theme.yaml"))
        let output = try Self.swatch(["Base.theme.yaml", "Ocean.theme.yaml", "--against", "main"], in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        let values = output.stdout.split(separator: "\n").filter { $0.hasSuffix("[value]") }
        #expect(values.count == 2)
        #expect(
            values.first?.hasPrefix("Base.theme.yaml:5:3: note: 'headline' in every dark state: #F2F2F7 → #C7C7CC")
                == true)
        // The brand inherits the line: its place is in the base's file.
        #expect(output.stdout.contains("Ocean.theme.yaml: Ocean: patch"))
        // With --with, the brand is read on both sides but not reported.
        let alone = try Self.swatch(["Base.theme.yaml", "--against", "main", "--with", "Ocean.theme.yaml"], in: folder)
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(!alone.stdout.contains("Ocean.theme.yaml:"))
        #expect(alone.stdout.split(separator: "\n").filter { $0.hasSuffix("[value]") }.count == 1)
    }

    /// The JSON of every fixture pair, validated by Python's `jsonschema`
    /// through scripts/validate-schema.py (which reads JSON as the YAML it
    /// is); and a document the schema must refuse, so a validator that
    /// passes everything cannot pass this test.
    @Test func theJSONValidatesAgainstItsSchema() throws {
        let python = URL(fileURLWithPath: "/usr/bin/python3")
        let probe = try Self.run(python, ["-c", "import jsonschema, ruamel.yaml"], in: DiffFixtures.repository)
        try #require(
            probe.status == 0,
            "the schema test needs python3-jsonschema and python3-ruamel.yaml (scripts/test installs them): \(probe.stderr)"
        )
        let folder = try Self.temporaryFolder()
        var files: [String] = []
        for name in DiffFixtures.names {
            let pair = [DiffFixtures.path(name, "old"), DiffFixtures.path(name, "new")]
            let output = try Self.swatch(pair + ["--format", "json"])
            try #require(output.status == 0, "\(name): \(output.stderr)")
            let file = folder.appendingPathComponent("\(name).json")
            try Data(output.stdout.utf8).write(to: file)
            files.append(file.path)
        }
        let bad = folder.appendingPathComponent("bad.json")
        let doneMeans = try #require(files.first { $0.hasSuffix("/done-means.json") })
        let done = try String(contentsOf: URL(fileURLWithPath: doneMeans), encoding: .utf8)
        try Data(done.replacingOccurrences(of: "\"verdict\": \"major\"", with: "\"verdict\": \"huge\"").utf8)
            .write(
                to: bad)
        let script = DiffFixtures.repository.appendingPathComponent("scripts/validate-schema.py").path
        let schema = DiffFixtures.repository.appendingPathComponent("schema/swatch-diff.schema.json").path
        let valid = try Self.run(python, [script, schema] + files, in: DiffFixtures.repository)
        #expect(valid.status == 0, "\(valid.stdout)\(valid.stderr)")
        #expect(valid.stdout.split(separator: "\n").count == files.count)
        let invalid = try Self.run(python, [script, schema, bad.path], in: DiffFixtures.repository)
        #expect(invalid.status == 1)
        #expect(invalid.stdout.contains("/verdict: 'huge' is not one of"))
    }

    /// The Markdown of the done-means pair, rendered by Python-Markdown's
    /// tables extension (the GitHub table syntax): a table for the themes
    /// and one per section, each row a row, every name in its cell.
    @Test func theMarkdownRendersAsTables() throws {
        var renderer: URL?
        for candidate in ["/usr/bin/env", "/usr/bin/python3"] {
            let python = URL(fileURLWithPath: candidate)
            let arguments =
                candidate.hasSuffix("env") ? ["python3", "-c", "import markdown"] : ["-c", "import markdown"]
            if try Self.run(python, arguments, in: DiffFixtures.repository).status == 0 {
                renderer = python
                break
            }
        }
        let python = try #require(
            renderer, "the Markdown test needs Python-Markdown (scripts/test installs python3-markdown)")
        let markdown = try Self.swatch(Self.pair + ["--format", "markdown"])
        try #require(markdown.status == 0)
        let folder = try Self.temporaryFolder()
        let file = folder.appendingPathComponent("diff.md")
        try Data(markdown.stdout.utf8).write(to: file)
        let script = "import markdown, sys; print(markdown.markdown(open(sys.argv[1]).read(), extensions=['tables']))"
        let arguments = (python.path.hasSuffix("env") ? ["python3"] : []) + ["-c", script, file.path]
        let html = try Self.run(python, arguments, in: folder)
        try #require(html.status == 0, "\(html.stderr)")
        func count(_ text: String) -> Int { html.stdout.components(separatedBy: text).count - 1 }
        // The themes, Generated API, Values, Contrast, Findings.
        #expect(count("<table>") == 5)
        #expect(count("<th>source-breaking</th>") == 1)
        // 1 theme, 3 API changes, 1 value, 1 contrast, 1 finding.
        #expect(count("<tr>") == 5 + 1 + 3 + 1 + 1 + 1)
        #expect(html.stdout.contains("<code>Acme.brandBlue</code>"))
        #expect(html.stdout.contains("<strong>now fails its minimum 4.5:1</strong>"))
        #expect(!html.stdout.contains("| "))
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
