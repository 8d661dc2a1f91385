import Foundation
import SwatchDiagnostics
import SwatchPipeline
import SwatchSupport
import Testing

@testable import SwatchLSP
@testable import SwatchTestSupport

/// The server repeats only the checks an edit can change (``CheckMemo``),
/// and finds what a whole check finds, after every edit.
@Suite struct IncrementalCheckTests {
    /// The documents a run edits: a theme and two token files a resolver
    /// on disk reads (four contexts, Increase Contrast among them), all open.
    static let theme = """
        swatch: 1
        extends: system
        colors:
          paper: { role: background, light: "#FFFFFF", dark: "#1C1C1E" }
          ink: { role: label, light: "#1D1D1F", dark: "#F5F5F7", on: [paper] }
          hint: { role: secondaryLabel, light: "#8A8A8E", dark: "#98989D", on: [paper] }
          accent: { role: fill, light: "#007AFF", dark: { ref: ink }, on: [paper] }

        """
    static let editable = ["Palette.theme.yaml", "light.tokens.json", "dark.tokens.json"]

    /// One edit: which document, where (a fraction of its length), and what
    /// it writes: a hex digit over one of a literal's digits, or a piece of
    /// text inserted (which may break the document's syntax).
    struct Edit: CustomStringConvertible {
        var document: Int
        /// The document's name, as a failure shows it.
        var name: String
        var place: Double
        var digit: Character
        var inserted: String?

        var description: String {
            "\(name) at \(place): \(inserted.map { "insert \($0.debugDescription)" } ?? "digit \(digit)")"
        }
    }

    static func drawEdits(using generator: inout SeededGenerator) -> [Edit] {
        drawEdits(of: editable, using: &generator)
    }

    /// Twelve edits of the documents named `names`.
    static func drawEdits(of names: [String], using generator: inout SeededGenerator) -> [Edit] {
        let pieces = ["}", ",", "\"", "x", " ", "\n", "{ref: ink}", "#12"]
        return (0..<12)
            .map { _ in
                let document = Int.random(in: 0..<names.count, using: &generator)
                return Edit(
                    document: document, name: names[document],
                    place: Double.random(in: 0..<1, using: &generator),
                    digit: "0123456789ABCDEF".randomElement(using: &generator)!,
                    inserted: Int.random(in: 0..<5, using: &generator) == 0
                        ? pieces.randomElement(using: &generator)! : nil)
            }
    }

    /// `text` with `edit` made: its digit over the hex digit of a literal
    /// nearest after its place (or the first), or its piece inserted there.
    static func apply(_ edit: Edit, to text: String) -> String {
        var characters = Array(text)
        let place = Int(edit.place * Double(characters.count))
        if let inserted = edit.inserted {
            characters.insert(contentsOf: inserted, at: place)
            return String(characters)
        }
        // The digits of the `#` literals: the values an edit of a color changes.
        var digits: [Int] = []
        for index in characters.indices where characters[index] == "#" {
            var next = index + 1
            while next < characters.count, characters[next].isHexDigit {
                digits.append(next)
                next += 1
            }
        }
        guard let target = digits.first(where: { $0 >= place }) ?? digits.first else { return text }
        characters[target] = edit.digit
        return String(characters)
    }

    /// A fresh folder for a test's workspace, named by `name`.
    static func workspace(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("swatch-\(name)-\(ProcessInfo.processInfo.processIdentifier)").path
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Each seed's run of edits of the documents `names` of `folder`, all
    /// open, made through a server, whose findings after each edit are
    /// compared with a whole check's; how many checks the memo answered.
    static func editAndCompare(_ names: [String], in folder: String) async throws -> Int {
        try await editAndCompareCounting(names, in: folder).checks
    }

    /// ``editAndCompare(_:in:)``, also counting the pairs the contrast rules
    /// found to pass unmeasured (``ContrastVerdicts``).
    static func editAndCompareCounting(_ names: [String], in folder: String) async throws -> (
        checks: Int, pairs: Int, colors: Int, resolved: Int
    ) {
        let texts = try names.map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
        var reused = 0
        var reusedPairs = 0
        var reusedColors = 0
        var reusedResolved = 0
        // Each seed draws a run of edits (PropertySeeds: fixed in CI, replayed by SWATCH_SEED).
        func draw(_ generator: inout SeededGenerator) -> [Edit] { drawEdits(of: names, using: &generator) }
        await PropertySeeds.check(count: 25, draw: draw) { edits in
            let server = LanguageServer()
            server.workspace = WorkspaceThemes.scan([folder])
            var current = texts
            let uris = names.map { DocumentURI.uri(of: folder + "/" + $0) }
            for (uri, text) in zip(uris, current) {
                server.documents[uri] = TextDocument(uri: uri, version: 1, text: text)
            }
            server.refreshAnalysis()
            for (step, edit) in edits.enumerated() {
                current[edit.document] = Self.apply(edit, to: current[edit.document])
                let uri = uris[edit.document]
                server.documents[uri] = TextDocument(uri: uri, version: step + 2, text: current[edit.document])
                server.refreshAnalysis()
                let whole = WorkspaceAnalysis.check(documents: server.documents, workspace: server.workspace)
                #expect(server.analysis.diagnosticsByURI == whole.diagnosticsByURI, "after edit \(step + 1): \(edit)")
                #expect(
                    server.analysis.results.mapValues(\.diagnostics) == whole.results.mapValues(\.diagnostics),
                    "after edit \(step + 1): \(edit)")
            }
            reused += server.checkMemo.reusedChecks
            reusedPairs += server.checkMemo.reusedPairs
            reusedColors += server.checkMemo.stages.reused.decoded
            reusedResolved += server.checkMemo.stages.reused.resolved
        }
        return (reused, reusedPairs, reusedColors, reusedResolved)
    }

    /// A theme whose pairs pass and fail as its digits change: most pass
    /// (dark on white, light on black), so that they are kept, and an edit
    /// of a channel's first digit makes one fail; one fails its aim from the
    /// start. A translucent layer is judged down its stack; references with
    /// and without alpha, levels and Increase Contrast values.
    static let contrastTheme = """
        swatch: 1
        extends: system
        colors:
          paper: { role: background, light: "#FFFFFF", dark: { base: "#000000", elevated: "#1C1C1E" } }
          scrim: { role: background, light: "#00000010", dark: "#FFFFFF10", on: paper }
          ink: { role: label, light: "#111111", dark: "#EEEEEE", on: [paper, scrim, systemBackground] }
          hint: { role: label, light: { ref: ink }, dark: "#DDDDDD", on: [paper] }
          accent: { role: fill, light: "#222222", dark: { ref: ink, alpha: 0.8 }, on: [paper, scrim] }
          muted: { role: separator, light: "#8A8A8E", dark: "#98989D", on: [paper] }
          strong:
            role: label
            light: "#000000"
            dark: "#FFFFFF"
            increasedContrast: { light: "#000000", dark: "#FFFFFF" }
            on: [paper]

        """

    /// The contrast rules keep the pairs that passed from one edit to the
    /// next (``ContrastVerdicts``): after every edit of a theme's values,
    /// what they find is what a whole check finds.
    @Test func pairsKeptBetweenEditsFindWhatAWholeCheckFinds() async throws {
        let folder = try Self.workspace("contrast-edits")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.contrastTheme.write(toFile: folder + "/Contrast.theme.yaml", atomically: true, encoding: .utf8)
        let reused = try await Self.editAndCompareCounting(["Contrast.theme.yaml"], in: folder)
        // Most edits change one value: the pairs it is not in passed unmeasured,
        // and the colors whose lines it did not touch were not decoded or made again.
        #expect(reused.pairs > 0)
        #expect(reused.colors > 0)
        #expect(reused.resolved > 0)
    }

    /// A theme whose colors span several lines, in block and flow style, one
    /// of them a block scalar's description, with YAML anchors and aliases
    /// at times (``editsOfAnAnchoredTheme``).
    static func layeredTheme(anchored: Bool) -> String {
        """
        swatch: 1
        extends: system
        colors:
          paper:
            role: background
            light: "#FFFFFF"
            dark: { base: "#000000", elevated: "#1C1C1E" }
          ink: \(anchored ? "&ink " : ""){ role: label, light: "#111111", dark: "#EEEEEE", on: [paper] }
          hint:
            role: label
            description: |
              Secondary text, a line of it
              and another.
            light: "#6E6E73"
            dark: "#AEAEB2"
            on: [paper]
          accent: \(anchored ? "*ink" : "{ role: fill, light: \"#222222\", dark: \"#DDDDDD\", on: [paper] }")
          muted: { role: separator, light: "#8A8A8E", dark: "#98989D", on: [paper] }
          strong:
            role: label
            light: "#000000"
            dark: { base: "#FFFFFF", elevated: auto }
            on: [paper]

        """
    }

    /// Decode takes a color from its last reading only where its lines are
    /// as they were and the file has no alias (``DecodeMemo``): after every
    /// edit of themes with and without aliases, multi-line colors and
    /// `auto`, what the server finds is what a whole check finds.
    @Test func editsOfLayeredThemesFindWhatAWholeCheckFinds() async throws {
        for anchored in [false, true] {
            let folder = try Self.workspace("layered-\(anchored)")
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try Self.layeredTheme(anchored: anchored)
                .write(toFile: folder + "/Layered.theme.yaml", atomically: true, encoding: .utf8)
            let reused = try await Self.editAndCompareCounting(["Layered.theme.yaml"], in: folder)
            // With an alias, no color is decoded from the memo (its content may be
            // written elsewhere); Resolve takes the colors decoded as they were.
            #expect(anchored ? reused.colors == 0 : reused.colors > 0, "anchored: \(anchored)")
            #expect(reused.resolved > 0, "anchored: \(anchored)")
        }
    }

    @Test func everyEditFindsWhatAWholeCheckFinds() async throws {
        let folder = try Self.workspace("incremental")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixtures = FixtureCorpus.root.appendingPathComponent("tokens/ax-contexts").path
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures) {
            try FileManager.default.copyItem(atPath: fixtures + "/" + name, toPath: folder + "/" + name)
        }
        try Self.theme.write(toFile: folder + "/Palette.theme.yaml", atomically: true, encoding: .utf8)
        let reused = try await Self.editAndCompare(Self.editable, in: folder)
        // Edits of one document leave the others' checks as they were: the memo answered for them.
        #expect(reused > 0)
    }

    /// A resolver document of GitHub Primer's shape: a base set of files,
    /// light and dark contexts that read one of them again, and a `size`
    /// modifier whose brands give dimension tokens of their own (read as the
    /// base, ``BrandsReadAsBase``) or, in `fine`, a color too (merged).
    static let resolver: [String: String] = [
        "App.resolver.json": """
        {
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/size" }],
          "sets": { "base": { "sources": [{ "$ref": "./light.tokens.json" }, { "$ref": "./functional.tokens.json" }] } },
          "modifiers": {
            "theme": { "contexts": { "light": [{ "$ref": "./light.tokens.json" }], "dark": [{ "$ref": "./dark.tokens.json" }] }, "default": "light" },
            "size": { "contexts": { "default": [], "coarse": [{ "$ref": "./size-coarse.tokens.json" }], "fine": [{ "$ref": "./size-fine.tokens.json" }] }, "default": "default" }
          }
        }
        """,
        "light.tokens.json": """
        { "base": { "$type": "color",
          "white": { "$value": "#FFFFFF" }, "black": { "$value": "#1F2328" },
          "gray": { "$value": "#818B98" }, "blue": { "$value": "#0969DA" } } }
        """,
        "dark.tokens.json": """
        { "base": { "$type": "color",
          "white": { "$value": "#0D1117" }, "black": { "$value": "#F0F6FC" },
          "gray": { "$value": "#656C76" }, "blue": { "$value": "#4493F8" } } }
        """,
        "functional.tokens.json": """
        { "bg": { "$type": "color", "default": { "$value": "{base.white}", "$extensions": { "dev.swatch": { "role": "background" } } } },
          "fg": { "$type": "color",
            "default": { "$value": "{base.black}", "$extensions": { "dev.swatch": { "role": "label", "on": ["{bg.default}"] } } },
            "muted": { "$value": "{base.gray}", "$extensions": { "dev.swatch": { "role": "secondaryLabel", "on": ["{bg.default}"] } } },
            "accent": { "$value": "{base.blue}", "$extensions": { "dev.swatch": { "role": "tint", "on": ["{bg.default}"] } } } } }
        """,
        "size-coarse.tokens.json": """
        { "control": { "minTarget": { "auto": { "$type": "dimension", "$value": "44px" } } } }
        """,
        "size-fine.tokens.json": """
        { "control": { "minTarget": { "auto": { "$type": "dimension", "$value": "16px" } } },
          "fg": { "accent": { "$type": "color", "$value": "#0550AE" } } }
        """,
    ]

    @Test func everyEditOfAResolversTokenFilesFindsWhatAWholeCheckFinds() async throws {
        let folder = try Self.workspace("resolver-edits")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in Self.resolver {
            try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        let edited = ["light.tokens.json", "dark.tokens.json", "size-coarse.tokens.json", "size-fine.tokens.json"]
        let reused = try await Self.editAndCompare(edited, in: folder)
        #expect(reused > 0)
    }
}
