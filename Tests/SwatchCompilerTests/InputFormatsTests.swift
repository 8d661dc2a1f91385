import Foundation
import Testing

@testable import SwatchFormats
@testable import SwatchPipeline
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
        #expect(checked("/p/font.json", ##"{ "font": { "base": { "value": "{color.base.gray.value}" } } }"##))
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

    /// `--against REV` reads the old version of an imported input from git,
    /// with every file it reads: a resolver's `$ref`s, a catalog's color sets.
    @Test func diffAgainstARevisionReadsAResolversFilesAndACatalogFromIt() throws {
        let folder = try SwatchExecutable.temporaryDirectory()
        let fixtures = Self.repository.appendingPathComponent("Tests/Fixtures")
        for (from, to) in [("tokens/four-files", "Tokens"), ("catalogs/Chat.xcassets", "Chat.xcassets")] {
            try FileManager.default.copyItem(
                at: fixtures.appendingPathComponent(from), to: folder.appendingPathComponent(to))
        }
        func git(_ arguments: [String]) throws {
            let git = try SwatchExecutable.run(
                URL(fileURLWithPath: "/usr/bin/env"),
                ["git", "-c", "user.name=Swatch", "-c", "user.email=swatch@example.invalid"] + arguments, in: folder)
            try #require(git.status == 0, "git \(arguments): \(git.stderr)")
        }
        // A catalog every color set of which is read (an unreadable one is an error that stops a diff).
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Chat.xcassets/Colors/ink.colorset"))
        try git(["init", "-q", "-b", "main"])
        try git(["add", "."])
        try git(["commit", "-q", "-m", "old"])

        // Only a file the resolver reads changes: the old side must read it from the revision too.
        let light = folder.appendingPathComponent("Tokens/themes/light.tokens.json")
        try String(contentsOf: light, encoding: .utf8).replacingOccurrences(of: "#1D1D1F", with: "#2D2D2F")
            .write(to: light, atomically: true, encoding: .utf8)
        let resolver = try SwatchExecutable.run(["diff", "Tokens/App.resolver.json", "--against", "main"], in: folder)
        #expect(resolver.status == 0, "\(resolver.stderr)")
        #expect(resolver.stdout.contains("#1D1D1F → #2D2D2F"), "\(resolver.stdout)")

        let secondary = folder.appendingPathComponent("Chat.xcassets/Colors/secondaryText.colorset/Contents.json")
        try String(contentsOf: secondary, encoding: .utf8).replacingOccurrences(of: #""0x8E""#, with: #""0x7E""#)
            .write(to: secondary, atomically: true, encoding: .utf8)
        let catalog = try SwatchExecutable.run(["diff", "Chat.xcassets", "--against", "main"], in: folder)
        #expect(catalog.status == 0, "\(catalog.stderr)")
        #expect(catalog.stdout.contains("'secondaryText'"), "\(catalog.stdout)")
        #expect(catalog.stdout.contains("#8E") && catalog.stdout.contains(" → #7E"), "\(catalog.stdout)")
        #expect(!catalog.stdout.contains("Poll"), "unchanged namespaced colors are the same in both: \(catalog.stdout)")

        // An input the revision does not hold is new.
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("Chat.xcassets"), to: folder.appendingPathComponent("New.xcassets"))
        let fresh = try SwatchExecutable.run(["diff", "New.xcassets", "--against", "main"], in: folder)
        #expect(fresh.status == 0, "\(fresh.stderr)")
        #expect(fresh.stdout.contains("the theme is new"), "\(fresh.stdout)")

        let mixed = try SwatchExecutable.run(
            [
                "diff", "Chat.xcassets", Self.repository.appendingPathComponent("Themes/Acme.theme.yaml").path,
                "--against", "main",
            ], in: folder)
        #expect(mixed.status == 2)
        #expect(mixed.stderr.contains("cannot diff themes and asset catalogs in one run"), "\(mixed.stderr)")
        let unknown = try SwatchExecutable.run(["diff", "Chat.xcassets", "--against", "no-such"], in: folder)
        #expect(unknown.status == 4)
        #expect(unknown.stderr.contains("unknown revision 'no-such'"), "\(unknown.stderr)")
    }
}
