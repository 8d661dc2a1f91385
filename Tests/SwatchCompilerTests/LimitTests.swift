import Foundation
import Swatch
import SwatchModel
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchPipeline
@testable import SwatchSyntax
@testable import SwatchTestSupport

/// The compiler's limits (``CompilerLimits``): a theme at each limit is read,
/// one past it is a located error that names the limit and the figure. The
/// limits that need a large input are reached with lowered limits, and at
/// their real figure where that is cheap.
@Suite struct LimitTests {
    static func check(_ text: String, limits: CompilerLimits = CompilerLimits()) -> [Diagnostic] {
        var compiler = ThemeCompiler()
        compiler.limits = limits
        return compiler.check(ThemeSource(path: "Limit.theme.yaml", text: text)).diagnostics
    }

    static func describe(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.prefix(5).map { "\($0.line):\($0.column) \($0.rule) \($0.message)" }.joined(separator: "\n")
    }

    static let colorLine = "  brand: { role: tint, light: \"#0A66C2\", dark: \"#4DA3FF\" }\n"

    // MARK: File size

    @Test func aFileOverTheSizeLimitIsRefusedAtItsStartWithBothFigures() throws {
        let text = "swatch: 1\ncolors:\n" + Self.colorLine
        var limits = CompilerLimits()
        limits.fileSize = text.utf8.count
        #expect(Self.check(text, limits: limits).isEmpty, "a file of exactly the limit is read")
        limits.fileSize = text.utf8.count - 1
        let diagnostics = Self.check(text, limits: limits)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(Self.describe(diagnostics))")
        #expect(diagnostic.rule == .yamlSyntax)
        #expect(diagnostic.line == 1 && diagnostic.column == 1)
        #expect(diagnostic.message.contains("the file is \(text.utf8.count) bytes"), "\(diagnostic.message)")
        #expect(diagnostic.message.contains("the limit of \(text.utf8.count - 1) bytes"), "\(diagnostic.message)")
    }

    /// At the real limit, the check comes before anything is parsed: a file
    /// of 16 MiB and one byte of spaces is refused at once.
    @Test func aFileOneBytePastSixteenMebibytesIsRefused() throws {
        let limit = CompilerLimits().fileSize
        #expect(limit == 16 << 20)
        let bytes = [UInt8](repeating: 0x20, count: limit + 1)
        let result = ThemeCompiler().check(ThemeSource(path: "Huge.theme.yaml", bytes: bytes))
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.rule == .yamlSyntax && diagnostic.line == 1 && diagnostic.column == 1)
        #expect(
            diagnostic.message.hasPrefix(
                "the file is 16,777,217 bytes (16 MiB), more than the limit of 16,777,216 bytes (16 MiB)"),
            "\(diagnostic.message)")
    }

    // MARK: Nesting depth

    static func nested(_ depth: Int) -> String {
        // The theme's mapping and `colors:` are two levels; `description:`
        // holds the rest as a flow sequence on one line.
        let inner = depth - 3
        let list = String(repeating: "[", count: inner) + String(repeating: "]", count: inner)
        return "swatch: 1\ncolors:\n  brand:\n    role: tint\n    light: \"#0A66C2\"\n    description: \(list)\n"
    }

    @Test func nestingPastTheLimitIsLocatedAtTheCollectionPastIt() throws {
        let limit = CompilerLimits().nestingDepth
        let (_, atLimit) = YAMLReader().readTape(Array(Self.nested(limit).utf8), file: "Limit.theme.yaml")
        #expect(atLimit.isEmpty, "\(Self.describe(atLimit))")
        let (tape, past) = YAMLReader().readTape(Array(Self.nested(limit + 1).utf8), file: "Limit.theme.yaml")
        #expect(tape == nil)
        let diagnostic = try #require(past.first)
        #expect(past.count == 1)
        #expect(diagnostic.rule == .yamlSyntax)
        // `description: ` ends at column 17; the root, `colors:` and `brand:`
        // are three levels, so the bracket at column 17 + k is level 3 + k.
        #expect(diagnostic.line == 6 && diagnostic.column == 17 + (limit + 1 - 3), "\(Self.describe(past))")
        #expect(diagnostic.message.contains("nested 201 deep, more than the limit of 200"), "\(diagnostic.message)")
    }

    // MARK: Alias weight

    @Test func aliasWeightPastTheLimitNamesTheFigureAtTheNode() throws {
        // The second item holds 1 + 10 × 11 = 111 nodes with its aliases
        // expanded, and the whole list 1 + 11 + 111 = 123.
        let text = """
            - &ten [x, x, x, x, x, x, x, x, x, x]
            - [*ten, *ten, *ten, *ten, *ten, *ten, *ten, *ten, *ten, *ten]

            """
        var limits = YAMLReader.Limits()
        limits.maximumWeight = 123
        let (_, atLimit) = YAMLReader(limits: limits).readTape(Array(text.utf8), file: "t.yaml")
        #expect(atLimit.isEmpty, "\(Self.describe(atLimit))")
        limits.maximumWeight = 110
        let (tape, diagnostics) = YAMLReader(limits: limits).readTape(Array(text.utf8), file: "t.yaml")
        #expect(tape == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(Self.describe(diagnostics))")
        #expect(diagnostic.rule == .yamlAlias)
        #expect(diagnostic.line == 2 && diagnostic.column == 3)
        #expect(diagnostic.message.contains("holds 111 nodes, more than the limit of 110"), "\(diagnostic.message)")
    }

    // MARK: Color count

    static func colors(_ count: Int, referringTo last: Bool = false) -> String {
        var text = "swatch: 1\ncolors:\n"
        for index in 0..<count {
            text += "  c\(index): { role: tint, light: \"#0A66C2\", dark: \"#4DA3FF\" }\n"
        }
        if last { text += "  user: { role: tint, light: { ref: c\(count - 1) }, dark: \"#4DA3FF\" }\n" }
        return text
    }

    @Test func theFirstColorPastTheLimitIsTheErrorAndNothingFollowsFromIt() throws {
        var limits = CompilerLimits()
        limits.colors = 4
        #expect(Self.check(Self.colors(4), limits: limits).isEmpty)
        // Six colors and one more that refers to the last: the fifth is the
        // error, and the reference to the sixth, unread, is no second one.
        let diagnostics = Self.check(Self.colors(6, referringTo: true), limits: limits)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(Self.describe(diagnostics))")
        #expect(diagnostic.rule == .themeValue)
        #expect(diagnostic.line == 7 && diagnostic.column == 3, "\(Self.describe(diagnostics))")
        #expect(diagnostic.message.contains("declares 7 colors, more than the limit of 4"), "\(diagnostic.message)")
    }

    /// At the real limit, through the YAML and Decode stages, where the
    /// count is checked: 100,000 colors are read, and the next is the error.
    @Test func aHundredThousandColorsAreReadAndOneMoreIsNot() throws {
        let limit = CompilerLimits().colors
        #expect(limit == 100_000)
        // The shortest color the decoder reads: one literal.
        var text = "swatch: 1\ncolors:\n"
        for index in 0...limit { text += "  c\(index): { role: tint, light: \"#000\" }\n" }
        let (past, diagnostics) = ThemeCompiler().decode(ThemeSource(path: "Limit.theme.yaml", text: text))
        #expect(past?.colors.count == limit)
        #expect(past?.colors.last?.name.value == "c\(limit - 1)")
        #expect(diagnostics.map(\.rule) == [.themeValue])
        #expect(diagnostics.first?.line == limit + 3)
    }

    // MARK: Reference depth

    /// `c0` a literal, and each next color a reference to the one before:
    /// `c<length>` follows `length` references.
    static func chain(_ length: Int) -> String {
        var text = "swatch: 1\ncolors:\n  c0: { role: tint, light: \"#0A66C2\", dark: \"#4DA3FF\" }\n"
        for index in stride(from: 1, through: length, by: 1) {
            text += "  c\(index): { role: tint, light: { ref: c\(index - 1) }, dark: { ref: c\(index - 1) } }\n"
        }
        return text
    }

    @Test func aChainAtTheLimitResolvesToItsLiteral() throws {
        let limit = CompilerLimits().referenceDepth
        #expect(limit == 1_000)
        let result = ThemeCompiler().check(ThemeSource(path: "Limit.theme.yaml", text: Self.chain(limit)))
        #expect(result.diagnostics.isEmpty, "\(Self.describe(result.diagnostics))")
        let colors = try #require(result.theme?.colors)
        #expect(colors.count == limit + 1)
        #expect(colors.last?.name == "c\(limit)")
        #expect(colors.last?.table == colors.first?.table)
    }

    @Test func aChainOnePastTheLimitIsTheErrorAtTheReferenceThatExceedsIt() throws {
        let limit = CompilerLimits().referenceDepth
        // Two past: the color after the first one past the limit is left
        // unresolved without a second error.
        let diagnostics = Self.check(Self.chain(limit + 2))
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(Self.describe(diagnostics))")
        #expect(diagnostic.rule == .themeCycle)
        // `c1001` is on line 1,004; its `{ ref: c1000 }` names `c1000` at column 38.
        #expect(diagnostic.line == limit + 4 && diagnostic.column == 38, "\(Self.describe(diagnostics))")
        #expect(
            diagnostic.message.hasPrefix(
                "'c1001' follows a chain of 1,001 references to reach a value, more than the limit of 1,000"),
            "\(diagnostic.message)")
    }

    @Test func referenceDepthCountsTheLongestWayAndASystemColorAsOneStep() throws {
        var limits = CompilerLimits()
        limits.referenceDepth = 2
        // `top` reaches `c0` in 1 step through one value and in 3 through
        // the other: the longest counts. `sys` refers to a system color, 1.
        let text = """
            swatch: 1
            extends: system
            colors:
              c0: { role: tint, light: "#0A66C2", dark: "#4DA3FF" }
              c1: { role: tint, light: { ref: c0 }, dark: "#4DA3FF" }
              c2: { role: tint, light: { ref: c1 }, dark: { ref: systemBlue } }
              top: { role: tint, light: { ref: c0 }, dark: { ref: c2 } }
              sys: { role: tint, light: { ref: systemBlue }, dark: { ref: c1 } }

            """
        let diagnostics = Self.check(text, limits: limits).filter { $0.severity == .error }
        #expect(diagnostics.map(\.rule) == [.themeCycle], "\(Self.describe(diagnostics))")
        #expect(diagnostics.first?.line == 7 && diagnostics.first?.column == 55, "\(Self.describe(diagnostics))")
        #expect(diagnostics.first?.message.contains("'top' follows a chain of 3 references") == true)
    }

    /// A long chain well past the limit: one error, at once (the check is
    /// one pass over the colors in order).
    @Test func aVeryLongChainIsOneError() {
        let diagnostics = Self.check(Self.chain(10_000))
        #expect(diagnostics.map(\.rule) == [.themeCycle], "\(Self.describe(diagnostics))")
    }

    // MARK: Token aliases

    /// `t0` a color, and each next token an alias of the one before.
    static func tokenChain(_ length: Int) -> ThemeSource {
        var tokens = [##""t0": { "$type": "color", "$value": "#0A66C2" }"##]
        for index in stride(from: 1, through: length, by: 1) {
            tokens.append(#""t\#(index)": { "$type": "color", "$value": "{t\#(index - 1)}" }"#)
        }
        return ThemeSource(path: "Tokens.tokens.json", text: "{\n" + tokens.joined(separator: ",\n") + "\n}\n")
    }

    /// The importer follows a token's aliases in a loop, at most the limit
    /// (lowered here: each token of a chain follows its own, in 8 states).
    @Test func tokenAliasesFollowAtMostTheLimit() throws {
        func read(_ source: ThemeSource, limit: Int) throws -> (ImportedTheme, [Diagnostic]) {
            let root = try #require(YAMLReader().read(source.bytes, file: source.path).root)
            var importer = DTCGImporter(file: source.path, namespace: "Tokens")
            importer.maximumAliasDepth = limit
            // A token past the limit is said with the tokens reading leaves unknown.
            let theme = importer.read(root)
            return (theme, importer.diagnostics + importer.contained)
        }
        #expect(DTCGImporter(file: "", namespace: "").maximumAliasDepth == CompilerLimits().referenceDepth)
        let (atLimit, atLimitDiagnostics) = try read(Self.tokenChain(5), limit: 5)
        #expect(atLimitDiagnostics.isEmpty, "\(Self.describe(atLimitDiagnostics))")
        #expect(atLimit.colors.count == 6)
        #expect(
            atLimit.colors.last?.values[Appearance.light.index]?.value
                == atLimit.colors[0].values[Appearance.light.index]?.value)
        // Two past the limit: each of the two tokens past it is an error, at its own value.
        let (_, diagnostics) = try read(Self.tokenChain(7), limit: 5)
        #expect(diagnostics.map(\.rule) == [.themeCycle, .themeCycle], "\(Self.describe(diagnostics))")
        #expect(diagnostics.map(\.line) == [8, 9], "\(Self.describe(diagnostics))")
        #expect(diagnostics.first?.message.contains("'t6' follows more than 5 aliases") == true)
    }

    // MARK: The documentation

    /// docs/language.md's table of limits gives the figures stated in
    /// `CompilerLimits`, each with the rule that reports it.
    @Test func theLanguageReferenceListsEveryLimit() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/language.md"), encoding: .utf8)
        let section = try #require(text.range(of: "\n## Limits\n"), "docs/language.md has no Limits section")
        let rows = text[section.upperBound...].split(separator: "\n").prefix { !$0.hasPrefix("## ") }
            .filter { $0.hasPrefix("| ") && !$0.hasPrefix("| limit") }
            .map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        let limits = CompilerLimits()
        let expected: [(String, String, RuleID)] = [
            ("file size", "16 MiB (\(limits.fileSize.grouped) bytes)", .yamlSyntax),
            ("nesting depth", limits.nestingDepth.grouped, .yamlSyntax),
            ("alias weight", "\(limits.aliasWeight.grouped) nodes", .yamlAlias),
            ("colors", limits.colors.grouped, .themeValue),
            ("reference depth", limits.referenceDepth.grouped, .themeCycle),
            ("token files", limits.tokenFiles.grouped, .themeValue),
            ("token brands", limits.tokenBrands.grouped, .themeValue),
        ]
        #expect(rows.count == expected.count, "\(rows)")
        for (name, value, rule) in expected {
            let row = rows.first { $0.first == name }
            #expect(row?[1] == value, "the row '\(name)' of docs/language.md: \(row ?? [])")
            #expect(row?[2] == "[\(rule)](rules/\(rule).md)", "the row '\(name)': \(row ?? [])")
        }
    }
}

/// The renderer finds a finding's source line through an index of the file's
/// lines built once, so a theme with a finding on each of 100,000 colors is
/// rendered in one pass; the index gives what a scan from the start gives.
@Suite struct DiagnosticLineIndexTests {
    static let files: [[UInt8]] =
        ["", "\n", "a", "a\n", "a\nb", "a\nb\n", "\n\nc\r\n", "é\n"].map { Array($0.utf8) }
        + [[0x61, 0x0A, 0xFF, 0x62, 0x0A, 0x63]]  // a line that is not UTF-8, which neither gives

    @Test(arguments: files)
    func theIndexGivesEachLineAsTheScanDoes(_ bytes: [UInt8]) {
        var index = DiagnosticRenderer.LineIndex()
        for number in 0...(bytes.count + 2) {
            #expect(
                index.line(number, of: "f", bytes: bytes) == DiagnosticRenderer.line(number, of: bytes),
                "line \(number) of \(bytes)")
        }
    }

    @Test func renderingManyFindingsGivesEachItsOwnLine() {
        let text = (0..<300).map { "  c\($0): x" }.joined(separator: "\n") + "\n"
        let renderer = DiagnosticRenderer(sources: ["f": Array(text.utf8)])
        let diagnostics = (1...300).reversed()
            .map { line in
                Diagnostic(.themeValue, "m", at: SourceRange(file: "f", start: SourceLocation(line: line, column: 3)))
            }
        let rendered = renderer.render(diagnostics, as: .text).split(separator: "\n")
        #expect(rendered.count == 900)
        for (offset, line) in (1...300).reversed().enumerated() {
            #expect(rendered[offset * 3 + 1] == "  c\(line - 1): x")
        }
    }
}
