import Foundation
import Swatch
import SwatchSupport
import SwatchSyntax
import Testing

@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchModel
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// Design systems as teams already have them, in the shapes real files have
/// (each fixture a small file written to reproduce one): read as their
/// authors meant, and what cannot be read said at its place.
@Suite struct DesignSystemShapesTests {
    static let tokens = TokenReferenceTests.fixtures
    static let catalogs = tokens.deletingLastPathComponent().appendingPathComponent("catalogs")

    static func source(_ url: URL) throws -> ThemeSource {
        ThemeSource(path: url.path, bytes: Array(try Data(contentsOf: url)))
    }

    /// The token file at `path` below the fixtures, read whole with its
    /// `$ref`s and an optional pairs file, and checked.
    static func check(_ path: String, pairs: String? = nil) throws -> (BrandedDocument, [Diagnostic]) {
        let url = tokens.appendingPathComponent(path)
        let document = ThemeImporter.tokenDocument(
            try source(url), pairs: try pairs.map { try source(tokens.appendingPathComponent($0)) },
            files: .fileSystem(root: tokens.path))
        return (document, document.check(with: ThemeCompiler()).diagnostics)
    }

    /// A one-file token document `text`, read, and its base theme resolved.
    static func resolved(_ text: String) throws -> (BrandedDocument, ResolvedTheme) {
        let document = ThemeImporter.tokenDocument(ThemeSource(path: "T/tokens.json", text: text), files: .none)
        return (document, try #require(ThemeCompiler().check(imported: document.base, diagnostics: []).theme))
    }

    static func brief(_ diagnostic: Diagnostic) -> String {
        "\((diagnostic.file as NSString).lastPathComponent):\(diagnostic.line) \(diagnostic.rule) \(diagnostic.message)"
    }

    // MARK: Appearance names

    @Test(arguments: [
        ("light_ax", "light", true), ("dark_ax", "dark", true), ("lightHC", "light", true),
        ("Dark High Contrast", "dark", true), ("a11y-light", "light", true), ("LIGHT-A11Y", "light", true),
        ("highContrastDark", "dark", true), ("more-contrast-light", "light", true), ("increased_dark", "dark", true),
        ("DARK_INCREASED_CONTRAST", "dark", true), ("night", "dark", false), ("Light", "light", false),
    ])
    func everyNameForAnAppearanceSaysIt(name: String, scheme: String, increased: Bool) {
        let traits = AppearanceWords.traits(of: name)
        #expect(traits.scheme == (scheme == "dark" ? .dark : .light), "\(name)")
        #expect(traits.increased == increased, "\(name)")
    }

    @Test func wordsThatSayNoAppearanceSayNone() {
        for name in ["orange", "compact", "dimmed", "brand-a", "contrast"] {
            #expect(AppearanceWords.traits(of: name).count == 0, "\(name)")
        }
        // A name that says both schemes says neither.
        #expect(AppearanceWords.traits(of: "light-dark").scheme == nil)
    }

    /// Apple's palette names Increase Contrast `_ax`, and its light file
    /// leaves `$type` to the other contexts: every context is read, the
    /// failure in `light_ax` is found there and the standard light state
    /// keeps its own value.
    @Test func increaseContrastNamedAxIsReadAndJudgedInItsOwnStates() throws {
        let (_, diagnostics) = try Self.check("ax-contexts/HIG.resolver.json", pairs: "ax-contexts/HIG.pairs.yaml")
        let briefs = diagnostics.map(Self.brief)
        #expect(!diagnostics.contains { $0.rule == .themeUnread }, "\(briefs)")
        let secondary = diagnostics.filter { $0.rule == .dmContrast && $0.message.hasPrefix("'secondaryLabel'") }
        let errors = secondary.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(briefs)")
        #expect(errors.first?.file.hasSuffix("light_ax.tokens.json") == true)
        #expect(errors.first?.message.contains("4.39:1") == true)
        #expect(errors.first?.message.contains("light · increased contrast") == true)
        // The light file's untyped tokens are the palette's colors: the
        // pair the pairs file names is judged in the light file too.
        let red = diagnostics.filter { $0.rule == .dmContrast && $0.message.hasPrefix("'systemRed' on 'systemBlue'") }
        #expect(red.contains { $0.file.hasSuffix("/light.tokens.json") && $0.message.contains("1.13:1") })
        // A pairs file's entry for a color the file does not have is an
        // error there, and does not stop the check.
        #expect(briefs.contains { $0.hasPrefix("HIG.pairs.yaml:4 THEME-reference 'systemGreen'") })
    }

    @Test func aContextNoStateTakesIsAWarningAtItNamingTheKeyThatPlacesIt() throws {
        let (_, diagnostics) = try Self.check("unplaced/App.resolver.json")
        let unread = diagnostics.filter { $0.rule == .themeUnread }
        #expect(unread.map(Self.brief).count == 1)
        #expect(unread.first?.line == 9)
        #expect(unread.first?.message.contains("the context 'dim' of the modifier 'mode' is not read") == true)
        #expect(unread.first?.message.contains(#""contexts": { "dim": "dark increased" }"#) == true)
    }

    @Test func aModifiersExtensionsPlaceAContextItsNameDoesNot() throws {
        let resolver = ##"""
            { "modifiers": { "mode": {
                "contexts": {
                  "light": [{ "color": { "$type": "color", "canvas": { "$value": "#FFFFFF" } } }],
                  "dark": [{ "color": { "$type": "color", "canvas": { "$value": "#000000" } } }],
                  "dim": [{ "color": { "$type": "color", "canvas": { "$value": "#22272E" } } }] },
                "default": "light",
                "$extensions": { "dev.swatch": { "contexts": { "dim": "dark increased", "dusk": "dark" } } } } },
              "resolutionOrder": [{ "$ref": "#/modifiers/mode" }] }
            """##
        let document = TokenReferenceTests.read(["T/App.resolver.json": resolver])
        #expect(!document.diagnostics.contains { $0.rule == .themeUnread })
        // A context the modifier does not have is an error at its key.
        #expect(document.diagnostics.map(\.message).contains { $0.hasPrefix("'dusk' is no context of the modifier") })
        let theme = try #require(ThemeCompiler().check(imported: document.base, diagnostics: []).theme)
        let canvas = try #require(theme.color(named: "canvas"))
        #expect(canvas.table[ColorStates.state(.dark, .base, .increased)].hex.hasPrefix("#22272E"))
        #expect(canvas.table[ColorStates.state(.dark, .base, .standard)].hex.hasPrefix("#000000"))
    }

    // MARK: DTCG types and $root

    @Test func rootTokensAreNamedAsTheirGroup() throws {
        let (document, diagnostics) = try Self.check(
            "root-tokens/Simple.tokens.json", pairs: "root-tokens/Simple.pairs.yaml")
        let names = document.base?.colors.map(\.name.value) ?? []
        #expect(names == ["background.default", "background.default.hover", "text.default", "text.secondary"])
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(Self.brief))")
        // `{group.$root}` in an alias and in `on:` names the group's token.
        let secondary = diagnostics.filter { $0.message.hasPrefix("'text.secondary' on 'background.default'") }
        #expect(secondary.count == 1)
        #expect(diagnostics.contains { $0.message.hasPrefix("'text.default' on 'background.default'") })
    }

    @Test func aTypeComesFromGroupsOtherContextsAndAliases() throws {
        let tokens = ##"""
            { "color": {
                "$type": "color",
                "canvas": { "$value": "#FFFFFF" } },
              "ink": { "$value": "{color.canvas}" },
              "loose": { "$value": "#123456" },
              "looser": { "$value": "rgb(1 2 3)" },
              "gap": { "$value": "4px" } }
            """##
        let pairs = "colors:\n  loose: { on: [color.canvas] }\n"
        let document = ThemeImporter.tokenDocument(
            ThemeSource(path: "T/App.tokens.json", text: tokens), pairs: ThemeSource(path: "T/P.yaml", text: pairs),
            files: .none)
        #expect(document.base?.colors.map(\.name.value) == ["color.canvas", "ink"])
        let unread = document.diagnostics.filter { $0.rule == .themeUnread }
        #expect(unread.count == 1)
        #expect(unread.first?.message.hasPrefix(#"2 tokens have no "$type""#) == true)
        #expect(unread.first?.line == 5)
        let named = document.besides.filter { $0.file == "T/P.yaml" }
        #expect(named.map(\.message) == [#"'loose' is not checked: it has no "$type""#])
    }

    /// Primer's functional tokens give one `$value` (light) and their other
    /// appearances in `$extensions`, keyed by mode: read, not judged with
    /// the light value; a color-blind variant's key is not an appearance.
    @Test func valuesKeyedByAppearanceInExtensionsAreTheTokensValuesThere() throws {
        let tokens = ##"""
            { "base": { "$type": "color", "red": { "$value": "#D1242F" }, "redDark": { "$value": "#F85149" },
                "ink": { "$value": "#0D1117" }, "white": { "$value": "#FFFFFF" } },
              "bg": { "$type": "color", "$value": "{base.white}",
                "$extensions": { "org.primer.overrides": { "dark": "{base.ink}" } } },
              "danger": { "$type": "color", "$value": "#D1242F",
                "$extensions": { "org.primer.overrides": { "dark": "{base.redDark}", "dark-tritanopia": "#000000" } } } }
            """##
        let document = ThemeImporter.tokenDocument(ThemeSource(path: "T/App.tokens.json", text: tokens), files: .none)
        let theme = try #require(ThemeCompiler().check(imported: document.base, diagnostics: []).theme)
        let danger = try #require(theme.color(named: "danger"))
        #expect(danger.table[ColorStates.state(.light, .base, .standard)].hex.hasPrefix("#D1242F"))
        #expect(danger.table[ColorStates.state(.dark, .base, .standard)].hex.hasPrefix("#F85149"))
        #expect(danger.table[ColorStates.state(.dark, .base, .increased)].hex.hasPrefix("#F85149"))
        let bg = try #require(theme.color(named: "bg"))
        #expect(bg.table[ColorStates.state(.dark, .elevated, .standard)].hex.hasPrefix("#0D1117"))
    }

    /// Primer's overrides as its build applies them: an override may be
    /// fields that replace the token's (`$value`, `alpha`); a token shows its
    /// color at its `alpha` (`null`: at the color's own); and a token that
    /// aliases an overridden one takes the override too.
    @Test func primersOverrideFieldsAlphaAndAliasesAreAppliedAsItsBuildDoes() throws {
        let tokens = ##"""
            { "base": { "$type": "color", "ink": { "$value": "#0D1117" }, "gray": { "$value": "#59636E" },
                "white": { "$value": "#FFFFFF" }, "clear": { "$value": "#FFFFFF00" } },
              "bg": { "$type": "color", "$value": "{base.white}",
                "$extensions": { "org.primer.overrides": { "dark": { "$value": "{base.ink}", "alpha": 0.5 } } } },
              "page": { "$type": "color", "$value": "{bg}" },
              "muted": { "$type": "color", "$value": "{base.gray}", "alpha": 0.25,
                "$extensions": { "org.primer.overrides": { "dark": { "alpha": null } } } },
              "veil": { "$type": "color", "$value": "{base.clear}", "alpha": 0.4 } }
            """##
        let document = ThemeImporter.tokenDocument(ThemeSource(path: "T/App.tokens.json", text: tokens), files: .none)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics.map(Self.brief))")
        let theme = try #require(ThemeCompiler().check(imported: document.base, diagnostics: []).theme)
        let light = ColorStates.state(.light, .base, .standard)
        let dark = ColorStates.state(.dark, .base, .standard)
        func hex(_ name: String, _ state: Appearance) throws -> String {
            try #require(theme.color(named: name)).table[state].hex
        }
        #expect(try hex("bg", light) == "#FFFFFF")
        #expect(try hex("bg", dark) == "#0D111780")
        #expect(try hex("page", dark) == "#0D111780")
        #expect(try hex("muted", light) == "#59636E40")
        #expect(try hex("muted", dark) == "#59636E")
        #expect(try hex("veil", light) == "#FFFFFF66")
    }

    @Test func aTokensAlphaIsANumberFromZeroToOne() {
        let tokens = ##"""
            { "c": { "$type": "color", "$value": "#59636E", "alpha": 2 } }
            """##
        let document = ThemeImporter.tokenDocument(ThemeSource(path: "T/App.tokens.json", text: tokens), files: .none)
        #expect(document.diagnostics.map(\.message) == ["a token's alpha is a number from 0 to 1"])
        #expect(document.diagnostics.first?.rule == .themeValue)
    }

    @Test func anEmptyFileIsNoSilentPass() throws {
        let (_, diagnostics) = try Self.check("legacy/empty.json")
        #expect(diagnostics.map(\.rule) == [.themeUnread])
        #expect(diagnostics.first?.message.hasPrefix("nothing in this file is checked: it holds no tokens") == true)
    }

    // MARK: The legacy format

    @Test func styleDictionaryFilesAreReadByCategoryWithTheirValueAliases() throws {
        let (document, diagnostics) = try Self.check(
            "legacy/style-dictionary.json", pairs: "legacy/style-dictionary.pairs.yaml")
        let names = document.base?.colors.map(\.name.value) ?? []
        #expect(
            names == [
                "base.gray.light", "base.gray.medium", "base.gray.dark", "background.page", "font.primary",
                "font.secondary",
            ])
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(Self.brief))")
        // `{color.base.gray.medium.value}` on `{…dark.value}`: 6.62:1, below the aim.
        #expect(diagnostics.contains { $0.message.hasPrefix("'font.secondary' on 'background.page': 6.62:1") })
    }

    @Test func aTokensStudioFileReadsItsThemesAsContextsAndSourceSetsOnlyForAliases() throws {
        let (document, diagnostics) = try Self.check(
            "legacy/single/tokens.json", pairs: "legacy/single/tokens.pairs.yaml")
        // The `core` set is `source`: named by aliases, not checked itself.
        #expect(document.base?.colors.map(\.name.value) == ["bg.default", "fg.muted"])
        let failing = diagnostics.filter { $0.severity == .error }
        #expect(failing.map(Self.brief).count == 1)
        #expect(failing.first?.message.contains("3.01:1") == true)
        #expect(failing.first?.message.contains("in every dark state") == true)
        #expect(failing.first?.line == 16)
    }

    @Test func aTokensStudioThemesFileReadsTheSetFilesBesideIt() throws {
        let (document, diagnostics) = try Self.check(
            "legacy/studio/$themes.json", pairs: "legacy/studio/studio.pairs.yaml")
        #expect(document.base?.colors.map(\.name.value) == ["surface", "link"])
        #expect(
            document.files.map { ($0.path as NSString).lastPathComponent }.sorted() == [
                "core.json", "dark.json", "light-hc.json", "light.json",
            ])
        let failing = diagnostics.filter { $0.severity == .error }
        // `light-hc` replaces the link in light · increased contrast, where it passes.
        #expect(failing.count == 1, "\(diagnostics.map(Self.brief))")
        #expect(failing.first?.message.contains("in every light · standard contrast state") == true)
        #expect(!diagnostics.contains { $0.rule == .themeUnread })
    }

    @Test func aValueTokensStudioCannotComputeIsUnreadNotJudgedBeforeTheChange() throws {
        let tokens = ##"""
            { "global": {
                "paper": { "value": "#FFFFFF", "type": "color" },
                "ink": { "value": "#000000", "type": "color",
                  "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": "0.2" } } } } },
              "$metadata": { "tokenSetOrder": ["global"] } }
            """##
        let document = ThemeImporter.tokenDocument(ThemeSource(path: "T/tokens.json", text: tokens), files: .none)
        // A modifier Swatch cannot compute (this one says no space) leaves the token unknown, said at the modifier.
        let ink = try #require(document.base?.colors.first { $0.name.value == "ink" })
        #expect(ink.standard.light.map { if case .declaredUnknown = $0 { true } else { false } } == true)
        let unread = document.check(with: ThemeCompiler()).diagnostics.filter { $0.rule == .themeUnread }
        #expect(unread.map(\.line) == [4])
        #expect(unread.first?.message.hasPrefix("a 'modify' without a 'space' is not computed") == true)
    }

    @Test func aStyleDictionaryConfigMergesTheFilesItsSourceGlobsMatch() throws {
        let (document, diagnostics) = try Self.check(
            "legacy/project/config.json", pairs: "legacy/project/project.pairs.yaml")
        // Every file below tokens/ but the dot-file, merged: aliases across files resolve.
        let read = Set(document.files.map { ($0.path as NSString).lastPathComponent })
        #expect(read.isSuperset(of: ["background.json", "base.json", "font.json"]), "\(read)")
        #expect(!read.contains(".draft.json"))
        #expect(document.base?.colors.count == 7, "\(document.base?.colors.map(\.name.value) ?? [])")
        #expect(!diagnostics.contains { $0.rule == .themeReference }, "\(diagnostics.map(Self.brief))")
        // 'font.secondary' (base.json's #999999 through font.json's alias) on background.json's white.
        let failing = diagnostics.filter { $0.severity == .error }
        #expect(failing.count == 1, "\(diagnostics.map(Self.brief))")
        #expect(failing.first?.message.hasPrefix("'font.secondary' on 'background.base': 2.84:1") == true)
        #expect((failing.first?.file as NSString?)?.lastPathComponent == "font.json")
        // A glob that matches nothing is said at it, and the rest is read.
        let unmatched = diagnostics.filter {
            $0.message == "'tokens/missing/*.json' matches no file, so nothing is read from it"
        }
        #expect(unmatched.map(\.line) == [2], "\(diagnostics.map(Self.brief))")
        #expect(unmatched.first?.severity == .warning)
    }

    @Test func aConfigurationIsNotOneOfItsOwnSourceFiles() throws {
        let files = [
            "P/config.json": ##"{ "source": ["**/*.json"] }"##,
            "P/color/base.json": ##"{ "color": { "base": { "gray": { "value": "#999999" } } } }"##,
        ]
        let document = ThemeImporter.tokenDocument(
            ThemeSource(path: "P/config.json", text: files["P/config.json"]!), files: .inMemory(files, root: "P"))
        #expect(document.files.map(\.path).filter { $0 == "P/config.json" }.count <= 1)
        #expect(document.base?.colors.map(\.name.value) == ["base.gray"])
        #expect(!document.diagnostics.contains { $0.file == "P/config.json" && $0.severity == .error })
    }

    /// Style Dictionary 3 writes `{a.b.value}` where 4 writes `{a.b}`: one
    /// alias, the same findings (a diff of the two versions is empty).
    @Test func anAliasWithValueAndWithoutIsOneAlias() throws {
        func findings(_ suffix: String) -> [String] {
            let text = ##"""
                { "color": { "base": { "gray": { "value": "#999999" }, "white": { "value": "#FFFFFF" } },
                  "font": { "value": "{color.base.gray\##(suffix)}" }, "disabled": { "value": "{color.font\##(suffix)}" },
                  "background": { "page": { "value": "{color.base.white\##(suffix)}" } } } }
                """##
            let document = ThemeImporter.tokenDocument(ThemeSource(path: "T/tokens.json", text: text), files: .none)
            return document.check(with: ThemeCompiler()).diagnostics.map { "\($0.rule) \($0.message)" }
        }
        #expect(findings(".value") == findings(""))
    }

    @Test func aTokenTwoSourceFilesDefineIsSaidOnceAtTheOneNotRead() throws {
        let files = [
            "P/config.json": ##"{ "source": ["a.json", "b.json"] }"##,
            "P/a.json": ##"{ "color": { "ink": { "value": "#111111" }, "paper": { "value": "#FFFFFF" } } }"##,
            "P/b.json": ##"{ "color": { "ink": { "value": "#222222" }, "paper": { "value": "#FAFAFA" } } }"##,
        ]
        let document = ThemeImporter.tokenDocument(
            ThemeSource(path: "P/config.json", text: files["P/config.json"]!), files: .inMemory(files, root: "P"))
        let said = document.diagnostics.filter { $0.message.contains("is defined again in") }
        #expect(said.count == 1, "\(document.diagnostics.map(Self.brief))")
        #expect(said.first?.file == "P/a.json")
        #expect(
            said.first?.message
                == "the token 'color.ink' is defined again in 'b.json', a later file of the configuration's sources, "
                + "whose value is the one read; this one is not (and 1 more tokens defined in two files). Define each "
                + "token in one file")
        let theme = try #require(ThemeCompiler().check(imported: document.base, diagnostics: []).theme)
        #expect(theme.colors.first { $0.name == "ink" }?[.light].hex == "#222222")
    }

    @Test func aSourceFileTakesOverAnIncludedTokenInSilence() throws {
        let files = [
            "P/config.json": ##"{ "include": ["a.json"], "source": ["b.json"] }"##,
            "P/a.json": ##"{ "color": { "ink": { "value": "#111111" }, "paper": { "value": "#FFFFFF" } } }"##,
            "P/b.json": ##"{ "color": { "ink": { "value": "#222222" } } }"##,
        ]
        let document = ThemeImporter.tokenDocument(
            ThemeSource(path: "P/config.json", text: files["P/config.json"]!), files: .inMemory(files, root: "P"))
        #expect(!document.diagnostics.contains { $0.message.contains("is defined again in") })
        let theme = try #require(ThemeCompiler().check(imported: document.base, diagnostics: []).theme)
        #expect(theme.colors.first { $0.name == "ink" }?[.light].hex == "#222222")
        #expect(theme.colors.first { $0.name == "paper" }?[.light].hex == "#FFFFFF")
    }

    @Test func sourceGlobsMatchAsStyleDictionarysGlobDoes() {
        func matches(_ pattern: String, _ path: String) -> Bool {
            ReferenceResolver.glob(
                pattern.split(separator: "/").map(String.init)[...],
                matches: path.split(separator: "/").map(String.init)[...])
        }
        #expect(matches("**/*.json", "a.json"))
        #expect(matches("**/*.json", "color/base/a.json"))
        #expect(matches("color/*.json", "color/a.json"))
        #expect(!matches("color/*.json", "color/x/a.json"))
        #expect(matches("brand-?/*.json", "brand-1/a.json"))
        #expect(!matches("*.json", "a.yaml"))
        #expect(matches("**", "a/b/c"))
        #expect(ReferenceResolver.expandingBraces("t/{color,size}/*.json") == ["t/color/*.json", "t/size/*.json"])
        #expect(ReferenceResolver.expandingBraces("{a,b{c,d}}.json") == ["a.json", "bc.json", "bd.json"])
        #expect(ReferenceResolver.expandingBraces("plain/*.json") == ["plain/*.json"])
        #expect(ReferenceResolver.expandingBraces("{a}.json") == ["{a}.json"])
    }

    @Test func aSourceGlobsBracesAreAlternatives() throws {
        let files = [
            "P/config.json": ##"{ "source": ["t/{color,size}/*.json", "t/{none,other}/*.json"] }"##,
            "P/t/color/a.json": ##"{ "color": { "ink": { "value": "#111111" } } }"##,
            "P/t/size/b.json": ##"{ "size": { "gap": { "value": "4" } } }"##,
            "P/t/skip/c.json": ##"{ "color": { "skipped": { "value": "#222222" } } }"##,
        ]
        let document = ThemeImporter.tokenDocument(
            ThemeSource(path: "P/config.json", text: files["P/config.json"]!), files: .inMemory(files, root: "P"))
        #expect(document.base?.colors.map(\.name.value) == ["ink"])
        let unmatched = document.diagnostics.filter { $0.message.contains("matches no file") }
        #expect(unmatched.map(\.message) == ["'t/{none,other}/*.json' matches no file, so nothing is read from it"])
    }

    /// A Tokens Studio repository's sets merge in the order of its
    /// `$metadata.json`, as the plugin merges them, whatever order a theme
    /// lists them in (Coloplast's dark theme lists `theme/dark` before the
    /// `semantic/color` it overrides); without the file, as the theme lists them.
    @Test func aTokensStudioRepositorysSetsMergeInItsMetadatasOrder() throws {
        var files = [
            "r/$themes.json": ##"""
            [ { "name": "light", "selectedTokenSets": { "base": "enabled" } },
              { "name": "dark", "selectedTokenSets": { "theme/dark": "enabled", "base": "enabled" } } ]
            """##,
            "r/base.json": ##"{ "bg": { "value": "#FFFFFF", "type": "color" } }"##,
            "r/theme/dark.json": ##"{ "bg": { "value": "#1C1C1E", "type": "color" } }"##,
        ]
        func darkBackground() throws -> String {
            let document = ThemeImporter.tokenDocument(
                ThemeSource(path: "r/$themes.json", text: files["r/$themes.json"]!),
                files: .inMemory(files, root: "r"))
            #expect(document.diagnostics.isEmpty, "\(document.diagnostics.map(Self.brief))")
            let theme = try #require(ThemeCompiler().check(imported: document.base, diagnostics: []).theme)
            return try #require(theme.colors.first { $0.name == "bg" })[.dark].hex
        }
        #expect(try darkBackground() == "#FFFFFF", "the theme's own order: `base` last")
        files["r/$metadata.json"] = ##"{ "tokenSetOrder": ["base", "theme/dark"] }"##
        #expect(try darkBackground() == "#1C1C1E", "the metadata's order: `theme/dark` over `base`")
    }

    @Test func aTokensStudioRGBAOfAnAliasIsTheAliasesColorAtThatAlpha() throws {
        let tokens = ##"""
            { "global": {
                "black": { "value": "#000000", "type": "color" },
                "paper": { "value": "#FFFFFF", "type": "color" },
                "shade": { "value": "{black}", "type": "color" },
                "scrim": { "value": "rgba({shade}, 0.5)", "type": "color" },
                "veil": { "value": "rgba( {black} , 40% )", "type": "color" },
                "bad": { "value": "rgba({black}, 2)", "type": "color" } },
              "$metadata": { "tokenSetOrder": ["global"] } }
            """##
        let (document, theme) = try Self.resolved(tokens)
        let scrim = try #require(theme.colors.first { $0.name == "scrim" })
        #expect(scrim[.light].hex == "#00000080", "through two aliases, at the token's own alpha")
        #expect(theme.colors.first { $0.name == "veil" }?[.dark].hex == "#00000066")
        #expect(!document.diagnostics.contains { $0.rule == .themeLiteral }, "\(document.diagnostics.map(Self.brief))")
        // A token's own value is said with what reading could not read of the tokens.
        let bad = document.contained.filter { $0.rule == .themeValue }
        #expect(bad.map(\.line) == [7], "\(document.contained.map(Self.brief))")
        #expect(bad.first?.message.contains("the alpha of 'rgba({black}, 2)' is a number from 0 to 1") == true)
    }

    @Test func aTokensStudioRGBAsAlphaMayNameAnOpacityToken() throws {
        let tokens = ##"""
            { "global": {
                "black": { "value": "#000000", "type": "color" },
                "half": { "value": "50%", "type": "opacity" },
                "dim": { "value": "{half}", "type": "opacity" },
                "scrim": { "value": "rgba({black}, {dim})", "type": "color" },
                "wrong": { "value": "rgba({black}, {black})", "type": "color" },
                "lost": { "value": "rgba({black}, {missing})", "type": "color" } },
              "$metadata": { "tokenSetOrder": ["global"] } }
            """##
        let (document, theme) = try Self.resolved(tokens)
        #expect(theme.colors.first { $0.name == "scrim" }?[.dark].hex == "#00000080", "the opacity through its alias")
        // An alpha that names a color, or no token, is said at the value, not taken as opaque.
        let bad = document.contained.filter { $0.rule == .themeValue }
        #expect(bad.map(\.line) == [6, 7], "\(document.contained.map(Self.brief))")
        #expect(bad.first?.message.contains("or names a token that holds one") == true)
    }

    /// Tokens Studio resolves a theme's `source` sets for aliases only: a
    /// token an enabled set defines is that set's, whatever source set of
    /// another group's theme defines it too (Gestalt's platform themes and
    /// Calcite's shadow theme take the light semantic colors as a source).
    @Test func aSourceSetOfAnotherGroupDoesNotReplaceAnEnabledSetsToken() throws {
        let tokens = ##"""
            { "core": { "white": { "value": "#FFFFFF", "type": "color" }, "black": { "value": "#000000", "type": "color" } },
              "light": { "bg": { "value": "{white}", "type": "color" } },
              "dark": { "bg": { "value": "{black}", "type": "color" } },
              "$themes": [
                { "name": "Light", "group": "Mode", "selectedTokenSets": { "core": "source", "light": "enabled" } },
                { "name": "Dark", "group": "Mode", "selectedTokenSets": { "core": "source", "dark": "enabled" } },
                { "name": "Web", "group": "Platform", "selectedTokenSets": { "core": "source", "light": "source" } } ],
              "$metadata": { "tokenSetOrder": ["core", "light", "dark"] } }
            """##
        let (_, theme) = try Self.resolved(tokens)
        let background = try #require(theme.colors.first { $0.name == "bg" })
        #expect(background[.light].hex == "#FFFFFF")
        #expect(background[.dark].hex == "#000000", "the dark set's value, not the platform theme's source")
        #expect(background.source?.value(in: .dark).range.start.line == 3)
    }

    /// A document that gives no color a dark value shows its light ones in
    /// Dark Mode: its white backgrounds glow there for that one cause, said
    /// once. Where it does give dark values, a background left white in
    /// dark is its own finding.
    @Test func whiteBackgroundsOfADocumentWithoutDarkValuesAreOneFinding() throws {
        let plain = ##"""
            { "bg": { "$type": "color", "$value": "#FFFFFF" }, "panel-bg": { "$type": "color", "$value": "#FFFFFF" },
              "card": { "$type": "color", "$value": "#FFFFFF", "$extensions": { "dev.swatch": { "role": "background" } } } }
            """##
        let document = ThemeImporter.tokenDocument(ThemeSource(path: "T/plain.tokens.json", text: plain), files: .none)
        let white = document.check(with: ThemeCompiler()).diagnostics.filter { $0.rule == .dmSoftWhite }
        #expect(white.count == 1, "\(white.map(Self.brief))")
        #expect(white.first?.message.contains("the document gives no color a dark value of its own") == true)
        #expect(white.first?.message.contains("'bg', 'panel-bg', 'card' are pure white there") == true)
        #expect(white.first?.message.contains("write a resolver document with a context per appearance") == true)
        #expect(white.first?.line == 1)
        // A Style Dictionary configuration's dark values are another configuration's, read with it.
        let (_, light) = try Self.check("split-configs/config.default.json")
        let configured = light.filter { $0.rule == .dmSoftWhite }
        #expect(configured.count == 1)
        #expect(
            configured.first?.message.contains("check it together with the configuration that gives the dark") == true)

        let resolver = ##"""
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "bg": { "$type": "color", "$value": "#FFFFFF" },
                                                 "panel-bg": { "$type": "color", "$value": "#FFFFFF" } }] } },
              "modifiers": { "mode": { "contexts": { "light": [], "dark": [{ "bg": { "$value": "#1C1C1E" } }] } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }] }
            """##
        let darkened = ThemeImporter.tokenDocument(
            ThemeSource(path: "T/App.resolver.json", text: resolver), files: .none)
        let left = darkened.check(with: ThemeCompiler()).diagnostics.filter { $0.rule == .dmSoftWhite }
        #expect(
            left.map(\.message) == [
                "background 'panel-bg' is pure white in every dark state, where it glows against the dark interface; soften it to a slightly darker white such as #F2F2F7"
            ])
    }

    @Test func aCatalogsPairsFileMayNameTheSystemBackground() throws {
        let set = ##"""
            { "colors": [{ "idiom": "universal", "color": { "color-space": "srgb",
              "components": { "red": "0.6", "green": "0.6", "blue": "0.6", "alpha": "1" } } }] }
            """##
        let catalog = ThemeImporter.catalogDocument(
            path: "A.xcassets", colorSets: [ThemeSource(path: "A.xcassets/hint.colorset/Contents.json", text: set)],
            pairs: ThemeSource(path: "A.pairs.yaml", text: "colors:\n  hint: { role: label, on: [systemBackground] }\n")
        )
        let diagnostics = catalog.check(with: ThemeCompiler()).diagnostics
        #expect(!diagnostics.contains { $0.rule == .themeReference }, "\(diagnostics.map(Self.brief))")
        #expect(diagnostics.contains { $0.message.hasPrefix("'hint' on 'systemBackground'") })
    }

    @Test func theDialectIsTheFirstTokensOwn() throws {
        func dialect(_ text: String) throws -> TokenDialect {
            let (root, _) = YAMLReader().read(Array(text.utf8), file: "x.json")
            return TokenDialect.of(try #require(root))
        }
        #expect(try dialect(##"{ "a": { "b": { "$value": "#fff" } } }"##) == .dtcg)
        #expect(try dialect(##"{ "a": { "b": { "value": "#fff" } } }"##) == .legacy)
        #expect(try dialect("{}") == .dtcg)
    }

    // MARK: Asset catalogs

    /// The fixture catalog `NAME.xcassets`, read with its pairs file `NAME.pairs.yaml`.
    static func catalog(_ name: String = "Chat") throws -> ImportedCatalog {
        let path = catalogs.appendingPathComponent("\(name).xcassets").path
        let files = (FileManager.default.subpaths(atPath: path) ?? []).sorted()
            .filter { AssetCatalogPaths.isColorSet($0) || AssetCatalogPaths.isGroup(path + "/" + $0) }
        let sources = try files.map { try source(URL(fileURLWithPath: path + "/" + $0)) }
        let pairs = try source(catalogs.appendingPathComponent("\(name).pairs.yaml"))
        return ThemeImporter.catalogDocument(path: path, colorSets: sources, pairs: pairs)
    }

    @Test func aCatalogsSystemReferencesNamespacesAndErrorsAreReadAsXcodeMeansThem() throws {
        let catalog = try Self.catalog()
        let names = Set(catalog.ast?.colors.map(\.name.value) ?? [])
        #expect(
            names == [
                "Button/disabled", "Poll/disabled", "alert", "background", "hintText", "primaryText", "secondaryText",
            ])
        let diagnostics = catalog.check(with: ThemeCompiler()).diagnostics
        let briefs = diagnostics.map(Self.brief)
        #expect(!diagnostics.contains { $0.rule == .themeCollision }, "\(briefs)")
        // A reference in "Any" is the system color in every state: no DM-variants.
        #expect(!diagnostics.contains { $0.rule == .dmVariants }, "\(briefs)")
        // Findings on a reference name the system color.
        let hint = try #require(diagnostics.first { $0.message.hasPrefix("'hintText' on 'background'") })
        #expect(hint.notes.contains { $0.message.contains("'quaternaryLabel'") })
        // A color set Swatch cannot read is said, and hides nothing.
        #expect(diagnostics.contains { $0.rule == .themeValue && $0.file.hasSuffix("ink.colorset/Contents.json") })
        #expect(diagnostics.contains { $0.rule == .themeUnread && $0.message.hasPrefix("'windowBackgroundColor'") })
        #expect(diagnostics.filter { $0.rule == .dmContrast }.count >= 6, "\(briefs)")
    }

    @Test func catalogAppearanceValuesAreReadThroughTheSharedWords() throws {
        let set = ##"""
            { "colors": [
              { "idiom": "universal", "color": { "color-space": "srgb", "components": { "red": "1", "green": "1", "blue": "1", "alpha": "1" } } },
              { "idiom": "universal", "appearances": [{ "appearance": "luminosity", "value": "dark" }, { "appearance": "contrast", "value": "high" }],
                "color": { "color-space": "srgb", "components": { "red": "0", "green": "0", "blue": "0", "alpha": "1" } } },
              { "idiom": "universal", "appearances": [{ "appearance": "vibrancy", "value": "primary" }],
                "color": { "color-space": "srgb", "components": { "red": "0", "green": "0", "blue": "1", "alpha": "1" } } } ] }
            """##
        let catalog = ThemeImporter.catalogDocument(
            path: "A.xcassets", colorSets: [ThemeSource(path: "A.xcassets/paper.colorset/Contents.json", text: set)])
        let unread = catalog.diagnostics.filter { $0.rule == .themeUnread }
        #expect(unread.count == 1)
        #expect(unread.first?.message.contains("'vibrancy': 'primary' is not a state Swatch checks") == true)
        let theme = try #require(ThemeCompiler().check(imported: catalog.ast, diagnostics: []).theme)
        let paper = try #require(theme.color(named: "paper"))
        #expect(paper.table[ColorStates.state(.dark, .base, .increased)].hex.hasPrefix("#000000"))
    }

    // MARK: The summary line

    @Test func checkAlwaysEndsWithItsSummaryLineNamingTheColorsRead() throws {
        let directory = try SwatchExecutable.temporaryDirectory()
        try "{}".write(to: directory.appendingPathComponent("empty.json"), atomically: true, encoding: .utf8)
        let empty = try SwatchExecutable.run(["check", "empty.json"], in: directory)
        #expect(empty.status == 0)
        #expect(empty.stderr.hasSuffix("\n0 errors, 1 warning in 1 token file (0 colors)\n"), "\(empty.stderr)")
        let theme = "swatch: 1\ncolors:\n  paper: { role: background, light: \"#F2F2F7\", dark: \"#1C1C1E\" }\n"
        try theme.write(to: directory.appendingPathComponent("A.theme.yaml"), atomically: true, encoding: .utf8)
        let both = try SwatchExecutable.run(["check", "A.theme.yaml", "empty.json"], in: directory)
        #expect(both.stderr.hasSuffix(" in 1 theme, 1 token file (0 colors)\n"), "\(both.stderr)")
    }
}
