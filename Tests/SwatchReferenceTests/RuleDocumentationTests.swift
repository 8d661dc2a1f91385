import Foundation
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchPipeline
@testable import SwatchTestSupport

// Keeps the rule documentation honest against the rule catalog and the
// checker: every rule of `RuleCatalog.all` has a page `docs/rules/<ID>.md` and
// an entry in `docs/diagnostics.md`, and the examples of the pages do what
// their first line says.
//
// A fenced ```yaml block whose first line is
// - `# fails: ID` must produce a diagnostic with rule ID;
// - `# passes: ID` must produce none with rule ID, and no error at all;
// - `# illustrates: ID` is not run (it needs image files, or a file that
//   cannot be read, which a page cannot hold).

/// The repository's root: this file is `Tests/SwatchReferenceTests/<name>.swift`.
private let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// One marked example of the rule documentation.
struct RuleExample: Sendable, CustomTestStringConvertible {
    enum Kind: String, Sendable, CaseIterable {
        case fails, passes, illustrates
    }

    var kind: Kind
    var rule: RuleID
    /// The block's text, its marker line included, as a theme file would hold it.
    var text: String
    /// The page, relative to the repository's root.
    var file: String
    /// The line of the page on which the block's text starts.
    var line: Int

    var testDescription: String { "\(file):\(line) \(kind.rawValue): \(rule)" }
}

enum RuleDocumentation {
    static let indexPath = "docs/diagnostics.md"
    static let pagesFolder = "docs/rules"

    static func pagePath(of rule: RuleID) -> String { "\(pagesFolder)/\(rule.rawValue).md" }

    static func read(_ path: String) -> String? {
        try? String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The pages under `docs/rules/`, by file name without `.md`.
    static var pageNames: [String] {
        let folder = repositoryRoot.appendingPathComponent(pagesFolder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }.sorted()
    }

    /// Pages whose rule no theme text can show failing: it needs image files
    /// (IMG-format, IMG-glyph, IMG-app-icon), bytes that are not UTF-8
    /// (YAML-encoding), a kind of
    /// image the language does not have (IMG-launch), or an imported file
    /// (THEME-unread). They illustrate it instead, with `# illustrates:`.
    static let withoutFailingExample: Set<RuleID> = [
        .yamlEncoding, .imgFormat, .imgGlyph, .imgAppIcon, .imgLaunch, .themeUnread,
    ]

    /// Pages without a runnable passing example: rules no theme breaks by
    /// mistake (IMG-launch), and rules whose passing theme needs image
    /// files that the documentation does not ship.
    static let withoutPassingExample: Set<RuleID> = [
        .imgLaunch, .imgFormat, .imgGlyph, .imgAppIcon, .imgPath, .imgFile, .themeUnread,
    ]

    /// The marked ```yaml blocks of `text`.
    static func examples(in text: String, file: String) -> [RuleExample] {
        var examples: [RuleExample] = []
        var block: [Substring]?
        var start = 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            if block == nil {
                if line.trimmingCharacters(in: .whitespaces) == "```yaml" {
                    block = []
                    start = index + 2
                }
                continue
            }
            if line.trimmingCharacters(in: .whitespaces) == "```" {
                if let body = block, let first = body.first, let marked = marker(first) {
                    let text = body.joined(separator: "\n") + "\n"
                    examples.append(
                        RuleExample(kind: marked.kind, rule: marked.rule, text: text, file: file, line: start))
                }
                block = nil
                continue
            }
            block?.append(line)
        }
        return examples
    }

    /// `# fails: DM-contrast` → (.fails, DM-contrast).
    static func marker(_ line: Substring) -> (kind: Kind, rule: RuleID)? {
        for kind in RuleExample.Kind.allCases {
            let prefix = "# \(kind.rawValue): "
            guard line.hasPrefix(prefix) else { continue }
            let id = line.dropFirst(prefix.count).split(separator: " ").first.map(String.init) ?? ""
            return (kind, RuleID(rawValue: id))
        }
        return nil
    }

    typealias Kind = RuleExample.Kind

    /// Every marked example of the index and the rule pages.
    static let all: [RuleExample] = {
        var files = [indexPath]
        files += pageNames.map { "\(pagesFolder)/\($0).md" }
        return files.flatMap { file in read(file).map { examples(in: $0, file: file) } ?? [] }
    }()

    static let failing = all.filter { $0.kind == .fails }
    static let passing = all.filter { $0.kind == .passes }

    /// What `swatch check` reports for an example.
    static func check(_ example: RuleExample) -> [Diagnostic] {
        ThemeCompiler().check(ThemeSource(path: "Example.theme.yaml", text: example.text)).diagnostics
    }

    static func describe(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { "\($0.line):\($0.column) \($0.severity.rawValue) \($0.rule): \($0.message)" }
            .joined(separator: "\n")
    }
}

@Suite struct RuleDocumentationTests {
    @Test func everyRuleHasAPage() {
        for rule in RuleCatalog.all.map(\.id) {
            let path = RuleDocumentation.pagePath(of: rule)
            guard let page = RuleDocumentation.read(path) else {
                Issue.record("\(rule) has no page \(path)")
                continue
            }
            #expect(
                page.hasPrefix("# \(rule.rawValue)"), "\(path) does not start with the heading '# \(rule.rawValue)'")
        }
    }

    @Test func everyRuleIsInTheIndex() throws {
        let index = try #require(RuleDocumentation.read(RuleDocumentation.indexPath), "docs/diagnostics.md is missing")
        for rule in RuleCatalog.all.map(\.id) {
            #expect(
                index.contains("[\(rule.rawValue)](rules/\(rule.rawValue).md)"),
                "docs/diagnostics.md does not link \(rule)")
        }
    }

    @Test func everyPageIsARule() {
        let known = Set(RuleCatalog.all.map(\.id.rawValue))
        for name in RuleDocumentation.pageNames {
            #expect(known.contains(name), "docs/rules/\(name).md documents no rule of RuleCatalog")
        }
    }

    @Test func everyExampleNamesARuleOfItsPage() {
        let known = Set(RuleCatalog.all.map(\.id))
        for example in RuleDocumentation.all {
            #expect(known.contains(example.rule), "\(example.testDescription): no such rule")
            if example.file.hasPrefix(RuleDocumentation.pagesFolder + "/") {
                #expect(
                    example.file == RuleDocumentation.pagePath(of: example.rule),
                    "\(example.testDescription): an example on another rule's page")
            }
        }
    }

    @Test func everyPageHasItsExamples() {
        for rule in RuleCatalog.all.map(\.id) {
            let page = RuleDocumentation.pagePath(of: rule)
            let examples = RuleDocumentation.all.filter { $0.file == page }
            let fails = examples.filter { $0.kind == .fails }.count
            let passes = examples.filter { $0.kind == .passes }.count
            let illustrates = examples.filter { $0.kind == .illustrates }.count
            if RuleDocumentation.withoutFailingExample.contains(rule) {
                // The list stays as short as it can: a page that gains a
                // runnable failing example leaves it.
                #expect(fails == 0, "\(page) has a failing example: take \(rule) out of withoutFailingExample")
                #expect(illustrates > 0, "\(page) neither fails nor illustrates its rule")
            } else {
                #expect(fails > 0, "\(page) has no '# fails: \(rule)' example")
            }
            if RuleDocumentation.withoutPassingExample.contains(rule) {
                #expect(passes == 0, "\(page) has a passing example: take \(rule) out of withoutPassingExample")
            } else {
                #expect(passes > 0, "\(page) has no '# passes: \(rule)' example")
            }
        }
    }

    @Test(arguments: RuleDocumentation.failing)
    func failingExampleIsReportedWithItsRule(_ example: RuleExample) {
        let diagnostics = RuleDocumentation.check(example)
        let reported = diagnostics.contains { $0.rule == example.rule }
        #expect(reported, "\(example.testDescription) got:\n\(RuleDocumentation.describe(diagnostics))")
    }

    @Test(arguments: RuleDocumentation.passing)
    func passingExampleIsNotReportedAndHasNoError(_ example: RuleExample) {
        let diagnostics = RuleDocumentation.check(example)
        #expect(
            !diagnostics.contains { $0.rule == example.rule },
            "\(example.testDescription) got:\n\(RuleDocumentation.describe(diagnostics))")
        #expect(!diagnostics.hasErrors, "\(example.testDescription) got:\n\(RuleDocumentation.describe(diagnostics))")
    }

    @Test func theExampleReaderFindsMarkedBlocksOnly() {
        let page = """
            # DM-variants

            ```yaml
            # fails: DM-variants
            swatch: 1
            ```

            ```yaml
            swatch: 1
            ```

            ```text
            # passes: DM-variants
            ```
            """
        let examples = RuleDocumentation.examples(in: page, file: "docs/rules/DM-variants.md")
        #expect(examples.count == 1)
        #expect(examples.first?.kind == .fails)
        #expect(examples.first?.rule == .dmVariants)
        #expect(examples.first?.text == "# fails: DM-variants\nswatch: 1\n")
        #expect(examples.first?.line == 4)
    }
}

/// The "What the CLI prints" block of a rule's page is what `swatch check`
/// prints for the page's first failing example, to the byte, so the pages
/// cannot drift from the tool. (Image rules are left out: their output needs
/// image files the documentation does not ship.)
@Suite struct RuleDocumentationOutputTests {
    static let pages: [String] = {
        let folder = FixtureCorpus.root.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/rules")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".md") && !$0.hasPrefix("IMG-") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }()

    /// Pages whose example cannot be shown as the tool prints it: YAML-encoding's theme is bytes that are not
    /// UTF-8, which a Markdown page cannot hold; THEME-unread is about imported files, and no theme fails it.
    static let withoutOutput: Set<String> = ["YAML-encoding.md", "THEME-unread.md"]

    static let marker = "<!-- output -->\n```text\n$ swatch check Example.theme.yaml\n"

    @Test func everyRulePageIsReadAndTheExemptionsAreReal() throws {
        // Every rule but the image rules has a page here; a folder that cannot be read gives none.
        let rules = RuleCatalog.all.filter { !$0.id.rawValue.hasPrefix("IMG-") }
        #expect(Self.pages.count == rules.count, "\(Self.pages.count) pages for \(rules.count) rules")
        for page in Self.pages where Self.withoutOutput.contains(URL(fileURLWithPath: page).lastPathComponent) {
            #expect(!(try String(contentsOfFile: page, encoding: .utf8)).contains(Self.marker), "\(page)")
        }
    }

    @Test(arguments: pages)
    func printedOutputIsWhatTheToolPrints(_ page: String) throws {
        let text = try String(contentsOfFile: page, encoding: .utf8)
        guard let start = text.range(of: Self.marker) else {
            let name = URL(fileURLWithPath: page).lastPathComponent
            #expect(Self.withoutOutput.contains(name), "\(page) has no output block")
            return
        }
        let documented = String(text[start.upperBound...]).components(separatedBy: "```").first!
        let example = try #require(
            text.components(separatedBy: "```yaml\n").dropFirst().first { $0.hasPrefix("# fails: ") })
        let theme = example.components(separatedBy: "```").first!
        let directory = try SwatchExecutable.temporaryDirectory()
        try theme.write(to: directory.appendingPathComponent("Example.theme.yaml"), atomically: true, encoding: .utf8)
        let result = try SwatchExecutable.run(["check", "Example.theme.yaml"], in: directory)
        #expect(result.stderr == documented, "\(page): the tool now prints:\n\(result.stderr)")
    }
}
