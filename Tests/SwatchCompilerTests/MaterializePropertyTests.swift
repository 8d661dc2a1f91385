import Swatch
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchModel
@testable import SwatchPipeline
@testable import SwatchTestSupport

/// `swatch fix --materialize` on random themes of light and dark values:
/// with `auto` written, and with the theme-wide `derive:`, in block and in
/// flow layout. Written out, every derived value is in the file: the theme
/// reads back with the same 16-state tables, no `auto` is left, nothing is
/// left unwritten, and materializing again changes nothing.
@Suite struct MaterializePropertyTests {
    /// The theme of `spec` with `derive:` rather than `auto`, its colors in
    /// block or flow layout.
    static func deriveYAML(_ spec: DerivePropertyTests.ThemeSpec, flow: Bool) -> String {
        func hex(_ value: UInt32) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return "\"#" + String(repeating: "0", count: 6 - digits.count) + digits + "\""
        }
        var text = "swatch: 1\nderive: [increasedContrast, elevated]\ncolors:\n"
        func color(_ name: String, _ keys: [(String, String)]) {
            if flow {
                text += "  \(name): { " + keys.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + " }\n"
            } else {
                text += "  \(name):\n" + keys.map { "    \($0.0): \($0.1)  # \($0.0)\n" }.joined()
            }
        }
        for (index, background) in spec.backgrounds.enumerated() {
            color(
                "bg\(index)",
                [("role", "background"), ("light", hex(background.light)), ("dark", hex(background.dark))])
        }
        for (index, foreground) in spec.foregrounds.enumerated() {
            var keys = [("role", foreground.role)]
            if let size = foreground.text { keys.append(("text", size)) }
            keys += [("light", hex(foreground.light)), ("dark", hex(foreground.dark)), ("on", "bg\(foreground.on)")]
            color("fg\(index)", keys)
        }
        if !spec.sheet.isEmpty {
            text += "surfaces:\n  sheet:\n    kind: sheet\n    background: bg0\n"
            text += "    content: [\(spec.sheet.map { "fg\($0)" }.joined(separator: ", "))]\n"
        }
        return text
    }

    /// The theme `yaml` materialized once and again: the first writes every
    /// derived value, the second nothing.
    @discardableResult
    static func checkMaterializing(_ yaml: String) throws -> (written: String, derived: ResolvedTheme) {
        let path = "M.theme.yaml"
        let compiler = ThemeCompiler()
        let derived = try #require(compiler.check(ThemeSource(path: path, text: yaml)).theme)
        let files = [path: Array(yaml.utf8)]
        let first = DerivedLiterals.edits(for: derived, in: files)
        #expect(first.left.isEmpty, "\(first.left)\n\(yaml)")
        let written = FixItEdits.apply(first.edits, to: files).files[path] ?? files[path]!
        let text = String(decoding: written, as: UTF8.self)
        let result = compiler.check(ThemeSource(path: path, text: text))
        #expect(
            !result.diagnostics.contains { $0.rule.rawValue.hasPrefix("THEME") || $0.rule == .yamlSyntax }, "\(text)")
        let literal = try #require(result.theme, "\(text)")
        #expect(!text.contains("auto"), "\(text)")
        for color in derived.colors where !color.isSystem {
            #expect(
                literal.color(named: color.name)?.table == color.table,
                "\(color.name)\nbefore:\n\(yaml)\nafter:\n\(text)")
        }
        let second = DerivedLiterals.edits(for: literal, in: [path: written])
        #expect(second.edits.isEmpty && second.left.isEmpty, "\(second.edits)\n\(text)")
        return (text, derived)
    }

    @Test func autoWrittenIsReplacedByItsLiterals() async {
        await PropertySeeds.check(count: 60, draw: DerivePropertyTests.drawTheme(using:)) { spec in
            try Self.checkMaterializing(spec.yaml)
        }
    }

    @Test func valuesTheThemesDeriveAsksForAreAddedToTheirColorsInBlockLayout() async {
        await PropertySeeds.check(count: 60, draw: DerivePropertyTests.drawTheme(using:)) { spec in
            try Self.checkMaterializing(Self.deriveYAML(spec, flow: false))
        }
    }

    @Test func valuesTheThemesDeriveAsksForAreAddedToTheirColorsInFlowLayout() async {
        await PropertySeeds.check(count: 60, draw: DerivePropertyTests.drawTheme(using:)) { spec in
            try Self.checkMaterializing(Self.deriveYAML(spec, flow: true))
        }
    }

    /// An elevated `auto` derived to one value with standard contrast and
    /// another with Increase Contrast: the first in its place, the second
    /// in an `increasedContrast:` the color did not have.
    @Test func anElevatedAutoThatDiffersWithIncreaseContrastIsWrittenInBoth() throws {
        let text = """
            swatch: 1
            colors:
              paper:
                role: background
                light: "#FFFFFF"
                dark: { base: "#1C1C1E", elevated: auto }  # lifted
              caption:
                role: label
                text: large
                light: "#57575C"
                dark: "#8E8E94"
                on: paper

            """
        // (#28282A and #2A2A2C: both kept lighter than the base, the first
        // nearer it where that reaches the aim 4.5:1, the second at the lift.)
        let (written, before) = try Self.checkMaterializing(text)
        let paper = try #require(before.color(named: "paper"))
        let standard = paper.table[Appearance(colorScheme: .dark, level: .elevated)].hex
        let increased = paper.table[Appearance(colorScheme: .dark, level: .elevated, contrast: .increased)].hex
        #expect(standard != increased)
        #expect(
            written.contains(
                """
                    dark: { base: "#1C1C1E", elevated: "\(standard)" }  # lifted
                    increasedContrast: { dark: { base: "#1C1C1E", elevated: "\(increased)" } }
                  caption:
                """), "\(written)")
    }
}
