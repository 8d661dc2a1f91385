import Swatch
import SwatchSupport
import Testing

@testable import SwatchDiagnostics
@testable import SwatchFormats
@testable import SwatchModel
@testable import SwatchPipeline

/// What the shortcuts taken for speed must keep: the words of a name as the
/// characters give them, and where a reference's value is written as the
/// walk of at most 64 colors finds it.
@Suite struct FindingsCostTests {
    /// Names of ASCII alone are split as bytes; a name with one more
    /// character outside ASCII (a separator, so the words are the same) is
    /// split by characters: the two agree.
    @Test func asciiNamesSplitAsTheirCharactersDo() {
        let names = [
            "cardBackground", "systemGray2", "fgColor.accent", "CTAPrimaryForeground", "bg/layer-default",
            "A11YText", "HIGHContrast", "dark-high-contrast", "light_ax", "x", "", "--", "a1B2c3", "ABC", "fooBARBaz9",
            "text.color.300", "on-primary", "Light mode", "color/gray/70", "iOS14Blue",
        ]
        for name in names {
            #expect(NameWords.words(name) == NameWords.words(name + "·"), "\(name)")
            #expect(ExportNames.words(name) == ExportNames.words(name + "·"), "\(name)")
            #expect(AppearanceWords.words(of: name) == AppearanceWords.words(of: name + "·"), "\(name)")
        }
    }

    /// A chain of 70 references on a background none of them can be read
    /// on: a color up to 63 references from the literal is fixed where the
    /// literal is written, with the other colors within that reach; one
    /// farther is not (the walk ends), as before the walks were shared.
    @Test func aReferencesValueIsFoundWithinSixtyFourColors() throws {
        var yaml = """
            swatch: 1
            extends: system
            colors:
              ground: { role: background, light: "#01503F", dark: "#000000" }
              c0: { role: label, light: "#004000", dark: "#EEEEEE", on: [ground] }

            """
        for link in 1..<70 {
            let reference = "{ ref: c\(link - 1) }"
            yaml += "  c\(link): { role: label, light: \(reference), dark: \(reference), on: [ground] }\n"
        }
        let found = ThemeCompiler().check(ThemeSource(path: "C.theme.yaml", text: yaml)).diagnostics
        func fixIt(of subject: String) -> Diagnostic.FixIt? {
            found.first { $0.rule == .dmContrast && $0.subject == subject && $0.severity == .error }?.fixIt
        }
        let near = try #require(fixIt(of: "c1"))
        #expect(near.message.hasPrefix("this value is 'c0'; change it where it is written"))
        #expect(near.message.contains("the 62 other colors showing it"))
        #expect(try #require(fixIt(of: "c63")).message.hasPrefix("this value is 'c0'"))
        #expect(fixIt(of: "c64")?.message.hasPrefix("this value is 'c0'") != true)
    }
}
