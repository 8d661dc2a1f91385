import Foundation
import Swatch
import SwatchSupport
import SwatchSyntax
import Testing

@testable import SwatchColorTools
@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchModel
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// Figma variables files read for checking and written as themes.
@Suite struct FigmaImportTests {
    static let folder = ExportSupport.repository.appendingPathComponent("Tests/Fixtures/figma")

    static func fixture(_ name: String) throws -> ThemeSource {
        let url = folder.appendingPathComponent(name)
        return ThemeSource(path: "Tests/Fixtures/figma/\(name)", bytes: Array(try Data(contentsOf: url)))
    }

    static func imported(_ name: String, mapping: String? = nil) throws -> ThemeImporter.FigmaImport {
        let mappingSource = mapping.map { ThemeSource(path: "mapping.yaml", text: $0) }
        return try #require(ThemeImporter.figma(try fixture(name), mapping: mappingSource))
    }

    /// The written theme files checked together, as `swatch check` checks them.
    static func checkWritten(_ imported: ThemeImporter.FigmaImport) -> [ThemeCompiler.Result] {
        let sources = imported.themeFiles.map { ThemeSource(path: $0.name, text: $0.text) }
        return ThemeCompiler().check(sources)
    }

    /// What the checker says of the colors, wherever it points: the rules of
    /// the guidelines, not the reading of the file.
    /// Their advice aside, which each format words in its own terms (the
    /// mapping file, a mode in Figma) where the theme words it in the language;
    /// and what the import says it inferred (its pairs and primitives, which
    /// the written theme says as `on:` and `exempt:`).
    /// `guessed`: colors whose pairs the import inferred from names, whose
    /// contrast findings differ by design: questions in the JSON, judged in
    /// the theme written, where the `on:` is the user's to keep (marked
    /// `# guessed`).
    static func findings(_ diagnostics: [Diagnostic], guessed: Set<String> = []) -> [String] {
        Array(
            Set(
                diagnostics.filter { !$0.rule.rawValue.hasPrefix("THEME-") && !$0.rule.rawValue.hasPrefix("YAML-") }
                    .filter { !($0.rule == .dmContrast && guessed.contains($0.subject ?? "")) }
                    .filter { !($0.severity == .note && $0.rule == .dmUnpaired && $0.subject == nil) }
                    .map { diagnostic in
                        // A message that carries advice is told by what it is about;
                        // a contrast finding by its pair and figures, since where
                        // its value is written (once for every state in the JSON,
                        // a line per scheme in the theme) decides how its states group.
                        let advised = !(diagnostic.remedy?.advice.isEmpty ?? true)
                        let contrast = diagnostic.rule == .dmContrast || diagnostic.rule == .shElevated
                        // A collection without an elevated mode is one finding in
                        // the JSON and one per background in the written theme.
                        let what =
                            diagnostic.rule == .dmElevation
                            ? ""
                            : contrast
                                ? String(diagnostic.message.prefix { $0 != "(" })
                                : advised ? "\(diagnostic.subject ?? "") \(diagnostic.about)" : diagnostic.message
                        return "\(diagnostic.severity) \(diagnostic.rule.rawValue) \(what)"
                    })
        )
        .sorted()
    }

    @Test func theShapeIsToldFromDesignTokens() throws {
        #expect(ThemeImporter.figma(ThemeSource(path: "a.json", text: ##"{"color": {"$value": "#fff"}}"##)) == nil)
        #expect(ThemeImporter.figma(ThemeSource(path: "a.json", text: #"{"meta": {"variables": {}}}"#)) != nil)
        #expect(FigmaFileNames.mayBeVariables(try Self.fixture("app.figma.json").bytes))
        #expect(FigmaFileNames.readsAsVariables(try Self.fixture("app.figma.json").bytes))
        #expect(!FigmaFileNames.readsAsVariables(Array(#"{"meta": {"name": "a package"}}"#.utf8)))
    }

    @Test func modesArePlacedInTheirStatesAndTheRestAreBrands() throws {
        let imported = try Self.imported("app.figma.json")
        #expect(imported.document.diagnostics.hasErrors == false)
        #expect(imported.document.brands.map(\.description) == ["Color: Dark dimmed"])
        let result = ThemeCompiler().check(imported: imported.document.base, diagnostics: [])
        let theme = try #require(result.theme)
        let fg = try #require(theme.colors.first { $0.name == "fgColorDefault" })
        let darkHC = Appearance(colorScheme: .dark, level: .base, contrast: .increased)
        let lightHC = Appearance(colorScheme: .light, level: .base, contrast: .increased)
        #expect(fg.table[.light].hex == "#1F2328")
        #expect(fg.table[.dark].hex == "#F0F6FC")
        #expect(fg.table[lightHC].hex == "#000000")
        #expect(fg.table[darkHC].hex == "#FFFFFF")
        #expect(fg.role == .label)
        #expect(fg.source?.on.map(\.value) == ["bgColorDefault"])
        // The brand replaces the dark states with the dimmed mode's values.
        let brandAST = try #require(imported.document.brands.first?.ast)
        let brand = try #require(ThemeCompiler().check(imported: brandAST, diagnostics: []).theme)
        let dimmed = try #require(brand.colors.first { $0.name == "fgColorDefault" })
        #expect(dimmed.table[.dark].hex == "#ADBAC7")
        #expect(dimmed.table[darkHC].hex == "#ADBAC7")
        #expect(dimmed.table[.light].hex == "#1F2328")
    }

    @Test func remoteAliasesAreOneWarningPerVariableAtItsFirstAlias() throws {
        let imported = try Self.imported("app.figma.json")
        let remote = imported.document.diagnostics.filter { $0.message.contains("a library this file does not hold") }
        #expect(remote.count == 1)
        let note = try #require(remote.first)
        #expect(note.severity == .warning)
        #expect(note.rule == .themeUnread)
        #expect(
            note.message
                == "'button/primary/bg' (VariableID:1:29) aliases 'VariableID:abc123/456:7', 'VariableID:abc123/456:8' in the modes 'Light', 'Light high contrast', variables of a library this file does not hold: its value is unknown in 8 of 16 states, written 'unknown' and never judged there. Import the library's variables too, or give the value here"
        )
        // At the alias object in the JSON, not at the variable.
        #expect(note.range.file == "Tests/Fixtures/figma/app.figma.json")
        #expect(note.line > 600)
        #expect(imported.summary.contains("aliases to other libraries: 2 (their values unknown, never judged)"))
    }

    @Test func checkingTheJSONFindsWhatCheckingTheImportedThemeFinds() throws {
        for name in ["app.figma.json", "large.figma.json"] {
            let imported = try Self.imported(name)
            let written = Self.checkWritten(imported)
            // The base alone: the same findings, from the JSON and from the theme.
            let base = ThemeCompiler().check(imported: imported.document.base, diagnostics: [])
            #expect(!Self.findings(base.diagnostics).isEmpty)
            let guessed = Set((imported.document.base?.colors ?? []).filter(\.onGuessed).map(\.name.value))
            #expect(
                Self.findings(base.diagnostics, guessed: guessed)
                    == Self.findings(written[0].diagnostics, guessed: guessed), "\(name)")
            // Brands are checked once their base has no errors, in both.
            if !written[0].diagnostics.hasErrors {
                let fromJSON = imported.document.check(with: ThemeCompiler())
                let guessedAnywhere = guessed.union(
                    imported.document.brands.flatMap { $0.ast.colors.filter(\.onGuessed).map(\.name.value) })
                #expect(
                    Self.findings(fromJSON.diagnostics, guessed: guessedAnywhere)
                        == Self.findings(written.flatMap(\.diagnostics), guessed: guessedAnywhere), "\(name)")
            }
            // Nothing of the language is wrong in what was written.
            // (THEME-unread says what is `unknown`: not a mistake of the language.)
            let language = written.flatMap(\.diagnostics)
                .filter { $0.rule.rawValue.hasPrefix("THEME-") && $0.rule != .themeExtends && $0.rule != .themeUnread }
            #expect(language.isEmpty, "\(language.map(\.message))")
        }
    }

    @Test func theImportedThemeCompilesToSwift() throws {
        let imported = try Self.imported("app.figma.json")
        let sources = imported.themeFiles.map { ThemeSource(path: $0.name, text: $0.text) }
        // A value the file cannot give is written `unknown`, which a compile
        // refuses at its place.
        let refused = ThemeCompiler().compile(sources)[0].diagnostics.filter { $0.rule == .themeMissing }
        #expect(
            refused.map(\.message) == [
                "'buttonPrimaryBg' has no known value in every light state; compiling needs every value: give it one in place of 'unknown'"
            ])
        #expect(refused.first?.severity == .error)
        #expect(refused.first.map { "\($0.line):\($0.column)" } == "127:12")
        // The findings of the fixture are errors of contrast; with that rule
        // off, and the unknown value given, what remains must compile.
        let relaxed = sources.map { source in
            ThemeSource(
                path: source.path,
                text: String(decoding: source.bytes, as: UTF8.self)
                    .replacingOccurrences(of: "swatch: 1\n", with: "swatch: 1\nrules:\n  DM-contrast: warning\n")
                    .replacingOccurrences(of: "light: unknown", with: "light: \"#0969DA\""))
        }
        let results = ThemeCompiler().compile(relaxed)
        for result in results {
            #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
            #expect(result.swift?.contains("fgColorDefault") == true)
        }
    }

    @Test func adviceSpeaksOfFigmaAndTheMappingFile() throws {
        let imported = try Self.imported("app.figma.json")
        let found = imported.document.check(with: ThemeCompiler()).diagnostics
        let unpaired = try #require(found.first { $0.rule == .dmUnpaired && $0.subject == "borderColorDefault" })
        // The default background is not proposed: the border fails on it (a
        // note says so), so the advice names no background.
        #expect(unpaired.message.hasSuffix("in the mapping file: pairs: { borderColor/default: […] }"))
        #expect(
            unpaired.notes.contains { $0.message.hasPrefix("not drawn on 'bgColorDefault' by the fix-it: it reaches") })
        // One finding for the collection's missing mode, not one per background.
        let elevation = found.filter { $0.rule == .dmElevation }
        #expect(elevation.count == 1)
        #expect(elevation.first?.message.contains("the collection 'Color' has no mode for the elevated level") == true)
        #expect(elevation.first?.message.contains("'bgColor/default'") == true)
        #expect(elevation.first?.message.contains("add a mode named 'Dark elevated' to it in Figma") == true)
        // Where a role came from: the scopes in Figma, at the first finding on the color.
        let roleNote = unpaired.notes.first { $0.message.contains("is a separator") }
        #expect(roleNote?.message == "'borderColorDefault' is a separator: the variable's 'scopes' field says so here")
    }

    @Test func literalsKeepFigmasNumbers() throws {
        let samples = [
            Color(red: 0.1, green: 0.2, blue: 0.3),
            Color(red: 10 / 255, green: 102 / 255, blue: 194 / 255, alpha: 0.12),
            Color(red: 1, green: 0, blue: 0.000_012_5, alpha: 0.5),
            Color(red: 10 / 255, green: 102 / 255, blue: 194 / 255, alpha: 128 / 255),
        ]
        for color in samples {
            let text = FigmaLiteral.text(color)
            guard case .success(let back) = CSSColorParser.parse(text) else {
                Issue.record("\(text) does not parse")
                continue
            }
            #expect(back == color, "\(text)")
        }
        // A byte stored as a 32-bit float is that byte.
        let stored = Color(red: Double(Float(10.0 / 255)), green: 1, blue: 0)
        #expect(FigmaLiteral.text(FigmaLiteral.snapped(stored)) == "#0AFF00")
    }

    @Test func everyMistakeIsReportedAtItsPlaceAndTheRestIsImported() throws {
        let imported = try Self.imported("bad.figma.json")
        let found = imported.document.diagnostics
        func one(_ rule: RuleID, _ words: String) -> Diagnostic? {
            let matching = found.filter { $0.rule == rule && $0.message.contains(words) }
            #expect(matching.count == 1, "\(rule.rawValue) \(words): \(found.map(\.message))")
            return matching.first
        }
        let cycle = one(.themeCycle, "'loop/a' (VariableID:3:5) → 'loop/b' (VariableID:3:6)")
        #expect(cycle?.severity == .error)
        #expect(
            one(.themeMissing, "'missing/dark' (VariableID:3:7) has no value in the mode 'Dark'")?.severity == .error)
        #expect(one(.themeValue, "'r' of a color of 'out/of/range' (VariableID:3:8) is 1.5") != nil)
        #expect(one(.themeValue, "is the text \"0.5\"") != nil)
        #expect(one(.themeType, "aliases 'size' (VariableID:3:9), a FLOAT variable")?.severity == .error)
        #expect(one(.themeUnread, "1 variable is not a color (1 FLOAT)")?.severity == .warning)
        #expect(one(.themeUnread, "'futureField'")?.severity == .warning)
        #expect(one(.themeReference, "'orphan' (VariableID:3:12) names the collection")?.severity == .error)
        for diagnostic in found {
            #expect(diagnostic.range.file == "Tests/Fixtures/figma/bad.figma.json")
            #expect(diagnostic.line > 1)
        }
        // What could be read is in the theme: the good label, and the
        // variable missing only its dark value.
        let names = imported.document.base?.colors.map(\.name.value) ?? []
        #expect(names.contains("fgColorOk"))
        #expect(names.contains("missingDark"))
        #expect(!names.contains("outOfRange"))
        // The written theme holds no circle: it reads without a language error.
        let written = Self.checkWritten(imported).flatMap(\.diagnostics)
        #expect(written.filter { $0.rule.rawValue.hasPrefix("THEME-") }.isEmpty, "\(written.map(\.message))")
    }

    @Test(arguments: ["NaN", ".nan", "-Infinity", "\"1\"", "2", "-0.5", "[1]"])
    func channelsOtherThanNumbersFrom0To1AreRefused(value: String) throws {
        let text = """
            {"meta": {"variableCollections": {"C:1": {"name": "C", "modes": [{"modeId": "1:0", "name": "Light"}]}},
            "variables": {"V:1": {"name": "red", "variableCollectionId": "C:1", "resolvedType": "COLOR",
            "valuesByMode": {"1:0": {"r": \(value), "g": 0, "b": 0, "a": 1}}}}}}
            """
        let imported = try #require(ThemeImporter.figma(ThemeSource(path: "v.json", text: text)))
        let error = try #require(imported.document.diagnostics.first { $0.rule == .themeValue })
        #expect(error.severity == .error)
        #expect(error.line == 3)
        #expect(imported.document.base?.colors.isEmpty == true)
    }

    @Test func aColorWithValuesInHighContrastModesAloneIsWrittenAsTheCheckerReadsIt() throws {
        let text = """
            {"meta": {"variableCollections": {"C:1": {"name": "C", "modes": [{"modeId": "l", "name": "Light"},
            {"modeId": "d", "name": "Dark"}, {"modeId": "lh", "name": "Light high contrast"}]}},
            "variables": {"V:1": {"name": "ink", "variableCollectionId": "C:1", "resolvedType": "COLOR",
            "valuesByMode": {"lh": {"r": 0, "g": 0, "b": 0, "a": 1}}}}}}
            """
        let imported = try #require(ThemeImporter.figma(ThemeSource(path: "v.json", text: text)))
        #expect(imported.document.diagnostics.filter { $0.rule == .themeMissing }.count == 2)
        let ink = try #require(imported.document.base?.colors.first)
        #expect(ink.name.value == "ink")
        #expect(ink.standard.light != nil)
        let written = Self.checkWritten(imported).flatMap(\.diagnostics)
        #expect(!written.contains { $0.rule == .themeMissing }, "\(written.map(\.message))")
        #expect(imported.themeFiles[0].text.contains("  ink:\n"))
    }

    @Test func anExtendedCollectionsOverridesAreSaidToBeUnread() throws {
        let text = """
            {"meta": {"variableCollections": {
            "C:1": {"name": "Base", "modes": [{"modeId": "m", "name": "Light"}]},
            "C:2": {"name": "Ocean", "isExtension": true, "parentVariableCollectionId": "C:1",
              "modes": [{"modeId": "o", "name": "Light", "parentModeId": "m"}],
              "variableOverrides": {"V:1": {"o": {"r": 0, "g": 0.3, "b": 0.6, "a": 1}}}}},
            "variables": {"V:1": {"name": "ink", "variableCollectionId": "C:1", "resolvedType": "COLOR",
            "valuesByMode": {"m": {"r": 0, "g": 0, "b": 0, "a": 1}}}}}}
            """
        let imported = try #require(ThemeImporter.figma(ThemeSource(path: "v.json", text: text)))
        let note = try #require(imported.document.diagnostics.first { $0.message.contains("'variableOverrides'") })
        #expect(note.severity == .warning)
        #expect(note.rule == .themeUnread)
        #expect(note.message.hasPrefix("the extended collection 'Ocean' overrides its parent's variables"))
        #expect(note.line == 5)
        #expect(imported.document.base?.colors.map(\.name.value) == ["ink"])
    }

    @Test func namesWithLineBreaksAndControlsAreWrittenSoTheThemeReads() throws {
        // JSON escapes: a carriage return, NEL, LINE SEPARATOR, a C1 control
        // and the byte order mark, in a name, a mode, a description and an alias.
        let odd = #"a\rb\u0085c\u2028d\u0090e\ufefff"#
        let text = """
            {"meta": {"variableCollections": {"C:1": {"name": "C\(odd)", "modes": [{"modeId": "l", "name": "Light"},
            {"modeId": "d", "name": "Dark \(odd)"}]}},
            "variables": {"V:1": {"name": "ink/\(odd)", "variableCollectionId": "C:1", "resolvedType": "COLOR",
            "description": "\(odd)", "valuesByMode": {"l": {"r": 0, "g": 0, "b": 0, "a": 1},
            "d": {"type": "VARIABLE_ALIAS", "id": "X\(odd)"}}}}}}
            """
        let imported = try #require(ThemeImporter.figma(ThemeSource(path: "v.json", text: text)))
        #expect(!imported.document.diagnostics.hasErrors, "\(imported.document.diagnostics.map(\.message))")
        #expect(imported.themeFiles.count == 2)
        let written = Self.checkWritten(imported).flatMap(\.diagnostics)
        #expect(
            !written.contains { $0.rule.rawValue.hasPrefix("YAML-") || $0.rule == .themeUnknownKey },
            "\(written.map(\.message))")
        let decoded = ThemeCompiler().check(ThemeSource(path: "v.theme.yaml", text: imported.themeFiles[0].text))
        let ink = try #require(decoded.theme?.colors.first)
        #expect(ink.source?.description?.value == "a\rb\u{85}c\u{2028}d\u{90}e\u{FEFF}f")
    }

    @Test func aFileOverTheSizeLimitIsRefusedCleanly() throws {
        var limits = CompilerLimits()
        limits.fileSize = 1_000
        let source = try Self.fixture("app.figma.json")
        let imported = try #require(ThemeImporter.figma(source, limits: limits))
        #expect(imported.document.diagnostics.contains { $0.rule == .yamlSyntax && $0.message.contains("1,000") })
        #expect(imported.themeFiles.isEmpty)
    }

    @Test func aMappingFileDecidesModesRolesAndPairs() throws {
        let mapping = """
            modes:
              Color:
                Dark dimmed: skip
            roles:
              highlight: tint
              borderColor/default: separator
            pairs:
              borderColor/default: [bgColor/muted]
              highlight: [bgColor/default]
            """
        let imported = try Self.imported("app.figma.json", mapping: mapping)
        #expect(imported.document.brands.isEmpty)
        #expect(imported.summary.contains("  Color: Dark dimmed → skipped (mapping file)"))
        let colors = try #require(imported.document.base?.colors)
        let highlight = try #require(colors.first { $0.name.value == "highlight" })
        #expect(highlight.role.value == .tint)
        #expect(highlight.on.map(\.value) == ["bgColorDefault"])
        #expect(colors.first { $0.name.value == "borderColorDefault" }?.on.map(\.value) == ["bgColorMuted"])
        let theme = try #require(imported.themeFiles.first?.text)
        #expect(theme.contains("role: tint\n"))
        #expect(!theme.contains("role: tint  # guessed"))
    }

    @Test func namesInTheMappingFileThatTheFileLacksAreReported() throws {
        let mapping = """
            modes:
              Colour:
                Dark: dark
              Color:
                Dim: brand dark
                Dark: sideways
            roles:
              fgColor/defualt: label
              fgColor/muted: text
            """
        let imported = try Self.imported("app.figma.json", mapping: mapping)
        let messages = (imported.document.diagnostics + imported.document.besides)
            .filter { $0.range.file == "mapping.yaml" }.map(\.message)
        #expect(
            messages.contains(
                "'Colour' is no collection of 'Tests/Fixtures/figma/app.figma.json'; did you mean 'Color'?"))
        #expect(messages.contains { $0.hasPrefix("'Dim' is no mode of 'Color'") })
        #expect(messages.contains { $0.hasPrefix("'sideways' is not where a mode can go") })
        #expect(
            messages.contains {
                $0.hasPrefix("'fgColor/defualt' is no color variable")
                    && $0.hasSuffix("did you mean 'fgColor/default'?")
            })
        #expect(messages.contains { $0.hasPrefix("'text' is not a role") })
    }

    @Test func rolesComeFromScopesThenNames() {
        #expect(FigmaRoleGuess(scopes: ["TEXT_FILL"], name: "x").role == .label)
        #expect(FigmaRoleGuess(scopes: ["STROKE_COLOR"], name: "x").role == .separator)
        #expect(FigmaRoleGuess(scopes: ["FRAME_FILL"], name: "x").role == .background)
        #expect(FigmaRoleGuess(scopes: ["SHAPE_FILL"], name: "x").role == .fill)
        #expect(FigmaRoleGuess(scopes: ["ALL_FILLS", "STROKE_COLOR"], name: "x").role == .tint)
        #expect(FigmaRoleGuess(scopes: ["FRAME_FILL", "SHAPE_FILL"], name: "bgColor/muted").evidence == .scopeAndName)
        #expect(FigmaRoleGuess(scopes: ["ALL_SCOPES"], name: "fgColor/default").role == .label)
        #expect(FigmaRoleGuess(scopes: ["ALL_SCOPES"], name: "borderColor/x").role == .separator)
        #expect(FigmaRoleGuess(scopes: ["ALL_SCOPES"], name: "gray/500").evidence == .fallback)
        #expect(FigmaRoleGuess(scopes: ["ALL_FILLS"], name: "accent/primary").role == .tint)
        // Every fill is text's too: SEED's `fg/neutral-inverted` is a label.
        #expect(FigmaRoleGuess(scopes: ["ALL_FILLS"], name: "fg/neutral-inverted").role == .label)
        #expect(FigmaRoleGuess(scopes: ["ALL_FILLS"], name: "x").role == .background)
        #expect(FigmaRoleGuess(scopes: ["ALL_FILLS"], name: "accent/primary").evidence == .scopeAndName)
    }

    @Test func modeNamesSayStatesOrBrands() {
        #expect(FigmaModePlacement(modeName: "Light") == .states(words: ["light"]))
        #expect(FigmaModePlacement(modeName: "Dark high contrast") == .states(words: ["dark", "high"]))
        #expect(FigmaModePlacement(modeName: "Light mode") == .states(words: ["light"]))
        #expect(FigmaModePlacement(modeName: "Dark dimmed") == .brand(words: ["dark"]))
        #expect(FigmaModePlacement(modeName: "Tritanopia") == .brand(words: []))
        #expect(FigmaModePlacement(modeName: "Dark dimmed").brandStates.count == 4)
        #expect(FigmaModePlacement(modeName: "Tritanopia").brandStates.count == 8)
        #expect(FigmaModePlacement(phrase: "brand dark") == .brand(words: ["dark"]))
        #expect(FigmaModePlacement(phrase: "skip") == .skip)
        #expect(FigmaModePlacement(phrase: "sideways") == nil)
    }

    @Test func theLargeFileImportsWhole() throws {
        let imported = try Self.imported("large.figma.json")
        // 820: one variable whose every mode aliases a library the file does
        // not hold is imported, its values unknown, not left out.
        #expect(
            imported.summary.first == "1120 variables in 12 collections: 820 colors imported, 300 variables not colors")
        #expect(imported.document.brands.count == 5)
        #expect(!imported.document.diagnostics.hasErrors)
        #expect(imported.themeFiles.count == 6)
    }
}
