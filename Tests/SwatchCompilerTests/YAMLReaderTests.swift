import Testing
@testable import SwatchCompiler

@Suite struct YAMLReaderTests {
    func read(_ text: String) -> (YAMLNode?, [Diagnostic]) {
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
}
