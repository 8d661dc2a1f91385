import Foundation
import Swatch
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchModel
@testable import SwatchPipeline
@testable import SwatchSyntax
@testable import SwatchTestSupport

// Keeps the language's two descriptions honest against the decoder, which is
// the truth about the language: the JSON Schema (schema/swatch-theme.schema.json)
// and the reference (docs/language.md).

/// The repository's root: this file is `Tests/SwatchReferenceTests/<name>.swift`.
private let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private func repositoryFile(_ path: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
}

/// The YAML and Decode stages over `text`, as the compiler runs them.
private func decode(_ text: String, path: String = "Probe.theme.yaml") -> (ast: ThemeAST?, diagnostics: [Diagnostic]) {
    let source = ThemeSource(path: path, text: text)
    let (tape, yamlDiagnostics) = YAMLReader().readTape(source.bytes, file: source.path)
    guard let tape else { return (nil, yamlDiagnostics) }
    let (ast, decodeDiagnostics) = ThemeDecoder().decode(tape.root, file: source.path, namespace: source.namespace)
    return (ast, yamlDiagnostics + decodeDiagnostics)
}

/// True when the decoder reads `text` without an error.
private func decoderAccepts(_ text: String) -> Bool {
    !decode(text).diagnostics.hasErrors
}

private func describe(_ diagnostics: [Diagnostic], lineOffset: Int = 0) -> String {
    diagnostics.map { "\($0.line + lineOffset):\($0.column): \($0.severity.rawValue): \($0.message) [\($0.rule)]" }
        .joined(separator: "\n")
}

/// The JSON Schema, walked the way an editor walks it: through `$ref`s and
/// the branches of `anyOf`.
private struct ThemeSchema {
    typealias Node = [String: Any]
    let root: Node

    init() throws {
        let text = try repositoryFile("schema/swatch-theme.schema.json")
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        root = try #require(object as? Node, "the schema's top level is not an object")
    }

    var definitions: Node { root["definitions"] as? Node ?? [:] }

    /// `node` with its `$ref`s followed.
    func resolved(_ node: Node) -> Node {
        var node = node
        var hops = 0
        while let reference = node["$ref"] as? String, hops < 20 {
            let prefix = "#/definitions/"
            guard reference.hasPrefix(prefix),
                let target = definitions[String(reference.dropFirst(prefix.count))] as? Node
            else {
                Issue.record("the schema's $ref '\(reference)' leads nowhere")
                return [:]
            }
            node = target
            hops += 1
        }
        return node
    }

    /// `node` and, recursively, the branches of its `anyOf`, each resolved.
    func alternatives(_ node: Node) -> [Node] {
        let node = resolved(node)
        let branches = (node["anyOf"] as? [Any] ?? []).compactMap { $0 as? Node }
        return [node] + branches.flatMap(alternatives)
    }

    /// The alternative of `node` that declares properties; with `requiring`,
    /// the one whose `required` holds that key.
    func object(_ node: Node, requiring key: String? = nil) -> Node? {
        alternatives(node)
            .first { alternative in
                guard alternative["properties"] is Node else { return false }
                guard let key else { return true }
                return (alternative["required"] as? [String])?.contains(key) ?? false
            }
    }

    func properties(_ node: Node) -> Node { object(node)?["properties"] as? Node ?? [:] }

    func propertyNames(_ node: Node) -> Set<String> { Set(properties(node).keys) }

    func property(_ node: Node, _ name: String) -> Node {
        guard let property = properties(node)[name] as? Node else {
            Issue.record("the schema declares no property '\(name)' here")
            return [:]
        }
        return property
    }

    /// The schema of each entry of a `colors:`-like section.
    func section(_ name: String) -> Node {
        resolved(property(root, name)["additionalProperties"] as? Node ?? [:])
    }

    /// True when the object alternative of `node` refuses unknown keys.
    func isClosed(_ node: Node) -> Bool {
        switch object(node)?["additionalProperties"] {
        case let flag as Bool: !flag
        case let flag as NSNumber: !flag.boolValue
        default: false
        }
    }

    /// The words of the first `enum` among the alternatives of `node`.
    func words(_ node: Node) -> [String] {
        for alternative in alternatives(node) {
            if let words = alternative["enum"] as? [Any] { return words.compactMap { $0 as? String } }
        }
        return []
    }

    /// The whole numbers of the first `enum` among the alternatives of `node`.
    func integers(_ node: Node) -> [Int] {
        for alternative in alternatives(node) {
            if let values = alternative["enum"] as? [Any] { return values.compactMap { number($0).map { Int($0) } } }
        }
        return []
    }

    /// `minimum…maximum` of the number alternative of `node`.
    func bounds(_ node: Node) -> ClosedRange<Double>? {
        for alternative in alternatives(node) {
            if let low = number(alternative["minimum"]), let high = number(alternative["maximum"]) { return low...high }
        }
        return nil
    }

    /// True when `text`, as a YAML string, is valid for `node`: one of its
    /// words, or a match of one of its patterns.
    func acceptsString(_ text: String, for node: Node) throws -> Bool {
        if words(node).contains(text) { return true }
        for alternative in alternatives(node) {
            guard let pattern = alternative["pattern"] as? String else { continue }
            if try matches(text, pattern) { return true }
        }
        return false
    }

    func pattern(of node: Node) -> String? {
        alternatives(node).lazy.compactMap { $0["pattern"] as? String }.first
    }
}

/// A JSON number, however the JSON reader gave it.
private func number(_ value: Any?) -> Double? {
    switch value {
    case let value as Double: value
    case let value as Int: Double(value)
    case let value as NSNumber: value.doubleValue
    default: nil
    }
}

/// JSON Schema patterns search (they are not anchored); these are anchored
/// with ^…$ themselves.
private func matches(_ text: String, _ pattern: String) throws -> Bool {
    let regex = try NSRegularExpression(pattern: pattern)
    return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
}

// MARK: - The schema

@Suite struct ThemeSchemaTests {
    fileprivate let schema: ThemeSchema

    init() throws { schema = try ThemeSchema() }

    @Test func isDraft07() {
        #expect(schema.root["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
    }

    @Test func declaresExactlyTheDecodersKeys() {
        let sections: [(String, ThemeSchema.Node, [String])] = [
            ("the top level", schema.root, ThemeDecoder.topLevelKeys),
            ("a color", schema.section("colors"), ThemeDecoder.colorKeys),
            ("a material", schema.section("materials"), ThemeDecoder.materialKeys),
            ("a surface", schema.section("surfaces"), ThemeDecoder.surfaceKeys),
            ("an image", schema.section("images"), ThemeDecoder.imageKeys),
        ]
        for (what, node, keys) in sections {
            #expect(schema.propertyNames(node) == Set(keys), "the schema's keys of \(what)")
            #expect(schema.isClosed(node), "the schema must refuse unknown keys in \(what), as the decoder does")
        }
    }

    /// The decoder's lists for the smaller mappings are inline; its "unknown
    /// key" message lists them, so probe it with a key no list has.
    @Test func nestedMappingsDeclareTheKeysTheDecoderKnows() throws {
        let probe = "qqqqqqqqqq"
        let color = schema.section("colors")
        let material = schema.section("materials")
        let model = schema.property(material, "model")
        let image = schema.section("images")
        let colorValue = schema.property(color, "light")
        let cases: [(String, ThemeSchema.Node?, String)] = [
            (
                "contrast", schema.object(schema.property(schema.root, "contrast")),
                "swatch: 1\ncontrast: { \(probe): 4 }\n"
            ),
            (
                "a color's increasedContrast", schema.object(schema.property(color, "increasedContrast")),
                "swatch: 1\ncolors:\n  c:\n    role: tint\n    light: '#000000'\n    increasedContrast: { \(probe): '#000000' }\n"
            ),
            (
                "a reference", schema.object(colorValue, requiring: "ref"),
                "swatch: 1\ncolors:\n  c:\n    role: tint\n    light: { ref: d, \(probe): 1 }\n"
            ),
            (
                "levels", schema.object(colorValue, requiring: "base"),
                "swatch: 1\ncolors:\n  c:\n    role: tint\n    light: { base: '#000000', \(probe): '#000000' }\n"
            ),
            (
                "a material's model", schema.object(model),
                "swatch: 1\nmaterials:\n  m:\n    material: thin\n    model: { \(probe): {} }\n"
            ),
            (
                "one scheme of a model", schema.object(schema.property(model, "light")),
                "swatch: 1\nmaterials:\n  m:\n    material: thin\n    model: { light: { \(probe): 1 } }\n"
            ),
            (
                "an image's increasedContrast", schema.object(schema.property(image, "increasedContrast")),
                "swatch: 1\nimages:\n  i:\n    increasedContrast: { \(probe): a.png }\n"
            ),
        ]
        for (what, node, yaml) in cases {
            let node = try #require(node, "the schema has no object for \(what)")
            let diagnostics = decode(yaml).diagnostics
            let unknown = try #require(
                diagnostics.first { $0.rule == .themeUnknownKey },
                "the decoder did not refuse an unknown key in \(what)")
            let marker = "; use one of: "
            let list = try #require(unknown.message.range(of: marker), "no key list in: \(unknown.message)")
            let known = Set(unknown.message[list.upperBound...].components(separatedBy: ", "))
            #expect(schema.propertyNames(node) == known, "the schema's keys of \(what)")
            #expect(schema.isClosed(node), "the schema must refuse unknown keys in \(what), as the decoder does")
        }
    }

    @Test func enumsMatchTheDecodersWords() {
        let color = schema.section("colors")
        #expect(schema.words(schema.property(color, "role")) == ColorRoleName.allCases.map(\.rawValue))
        #expect(schema.words(schema.property(color, "text")) == TextSize.allCases.map(\.rawValue))
        #expect(schema.words(schema.property(schema.root, "access")) == AccessLevel.allCases.map(\.rawValue))
        #expect(schema.words(schema.property(schema.root, "platform")) == Platform.allCases.map(\.rawValue))
        #expect(schema.integers(schema.property(schema.root, "swatch")) == Array(ThemeDecoder.supportedVersions))
        for (rule, level) in schema.properties(schema.property(schema.root, "rules")) {
            let words = schema.words(level as? ThemeSchema.Node ?? [:])
            #expect(words == RuleSetting.Level.allCases.map(\.rawValue), "the levels of \(rule)")
        }
    }

    /// Words the decoder checks against lists of its own.
    @Test func wordsTheDecoderChecksAreAccepted() {
        for word in schema.words(schema.property(schema.root, "extends")) {
            #expect(decoderAccepts("swatch: 1\nextends: \(word)\n"), "extends: \(word)")
        }
        let variants = schema.words(schema.property(schema.section("images"), "variants"))
        #expect(Set(variants) == ["required", "optional"])
        for word in variants {
            #expect(decoderAccepts("swatch: 1\nimages:\n  i:\n    variants: \(word)\n"), "variants: \(word)")
        }
        #expect(!decoderAccepts("swatch: 1\nimages:\n  i:\n    variants: sometimes\n"))
    }

    @Test func rulesAreTheOnesThatCanBeChanged() {
        let changeable = Set(RuleCatalog.all.filter(\.canBeSilenced).map(\.id.rawValue))
        let themeRules = schema.property(schema.root, "rules")
        #expect(schema.propertyNames(themeRules) == changeable)
        #expect(schema.isClosed(themeRules), "an unknown or fixed rule id is an error (THEME-rule-id)")
        #expect(schema.propertyNames(schema.property(schema.section("colors"), "rules")) == changeable)
    }

    /// Each numeric range of the schema: its ends pass the decoder, and just
    /// beyond them is THEME-value.
    @Test func numericRangesMatchTheDecoder() throws {
        let color = schema.section("colors")
        let contrast = schema.property(schema.root, "contrast")
        let referenceObject = schema.object(schema.property(color, "light"), requiring: "ref")
        let modelObject = schema.object(schema.property(schema.section("materials"), "model"))
        let reference = try #require(referenceObject, "the schema has no reference object")
        let model = try #require(modelObject, "the schema has no material model object")
        let scheme = schema.property(model, "light")
        let colorWith = { (line: String) in
            "swatch: 1\ncolors:\n  ink:\n    role: label\n    light: '#000000'\n    dark: '#FFFFFF'\n" + line
        }
        let materialWith = { (line: String) in
            "swatch: 1\nmaterials:\n  m:\n    material: thin\n    model: { light: { \(line) } }\n"
        }
        let cases: [(String, ThemeSchema.Node, (String) -> String)] = [
            ("contrast", contrast, { "swatch: 1\ncontrast: \($0)\n" }),
            ("contrast.minimum", schema.property(contrast, "minimum"), { "swatch: 1\ncontrast: { minimum: \($0) }\n" }),
            ("contrast.aim", schema.property(contrast, "aim"), { "swatch: 1\ncontrast: { aim: \($0) }\n" }),
            ("a color's contrast", schema.property(color, "contrast"), { colorWith("    contrast: \($0)\n") }),
            (
                "alpha", schema.property(reference, "alpha"),
                { colorWith("  faint:\n    role: label\n    light: { ref: ink, alpha: \($0) }\n") }
            ),
            ("opacity", schema.property(scheme, "opacity"), { materialWith("opacity: \($0)") }),
            ("blur", schema.property(scheme, "blur"), { materialWith("blur: \($0)") }),
            ("saturation", schema.property(scheme, "saturation"), { materialWith("saturation: \($0)") }),
        ]
        for (what, node, theme) in cases {
            let range = schema.bounds(node)
            let bounds = try #require(range, "the schema gives \(what) no range")
            for inside in [bounds.lowerBound, bounds.upperBound] {
                let diagnostics = decode(theme("\(inside)")).diagnostics
                #expect(diagnostics.isEmpty, "\(what): \(inside) is in the schema's range\n\(describe(diagnostics))")
            }
            for outside in [bounds.lowerBound - 0.01, bounds.upperBound + 0.01] {
                let diagnostics = decode(theme("\(outside)")).diagnostics
                #expect(diagnostics.map(\.rule) == [.themeValue], "\(what): \(outside) is outside the schema's range")
            }
        }
    }

    /// Where the schema takes text by pattern, it agrees with the decoder on
    /// what is valid.
    @Test(arguments: [
        // alpha as a percentage
        ("0%", true), ("60%", true), ("100%", true), ("12.5%", true), (".5%", true), ("+5%", true),
        ("101%", false), ("100.5%", false), ("-5%", false), ("60 %", false), ("%", false), ("half%", false),
    ])
    func percentagesMatchTheDecoder(text: String, valid: Bool) throws {
        let referenceObject = schema.object(schema.property(schema.section("colors"), "light"), requiring: "ref")
        let reference = try #require(referenceObject, "the schema has no reference object")
        #expect(
            try schema.acceptsString(text, for: schema.property(reference, "alpha")) == valid, "schema on '\(text)'")
        let theme =
            "swatch: 1\ncolors:\n  ink:\n    role: label\n    light: { ref: ink2, alpha: '\(text)' }\n    dark: '#FFFFFF'\n"
        #expect(decoderAccepts(theme) == valid, "decoder on '\(text)'")
    }

    @Test(arguments: [
        ("64x64", true), ("64", true), ("44x20.5", true), ("64 x 64", true), ("64X32", true), ("0.5x1", true),
        ("64.", true),
        ("64x", false), ("x64", false), ("0x10", false), ("64x0", false), ("64x64x64", false), ("-4x4", false),
        ("big", false),
    ])
    func pointSizesMatchTheDecoder(text: String, valid: Bool) throws {
        #expect(
            try schema.acceptsString(text, for: schema.property(schema.section("images"), "size")) == valid,
            "schema on '\(text)'")
        #expect(decoderAccepts("swatch: 1\nimages:\n  i:\n    size: '\(text)'\n") == valid, "decoder on '\(text)'")
    }

    @Test(arguments: [
        ("iOS", true), ("ios", true), ("IOS", true), ("MacOS", true), ("tvos", true), ("watchOS", true),
        ("VISIONOS", true),
        ("iPadOS", false), ("mac", false), ("", false),
    ])
    func platformSpellingsMatchTheDecoder(text: String, valid: Bool) throws {
        #expect(
            try schema.acceptsString(text, for: schema.property(schema.root, "platform")) == valid,
            "schema on '\(text)'")
        #expect(decoderAccepts("swatch: 1\nplatform: '\(text)'\n") == valid, "decoder on '\(text)'")
    }

    /// YAML 1.2 (the language server's default) reads only true and false as
    /// booleans; the decoder also takes yes, no, on and off, which the schema
    /// then sees as text.
    @Test(arguments: [
        ("true", true), ("False", true), ("YES", true), ("no", true), ("On", true), ("OFF", true),
        ("maybe", false), ("1", false), ("y", false),
    ])
    func booleanWordsMatchTheDecoder(text: String, valid: Bool) throws {
        #expect(
            try schema.acceptsString(text, for: schema.property(schema.section("images"), "decorative")) == valid,
            "schema on '\(text)'")
        #expect(decoderAccepts("swatch: 1\nimages:\n  i:\n    decorative: \(text)\n") == valid, "decoder on '\(text)'")
    }

    /// Editors show a property's description on hover: every property has one.
    @Test func everyPropertyAndDefinitionIsDescribed() {
        var undescribed: [String] = []
        func visit(_ value: Any, path: String) {
            if let node = value as? ThemeSchema.Node {
                if let properties = node["properties"] as? ThemeSchema.Node {
                    for (name, property) in properties {
                        let description = (property as? ThemeSchema.Node)?["description"] as? String ?? ""
                        if description.isEmpty { undescribed.append("\(path)/properties/\(name)") }
                    }
                }
                for (key, child) in node { visit(child, path: "\(path)/\(key)") }
            } else if let items = value as? [Any] {
                for (index, item) in items.enumerated() { visit(item, path: "\(path)/\(index)") }
            }
        }
        visit(schema.root, path: "#")
        for (name, definition) in schema.definitions
        where ((definition as? ThemeSchema.Node)?["description"] as? String ?? "").isEmpty {
            undescribed.append("#/definitions/\(name)")
        }
        #expect(undescribed.sorted() == [])
    }
}

// MARK: - The reference

/// A fenced ```yaml block of docs/language.md.
private struct YAMLExample {
    /// The block's first line, a comment that says what it is.
    var marker: String
    var text: String
    /// The line of the document on which the YAML starts.
    var line: Int

    /// The value of `# key: value` on the first line, if it is that key.
    func value(of key: String) -> String? {
        let prefix = "# \(key):"
        guard marker.hasPrefix(prefix) else { return nil }
        return marker.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
    }
}

@Suite struct LanguageDocumentTests {
    let document: String

    init() throws { document = try repositoryFile("docs/language.md") }

    fileprivate var examples: [YAMLExample] {
        var examples: [YAMLExample] = []
        var current: (start: Int, lines: [String])?
        for (index, line) in document.components(separatedBy: "\n").enumerated() {
            if current == nil {
                if line == "```yaml" { current = (index + 2, []) }
            } else if line == "```" {
                let lines = current!.lines
                examples.append(
                    YAMLExample(
                        marker: lines.first ?? "", text: lines.joined(separator: "\n") + "\n", line: current!.start))
                current = nil
            } else {
                current!.lines.append(line)
            }
        }
        return examples
    }

    /// Every example marked `# theme: Name.theme.yaml` is a complete theme:
    /// it passes every check with no error or warning. The one exception is
    /// IMG-file: the reference names image files it does not ship.
    @Test func completeThemesPassTheChecker() throws {
        let themes = examples.compactMap { example in example.value(of: "theme").map { (file: $0, example: example) } }
        #expect(themes.count >= 6, "the reference shows complete themes")
        for (file, example) in themes {
            #expect(file.hasSuffix(".theme.yaml"), "line \(example.line): '\(file)' is not a theme file name")
            let diagnostics = ThemeCompiler().check(ThemeSource(path: file, text: example.text)).diagnostics
                .filter { $0.severity != .note && $0.rule != .imgFile }
            #expect(
                diagnostics.isEmpty,
                "docs/language.md, \(file) (YAML from line \(example.line)):\n\(describe(diagnostics, lineOffset: example.line - 1))"
            )
        }
    }

    /// Every example marked `# rejected: RULE-ID` is refused with that rule.
    @Test func rejectedExamplesFailWithTheirRule() throws {
        let rejected = examples.compactMap { example in
            example.value(of: "rejected").map { (rule: RuleID(rawValue: $0), example: example) }
        }
        #expect(rejected.count >= 10, "the reference shows the language's errors")
        for (rule, example) in rejected {
            #expect(RuleCatalog.description(of: rule) != nil, "line \(example.line): no rule \(rule)")
            // The whole pipeline: a missing base is found where themes are linked.
            let diagnostics = ThemeCompiler().check(ThemeSource(path: "Rejected.theme.yaml", text: example.text))
                .diagnostics
            #expect(
                diagnostics.contains { $0.rule == rule && $0.severity == .error },
                "docs/language.md, YAML from line \(example.line), should fail with \(rule):\n\(describe(diagnostics, lineOffset: example.line - 1))"
            )
        }
    }

    /// The rows between `<!-- literal-examples -->` and
    /// `<!-- /literal-examples -->`: a literal and the sRGB hex it equals.
    var literalExamples: [(literal: String, srgb: String)] {
        guard let start = document.range(of: "<!-- literal-examples -->"),
            let end = document.range(of: "<!-- /literal-examples -->", range: start.upperBound..<document.endIndex)
        else { return [] }
        return document[start.upperBound..<end.lowerBound].components(separatedBy: "\n")
            .compactMap { row in
                let cells = row.split(separator: "`", omittingEmptySubsequences: false)
                guard row.hasPrefix("| `"), cells.count >= 5 else { return nil }
                return (String(cells[1]), String(cells[3]))
            }
    }

    @Test func literalExamplesMatchTheSchemasPattern() throws {
        let schema = try ThemeSchema()
        let literalPattern = schema.pattern(of: schema.definitions["colorLiteral"] as? ThemeSchema.Node ?? [:])
        let pattern = try #require(literalPattern, "the schema has no pattern for color literals")
        #expect(literalExamples.count >= 20)
        for example in literalExamples {
            #expect(try matches(example.literal, pattern), "the schema's literal pattern refuses '\(example.literal)'")
        }
    }

    /// The color a literal decodes to, or the diagnostics that refuse it.
    func read(_ literal: String) -> Result<Color, DecodeFailure> {
        let theme = "swatch: 1\ncolors:\n  probe:\n    role: tint\n    light: '\(literal)'\n    dark: '\(literal)'\n"
        let (ast, diagnostics) = decode(theme)
        if diagnostics.hasErrors { return .failure(DecodeFailure(diagnostics: diagnostics)) }
        guard case .literal(let color, _) = ast?.colors.first?.standard.light else {
            return .failure(DecodeFailure(diagnostics: diagnostics))
        }
        return .success(color)
    }

    struct DecodeFailure: Error { var diagnostics: [Diagnostic] }

    /// `#RRGGBB` or `#RRGGBBAA`, read here rather than by the code under test.
    func hexColor(_ text: String) -> Color? {
        let digits = Array(text.dropFirst())
        guard text.hasPrefix("#"), digits.count == 6 || digits.count == 8 else { return nil }
        let bytes = stride(from: 0, to: digits.count, by: 2)
            .compactMap { UInt8(String(digits[$0..<$0 + 2]), radix: 16) }
        guard bytes.count == digits.count / 2 else { return nil }
        return Color(
            red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
    }

    /// Each documented literal reads as the color beside it, within one 8-bit step.
    @Test func literalExamplesReadAsDocumented() throws {
        let examples = literalExamples
        #expect(examples.count >= 20)
        for example in examples {
            let expected = try #require(hexColor(example.srgb), "'\(example.srgb)' is not #RRGGBB or #RRGGBBAA")
            switch read(example.literal) {
            case .success(let color):
                let step = 1.0 / 255 + 1e-9
                let close =
                    abs(color.red - expected.red) <= step && abs(color.green - expected.green) <= step
                    && abs(color.blue - expected.blue) <= step && abs(color.alpha - expected.alpha) <= step
                #expect(close, "'\(example.literal)' reads as \(color), not \(example.srgb)")
            case .failure(let failure):
                Issue.record(Comment(rawValue: "'\(example.literal)' is not read:\n\(describe(failure.diagnostics))"))
            }
        }
    }
}
