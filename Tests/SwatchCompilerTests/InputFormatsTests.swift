import Foundation
import Testing

@_spi(Stages) @testable import SwatchImport
@_spi(Stages) @testable import SwatchPipeline
@testable import SwatchTestSupport

/// One registry says what an input is, and every command takes what
/// `swatch check` takes.
@Suite struct InputFormatsTests {
    @Test func aPathAndItsBytesSayWhatTheInputIs() {
        func kind(_ path: String, _ text: String = "{}") -> InputKind {
            InputFormats.kind(of: path) { Array(text.utf8) }
        }
        #expect(kind("App/Assets.xcassets/") == .assetCatalog)
        #expect(kind("Acme.theme.yaml") == .theme)
        #expect(kind("Brand.resolver.json") == .tokens)
        #expect(kind("$themes.json", #"[{ "name": "Light", "selectedTokenSets": {} }]"#) == .tokens)
        #expect(kind("vars.json", #"{ "meta": { "variables": {} } }"#) == .figma)
    }

    @Test func anEditorChecksTokenFilesOfEveryFormatAndLeavesOtherJSONAlone() {
        func checked(_ path: String, _ text: String) -> Bool {
            InputFormats.isImportedDocument(path, bytes: Array(text.utf8))
        }
        #expect(checked("/p/a.tokens.json", "{}"))
        #expect(checked("/p/tokens/$themes.json", "[]"))
        #expect(checked("/p/colors.json", ##"{ "a": { "$value": "#fff" } }"##))
        #expect(checked("/p/colors.json", ##"{ "a": { "value": "#fff", "type": "color" } }"##))
        #expect(checked("/p/vars.json", #"{ "meta": { "variables": {} } }"#))
        #expect(!checked("/p/package.json", #"{ "name": "x", "version": "1" }"#))
        #expect(!checked("/p/settings.json", #"{ "value": 3 }"#))
        #expect(!checked("/p/A.xcassets/G/Contents.json", #"{ "properties": { "provides-namespace": true } }"#))
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func reportWritesThePageOfAResolverDocumentAndACatalog() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        let fixtures = Self.repository.appendingPathComponent("Tests/Fixtures")
        let page = directory.appendingPathComponent("hig.html").path
        let resolver = try SwatchExecutable.run([
            "report", fixtures.appendingPathComponent("tokens/ax-contexts/HIG.resolver.json").path, "--pairs",
            fixtures.appendingPathComponent("tokens/ax-contexts/HIG.pairs.yaml").path, "-o", page,
        ])
        #expect(!resolver.stderr.contains("swatch: 1"), "\(resolver.stderr)")
        #expect(resolver.stderr.hasSuffix(" in 1 token file (4 colors)\n"), "\(resolver.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("secondaryLabel"))
        let catalogPage = directory.appendingPathComponent("chat.html").path
        let catalog = try SwatchExecutable.run([
            "report", fixtures.appendingPathComponent("catalogs/Chat.xcassets").path, "-o", catalogPage,
        ])
        #expect(catalog.stderr.hasSuffix(" in 1 asset catalog (7 colors)\n"), "\(catalog.stderr)")
        #expect(try String(contentsOfFile: catalogPage, encoding: .utf8).contains("Poll/disabled"))
    }

    @Test func diffComparesTwoVersionsOfATokenFile() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        let old =
            ##"{ "color": { "$type": "color", "canvas": { "$value": "#FFFFFF" }, "ink": { "$value": "#333333" } } }"##
        try old.write(to: directory.appendingPathComponent("old.tokens.json"), atomically: true, encoding: .utf8)
        try old.replacingOccurrences(of: "#333333", with: "#444444")
            .write(to: directory.appendingPathComponent("new.tokens.json"), atomically: true, encoding: .utf8)
        let diff = try SwatchExecutable.run(["diff", "old.tokens.json", "new.tokens.json"], in: directory)
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout.contains("'ink' in every state: #333333 → #444444"), "\(diff.stdout)")
        let mixed = try SwatchExecutable.run(
            ["diff", "old.tokens.json", Self.repository.appendingPathComponent("Themes/Acme.theme.yaml").path],
            in: directory)
        #expect(mixed.status == 2)
        #expect(mixed.stderr.contains("cannot diff a theme with a token file"))
    }
}
