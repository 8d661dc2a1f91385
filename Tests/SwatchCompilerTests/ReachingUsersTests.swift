import Foundation
import Swatch
import SwatchDiagnostics
import SwatchFormats
import SwatchModel
import SwatchSupport
import Testing

@testable import SwatchCheck
@testable import SwatchPipeline

/// Who shows a written value, found among the colors that show its color
/// (``AliasedValues/users(of:showing:)``), is who every color's walk finds
/// (``AliasedValues/allUsers``): for every value every color shows, in
/// themes with references, levels and YAML anchors and merges, and in
/// token files whose aliases share a token's value.
@Suite struct ReachingUsersTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A value shared by a YAML alias and a merge key, not by a reference:
    /// `twin` and `merged` show `ink`'s light literal, written once.
    static let anchors = """
        swatch: 1
        extends: system
        colors:
          ground: { role: background, light: "#01503F", dark: "#000000" }
          ink: &ink { role: label, light: "#004000", dark: "#EEEEEE", on: [ground] }
          twin: *ink
          merged: { <<: *ink, dark: "#FFFFFF" }
          pale: { role: label, light: { ref: twin }, dark: { ref: merged, alpha: 0.9 }, on: [ground] }
          far: { role: label, light: { ref: pale }, dark: "#F0F0F0", on: [ground] }

        """

    static let themes = [
        "Themes/Dusk.theme.yaml", "Themes/Acme.theme.yaml", "Themes/Studio.theme.yaml", "Themes/System.theme.yaml",
        "Tests/Fixtures/good/Couch.theme.yaml", "Tests/Fixtures/good/Mailbox.theme.yaml",
        "Tests/Fixtures/good/Minimal.theme.yaml", "Tests/Fixtures/good/Notes.theme.yaml",
        "Tests/Fixtures/good/Reader.theme.yaml", "Tests/Fixtures/good/Wrist.theme.yaml",
    ]

    static let tokenFiles = [
        "Tests/Fixtures/tokens/aliases/App.tokens.json", "Tests/Fixtures/tokens/ax-contexts/HIG.resolver.json",
        "Tests/Fixtures/tokens/context-files/App.resolver.json", "Tests/Fixtures/tokens/four-files/App.resolver.json",
        "Tests/Fixtures/tokens/color-forms/App.resolver.json", "Tests/Fixtures/figma/app.figma.json",
    ]

    /// For every color and every state whose value is written somewhere,
    /// the users found from that color are every walk's; returns how many
    /// values were compared.
    @discardableResult
    static func compare(_ theme: ResolvedTheme, _ label: String) -> Int {
        let aliased = AliasedValues(theme: theme, pairs: [], pairsOf: [:], targets: { _ in nil })
        var compared = 0
        for color in theme.colors {
            for index in 0..<8 {
                guard let definition = aliased.definition(of: color, at: index) else { continue }
                let found = aliased.users(of: definition, showing: color[Appearance(index: index)])
                let all = aliased.allUsers[definition] ?? []
                #expect(
                    found.map { "\($0.color.name) \($0.states)" } == all.map { "\($0.color.name) \($0.states)" },
                    "\(label): \(color.name) in state \(index)")
                compared += 1
            }
        }
        return compared
    }

    @Test func valuesSharedByAnchorsAndMergesAreFound() throws {
        let theme = try #require(ThemeCompiler().check(ThemeSource(path: "A.theme.yaml", text: Self.anchors)).theme)
        #expect(Self.compare(theme, "anchors") > 0)
        let aliased = AliasedValues(theme: theme, pairs: [], pairsOf: [:], targets: { _ in nil })
        let pale = try #require(theme.color(named: "pale"))
        let light = Appearance.light
        let definition = try #require(aliased.definition(of: pale, at: light.index))
        let names = aliased.users(of: definition, shownBy: pale, in: light).map(\.color.name)
        #expect(names == ["ink", "twin", "merged", "pale", "far"])
    }

    /// What the findings say of the shared value: the colors an anchor
    /// shares it with are named, as every walk names them.
    @Test func aFixItNamesTheColorsAnAnchorSharesItsValueWith() {
        let found = ThemeCompiler().check(ThemeSource(path: "A.theme.yaml", text: Self.anchors)).diagnostics
        let fixIt = found.first { $0.rule == .dmContrast && $0.subject == "pale" }?.fixIt
        #expect(fixIt?.message.contains("('far', 'merged', 'twin')") == true, "\(fixIt?.message ?? "no fix-it")")
    }

    @Test(arguments: themes)
    func themesFindEveryWalksUsers(_ path: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        let theme = try #require(ThemeCompiler().check(ThemeSource(path: path, text: text)).theme)
        #expect(Self.compare(theme, path) > 0)
    }

    @Test(arguments: tokenFiles)
    func importsFindEveryWalksUsers(_ path: String) throws {
        let full = Self.root.appendingPathComponent(path).path
        let source = try #require(ThemeSource(contentsOf: full))
        let environment = InputEnvironment(files: .disk { _ in Self.root.path })
        let kind = InputFormats.kind(of: full) { source.bytes }
        let input = try #require(InputFormats.read(source, as: kind, in: environment))
        let theme = try #require(input.check(with: ThemeCompiler()).theme)
        #expect(Self.compare(theme, path) > 0)
    }
}
