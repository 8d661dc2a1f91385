import Foundation
import Swatch
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchModel
@testable import SwatchPipeline
@testable import SwatchSyntax
@testable import SwatchTestSupport

/// Every fix-it on an imported file is an edit of the file it targets, in
/// that file's own format: applied one at a time, the files still read, and
/// the finding it fixed is gone.
@Suite struct ImportFixItTests {
    /// The files of one check, in memory: what a fix-it edits.
    struct Files {
        var texts: [String: String]

        /// `fixIt` applied: its range replaced, or its file made.
        mutating func apply(_ fixIt: Diagnostic.FixIt, of diagnostic: Diagnostic) throws {
            let range = fixIt.range(in: diagnostic)
            if fixIt.createsFile {
                #expect(texts[range.file] == nil, "a fix-it makes '\(range.file)', which exists")
                texts[range.file] = fixIt.replacement
                return
            }
            let text = try #require(texts[range.file], "a fix-it edits '\(range.file)', which does not exist")
            var scalars = Array(text.unicodeScalars)
            guard let start = Self.offset(range.start, in: scalars), let end = Self.offset(range.end, in: scalars)
            else {
                throw ExportSupport.Failure("'\(fixIt.message)' edits past the end of '\(range.file)'")
            }
            scalars.replaceSubrange(start..<end, with: Array(fixIt.replacement.unicodeScalars))
            var result = String.UnicodeScalarView()
            result.append(contentsOf: scalars)
            texts[range.file] = String(result)
        }

        /// The index of a line and column (in Unicode scalars, from 1).
        static func offset(_ place: SwatchDiagnostics.SourceLocation, in scalars: [Unicode.Scalar]) -> Int? {
            var line = 1
            var index = 0
            while line < place.line {
                guard let newline = scalars[index...].firstIndex(of: "\n") else { return nil }
                index = newline + 1
                line += 1
            }
            let offset = index + place.column - 1
            return offset <= scalars.count ? offset : nil
        }

        func source(_ path: String) -> ThemeSource? { texts[path].map { ThemeSource(path: path, text: $0) } }
    }

    /// What identifies a finding across an edit that does not move it.
    struct Key: Hashable {
        var rule: RuleID
        var severity: Diagnostic.Severity
        var subject: String?
        var file: String
        var line: Int
        init(_ diagnostic: Diagnostic) {
            (rule, severity, subject) = (diagnostic.rule, diagnostic.severity, diagnostic.subject)
            (file, line) = (diagnostic.file, diagnostic.line)
        }
    }

    /// How much is left to fix: an error weighs more than a warning (a fix
    /// may leave a value between the minimum and the aim), a note nothing.
    static func weight(_ diagnostics: [Diagnostic]) -> Int {
        diagnostics.map { $0.severity == .error ? 2 : $0.severity == .warning ? 1 : 0 }.reduce(0, +)
    }

    /// Applies the first fix-it not tried yet, checks again, and holds each
    /// step to the promise, until no fix-it is left; returns the fix-its applied.
    @discardableResult
    static func applyEveryFixIt(_ files: inout Files, check: (Files) -> [Diagnostic]) throws -> [String] {
        var found = check(files)
        var applied: [String] = []
        for _ in 0..<40 {
            guard let fixed = found.first(where: { $0.fixIt != nil }), let fixIt = fixed.fixIt else { break }
            try files.apply(fixIt, of: fixed)
            applied.append("\(fixed.rule) \(fixed.subject ?? ""): \(fixIt.message)")
            let again = check(files)
            // The files still read: no YAML or reading error anywhere.
            let unreadable = again.filter { !$0.rule.rawValue.hasPrefix("DM-") && $0.severity == .error }
            #expect(unreadable.isEmpty, "after '\(fixIt.message)': \(unreadable.map(\.message))")
            #expect(!again.map(Key.init).contains(Key(fixed)), "after '\(fixIt.message)' the finding is still there")
            // Cleaner by the fixed rule: a pair made may bring contrast
            // findings to light, which is what pairing is for.
            // A guess confirmed is judged as stated: its pair may then fail
            // as an error, which is what confirming it is for.
            let rule = { (diagnostic: Diagnostic) in diagnostic.rule == fixed.rule }
            #expect(
                fixIt.isGuess || Self.weight(again.filter(rule)) < Self.weight(found.filter(rule)),
                "'\(fixIt.message)' leaves the files no cleaner")
            found = again
        }
        #expect(!found.contains { $0.fixIt != nil }, "fix-its left after 40: \(found.compactMap(\.fixIt?.message))")
        return applied
    }

    /// Whether the DM-unpaired findings left after every fix are only those
    /// with no background to propose: each says why it has no fix-it.
    static func onlyUnfixableUnpairedLeft(_ found: [Diagnostic]) -> Bool {
        found.allSatisfy { finding in
            finding.rule != .dmUnpaired
                || finding.fixIt == nil
                    && finding.notes.contains { $0.message.hasPrefix("no fix-it: ") }
        }
    }

    static func fixture(_ path: String) throws -> String {
        try String(contentsOf: ExportSupport.repository.appendingPathComponent(path), encoding: .utf8)
    }

    static func checkTokens(_ path: String, _ files: Files) -> [Diagnostic] {
        let document = ThemeImporter.tokenDocument(
            files.source(path)!, files: .inMemory(files.texts, root: "Tests/Fixtures/tokens"))
        return document.check(with: ThemeCompiler()).diagnostics
    }

    @Test(arguments: [
        ["Tests/Fixtures/tokens/unpaired/App.tokens.json"],
        [
            "Tests/Fixtures/tokens/four-files/App.resolver.json",
            "Tests/Fixtures/tokens/four-files/primitives.tokens.json",
            "Tests/Fixtures/tokens/four-files/themes/light.tokens.json",
            "Tests/Fixtures/tokens/four-files/themes/dark.tokens.json",
            "Tests/Fixtures/tokens/four-files/themes/light-hc.tokens.json",
            "Tests/Fixtures/tokens/four-files/themes/dark-hc.tokens.json",
        ],
        [
            "Tests/Fixtures/tokens/brands/App.resolver.json", "Tests/Fixtures/tokens/brands/base.tokens.json",
            "Tests/Fixtures/tokens/brands/modes.json", "Tests/Fixtures/tokens/brands/themes.json",
        ],
    ])
    func everyFixItOfATokenFixtureIsAValidEditOfItsFile(paths: [String]) throws {
        var files = Files(texts: [:])
        for path in paths { files.texts[path] = try Self.fixture(path) }
        let before = Self.checkTokens(paths[0], files)
        #expect(before.contains { $0.fixIt != nil })
        try Self.applyEveryFixIt(&files) { Self.checkTokens(paths[0], $0) }
        // Every edit is in a token file, never in a pairs file.
        #expect(Set(files.texts.keys) == Set(paths))
    }

    @Test func aTokensPairsFixItsGoInItsExtensionsAsTheDTCGExportWritesThem() throws {
        let path = "Tests/Fixtures/tokens/unpaired/App.tokens.json"
        var files = Files(texts: [path: try Self.fixture(path)])
        let applied = try Self.applyEveryFixIt(&files) { Self.checkTokens(path, $0) }
        #expect(applied.filter { $0.hasPrefix("DM-unpaired") }.count == 2)
        let (root, _) = YAMLReader().read(Array(files.texts[path]!.utf8), file: path)
        for name in ["body", "hint"] {
            let on = root?["color"]?[name]?["$extensions"]?["dev.swatch"]?["on"]?.items.map { $0.map(\.scalar) }
            #expect(on == ["{color.canvas}"], "\(name)")
        }
        // The divider (1.70:1 on the canvas, below 3:1) is not drawn on it by a fix.
        #expect(root?["color"]?["divider"]?["$extensions"]?["dev.swatch"]?["on"] == nil)
        let after = Self.checkTokens(path, files)
        #expect(Self.onlyUnfixableUnpairedLeft(after))
        #expect(after.contains { $0.rule == .dmUnpaired && $0.subject == "divider" })
        // What cannot be fixed in a plain token file is one note for the file.
        let elevation = after.filter { $0.rule == .dmElevation }
        #expect(elevation.count == 1)
        #expect(elevation.first?.severity == .note)
        #expect(elevation.first?.line == 1)
    }

    // MARK: Asset catalogs

    static func catalogFiles() throws -> Files {
        let (theme, _) = try ExportSupport.resolve(ExportSupport.themes[0])
        let catalog = AssetCatalogExporter.export(ExportModel(theme))
        var files = Files(texts: [:])
        for file in catalog.files { files.texts["App/Base.xcassets/" + file.path] = file.contents }
        return files
    }

    static func checkCatalog(_ files: Files, pairs given: String? = nil) -> [Diagnostic] {
        let sets = files.texts.keys.filter { $0.hasSuffix(".colorset/Contents.json") }.sorted()
            .map { files.source($0)! }
        let pairsPath = AssetCatalogPaths.pairsFile(forCatalog: "App/Base.xcassets")
        let catalog = ThemeImporter.catalogDocument(
            path: "App/Base.xcassets", colorSets: sets, pairs: files.source(given ?? pairsPath), pairsPath: pairsPath)
        return catalog.check(with: ThemeCompiler()).diagnostics
    }

    @Test func aCatalogsPairsAreFixedInItsPairsFileWhichTheFirstFixMakes() throws {
        var files = try Self.catalogFiles()
        let before = Self.checkCatalog(files)
        let unpaired = before.filter { $0.rule == .dmUnpaired }
        #expect(unpaired.count == 5)
        let fixable = unpaired.filter { $0.fixIt != nil }
        #expect(fixable.count >= 2)
        for finding in unpaired {
            #expect(finding.message.contains("in the pairs file 'App/Base.pairs.yaml'"))
            #expect(!finding.message.contains("'on:'"))
        }
        for finding in fixable {
            #expect(finding.fixIt?.createsFile == true)
            #expect(finding.fixIt?.range?.file == "App/Base.pairs.yaml")
        }
        // No elevated value can be written in a catalog: one note, not a
        // warning per background.
        let elevation = before.filter { $0.rule == .dmElevation }
        #expect(elevation.count == 1)
        #expect(elevation.first?.severity == .note)
        #expect(elevation.first?.message.contains("'canvas', 'cardBackground'") == true)
        // The first finding about a guessed color says where its role came from.
        let body = try #require(before.first { $0.subject == "body" })
        #expect(body.notes.contains { $0.message.contains("its name has the word 'body'") })

        try Self.applyEveryFixIt(&files) { Self.checkCatalog($0) }
        let pairs = try #require(files.texts["App/Base.pairs.yaml"])
        let (root, problems) = YAMLReader().read(Array(pairs.utf8), file: "App/Base.pairs.yaml")
        #expect(problems.isEmpty)
        #expect(root?["colors"]?.pairs?.count == fixable.count)
        #expect(Self.onlyUnfixableUnpairedLeft(Self.checkCatalog(files)))
    }

    @Test(arguments: [
        // Each shape a pairs file may have when a fix comes: the entry added,
        // or the color's `on:` extended.
        "modifiers:\n  theme: brand\n",
        "colors:\n",
        "colors:\n  headline: { role: label }\n  body:\n    role: label\n",
        "colors:\n  headline: { on: [cardBackground] }\n  body: { role: label, on: canvas }\n",
        "colors: { headline: { role: label, on: [] } }\n",
        "# roles and pairs\ncolors:\n    divider:\n        on:\n            - cardBackground\n",
    ])
    func aFixAddsToThePairsFileAsItIsWritten(pairsText: String) throws {
        var files = try Self.catalogFiles()
        files.texts["App/Base.pairs.yaml"] = pairsText
        #expect(Self.checkCatalog(files).contains { $0.rule == .dmUnpaired && $0.fixIt?.createsFile == false })
        try Self.applyEveryFixIt(&files) { Self.checkCatalog($0) }
        #expect(Self.onlyUnfixableUnpairedLeft(Self.checkCatalog(files)))
    }

    @Test func aValueFixItOnACatalogRewritesTheComponentsInPlace() throws {
        var files = try Self.catalogFiles()
        // The divider made too faint on the card.
        let path = "App/Base.xcassets/divider.colorset/Contents.json"
        files.texts[path] = files.texts[path]!.replacing("0x8A", with: "0xE0")
        files.texts["App/Base.pairs.yaml"] = "colors:\n  divider: { on: [cardBackground] }\n"
        let found = Self.checkCatalog(files).filter { $0.rule == .dmContrast && $0.fixIt != nil }
        let replacement = try #require(found.first?.fixIt?.replacement)
        // The object as the file lays it out, its components' values alone changed, in hex as the export wrote them.
        #expect(
            replacement.hasPrefix(
                "{\n        \"color-space\" : \"srgb\",\n        \"components\" : {\n          \"alpha\" : \"1.000\",\n          \"blue\" : \"0x"
            ))
        #expect(!replacement.contains("0xE0"))
        try Self.applyEveryFixIt(&files) { Self.checkCatalog($0) }
        #expect(Self.checkCatalog(files).allSatisfy { $0.rule != .dmContrast || $0.severity != .error })
    }

    // MARK: Figma variables

    static func checkFigma(_ files: Files) -> [Diagnostic] {
        let figma = ThemeImporter.figma(
            files.source("Tests/Fixtures/figma/app.figma.json")!, mapping: files.source("figma-mapping.yaml"))
        return figma?.document.check(with: ThemeCompiler()).diagnostics ?? []
    }

    @Test(arguments: ["pairs:\n  gray/0: [bgColor/default]\n", "modes: {}\n"])
    func aFigmaFilesPairsAreFixedInItsMappingFile(mapping: String) throws {
        var files = Files(texts: [
            "Tests/Fixtures/figma/app.figma.json": try Self.fixture("Tests/Fixtures/figma/app.figma.json"),
            "figma-mapping.yaml": mapping,
        ])
        // The note on the pairs inferred from names is DM-unpaired's too, and no finding.
        let before = Self.checkFigma(files).filter { $0.rule == .dmUnpaired && $0.severity != .note }
        #expect(before.count > 1)
        #expect(before.contains { $0.fixIt != nil })
        #expect(before.allSatisfy { $0.fixIt == nil || $0.fixIt?.range?.file == "figma-mapping.yaml" })
        try Self.applyEveryFixIt(&files) { Self.checkFigma($0) }
        // Figma's own file is never edited: its values are set in Figma.
        #expect(
            files.texts["Tests/Fixtures/figma/app.figma.json"]
                == (try Self.fixture("Tests/Fixtures/figma/app.figma.json")))
        #expect(Self.onlyUnfixableUnpairedLeft(Self.checkFigma(files).filter { $0.severity != .note }))
        let (root, problems) = YAMLReader().read(Array(files.texts["figma-mapping.yaml"]!.utf8), file: "m.yaml")
        #expect(problems.isEmpty)
        let firstPair = before.first.flatMap { finding in
            root?["pairs"]?.pairs?.first { $0.key.scalar != "gray/0" }?.value.items?.first?.scalar
        }
        #expect(firstPair == "bgColor/default")
    }

    @Test func withoutAMappingFileAFigmaPairIsAdviceWithoutAnEdit() throws {
        let files = Files(texts: [
            "Tests/Fixtures/figma/app.figma.json": try Self.fixture("Tests/Fixtures/figma/app.figma.json")
        ])
        let unpaired = Self.checkFigma(files).filter { $0.rule == .dmUnpaired && $0.severity != .note }
        #expect(!unpaired.isEmpty)
        #expect(unpaired.allSatisfy { $0.fixIt == nil && $0.message.contains("in the mapping file: pairs:") })
    }
}
