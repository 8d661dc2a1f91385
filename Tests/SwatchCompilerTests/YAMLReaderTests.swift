import Testing

@testable import SwatchDiagnostics
@testable import SwatchSyntax
@testable import SwatchTestSupport

@Suite struct YAMLReaderTests {
    func read(_ text: String) -> (YAMLValue?, [Diagnostic]) {
        let result = YAMLReader().read(Array(text.utf8), file: "t.yaml")
        return (result.root, result.diagnostics)
    }

    @Test func keepsLineAndColumnOfEveryNode() throws {
        let (root, diagnostics) = read("swatch: 1\ncolors:\n  brand:\n    light: \"#fff\"\n")
        #expect(diagnostics.isEmpty)
        let light = try #require(root?["colors"]?["brand"]?["light"])
        #expect(light.scalar == "#fff")
        #expect(light.location == SourceLocation(line: 4, column: 12))
    }

    @Test func emptyInputIsADiagnosticNotACrash() {
        for text in ["", "   \n", "# only a comment\n"] {
            let (root, diagnostics) = read(text)
            #expect(root == nil)
            #expect(diagnostics.map(\.rule) == [.yamlEmpty])
        }
    }

    @Test func duplicateKeyPointsAtTheSecondWithANoteAtTheFirst() throws {
        let (_, diagnostics) = read("a: 1\nb: 2\na: 3\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.rule == .yamlDuplicateKey)
        #expect(diagnostic.line == 3 && diagnostic.column == 1)
        #expect(diagnostic.notes.first?.range?.start.line == 1)
    }

    /// A long mapping finds duplicates by hashing its keys' bytes rather
    /// than by a scan: every key given again is found, at the right place,
    /// an alias used as a key included, and distinct keys (even ones that
    /// share a prefix or differ in length only) are not.
    @Test(arguments: [0, 15, 16, 17, 399, 1_999])
    func aKeyGivenTwiceInALongMappingIsFound(repeated: Int) throws {
        var lines = (0..<2_000).map { "k\($0): \($0)" }
        lines[3] = "k3: &name k\(repeated)"
        lines.append("k\(repeated)x: 0")
        lines.append("k: 0")
        let (clean, none) = read(lines.joined(separator: "\n") + "\n")
        #expect(clean != nil && none.isEmpty, "\(none.map(\.message))")
        for again in ["k\(repeated): again", "*name : again"] {
            let (_, diagnostics) = read((lines + [again]).joined(separator: "\n") + "\n")
            let diagnostic = try #require(diagnostics.first)
            #expect(diagnostic.rule == .yamlDuplicateKey)
            #expect(diagnostic.line == 2_003 && diagnostic.column == 1)
            #expect(diagnostic.notes.first?.range?.start.line == repeated + 1)
        }
    }

    @Test func tabIndentationIsNamedAsSuch() throws {
        let (_, diagnostics) = read("colors:\n\tbrand: red\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.rule == .yamlTab)
        #expect(diagnostic.line == 2 && diagnostic.column == 1)
    }

    @Test func secondDocumentIsRefused() throws {
        let (_, diagnostics) = read("a: 1\n---\nb: 2\n")
        #expect(diagnostics.map(\.rule) == [.yamlMultiDocument])
        #expect(diagnostics.first?.line == 2)
    }

    @Test func invalidUTF8IsLocatedAtItsByte() throws {
        var bytes = Array("a: 1\nbé: \"".utf8)
        bytes.append(0xFF)
        let result = YAMLReader().read(bytes, file: "t.yaml")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.rule == .yamlEncoding)
        #expect(diagnostic.line == 2 && diagnostic.column == 6)
    }

    @Test func syntaxErrorIsLocated() throws {
        let (_, diagnostics) = read("a:\n  b: [1, 2\nc: 3\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.rule == .yamlSyntax)
        #expect(diagnostic.line == 3)
    }

    @Test func aliasBombIsBounded() throws {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        let (root, diagnostics) = read(text)
        #expect(root == nil)
        #expect(diagnostics.first?.rule == .yamlAlias)
    }

    @Test func aliasesAndMergeKeysExpandWithOwnKeysWinning() throws {
        let (root, diagnostics) = read("base: &b {role: label, light: red}\nx:\n  <<: *b\n  light: blue\n")
        #expect(diagnostics.isEmpty)
        #expect(root?["x"]?["role"]?.scalar == "label")
        #expect(root?["x"]?["light"]?.scalar == "blue")
    }

    @Test func unknownAliasIsAnError() {
        let (root, diagnostics) = read("a: *nope\n")
        #expect(root == nil)
        #expect(diagnostics.map(\.rule) == [.yamlAlias])
        #expect(diagnostics.first?.message.contains("'*nope' names no anchor") == true)
        #expect(diagnostics.first?.line == 1 && diagnostics.first?.column == 4)
    }

    /// Aliases and merged pairs, as the decoder and the importers read them.
    @Test func aliasesAndMergedPairsReadInPlace() throws {
        let text = """
            base: &b {role: label, light: "#fff"}
            list: [&x one, *x, 'two', null]
            x:
              <<: [*b, {dark: red, role: ignored}]
              light: blue
            y: *b
            """
        let (tape, diagnostics) = YAMLReader().readTape(Array(text.utf8), file: "t.yaml")
        #expect(diagnostics.isEmpty)
        let root = try #require(tape?.root)
        // Own keys first, then merged ones the mapping does not set; the first
        // source wins; an alias is read at its own place.
        let x = try #require(root["x"]?.pairs)
        #expect(x.map { $0.key.scalar } == ["light", "role", "dark"])
        #expect(root["x"]?["role"]?.scalar == "label")
        #expect(root["y"]?.location == SourceLocation(line: 6, column: 4))
        #expect(root["list"]?.items?[1].scalar == "one")
        #expect(root["list"]?.items?[1].location == SourceLocation(line: 2, column: 16))
        #expect(root["list"]?.items?[2].style == .singleQuoted)
        #expect(root["list"]?.items?[3].isNull == true)
    }

    @Test func aDuplicateKeyInALongMappingPointsAtTheFirst() throws {
        let text = (0..<40).map { "k\($0): \($0)\n" }.joined() + "k7: again\n"
        let (_, diagnostics) = read(text)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.rule == .yamlDuplicateKey)
        #expect(diagnostic.line == 41 && diagnostic.column == 1)
        #expect(diagnostic.notes.first?.range?.start.line == 8)
    }

    /// A record keeps its line span in 16 bits; a node spanning more lines
    /// (a long `colors:`) keeps it beside the tape, and ends where it ends.
    @Test func aNodeSpanningMoreLinesThanARecordHoldsEndsOnItsLastLine() throws {
        let lines = 70_000
        let text = "list:\n" + String(repeating: "  - a\n", count: lines) + "after: [x,\n  y]\n"
        let result = YAMLReader().readTape(Array(text.utf8), file: "t.yaml")
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.tape?.root)
        let list = try #require(root["list"])
        #expect(list.range.start == SourceLocation(line: 2, column: 3))
        #expect(list.range.end == SourceLocation(line: lines + 2, column: 1))
        #expect(root.range.end == SourceLocation(line: lines + 4, column: 1))
        let after = try #require(root["after"])
        #expect(after.range.start == SourceLocation(line: lines + 2, column: 8))
        #expect(after.range.end == SourceLocation(line: lines + 3, column: 5))
        // The tree the importers read is located the same way.
        #expect(result.tape?.root["list"]?.range.end == SourceLocation(line: lines + 2, column: 1))
    }
}
