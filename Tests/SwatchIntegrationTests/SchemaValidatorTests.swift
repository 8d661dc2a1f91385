import Foundation
import Swatch
import SwatchColorTools
import Testing

@testable import SwatchTestSupport

// The JSON Schema that docs/language.md gives editors (schema/swatch-theme.schema.json), run by a real
// validator: Python's `jsonschema` (draft-07), reading each theme as YAML 1.2 (ruamel.yaml), as the YAML
// language server does, through scripts/validate-schema.py. The schema must take every theme the compiler
// reads and refuse what the decoder refuses wherever a schema can say it; the tables below say which mistakes
// of the bad corpus a schema cannot see, and why. LanguageReferenceTests holds the schema's keys and the
// decoder's words together; the suite here adds the words of the runtime's own tables.

/// scripts/validate-schema.py, run with a Python that has `jsonschema` and `ruamel.yaml`.
private enum SchemaValidator {
    static let script = Toolchain.root.appendingPathComponent("scripts/validate-schema.py")
    static let schema = Toolchain.root.appendingPathComponent("schema/swatch-theme.schema.json")
    static let installHint = "scripts/test installs them (apt-get install python3-jsonschema python3-ruamel.yaml)"

    /// Where Python is looked for: the `python3` of PATH, then Debian's, for which scripts/test installs the
    /// modules.
    static let candidates = ["python3", "/usr/bin/python3"]

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    typealias Output = SwatchExecutable.Output

    /// One error of a rejected theme: the JSON Pointer of the value (`/` for the theme, `(YAML)` for a file
    /// the YAML reader refuses) and the validator's message.
    struct Finding: Hashable, CustomStringConvertible {
        var pointer: String
        var message: String

        var description: String { "\(pointer): \(message)" }
    }

    /// What the validator said of one file: no finding when it is valid.
    struct Verdict {
        var valid: Bool
        var findings: [Finding]

        var description: String { valid ? "valid" : findings.map(\.description).joined(separator: "\n  ") }
    }

    /// The candidates that exist, found as a shell finds them.
    static func interpreters(among candidates: [String]) -> (found: [URL], missing: [String]) {
        var found: [URL] = []
        var missing: [String] = []
        for candidate in candidates {
            if candidate.hasPrefix("/") {
                if FileManager.default.isExecutableFile(atPath: candidate) {
                    found.append(URL(fileURLWithPath: candidate))
                } else {
                    missing.append("\(candidate): not found")
                }
            } else if let url = try? Toolchain.executable(candidate) {
                found.append(url)
            } else {
                missing.append("\(candidate): not on PATH")
            }
        }
        return (found, missing)
    }

    /// The first candidate that imports both modules; a failure that says what each one lacks, and what
    /// installs them, when none does.
    static func python(among candidates: [String] = candidates) throws -> URL {
        let (found, missing) = interpreters(among: candidates)
        var tried = missing
        for python in found {
            let probe = try run(python, ["-c", "import jsonschema, ruamel.yaml"])
            if probe.status == 0 { return python }
            let reason = probe.stderr.split(separator: "\n").last.map(String.init) ?? "exit \(probe.status)"
            tried.append("\(python.path): \(reason)")
        }
        throw Failure(
            description:
                "the schema tests validate themes with Python 3 and its modules jsonschema and ruamel.yaml, and no Python here has them (\(tried.joined(separator: "; "))); \(installHint)"
        )
    }

    /// The Python the tests use, looked for once.
    static let found = Result { try python() }

    static func run(_ executable: URL, _ arguments: [String]) throws -> Output {
        try SwatchExecutable.run(executable, arguments)
    }

    /// The verdict on each file, by its path.
    static func validate(_ files: [URL]) throws -> [String: Verdict] {
        let python = try found.get()
        let result = try run(python, [script.path, schema.path] + files.map(\.path))
        guard result.status == 0 || result.status == 1 else {
            throw Failure(
                description:
                    "scripts/validate-schema.py exited with \(result.status):\n\(result.stderr)\(result.stdout)")
        }
        var verdicts: [String: Verdict] = [:]
        for line in result.stdout.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 2, fields[1] == "valid" || fields[1] == "invalid" else {
                throw Failure(description: "scripts/validate-schema.py printed a line it should not: \(line)")
            }
            let findings = fields.dropFirst(2)
                .map { field in
                    let separator = field.range(of: ": ")
                    return Finding(
                        pointer: separator.map { String(field[..<$0.lowerBound]) } ?? field,
                        message: separator.map { String(field[$0.upperBound...]) } ?? "")
                }
            verdicts[fields[0]] = Verdict(valid: fields[1] == "valid", findings: findings)
        }
        let anyInvalid = verdicts.values.contains { !$0.valid }
        #expect(result.status == (anyInvalid ? 1 : 0), "the exit status says whether a file was rejected")
        #expect(Set(verdicts.keys) == Set(files.map(\.path)), "one line per file")
        return verdicts
    }
}

/// Theme files of the repository.
private enum Corpus {
    static let root = Toolchain.root

    /// The `*.theme.yaml` files under `folder`, hidden folders (`.build`) left out.
    static func themes(under folder: String) -> [URL] {
        let directory = root.appendingPathComponent(folder)
        guard
            let files = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        return files.compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(".theme.yaml") }
            .sorted { $0.path < $1.path }
    }

    /// Every theme of the repository that the compiler reads without an error: the bundled themes, the
    /// examples' (brands among them), the good fixtures, the export fixture, the base the bad fixtures extend,
    /// and the benchmarks'.
    static var goodThemes: [URL] {
        [
            "Themes", "Examples", "Tests/Fixtures/good", "Tests/Fixtures/export", "Tests/Fixtures/bad/bases",
            "Benchmarks/Sources",
        ]
        .flatMap(themes(under:))
    }

    static var badFixtures: [URL] {
        let folder = root.appendingPathComponent("Tests/Fixtures/bad")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".theme.yaml") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// A fenced ```yaml block of the documentation whose first line says what it is: `# theme: File` (a
    /// complete theme, LanguageDocumentTests), `# rejected: RULE`, and `# fails: RULE` / `# passes: RULE`
    /// (RuleDocumentationTests).
    struct Example {
        var page: String
        var line: Int
        var kind: String
        var rule: String
        var text: String

        var name: String { "\(page):\(line) (\(kind): \(rule))" }
    }

    static var documentationPages: [String] {
        let rules = root.appendingPathComponent("docs/rules")
        let pages = (try? FileManager.default.contentsOfDirectory(atPath: rules.path)) ?? []
        return ["docs/language.md", "docs/diagnostics.md"]
            + pages.filter { $0.hasSuffix(".md") }.sorted().map { "docs/rules/\($0)" }
    }

    static func examples(kinds: Set<String>) throws -> [Example] {
        var examples: [Example] = []
        for page in documentationPages {
            let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            var block: [Substring]?
            var start = 0
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard let body = block else {
                    if trimmed == "```yaml" {
                        block = []
                        start = index + 2
                    }
                    continue
                }
                if trimmed == "```" {
                    block = nil
                    guard let marker = body.first, marker.hasPrefix("# ") else { continue }
                    let words = marker.dropFirst(2).split(separator: " ", maxSplits: 1).map(String.init)
                    guard words.count == 2, words[0].hasSuffix(":") else { continue }
                    let kind = String(words[0].dropLast())
                    guard kinds.contains(kind) else { continue }
                    examples.append(
                        Example(
                            page: page, line: start, kind: kind, rule: words[1],
                            text: body.joined(separator: "\n") + "\n"))
                    continue
                }
                block?.append(line)
            }
        }
        return examples
    }

    /// Each example in a file of its own, so that the validator reads it as a theme file.
    static func write(_ examples: [Example]) throws -> [(example: Example, file: URL)] {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("swatch-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try examples.enumerated()
            .map { index, example in
                let file = folder.appendingPathComponent("Example\(index).theme.yaml")
                try example.text.write(to: file, atomically: true, encoding: .utf8)
                return (example, file)
            }
    }

    /// The folder `write` made.
    static func remove(_ written: [(example: Example, file: URL)]) {
        guard let file = written.first?.file else { return }
        try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
    }
}

/// The rules of reading a file and of its shape: what the YAML reader and the decoder report. A theme without
/// them is one the decoder reads whole, which the schema must then accept. (THEME-value is also a later
/// stage's, for a color drawn on itself; the examples and probes here that report it are the decoder's.)
private let decodeRules: Set<String> = [
    "YAML-syntax", "YAML-empty", "YAML-encoding", "YAML-tab", "YAML-duplicate-key", "YAML-multi-document",
    "YAML-alias", "YAML-complex-key", "THEME-version", "THEME-unknown-key", "THEME-type", "THEME-missing",
    "THEME-value", "THEME-literal", "THEME-rule-id",
]

@Suite struct SchemaValidatorTests {
    /// A mistake of the bad corpus that a schema can express, and what the validator says of it: the exact set
    /// of JSON Pointers, each with a part of its message.
    static let rejected: [String: [(pointer: String, message: String)]] = [
        // Every mistake of one declaration at once (docs/diagnostics.md › Every mistake in one run).
        "declaration-brand-override": [
            ("/colors/headline/light", "'#1D1D1' is not a color literal: '#RRGGBB' (")
        ],
        "declaration-color-cycle": [
            ("/colors/accentPressed/dark", "'#0A84FZ' is not a color literal: '#RRGGBB' "),
            ("/colors/ping/dark", "'#00000G' is not a color literal: '#RRGGBB' "),
            ("/colors/pong/dark", "'#00000G' is not a color literal: '#RRGGBB' "),
        ],
        "declaration-color-four-mistakes": [
            ("/colors/headline/dark", "'#GGGGGG' is not a color literal: '#RRGGBB' "),
            ("/colors/headline/light", "'#12345Q' is not a color literal: '#RRGGBB' "),
            ("/colors/headline/role", "'lable' is not one of ['label', 'fill', 'sep"),
        ],
        "declaration-color-levels": [
            ("/colors/fill/dark/base", "'#3A3A3X' is not a color literal: '#RRGGBB' "),
            ("/colors/wash/dark", "'base' is a required property"),
        ],
        "declaration-color-missing-role": [
            ("/colors/caption", "'role' is a required property"),
            ("/colors/caption", "Additional properties are not allowed ('ligt"),
        ],
        "declaration-color-no-values": [
            ("/colors/badge", "{'on': ['crad'], 'role': 'label', 'text': 'h"),
            ("/colors/badge/text", "'huge' is not one of ['small', 'large', 'bol"),
        ],
        "declaration-color-settings": [
            ("/colors/caption/contrast/aim", "40 is greater than the maximum of 21"),
            ("/colors/caption/exempt", "['a', 'b'] is not of type 'string', 'number'"),
            ("/colors/caption/light", "'#6E6E7' is not a color literal: '#RRGGBB' ("),
            ("/colors/caption/rules", "Additional properties are not allowed ('DM-c"),
        ],
        "declaration-image-every-mistake": [
            ("/images/logo/alt", "['The', 'logo'] is not of type 'string', 'nu"),
            ("/images/logo/kind", "'icon' is not one of ['artwork', 'photo', 'g"),
            ("/images/logo/scales/1", "4 is not one of [1, 2, 3]"),
            ("/images/logo/size", "'big' is not a size in points, WIDTHxHEIGHT "),
            ("/images/logo/variants", "'always' is not one of ['required', 'optiona"),
        ],
        "declaration-image-files": [
            ("/images/banner/size", "'wide' is not a size in points, WIDTHxHEIGHT"),
            ("/images/logo/kind", "'icon' is not one of ['artwork', 'photo', 'g"),
        ],
        "declaration-material-every-mistake": [
            ("/materials/frosted", "'material' is a required property"),
            ("/materials/glass/material", "'thik' is not one of ['ultraThin', 'thin', '"),
            ("/materials/glass/model/light/opacity", "1.5 is greater than the maximum of 1"),
            ("/materials/glass/vibrancy/text", "'labl' is not one of ['label', 'secondaryLab"),
        ],
        "declaration-name-collision": [
            ("/colors/allColors", "{'role': 'tint'} matches none of its forms ("),
            ("/colors/cardBackground/role", "'backgroud' is not one of ['label', 'fill', "),
            ("/colors/tint-color/light", "'#0A84FG' is not a color literal: '#RRGGBB' "),
            ("/colors/tintColor/dark", "'#0A84FG' is not a color literal: '#RRGGBB' "),
            ("/images/logoMark/size", "'big' is not a size in points, WIDTHxHEIGHT "),
            ("/materials/Glass/material", "'thik' is not one of ['ultraThin', 'thin', '"),
            ("/surfaces/sheetOne/kind", "'sheeet' is not one of ['window', 'sheet', '"),
        ],
        "declaration-surface-every-mistake": [
            ("/surfaces/drawer", "'kind' is a required property"),
            ("/surfaces/settings/detents/1", "'huge' is not one of ['medium', 'large'] or "),
            ("/surfaces/settings/kind", "'sheeet' is not one of ['window', 'sheet', '"),
        ],
        "decode-every-misspelled-word": [
            ("/colors/text/role", "'lable' is not one of ['label', 'fill'"),
            ("/images/logo/kind", "'icon' is not one of ['artwork'"),
            ("/images/logo/scales/1", "4 is not one of [1, 2, 3]"),
            ("/materials/frosted/vibrancy/text", "'labl' is not one of ['label', 'secondaryLabel'"),
            ("/materials/glass/material", "'thik' is not one of ['ultraThin'"),
            ("/surfaces/drawer/blending", "'behind' is not one of ['behindWindow', 'withinWindow']"),
            ("/surfaces/drawer/detents/1", "'huge' is not one of ['medium', 'large'] or a percentage"),
            ("/surfaces/drawer/grabber", "'shwon' is not one of ['automatic'"),
            ("/surfaces/settings/kind", "'sheeet' is not one of ['window', 'sheet'"),
        ],
        // The literal, the unknown key and the two words; its references, its cycle and its image path are
        // the compiler's to find.
        "every-mistake-once": [
            ("/colors/badge/role", "'lable' is not one of"),
            ("/colors/subtle", "('colour' was unexpected)"),
            ("/colors/text/light", "'#12345G' is not a color literal"),
            ("/surfaces/settings/kind", "'sheeet' is not one of"),
        ],
        "theme-alpha-range": [("/colors/subtle/dark/alpha", "1.5 is greater than the maximum of 1")],
        "theme-bad-hex": [("/colors/brand/light", "'#0A66CZ' is not a color literal")],
        "theme-bad-platform": [("/platform", "'ios7' is not one of ['iOS', 'macOS'")],
        "theme-bad-role": [("/colors/headline/role", "'lable' is not one of")],
        "theme-missing-role": [("/colors/headline", "'role' is a required property")],
        "theme-missing-values": [("/colors/headline", "'light' is a required property | form 2: 'dark'")],
        "theme-unknown-color-key": [("/colors/brand", "('ligth' was unexpected)")],
        "theme-unknown-rule": [("/rules", "('DM-variant' was unexpected)")],
        "theme-unknown-top-key": [("/", "('colours' was unexpected)")],
        "theme-value-detent-range": [("/surfaces/share/detents/1", "'150%' is not one of ['medium', 'large']")],
        "theme-value-detent": [("/surfaces/share/detents/1", "'full' is not one of ['medium', 'large']")],
        "theme-value-grabber": [("/surfaces/share/grabber", "'shown' is not one of ['automatic'")],
        // A macOS material in a theme for iOS (no platform given): the platform picks the catalog.
        "theme-value-material-other-platform": [("/materials/side/material", "'sidebar' is not one of ['ultraThin'")],
        "theme-value-surface-kind": [("/surfaces/filters/kind", "'drawer' is not one of ['window'")],
        "theme-value-unknown-material": [("/materials/veil/material", "'ultrathin' is not one of ['ultraThin'")],
        "theme-value-vibrancy-style": [("/materials/glass/vibrancy/title", "'primaryLabel' is not one of ['label'")],
        "theme-version-missing": [("/", "'swatch' is a required property")],
        "theme-version-unsupported": [("/swatch", "2 is not one of [1]")],
        "theme-wrong-type-colors": [("/colors", "is not of type 'object', 'null'")],
        "theme-wrong-type-value": [
            ("/colors/brand/light", "is not of the form colorLiteral or unknownValue or reference or levels")
        ],
        // The mistakes of the file itself are the YAML reader's, the validator's as the compiler's.
        "yaml-alias-unknown": [("(YAML)", "found undefined alias 'nothing'")],
        "yaml-complex-key": [("(YAML)", "a list or a mapping as a key")],
        "yaml-duplicate-key": [("(YAML)", "the key 'light' is given twice")],
        "yaml-empty": [("/", "None is not of type 'object'")],
        "yaml-multi-document": [("(YAML)", "found another document")],
        "yaml-syntax": [("(YAML)", "expected ',' or ']'")],
        "yaml-tab": [("(YAML)", "found character '\\t' that cannot start any token")],
        // Limits a schema cannot count: the file is refused all the same, for what holds the expansion (a
        // key the language does not have, a description that is not text), and the validator's reader is
        // not swamped (the aliases are read as shared values).
        "yaml-alias-weight": [("/", "('bomb' was unexpected)")],
        "yaml-nesting-depth": [("/colors/brand/description", "is not of type 'string', 'number', 'boolean'")],
    ]

    /// The bad fixtures whose mistakes only the compiler can find, so the schema takes them, as the decoder
    /// does: why a schema cannot see each kind.
    static let leftToTheCompiler: [(reason: String, fixtures: [String])] = [
        (
            "contrast, elevation, depth, soft white and variants are judged on the resolved colors of 16 appearance states",
            [
                "dm-contrast-aim-out-of-reach-in-one-state",
                "dm-contrast-aim-warning", "dm-contrast-bold", "dm-contrast-brand-override",
                "dm-contrast-color-override", "dm-contrast-display-p3-kept",
                "dm-contrast-fill", "dm-contrast-increased-contrast-one-scheme",
                "dm-contrast-increased-contrast-only", "dm-contrast-label-default-small",
                "dm-contrast-level-written-apart", "dm-contrast-levels-and-contrasts-cross",
                "dm-contrast-levels-base-only", "dm-contrast-levels-fail-apart", "dm-contrast-light-only",
                "dm-contrast-light-only-both-schemes",
                "dm-contrast-large-text", "dm-contrast-non-text-increased-contrast-aim", "dm-contrast-separator",
                "dm-contrast-small-text", "dm-contrast-system-background", "dm-contrast-theme-override",
                "dm-contrast-tint", "dm-contrast-translucent-no-backdrop", "dm-contrast-translucent-on-elevated-card",
                "dm-contrast-translucent-stack", "dm-contrast-window-content", "dm-depth", "dm-depth-auto-aim",
                "dm-elevation-base-only",
                "dm-elevation-reference-system", "dm-elevation", "dm-soft-white-increased-contrast",
                "dm-soft-white-reference", "dm-soft-white", "dm-variants-increased-contrast-only",
                "dm-variants-no-light", "dm-variants", "exempt", "theme-gamut-contrast",
            ]
        ),
        (
            "the material rules relate a color's role, its style and the material it is drawn on, across sections",
            [
                "mat-blending-material-default", "mat-blending-toolbar", "mat-images", "mat-ios-system-colors",
                "mat-purpose-ios-chrome", "mat-purpose-macos-menu", "mat-purpose-macos-sidebar",
                "mat-quaternary-thin-thin", "mat-quaternary-thin-ultrathin", "mat-semantic-background",
                "mat-semantic-fill-separator", "mat-semantic-label-fill", "mat-semantic-separator-label",
                "mat-semantic-tint", "mat-thickness-model", "mat-thickness", "mat-tvos", "mat-vibrant-only-on",
                "mat-vibrant-only-surface-content", "mat-watchos",
            ]
        ),
        (
            "the sheet rules relate a surface's kind, detents, grabber and the contrast of its content",
            [
                "sh-detents-medium-only", "sh-detents-not-a-sheet", "sh-elevated-aim", "sh-elevated-menu",
                "sh-elevated-popover", "sh-elevated-sheet", "sh-grabber-fraction", "sh-grabber-hidden",
            ]
        ),
        (
            "rules: settings are well-formed; what they change is the findings of the HIG rules",
            [
                "rules-color-material", "rules-color-promote", "rules-color-silence", "rules-color-wins-over-theme",
                "rules-silence", "rules-theme-note", "rules-theme-off-surface", "rules-theme-promote",
            ]
        ),
        (
            "a name refers to a declaration elsewhere in the file, or in the system palette: a schema cannot look it up",
            [
                "theme-reference-background", "theme-reference-content", "theme-reference-on-system",
                "theme-reference-on", "theme-reference-vibrancy", "theme-system-without-extends",
                "theme-unknown-reference", "theme-reference-cycle", "theme-value-drawn-on-itself",
                "theme-value-drawn-on-itself-after-another",
            ]
        ),
        (
            "extends: names another file, which the pipeline links; a schema sees one file",
            ["theme-extends-cycle", "theme-extends-missing-path", "theme-extends-other", "theme-extends-role"]
        ),
        (
            "two names that become one Swift identifier: the identifiers are the compiler's",
            ["theme-name-collision", "theme-material-type-collision"]
        ),
        (
            "a functional literal's number of components, and names looked up elsewhere in the file: the schema's "
                + "pattern takes any rgb(…), and cannot look a name up",
            ["declaration-color-literal-hides-names"]
        ),
    ]

    /// Examples of the documentation refused by a rule of the decoder that a schema cannot express.
    static let documentedLeftToTheCompiler: [(page: String, fragment: String, reason: String)] = [
        (
            "docs/language.md", "contrast: { minimum: 7, aim: 4.5 }",
            "an aim below its minimum: draft-07 cannot compare two values of a theme"
        )
    ]

    static func name(_ file: URL) -> String { String(file.lastPathComponent.dropLast(".theme.yaml".count)) }

    // MARK: Themes the compiler reads

    @Test(.tags(.integration)) func everyThemeTheCompilerReadsIsValid() throws {
        let files = Corpus.goodThemes
        #expect(files.count >= 18, "the bundled themes, the examples, the fixtures and the benchmarks' themes")
        #expect(files.contains { $0.path.hasSuffix("Examples/AcmeApp/Sources/AcmeApp/Ocean.theme.yaml") })
        let verdicts = try SchemaValidator.validate(files)
        for file in files {
            let verdict = try #require(verdicts[file.path])
            #expect(verdict.valid, "\(file.path) is rejected:\n  \(verdict.description)")
        }
    }

    /// The complete themes of docs/language.md and the passing examples of the rule pages are themes the
    /// compiler reads without an error (LanguageDocumentTests, RuleDocumentationTests).
    @Test(.tags(.integration)) func everyDocumentedThemeIsValid() throws {
        let examples = try Corpus.examples(kinds: ["theme", "passes"])
        #expect(examples.filter { $0.kind == "theme" }.count >= 8)
        #expect(examples.filter { $0.kind == "passes" }.count >= 40)
        let written = try Corpus.write(examples)
        defer { Corpus.remove(written) }
        let verdicts = try SchemaValidator.validate(written.map(\.file))
        for (example, file) in written {
            let verdict = try #require(verdicts[file.path])
            #expect(verdict.valid, "\(example.name) is rejected:\n  \(verdict.description)")
        }
    }

    // MARK: Mistakes

    @Test func everyBadFixtureIsListedOnce() {
        let listed = Array(Self.rejected.keys) + Self.leftToTheCompiler.flatMap(\.fixtures)
        let duplicates = Dictionary(grouping: listed, by: { $0 }).filter { $0.value.count > 1 }.keys
        #expect(duplicates.isEmpty, "listed twice: \(duplicates.sorted())")
        let fixtures = Set(Corpus.badFixtures.map(Self.name))
        #expect(fixtures.count >= 100)
        #expect(
            fixtures.subtracting(listed).isEmpty,
            "say whether the schema rejects these, and with what, or why only the compiler can: \(fixtures.subtracting(listed).sorted())"
        )
        #expect(Set(listed).subtracting(fixtures).isEmpty, "no such fixture: \(Set(listed).subtracting(fixtures))")
    }

    @Test(.tags(.integration)) func mistakesASchemaCanExpressAreRejected() throws {
        let files = Corpus.badFixtures.filter { Self.rejected[Self.name($0)] != nil }
        let verdicts = try SchemaValidator.validate(files)
        for file in files {
            let verdict = try #require(verdicts[file.path])
            let expected = Self.rejected[Self.name(file)] ?? []
            #expect(
                Set(verdict.findings.map(\.pointer)) == Set(expected.map(\.pointer)),
                "\(Self.name(file)): the validator said\n  \(verdict.description)")
            for (pointer, message) in expected {
                #expect(
                    verdict.findings.contains { $0.pointer == pointer && $0.message.contains(message) },
                    "\(Self.name(file)): no finding at \(pointer) saying \"\(message)\"; the validator said\n  \(verdict.description)"
                )
            }
        }
    }

    @Test(.tags(.integration)) func mistakesOnlyTheCompilerCanFindPassTheSchema() throws {
        let names = Set(Self.leftToTheCompiler.flatMap(\.fixtures))
        let files = Corpus.badFixtures.filter { names.contains(Self.name($0)) }
        let verdicts = try SchemaValidator.validate(files)
        for file in files {
            let verdict = try #require(verdicts[file.path])
            #expect(
                verdict.valid,
                "\(Self.name(file)) is read whole by the decoder, but the schema rejects it:\n  \(verdict.description)")
        }
    }

    /// The failing examples of the documentation: a rule of reading or decoding is rejected (but for the ones
    /// listed), any later rule's example is a theme the decoder reads, which the schema takes.
    @Test(.tags(.integration)) func documentedMistakesAreRejectedWhereASchemaCanSeeThem() throws {
        let examples = try Corpus.examples(kinds: ["fails", "rejected"])
        #expect(examples.count >= 60)
        let written = try Corpus.write(examples)
        defer { Corpus.remove(written) }
        let verdicts = try SchemaValidator.validate(written.map(\.file))
        var exceptionsUsed = 0
        for (example, file) in written {
            let verdict = try #require(verdicts[file.path])
            let exception = Self.documentedLeftToTheCompiler.first {
                $0.page == example.page && example.text.contains($0.fragment)
            }
            if exception != nil { exceptionsUsed += 1 }
            if decodeRules.contains(example.rule), exception == nil {
                #expect(!verdict.valid, "\(example.name) is a mistake of the file's shape, but the schema takes it")
            } else {
                #expect(
                    verdict.valid,
                    "\(example.name) is read whole by the decoder, but the schema rejects it:\n  \(verdict.description)"
                )
            }
        }
        #expect(exceptionsUsed == Self.documentedLeftToTheCompiler.count, "an exception matches no example")
    }

    // MARK: Where the schema and the compiler meet

    /// Small themes at the edges of the language, each checked by the compiler (`swatch check`) and the
    /// validator: a theme with an error of reading or decoding must be rejected, and one without must be taken.
    static let probes: [(name: String, yaml: String)] = [
        ("the version quoted", "swatch: \"1\"\n"),
        ("the version with a sign", "swatch: +1\n"),
        ("a contrast ratio quoted", "swatch: 1\ncontrast: \"4.5\"\n"),
        ("a contrast ratio quoted, out of range", "swatch: 1\ncontrast: \"25\"\n"),
        ("an empty contrast mapping", "swatch: 1\ncontrast: {}\n"),
        ("no contrast value", "swatch: 1\ncontrast:\n"),
        ("empty sections", "swatch: 1\ncolors:\nmaterials:\nsurfaces:\nimages:\n"),
        ("rules with nothing", "swatch: 1\nrules:\n"),
        ("extends a namespace", "swatch: 1\nextends: Acme\n"),
        ("a platform in capitals", "swatch: 1\nplatform: MACOS\n"),
        ("a platform the language lacks", "swatch: 1\nplatform: iPadOS\n"),
        ("a platform that is a number", "swatch: 1\nplatform: 5\n"),
        ("a named color in capitals", color("light: REBECCAPURPLE")),
        ("transparent", color("light: Transparent")),
        ("a misspelt named color", color("light: rde")),
        ("currentcolor", color("light: currentcolor")),
        ("a function in capitals", color("light: \"RGB(0 0 0)\"")),
        ("a function the parser lacks", color("light: \"rgbx(0 0 0)\"")),
        ("spaces and a CSS comment around a literal", color("light: \" /* brand */ #0A66C2 \"")),
        ("a special space before a literal", color("light: \"\\u00A0#0A66C2\"")),
        ("five hex digits", color("light: \"#FFFFF\"")),
        ("a literal that is a number", color("light: 0x1A")),
        ("no value", color("light:")),
        ("a quoted alpha", color("light: { ref: ink, alpha: \"0.5\" }")),
        ("a quoted alpha out of range", color("light: { ref: ink, alpha: \"1.5\" }")),
        ("a percentage with leading zeros", color("light: { ref: ink, alpha: \"007%\" }")),
        ("levels in light", color("light: { base: \"#000000\" }")),
        ("a description that is a number", color("description: 42")),
        ("a description that YAML 1.1 reads as a date", color("description: 2024-01-01")),
        ("no description", color("description:")),
        ("on: that names a number", color("on: [ink, 1]")),
        ("on: with nothing", color("on:")),
        ("on: with a list in a list", color("on: [[ink]]")),
        ("increasedContrast with nothing", color("increasedContrast:")),
        ("a color named yes", "swatch: 1\ncolors:\n  yes: { role: tint, light: \"#000000\", dark: \"#FFFFFF\" }\n"),
        (
            "merged pairs",
            "swatch: 1\ncolors:\n  a: &a { role: tint, light: \"#000000\", dark: \"#FFFFFF\" }\n  b:\n    <<: *a\n    light: \"#111111\"\n"
        ),
        ("a macOS material on macOS", "swatch: 1\nplatform: macos\nmaterials:\n  m: { material: sidebar }\n"),
        ("an iOS material on macOS", "swatch: 1\nplatform: macOS\nmaterials:\n  m: { material: thin }\n"),
        ("a tvOS material on tvOS", "swatch: 1\nplatform: tvOS\nmaterials:\n  m: { material: prominent }\n"),
        ("an iOS material on visionOS", "swatch: 1\nplatform: visionOS\nmaterials:\n  m: { material: chrome }\n"),
        ("an iOS material on watchOS", "swatch: 1\nplatform: watchOS\nmaterials:\n  m: { material: thin }\n"),
        ("a macOS material with no platform", "swatch: 1\nmaterials:\n  m: { material: sidebar }\n"),
        ("a quoted blur", "swatch: 1\nmaterials:\n  m: { material: thin, model: { light: { blur: \"10\" } } }\n"),
        ("too much blur", "swatch: 1\nmaterials:\n  m: { material: thin, model: { light: { blur: \"1001\" } } }\n"),
        ("a tint that is a number", "swatch: 1\nmaterials:\n  m: { material: thin, model: { light: { tint: 5 } } }\n"),
        ("vibrancy with nothing", "swatch: 1\nmaterials:\n  m:\n    material: thin\n    vibrancy:\n"),
        ("every kind of detent", surface("detents: [medium, large, \"0.4\", \"40%\", 0.4, 1, \".5\", \"100.0%\"]")),
        ("a detent twice", surface("detents: [large, large]")),
        ("a detent of 0%", surface("detents: \"0%\"")),
        ("a detent of 0", surface("detents: 0")),
        ("a detent above 1", surface("detents: 1.5")),
        ("a kind that is a number", "swatch: 1\nsurfaces:\n  s: { kind: 1 }\n"),
        ("alt text that is a number", image("alt: 42")),
        ("no alt text", image("alt:")),
        ("decorative: yes", image("decorative: yes")),
        ("decorative: Off", image("decorative: Off")),
        ("decorative: 1", image("decorative: 1")),
        ("a size with a sign", image("size: \"+64x64\"")),
        ("a size of 0", image("size: 0")),
        ("quoted scales", image("scales: [\"2\", 3]")),
        ("a scale twice", image("scales: [2, 2]")),
        ("a scale of 0", image("scales: 0")),
        ("icon sizes", image("sizes: { 1024: AppIcon-1024.png, 180: 7 }")),
        ("an icon size of 0", image("sizes: { 0: a.png }")),
        ("an icon size that is a word", image("sizes: { big: a.png }")),
        ("variants that is a boolean", image("variants: true")),
    ]

    /// What the schema cannot say, shown by a probe each: the compiler reads the text of a scalar, JSON Schema
    /// sees the value YAML makes of it.
    static let divergences: [(name: String, yaml: String, why: String)] = [
        (
            "the version written 1.0", "swatch: 1.0\n",
            "JSON has one number 1, however it was written; the compiler wants a whole number's digits"
        ),
        (
            "the version in hexadecimal", "swatch: 0x1\n",
            "YAML 1.2 reads 0x1 as the number 1; the compiler's Int(\"0x1\") does not"
        ),
        (
            "a quoted ratio in exponent notation", "swatch: 1\ncontrast: \"2e1\"\n",
            "quoted numbers are taken in plain decimals only, so that their range can be checked"
        ),
    ]

    static func color(_ line: String) -> String {
        "swatch: 1\ncolors:\n  ink: { role: label, light: \"#000000\", dark: \"#FFFFFF\" }\n  probe:\n    role: label\n    dark: \"#FFFFFF\"\n    \(line)\n"
    }

    static func surface(_ line: String) -> String { "swatch: 1\nsurfaces:\n  s:\n    kind: sheet\n    \(line)\n" }

    static func image(_ line: String) -> String { "swatch: 1\nimages:\n  i:\n    \(line)\n" }

    /// The rules of reading and decoding that `swatch check` reports as errors for `file`.
    static func decodeErrors(of file: URL) throws -> [String] {
        let result = try SwatchExecutable.run(["check", file.path, "--diagnostics-format", "json"])
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        let diagnostics = try #require(json as? [[String: Any]], "swatch check printed no JSON:\n\(result.stderr)")
        return diagnostics.compactMap { diagnostic in
            guard diagnostic["severity"] as? String == "error", let rule = diagnostic["rule"] as? String,
                decodeRules.contains(rule)
            else { return nil }
            return "\(rule): \(diagnostic["message"] as? String ?? "")"
        }
    }

    @Test(.tags(.integration)) func theSchemaAndTheCompilerAgreeAtTheEdges() throws {
        let all =
            Self.probes.map { (name: $0.name, yaml: $0.yaml, agrees: true) }
            + Self.divergences.map { (name: "\($0.name) (\($0.why))", yaml: $0.yaml, agrees: false) }
        let written = try Corpus.write(
            all.map { Corpus.Example(page: "probe", line: 0, kind: "probe", rule: $0.name, text: $0.yaml) })
        defer { Corpus.remove(written) }
        let verdicts = try SchemaValidator.validate(written.map(\.file))
        for (probe, (_, file)) in zip(all, written) {
            let verdict = try #require(verdicts[file.path])
            let errors = try Self.decodeErrors(of: file)
            let same = verdict.valid == errors.isEmpty
            let what =
                "\(probe.name):\n\(probe.yaml)compiler: \(errors.isEmpty ? "reads it" : errors.joined(separator: "; "))\nschema: \(verdict.description)"
            if probe.agrees {
                #expect(same, "the schema and the compiler disagree on \(what)")
            } else {
                #expect(!same, "no longer a divergence, take it out of the list: \(what)")
            }
        }
    }

    // MARK: When the validator cannot run

    @Test(.tags(.integration)) func withoutTheModulesTheScriptSaysWhatInstallsThem() throws {
        let python = try #require(
            SchemaValidator.interpreters(among: SchemaValidator.candidates).found.first,
            "no python3 here; \(SchemaValidator.installHint)")
        // -S: without the site module, no installed package can be imported.
        let result = try SchemaValidator.run(
            python, ["-S", SchemaValidator.script.path, SchemaValidator.schema.path, "Any.theme.yaml"])
        #expect(result.status == 3)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("cannot import jsonschema"), "\(result.stderr)")
        #expect(result.stderr.contains(SchemaValidator.installHint), "\(result.stderr)")
    }

    @Test func withoutPythonTheTestsFailSayingWhatInstallsIt() {
        do {
            _ = try SchemaValidator.python(among: ["/nonexistent/python3", "swatch-no-such-python"])
            Issue.record("a Python was found among candidates that do not exist")
        } catch {
            let message = "\(error)"
            #expect(message.contains("/nonexistent/python3: not found"))
            #expect(message.contains("swatch-no-such-python: not on PATH"))
            #expect(message.hasSuffix(SchemaValidator.installHint))
        }
    }

    // MARK: The words, against the tables that own them

    static func schemaRoot() throws -> [String: Any] {
        let data = try Data(contentsOf: SchemaValidator.schema)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func definition(_ name: String, in root: [String: Any]) throws -> [String: Any] {
        try #require((root["definitions"] as? [String: Any])?[name] as? [String: Any], "no definition \(name)")
    }

    static func words(_ node: [String: Any]?) -> [String] {
        (node?["enum"] as? [Any])?.compactMap { $0 as? String } ?? []
    }

    /// Editors show an enum's word's description on hover and in completion (`enumDescriptions`, which the
    /// YAML language server reads): every word has one.
    @Test func everyWordIsDescribed() throws {
        var problems: [String] = []
        func visit(_ value: Any, _ path: String) {
            if let node = value as? [String: Any] {
                if let words = node["enum"] as? [Any] {
                    let descriptions = (node["enumDescriptions"] as? [Any])?.compactMap { $0 as? String } ?? []
                    if descriptions.count != words.count || descriptions.contains(where: \.isEmpty) {
                        problems.append("\(path): \(words.count) words, \(descriptions.count) descriptions")
                    }
                }
                for (key, child) in node { visit(child, "\(path)/\(key)") }
            } else if let items = value as? [Any] {
                for (index, item) in items.enumerated() { visit(item, "\(path)/\(index)") }
            }
        }
        visit(try Self.schemaRoot(), "#")
        #expect(problems.sorted() == [])
    }

    @Test func wordsAreTheRuntimesOwn() throws {
        let root = try Self.schemaRoot()
        let surface = try Self.definition("surface", in: root)["properties"] as? [String: Any]
        let image = try Self.definition("image", in: root)["properties"] as? [String: Any]
        let gamut = (root["properties"] as? [String: Any])?["gamut"] as? [String: Any]
        #expect(try Self.words(Self.definition("surfaceKind", in: root)) == SurfaceKind.allCases.map(\.rawValue))
        #expect(try Self.words(Self.definition("vibrancyStyle", in: root)) == Vibrancy.allCases.map(\.rawValue))
        #expect(
            Self.words(surface?["grabber"] as? [String: Any]) == Sheet.GrabberVisibility.allCases.map(\.rawValue))
        #expect(Self.words(surface?["blending"] as? [String: Any]) == Material.Blending.allCases.map(\.rawValue))
        #expect(Self.words(image?["kind"] as? [String: Any]) == ThemeImage.Kind.allCases.map(\.rawValue))
        #expect(Self.words(gamut) == Gamut.allCases.map(\.name))
    }

    /// Each platform's catalog is a definition of its own, in the catalog's order, and each material's
    /// description starts with the purpose the catalog gives it.
    @Test func materialsAreTheCatalogs() throws {
        let root = try Self.schemaRoot()
        for family in Material.Family.allCases {
            let node = try Self.definition("\(family.rawValue)Material", in: root)
            let catalog = Material.catalog.filter { $0.family == family }
            #expect(Self.words(node) == catalog.map(\.name), "the \(family.rawValue) materials")
            let descriptions = node["enumDescriptions"] as? [String] ?? []
            for (material, description) in zip(catalog, descriptions) {
                #expect(description.hasPrefix(material.purpose), "\(material.name): '\(description)'")
            }
        }
    }

    /// The named colors of the literal's pattern are the parser's, in any letter case.
    @Test func namedColorsAreTheParsers() throws {
        let literal = try Self.definition("colorLiteral", in: try Self.schemaRoot())
        let pattern = try #require(literal["pattern"] as? String)
        let names = (CSSColorParser.namedColorNames + ["transparent"]).sorted()
        let anyCase = names.map { name in name.map { "[\($0)\($0.uppercased())]" }.joined() }
        #expect(
            pattern.contains("(?:" + anyCase.joined(separator: "|") + ")"),
            "the pattern's names must be CSSColorParser.namedColorNames and transparent, each letter as [aA]")
        let regex = try NSRegularExpression(pattern: pattern)
        func matches(_ text: String) -> Bool {
            regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        for name in names {
            #expect(matches(name) && matches(name.uppercased()), "\(name)")
            #expect(CSSColorParser.namedColor(name.uppercased()) != nil, "\(name)")
        }
        #expect(!matches("rde") && !matches("currentcolor") && !matches("grey50"))
    }
}
