import Foundation
import SwatchDiagnostics
import SwatchFormats
import SwatchSupport
import Testing

@testable import SwatchLSP
@testable import SwatchPipeline

/// Token files read through a resolver, and an asset catalog's color sets:
/// checked as `swatch check` checks the resolver or the catalog, with the
/// open documents' text, and published on the file each finding is in.
@Suite struct ImportedDocumentTests {
    /// A folder with `files` written in it, removed by the caller.
    static func folder(_ files: [String: String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-lsp-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder.path
    }

    static let resolver = """
        {
          "name": "App",
          "version": "2025.10",
          "sets": { "primitives": { "sources": [{ "$ref": "./primitives.json" }] } },
          "modifiers": {
            "theme": {
              "contexts": {
                "light": [{ "$ref": "./themes/light.json" }],
                "dark": [{ "$ref": "./themes/dark.json" }]
              },
              "default": "light"
            }
          },
          "resolutionOrder": [{ "$ref": "#/sets/primitives" }, { "$ref": "#/modifiers/theme" }]
        }

        """
    static let primitives = """
        {
          "color": {
            "$type": "color",
            "canvas": { "$value": "#FFFFFF", "$extensions": { "dev.swatch": { "role": "background" } } },
            "text": {
              "$value": "#1D1D1F",
              "$extensions": { "dev.swatch": { "role": "label", "on": ["{color.canvas}"] } }
            }
          }
        }

        """
    static let light = ##"{ "color": { "canvas": { "$value": "#FFFFFF" }, "text": { "$value": "#1D1D1F" } } }"## + "\n"
    static let dark = """
        {
          "color": {
            "canvas": { "$value": "#1C1C1E" },
            "text": { "$value": "#F2F2F7" }
          }
        }

        """

    static let files = [
        "App.resolver.json": resolver, "primitives.json": primitives, "themes/light.json": light,
        "themes/dark.json": dark,
    ]

    /// What `swatch check` finds reading the resolver with `files` (the
    /// folder's, with some replaced as an editor holds them).
    static func expected(_ root: String, _ files: [String: String]) -> [Diagnostic] {
        let texts = Dictionary(uniqueKeysWithValues: files.map { (root + "/" + $0.key, $0.value) })
        let source = ThemeSource(path: root + "/App.resolver.json", text: texts[root + "/App.resolver.json"]!)
        let document = ThemeImporter.tokenDocument(source, files: .inMemory(texts, root: root))
        return document.check(with: ThemeCompiler()).diagnostics
    }

    /// The messages last published for `uri` over the runs, in order.
    static func messages(_ runs: [Transcript], _ uri: String) -> Set<String>? {
        runs.compactMap { $0.diagnostics(uri) }.last.map { Set($0.compactMap { $0["message"] as? String }) }
    }

    /// Whether what was last published for each file is what `expected` has there.
    static func matches(_ runs: [Transcript], _ expected: [Diagnostic], files: [String]) -> Bool {
        files.allSatisfy { file in
            (messages(runs, DocumentURI.uri(of: file)) ?? []) == Set(expected.filter { $0.file == file }.map(\.message))
        }
    }

    func start(_ root: String) -> LSPSession {
        var session = LSPSession()
        session.start(root: root)
        return session
    }

    /// A Style Dictionary project: an open file whose aliases name another
    /// file's tokens is checked with the `config.json` whose globs read it,
    /// as `swatch check config.json` checks it (alone, its aliases name nothing).
    @Test func anOpenStyleDictionaryFileIsCheckedWithTheConfigurationThatReadsIt() throws {
        let project = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/tokens/legacy/project")
        var files: [String: String] = [:]
        for name in ["config.json", "tokens/color/base.json", "tokens/color/font.json", "tokens/color/background.json"]
        {
            files[name] = try String(contentsOf: project.appendingPathComponent(name), encoding: .utf8)
        }
        let root = try Self.folder(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fontPath = root + "/tokens/color/font.json"
        let fontURI = DocumentURI.uri(of: fontPath)
        let server = LanguageServer()
        var session = start(root)
        session.open(fontURI, files["tokens/color/font.json"]!)
        let run = session.run(server: server)
        let published = Self.messages([run], fontURI) ?? []
        #expect(!published.contains { $0.contains("names no token") }, "\(published)")
        let texts = Dictionary(uniqueKeysWithValues: files.map { (root + "/" + $0.key, $0.value) })
        let config = ThemeImporter.tokenDocument(
            ThemeSource(path: root + "/config.json", text: files["config.json"]!), files: .inMemory(texts, root: root))
        let expected = config.check(with: ThemeCompiler()).diagnostics.filter { $0.file == fontPath }.map(\.message)
        #expect(published == Set(expected), "\(published) against \(expected)")
        // Alone, its aliases name tokens it does not hold.
        let alone = ThemeImporter.tokenDocument(
            ThemeSource(path: fontPath, text: files["tokens/color/font.json"]!), files: .none)
        #expect(alone.check(with: ThemeCompiler()).diagnostics.contains { $0.rule.rawValue == "THEME-reference" })
    }

    @Test func anOpenTokenFileIsCheckedWithTheResolverThatReadsIt() throws {
        let root = try Self.folder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let darkURI = DocumentURI.uri(of: root + "/themes/dark.json")
        let server = LanguageServer()
        var session = start(root)
        session.open(darkURI, Self.dark)
        let first = session.run(server: server)
        let files = ["App.resolver.json", "primitives.json", "themes/light.json", "themes/dark.json"]
            .map {
                root + "/" + $0
            }
        // The resolver's findings (in the files it reads), though only the
        // token file is open.
        #expect(first.diagnostics(darkURI)?.isEmpty == true)
        #expect(Self.matches([first], Self.expected(root, Self.files), files: files))

        // Dark text typed as dark as the canvas (not saved): the contrast
        // finding is the resolver's, at the file and line it is in.
        var edit = LSPSession()
        let line = try #require(Self.dark.components(separatedBy: "\n").firstIndex { $0.contains("\"text\"") })
        let written = Self.dark.components(separatedBy: "\n")[line]
        let column = try #require(written.range(of: "#F2F2F7")).lowerBound.utf16Offset(in: written)
        edit.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": darkURI, "version": 2],
                "contentChanges": [
                    [
                        "range": [
                            "start": ["line": line, "character": column],
                            "end": ["line": line, "character": column + 7],
                        ],
                        "text": "#2C2C2E",
                    ]
                ],
            ])
        let second = edit.run(server: server)
        var edited = Self.files
        edited["themes/dark.json"] = Self.dark.replacingOccurrences(of: "#F2F2F7", with: "#2C2C2E")
        let expected = Self.expected(root, edited)
        let contrast = try #require(expected.first { $0.rule.rawValue == "DM-contrast" })
        #expect(Self.messages([first, second], DocumentURI.uri(of: contrast.file))?.contains(contrast.message) == true)
        #expect(Self.matches([first, second], expected, files: files))
        // Alone, the file has no roles and no pairs: no contrast to judge.
        let (ast, found) = ThemeImporter.tokens(
            ThemeSource(path: root + "/themes/dark.json", text: edited["themes/dark.json"]!))
        #expect(
            !ThemeCompiler().check(imported: ast, diagnostics: found).diagnostics.contains { $0.rule == contrast.rule })
        // The text on disk is not what was checked.
        #expect(try String(contentsOfFile: root + "/themes/dark.json", encoding: .utf8) == Self.dark)
    }

    @Test func anOpenResolverIsCheckedAgainWhenAFileItReadsChanges() throws {
        let root = try Self.folder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let resolverURI = DocumentURI.uri(of: root + "/App.resolver.json")
        let primitivesURI = DocumentURI.uri(of: root + "/primitives.json")
        let server = LanguageServer()
        var session = start(root)
        session.open(resolverURI, Self.resolver)
        session.open(primitivesURI, Self.primitives)
        let first = session.run(server: server)
        let files = ["App.resolver.json", "primitives.json"].map { root + "/" + $0 }
        #expect(Self.matches([first], Self.expected(root, Self.files), files: files))
        #expect(first.diagnostics(resolverURI)?.isEmpty == true)
        // `text` now names a background that is not there.
        var edit = LSPSession()
        let changed = Self.primitives.replacingOccurrences(of: "{color.canvas}", with: "{color.paper}")
        edit.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": primitivesURI, "version": 2], "contentChanges": [["text": changed]]])
        let second = edit.run(server: server)
        var edited = Self.files
        edited["primitives.json"] = changed
        let expected = Self.expected(root, edited)
        #expect(expected.contains { $0.rule.rawValue == "THEME-reference" && $0.file == root + "/primitives.json" })
        #expect(Self.matches([first, second], expected, files: files))
    }

    static func colorSet(_ hex: String, dark: String) -> String {
        func entry(_ hex: String, dark: Bool) -> String {
            let red = Int(hex.prefix(2), radix: 16)!
            let green = Int(hex.dropFirst(2).prefix(2), radix: 16)!
            let blue = Int(hex.suffix(2), radix: 16)!
            let appearances = dark ? #", "appearances": [{ "appearance": "luminosity", "value": "dark" }]"# : ""
            return """
                    { "idiom": "universal"\(appearances), "color": { "color-space": "srgb", "components": \
                { "red": "\(red)", "green": "\(green)", "blue": "\(blue)", "alpha": "1.000" } } }
                """
        }
        return "{\n  \"colors\": [\n" + entry(hex, dark: false) + ",\n" + entry(dark, dark: true)
            + "\n  ],\n  \"info\": { \"author\": \"xcode\", \"version\": 1 }\n}\n"
    }

    @Test func anOpenColorSetIsCheckedWithItsCatalog() throws {
        let root = try Self.folder([
            "App.xcassets/Contents.json": "{ \"info\": { \"author\": \"xcode\", \"version\": 1 } }\n",
            "App.xcassets/Background.colorset/Contents.json": Self.colorSet("FFFFFF", dark: "1C1C1E"),
            "App.xcassets/Text/Label.colorset/Contents.json": Self.colorSet("1D1D1F", dark: "F2F2F7"),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = root + "/App.xcassets"
        let labelPath = catalog + "/Text/Label.colorset/Contents.json"
        let labelURI = DocumentURI.uri(of: labelPath)
        let server = LanguageServer()
        var session = start(root)
        // As typed: no `colors` list yet.
        let broken = "{\n  \"info\": { \"author\": \"xcode\", \"version\": 1 }\n}\n"
        session.open(labelURI, broken)
        let first = session.run(server: server)
        let reading = InputEnvironment(files: .disk { _ in nil }, overlay: [labelPath: Array(broken.utf8)])
        let sets = reading.colorSets(in: catalog)
        #expect(sets.map(\.path) == [catalog + "/Background.colorset/Contents.json", labelPath])
        // The broken set hides nothing: the catalog's own note is said on the open set too.
        let expected = ThemeImporter.catalogDocument(path: catalog, colorSets: sets).check(with: ThemeCompiler())
            .diagnostics
        let error = try #require(expected.first { $0.file == labelPath })
        let published = try #require(first.diagnostics(labelURI))
        #expect(
            published.compactMap { $0["message"] as? String }
                == expected.filter { $0.file == labelPath || $0.file == catalog }.map(\.message))
        let range = try #require(published.last?["range"] as? [String: Any])
        #expect((range["start"] as? [String: Any])?["line"] as? Int == error.line - 1)
        // Fixed: the finding goes, and the editor's list is cleared.
        var edit = LSPSession()
        edit.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": labelURI, "version": 2],
                "contentChanges": [["text": Self.colorSet("1D1D1F", dark: "F2F2F7")]],
            ])
        let second = edit.run(server: server)
        let messages = Self.messages([first, second], labelURI)
        #expect(messages?.contains(error.message) == false)
    }

    @Test func theCatalogOfAColorSetIsFoundFromItsPath() {
        #expect(AssetCatalogPaths.catalog(holding: "/p/App.xcassets/A.colorset/Contents.json") == "/p/App.xcassets")
        #expect(AssetCatalogPaths.catalog(holding: "/p/App.xcassets/G/H/A.colorset/Contents.json") == "/p/App.xcassets")
        #expect(AssetCatalogPaths.catalog(holding: "/p/A.colorset/Contents.json") == nil)
        #expect(AssetCatalogPaths.catalog(holding: "/p/.xcassets/A.colorset/Contents.json") == nil)
        #expect(AssetCatalogPaths.catalog(holding: "/p/App.xcassets/Contents.json") == nil)
        #expect(AssetCatalogPaths.catalog(holding: "A.colorset/Contents.json") == nil)
    }
}
