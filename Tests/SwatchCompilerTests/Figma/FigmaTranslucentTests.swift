import Foundation
import Swatch
import SwatchSupport
import SwatchSyntax
import Testing

@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchPipeline

/// A translucent background (`bgColor/accent-muted`, 10–40% alpha) is drawn
/// on something: what the file implies, what the mapping file says, or, when
/// nothing says, the worst backdrop, said once for the background.
@Suite struct FigmaTranslucentTests {
    /// A collection `Color` (Light, Dark) with the variables given as
    /// `name: (light, dark)`, each `r g b a`.
    static func file(_ variables: [(String, String, String)]) -> String {
        func color(_ text: String) -> String {
            let channels = text.split(separator: " ")
            return #"{"r": \#(channels[0]), "g": \#(channels[1]), "b": \#(channels[2]), "a": \#(channels[3])}"#
        }
        let entries = variables.enumerated()
            .map { index, variable in
                #""V:\#(index)": {"name": "\#(variable.0)", "variableCollectionId": "C:1", "resolvedType": "COLOR", "valuesByMode": {"l": \#(color(variable.1)), "d": \#(color(variable.2))}}"#
            }
        return
            #"{"meta": {"variableCollections": {"C:1": {"name": "Color", "modes": [{"modeId": "l", "name": "Light"}, {"modeId": "d", "name": "Dark"}]}}, "variables": {"#
            + entries.joined(separator: ", ") + "}}}"
    }

    static let muted = ("bgColor/accent-muted", "0.33 0.68 1 0.4", "0.25 0.52 0.89 0.1")
    static let accent = ("fgColor/accent", "0.04 0.41 0.85 1", "0.27 0.58 0.97 1")
    static let onMuted = ("fgColor/onMuted", "0.12 0.14 0.16 1", "0.94 0.96 0.99 1")

    static func check(_ text: String, mapping: String) throws -> (ThemeImporter.FigmaImport, [Diagnostic]) {
        let imported = try #require(
            ThemeImporter.figma(
                ThemeSource(path: "v.figma.json", text: text), mapping: ThemeSource(path: "m.yaml", text: mapping)))
        return (imported, imported.document.check(with: ThemeCompiler()).diagnostics)
    }

    @Test func aTranslucentBackgroundSitsOnTheFilesOneDefaultBackground() throws {
        let text = Self.file([
            ("bgColor/default", "1 1 1 1", "0.05 0.07 0.09 1"), Self.muted, Self.accent,
        ])
        let (imported, found) = try Self.check(text, mapping: "pairs:\n  fgColor/accent: [bgColor/accent-muted]\n")
        let muted = try #require(imported.document.base?.colors.first { $0.name.value == "bgColorAccentMuted" })
        #expect(muted.on.map(\.value) == ["bgColorDefault"])
        #expect(
            imported.themeFiles[0].text
                .contains(
                    "    on: [bgColorDefault]  # guessed: from names (docs/import.md › Pairs from names)\n"
                ))
        // Judged on what it sits on, which the finding names; never over a backdrop.
        let contrast = found.filter { $0.rule == .dmContrast }
        #expect(!contrast.isEmpty)
        for finding in contrast {
            #expect(finding.message.contains("on 'bgColorAccentMuted' on 'bgColorDefault'"), "\(finding.message)")
            #expect(!finding.message.contains("backdrop"), "\(finding.message)")
        }
    }

    @Test func theMappingFileSaysWhatABackgroundIsDrawnOn() throws {
        let text = Self.file([
            ("bgColor/default", "1 1 1 1", "0.05 0.07 0.09 1"), ("bgColor/inset", "0.96 0.97 0.98 1", "0 0 0 1"),
            Self.muted, Self.accent,
        ])
        let mapping = "pairs:\n  bgColor/accent-muted: [bgColor/inset]\n  fgColor/accent: [bgColor/accent-muted]\n"
        let (imported, found) = try Self.check(text, mapping: mapping)
        let muted = try #require(imported.document.base?.colors.first { $0.name.value == "bgColorAccentMuted" })
        #expect(muted.on.map(\.value) == ["bgColorInset"])
        #expect(muted.on.first?.range.file == "m.yaml")
        for finding in found where finding.rule == .dmContrast {
            #expect(finding.message.contains("on 'bgColorAccentMuted' on 'bgColorInset'"), "\(finding.message)")
        }
    }

    @Test func whatNothingSaysIsJudgedOverTheWorstBackdropOncePerBackground() throws {
        // No default background: nothing says what the translucent one sits on.
        let text = Self.file([("bgColor/page", "1 1 1 1", "0.05 0.07 0.09 1"), Self.muted, Self.accent, Self.onMuted])
        let mapping = "pairs:\n  fgColor/accent: [bgColor/accent-muted]\n  fgColor/onMuted: [bgColor/accent-muted]\n"
        let (imported, found) = try Self.check(text, mapping: mapping)
        let muted = try #require(imported.document.base?.colors.first { $0.name.value == "bgColorAccentMuted" })
        #expect(muted.on.isEmpty)
        let contrast = found.filter { $0.rule == .dmContrast }
        #expect(contrast.count == 1, "\(contrast.map(\.message))")
        let finding = try #require(contrast.first)
        #expect(
            finding.message.hasPrefix(
                "'bgColorAccentMuted' is translucent and nothing says what it is drawn on, so the colors on it are judged over the worst backdrop that can show through, where 'fgColorAccent', 'fgColorOnMuted' fall short"
            ), "\(finding.message)")
        // At the background, with each pair's figures, and the fix in the mapping file.
        #expect(finding.subject == "bgColorAccentMuted")
        #expect(finding.notes.filter { $0.message.contains("backdrop") }.count >= 2)
        #expect(finding.message.hasSuffix("pairs: { bgColor/accent-muted: [bgColor/page] }"), "\(finding.message)")
    }
}
