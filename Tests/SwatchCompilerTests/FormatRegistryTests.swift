import Foundation
import SwatchModel
import Testing

@testable import SwatchFormats
@testable import SwatchSupport
@testable import SwatchTestSupport

/// Each format is one entry of the registry, in its folder: the commands and the language server ask the registry
/// what an input is, what it is part of and what to watch, and every export goes through the format's writer.
@Suite struct FormatRegistryTests {
    @Test func everyKindButATheme() {
        for kind in InputKind.allCases where kind != .theme {
            #expect(InputFormats.reader(for: kind)?.kind == kind, "\(kind) has no reader in the registry")
        }
        #expect(InputFormats.reader(for: .theme) == nil)
        #expect(
            InputKind.allCases.map(\.noun) == [
                "theme", "asset catalog", "Figma file", "Material Theme Builder file", "token file",
            ])
        #expect(InputKind.allCases.filter(\.isFolder) == [.assetCatalog])
        // The language server checks a color set with its catalog, a token file with what reads it, the rest alone.
        #expect(InputKind.allCases.map(\.editorCheck) == [.alone, .wholeInput, .alone, .alone, .withWhatReadsIt])
    }

    /// The token reader takes any JSON, so a reader that tells JSON by its keys must be asked before it: the
    /// registry holds the two apart and asks the one that takes any JSON last. Every input of the fixtures (and a
    /// Material export) is taken by at most one of the others, so their order does not matter either.
    @Test func theReaderThatTakesAnyJSONIsAskedLastAndNoOtherTakesAnyJSON() throws {
        let anyJSON = Array(#"{ "name": "x" }"#.utf8)
        let tokens = Array(##"{ "ink": { "$type": "color", "$value": "#000000" } }"##.utf8)
        #expect(InputFormats.anyOtherJSON.recognizes("x.json") { anyJSON })
        #expect(InputFormats.all.last == InputFormats.anyOtherJSON)
        for reader in InputFormats.byNameOrContent {
            #expect(!reader.recognizes("x.json") { anyJSON }, "\(reader.kind) takes any JSON: it would shadow others")
            #expect(!reader.recognizes("x.tokens.json") { tokens }, "\(reader.kind) takes a token file")
        }
        let fixtures = ExportSupport.repository.appendingPathComponent("Tests/Fixtures")
        var inputs = [("Material.json", Array(MaterialThemeInputTests.export.utf8))]
        let files = try FileManager.default.subpathsOfDirectory(atPath: fixtures.path)
        for file in files where file.hasSuffix(".json") || file.hasSuffix(".xcassets") {
            let path = fixtures.appendingPathComponent(file).path
            inputs.append((path, FileManager.default.contents(atPath: path).map { Array($0) } ?? []))
        }
        var told: [InputKind: Int] = [:]
        for (path, bytes) in inputs {
            let takers = InputFormats.byNameOrContent.filter { $0.recognizes(path) { bytes } }
            #expect(takers.count <= 1, "\(path) is taken by \(takers.map { $0.kind })")
            let kind = InputFormats.kind(of: path) { bytes }
            #expect(kind == takers.first?.kind ?? .tokens, "\(path)")
            told[kind, default: 0] += 1
        }
        // Figma's, Material's (the inline export and Fixtures/material's three) and the catalog's inputs are
        // JSON the token reader would take, told by their keys.
        #expect(told[.figma, default: 0] >= 4 && told[.materialTheme] == 4 && told[.assetCatalog, default: 0] >= 1)
        #expect(told[.tokens, default: 0] >= 40)
    }

    /// The build plugin compiles themes alone; what it says of each other input in a target is said by that
    /// format's names file, which it compiles too, and a Figma file is told before the token files' test, which
    /// its JSON may pass as well.
    @Test func thePluginSaysOfEachInputWhatItsFormatsNamesFileSays() {
        func warning(_ path: String, _ text: String = "") -> String? {
            ImportedFileNames.pluginWarning(at: path) { Array(text.utf8) }
        }
        #expect(
            warning("/p/Sources/App/Colors.xcassets")
                == "SwatchPlugin does not check the asset catalog /p/Sources/App/Colors.xcassets (Xcode compiles it): "
                + "check its colors with `swatch check Colors.xcassets`")
        #expect(warning("/p/Sources/App/Colors.xcassets/ink.colorset/Contents.json", ##"{ "colors": [] }"##) == nil)
        let figma = #"{ "meta": { "variables": { "1": { "type": "COLOR", "value": 1 } } } }"#
        #expect(TokenFileNames.readsAsTokens(Array(figma.utf8)), "a Figma file that reads as tokens too")
        #expect(
            warning("/p/vars.json", figma)?
                .hasPrefix(
                    "SwatchPlugin compiles *.theme.yaml files only, so the Figma variables file /p/vars.json is not compiled: write its themes with `swatch import figma vars.json --output DIR`"
                ) == true)
        #expect(
            warning("/p/Brand.tokens.json")?
                .hasPrefix(
                    "SwatchPlugin compiles *.theme.yaml files only, so the design-tokens file /p/Brand.tokens.json is "
                        + "not compiled (Swatch checks token files, `swatch check Brand.tokens.json`") == true)
        #expect(warning("/p/colors.json", ##"{ "a": { "$value": "#fff" } }"##)?.contains("design-tokens file") == true)
        #expect(warning("/p/package.json", #"{ "name": "x", "version": "1" }"#) == nil)
        #expect(warning("/p/Acme.theme.yaml", "swatch: 1") == nil)
    }

    @Test func aThemesNamespaceLeavesOutTheEndingsEachFormatNames() {
        #expect(ThemeImporter.namespace(of: "tokens/Brand.tokens.json") == "Brand")
        #expect(ThemeImporter.namespace(of: "Brand.resolver.json") == "Brand")
        #expect(ThemeImporter.namespace(of: "colors.json") == "colors")
        #expect(ThemeImporter.namespace(of: "App/Assets.xcassets/") == "Assets")
        #expect(ThemeImporter.namespace(of: "Acme.theme.yaml") == "Acme.theme.yaml")
        #expect(ThemeImporter.figmaNamespace(of: "Brand.variables.json") == "Brand")
    }

    @Test func anOpenDocumentIsCheckedAsTheInputItIsPartOf() {
        func input(_ path: String, _ text: String = "{}") -> (String, InputKind)? {
            InputFormats.input(holding: path, bytes: Array(text.utf8)).map { ($0.path, $0.kind) }
        }
        let colorSet = input("/p/App.xcassets/Group/ink.colorset/Contents.json")
        #expect(colorSet?.0 == "/p/App.xcassets" && colorSet?.1 == .assetCatalog)
        let tokens = input("/p/Brand.tokens.json")
        #expect(tokens?.0 == "/p/Brand.tokens.json" && tokens?.1 == .tokens)
        #expect(input("/p/vars.json", #"{ "meta": { "variables": {} } }"#)?.1 == .figma)
        #expect(input("/p/Acme.theme.yaml", "colors: {}") == nil)
        #expect(input("/p/package.json", #"{ "name": "x" }"#) == nil)
        #expect(
            InputFormats.source("/p/App.xcassets", kind: .assetCatalog) { path in
                Issue.record("a catalog is a folder, named by its path, not read")
                return ThemeSource(path: path, bytes: [1])
            }
            .bytes.isEmpty)
    }

    @Test func anEditorWatchesWhatACheckReads() {
        #expect(InputFormats.watchedFiles.contains("**/*.colorset/Contents.json"))
        #expect(InputFormats.watchedFiles.contains("**/*.resolver.json"))
        #expect(InputFormats.mayReadOtherFiles("config.json") && InputFormats.mayReadOtherFiles("A.resolver.json"))
        #expect(!InputFormats.mayReadOtherFiles("A.tokens.json"))
        let resolver = Array(#"{ "sets": [{ "$ref": "palette.tokens.json" }] }"#.utf8)
        #expect(InputFormats.mayRead(["palette.tokens.json"], path: "/p/A.resolver.json", bytes: resolver))
        #expect(!InputFormats.mayRead(["other.tokens.json"], path: "/p/A.resolver.json", bytes: resolver))
        let config = Array(#"{ "source": ["tokens/**/*.json"] }"#.utf8)
        #expect(InputFormats.mayRead(["x.json"], path: "/p/config.json", bytes: config))
        #expect(!InputFormats.mayRead(["x.json"], path: "/p/settings.json", bytes: config))
    }

    @Test func everyExportModeIsTheFormatsWriter() throws {
        let (theme, _) = try ExportSupport.resolve(
            ExportSupport.repository.appendingPathComponent("Themes/Acme.theme.yaml"))
        let model = ExportModel(theme)
        var splitting = ExportOptions(sourceFileName: "Acme.theme.yaml")
        splitting[.split] = true
        let split = ExportFormat.dtcg.export(theme, options: splitting)
        #expect(split == DTCGExporter.exportSplit(model, sourceFileName: "Acme.theme.yaml"))
        var oneMode = ExportOptions(sourceFileName: "")
        oneMode[.figmaModes] = 1
        let figma = ExportFormat.figma.export(theme, options: oneMode)
        #expect(figma == FigmaExporter.export(model, modesPerCollection: 1))
        #expect(figma != ExportFormat.figma.export(theme, sourceFileName: ""))
        let plain = ExportFormat.xcassets.export(theme, sourceFileName: "Acme.theme.yaml")
        #expect(plain.beside.isEmpty)
        let catalog = ExportFormat.xcassets.export(
            theme, options: ExportOptions(sourceFileName: "Acme.theme.yaml", outputName: "Base.xcassets"))
        #expect(catalog.files == plain.files)
        #expect(catalog.beside.map(\.path) == ["Base.pairs.yaml"])
        #expect(catalog.beside.first?.contents == AssetCatalogExporter.pairsFile(model, catalog: "Base.xcassets"))

        // Beside the output, whether or not its path ends in a slash.
        let folder = try SwatchExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try OutputWriter().write(catalog, to: folder.path + "/Out/Base.xcassets/")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Out/Base.pairs.yaml"))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Out/Base.xcassets/Contents.json"))
    }

    /// `--format`'s values, `--output`'s help and `--split`'s check come from what each writer says of itself, so what
    /// it says must be what it writes: a folder is files below the output, a file is one at the output itself.
    @Test func whatEachWriterSaysOfItselfIsWhatItWrites() throws {
        let (theme, _) = try ExportSupport.resolve(
            ExportSupport.repository.appendingPathComponent("Themes/Acme.theme.yaml"))
        // The formats keep their places in `--format`'s list; a new one is added after them.
        #expect(ExportFormat.allCases.map(\.rawValue).prefix(5) == ["css", "dtcg", "xcassets", "gtk", "figma"])
        for format in ExportFormat.allCases {
            #expect(ExportFormat(rawValue: format.rawValue) == format)
            let written = format.export(theme, sourceFileName: "Acme.theme.yaml").files.map(\.path)
            #expect(written == (format.writesFolder ? written.filter { !$0.isEmpty } : [""]), "\(format)")
            #expect(!written.isEmpty, "\(format)")
            var splitting = ExportOptions(sourceFileName: "Acme.theme.yaml")
            splitting[.split] = true
            let split = format.export(theme, options: splitting)
            #expect(
                split.files.contains { $0.path.isEmpty } == !(format.writesFolder || format.takes(.split)), "\(format)")
        }
        #expect(ExportFormat.taking(.split) == [.dtcg])
        #expect(ExportFormat(rawValue: "tokens") == nil)
    }

    /// A writer reads the options it declares and no other, so the help and
    /// the checks that name the formats an option is for (from the
    /// declarations) are right: each option changes the Acme export of every
    /// format that declares it, and of no other.
    @Test func aWriterReadsTheOptionsItDeclaresAndNoOther() throws {
        let (theme, _) = try ExportSupport.resolve(
            ExportSupport.repository.appendingPathComponent("Themes/Acme.theme.yaml"))
        let plain = ExportOptions(sourceFileName: "Acme.theme.yaml")
        var splitting = plain
        splitting[.split] = true
        var oneMode = plain
        oneMode[.figmaModes] = 1
        #expect(plain[.split] == false && plain[.figmaModes] == 4)
        for format in ExportFormat.allCases {
            let asIs = format.export(theme, options: plain)
            #expect((format.export(theme, options: splitting) != asIs) == format.takes(.split), "\(format) split")
            #expect((format.export(theme, options: oneMode) != asIs) == format.takes(.figmaModes), "\(format) modes")
        }
        #expect(ExportFormat.taking(.figmaModes) == [.figma])
        // A format that writes one file names it apart from the theme's other outputs (its golden file's name).
        let files = ExportFormat.allCases.filter { !$0.writesFolder }.map { $0.outputName(for: "Acme") }
        #expect(Set(files).count == files.count && !files.contains("Acme"), "\(files)")
    }

    /// The commands' help names every format the registries hold, from the
    /// registries: a format added there is in the help.
    @Test func theHelpNamesEveryFormatOfTheRegistries() throws {
        // The help wraps its lines: read as words.
        func words(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let check = words(
            try SwatchExecutable.run(["check", "--help"], in: SwatchExecutable.temporaryDirectory()).stdout)
        for noun in InputFormats.nouns { #expect(check.contains(noun + "s"), "\(noun): \(check)") }
        #expect(check.contains("Figma files"))
        let export = try SwatchExecutable.run(["export", "--help"], in: SwatchExecutable.temporaryDirectory())
        for format in ExportFormat.allCases {
            #expect(export.stdout.contains(format.rawValue), "\(format): \(export.stdout)")
        }
        // Each option's help names the formats that declare it.
        #expect(words(export.stdout).contains("--split dtcg only: write a folder"))
        #expect(words(export.stdout).contains("--figma-modes <figma-modes> figma only: the most modes"))
    }
}
