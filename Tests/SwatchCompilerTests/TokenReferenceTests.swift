import Foundation
import Swatch
import SwatchColorTools
import SwatchSupport
import SwatchSyntax
import Testing

@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchModel
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// `$ref` in a resolver document: files relative to the one that names them,
/// JSON pointers and the `#name` shorthand, each file read once, and every
/// way a reference can be wrong a located error at the `$ref`.
@Suite struct TokenReferenceTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/tokens")

    /// The resolver `T/App.resolver.json` among `files`, all in memory below `T`.
    static func read(
        _ files: [String: String], resolver: String = "T/App.resolver.json", limits: CompilerLimits = CompilerLimits()
    ) -> BrandedDocument {
        ThemeImporter.tokenDocument(
            ThemeSource(path: resolver, text: files[resolver]!), files: .inMemory(files, root: "T"), limits: limits)
    }

    static func located(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.file):\($0.line):\($0.column) \($0.rule)" }
    }

    static func resolver(sources: String, extra: String = "") -> String {
        """
        {
          "sets": { "base": { "sources": [\(sources)] }\(extra) },
          "resolutionOrder": [{ "$ref": "#/sets/base" }]
        }
        """
    }

    static let tokens = ##"{ "color": { "$type": "color", "canvas": { "$value": "#FFFFFF" } } }"##

    /// The colors of a check, by name, with their values in every state.
    static func tables(_ result: ThemeCompiler.Result) -> [String: [Color]] {
        Dictionary(
            uniqueKeysWithValues: (result.theme?.colors ?? [])
                .map { color in (color.name, Appearance.all.map { color.table[$0] }) }
        )
    }

    // MARK: The four-file layout

    /// The resolver of `four-files/` with every `$ref` to a file replaced by
    /// the file's text: what the issue's reporter wrote by hand.
    static func inlined(_ folder: URL, resolver: String) throws -> String {
        var text = try String(contentsOf: folder.appendingPathComponent(resolver), encoding: .utf8)
        let pattern = /\{ "\$ref": "\.\/([^"#]+)" \}/
        while let match = text.firstMatch(of: pattern) {
            let file = try String(contentsOf: folder.appendingPathComponent(String(match.1)), encoding: .utf8)
            text.replaceSubrange(match.range, with: file)
        }
        return text
    }

    @Test func fourContextsInFourFilesCheckAsIfInlineEachFindingAtItsOwnFile() throws {
        let folder = Self.fixtures.appendingPathComponent("four-files")
        let path = folder.appendingPathComponent("App.resolver.json").path
        let document = ThemeImporter.tokenDocument(
            ThemeSource(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path)))),
            files: .fileSystem(root: folder.path))
        let split = document.check(with: ThemeCompiler())
        let inline =
            ThemeImporter.tokenDocument(
                ThemeSource(path: path, text: try Self.inlined(folder, resolver: "App.resolver.json")), files: .none
            )
            .check(with: ThemeCompiler())
        #expect(!Self.tables(split).isEmpty)
        #expect(Self.tables(split) == Self.tables(inline))
        #expect(split.diagnostics.map(\.rule) == inline.diagnostics.map(\.rule))
        #expect(Set(split.diagnostics.map(\.message)) == Set(inline.diagnostics.map(\.message)))
        // The contrast error is at the value in the file that holds it, with a
        // note at the `$ref` that read the file.
        let error = try #require(split.diagnostics.first { $0.severity == .error })
        #expect(error.file == folder.appendingPathComponent("themes/dark-hc.tokens.json").path)
        #expect((error.line, error.column) == (5, 27))
        let note = try #require(error.notes.last)
        #expect(note.range?.file == path)
        #expect(note.range?.start.line == 14)
        #expect(document.files.count == 5)
    }

    /// `swatch check` itself, run from the repository as a user would: each
    /// error at its file and line, the `$ref` that read it, exit status 1.
    @Test func theToolPrintsEachFindingAtItsFileAndTheRefThatReadIt() throws {
        let fourFiles = try SwatchExecutable.run(
            ["check", "Tests/Fixtures/tokens/four-files/App.resolver.json"], in: ExportSupport.repository)
        #expect(fourFiles.status == 1)
        let lines = fourFiles.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "Tests/Fixtures/tokens/four-files/themes/dark-hc.tokens.json:5:27: error: 'accent' on 'canvas'")
            }, "\(fourFiles.stderr)")
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "Tests/Fixtures/tokens/four-files/App.resolver.json:14:31: note: 'Tests/Fixtures/tokens/four-files/themes/dark-hc.tokens.json' is read through this '$ref'"
                )
            })
        #expect(lines.last == "1 error, 1 warning in 1 token file (3 colors)")
        let bad = try SwatchExecutable.run(
            ["check", "Tests/Fixtures/tokens/bad-refs/App.resolver.json"], in: ExportSupport.repository)
        #expect(bad.status == 1)
        let errors = bad.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
            .map { String($0.prefix { $0 != " " }) }
        #expect(
            errors == [
                "Tests/Fixtures/tokens/bad-refs/App.resolver.json:9:19:",
                "Tests/Fixtures/tokens/bad-refs/App.resolver.json:10:19:",
                "Tests/Fixtures/tokens/bad-refs/App.resolver.json:11:19:",
                "Tests/Fixtures/tokens/bad-refs/App.resolver.json:13:19:",
                "Tests/Fixtures/tokens/bad-refs/parts/loop-b.json:1:11:",
            ], "\(bad.stderr)")
    }

    /// The color value forms of the Format Module 2025.10 (`colorSpace`,
    /// `components` with `none`, `alpha`, the `hex` fallback) read the same
    /// from a file named by `$ref` as written inline.
    @Test func everyColorFormReadsTheSameThroughARefAsInline() throws {
        let folder = Self.fixtures.appendingPathComponent("color-forms")
        let path = folder.appendingPathComponent("App.resolver.json").path
        let document = ThemeImporter.tokenDocument(
            ThemeSource(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path)))),
            files: .fileSystem(root: folder.path))
        let split = document.check(with: ThemeCompiler())
        let inline =
            ThemeImporter.tokenDocument(
                ThemeSource(path: path, text: try Self.inlined(folder, resolver: "App.resolver.json")), files: .none
            )
            .check(with: ThemeCompiler())
        let tables = Self.tables(split)
        #expect(tables.count == 8)
        #expect(tables == Self.tables(inline))
        func light(_ name: String) -> Color? { tables[name]?.first }
        #expect(light("srgb") == Color(red: 0.04, green: 0.4, blue: 0.76, alpha: 1))
        #expect(light("noAlpha")?.alpha == 1)
        #expect(light("translucent")?.alpha == 0.5)
        #expect(light("alias") == light("srgb"))
        // `none` is zero: an achromatic OKLCH color is a gray.
        let gray = try #require(light("hueless"))
        #expect(abs(gray.red - gray.green) < 1e-9 && abs(gray.green - gray.blue) < 1e-9)
        #expect(light("displayP3").map { !$0.isInGamut(.sRGB) } == true)
        // A space Swatch does not read is checked as its `hex`, and the
        // finding says so, as a note at the space in the file.
        #expect(light("hexFallback")?.hex.hasPrefix("#FF6600") == true)
        let note = try #require(split.diagnostics.first { $0.message.contains("'cmyk-print'") })
        #expect(note.severity == .note)
        #expect(note.file.hasSuffix("color-forms/colors.tokens.json"))
        #expect((note.line, note.column) == (10, 48))
        #expect(split.diagnostics.map(\.message).sorted() == inline.diagnostics.map(\.message).sorted())
    }

    @Test func anAlphaOutsideZeroToOneIsALocatedError() {
        let files = [
            "T/App.resolver.json": Self.resolver(sources: ##"{ "$ref": "c.json" }"##),
            "T/c.json":
                ##"{ "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 2 } } }"##,
        ]
        let document = Self.read(files)
        // Of one token's value: the token is left unknown, the rest of the file checked.
        #expect(document.diagnostics.isEmpty)
        #expect(Self.located(document.contained) == ["T/c.json:1:96 THEME-value"])
    }

    // MARK: Paths and pointers

    @Test func pointersTheShorthandAndReferencesIntoTheResolverReachTheSameTokens() {
        let themes = ##"{ "orange": { "color": { "$type": "color", "a/b": { "$value": "#FF8000" } } } }"##
        for reference in [
            ##"{ "$ref": "shared/themes.json#/orange" }"##, ##"{ "$ref": "./shared/themes.json#orange" }"##,
            ##"{ "$ref": "#/sets/other" }"##,
        ] {
            let resolver = Self.resolver(
                sources: reference, extra: ##", "other": { "sources": [{ "$ref": "shared/themes.json#/orange" }] }"##)
            let document = Self.read(["T/App.resolver.json": resolver, "T/shared/themes.json": themes])
            #expect(document.diagnostics.isEmpty, "\(reference): \(document.diagnostics.map(\.message))")
            #expect(document.base?.colors.map(\.name.value) == ["a/b"], "\(reference)")
        }
        // `~1` is a slash in a key, `~0` a tilde.
        #expect(ReferenceResolver.pointer("/a~1b/c~0d/0") == ["a/b", "c~d", "0"])
        #expect(ReferenceResolver.pointer("/a~2") == nil)
        #expect(ReferenceResolver.pointer("name") == ["name"])
        #expect(ReferenceResolver.pointer(nil) == [])
    }

    @Test func tokensWrittenBesideARefComeAfterWhatItNames() throws {
        let files = [
            "T/App.resolver.json": Self.resolver(
                sources: ##"{ "$ref": "a.json", "color": { "canvas": { "$value": "#000000" } } }"##),
            "T/a.json": Self.tokens,
        ]
        let document = Self.read(files)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics.map(\.message))")
        let result = document.check(with: ThemeCompiler())
        #expect(Self.tables(result)["canvas"]?.first?.hex.hasPrefix("#000000") == true)
    }

    @Test func aFileNamedFromTwoPlacesIsReadOnce() {
        let resolver = """
            {
              "sets": { "base": { "sources": [{ "$ref": "a.json" }, { "$ref": "./a.json" }, { "$ref": "x/../a.json" }] } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }]
            }
            """
        let document = Self.read(["T/App.resolver.json": resolver, "T/a.json": Self.tokens])
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics.map(\.message))")
        #expect(document.files.map(\.path) == ["T/a.json"])
    }

    @Test func aFileRefersRelativeToItselfAndItsFindingsAreNotedAtEachRefOnTheWay() {
        let files = [
            "T/App.resolver.json": Self.resolver(sources: ##"{ "$ref": "themes/index.json" }"##),
            "T/themes/index.json": ##"{ "$ref": "../colors/dark.json" }"##,
            "T/colors/dark.json": ##"{ "color": { "$type": "color", "canvas": { "$value": "#GGGGGG" } } }"##,
        ]
        let document = Self.read(files)
        let diagnostics = document.noted(document.diagnostics + document.contained)
        #expect(Self.located(diagnostics) == ["T/colors/dark.json:1:54 THEME-literal"])
        #expect(
            diagnostics.first?.notes.compactMap(\.range).map { "\($0.file):\($0.start.line):\($0.start.column)" } == [
                "T/themes/index.json:1:11", "T/App.resolver.json:2:45",
            ])
    }

    @Test func aFileThatDoesNotParseHasItsErrorThereNotedAtTheRef() {
        let files = [
            "T/App.resolver.json": Self.resolver(sources: ##"{ "$ref": "broken.json" }"##),
            "T/broken.json": "{ \"color\": [ }\n",
        ]
        let document = Self.read(files)
        let diagnostics = document.noted(document.diagnostics)
        #expect(diagnostics.map(\.file) == ["T/broken.json"])
        #expect(diagnostics.first?.rule == .yamlSyntax)
        #expect(diagnostics.first?.notes.last?.range?.file == "T/App.resolver.json")
    }

    /// The public API reads bytes alone: a `$ref` into the document itself
    /// is followed, one to a file is an error at it that says why.
    @Test func fromBytesAloneARefToAFileIsAnErrorThatSaysWhy() {
        let text = Self.resolver(
            sources: ##"{ "$ref": "#/sets/inline" }, { "$ref": "a.json" }"##,
            extra: ##", "inline": { "sources": [\##(Self.tokens)] }"##)
        let (ast, diagnostics) = ThemeImporter.tokens(ThemeSource(path: "App.resolver.json", text: text))
        #expect(ast?.colors.map(\.name.value) == ["canvas"])
        #expect(diagnostics.map { "\($0.line):\($0.column) \($0.rule)" } == ["2:74 THEME-reference"])
        #expect(diagnostics.first?.message.contains("only the resolver's own bytes were given") == true)
    }

    // MARK: Errors at the `$ref`

    @Test(arguments: [
        (##"{ "$ref": "missing.json" }"##, "THEME-reference", "no such file"),
        (##"{ "$ref": "../outside.json" }"##, "THEME-reference", "outside the package root"),
        (##"{ "$ref": "a/../../outside.json" }"##, "THEME-reference", "outside the package root"),
        (##"{ "$ref": "/etc/passwd" }"##, "THEME-reference", "not a relative path"),
        (##"{ "$ref": "https://example.com/t.json" }"##, "THEME-reference", "not a relative path"),
        (##"{ "$ref": "" }"##, "THEME-reference", "is empty"),
        (##"{ "$ref": 3 }"##, "THEME-type", "'$ref' is a string"),
        (##"{ "$ref": "a.json#/colr" }"##, "THEME-reference", "did you mean 'color'"),
        (##"{ "$ref": "a.json#/color/canvas/$value/9" }"##, "THEME-reference", "points at nothing"),
        (##"{ "$ref": "a.json#/x~9" }"##, "THEME-reference", "a pointer is"),
        (##"{ "$ref": "#/sets/nothing" }"##, "THEME-reference", "has no 'nothing'"),
        (##"{ "$ref": "loop1.json" }"##, "THEME-cycle", "lead back to themselves"),
        (##"{ "$ref": "#/sets/base" }"##, "THEME-cycle", "a set takes its own sources"),
    ])
    func aBadReferenceIsALocatedErrorAtItsRef(reference: String, rule: String, text: String) throws {
        let files = [
            "T/App.resolver.json": Self.resolver(sources: reference), "T/a.json": Self.tokens,
            "outside.json": Self.tokens, "T/loop1.json": ##"{ "$ref": "loop2.json" }"##,
            "T/loop2.json": ##"{ "$ref": "./loop1.json" }"##,
        ]
        let document = Self.read(files)
        let diagnostic = try #require(document.diagnostics.first, "\(reference)")
        #expect(document.diagnostics.count == 1, "\(reference): \(document.diagnostics.map(\.message))")
        #expect(diagnostic.rule.rawValue == rule, "\(reference)")
        #expect(diagnostic.message.contains(text), "\(reference): \(diagnostic.message)")
        #expect(diagnostic.severity == .error)
        // At the `$ref`'s value in the resolver, or in the file of the chain
        // where the loop closes.
        #expect(
            diagnostic.file == (rule == "THEME-cycle" && text.contains("lead") ? "T/loop2.json" : "T/App.resolver.json")
        )
        #expect(document.check(with: ThemeCompiler()).succeeded == false)
    }

    @Test func aSymbolicLinkOutOfTheTreeIsRefusedAsAnImagePathIs() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-ref-\(UUID())")
        let tree = temporary.appendingPathComponent("tree")
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        try Self.tokens.write(to: temporary.appendingPathComponent("secret.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: tree.appendingPathComponent("linked.json").path,
            withDestinationPath: temporary.appendingPathComponent("secret.json").path)
        try Self.tokens.write(to: tree.appendingPathComponent("inside.json"), atomically: true, encoding: .utf8)
        let path = tree.appendingPathComponent("App.resolver.json").path
        for (reference, expected) in [("linked.json", "symbolic link"), ("inside.json", nil)] {
            let document = ThemeImporter.tokenDocument(
                ThemeSource(path: path, text: Self.resolver(sources: ##"{ "$ref": "\##(reference)" }"##)),
                files: .fileSystem(root: tree.path))
            if let expected {
                #expect(document.diagnostics.map(\.message).contains { $0.contains(expected) })
                #expect(document.files.isEmpty)
            } else {
                #expect(document.diagnostics.isEmpty, "\(document.diagnostics.map(\.message))")
                #expect(document.base?.colors.count == 1)
            }
        }
    }

    // MARK: Limits

    @Test func theFileAfterTheLimitIsTheErrorAtItsRef() {
        var limits = CompilerLimits()
        limits.tokenFiles = 2
        let sources = (1...3).map { index in ##"{ "$ref": "f\##(index).json" }"## }.joined(separator: ", ")
        var files = ["T/App.resolver.json": Self.resolver(sources: sources)]
        for index in 1...3 { files["T/f\(index).json"] = Self.tokens }
        let document = Self.read(files, limits: limits)
        #expect(Self.located(document.diagnostics) == ["T/App.resolver.json:2:91 THEME-value"])
        #expect(document.diagnostics.first?.message.contains("past the limit of 2") == true)
        #expect(document.files.count == 2)
        #expect(CompilerLimits().tokenFiles == 1_000)
    }

    @Test func aChainOfRefsPastTheReferenceDepthIsTheErrorAtTheRefPastIt() {
        var limits = CompilerLimits()
        limits.referenceDepth = 3
        func files(chain: Int) -> [String: String] {
            var files = ["T/App.resolver.json": Self.resolver(sources: ##"{ "$ref": "c1.json" }"##)]
            for index in 1..<chain { files["T/c\(index).json"] = ##"{ "$ref": "c\##(index + 1).json" }"## }
            files["T/c\(chain).json"] = Self.tokens
            return files
        }
        #expect(Self.read(files(chain: 3), limits: limits).diagnostics.isEmpty)
        let past = Self.read(files(chain: 4), limits: limits)
        #expect(Self.located(past.diagnostics) == ["T/c3.json:1:11 THEME-cycle"])
    }
}
